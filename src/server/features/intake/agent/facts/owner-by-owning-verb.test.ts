import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

/**
 * Whose place it was, said with an owning verb in the story of a fall ("the pool is run by the
 * county"): that owner, not the place itself. Sentences written for this test.
 */
const owner = async (text: string, language: 'en' | 'es' = 'en') =>
  (await readTurn(null, text, { language, context: {} })).record.propertyOwner;

describe('the owner told with an owning verb', () => {
  it.each([
    ['I fell through a rotten board on the pier, the pier is maintained by the county', 'the county'],
    ['tripped over a cable in the lobby of my building. it is managed by Larkspur Realty', 'Larkspur Realty'],
    ['slipped on the wet deck at the pool, the city runs that pool', 'the city'],
    [
      'I fell on the broken steps of the arena, which is operated by a management company',
      'a management company',
    ],
  ])('en: %s', async (text, expected) => {
    expect(await owner(text), text).toBe(expected);
  });

  it.each([
    ['me caí en un hoyo del parque, el parque es propiedad de la ciudad', 'the city'],
    ['me resbalé en las escaleras del edificio, es administrado por una compañía', 'a company'],
  ])('es: %s', async (text, expected) => {
    expect(await owner(text, 'es'), text).toBe(expected);
  });

  it.each([
    ['I fell down the stairs at my sister’s house, she owns it', 'en'],
    ['slipped on the ice in my own driveway, I own the house', 'en'],
    ['I tripped on a crack outside, no idea who owns that sidewalk', 'en'],
    ['I slipped on a wet floor, the cleaning crew run by my cousin was mopping', 'en'],
    ['me caí en la casa, es de mi familia', 'es'],
  ] as const)('no owner from the verb: %s', async (text, language) => {
    expect(await owner(text, language), text).toBeUndefined();
  });
});
