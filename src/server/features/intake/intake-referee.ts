import { randomBytes } from 'node:crypto';

import { type CaseRecord, emptyCaseRecord, type Language } from '../../../contracts/case-record';
import { EXTENSIONS_ALLOWED, QUESTIONS_PER_PART } from '../../../contracts/limits';

import {
  type AgentState,
  type ChooseResult,
  type IntakeAgent,
  initialAgentState,
  type PendingOutcome,
  type ReadResult,
} from './agent/agent';
import { type Command, parseCommand } from './commands';
import { checkMessage, type Emergency, type MessageCheck } from './guardrails';
import type { VisitorQuestion } from './language/language-pack';
import { packFor } from './language/packs';
import { listUnknowns, summarizeCase } from './summarize-case';
import { greetingNameOf } from '../../case-record/greeting-name';

/**
 * The referee (DESIGN.md §3): owns counting, limits, commands, guardrails and the order of
 * what a reply says, whatever agent reads and asks. It calls the agent only through its
 * interface. Pure apart from the agent calls: the caller persists.
 *
 * A "question" (decision 0010) is an agent reply that asks for a fact not asked before.
 * Not questions: the one rephrase of an unclear answer, replies to commands, refusals,
 * repeats of the pending question after a reload, the limit replies, the greeting.
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
  /** What the browser is sent. */
  output: string;
  /** What the transcript keeps: the output, minus any one-time link (stored only as a hash). */
  storedOutput: string;
  redirectUrl: string | null;
  isQuestion: boolean;
  record: CaseRecord;
  state: AgentState;
  part: number;
  questionsInPart: number;
  questionsTotal: number;
  extensionsUsed: number;
  contact: { fullName?: string; phone?: string; email?: string };
  /** A new one-time resume token (plain); the caller stores its hash. */
  resumeToken?: string;
  /** Safety and service flags the staff console shows. */
  flags: { emergency?: Emergency; callbackRequested?: boolean };
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

export const RESUME_LINK_PLACEHOLDER = '[one-time resume link, not stored]';

export function continueUrl(turnCase: Pick<TurnCase, 'sessionId' | 'chatId'>): string {
  return `/continue?id=${turnCase.sessionId}&chat=${turnCase.chatId}`;
}
export function completeUrl(turnCase: Pick<TurnCase, 'sessionId' | 'chatId'>): string {
  return `/chatcomplete?id=${turnCase.sessionId}&chat=${turnCase.chatId}`;
}

