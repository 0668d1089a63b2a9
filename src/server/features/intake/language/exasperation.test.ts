import { describe, expect, it } from 'vitest';

import { checkMessage } from '../guardrails';

import { isExasperation } from './exasperation';

/**
 * Decision 0348: a sentence that only says the visitor is tired of being asked is no question and
 * no answer. Sentences written for this test.
 */
describe('exasperation', () => {
  it.each([
    'again??',
    'Seriously?!',
    'how many times do I have to tell you',
    'I already told you, man!',
    'you already asked me that?',
    '¿Otra vez?',
    '¿¡cuántas veces!?',
    'ya le dije, ¿verdad?',
    'en serio??',
    'se lo acabo de decir, oiga',
  ])('"%s" is only exasperation', (text) => {
    expect(isExasperation(text)).toBe(true);
  });

  it.each([
    // A bare word that may answer something, with no mark.
    'again',
    'en serio',
    // "I told you, no" answers no; the "no" is a tag only when asked.
    'I told you, no',
    'ya le dije que no',
    // More than exasperation: a question or an answer.
    'how many times did I go to therapy?',
    'de nuevo me duele la rodilla',
    'really bad pain in my neck',
    'ugh',
  ])('"%s" is not', (text) => {
    expect(isExasperation(text)).toBe(false);
  });

  it.each([
    ['en', 'how many times!!'],
    ['en', 'again?'],
    ['en', 'I already said?!'],
    ['es', 'cuántas veces!!'],
    ['es', 'ya se lo dije, ¿no?'],
    ['es', 'en serio?'],
  ] as const)(
    '%s: "%s" notes no question, asks for no advice and leaves nothing to read',
    (language, text) => {
      const check = checkMessage(text, language);
      expect(check.isExasperated).toBe(true);
      expect(check.openQuestions).toEqual([]);
      expect(check.refusal).toBeNull();
      expect(check.readable).toBe('');
    },
  );

  it('keeps the answer told beside it', () => {
    const check = checkMessage('seriously?? it was at the Corbin Street warehouse', 'en');
    expect(check.isExasperated).toBe(true);
    expect(check.openQuestions).toEqual([]);
    expect(check.readable).toBe('it was at the Corbin Street warehouse');
  });

  it.each([
    ['en', 'how many times did you say I can call?'],
    ['es', '¿cuántas veces tengo que ir a terapia?'],
  ] as const)('%s: a real question is still a question: "%s"', (language, text) => {
    const check = checkMessage(text, language);
    expect(check.isExasperated).toBe(false);
    expect(check.openQuestions.length + check.visitorQuestions.length).toBeGreaterThan(0);
  });
});
