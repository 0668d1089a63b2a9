import { z } from 'zod';

import { dangerSignFamilySchema } from '../../../../contracts/danger-signs';
import {
  type CaseRecord,
  caseTypes,
  type FactKey,
  factKeys,
  type Language,
  languages,
  turnAwayFacts,
} from '../../../../contracts/case-record';

/**
 * The intake agent's interface (DESIGN.md §3): reading the description, reading an answer,
 * choosing the next question, absorbing a damages update. Two implementations (guided,
 * LLM); the referee, start-chat and the turn use case call nothing else of theirs.
 */

/** A question the agent asks that is not a fact of the registry. */
export const extraQuestionKeys = [
  'name',
  'phone',
  'confirmCaseType',
  'datePrecision',
  'anythingElse',
  /** The extension's open question when every planned question is settled. */
  'anythingMore',
  /** "Just to be sure" about a fact that would turn the visitor away (decision 0091; the referee asks it). */
  'confirmTurnAway',
  /** What matters most, said back before part one ends: "… Is that right?" (decision 0112; not counted). */
  'readBack',
] as const;
export type ExtraQuestionKey = (typeof extraQuestionKeys)[number];
export type QuestionKey = FactKey | ExtraQuestionKey;

const questionKeySchema = z.union([z.enum(factKeys as [FactKey, ...FactKey[]]), z.enum(extraQuestionKeys)]);

/** The agent's memory between turns, stored as JSON in cases.agent_state. */
export const agentStateSchema = z.object({
  pending: questionKeySchema.nullable().default(null),
  /** The pending question was already put another way after an unclear answer. */
  isRephrased: z.boolean().default(false),
  /** Every question asked, in order (a rephrase is not listed again). */
  asked: z.array(questionKeySchema).default([]),
  /** Facts passed over after an unclear answer: never asked again, in either part. */
  skipped: z.array(questionKeySchema).default([]),
  /** Two case types the description left in doubt: asked once. */
  candidates: z.array(z.enum(caseTypes)).max(2).default([]),
  needsName: z.boolean().default(false),
  needsPhone: z.boolean().default(false),
  /** A command waiting for its details ("update damages" → the next message). */
  awaiting: z.enum(['damages', 'contact']).nullable().default(null),
  /** Nothing worth asking is left in this part. */
  isPlanDone: z.boolean().default(false),
  /** The read-back before the end of part one was given (once per intake). */
  isReadBackGiven: z.boolean().default(false),
  /** In the extension (set by the referee in part two): facts left unknown may be asked once more. */
  inExtension: z.boolean().default(false),
  /**
   * Where the extension began in `asked` (set by the referee in part two): a fact the visitor
   * could not say in part one may be looked up and asked once more; one asked first in the
   * extension is not (decision 0162).
   */
  extensionFrom: z.number().int().min(0).nullable().default(null),
  /** Questions asked a second time, after an unclear answer or in the extension: never a third. */
  askedAgain: z.array(questionKeySchema).default([]),
  /**
   * Questions answered with none of their facts, nothing unknown and no plain "no" that answers
   * them (decision 0143): the extension may ask each once more in other words.
   */
  unanswered: z.array(questionKeySchema).default([]),
  /**
   * Facts a "not sure" covered beside the one it was read for: the answer to a question that asks
   * several ("which insurance companies are involved…?") gave none of them (decision 0341). Each
   * counts as asked once; a fact that question only touched, while another part was answered, does not.
   */
  notSureBeside: z.array(questionKeySchema).default([]),
  /**
   * Facts whose question asks for a figure or a name (bills, pay lost, an insurer) and got only a
   * yes (decision 0366): the thing exists, what it comes to was not said. Passed over in part one
   * after the rephrase, each is asked once more in the extension, saying that they said yes.
   */
  saidYes: z.array(questionKeySchema).default([]),
  language: z.enum(languages).default('en'),
  /** The last refusal given, so the same one is never said twice in a row. */
  lastRefusal: z.enum(['legalAdvice', 'injection', 'both']).nullable().default(null),
  /** Rotates acknowledgements so the same words do not repeat. */
  turn: z.number().int().min(0).default(0),
  /** Questions about a fact the record already held: should stay empty (issue 11's measure). */
  reasked: z.array(questionKeySchema).default([]),
  /** The injured person's first name when someone writes for them ("my husband Dale"). */
  injuredName: z.string().max(40).nullable().default(null),
  callbackRequested: z.boolean().default(false),
  /** The turn-away fact "just to be sure" asks about while it is pending (decision 0091). */
  confirming: z.enum(turnAwayFacts).nullable().default(null),
  /** The referee's safety check (issue 27), kept between turns. */
  safety: z
    .object({
      /** The 911 line was shown and "are you safe?" asked: the intake waits for the answer. */
      isAwaitingAnswer: z.boolean().default(false),
      /** Which notice it was, to say it again if the visitor is not safe yet. */
      isSelfHarm: z.boolean().default(false),
      /** The emergency came in the description: the greeting waits until the visitor is safe. */
      isOpening: z.boolean().default(false),
      /** What the emergency message did to the question then pending. */
      pendingOutcome: z.enum(['answered', 'unknown', 'unclear', 'none']).default('none'),
      /** Answers that said "not safe yet": after two, the intake goes on, the 911 line still first. */
      unsafeAnswers: z.number().int().min(0).default(0),
      /** The answer to "are you safe?" said help has come or is coming: later news of it is heard as such. */
      helpComing: z.boolean().default(false),
      /**
       * Help has reached them: at the hospital, in the ER, with the paramedics now (decision 0381). The
       * alarmed danger told as still going is then the danger they are being helped with: no 911 line
       * again unless it came back or grew.
       */
      helpHere: z.boolean().default(false),
      /**
       * After the 911 line the visitor put help off or refused it, or said they are home or not going
       * in, and has not said since that help is coming: home is not care (decision 0296).
       */
      isCareDeclined: z.boolean().default(false),
      /** The answer to "are you safe?" said they are (or there was no danger): decision 0261. */
      isAnsweredSafe: z.boolean().default(false),
      /** The families of the last alarm; once help is with the visitor, the same signs told again are not a new one. */
      alarmFamilies: z.array(dangerSignFamilySchema).default([]),
      /** Context seen earlier (a head injury, a child…) that later signs need. */
      contexts: z.array(z.string().max(40)).max(30).default([]),
      /** Families of past emergencies already answered with a gentle note: said once. */
      notedOver: z.array(dangerSignFamilySchema).default([]),
      /** Families whose alarm the visitor denied, the flag withdrawn (decisions 0134, 0282): once. */
      withdrawnFamilies: z.array(dangerSignFamilySchema).default([]),
    })
    .default({
      isAwaitingAnswer: false,
      isSelfHarm: false,
      isOpening: false,
      pendingOutcome: 'none',
      unsafeAnswers: 0,
      helpComing: false,
      helpHere: false,
      isCareDeclined: false,
      isAnsweredSafe: false,
      alarmFamilies: [],
      contexts: [],
      notedOver: [],
      withdrawnFamilies: [],
    }),
});
export type AgentState = z.infer<typeof agentStateSchema>;

