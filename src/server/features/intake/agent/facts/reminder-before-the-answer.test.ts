import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

/**
 * Round s (decision 0225): "ya te dije no, …" and "like I said, no" open with a reminder; the
 * answer after it is read as if the reminder were not there. Sentences written for this test.
 */
describe('a reminder before the answer', () => {
  it.each([
    ['priorAttorney', 'ya te dije que no, nadie', 'es', false],
    ['priorAttorney', 'como le dije, no tengo abogado', 'es', false],
    ['priorAttorney', 'like I said, no lawyer', 'en', false],
    ['priorAttorney', 'I already told you, nope', 'en', false],
    ['priorInjuries', 'ya le dije, nunca', 'es', false],
    ['policeReport', 'like i said yes, the officer gave me a number', 'en', true],
  ] as const)('%s: "%s"', async (question, text, language, value) => {
    const { record } = await readTurn(question, text, { context: { caseType: 'auto' }, language });
    expect(record[question]).toBe(value);
  });

  it.each([
    ['priorAttorney', 'like I said, I have to think about it', 'en'],
    ['priorAttorney', 'ya le dije, no sé todavía', 'es'],
  ] as const)('%s: "%s" stores nothing', async (question, text, language) => {
    const { record } = await readTurn(question, text, { context: { caseType: 'auto' }, language });
    expect(record[question]).toBeUndefined();
  });
});
