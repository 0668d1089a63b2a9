import { describe, expect, it } from 'vitest';

import { glossOf, injuryInSpanish } from './injury-gloss';
import { injuriesFact, partsOf } from './injuries.fact';

describe('a Spanish injury is stored with its English gloss (decision 0221)', () => {
  it.each([
    ['me quebré el codo', 'broken elbow', 'fractura del codo'],
    ['la cadera fracturada', 'fractured hip', 'fractura de la cadera'],
    ['me torcí la rodilla izquierda', 'sprained left knee', 'esguince de la rodilla izquierda'],
    ['se cortó cuatro dedos', 'four cut fingers', 'cortadas en cuatro dedos'],
    ['el gato le mordió el antebrazo', undefined, undefined],
    ['una infección grave', 'severe infection', 'infección grave'],
    ['le quemó las manos', 'burns to hands', 'quemaduras en las manos'],
  ] as const)('"%s" → %s', (item, en, es) => {
    const found = glossOf(item);
    expect(found?.en).toBe(en);
    if (found) expect(injuryInSpanish(found.en)).toBe(es);
  });

  it.each([
    // More than a part and one injury word: kept as typed.
    'me lastimé la espalda y la muñeca',
    'me caí en el trabajo',
    'me duele todo después del choque',
    'el tobillo roto y me operaron',
    'se rompió la silla',
  ])('"%s" has no gloss', (item) => {
    expect(glossOf(item)).toBeUndefined();
  });

  it('says a glossed item back in Spanish, and an English item as it is', () => {
    expect(injuriesFact.describe(['broken right ankle', 'concussion'], 'es')).toBe(
      'fractura del tobillo derecho; conmoción',
    );
    expect(injuriesFact.describe(['broken right ankle'], 'en')).toBe('broken right ankle');
    expect(injuryInSpanish('whiplash and a sore neck')).toBe('whiplash and a sore neck');
  });

  it('compares a Spanish body part with the English one of a glossed item', () => {
    expect(partsOf('me duele la rodilla', 'es')).toEqual(['knee']);
    expect(partsOf('sprained left knee', 'es')).toEqual(['knee']);
    expect(partsOf('mi muñeca', 'es')).toEqual(['wrist']);
  });
});
