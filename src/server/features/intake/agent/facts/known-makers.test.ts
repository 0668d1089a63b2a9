import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

/**
 * Decision 0193: a maker everyone knows, named in a product story in lower case or in a few
 * words of its own, is the manufacturer; a shop it was bought at or a company someone works for
 * is not. Sentences written for this test.
 */
const first = async (text: string, language: 'en' | 'es' = 'en') =>
  (await readTurn(null, text, { language, context: {} })).record;

describe('a known maker in a product story', () => {
  it.each([
    ['my makita grinder kicked back and cut my thigh open', 'Makita'],
    ['the stroller folded up with the baby inside, it was an evenflo', 'Evenflo'],
    ['the step stool snapped under me. little giant', 'Little Giant'],
    ['my vornado heater melted the cord and started a fire in the bedroom', 'Vornado'],
    ['the pressure washer hose burst and cut my shin, a generac one', 'Generac'],
  ])('en: %s', async (text, maker) => {
    expect((await first(text)).manufacturer, text).toBe(maker);
  });

  it.each([
    ['la batería de mi celular motorola explotó mientras cargaba', 'Motorola'],
    ['el calentador se volteó y me quemó la pierna, es un lasko', 'Lasko'],
    ['la escalera se dobló y me caí, es werner', 'Werner'],
    ['la olla exprés reventó y me quemó la cara, marca presto', 'Presto'],
  ])('es: %s', async (text, maker) => {
    expect((await first(text, 'es')).manufacturer, text).toBe(maker);
  });

  it.each([
    ['I bought a space heater at the Samsung store and it caught fire on me'],
    ['the blender I got from Target exploded and cut my hand'],
    ['the lime juice bottle exploded in my hand at home'],
    ['my ladder broke, I work for Honda and was fixing my garage roof'],
    ["the heater tipped over and burned me, it wasn't a Lasko, some cheap one"],
    ['the blender blade flew off and cut my hand, not a cuisinart, a store brand'],
  ])('no maker: %s', async (text) => {
    expect((await first(text)).manufacturer, text).toBeUndefined();
  });

  it('reads a maker named alone in answer to the product question', async () => {
    const read = await readTurn('product', 'an old space heater, a honeywell', {
      context: { caseType: 'product_liability' },
    });
    expect(read.record.manufacturer).toBe('Honeywell');
  });
});
