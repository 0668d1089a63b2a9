import { describe, expect, it } from 'vitest';

import type { Language } from '../../../../../contracts/case-record';
import { readTurn } from '../../testing/read-turn';

const makerOfStory = async (text: string, language: Language = 'en') =>
  (await readTurn(null, text, { context: { caseType: 'product_liability' }, language })).record.manufacturer;

// Decision 0310: a maker in capitals, then the words that say which kind, then the product.
describe('a maker named before the words that say which kind of product', () => {
  it('reads the name before "carbon road bike", "10 inch table saw"', async () => {
    for (const [text, maker] of [
      ['I bought a Ridgeback carbon road bike last spring and the fork snapped, broken jaw', 'Ridgeback'],
      ['my Sawmaster 12 inch miter saw kicked back and cut two fingers', 'Sawmaster'],
      [
        'Dad uses a Glidewell Plus mobility scooter and the brakes failed on a ramp, broken hip',
        'Glidewell Plus',
      ],
      ["my aunt's Restwell power lift recliner closed on her legs and crushed them", 'Restwell'],
    ])
      expect(await makerOfStory(text!), text).toBe(maker);
  });

  it('reads it in Spanish after the product and its "de" phrase', async () => {
    expect(await makerOfStory('la parrilla de gas Flamador explotó y me quemó la cara', 'es')).toBe(
      'Flamador',
    );
    expect(await makerOfStory('la olla de presión Cocimax se abrió y me quemó el brazo', 'es')).toBe(
      'Cocimax',
    );
  });

  it('reads no maker from a place, a person or a sentence opening', async () => {
    expect(
      await makerOfStory('I was in Denver riding my road bike when the fork snapped, broken wrist'),
    ).toBeUndefined();
    expect(
      await makerOfStory('we bought the kids a new bunk bed and it collapsed, broken arm'),
    ).toBeUndefined();
    expect(
      await makerOfStory('el carro de mi Tío Beto se incendió y me quemé la mano', 'es'),
    ).toBeUndefined();
  });
});