const EMAIL = /[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[A-Za-z]{2,}/;

const join = (...parts: (string | null | undefined)[]) =>
  parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join('\n\n');

export async function decideTurn(
  deps: RefereeDependencies,
  turnCase: TurnCase,
  request: TurnRequest,
): Promise<TurnDecision> {
  const now = deps.now?.() ?? new Date();
  const tokenBudget = () => Math.max(0, deps.tokensPerChat - turnCase.tokensUsed);
  const language: Language = turnCase.record.language ?? turnCase.state.language;
  const text = request.text.trim();
  const check: MessageCheck = text
    ? checkMessage(text, language)
    : { emergency: null, refusal: null, isExtraction: false, readable: '', visitorQuestions: [] };

  let part = turnCase.part;
  let questionsInPart = turnCase.questionsInPart;
  let extensionsUsed = turnCase.extensionsUsed;
  const base = (): TurnDecision => ({
    output: '',
    storedOutput: '',
    redirectUrl: null,
    isQuestion: false,
    record: turnCase.record,
    state: turnCase.state,
    part,
    questionsInPart,
    questionsTotal: turnCase.questionsTotal,
    extensionsUsed,
    contact: {},
    flags: {},
    tokensUsed: 0,
  });
  /** The 911 (or 988) notice goes first, whatever else the reply says. */
  const finish = (decision: TurnDecision, replyLanguage: Language = language): TurnDecision => {
    const { saying } = packFor(replyLanguage);
    const notice =
      check.emergency === 'selfHarm'
        ? saying.selfHarmNotice
        : check.emergency === 'medical'
          ? saying.emergencyNotice
          : null;
    const output = join(notice, decision.output);
    const flags = check.emergency ? { ...decision.flags, emergency: check.emergency } : decision.flags;
    return {
      ...decision,
      output,
      storedOutput: join(notice, decision.storedOutput || decision.output),
      flags,
    };
  };
  const safely = async <T extends ReadResult | ChooseResult>(
    call: () => Promise<T>,
    fallback: () => T,
  ): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      deps.onAgentError?.(error);
      return fallback();
    }
  };

  if (turnCase.status === 'complete') return finish({ ...base(), output: packFor(language).saying.complete });

  // /chatplus: reset-sessqno opens the one extension.
  let isExtensionStart = false;
  if (request.endpoint === 'reset-sessqno' && part === 1) {
    if (extensionsUsed >= EXTENSIONS_ALLOWED) {
      return finish({
        ...base(),
        output: packFor(language).saying.secondExtensionRefused,
        redirectUrl: completeUrl(turnCase),
      });
    }
    part = 2;
    questionsInPart = 0;
    extensionsUsed += 1;
    isExtensionStart = true;
  } else if (
    request.endpoint === 'reset-sessqno' &&
    request.isOpening &&
    questionsInPart >= QUESTIONS_PER_PART
  ) {
    return finish({
      ...base(),
      output: packFor(language).saying.secondExtensionRefused,
      redirectUrl: completeUrl(turnCase),
    });
  }
  const isPartTwo = part === 2;
  const endOfPart = () => (isPartTwo ? completeUrl(turnCase) : continueUrl(turnCase));
  const isLimitReached = (state: AgentState) =>
    questionsInPart >= QUESTIONS_PER_PART ||
    (!isExtensionStart && state.isPlanDone && state.pending === null);
  const limitReply = (replyLanguage: Language) => {
    const { saying } = packFor(replyLanguage);
    return isPartTwo
      ? saying.limitPartTwo
      : questionsInPart >= QUESTIONS_PER_PART
        ? saying.limitPartOne
        : saying.earlyFinishPartOne;
  };

  // A reload of /chat or /chatplus, or a resume link: repeat where we were, count nothing.
  if (request.isOpening && !isExtensionStart && (turnCase.questionsTotal > 0 || request.isResumed)) {
    const { saying } = packFor(language);
    const welcome = saying.welcomeBack(greetingNameOf(turnCase.fullName));
    if (isLimitReached(turnCase.state)) {
      return finish({ ...base(), output: join(welcome, limitReply(language)), redirectUrl: endOfPart() });
    }
    return finish({ ...base(), output: join(welcome, await pendingText(turnCase, deps)) });
  }

  // Commands work anywhere, in either language.
  if (!request.isOpening && text) {
    const command = parseCommand(text, language);
    if (command) return finish(await runCommand(deps, turnCase, command, base(), language, now));
    if (turnCase.state.awaiting)
      return finish(await completeAwaited(deps, turnCase, text, base(), language, now));
  }

  // Read what the visitor wrote (the refused sentences set aside).
  const readInput = {
    record: turnCase.record,
    state: turnCase.state,
    text: check.readable,
    referenceDate: now,
    tokenBudget: tokenBudget(),
  };
  const isDescription = request.isOpening && !isExtensionStart;
  // The extension's opening message is the page's, not the visitor's: nothing to read.
  const hasWords = check.readable.trim() !== '' && !(isExtensionStart && request.isOpening);
  let read: ReadResult;
  if (hasWords) {
    read = await safely(
      () => (isDescription ? deps.agent.readDescription(readInput) : deps.agent.readAnswer(readInput)),
      (): ReadResult => ({
        record: turnCase.record,
        state: turnCase.state,
        learned: [],
        outcome: 'unclear',
        acknowledgement: packFor(language).saying.agentFallback,
        tokensUsed: 0,
        answeredBy: 'guided',
      }),
    );
  } else {
    // Nothing left to read (only a refusal, only a question to us, or an empty opening).
    const outcome: PendingOutcome = turnCase.state.pending && check.refusal ? 'unclear' : 'none';
    read = {
      record: turnCase.record,
      state: turnCase.state,
      learned: [],
      outcome,
      acknowledgement: null,
      tokensUsed: 0,
      answeredBy: 'guided',
    };
  }
  const isOnlyAQuestionToUs =
    !hasWords && !check.refusal && check.visitorQuestions.length > 0 && Boolean(turnCase.state.pending);
  const replyLanguage: Language = read.record.language ?? read.state.language ?? language;
  const { saying } = packFor(replyLanguage);
  let state: AgentState = read.state;
  let tokensUsed = read.tokensUsed;
  const contact = contactFrom(read.contactUpdate);

  // The refusal: short, once; never two refusals in a row (the intake just goes on).
  let refusal: string | null = null;
  if (check.refusal) {
    refusal = state.lastRefusal ? null : saying.refusals[check.refusal];
    state = { ...state, lastRefusal: check.refusal };
  } else if (state.lastRefusal) {
    state = { ...state, lastRefusal: null };
  }

  // The visitor's own questions, answered briefly from the site's content.
  const flags: TurnDecision['flags'] = {};
  const answers: string[] = [];
  let isDone = false;
  for (const question of check.visitorQuestions as VisitorQuestion[]) {
    if (question === 'done') isDone = true;
    else if (question === 'person') {
      answers.push(saying.visitorAnswers.person(saying.callbackWindow));
      state = { ...state, callbackRequested: true };
      flags.callbackRequested = true;
    } else answers.push(saying.visitorAnswers[question]);
  }

  const decided = (fields: Partial<TurnDecision>): TurnDecision => ({
    ...base(),
    record: read.record,
    state,
    contact,
    flags,
    tokensUsed,
    ...fields,
  });

  if (isDone && !isDescription) {
    return finish(
      decided({
        state: { ...state, pending: null, isPlanDone: true },
        output: join(saying.visitorAnswers.done, saying.finishedOnRequest),
        redirectUrl: completeUrl(turnCase),
      }),
      replyLanguage,
    );
  }

  // The answer to the last question still counts: absorbed above; now say the limit.
  if (!isDescription && !isExtensionStart && isLimitReached(turnCase.state) && request.text.trim()) {
    // Out of questions with nothing left worth asking: say so, rather than offer 15 more.
    const closing = state.isPlanDone && !isPartTwo ? saying.earlyFinishPartOne : limitReply(replyLanguage);
    return finish(
      decided({
        state: { ...state, pending: null },
        output: join(refusal, ...answers, read.acknowledgement, closing),
        redirectUrl: endOfPart(),
      }),
      replyLanguage,
    );
  }

  const chosen = await safely(
    () =>
      deps.agent.chooseNext({
        record: read.record,
        state,
        outcome: read.outcome,
        isExtensionStart,
        // A question to us leaves ours open: ask it again as it was. A refusal earns the one rephrase.
        repeatPending: isOnlyAQuestionToUs,
        isQuietRephrase: Boolean(check.refusal) && !hasWords,
        tokenBudget: Math.max(0, tokenBudget() - tokensUsed),
      }),
    () => ({ state, next: null, tokensUsed: 0 }),
  );
  state = chosen.state;
  tokensUsed += chosen.tokensUsed;

  // The opening greets first, then answers what the description asked, then says what we understood.
  const lead = isDescription
    ? join(
        saying.greeting(greetingNameOf(turnCase.fullName)),
        refusal,
        ...answers,
        read.acknowledgement,
        saying.intro,
      )
    : isExtensionStart && request.isOpening
      ? join(saying.extensionOpening, refusal, ...answers)
      : join(refusal, ...answers, read.acknowledgement);

  if (!chosen.next) {
    // Nothing left worth asking: end the part early, through the same redirect as the limit.
    return finish(
      decided({
        state: { ...state, pending: null, isPlanDone: true },
        output: join(lead, isPartTwo ? saying.limitPartTwo : saying.earlyFinishPartOne),
        redirectUrl: endOfPart(),
      }),
      replyLanguage,
    );
  }
  const isQuestion = chosen.next.isNew;
  return finish(
    decided({
      state,
      output: join(lead, chosen.next.text),
      isQuestion,
      questionsInPart: questionsInPart + (isQuestion ? 1 : 0),
      questionsTotal: turnCase.questionsTotal + (isQuestion ? 1 : 0),
    }),
    replyLanguage,
  );
}