export const initialAgentState = (overrides: Partial<AgentState> = {}): AgentState =>
  agentStateSchema.parse(overrides);

export interface ReadInput {
  record: CaseRecord;
  state: AgentState;
  /** The visitor's words, with refused sentences already taken out by the referee. */
  text: string;
  referenceDate: Date;
  /** LLM agent only: tokens this chat may still spend. */
  tokenBudget: number;
}

export type PendingOutcome = 'answered' | 'unknown' | 'unclear' | 'none';

export interface ReadResult {
  record: CaseRecord;
  state: AgentState;
  /** Facts this message set or changed. */
  learned: FactKey[];
  /** What happened to the pending question. */
  outcome: PendingOutcome;
  /** A short acknowledgement of what the visitor said, or null. */
  acknowledgement: string | null;
  /** Facts this message corrected (a value we held, replaced): acknowledged by name. */
  corrected?: FactKey[];
  contactUpdate?: { fullName?: string; phone?: string };
  tokensUsed: number;
  answeredBy: 'guided' | 'llm';
}

export interface NextQuestion {
  key: QuestionKey;
  text: string;
  /** A new question (counted); false for the one rephrase of the pending question. */
  isNew: boolean;
}

export interface ChooseInput {
  record: CaseRecord;
  state: AgentState;
  /** The last read's outcome for the pending question. */
  outcome: PendingOutcome;
  /** /chatplus opening: skipped facts stay skipped, the plan starts over from what is missing. */
  isExtensionStart?: boolean;
  /** Say the pending question again, as it was asked (after a reload or a command; not counted). */
  repeatPending?: boolean;
  /** The pending question went unanswered because of a refusal: put it another way without saying so. */
  isQuietRephrase?: boolean;
  /**
   * With repeatPending: the visitor asked what our question meant ("you mean the first visit?"),
   * so it is said again in its other, plainer wording (decision 0141; not counted, not the rephrase).
   */
  isPlainer?: boolean;
  tokenBudget: number;
}

export interface ChooseResult {
  state: AgentState;
  next: NextQuestion | null;
  tokensUsed: number;
}

export interface IntakeAgent {
  readonly name: 'guided' | 'llm';
  readDescription(input: ReadInput): Promise<ReadResult>;
  readAnswer(input: ReadInput): Promise<ReadResult>;
  chooseNext(input: ChooseInput): Promise<ChooseResult>;
  absorbDamagesUpdate(input: ReadInput): Promise<ReadResult>;
  /**
   * One turn's view of this agent (decision 0077): the calls made through it share one time
   * budget for the model (LLM_TIMEOUT_MS, from its first model call), and a reading may start
   * phrasing the question it leads to while the model reads. Called where a turn starts;
   * agents that call no model leave it out (`agentForTurn` then returns the agent itself).
   */
  beginTurn?(): IntakeAgent;
}

/** The agent a turn should call: its own view of the turn when it has one. */
export const agentForTurn = (agent: IntakeAgent): IntakeAgent => agent.beginTurn?.() ?? agent;

export type { Language };
