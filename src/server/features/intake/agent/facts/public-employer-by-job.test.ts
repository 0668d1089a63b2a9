import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

/**
 * Decision 0266: a public body the visitor works for, named after their job ("I work as a
 * custodian for the school district", "soy maestra para el condado"), is their employer in a
 * workers' comp case, not a government defendant. A public body that hurt them in another way
 * (its bus, its truck) still is. Sentences written for this test.
 */
const governmentOf = async (text: string, language: 'en' | 'es' = 'en') =>
  (await readTurn(null, text, { language, context: { caseType: 'workplace' } })).record.governmentDefendant;

describe('a public employer named after the job', () => {
  it.each([
    [
      'I work as a groundskeeper for the Pine Hollow School District and I fell off a mower on October 8.',
      'en',
    ],
    ["I'm a bus monitor for the school district and I twisted my knee on the bus steps.", 'en'],
    ['I am a clerk for the county and a filing cabinet tipped onto my foot.', 'en'],
    ['I drive a plow for the city and slipped on the ice climbing into the cab.', 'en'],
    ['Trabajo como conserje para el condado y me caí de una escalera.', 'es'],
    ['Soy maestra para la ciudad y me resbalé en el pasillo.', 'es'],
  ] as const)('"%s" has no government defendant', async (text, language) => {
    expect(await governmentOf(text, language)).not.toBe(true);
  });

  it.each([
    ['I work as a courier for a print shop and a city bus ran into my van.', 'en'],
    ["I'm a painter for a contractor and a county truck backed into my ladder.", 'en'],
    ['I work as a cook for a diner and a school bus hit me in the crosswalk.', 'en'],
    ['Trabajo como cocinero para un restaurante y un camión del condado me pegó.', 'es'],
  ] as const)('"%s" still has one', async (text, language) => {
    expect(await governmentOf(text, language)).toBe(true);
  });
});
