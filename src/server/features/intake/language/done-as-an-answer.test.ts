import { describe, expect, it } from 'vitest';

import type { Language } from '../../../../contracts/case-record';
import { normalize } from '../agent/reading/text';

import { saysDoneOnlyAsAnAnswer } from './visitor-requests';

/**
 * Decision 0341: to "Are you still being treated, or has your doctor said you are done?", a
 * "done" that answers it is no request to stop; one said beside a request in other words still
 * is. Every sentence was written for this test.
 */
describe('"done" to the question whether care is still going on', () => {
  it.each([
    ["I'm done, they released me last week", 'en'],
    ['im done, my last PT visit was Friday', 'en'],
    ['I am finished, the doctor cleared me', 'en'],
    ['yes I am done', 'en'],
    ['ya terminé, me dieron de alta', 'es'],
    ['ya termine la terapia hace un mes', 'es'],
  ] as const)('answers it: %s', (text, language: Language) => {
    expect(saysDoneOnlyAsAnAnswer(normalize(text), language)).toBe(true);
  });

  it.each([
    ["I'm done, stop asking me questions", 'en'],
    ['i am done, no more questions', 'en'],
    ['I am done. bye', 'en'],
    ['ya terminé, no quiero más preguntas', 'es'],
    ['ya terminé. adiós', 'es'],
    ['the therapy is over', 'en'],
  ] as const)('does not, when it asks to stop or says no done: %s', (text, language: Language) => {
    expect(saysDoneOnlyAsAnAnswer(normalize(text), language)).toBe(false);
  });
});