function contactFrom(update: { fullName?: string; phone?: string } | undefined): TurnDecision['contact'] {
  const contact: TurnDecision['contact'] = {};
  if (update?.fullName) contact.fullName = update.fullName;
  if (update?.phone) contact.phone = update.phone;
  return contact;
}

/** After a reload or a command, the pending question is said again (not counted). */
function pendingText(turnCase: TurnCase, deps: RefereeDependencies): Promise<string | null> {
  if (!turnCase.state.pending) return Promise.resolve(null);
  return deps.agent
    .chooseNext({
      record: turnCase.record,
      state: turnCase.state,
      outcome: 'none',
      repeatPending: true,
      tokenBudget: 0,
    })
    .then((chosen) => chosen.next?.text ?? null)
    .catch((error: unknown) => {
      deps.onAgentError?.(error);
      return null;
    });
}

async function runCommand(
  deps: RefereeDependencies,
  turnCase: TurnCase,
  command: Command,
  base: TurnDecision,
  language: Language,
  now: Date,
): Promise<TurnDecision> {
  const { saying } = packFor(language);
  const again = await pendingText(turnCase, deps);
  switch (command.kind) {
    case 'summarize':
      return { ...base, output: join(summarizeCase(turnCase.record, turnCase, language), again) };
    case 'listUnknowns':
      return { ...base, output: join(listUnknowns(turnCase.record, language), again) };
    case 'updateDamages': {
      if (command.rest) return applyDamages(deps, turnCase, command.rest, base, now, again);
      return { ...base, state: { ...turnCase.state, awaiting: 'damages' }, output: saying.askDamagesUpdate };
    }
    case 'changeContact': {
      const contact = parseContact(command.rest);
      if (Object.keys(contact).length > 0)
        return { ...base, contact, output: join(confirmContact(contact, language), again) };
      return { ...base, state: { ...turnCase.state, awaiting: 'contact' }, output: saying.askContactChange };
    }
    case 'pause': {
      const token = randomBytes(24).toString('base64url');
      const page = turnCase.part === 2 ? 'chatplus' : 'chat';
      const link = `${deps.siteUrl}/${page}?id=${turnCase.sessionId}&chat=${turnCase.chatId}&resume=${token}`;
      // The link works once; only its hash is kept, so the transcript keeps a placeholder.
      return {
        ...base,
        resumeToken: token,
        output: saying.paused(link),
        storedOutput: saying.paused(RESUME_LINK_PLACEHOLDER),
      };
    }
    case 'startOver': {
      const record: CaseRecord = { ...emptyCaseRecord(), language };
      const state = initialAgentState({ language, pending: null });
      const chosen = await deps.agent
        .chooseNext({ record, state, outcome: 'none', tokenBudget: 0 })
        .catch(() => ({ state, next: null, tokensUsed: 0 }));
      return { ...base, record, state: chosen.state, output: join(saying.startedOver, chosen.next?.text) };
    }
  }
}

