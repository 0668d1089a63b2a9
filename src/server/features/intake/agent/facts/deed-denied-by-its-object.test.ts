import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

/**
 * A negative quantifier inside a phrase's open word ("I have given no statement", "they wrote
 * nothing up") denies the deed (decision 0393). Sentences written for this test.
 */
describe('a deed whose object is "no" or "nothing" is denied', () => {
  it.each([
    ['recordedStatement', 'I have given no statement to the adjuster'],
    ['recordedStatement', 'honestly i gave no statement, i hung up'],
    ['recordedStatement', "we've given no recorded one to anybody"],
    ['recordedStatement', 'i did no recorded call with them'],
    ['incidentReport', 'the manager wrote nothing up that night'],
  ] as const)('%s: "%s" is no', async (key, text) => {
    const result = await readTurn(key, text, { language: 'en' });
    expect(result.record[key]).toBe(false);
  });

  it.each([
    ['recordedStatement', 'I have given a statement to their adjuster'],
    ['recordedStatement', 'yeah i gave them my statement on tuesday'],
    ['incidentReport', 'the manager wrote it up right away'],
  ] as const)('%s: "%s" is still yes', async (key, text) => {
    const result = await readTurn(key, text, { language: 'en' });
    expect(result.record[key]).toBe(true);
  });
});
