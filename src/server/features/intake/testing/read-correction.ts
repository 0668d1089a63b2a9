import { caseRecordSchema, type Language } from '../../../../contracts/case-record';
import { initialAgentState, type QuestionKey } from '../agent/agent';
import { createGuidedAgent } from '../agent/guided-agent';

const agent = createGuidedAgent();
/** The conversation's day in the corrections' tests: a Thursday, six weeks after the crash below. */
export const correctionToday = new Date('2026-11-26T15:00:00.000Z');

/**
 * A correction typed to the guided agent as a chat turn reads it: the record holds a car crash in
 * Akron, Ohio on October 14, a 47-year-old visitor and the injuries given, and the pending
 * question is another fact's (witnesses, unless said), so the correction is read out of turn.
 * For the corrections' own tests, with sentences written for the test.
 */
export function readCorrection(
  text: string,
  language: Language,
  options: {
    injuries?: string[];
    pending?: QuestionKey;
    lostWages?: { daysMissed: number };
    /** The pending question was already put again in other words. */
    isRephrased?: boolean;
  } = {},
) {
  const record = caseRecordSchema.parse({
    caseType: 'auto',
    language,
    incidentDate: { from: '2026-10-14', to: '2026-10-14', precision: 'day' },
    state: 'OH',
    city: 'Akron',
    age: 47,
    ...(options.injuries ? { injuries: options.injuries } : {}),
    ...(options.lostWages ? { lostWages: options.lostWages } : {}),
  });
  const pending = options.pending ?? 'witnesses';
  const state = {
    ...initialAgentState({ language, pending, asked: [pending] }),
    ...(options.isRephrased ? { isRephrased: true, askedAgain: [pending] } : {}),
  };
  return agent.readAnswer({ record, state, text, referenceDate: correctionToday, tokenBudget: 0 });
}
