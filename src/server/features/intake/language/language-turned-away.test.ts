import { describe, expect, it } from 'vitest';

import { normalize } from '../agent/reading/text';

import { detectLanguage } from './detect-language';
import { callLanguageOf } from './visitor-requests';

/**
 * A language turned away is not the one asked for, and place names typed in lower case are no
 * evidence of a language (decision 0391). Sentences written for this test.
 */
describe('a refused language is not the call language', () => {
  it.each([
    ['please not in spanish, i only read english', 'en', 'english'],
    ['why is this in spanish? english', 'en', 'english'],
    ['i do not want spanish', 'en', 'english'],
    ['stop writing spanish to me', 'en', 'english'],
    ['¿por qué me escribe en inglés?', 'es', 'spanish'],
    ['no quiero en ingles, en español por favor', 'es', 'spanish'],
  ] as const)('"%s" asks for %s', (text, chat, expected) => {
    expect(callLanguageOf(normalize(text), chat)).toBe(expected);
  });

  it.each([
    ['can someone call me in spanish', 'en', 'spanish'],
    ['no, call me in spanish please', 'en', 'spanish'],
    ['no, en inglés por favor', 'es', 'english'],
    ['can you call me in spanish, my english is bad', 'en', 'spanish'],
  ] as const)('"%s" still asks for %s', (text, chat, expected) => {
    expect(callLanguageOf(normalize(text), chat)).toBe(expected);
  });
});

describe('place names in lower case do not switch the chat language', () => {
  it.each([
    'no. NEVADA. las vegas nevada, flamingo and paradise',
    'no. NEW MEXICO. las cruces new mexico, el paseo and idaho',
    'no. COLORADO. la junta colorado, san juan and santa fe',
    'nope. CALIFORNIA. san bernardino california, sierra and base line',
  ])('"%s" keeps an English chat English', (text) => {
    expect(detectLanguage(text, 'en')).toBe('en');
  });

  it.each([
    'ya le dije que fue en houston texas cuando salía del trabajo',
    'fue en la calle principal de laredo, cerca de la escuela de mi hija',
  ])('"%s" still switches an English chat to Spanish', (text) => {
    expect(detectLanguage(text, 'en')).toBe('es');
  });
});
