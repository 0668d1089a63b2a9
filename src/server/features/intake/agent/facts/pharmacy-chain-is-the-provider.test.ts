import { describe, expect, it } from 'vitest';

import type { Language } from '../../../../../contracts/case-record';
import { readTurn } from '../../testing/read-turn';

/**
 * Decision 0212. Sentences written for this test. In the story of a medication error, a
 * pharmacy chain named anywhere in the message is the provider, rather than "the pharmacy",
 * "the pharmacist" or a place without a name; a doctor named by name is kept, and a chain named
 * in a story that is not about a pharmacy is no provider.
 */
const read = (text: string, language: Language) => readTurn(null, text, { context: {}, language });

describe('a pharmacy chain named in a medication story', () => {
  it.each([
    [
      'The pharmacist gave me ten times my dose of blood thinner and I bled for days. It was the Walgreens on Pine.',
      'en',
      'Walgreens',
    ],
    ['Pharmacy filled my insulin wrong and I passed out at home. CVS on Route 4.', 'en', 'CVS'],
    [
      'En la farmacia de Walgreens le dieron a mi papá pastillas de otra persona y terminó en el hospital.',
      'es',
      'Walgreens',
    ],
    ['la farmacia puso mal la dosis en la etiqueta y me intoxiqué, es un cvs en el centro', 'es', 'CVS'],
    ['The pharmacy tech at Rite Aid handed me the wrong medication and I had a seizure.', 'en', 'Rite Aid'],
  ] as const)('%s', async (text, language, chain) => {
    const { record } = await read(text, language);
    expect(record.provider, text).toBe(chain);
  });

  it.each([
    [
      'Dr. Halvorsen prescribed the wrong dose and I filled it at Walgreens, now my kidneys are damaged.',
      'en',
      /Halvorsen/,
    ],
    ['The surgeon at Mercy Hospital left a sponge inside me, I get my pills at CVS.', 'en', /Mercy|surgeon/i],
  ] as const)('a named doctor or another giver of care stays: %s', async (text, language, provider) => {
    const { record } = await read(text, language);
    expect(record.provider ?? '', text).toMatch(provider);
  });

  it.each([
    ['I slipped on a wet floor in the aisle at Walgreens and broke my wrist.', 'en'],
    ['Me caí en el estacionamiento del CVS porque había hielo.', 'es'],
  ] as const)('no pharmacy story, no provider: %s', async (text, language) => {
    const { record } = await read(text, language);
    expect(record.provider, text).toBeUndefined();
  });
});
