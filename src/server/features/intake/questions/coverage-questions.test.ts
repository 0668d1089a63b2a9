import { describe, expect, it } from 'vitest';

import { checkMessage } from '../guardrails';

import { isCareBillsQuestion } from './care-bills-question';

/**
 * Decision 0265: a visitor's question about whether insurance will pay is heard, with or
 * without its question mark, and answered as a question about paying for care (our content for
 * the kind of case, or the attorney's promise), never left without a reply. Sentences written
 * for this test.
 */
describe('coverage questions are questions', () => {
  it.each([
    'is my health plan going to cover the ambulance',
    'ok. is the other side going to pay for my therapy',
    'are my benefits gonna cover any of this',
    'who covers the ER visit',
    'and was my insurance going to pay the copay or not',
  ])('"%s" is an open question, nothing left to read', (text) => {
    const check = checkMessage(text, 'en');
    expect(check.openQuestions.map((question) => question.kind)).toContain('open');
    expect(check.readable.replace(/[.\s]|ok/gi, '')).toBe('');
  });

  it.each([
    'was the van going too fast, yes',
    'the bus was going to the depot when it hit me',
    'is my lower back mostly',
    'was my fault partly i guess',
    'my insurance is going to cover it',
  ])('"%s" asks nothing', (text) => {
    expect(checkMessage(text, 'en').openQuestions).toEqual([]);
  });
});

describe('who pays, with the cost left implied, is a question about paying for care', () => {
  it.each([
    'will my insurance cover this?',
    'is medicaid going to pay for it?',
    'does my policy cover any of this',
    'is comp gonna pay me back?',
    '¿el seguro me va a cubrir?',
    '¿la aseguranza paga esto?',
  ])('"%s"', (text) => {
    expect(isCareBillsQuestion(text)).toBe(true);
  });

  it.each([
    'will my insurance go up?',
    'should I call my insurance company?',
    'does insurance cover your fee?',
    '¿el seguro paga al abogado?',
  ])('"%s" is not', (text) => {
    expect(isCareBillsQuestion(text)).toBe(false);
  });
});
