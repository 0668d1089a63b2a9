import { randomBytes } from 'node:crypto';

import { type CaseRecord, emptyCaseRecord } from '../../../contracts/case-record';
import { EXTENSIONS_ALLOWED, QUESTIONS_PER_PART } from '../../../contracts/limits';

import {
  type AgentState,
  type AgentTurnInput,
  type AgentTurnResult,
  type IntakeAgent,
  initialAgentState,
  type QuestionKey,
  type TurnKind,
} from './agent/agent';
import { extractFacts } from './agent/extract-facts';
import { findPhone, firstName, repeatPending } from './agent/guided-agent';
import { type Command, parseCommand } from './commands';
import {
  asksForLegalAdvice,
  EMERGENCY_NOTICE,
  EXTRACTION_REPLY,
  isEmergency,
  LEGAL_ADVICE_REPLY,
  triesToExtract,
} from './guardrails';
import { listUnknowns, summarizeCase } from './summarize-case';

/**
 * The referee (DESIGN.md §3): owns counting, limits, commands and guardrails, whatever
 * agent phrases the questions. Pure apart from the agent call: the caller persists.
 *
 * A "question" (decision 0010) is an agent reply that asks the visitor for a fact it has
 * not asked in that exact way just before. Not questions: replies to commands, guardrail
 * refusals, repeats of the pending question (after an unclear answer, a reload, a
 * command), the limit replies, the new-chat greeting.
 */

export interface TurnCase {
  sessionId: string;
  chatId: string;
  status: 'open' | 'complete';
  record: CaseRecord;
  state: AgentState;
  part: number;
  questionsInPart: number;
  questionsTotal: number;
  extensionsUsed: number;
  fullName: string | null;
  phone: string | null;
  tokensUsed: number;
}

export interface TurnRequest {
  endpoint: 'message' | 'reset-sessqno';
  text: string;
  /** Pageload: True with Sender System: the page's automatic opening message. */
  isOpening: boolean;
  /** Set when this call just re-bound a browser with a resume link. */
  isResumed: boolean;
}

export interface TurnDecision {
  output: string;
  redirectUrl: string | null;
  isQuestion: boolean;
  record: CaseRecord;
  state: AgentState;
  part: number;
  questionsInPart: number;
  questionsTotal: number;
  extensionsUsed: number;
  contact: { fullName?: string; phone?: string; phoneE164?: string | null; email?: string };
  /** A new one-time resume token (plain); the caller stores its hash. */
  resumeToken?: string;
  tokensUsed: number;
}

export interface RefereeDependencies {
  agent: IntakeAgent;
  siteUrl: string;
  tokensPerChat: number;
  now?: () => Date;
  /** Told when the agent itself fails; the turn still gets an answer (the visitor's words are already stored). */
  onAgentError?: (error: unknown) => void;
}

export const LIMIT_PART_ONE =
  'Thank you for your answers. We have hit our 15 question limit for this part. You can finish now and get your free case value report, or continue with up to 15 more questions.';
export const LIMIT_PART_TWO =
  'Thank you for taking the extra time. We have hit our question limit for this intake. Please add your email on the next page and we will send your case value report.';
export const EARLY_FINISH_PART_ONE =
  'Thank you, I have everything I need for your report, so we have hit our question limit early. You can finish now, or continue if you want to add more.';
export const SECOND_EXTENSION_REFUSED =
  "I'm sorry, the intake can be extended only once, and that extension has been used, so we have hit our question limit. Please add your email on the next page and we will send your case value report.";
export const COMPLETE_REPLY =
  'Your intake is complete, thank you. Your case value report is on its way to the email address you gave us.';

export function continueUrl(turnCase: Pick<TurnCase, 'sessionId' | 'chatId'>): string {
  return `/continue?id=${turnCase.sessionId}&chat=${turnCase.chatId}`;
}
export function completeUrl(turnCase: Pick<TurnCase, 'sessionId' | 'chatId'>): string {
  return `/chatcomplete?id=${turnCase.sessionId}&chat=${turnCase.chatId}`;
}

