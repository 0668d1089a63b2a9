import { z } from 'zod';

import type { CaseRecord } from '../../../../contracts/case-record';

import type { FactKey } from './extract-facts';

/** What the agent asked last: a fact of the plan, or one of its own follow-ups. */
export type QuestionKey = FactKey | 'confirmCaseType' | 'anythingElse' | `detail:${string}`;

/** The guided agent's memory between turns, stored as JSON in cases.agent_state. */
export const agentStateSchema = z.object({
  pending: z.string().nullable().default(null),
  /** Times the pending question was repeated without an answer. */
  reasks: z.number().int().default(0),
  /** Facts passed over after an unclear answer; asked again in the extension. */
  skipped: z.array(z.string()).default([]),
  /** Case types the description left in doubt (confirmCaseType). */
  candidates: z.array(z.string()).default([]),
  /** Direct /chat visitors: the agent still needs these contact details. */
  needsName: z.boolean().default(false),
  needsPhone: z.boolean().default(false),
  /** A command waiting for its details ("update damages" → next message). */
  awaiting: z.enum(['damages', 'contact']).nullable().default(null),
  /** 'anythingElse' was answered: the plan is done for this part. */
  isPlanDone: z.boolean().default(false),
});
export type AgentState = z.infer<typeof agentStateSchema>;

export const initialAgentState = (): AgentState => agentStateSchema.parse({});

export interface ContactDetails {
  fullName: string | null;
  phone: string | null;
}

export type TurnKind = 'opening' | 'extension-opening' | 'answer';

export interface AgentTurnInput {
  record: CaseRecord;
  state: AgentState;
  /** The visitor's words (empty on an opening without text). */
  text: string;
  kind: TurnKind;
  /** False when the question budget is spent: absorb the answer, ask nothing. */
  mayAsk: boolean;
  contact: ContactDetails;
  referenceDate: Date;
  /** LLM agent only: tokens this chat may still spend. */
  tokenBudget: number;
}

export interface AgentTurnResult {
  record: CaseRecord;
  state: AgentState;
  /** The reply text (acknowledgement plus at most one question). */
  reply: string;
  /** The question the reply asks, or null. */
  asked: QuestionKey | null;
  /** False when the reply repeats the pending question (not counted, decision 0010). */
  isNewQuestion: boolean;
  contactUpdate?: Partial<ContactDetails>;
  tokensUsed: number;
  /** Which implementation answered ('guided' or 'llm'). */
  answeredBy: 'guided' | 'llm';
}

/** One interface, two implementations (DESIGN.md §3); the intake service is the referee. */
export interface IntakeAgent {
  readonly name: 'guided' | 'llm';
  runTurn(input: AgentTurnInput): Promise<AgentTurnResult>;
}
