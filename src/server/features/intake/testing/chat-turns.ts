import { type CaseRecord, emptyCaseRecord, type Language } from '../../../../contracts/case-record';
import { type AgentState, initialAgentState, type QuestionKey } from '../agent/agent';
import { createGuidedAgent } from '../agent/guided-agent';
import { checkMessage } from '../guardrails';

import { readingToday } from './read-turn';

const agent = createGuidedAgent();

/**
 * A chat with the guided agent through its turn logic (read, then choose the next question), for
 * tests of which questions are put: a first message, then each question answered by `answers`
 * (by the question's key, '*' for any other). Sentences are the test's own.
 */
export async function chatTurns(
  description: string,
  answers: Partial<Record<QuestionKey | '*', string>>,
  options: { language?: Language; turns?: number } = {},
): Promise<{ record: CaseRecord; state: AgentState; asked: QuestionKey[] }> {
  const language = options.language ?? 'en';
  const first = await agent.readDescription({
    record: emptyCaseRecord(),
    state: initialAgentState({ language }),
    text: checkMessage(description, language).readable,
    referenceDate: readingToday,
    tokenBudget: 0,
  });
  let record = first.record;
  let chosen = await agent.chooseNext({ record, state: first.state, outcome: 'none', tokenBudget: 0 });
  const asked: QuestionKey[] = [];
  for (let turn = 0; turn < (options.turns ?? 15) && chosen.next; turn += 1) {
    const key = chosen.next.key;
    asked.push(key);
    const read = await agent.readAnswer({
      record,
      state: chosen.state,
      text: checkMessage(answers[key] ?? answers['*'] ?? 'no', language).readable,
      referenceDate: readingToday,
      tokenBudget: 0,
    });
    record = read.record;
    chosen = await agent.chooseNext({ record, state: read.state, outcome: read.outcome, tokenBudget: 0 });
  }
  return { record, state: chosen.state, asked };
}

/** The questions the agent would still put after the chat, if nothing more were told. */
export async function questionsLeft(
  record: CaseRecord,
  state: AgentState,
  limit = 30,
): Promise<QuestionKey[]> {
  const keys: QuestionKey[] = [];
  let current = state;
  for (let index = 0; index < limit; index += 1) {
    const chosen = await agent.chooseNext({ record, state: current, outcome: 'none', tokenBudget: 0 });
    if (!chosen.next) break;
    keys.push(chosen.next.key);
    current = chosen.state;
  }
  return keys;
}