async function applyDamages(
  deps: RefereeDependencies,
  turnCase: TurnCase,
  text: string,
  base: TurnDecision,
  now: Date,
  again: string | null,
): Promise<TurnDecision> {
  const state = { ...turnCase.state, awaiting: null };
  try {
    const result = await deps.agent.absorbDamagesUpdate({
      record: turnCase.record,
      state,
      text,
      referenceDate: now,
      tokenBudget: 0,
    });
    return { ...base, record: result.record, state, output: join(result.acknowledgement, again) };
  } catch (error) {
    deps.onAgentError?.(error);
    const language = turnCase.record.language ?? turnCase.state.language;
    return { ...base, state, output: join(packFor(language).saying.damagesNotFound, again) };
  }
}

async function completeAwaited(
  deps: RefereeDependencies,
  turnCase: TurnCase,
  text: string,
  base: TurnDecision,
  language: Language,
  now: Date,
): Promise<TurnDecision> {
  const again = await pendingText(turnCase, deps);
  if (turnCase.state.awaiting === 'damages') return applyDamages(deps, turnCase, text, base, now, again);
  const state = { ...turnCase.state, awaiting: null };
  const contact = parseContact(text, true);
  const output =
    Object.keys(contact).length > 0
      ? confirmContact(contact, language)
      : packFor(language).saying.contactNotFound;
  return { ...base, state, contact, output: join(output, again) };
}

function parseContact(text: string, isAnswer = false): TurnDecision['contact'] {
  const contact: TurnDecision['contact'] = {};
  const phone = /\+?1?[\s.-]?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}/.exec(text)?.[0];
  if (phone) contact.phone = phone.trim();
  const email = EMAIL.exec(text)?.[0];
  if (email && email.length <= 254) contact.email = email.toLowerCase();
  const name = /\b(?:name(?: is|:)?|nombre(?: es|:)?)\s+([\p{L}' .-]{2,100})/iu.exec(text)?.[1]?.trim();
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

function confirmContact(contact: TurnDecision['contact'], language: Language): string {
  const { saying } = packFor(language);
  const changed = [
    contact.fullName && saying.contactFieldNames.name,
    contact.phone && saying.contactFieldNames.phone,
    contact.email && saying.contactFieldNames.email,
  ].filter((value): value is string => Boolean(value));
  return saying.contactUpdated(changed);
}
