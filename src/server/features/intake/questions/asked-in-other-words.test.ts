import { describe, expect, it } from 'vitest';

import { checkMessage } from '../guardrails';

/**
 * Round s of fresh visitors (decision 0218): a fee question asked as "how much is this going to
 * cost me to hire you?" and a check of what we took down asked as "can you confirm you have that
 * right?" both got the legal-advice line. Sentences written for this test.
 */
describe('the fee asked in other words', () => {
  it.each([
    'how much is this going to cost me to hire you?',
    'ok and how much will it cost',
    'what would it cost us to hire an attorney through you',
    'how much does your service cost?',
    'how much will the review cost me',
  ])('"%s" asks the fee', (text) => {
    expect(checkMessage(text, 'en').visitorQuestions).toContain('cost');
  });

  it.each([
    "I don't know how much it's going to cost",
    'how much is the surgery going to cost',
    'the MRI will cost about 900',
    'the doctor did not say what the therapy would cost',
  ])('"%s" does not', (text) => {
    expect(checkMessage(text, 'en').visitorQuestions).not.toContain('cost');
  });
});

describe('a check of what we took down, asked in other words', () => {
  const checkOf = (text: string, language: 'en' | 'es' = 'en') =>
    checkMessage(text, language).openQuestions.find((question) => question.kind === 'check');

  it.each([
    ['can you confirm you have that right?', 'en'],
    ['could you double check the date is the 14th?', 'en'],
    ['can you make sure you wrote down my left knee?', 'en'],
    ['please confirm', 'en'],
    ['¿me puede confirmar que tiene bien la fecha?', 'es'],
    ['¿puede verificar lo de la rodilla?', 'es'],
  ] as const)('"%s" is a check, not a question for the attorney', (text, language) => {
    expect(checkOf(text, language)).toBeDefined();
  });

  it.each([
    ['can you tell me if I have a case?', 'en'],
    ['please make sure the attorney calls me in the morning', 'en'],
    ['can the lawyer confirm the deadline?', 'en'],
    ['¿me puede decir si tengo caso?', 'es'],
  ] as const)('"%s" is not a check', (text, language) => {
    expect(checkOf(text, language)).toBeUndefined();
  });
});
