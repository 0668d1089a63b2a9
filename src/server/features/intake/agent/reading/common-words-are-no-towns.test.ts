import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

import { readPlace } from './places';

/**
 * A town needs place context (decision 0387): a town joined by "and"/"y" to a common street's
 * name is a corner, whatever word comes before it; a town whose name is an everyday Spanish word
 * or colour, in lower case after Spanish "en", is the word. Sentences written for this test.
 */
describe('a common word or a corner is no town', () => {
  it.each([
    ['a bus clipped me close to Denver and Maple', 'en'],
    ['I got T-boned around Austin and Oak this morning', 'en'],
    ['someone rear-ended me near Cedar and Tulsa', 'en'],
    ['una camioneta me pegó cerca de Houston y Main', 'es'],
    ['el semáforo ya estaba en amarillo cuando cruzó', 'es'],
    ['he sped up when the signal turned en amarillo', 'en'],
    ['la luz cambió en amarillo y él no frenó', 'es'],
  ] as const)('"%s" sets no city', async (text, language) => {
    const { record } = await readTurn(null, text, { language });
    expect(record.city).toBeUndefined();
  });

  it.each([
    ['my sister and I live in Amarillo, TX, and a truck hit us', 'en', 'Amarillo'],
    ['vivimos en Amarillo y ahí fue el choque', 'es', 'Amarillo'],
    ['me chocaron en amarillo texas el lunes', 'es', 'Amarillo'],
    ['a car hit me in Denver at Maple and 3rd', 'en', 'Denver'],
    ['we were driving between Austin and Dallas', 'en', 'Austin'],
    ['a car hit me in Dallas and Oak Cliff was closed off', 'en', 'Dallas'],
  ] as const)('"%s" keeps the city %s', async (text, language, city) => {
    const { record } = await readTurn(null, text, { language });
    expect(record.city).toBe(city);
  });

  it('keeps a lower-case colour town given as the whole answer to the place question', () => {
    expect(readPlace('amarillo', { isAnswer: true, isDescription: false }).city).toBe('Amarillo');
  });
});
