import { describe, expect, it } from 'vitest';

import { initialAgentState } from './agent';
import { createGuidedAgent } from './guided-agent';
import { readTurn } from '../testing/read-turn';

const agent = createGuidedAgent();

describe('a retiree is asked about no job (issue 23, point 5; decision 0173)', () => {
  it.each([
    ['employer', "told you already, I'm retired", 'retired'],
    ['employer', 'none, im retired, 22 years in the marines', 'retired'],
    ['lostWages', 'nothing lost, I am unemployed right now', 'unemployed'],
    ['employer', 'ninguna, ya estoy jubilado', 'retired'],
    ['lostWages', 'No, she is retired.', 'retired'],
    ['employer', "he's been retired since 2015, no job", 'retired'],
    ['lostWages', 'my father is a retiree, so nothing there', 'retired'],
    ['lostWages', "we're both retired now", 'retired'],
    ['employer', 'mi mamá ya está jubilada', 'retired'],
    ['lostWages', 'no, es pensionado desde hace años', 'retired'],
  ] as const)('%s: "%s" is %s', async (question, text, status) => {
    const language = /jubilad|pensionad/.test(text) ? 'es' : 'en';
    const { record } = await readTurn(question, text, { context: { caseType: 'auto' }, language });
    expect(record.lostWages?.notWorking).toBe(status);
  });

  it('does not ask the employer again in other words after "retired"', async () => {
    const read = await readTurn('employer', "I said it before, I'm retired.", {
      context: { caseType: 'auto' },
    });
    const state = initialAgentState({ language: 'en', pending: 'employer', asked: ['employer'] });
    const chosen = await agent.chooseNext({
      record: read.record,
      state,
      outcome: read.outcome,
      tokenBudget: 0,
    });
    expect(chosen.next?.key).not.toBe('employer');
    expect(chosen.next?.key).not.toBe('workersComp');
  });

  it('leaves a retired person named in passing alone', async () => {
    const { record } = await readTurn('witnesses', 'a retired teacher walking her dog saw the whole thing', {
      context: { caseType: 'auto' },
    });
    expect(record.lostWages?.notWorking).toBeUndefined();
  });
});

describe('retired said of a place or a thing is no one retired', () => {
  it.each(['the retired bus they use as a shelter tipped over', 'a retired police dog bit me'])(
    '%s',
    async (text) => {
      const { record } = await readTurn('lostWages', text, { context: { caseType: 'auto' } });
      expect(record.lostWages?.notWorking).toBeUndefined();
    },
  );
});
