import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

/**
 * A short yes with a particle or said twice ("que sí", "pues sí", "uh huh", "yep yep") answers a
 * yes/no question (decision 0329). Sentences written for this test.
 */
describe('a short yes with a particle', () => {
  it.each([
    ['photos', 'que sí', 'es'],
    ['witnesses', 'pues sí', 'es'],
    ['photos', 'sí, claro', 'es'],
    ['priorAttorney', 'claro que sí', 'es'],
    ['witnesses', 'ajá', 'es'],
    ['photos', 'yeah def', 'en'],
    ['witnesses', 'yep yep', 'en'],
    ['photos', 'uh huh', 'en'],
    ['photos', 'mm hmm, a few of the car', 'en'],
  ] as const)('%s: "%s" is a yes', async (question, text, language) => {
    const { record } = await readTurn(question, text, { context: { caseType: 'auto' }, language });
    expect(record[question]).toBe(true);
  });

  it.each([
    ['photos', 'que no', 'es'],
    ['photos', 'def not', 'en'],
    ['witnesses', 'uh, no', 'en'],
    ['witnesses', 'pues no, nadie', 'es'],
  ] as const)('%s: "%s" is no yes', async (question, text, language) => {
    const { record } = await readTurn(question, text, { context: { caseType: 'auto' }, language });
    expect(record[question]).not.toBe(true);
  });
});