const EMAIL = /[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[A-Za-z]{2,}/;

export async function decideTurn(
  deps: RefereeDependencies,
  turnCase: TurnCase,
  request: TurnRequest,
): Promise<TurnDecision> {
  const now = deps.now?.() ?? new Date();
  const base: TurnDecision = {
    output: '',
    redirectUrl: null,
    isQuestion: false,
    record: turnCase.record,
    state: turnCase.state,
    part: turnCase.part,
    questionsInPart: turnCase.questionsInPart,
    questionsTotal: turnCase.questionsTotal,
    extensionsUsed: turnCase.extensionsUsed,
    contact: {},
    tokensUsed: 0,
  };
  const text = request.text.trim();
  // The 911 notice comes first, before anything else the reply says.
  const emergencyPrefix = text && isEmergency(text) ? `${EMERGENCY_NOTICE}\n\n` : '';
  const finish = (decision: TurnDecision): TurnDecision => ({
    ...decision,
    output: `${emergencyPrefix}${decision.output}`.trim(),
  });
  const runAgent = async (agentInput: AgentTurnInput): Promise<AgentTurnResult> => {
    try {
      return await deps.agent.runTurn(agentInput);
    } catch (error) {
      deps.onAgentError?.(error);
      const pending = repeatPending(agentInput.record, agentInput.state);
      return {
        record: agentInput.record,
        state: agentInput.state,
        reply: `Thank you, I have noted that.${pending && agentInput.mayAsk ? ` ${pending}` : ''}`,
        asked: agentInput.mayAsk ? ((agentInput.state.pending as QuestionKey | null) ?? null) : null,
        isNewQuestion: false,
        tokensUsed: 0,
        answeredBy: 'guided',
      };
    }
  };

  if (turnCase.status === 'complete') return finish({ ...base, output: COMPLETE_REPLY });

  let part = turnCase.part;
  let questionsInPart = turnCase.questionsInPart;
  let extensionsUsed = turnCase.extensionsUsed;
  let kind: TurnKind = 'answer';

  const endOfPartRedirect = (isPartTwo: boolean) =>
    isPartTwo ? completeUrl(turnCase) : continueUrl(turnCase);

  // /chatplus: reset-sessqno opens the one extension.
  if (request.endpoint === 'reset-sessqno' && part === 1) {
    if (extensionsUsed >= EXTENSIONS_ALLOWED) {
      return finish({ ...base, output: SECOND_EXTENSION_REFUSED, redirectUrl: completeUrl(turnCase) });
    }
    part = 2;
    questionsInPart = 0;
    extensionsUsed += 1;
    if (request.isOpening) kind = 'extension-opening';
  } else if (
    request.endpoint === 'reset-sessqno' &&
    request.isOpening &&
    questionsInPart >= QUESTIONS_PER_PART
  ) {
    return finish({ ...base, output: SECOND_EXTENSION_REFUSED, redirectUrl: completeUrl(turnCase) });
  }
  const isPartTwo = part === 2;
  const isJustOpened = part !== turnCase.part;
  const isLimitReached =
    questionsInPart >= QUESTIONS_PER_PART ||
    (!isJustOpened && turnCase.state.isPlanDone && turnCase.state.pending === null && kind === 'answer');
  const limitReply = () =>
    isPartTwo
      ? LIMIT_PART_TWO
      : questionsInPart >= QUESTIONS_PER_PART
        ? LIMIT_PART_ONE
        : EARLY_FINISH_PART_ONE;
  const withPending = (
    reply: string,
    record: CaseRecord = turnCase.record,
    state: AgentState = turnCase.state,
  ) => {
    if (isLimitReached) return `${reply}\n\n${limitReply()}`;
    const pending = repeatPending(record, state);
    return pending ? `${reply}\n\n${pending}` : reply;
  };
  const changed = { part, questionsInPart, extensionsUsed };

  // A reload of /chat or /chatplus (or a resume link): repeat where we were, count nothing.
  if (request.isOpening && kind === 'answer' && (turnCase.questionsTotal > 0 || request.isResumed)) {
    const name = firstName(turnCase.fullName);
    const welcome = `Welcome back${name ? `, ${name}` : ''}. Let's pick up where we left off.`;
    if (isLimitReached) {
      return finish({
        ...base,
        ...changed,
        output: `${welcome}\n\n${limitReply()}`,
        redirectUrl: endOfPartRedirect(isPartTwo),
      });
    }
    return finish({ ...base, ...changed, output: withPending(welcome) });
  }

  if (kind === 'answer' && !request.isOpening && text) {
    if (triesToExtract(text)) return finish({ ...base, ...changed, output: withPending(EXTRACTION_REPLY) });
    const command = parseCommand(text);
    if (command) return finish(runCommand(deps, turnCase, command, { ...base, ...changed }, withPending));
    if (turnCase.state.awaiting)
      return finish(completeAwaited(turnCase, text, { ...base, ...changed }, withPending, now));
    if (asksForLegalAdvice(text))
      return finish({ ...base, ...changed, output: withPending(LEGAL_ADVICE_REPLY) });
  }

  if (kind === 'answer' && isLimitReached) {
    // The answer to the last question still counts as an answer: absorb it, ask nothing.
    const absorbed = await runAgent({
      record: turnCase.record,
      state: turnCase.state,
      text,
      kind,
      mayAsk: false,
      contact: { fullName: turnCase.fullName, phone: turnCase.phone },
      referenceDate: now,
      tokenBudget: Math.max(0, deps.tokensPerChat - turnCase.tokensUsed),
    });
    return finish({
      ...base,
      ...changed,
      record: absorbed.record,
      state: { ...absorbed.state, pending: null },
      contact: contactFrom(absorbed.contactUpdate),
      tokensUsed: absorbed.tokensUsed,
      output: limitReply(),
      redirectUrl: endOfPartRedirect(isPartTwo),
    });
  }

  const result = await runAgent({
    record: turnCase.record,
    state: turnCase.state,
    text,
    kind: request.isOpening && kind === 'answer' ? 'opening' : kind,
    mayAsk: true,
    contact: { fullName: turnCase.fullName, phone: turnCase.phone },
    referenceDate: now,
    tokenBudget: Math.max(0, deps.tokensPerChat - turnCase.tokensUsed),
  });
  const decision: TurnDecision = {
    ...base,
    ...changed,
    record: result.record,
    state: result.state,
    contact: contactFrom(result.contactUpdate),
    tokensUsed: result.tokensUsed,
    output: result.reply,
  };
  if (result.asked === null) {
    // Nothing left worth asking: end the part early, through the same redirect as the limit.
    return finish({
      ...decision,
      state: { ...result.state, pending: null, isPlanDone: true },
      output: `${result.reply}\n\n${isPartTwo ? LIMIT_PART_TWO : EARLY_FINISH_PART_ONE}`.trim(),
      redirectUrl: endOfPartRedirect(isPartTwo),
    });
  }
  if (result.isNewQuestion) {
    decision.isQuestion = true;
    decision.questionsInPart = questionsInPart + 1;
    decision.questionsTotal = turnCase.questionsTotal + 1;
  }
  return finish(decision);
}

function contactFrom(
  update: { fullName?: string | null; phone?: string | null } | undefined,
): TurnDecision['contact'] {
  const contact: TurnDecision['contact'] = {};
  if (update?.fullName) contact.fullName = update.fullName;
  if (update?.phone) {
    contact.phone = update.phone;
    contact.phoneE164 = findPhone(update.phone)?.e164 ?? null;
  }
  return contact;
}

function runCommand(
  deps: RefereeDependencies,
  turnCase: TurnCase,
  command: Command,
  base: TurnDecision,
  withPending: (reply: string, record?: CaseRecord, state?: AgentState) => string,
): TurnDecision {
  switch (command.kind) {
    case 'summarize':
      return { ...base, output: withPending(summarizeCase(turnCase.record, turnCase)) };
    case 'listUnknowns':
      return { ...base, output: withPending(listUnknowns(turnCase.record)) };
    case 'updateDamages': {
      if (command.rest) return applyDamages(turnCase, command.rest, base, withPending, new Date());
      return {
        ...base,
        state: { ...turnCase.state, awaiting: 'damages' },
        output:
          'Sure. What changed? For example new medical bills, more time off work, or a repair estimate.',
      };
    }
    case 'changeContact': {
      const contact = parseContact(command.rest);
      if (Object.keys(contact).length > 0)
        return { ...base, contact, output: withPending(confirmContact(contact)) };
      return {
        ...base,
        state: { ...turnCase.state, awaiting: 'contact' },
        output: 'Sure. Please send your new phone number, email address or full name.',
      };
    }
    case 'pause': {
      const token = randomBytes(24).toString('base64url');
      const page = turnCase.part === 2 ? 'chatplus' : 'chat';
      const link = `${deps.siteUrl}/${page}?id=${turnCase.sessionId}&chat=${turnCase.chatId}&resume=${token}`;
      return {
        ...base,
        resumeToken: token,
        output: `Your intake is paused, and everything you told me is saved. To continue later, on this or another device, open this link. It works once and expires in 7 days:\n${link}`,
      };
    }
    case 'startOver': {
      const record = emptyCaseRecord();
      const state: AgentState = { ...initialAgentState(), pending: 'caseType' };
      return {
        ...base,
        record,
        state,
        output: `Okay, let's start over. I've cleared the answers you gave so far.\n\n${repeatPending(record, state)}`,
      };
    }
  }
}

function applyDamages(
  turnCase: TurnCase,
  text: string,
  base: TurnDecision,
  withPending: (reply: string, record?: CaseRecord, state?: AgentState) => string,
  now: Date,
): TurnDecision {
  const { record, filled } = extractFacts(turnCase.record, text, {
    pending: 'medicalBills',
    referenceDate: now,
  });
  const state = { ...turnCase.state, awaiting: null };
  const damageFacts = ['medicalBills', 'lostWages', 'propertyDamage', 'payer'] as const;
  const isUpdated = damageFacts.some((key) => filled.has(key));
  const output = isUpdated
    ? 'Thank you, I have updated your damages.'
    : 'I couldn\'t find an amount in that. You can try again any time with, for example, "update damages: my bills are now $9,000".';
  return { ...base, record, state, output: withPending(output, record, state) };
}

function completeAwaited(
  turnCase: TurnCase,
  text: string,
  base: TurnDecision,
  withPending: (reply: string, record?: CaseRecord, state?: AgentState) => string,
  now: Date,
): TurnDecision {
  if (turnCase.state.awaiting === 'damages') return applyDamages(turnCase, text, base, withPending, now);
  const state = { ...turnCase.state, awaiting: null };
  const contact = parseContact(text, true);
  const output =
    Object.keys(contact).length > 0
      ? confirmContact(contact)
      : "I couldn't find a phone number, email or name in that, so nothing was changed.";
  return { ...base, state, contact, output: withPending(output, turnCase.record, state) };
}

function parseContact(text: string, isAnswer = false): TurnDecision['contact'] {
  const contact: TurnDecision['contact'] = {};
  const phone = findPhone(text);
  if (phone) {
    contact.phone = phone.raw;
    contact.phoneE164 = phone.e164;
  }
  const email = EMAIL.exec(text)?.[0];
  if (email && email.length <= 254) contact.email = email.toLowerCase();
  const name = /\bname(?: is|:)?\s+([\p{L}' .-]{2,100})/iu.exec(text)?.[1]?.trim();
  if (name) contact.fullName = name.replace(/[.!]+$/, '');
  else if (
    isAnswer &&
    !phone &&
    !email &&
    /^[\p{L}' .-]{3,100}$/u.test(text.trim()) &&
    text.trim().includes(' ')
  ) {
    contact.fullName = text.trim();
  }
  return contact;
}

function confirmContact(contact: TurnDecision['contact']): string {
  const changed = [
    contact.fullName && 'name',
    contact.phone && 'phone number',
    contact.email && 'email address',
  ].filter(Boolean);
  return `Thank you, I have updated your ${changed.join(' and ')}.`;
}
