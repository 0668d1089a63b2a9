import { describe, expect, it } from 'vitest';

import { normalize } from '../agent/reading/text';
import { checkMessage } from '../guardrails';

import { callLanguageOf } from './visitor-requests';

/**
 * A request to be called in Spanish (or English), or through an interpreter, is a contact
 * preference (decision 0142): heard in either language's words, whatever the chat's language;
 * never noted as a question for the attorney; the same words in a story ask for nothing.
 * Sentences written for this test.
 */
const asksForLanguage = (text: string, language: 'en' | 'es') =>
  checkMessage(text, language).visitorQuestions.includes('language');

describe('a request for a language or an interpreter', () => {
  it.each([
    ['could somebody call me in spanish please', 'en', 'spanish'],
    ['is there anyone who speaks Spanish I could talk to?', 'en', 'spanish'],
    ['Spanish please', 'en', 'spanish'],
    ['my English isnt good, sorry', 'en', 'interpreter'],
    ['do you have an interpreter?', 'en', 'interpreter'],
    ['I would like an interpreter for the call', 'en', 'interpreter'],
    ['¿hablan español?', 'en', 'spanish'],
    ['¿Alguien que hable español me puede llamar?', 'es', 'spanish'],
    ['prefiero que me llamen en español', 'es', 'spanish'],
    ['no hablo bien inglés', 'es', 'spanish'],
    ['perdón, no hablo bien inglés', 'en', 'interpreter'],
    ['necesito un intérprete por favor', 'es', 'interpreter'],
    ['do you speak english? my spanish is bad', 'es', 'english'],
  ] as const)('"%s"', (text, language, wanted) => {
    const check = checkMessage(text, language);
    expect(check.visitorQuestions).toContain('language');
    expect(check.openQuestions).toEqual([]);
    expect(callLanguageOf(normalize(text), language)).toBe(wanted);
  });

  it.each([
    ['my wife speaks spanish, she was in the passenger seat', 'en'],
    ['the other driver yelled at me in spanish', 'en'],
    ['the hospital had to find an interpreter for my dad', 'en'],
    ['they never got a translator at the ER', 'en'],
    ['mis suegros hablan español nada más', 'es'],
    ['el policía no hablaba español', 'es'],
  ] as const)('not in a story: "%s"', (text, language) => {
    expect(asksForLanguage(text, language)).toBe(false);
  });

  it('reads what comes before the request as the answer', () => {
    const check = checkMessage('yes I went to urgent care, and can someone call me in Spanish', 'en');
    expect(check.readable).toBe('yes I went to urgent care');
    expect(check.visitorQuestions).toContain('language');
  });
});
