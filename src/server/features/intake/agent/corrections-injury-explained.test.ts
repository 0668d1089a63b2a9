import { describe, expect, it } from 'vitest';

import type { Language } from '../../../../contracts/case-record';
import { readCorrection } from '../testing/read-correction';

/**
 * Issue 23 (decision 0433): a correction of the injuries that explains the new injury word ("…, that
 * is the bone across the shoulder", "o sea el hueso de arriba del muslo") stores the injury said,
 * never the explanation's body parts nor a fragment with it, and the injury denied is gone.
 * Sentences written for this test.
 */
describe('an injury corrected with an explanation of its word', () => {
  it.each([
    [
      'there was no broken rib; it is a collarbone fracture, that is the bone across the shoulder',
      ['broken rib'],
      'en',
      /^collarbone fracture$/,
    ],
    [
      'no concussion at all, it was a fractured tibia, that is, the shin bone below the knee',
      ['concussion'],
      'en',
      /^fractured tibia$/,
    ],
    [
      'no, it was not whiplash, it is a sprained ankle, which is the one that still swells',
      ['whiplash'],
      'en',
      /^sprained ankle$/,
    ],
    [
      'no me rompí la costilla; es una fractura de cadera, o sea el hueso de arriba del muslo',
      ['broken rib'],
      'es',
      /^hip fracture$/,
    ],
    [
      'no tengo conmoción cerebral, es un desgarro de menisco, que es el cartílago de la rodilla',
      ['conmoción cerebral'],
      'es',
      /^desgarro de menisco$/,
    ],
    [
      'no me rompí el brazo, fue una fractura de clavícula, es decir el hueso entre el cuello y el hombro',
      ['broken arm'],
      'es',
      /^collarbone fracture$/,
    ],
  ] as const)('%s', async (text, injuries, language, now) => {
    const { record } = await readCorrection(text, language as Language, { injuries: [...injuries] });
    expect(record.injuries, text).toHaveLength(1);
    expect(record.injuries?.[0], text).toMatch(now);
  });

  it('an item not denied stays beside the new one', async () => {
    const { record } = await readCorrection(
      'no, I never had whiplash. it is a torn meniscus, which is the cartilage inside the knee',
      'en',
      { injuries: ['whiplash', 'bruised arm'] },
    );
    expect(record.injuries).toEqual(['bruised arm', 'torn meniscus']);
  });

  // Negatives: a part that adds an injury, not an explanation, is read.
  it.each([
    [
      'there was no broken rib; it is a bruised hip, and a cut on my chin',
      ['broken rib'],
      'en',
      [/hip/, /chin/],
    ],
    [
      'no tuve latigazo, es un esguince de tobillo y una cortada en la frente',
      ['whiplash'],
      'es',
      [/tobillo|ankle/, /frente|forehead/],
    ],
  ] as const)('%s', async (text, injuries, language, items) => {
    const { record } = await readCorrection(text, language as Language, { injuries: [...injuries] });
    for (const item of items)
      expect(
        record.injuries?.some((said) => item.test(said)),
        text,
      ).toBe(true);
  });
});
