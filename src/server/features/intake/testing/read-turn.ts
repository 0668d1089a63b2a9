import type { CaseRecord, Language } from '../../../../contracts/case-record';
import { initialAgentState, type QuestionKey, type ReadResult } from '../agent/agent';
import { createGuidedAgent } from '../agent/guided-agent';

import { type LabelFacts, recordFromLabels } from './reading-corpus';

const agent = createGuidedAgent();
/** A Thursday: "last tuesday" is 2026-11-24. */
export const readingToday = new Date('2026-11-26T15:00:00.000Z');

/**
 * One visitor message read by the guided agent as a chat turn reads it: the answer to
 * `question` (what the agent knew before given as labels), or a first message when
 * `question` is null. For the readers' own tests, with sentences written for the test.
 */
export async function readTurn(
  question: QuestionKey | null,
  text: string,
  options: { context?: LabelFacts; language?: Language } = {},
): Promise<ReadResult & { before: CaseRecord }> {
  const language = options.language ?? 'en';
  const before = recordFromLabels(options.context ?? { caseType: 'auto' }, language);
  const state = initialAgentState({ language, pending: question, asked: question ? [question] : [] });
  const input = { record: before, state, text, referenceDate: readingToday, tokenBudget: 0 };
  const result = question ? await agent.readAnswer(input) : await agent.readDescription(input);
  return { ...result, before };
}
