import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

/**
 * A relative's death told with their name or age between (decision 0210), in either language,
 * and a body part that "died" is no death. Sentences written for these tests, never taken from
 * a visitor or a corpus.
 */
const deceasedOf = async (text: string, language: 'en' | 'es' = 'en') =>
  (await readTurn(null, text, { language, context: {} })).record.deceased;

describe('a relative named with a name or an age who died', () => {
  it.each([
    ['My brother Peter, 58, who was killed when the scaffold fell at the mall site last month', 'en'],
    ['My daughter Emily died after the surgery at County General in June', 'en'],
    ['My father, 81, passed away three days after the fall at the nursing home', 'en'],
    ['Our son Jacob was killed by a drunk driver on Route 9', 'en'],
    ['Mi hermano Luis, de 30 años, murió en la obra cuando se cayó el andamio', 'es'],
    ['A mi papá lo operaron en el hospital y se cayó de la cama. He died two weeks later', 'es'],
  ] as const)('%s', async (text, language) => {
    expect(await deceasedOf(text, language), text).toBe(true);
  });

  it.each([
    ['My son said the other driver died at the scene, my son broke his arm', 'en'],
    ['My husband almost died, he was in the ICU for a week', 'en'],
    ['My wife Anna, 40, was hurt when the shelf fell on her', 'en'],
    ['my dog Max died when the car hit him and I broke my wrist trying to save him', 'en'],
    ['me hicieron una cirugía y la piel se murió alrededor de la herida', 'es'],
    ['se me murió el celular y no pude llamar, me quebré el tobillo', 'es'],
  ] as const)('%s is no death of the one hurt', async (text, language) => {
    expect(await deceasedOf(text, language), text).not.toBe(true);
  });
});
