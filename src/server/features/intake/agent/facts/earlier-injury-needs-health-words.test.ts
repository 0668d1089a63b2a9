import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

/**
 * Decision 0285. Sentences written for this test. In a first message, "prior", "previous",
 * "pre-existing" or "before this" tells an earlier injury only with a word of the body's health
 * beside it; a prior complaint, a person independent before, the other side's word "pre-existing"
 * tell none, and nothing is stored.
 */
describe('an earlier injury in a story needs a word of health beside its cue', () => {
  it.each([
    ['The school had a previous complaint about the broken gate and my son cut his leg on it.', 'en'],
    ['My father was fully independent before this fall at the rehab center and now he cannot walk.', 'en'],
    [
      'Fell off a ladder at work. The adjuster says it is pre-existing and will not pay for my shoulder.',
      'en',
    ],
    ['Mi mamá caminaba sola antes del accidente en el asilo, ahora usa silla de ruedas.', 'es'],
  ] as const)('"%s" stores no earlier injury', async (text, language) => {
    const { record } = await readTurn(null, text, { context: {}, language });
    expect(record.priorInjuries).toBeUndefined();
  });

  it.each([
    [
      'I slipped in the lobby of my building and hurt my back again, I had a prior back injury from 2019.',
      'en',
    ],
    ['Rear-ended on the freeway. I had knee problems before this but my neck is new.', 'en'],
    ['I have a pre-existing shoulder condition and the fall at the gym made it worse.', 'en'],
    ['Me caí en una tienda y tengo lesiones previas en la espalda.', 'es'],
  ] as const)('"%s" still tells an earlier injury', async (text, language) => {
    const { record } = await readTurn(null, text, { context: {}, language });
    expect(record.priorInjuries).toBe(true);
  });
});
