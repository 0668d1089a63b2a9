import { describe, expect, it } from 'vitest';

import { initialAgentState, type QuestionKey } from './agent';
import { createGuidedAgent } from './guided-agent';
import { readTurn } from '../testing/read-turn';

const agent = createGuidedAgent();

/**
 * "retired" said bare beside the answer to another question (the care, the injuries, the date)
 * still tells a visitor with no job: they are not asked where they work nor how much work they
 * missed (decisions 0229, 0325). Sentences written for this test.
 */
async function readAndChoose(question: QuestionKey, text: string, language: 'en' | 'es' = 'en') {
  const read = await readTurn(question, text, { context: { caseType: 'auto' }, language });
  const state = initialAgentState({ language, pending: question, asked: [question] });
  const chosen = await agent.chooseNext({
    record: read.record,
    state,
    outcome: read.outcome,
    tokenBudget: 0,
  });
  return { notWorking: read.record.lostWages?.notWorking, next: chosen.next?.key };
}

describe('retired said beside other facts', () => {
  it.each([
    ['injuries', 'a cracked rib. retired, spent 25 years at the shipyard', 'en'],
    ['treatment', 'urgent care and then my GP. nothing lost at work, retired', 'en'],
    ['treatment', 'the ER. Retired so there was no job to miss', 'en'],
    ['injuries', 'me lastimé la rodilla. jubilado, ya no trabajo desde hace años', 'es'],
    ['treatment', 'fui a la clínica. pensionada, así que no perdí sueldo', 'es'],
  ] as const)('%s: "%s" is retired, and no work question follows', async (question, text, language) => {
    const { notWorking, next } = await readAndChoose(question, text, language);
    expect(notWorking).toBe('retired');
    expect(next).not.toBe('employer');
    expect(next).not.toBe('lostWages');
  });

  it.each([
    ['witnesses', 'my neighbor, retired, came out and saw it', 'en'],
    ['witnesses', 'a retired cop stopped to help', 'en'],
    ['injuries', 'my back. the driver retired from the scene fast', 'en'],
    ['witnesses', 'mi vecino, jubilado, lo vio todo', 'es'],
  ] as const)('%s: "%s" tells no one retired of the visitor', async (question, text, language) => {
    expect((await readAndChoose(question, text, language)).notWorking).toBeUndefined();
  });
});
