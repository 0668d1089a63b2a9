import { describe, expect, it } from 'vitest';

import type { Language } from '../../../../contracts/case-record';
import { readCorrection } from '../testing/read-correction';

/**
 * Decision 0228: a place said by a slip, then a no and an apology each between commas, then the
 * place meant ("<old>, no, perdón, en <new>"): the no and the apology take the slip back as
 * "no perdón" does (decision 0219), and the place meant is stored. Sentences written for this test.
 */
describe('a slip taken back with a no and an apology between commas', () => {
  it.each([
    ['Akron, no, perdón, en Canton', 'es', 'Canton'],
    ['fue en Akron, no, perdón, en Toledo', 'es', 'Toledo'],
    ['Akron, no, disculpe, en Dayton', 'es', 'Dayton'],
    ['en Akron, no, perdona, fue en Canton', 'es', 'Canton'],
    ['Akron, no, sorry, Canton', 'en', 'Canton'],
  ] as const)('%s', async (text, language: Language, city) => {
    const read = await readCorrection(text, language);
    expect(read.record.city, text).toBe(city);
    expect(read.corrected).toContain('city');
    expect(read.acknowledgement, text).toBe(`${language === 'es' ? 'Gracias' : 'Thanks'} — ${city}.`);
  });

  it.each([
    ['Akron, no, no, nadie vio nada', 'es'],
    ['no, perdón, nadie vio nada', 'es'],
    ['Akron, no, perdón, también me duele el cuello', 'es'],
    ['Akron, no, nobody stopped', 'en'],
    ['sorry, no, I did not see anyone', 'en'],
  ] as const)('the place stays: %s', async (text, language: Language) => {
    const read = await readCorrection(text, language, { injuries: ['sprained left ankle'] });
    expect(read.record.city).toBe('Akron');
    expect(read.corrected ?? []).not.toContain('city');
  });
});

describe('an apology alone is no value', () => {
  it.each([
    ['sorry, Canton, not Akron', 'en', 'Canton'],
    ['oops, Canton not Akron', 'en', 'Canton'],
    ['perdón, Canton, no Akron', 'es', 'Canton'],
    ['wait no, Toledo not Akron', 'en', 'Toledo'],
  ] as const)('%s', async (text, language: Language, city) => {
    const read = await readCorrection(text, language);
    expect(read.record.city, text).toBe(city);
  });
});
