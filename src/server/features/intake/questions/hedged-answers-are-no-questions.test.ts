import { describe, expect, it } from 'vitest';

import { readTurn } from '../testing/read-turn';

import { findVisitorQuestions } from './find-visitor-questions';

/**
 * A hedged answer typed with a question mark is an answer, never a question for the attorney
 * (visitor-questions.json hedges, fifth round). Sentences written for these tests.
 */

describe('a doubted answer with a question mark', () => {
  it.each([
    'idk i dont think so?',
    'not sure, i dont think so?',
    'no idea if she has insurance?',
    'no sé si tiene seguro?',
    'ni idea, no creo?',
    'no clue if the other guy had coverage?',
  ])('"%s" asks nothing', (text) => {
    const reading = findVisitorQuestions(text);
    expect(reading.questions).toEqual([]);
    expect(reading.answer).not.toBe('');
  });

  it.each([
    'idk should i sign the release?',
    'no sé si debo firmar?',
    'i dont know if i should give them a statement?',
    'do I need a lawyer for this?',
  ])('"%s" is still a question', (text) => {
    expect(findVisitorQuestions(text).questions.length).toBe(1);
  });
});

describe('through the agent turn', () => {
  it('"idk i dont think so?" to the insurer question is no insurer and no None', async () => {
    const result = await readTurn('otherPartyInsurer', 'idk i dont think so?');
    expect(result.record.otherPartyInsurer).toBeUndefined();
  });

  it('"no idea if she has insurance?" to the insurer question stores no name', async () => {
    const result = await readTurn('otherPartyInsurer', 'no idea if she has insurance?');
    expect(result.record.otherPartyInsurer).toBeUndefined();
    expect(result.outcome).toBe('unknown');
  });

  it('"creo que no?" to the statement question is a no', async () => {
    const result = await readTurn('recordedStatement', 'creo que no?', { language: 'es' });
    expect(result.record.recordedStatement).toBe(false);
  });
});
