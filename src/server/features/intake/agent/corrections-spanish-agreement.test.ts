import { describe, expect, it } from 'vitest';

import { readCorrection } from '../testing/read-correction';

import { sideFor, spanishFormOf, withArticleFor } from './facts/spanish-agreement';

/**
 * Decision 0275, class 4: after a correction moves an injury to another body part, the Spanish
 * said back agrees with the part's own gender, read from a lexicon (never from its last letter):
 * "el tobillo", "la mano", "del hombro". Sentences written for this test.
 */
describe('the article agrees with the body part said in its place', () => {
  it.each([
    ['no, no fue la muñeca, fue el tobillo', ['me doblé la muñeca'], 'me doblé el tobillo'],
    ['no la rodilla, el codo', ['golpe en la rodilla'], 'golpe en el codo'],
    ['no fue el pie, fue la mano', ['me machuqué el pie'], 'me machuqué la mano'],
    ['no fue la cadera, fue el hombro', ['fractura de la cadera'], 'fractura del hombro'],
    ['no el codo, la rodilla', ['cortada en el codo'], 'cortada en la rodilla'],
  ] as const)('"%s"', async (text, before, after) => {
    const read = await readCorrection(text, 'es', { injuries: [...before], pending: 'readBack' });
    expect(read.record.injuries).toEqual([after]);
    expect(read.acknowledgement).toContain(after);
    expect(read.acknowledgement ?? '').not.toMatch(
      /\bla (?:tobillo|codo|hombro|pie)\b|\bel (?:mano|rodilla)\b/,
    );
  });

  it.each([
    // Gender is the word's, not its last letter's.
    ['me lastimé la ', 'mano', 'me lastimé la '],
    ['me lastimé el ', 'mano', 'me lastimé la '],
    ['dolor de la ', 'pie', 'dolor del '],
    ['golpe en los ', 'rodillas', 'golpe en las '],
    ['raspón en la ', 'codo', 'raspón en el '],
    ['bump on the ', 'knee', 'bump on the '],
  ] as const)('"%s" before "%s"', (before, part, expected) => {
    expect(withArticleFor(before, part)).toBe(expected);
  });

  it('the lexicon knows the words whose ending misleads', () => {
    expect(spanishFormOf('mano')).toBe('f');
    expect(spanishFormOf('frente')).toBe('f');
    expect(spanishFormOf('pie')).toBe('m');
    expect(spanishFormOf('cráneo')).toBe('m');
    expect(sideFor('derecha', 'tobillo')).toBe('derecho');
    expect(sideFor('izquierdo', 'mano')).toBe('izquierda');
  });

  it('a part the lexicon does not know keeps the article as said', () => {
    expect(withArticleFor('me duele la ', 'zona')).toBe('me duele la ');
  });
});
