import { randomBytes } from 'node:crypto';

import {
  type CaseRecord,
  emptyCaseRecord,
  type FactKey,
  isWorkInjuryWithNoOutsideParty,
  type Language,
} from '../../../contracts/case-record';
import { EXTENSIONS_ALLOWED, QUESTIONS_PER_PART } from '../../../contracts/limits';

import {
  type AgentState,
  type ChooseResult,
  type IntakeAgent,
  initialAgentState,
  type PendingOutcome,
  type ReadResult,
} from './agent/agent';
import type { DangerSignFamily } from '../../../contracts/danger-signs';

import { type Command, parseCommand } from './commands';
import {
  applyConfirmation,
  confirmationQuestion,
  nextToConfirm,
  readConfirmation,
  recordTurnAwayFacts,
  settleTurnAway,
  type TurnAwayJudge,
} from './confirm-turn-away';
import { checkMessage, type Emergency, type MessageCheck, NO_DANGER } from './guardrails';
import type { DangerReading } from './safety/detect-danger';
import type { VisitorQuestion } from './language/language-pack';
import { packFor } from './language/packs';
import { answerCheckQuestion } from './answer-check-question';
import { answerFromSite } from './questions/answer-from-site';
import { answerCareBills, isCareBillsQuestion } from './questions/care-bills-question';
import { isDoctorChoiceQuestion, isHealthQuestion } from './questions/health-question';
import { isAboutOurQuestion } from './questions/find-visitor-questions';
import { withItsContext } from './questions/question-context';
import {
  readSafetyAnswer,
  saysBackOrWorse,
  saysHelpIsHereNow,
  saysHelpIsPresent,
  saysHelpIsThere,
  saysItWasPast,
  saysNotInCare,
  saysSelfHarmDenied,
  saysStillGoing,
} from './safety/read-safety-answer';
import { listUnknowns, readBack, summarizeCase } from './summarize-case';
import { visitorToday } from './visitor-day';
import { saysAlreadyTold, wordsBesidesAlreadyTold } from './agent/corrections';
import type { FactModule } from './agent/facts/fact-module';
import { readAnswer as readRegistered } from './agent/guided-agent';
import { factRegistry } from './agent/facts/registry';
import { factsOfQuestion } from './agent/read-message';
import { leadingAnswer } from './agent/reading/leading-answer';
import { isListQuestion, saysNothingMore } from './agent/reading/nothing-more';
import { normalize } from './agent/reading/text';
import { callLanguageOf, saysDoneOnlyAsAnAnswer } from './language/visitor-requests';
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
  /** The browser's ISO Timestamp; its UTC offset says which calendar day "yesterday" counts from. */
  clientTimestamp?: string;
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
  /** The visitor's questions noted for the attorney this turn (issue 23); the caller stores them. */
  attorneyQuestions: string[];
  /** A new one-time resume token (plain); the caller stores its hash. */
  resumeToken?: string;
  /** Safety and service flags the staff console shows. */
  flags: {
    emergency?: Emergency;
    emergencySigns?: DangerSignFamily[];
    callbackRequested?: boolean;
    /** The visitor answered "are you safe?" by denying the danger itself: a false alarm (decision 0134). */
    emergencyWithdrawn?: boolean;
    /**
     * The families the denial withdraws: the medical ones after "there is no emergency" (0134), or
     * self-harm after a clear denial of it (decision 0282). The caller keeps an audit note.
     */
    withdrawnSigns?: DangerSignFamily[];
  };
  /** The reply opens with the 911 line or a note about a past emergency: nothing may come before it. */
  opensWithNotice?: boolean;
  tokensUsed: number;
}

export interface RefereeDependencies {
  agent: IntakeAgent;
  siteUrl: string;
  tokensPerChat: number;
  now?: () => Date;
  /** Which turn-away facts the conclusions would act on (decision 0091); by the record alone when absent. */
  judgeTurnAway?: TurnAwayJudge;
  /** Told when the agent itself fails; the turn still gets an answer (the visitor's words are already stored). */
  onAgentError?: (error: unknown) => void;
  /** The visitor's earlier messages in this chat, newest first (read only when they say they told us already). */
  earlierVisitorTexts?: () => Promise<string[]>;
}

export const RESUME_LINK_PLACEHOLDER = '[one-time resume link, not stored]';

export function continueUrl(turnCase: Pick<TurnCase, 'sessionId' | 'chatId'>): string {
  return `/continue?id=${turnCase.sessionId}&chat=${turnCase.chatId}`;
}
export function completeUrl(turnCase: Pick<TurnCase, 'sessionId' | 'chatId'>): string {
  return `/chatcomplete?id=${turnCase.sessionId}&chat=${turnCase.chatId}`;
}

/**
 * Every sign now in the message is of a family alarmed in this chat, or read from the very words of
 * such a sign ("no despierta" is both not coming round and hard to wake): the same danger (0281).
 */
function isSameDanger(danger: DangerReading, alarmFamilies: readonly DangerSignFamily[]): boolean {
  const now = danger.findings.filter((finding) => finding.status === 'now');
  const alarmed = now.filter((finding) => alarmFamilies.includes(finding.family));
  if (alarmed.length === 0) return false;
  return now.every(
    (finding) =>
      alarmFamilies.includes(finding.family) ||
      alarmed.some(
        (other) =>
          finding.span !== undefined &&
          other.span !== undefined &&
          other.span.start < finding.span.end &&
          finding.span.start < other.span.end,
      ),
  );
}

/** Words beside "I already told you" that make a message an answer said again, not only a reminder. */
const SAID_AGAIN_WORDS = 3;
const EMAIL = /[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[A-Za-z]{2,}/;

const join = (...parts: (string | null | undefined)[]) =>
  parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join('\n\n');

/**
 * "what do you mean by at fault?", "which insurance do you mean?": a question about a word of the
 * question pending is ours to put again in plainer words, never one for the attorney (decision 0409).
 */
function aboutOurQuestion(check: MessageCheck, turnCase: TurnCase, language: Language): MessageCheck {
  const pending = turnCase.state.pending;
  if (!pending || !(pending in factRegistry)) return check;
  const module = factRegistry[pending as keyof typeof factRegistry] as FactModule;
  const ours = [module.question?.[language](turnCase.record), module.rephrase?.[language](turnCase.record)]
    .filter(Boolean)
    .join(' ');
  if (!ours) return check;
  return {
    ...check,
    openQuestions: check.openQuestions.map((question) =>
      question.kind === 'open' && isAboutOurQuestion(question.text, ours)
        ? { ...question, kind: 'clarifying' as const }
        : question,
    ),
  };
}

export async function decideTurn(
  deps: RefereeDependencies,
  turnCase: TurnCase,
  request: TurnRequest,
): Promise<TurnDecision> {
  const now = deps.now?.() ?? new Date();
  const today = visitorToday(now, request.clientTimestamp, turnCase.record.state);
  const tokenBudget = () => Math.max(0, deps.tokensPerChat - turnCase.tokensUsed);
  const language: Language = turnCase.record.language ?? turnCase.state.language;
  const text = request.text.trim();
  const checked: MessageCheck = text
    ? aboutOurQuestion(checkMessage(text, language, turnCase.state.safety.contexts), turnCase, language)
    : {
        emergency: null,
        danger: NO_DANGER,
        refusal: null,
        isExtraction: false,
        readable: '',
        visitorQuestions: [],
        openQuestions: [],
        isLeaving: false,
        isExasperated: false,
      };
  // Help is already with the visitor for these signs (decision 0151): the same signs told again,
  // in a list of injuries or an update, are no new emergency. Self-harm is always heard anew.
  // A sign its own words place now ("now my head is pounding", "ahora me cuesta respirar"), or one
  // in the present with no help at hand in the message, is the danger back or worse: the 911 line
  // again, every time (decision 0201). The same holds once the visitor said they are safe, the
  // danger over ("he came to, he's ok now"): told again in the past it is history (decision 0261).
  const safetyBefore = turnCase.state.safety;
  // Help that has reached them, said in this very message ("the paramedics got here, he's still
  // out"): a sign told beside it is the danger they are being helped with, a new alarm only when
  // it came back or grew ("again", "worse"); and it answers "are you safe?" (decision 0259).
  const isHelpPresent = text !== '' && saysHelpIsPresent(text);
  const isSaidNowAgain = checked.danger.findings.some(
    (finding) =>
      finding.status === 'now' &&
      // Help that reached them earlier ("he's in the ER now") counts as help in this message (0381).
      (isHelpPresent || safetyBefore.helpHere
        ? finding.placedBy !== 'doubt' && saysBackOrWorse(text)
        : finding.placedBy === 'cue' || (finding.placedBy === 'tense' && !saysHelpIsHereNow(text))),
  );
  const isKnownAlarm =
    checked.emergency === 'medical' &&
    (safetyBefore.helpComing ||
      safetyBefore.isAnsweredSafe ||
      (safetyBefore.isAwaitingAnswer && isHelpPresent)) &&
    !isSaidNowAgain &&
    checked.danger.families.length > 0 &&
    checked.danger.families.every((family) => safetyBefore.alarmFamilies.includes(family));
  // The alarmed danger told as going on ("he's still not awake", "sigue sin responder", no "again"
  // or "worse") is the same emergency, not a new one: no second notice and "are you safe?", but
  // one line that keeps them calling 911 (decision 0281). Another family is still a new alarm.
  const isStillGoingNow =
    text !== '' &&
    checked.emergency === 'medical' &&
    !isKnownAlarm &&
    !request.isOpening &&
    isSameDanger(checked.danger, safetyBefore.alarmFamilies) &&
    saysStillGoing(text) &&
    !saysBackOrWorse(text);
  // Once help has reached them ("she's in the ER now"), the same danger still going is the one they
  // are being helped with: no 911 line again, the intake goes on kindly (decision 0381).
  const isHelpedWith = isStillGoingNow && safetyBefore.helpHere;
  const isStillGoing = isStillGoingNow && !isHelpedWith;
  const alarmChecked: MessageCheck =
    isKnownAlarm || isStillGoingNow ? { ...checked, emergency: null } : checked;
  // Self-harm clearly denied ("I'm not suicidal, I meant the pain"), with no sign of it in the
  // message itself: the self-harm flag is withdrawn, with an audit note (decision 0282). A bare
  // "nothing is wrong" is no such denial: it keeps the flag, as decision 0134 wants.
  const isSelfHarmDenied =
    text !== '' &&
    safetyBefore.alarmFamilies.includes('self_harm') &&
    !safetyBefore.withdrawnFamilies.includes('self_harm') &&
    !checked.danger.findings.some((finding) => finding.family === 'self_harm') &&
    saysSelfHarmDenied(text);
  // "that's everything", "eso es todo, gracias" alone to a question that gathers a list (who saw it, the
  // injuries): its answer, nothing more, not the end of the questions (decision 0276).
  const isNothingMoreAnswer =
    alarmChecked.visitorQuestions.includes('done') &&
    alarmChecked.readable.trim() === '' &&
    alarmChecked.openQuestions.length === 0 &&
    isListQuestion(turnCase.state.pending) &&
    saysNothingMore(text, language);
  // "I'm done, they released me" to the question whether care is still going on: the care is
  // over, which answers it; the questions go on (decision 0341).
  const isCareOverAnswer =
    alarmChecked.visitorQuestions.includes('done') &&
    alarmChecked.openQuestions.length === 0 &&
    turnCase.state.pending === 'treatment' &&
    saysDoneOnlyAsAnAnswer(normalize(text), language);
  const check: MessageCheck =
    isNothingMoreAnswer || isCareOverAnswer
      ? {
          ...alarmChecked,
          readable: text,
          visitorQuestions: alarmChecked.visitorQuestions.filter((question) => question !== 'done'),
        }
      : alarmChecked;

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
    attorneyQuestions: [],
    flags: {},
    tokensUsed: 0,
  });
  /**
   * The 911 (or 988) notice goes first, whatever else the reply says (issue 27); `forced`
   * says it again for an emergency of an earlier message. An emergency that is over gets a
   * gentle note instead, once per family. The context the message showed is kept.
   */
  // The question this message answers: none while "are you safe?" waits (decision 0091 counts
  // only a direct answer to a fact's own question as its confirmation).
  const answeredQuestion = turnCase.state.safety.isAwaitingAnswer ? null : turnCase.state.pending;
  let emergencyWithdrawn = false;
  let withdrawnSigns: DangerSignFamily[] = [];
  const finish = (
    decision: TurnDecision,
    replyLanguage: Language = language,
    forced: Emergency | null = null,
  ): TurnDecision => {
    const { saying } = packFor(replyLanguage);
    const emergency = check.emergency ?? forced;
    let notice =
      emergency === 'selfHarm'
        ? saying.selfHarmNotice
        : emergency === 'medical'
          ? saying.emergencyNotice
          : null;
    const before = decision.state.safety;
    let safety = {
      ...before,
      contexts: [...new Set([...before.contexts, ...check.danger.contexts])].slice(0, 30),
    };
    if (!notice && check.danger.status === 'over') {
      // A family that had the 911 line in this chat needs no note that it is over (decision 0260).
      const fresh = check.danger.families.filter(
        (family) => !safety.notedOver.includes(family) && !safety.alarmFamilies.includes(family),
      );
      if (fresh.length > 0) {
        notice = fresh.includes('self_harm')
          ? saying.pastSelfHarm
          : check.danger.isCared
            ? saying.pastEmergencyCared
            : saying.pastEmergency;
        safety = { ...safety, notedOver: [...safety.notedOver, ...fresh] };
      }
    }
    const flags = check.emergency
      ? { ...decision.flags, emergency: check.emergency, emergencySigns: check.danger.families }
      : emergencyWithdrawn
        ? { ...decision.flags, emergencyWithdrawn: true, withdrawnSigns }
        : decision.flags;
    if (emergencyWithdrawn && !check.emergency)
      safety = {
        ...safety,
        withdrawnFamilies: [...new Set([...safety.withdrawnFamilies, ...withdrawnSigns])],
      };
    // Whatever path the turn took and whatever agent read it: a turn-away fact is confirmed,
    // held for "just to be sure", or, from words that read as instructions, never set (decision 0091).
    const record = settleTurnAway({
      before: turnCase.record,
      after: decision.record,
      pending: answeredQuestion,
      isInstructionLike: check.refusal === 'injection' || check.refusal === 'both',
    });
    return {
      ...decision,
      record,
      state: { ...decision.state, safety },
      output: join(notice, decision.output),
      storedOutput: join(notice, decision.storedOutput || decision.output),
      flags,
      opensWithNotice: notice !== null,
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
      ? questionsInPart >= QUESTIONS_PER_PART
        ? saying.limitPartTwo
        : saying.earlyFinishPartTwo
      : questionsInPart >= QUESTIONS_PER_PART
        ? saying.limitPartOne
        : saying.earlyFinishPartOne;
  };

  // A reload of /chat or /chatplus, or a resume link: repeat where we were, count nothing.
  if (request.isOpening && !isExtensionStart && (turnCase.questionsTotal > 0 || request.isResumed)) {
    const { saying } = packFor(language);
    const welcome = saying.welcomeBack(greetingNameOf(turnCase.fullName));
    const { safety } = turnCase.state;
    if (safety.isAwaitingAnswer) {
      // Back while "are you safe?" is unanswered: the 911 line and that question again.
      const question = safety.isSelfHarm ? saying.selfHarmSafetyQuestion : saying.safetyQuestion;
      return finish(
        { ...base(), output: join(welcome, question) },
        language,
        safety.isSelfHarm ? 'selfHarm' : 'medical',
      );
    }
    if (isLimitReached(turnCase.state)) {
      return finish({ ...base(), output: join(welcome, limitReply(language)), redirectUrl: endOfPart() });
    }
    return finish({ ...base(), output: join(welcome, await pendingText(turnCase, deps)) });
  }

  const isDescription = request.isOpening && !isExtensionStart;
  // The extension's opening message is the page's, not the visitor's: nothing to read.
  const hasWords = check.readable.trim() !== '' && !(isExtensionStart && request.isOpening);
  const fallbackRead = (): ReadResult => ({
    record: turnCase.record,
    state: turnCase.state,
    learned: [],
    outcome: 'unclear',
    acknowledgement: packFor(language).saying.agentFallback,
    tokensUsed: 0,
    answeredBy: 'guided',
  });
  // The answer to "just to be sure" is the referee's to read; the agent reads the rest with no question pending.
  const confirming = turnCase.state.pending === 'confirmTurnAway' ? turnCase.state.confirming : null;
  const readInput = {
    record: turnCase.record,
    state: confirming ? { ...turnCase.state, pending: null, confirming: null } : turnCase.state,
    text: check.readable,
    referenceDate: today,
    tokenBudget: tokenBudget(),
  };
  // While "are you safe?" waits: the message is read for its facts, never as the answer to the
  // question pending before the emergency.
  const readForFactsOnly = (): Promise<ReadResult> =>
    hasWords
      ? safely(
          () => deps.agent.readAnswer({ ...readInput, state: { ...turnCase.state, pending: null } }),
          fallbackRead,
        )
      : Promise.resolve(fallbackRead());

  // Someone is in danger now (issue 27): the 911 line, then "are you safe?", and the rest of
  // the reply waits. The message is still read for facts; no question is asked or counted, and
  // no callback or business hours are offered.
  // A medical emergency told with help already there ("…and the paramedics are with her now"):
  // the 911 line still comes first and the case is flagged, but "is help on the way?" would ask
  // what they just told us; the intake goes on as after a safe answer with help (decision 0259).
  const isAlarmWithHelpThere = check.emergency === 'medical' && isHelpPresent;
  if (check.emergency && text && !(isExtensionStart && request.isOpening) && !isAlarmWithHelpThere) {
    const read = hasWords
      ? await safely(
          () => (isDescription ? deps.agent.readDescription(readInput) : deps.agent.readAnswer(readInput)),
          fallbackRead,
        )
      : { ...fallbackRead(), outcome: 'none' as const, acknowledgement: null };
    const replyLanguage: Language = read.record.language ?? read.state.language ?? language;
    const { saying } = packFor(replyLanguage);
    const wantsPerson = check.visitorQuestions.includes('person');
    return finish(
      {
        ...base(),
        record: read.record,
        state: {
          ...read.state,
          callbackRequested: read.state.callbackRequested || wantsPerson,
          safety: {
            ...read.state.safety,
            isAwaitingAnswer: true,
            isSelfHarm: check.emergency === 'selfHarm',
            // Every family alarmed in this chat: help that came for the bleeding came for the
            // dizziness told beside it (decision 0245).
            alarmFamilies: [...new Set([...turnCase.state.safety.alarmFamilies, ...check.danger.families])],
            helpComing: false,
            helpHere: false,
            isCareDeclined: false,
            isAnsweredSafe: false,
            isOpening: isDescription || (read.state.safety.isAwaitingAnswer && read.state.safety.isOpening),
            pendingOutcome: read.outcome,
            unsafeAnswers: 0,
          },
        },
        contact: contactFrom(read.contactUpdate),
        flags: wantsPerson ? { callbackRequested: true } : {},
        tokensUsed: read.tokensUsed,
        output: join(
          wantsPerson ? saying.emergencyCallback : null,
          check.emergency === 'selfHarm' ? saying.selfHarmSafetyQuestion : saying.safetyQuestion,
        ),
      },
      replyLanguage,
    );
  }

  // The alarmed danger still going on, with no help said to be coming: the same emergency, one
  // line that keeps them calling 911; the intake waits for the answer to "are you safe?" (0281).
  if (isStillGoing && !saysHelpIsThere(text)) {
    const safety = turnCase.state.safety;
    const { saying } = packFor(language);
    // After help was put off or refused, "call them back" speaks of a call never made (decision 0296).
    const notInCare = saysNotInCare(text);
    const isCareDeclined = safety.isCareDeclined || notInCare !== null;
    const read = await readForFactsOnly();
    return finish({
      ...base(),
      record: read.record,
      state: {
        ...read.state,
        pending: turnCase.state.pending,
        isRephrased: turnCase.state.isRephrased,
        safety: {
          ...read.state.safety,
          isAwaitingAnswer: true,
          isSelfHarm: false,
          isOpening: safety.isAwaitingAnswer && safety.isOpening,
          pendingOutcome: safety.isAwaitingAnswer ? safety.pendingOutcome : 'none',
          isCareDeclined,
        },
      },
      contact: contactFrom(read.contactUpdate),
      tokensUsed: read.tokensUsed,
      output: notInCare
        ? saying.safetyHomeNotCare
        : isCareDeclined
          ? saying.safetyStillInDanger
          : saying.safetyStillGoing,
    });
  }

  // The answer to "are you safe?": not safe yet gets the 911 line again (twice at most);
  // otherwise the intake goes on where it was, the answer read for facts but never as the
  // answer to the question pending before the emergency.
  // The danger they are being helped with, told as still going: a kind line, our question kept (0381).
  let safetyLead: string | null = isHelpedWith ? packFor(language).saying.safetyBeingSeen : null;
  let safetyForced: Emergency | null = null;
  let afterSafety: { repeatPending: boolean; isOpening: boolean } | null = null;
  let isHelpComing = false;
  let isAnsweredSafe = false;
  let isCareDeclined = turnCase.state.safety.isCareDeclined;
  if (turnCase.state.safety.isAwaitingAnswer && text && !request.isOpening) {
    const safety = turnCase.state.safety;
    const { saying } = packFor(language);
    // A clear denial of self-harm is no danger (decision 0282). A sign still going on, told with
    // words of help, is read like any answer: "on the way" is safe, "not here yet" is not (0281).
    // "can a real person help me", "we're fine, can someone call me": a request for a person is
    // a request, answered with the callback choice, never read as "not safe" (decision 0418);
    // what the message says beside it is the answer ("no, he's still not breathing").
    const wantsPerson = check.visitorQuestions.includes('person');
    const answer =
      safety.isSelfHarm && isSelfHarmDenied
        ? 'noDanger'
        : readSafetyAnswer(wantsPerson ? check.readable : text);
    // A denied alarm withdraws the flag; after a self-harm notice only a clear denial of self-harm
    // does: "nothing is wrong" is what people in that danger often say (decisions 0134, 0282).
    emergencyWithdrawn = answer === 'noDanger' && (!safety.isSelfHarm || isSelfHarmDenied);
    if (emergencyWithdrawn)
      withdrawnSigns = safety.isSelfHarm
        ? ['self_harm']
        : safety.alarmFamilies.filter((family) => family !== 'self_harm');
    const emergencyBefore: Emergency = safety.isSelfHarm ? 'selfHarm' : 'medical';
    // "we're back at the house", "no vamos a ir": not safe yet, and said so kindly (decision 0296).
    const isHomeNotCare = answer === 'unsafe' && !safety.isSelfHarm && saysNotInCare(text) !== null;
    if (answer === 'unsafe') isCareDeclined = true;
    if (answer === 'unsafe' && safety.unsafeAnswers < 2) {
      const read = await readForFactsOnly();
      return finish(
        {
          ...base(),
          record: read.record,
          state: {
            ...read.state,
            pending: turnCase.state.pending,
            isRephrased: turnCase.state.isRephrased,
            callbackRequested: read.state.callbackRequested || wantsPerson,
            safety: { ...safety, unsafeAnswers: safety.unsafeAnswers + 1, isCareDeclined: true },
          },
          contact: contactFrom(read.contactUpdate),
          flags: wantsPerson ? { callbackRequested: true } : {},
          tokensUsed: read.tokensUsed,
          // Not safe yet and asking for a person: the request is kept, with no business hours (0418).
          output: join(
            isHomeNotCare ? saying.safetyHomeNotCare : saying.safetyStillInDanger,
            wantsPerson ? saying.emergencyCallback : null,
          ),
        },
        language,
        emergencyBefore,
      );
    }
    isAnsweredSafe = answer === 'safe' || answer === 'noDanger';
    // "what? this was last month": what we alarmed on is in the past, and its "I went to the ER"
    // is care that is over, not help on the way (decision 0321). Self-harm keeps its own lines.
    const isToldPast = !safety.isSelfHarm && answer === 'safe' && saysItWasPast(text);
    isHelpComing = isAnsweredSafe && !isToldPast && saysHelpIsThere(text);
    if (isHelpComing) isCareDeclined = false;
    safetyLead =
      safety.isSelfHarm && isSelfHarmDenied
        ? saying.selfHarmDeniedThanks
        : isToldPast
          ? saying.safetyWasPast
          : answer === 'safe' || answer === 'noDanger'
            ? isHelpComing
              ? `${saying.safetyThanksHelp} ${saying.safetyTakeYourTime}`
              : saying.safetyThanks
            : answer === 'unclear'
              ? saying.safetyReminder
              : isHomeNotCare
                ? saying.safetyHomeNotCare
                : null;
    if (answer === 'unsafe') safetyForced = emergencyBefore;
    afterSafety = {
      repeatPending: safety.pendingOutcome !== 'answered' && turnCase.state.pending !== null,
      isOpening: safety.isOpening,
    };
  }

  // A clear denial of self-harm later in the chat withdraws its flag too (decision 0282).
  if (isSelfHarmDenied && !check.emergency && !withdrawnSigns.includes('self_harm')) {
    emergencyWithdrawn = true;
    withdrawnSigns = [...withdrawnSigns, 'self_harm'];
    safetyLead ??= packFor(language).saying.selfHarmDeniedThanks;
  }

  if (!request.isOpening && text && !afterSafety) {
    const command = parseCommand(text, language);
    if (command) return finish(await runCommand(deps, turnCase, command, base(), language, today));
    if (turnCase.state.awaiting)
      return finish(await completeAwaited(deps, turnCase, text, base(), language, today));
  }

  // Read what the visitor wrote (the refused sentences set aside). After "are you safe?" the
  // words are read with no question pending: a "yes" there answers us, not the old question.
  let read: ReadResult;
  if (hasWords) {
    const input = afterSafety
      ? {
          ...readInput,
          state: {
            ...turnCase.state,
            pending: null,
            safety: {
              ...turnCase.state.safety,
              isAwaitingAnswer: false,
              helpComing: turnCase.state.safety.helpComing || isHelpComing,
              helpHere: (turnCase.state.safety.helpHere || saysHelpIsHereNow(text)) && !isCareDeclined,
              isCareDeclined,
              isAnsweredSafe: turnCase.state.safety.isAnsweredSafe || isAnsweredSafe,
            },
          },
        }
      : readInput;
    read = await safely(
      () => (isDescription ? deps.agent.readDescription(input) : deps.agent.readAnswer(input)),
      fallbackRead,
    );
    if (afterSafety)
      read = {
        ...read,
        state: { ...read.state, pending: turnCase.state.pending, isRephrased: turnCase.state.isRephrased },
        outcome: 'none',
        acknowledgement: null,
      };
  } else {
    // Nothing left to read (only a refusal, only a question to us, or an empty opening).
    const outcome: PendingOutcome = turnCase.state.pending && check.refusal ? 'unclear' : 'none';
    read = {
      record: turnCase.record,
      state: afterSafety
        ? {
            ...turnCase.state,
            safety: {
              ...turnCase.state.safety,
              isAwaitingAnswer: false,
              helpComing: turnCase.state.safety.helpComing || isHelpComing,
              helpHere: (turnCase.state.safety.helpHere || saysHelpIsHereNow(text)) && !isCareDeclined,
              isCareDeclined,
              isAnsweredSafe: turnCase.state.safety.isAnsweredSafe || isAnsweredSafe,
            },
          }
        : turnCase.state,
      learned: [],
      outcome: afterSafety ? 'none' : outcome,
      acknowledgement: null,
      tokensUsed: 0,
      answeredBy: 'guided',
    };
  }
  if (isAlarmWithHelpThere) {
    const { saying } = packFor(read.state.language ?? language);
    read = {
      ...read,
      state: {
        ...read.state,
        safety: {
          ...read.state.safety,
          isAwaitingAnswer: false,
          helpComing: true,
          helpHere: true,
          isCareDeclined: false,
          alarmFamilies: [...new Set([...read.state.safety.alarmFamilies, ...check.danger.families])],
        },
      },
    };
    safetyLead ??= `${saying.safetyThanksHelp} ${saying.safetyTakeYourTime}`;
  }
  // Word from someone help has reached ("we're at the ER", "they're taking me back now"): a kind
  // line and our question kept as it was, never "let me put that another way" (decision 0151).
  const isNewsOfHelp =
    !afterSafety &&
    turnCase.state.safety.helpComing &&
    hasWords &&
    read.learned.length === 0 &&
    saysHelpIsHereNow(text);
  if (isNewsOfHelp) {
    safetyLead = packFor(read.state.language).saying.safetyBeingSeen;
    read = { ...read, outcome: 'none' };
  }
  // Help has reached them ("we're in the ER now"), told with facts or without: kept (decision 0381).
  if (!afterSafety && turnCase.state.safety.helpComing && hasWords && saysHelpIsHereNow(text))
    read = { ...read, state: { ...read.state, safety: { ...read.state.safety, helpHere: true } } };
  // After a medical alarm, word that they are at home or not going in ("we're back at the house
  // now", "no lo vamos a llevar"): being home is not care. Kindly, care is urged again, with no
  // word that help is coming; our question is kept as it was (decision 0296). Home said after help
  // was said to be coming may come after care, and home after "we're safe" is no news, unless care
  // was put off or refused before.
  const notInCare = !afterSafety && hasWords ? saysNotInCare(text) : null;
  const safetyNow = read.state.safety;
  const isHomeNotCare =
    notInCare !== null &&
    !safetyNow.isSelfHarm &&
    safetyNow.alarmFamilies.some(
      (family) => family !== 'self_harm' && !safetyNow.withdrawnFamilies.includes(family),
    ) &&
    (notInCare === 'notGoing' ||
      safetyNow.isCareDeclined ||
      (!safetyNow.helpComing && !safetyNow.isAnsweredSafe));
  if (isHomeNotCare) {
    safetyLead = packFor(read.state.language).saying.safetyHomeNotCare;
    read = {
      ...read,
      state: {
        ...read.state,
        safety: { ...safetyNow, helpComing: false, helpHere: false, isCareDeclined: true },
      },
      ...(read.learned.length === 0 ? { outcome: 'none' as const } : {}),
    };
  }
  // A later denial of self-harm that tells no fact explains itself: our question is asked again
  // as it was, never put "another way" (decision 0282).
  const isOnlyExplained = isSelfHarmDenied && !afterSafety && hasWords && read.learned.length === 0;
  if (isOnlyExplained) read = { ...read, outcome: 'none' };
  // "I already told you": the earlier messages are read for the answer before it is asked again
  // (issue 23, point 3; decision 0110), newest first.
  const asked = turnCase.state.pending;
  let isFoundEarlier = false;
  let isLookedForEarlier = false;
  // "again?", "how many times!!": only exasperation, nothing to read, means the same (decision 0348).
  const isOnlyExasperated = check.isExasperated && !hasWords && !check.refusal;
  if (
    (hasWords || isOnlyExasperated) &&
    !afterSafety &&
    !confirming &&
    asked &&
    asked in factRegistry &&
    read.outcome !== 'answered' &&
    // "sí, ya le dije: geico, 2000" carries its own answer: it is read, not looked for.
    read.learned.length === 0 &&
    deps.earlierVisitorTexts &&
    (isOnlyExasperated || saysAlreadyTold(text, language))
  ) {
    // Each earlier message is read as it stands, with no question pending: what it says of the
    // fact by its own words counts, never a bare "yes" or a bare number that answered something
    // else then ("$911" from "is it a 911 thing", "sí" to another question).
    const key = asked as FactKey;
    const { [key]: _held, ...withoutFact } = read.record;
    const blank = {
      ...withoutFact,
      unknowns: read.record.unknowns.filter((unknown) => unknown !== key),
    } as CaseRecord;
    // The registry's own reading (never a model call per earlier message).
    for (const said of await deps.earlierVisitorTexts()) {
      const found = readRegistered({
        ...readInput,
        record: blank,
        state: { ...read.state, pending: null, isRephrased: false },
        text: said,
      });
      const value = found.record[key];
      if (value === undefined) continue;
      const { saying } = packFor(read.state.language);
      read = {
        ...read,
        record: {
          ...read.record,
          [key]: value,
          unknowns: read.record.unknowns.filter((unknown) => unknown !== key),
          sources: { ...read.record.sources, [key]: found.record.sources[key]! },
        },
        learned: [...new Set([...read.learned, key])],
        outcome: 'answered',
        acknowledgement: saying.foundEarlier(
          (factRegistry[key] as FactModule).describe(value as never, read.state.language),
        ),
      };
      isFoundEarlier = true;
      break;
    }
    // Not found: said so, and the question comes back in other words without a lead-in. But a
    // message that says it again in its own words ("I just said, pain for good, maybe
    // arthritis") is never asked a third time: those words are kept in the transcript, and the
    // fact is left for the case manager, saying so.
    if (
      !isFoundEarlier &&
      !isOnlyExasperated &&
      wordsBesidesAlreadyTold(text, language) >= SAID_AGAIN_WORDS
    ) {
      const key = asked as FactKey;
      const { saying } = packFor(read.state.language);
      read = {
        ...read,
        record: {
          ...read.record,
          unknowns: read.record.unknowns.includes(key)
            ? read.record.unknowns
            : [...read.record.unknowns, key],
        },
        state: { ...read.state, skipped: [...new Set([...read.state.skipped, asked])] },
        outcome: 'unknown',
        acknowledgement: saying.keptInOwnWords,
      };
    } else if (!isFoundEarlier) {
      isLookedForEarlier = true;
      // Exasperation with nothing found: sorry, and the question once more in other words; a
      // second time, the guided agent's unclear answer leaves it unknown (decision 0348).
      read = {
        ...read,
        ...(isOnlyExasperated ? { outcome: 'unclear' as const } : {}),
        acknowledgement: packFor(read.state.language).saying.notFoundEarlier,
      };
    }
  }

  // Settled now, so "just to be sure" is never asked about a fact this answer already confirmed.
  read = {
    ...read,
    record: settleTurnAway({
      before: turnCase.record,
      after: read.record,
      pending: answeredQuestion,
      isInstructionLike: check.refusal === 'injection' || check.refusal === 'both',
    }),
  };
  if (confirming && !afterSafety) {
    const answer = hasWords ? readConfirmation(check.readable, language) : null;
    read = {
      ...read,
      record: applyConfirmation(read.record, confirming, answer),
      state: { ...read.state, pending: null, confirming: null, isRephrased: false },
      outcome: 'none',
    };
  }
  const isOnlyAQuestionToUs =
    !hasWords &&
    !check.refusal &&
    (check.visitorQuestions.length > 0 || check.openQuestions.length > 0) &&
    Boolean(turnCase.state.pending);
  // "you mean the first visit?", "me? or my son?": asks only what our question meant (decision 0141).
  const isOnlyClarifying =
    isOnlyAQuestionToUs &&
    check.visitorQuestions.length === 0 &&
    check.openQuestions.every((question) => question.kind === 'clarifying' || question.kind === 'whyAsked');
  // "why would you even need that?": why the question matters, then the question again (decision 0382).
  const isWhyAsked = isOnlyClarifying && check.openQuestions.some((question) => question.kind === 'whyAsked');
  const replyLanguage: Language = read.record.language ?? read.state.language ?? language;
  const { saying } = packFor(replyLanguage);
  // In part two the agent may ask once more a question whose answer gave none of its facts (decision 0143).
  let state: AgentState =
    isPartTwo && !read.state.inExtension
      ? { ...read.state, inExtension: true, extensionFrom: read.state.asked.length }
      : read.state;
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
    else if (question === 'privacy' && check.visitorQuestions.includes('deletion')) continue;
    else if (question === 'deletion') {
      // Asking us to delete what they said ends the questions too, with how to ask (decision 0111).
      isDone = true;
      answers.push(saying.visitorAnswers.deletion);
    } else if (question === 'person') {
      // While someone may still be in danger, no callback promise and no business hours.
      answers.push(
        safetyForced ? saying.emergencyCallback : saying.visitorAnswers.person(saying.callbackWindow),
      );
      state = { ...state, callbackRequested: true };
      flags.callbackRequested = true;
    } else if (question === 'language') {
      // A contact preference, kept on the case for the case manager (decision 0142).
      const callLanguage = callLanguageOf(normalize(text), replyLanguage);
      read = {
        ...read,
        record: {
          ...read.record,
          callLanguage,
          sources: { ...read.record.sources, callLanguage: { from: 'answer', quote: text.slice(0, 300) } },
        },
      };
      answers.push(saying.callLanguageNoted[callLanguage]);
    } else if (question === 'cost' && isWorkInjuryWithNoOutsideParty(read.record)) {
      answers.push(saying.visitorAnswers.costWorkersComp);
    } else answers.push(saying.visitorAnswers[question]);
  }
  // Their other questions (issue 23): our content's answer when the look-up is confident;
  // otherwise, and always for the legal merits, noted for the attorney, said once.
  const attorneyQuestions: string[] = [];
  // "his insurer wants a recorded statement, should I do that?": noted with what "that" is (decision 0446).
  const noteForAttorney = (question: string) =>
    attorneyQuestions.push(withItsContext(question, text, replyLanguage));
  const siteAnswers: string[] = [];
  const checkAnswers: string[] = [];
  let isHealthAsked = false;
  // A fact the visitor checked, and that our pending question asks, is answered by the check.
  let isPendingSettledByCheck = false;
  for (const question of check.openQuestions) {
    if (question.kind === 'clarifying' || question.kind === 'whyAsked') continue;
    // "did you write down my left knee?": what the record holds, after the correction it carries (decision 0159).
    if (question.kind === 'check') {
      const answer = answerCheckQuestion({
        checked: question.checked ?? '',
        record: read.record,
        state: read.state,
        language: replyLanguage,
        referenceDate: today,
      });
      read = { ...read, record: answer.record };
      const pendingFacts = turnCase.state.pending ? factsOfQuestion(turnCase.state.pending) : [];
      if (answer.changed.some((key) => pendingFacts.includes(key))) isPendingSettledByCheck = true;
      if (!checkAnswers.includes(answer.said)) checkAnswers.push(answer.said);
      continue;
    }
    // "do I have to use the company doctor?": which doctor they may see is their rights, for the
    // attorney, never the doctor line nor a passage of our content (decision 0339).
    if (question.kind === 'open' && isDoctorChoiceQuestion(question.text)) {
      noteForAttorney(question.text);
      continue;
    }
    // "I still get dizzy, is that normal?": a question about their body is for a doctor (decision 0121).
    if (
      question.kind === 'open' &&
      isHealthQuestion(question.text, replyLanguage, { message: text, pending: turnCase.state.pending })
    ) {
      isHealthAsked = true;
      continue;
    }
    // Paying for care meanwhile: our content's passage for this kind of case, never the fee's (decision 0160).
    const fromSite =
      question.kind !== 'open'
        ? null
        : isCareBillsQuestion(question.text)
          ? answerCareBills(read.record.caseType, replyLanguage, deps.siteUrl)
          : answerFromSite(question.text, replyLanguage, deps.siteUrl);
    if (fromSite && !siteAnswers.includes(fromSite)) siteAnswers.push(fromSite);
    else if (!fromSite) noteForAttorney(question.text);
  }
  answers.unshift(
    ...checkAnswers,
    ...(isWhyAsked ? [saying.whyWeAsk] : isOnlyClarifying ? [saying.clarifyLead] : []),
    ...(isHealthAsked ? [saying.seeADoctor] : []),
    ...(attorneyQuestions.length > 0 ? [saying.attorneyNoted] : []),
    ...siteAnswers,
  );

  // A stock line of sympathy never follows a refusal or our answer to the visitor's question
  // ("Those bills add up fast." after "I can't give legal advice"): only a line that says back
  // what they told us (a correction, an answer found earlier) stays (issue 23, point 8). The
  // opening's line of what we understood ("this was a vehicle crash") says back their story: it stays.
  const acknowledgement =
    (refusal || answers.length > 0) && !read.corrected?.length && !isFoundEarlier && !isDescription
      ? null
      : read.acknowledgement;

  const decided = (fields: Partial<TurnDecision>): TurnDecision => ({
    ...base(),
    record: read.record,
    state,
    contact,
    attorneyQuestions,
    flags,
    tokensUsed,
    ...fields,
  });

  // "I have to go to the clinic now" (decision 0161): a short kind reply, their answers kept and
  // the one-time link to come back; no question. The question they come back to is the one
  // still open: the pending one, or, when this message answered it, the next one chosen now.
  if (check.isLeaving && !isDescription && !safetyForced) {
    const isPendingOpen = state.pending !== null && read.outcome !== 'answered' && read.outcome !== 'unknown';
    const next = isPendingOpen
      ? { state, next: null, tokensUsed: 0 }
      : await safely(
          () =>
            deps.agent.chooseNext({
              record: read.record,
              state,
              outcome: read.outcome,
              tokenBudget: Math.max(0, tokenBudget() - tokensUsed),
            }),
          () => ({ state, next: null, tokensUsed: 0 }),
        );
    const isAsked = Boolean(next.next?.isNew);
    const { token, link } = newResumeLink(deps, { ...turnCase, part });
    // "calling 911 now, brb" (decision 0298): the thanks for help, then goodbye; "whenever you are
    // ready:" announces a question that does not come.
    const lead = safetyLead?.replace(saying.safetyTakeYourTime, '').trim() || null;
    const said = (place: string) =>
      join(lead, refusal, ...answers, acknowledgement, saying.leavingNow(place));
    return finish(
      decided({
        state: next.state,
        tokensUsed: tokensUsed + next.tokensUsed,
        // The question waiting for them counts now: said again on their return, it is not counted then.
        questionsInPart: questionsInPart + (isAsked ? 1 : 0),
        questionsTotal: turnCase.questionsTotal + (isAsked ? 1 : 0),
        resumeToken: token,
        output: said(link),
        storedOutput: said(RESUME_LINK_PLACEHOLDER),
      }),
      replyLanguage,
      safetyForced,
    );
  }

  if (isDone && !isDescription) {
    return finish(
      decided({
        state: { ...state, pending: null, isPlanDone: true },
        output: join(safetyLead, ...answers, saying.visitorAnswers.done, saying.finishedOnRequest),
        redirectUrl: completeUrl(turnCase),
      }),
      replyLanguage,
      safetyForced,
    );
  }

  // Before part one ends: what matters most, said back once, "Is that right?" (decision 0112).
  // Not a counted question; the reply to it is read for corrections, then the part ends.
  const readBackReply = (lead: string | null): TurnDecision | null => {
    // "no" to the read-back with nothing we could read as a correction: asked once what is wrong.
    const wasReadBack = turnCase.state.pending === 'readBack' && !turnCase.state.isRephrased;
    if (wasReadBack && read.learned.length === 0 && opensWithNo(request.text, replyLanguage))
      return decided({
        state: { ...state, pending: 'readBack', isRephrased: true },
        output: join(lead, packFor(replyLanguage).saying.readBackWhatIsWrong),
      });
    if (isPartTwo || safetyForced || state.isReadBackGiven) return null;
    const text = readBack(read.record, replyLanguage);
    if (!text) return null;
    return decided({
      state: { ...state, pending: 'readBack', isReadBackGiven: true, isRephrased: false },
      output: join(lead, text),
    });
  };

  // The answer to the last question still counts: absorbed above; now say the limit.
  if (!isDescription && !isExtensionStart && isLimitReached(turnCase.state) && request.text.trim()) {
    const readingBack = readBackReply(join(safetyLead, refusal, ...answers, acknowledgement));
    if (readingBack) return finish(readingBack, replyLanguage, safetyForced);
    // Out of questions with nothing left worth asking: say so, rather than offer 15 more.
    const closing = state.isPlanDone && !isPartTwo ? saying.earlyFinishPartOne : limitReply(replyLanguage);
    return finish(
      decided({
        state: { ...state, pending: null },
        output: join(safetyLead, refusal, ...answers, acknowledgement, closing),
        redirectUrl: endOfPart(),
      }),
      replyLanguage,
      safetyForced,
    );
  }

  // "Just to be sure" about a fact that would turn the visitor away: asked once, as a counted
  // question, before the agent's next one (bills under the floor only when nothing else is left).
  const judge = deps.judgeTurnAway ?? recordTurnAwayFacts;
  const mayConfirm =
    !(isExtensionStart && request.isOpening) &&
    !isOnlyAQuestionToUs &&
    !afterSafety?.repeatPending &&
    !isNewsOfHelp &&
    !isOnlyExplained &&
    !(read.outcome === 'unclear' && state.pending && !state.isRephrased);
  const isLastSlot = questionsInPart + 1 >= QUESTIONS_PER_PART;
  const confirmation = (isPlanDone: boolean): ChooseResult | null => {
    if (!mayConfirm) return null;
    const key = nextToConfirm(read.record, judge(read.record, now), { isLastSlot: isLastSlot || isPlanDone });
    if (!key) return null;
    read = {
      ...read,
      record: {
        ...read.record,
        turnAway: { ...read.record.turnAway, asked: [...read.record.turnAway.asked, key] },
      },
    };
    return {
      state: {
        ...state,
        pending: 'confirmTurnAway',
        confirming: key,
        isRephrased: false,
        asked: [...state.asked, 'confirmTurnAway'],
      },
      next: {
        key: 'confirmTurnAway',
        text: confirmationQuestion(read.record, key, replyLanguage),
        isNew: true,
      },
      tokensUsed: 0,
    };
  };
  let chosen =
    confirmation(false) ??
    (await safely(
      () =>
        deps.agent.chooseNext({
          record: read.record,
          state,
          outcome: isPendingSettledByCheck ? 'answered' : read.outcome,
          isExtensionStart,
          // A question to us leaves ours open: ask it again as it was. A refusal earns the one rephrase.
          repeatPending:
            (isOnlyAQuestionToUs && !isPendingSettledByCheck) ||
            isNewsOfHelp ||
            isOnlyExplained ||
            Boolean(afterSafety?.repeatPending),
          isPlainer: isOnlyClarifying && !afterSafety?.repeatPending,
          // After a refusal, or an answer to something else (a correction, a fact out of turn),
          // our question is put again in other words without "let me put that another way".
          isQuietRephrase:
            (Boolean(check.refusal) && !hasWords) || read.learned.length > 0 || isLookedForEarlier,
          tokenBudget: Math.max(0, tokenBudget() - tokensUsed),
        }),
      () => ({ state, next: null, tokensUsed: 0 }),
    ));
  if (!chosen.next) chosen = confirmation(true) ?? chosen;
  state = chosen.state;
  tokensUsed += chosen.tokensUsed;

  // The opening greets first, then answers what the description asked, then says what we understood.
  // After an emergency in the description, the greeting waits until the visitor says they are safe.
  const lead =
    isDescription || afterSafety?.isOpening
      ? join(
          safetyLead,
          saying.greeting(greetingNameOf(turnCase.fullName)),
          refusal,
          ...answers,
          acknowledgement,
          saying.intro,
        )
      : isExtensionStart && request.isOpening
        ? join(saying.extensionOpening, refusal, ...answers)
        : join(safetyLead, refusal, ...answers, acknowledgement);

  if (!chosen.next) {
    const readingBack = readBackReply(lead);
    if (readingBack) return finish(readingBack, replyLanguage, safetyForced);
    // Nothing left worth asking: end the part early, through the same redirect as the limit.
    return finish(
      decided({
        state: { ...state, pending: null, isPlanDone: true },
        output: join(lead, isPartTwo ? saying.earlyFinishPartTwo : saying.earlyFinishPartOne),
        redirectUrl: endOfPart(),
      }),
      replyLanguage,
      safetyForced,
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
    safetyForced,
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

/** A one-time link back to this chat, on the page of the part it is in (the pause command's). */
function newResumeLink(
  deps: Pick<RefereeDependencies, 'siteUrl'>,
  turnCase: Pick<TurnCase, 'part' | 'sessionId' | 'chatId'>,
): { token: string; link: string } {
  const token = randomBytes(24).toString('base64url');
  const page = turnCase.part === 2 ? 'chatplus' : 'chat';
  return {
    token,
    link: `${deps.siteUrl}/${page}?id=${turnCase.sessionId}&chat=${turnCase.chatId}&resume=${token}`,
  };
}

async function runCommand(
  deps: RefereeDependencies,
  turnCase: TurnCase,
  command: Command,
  base: TurnDecision,
  language: Language,
  today: Date,
): Promise<TurnDecision> {
  const { saying } = packFor(language);
  const again = await pendingText(turnCase, deps);
  switch (command.kind) {
    case 'summarize':
      return { ...base, output: join(summarizeCase(turnCase.record, turnCase, language), again) };
    case 'listUnknowns':
      return { ...base, output: join(listUnknowns(turnCase.record, language), again) };
    case 'updateDamages': {
      if (command.rest) return applyDamages(deps, turnCase, command.rest, base, today, again);
      return { ...base, state: { ...turnCase.state, awaiting: 'damages' }, output: saying.askDamagesUpdate };
    }
    case 'changeContact': {
      const contact = parseContact(command.rest);
      if (Object.keys(contact).length > 0)
        return { ...base, contact, output: join(confirmContact(contact, language), again) };
      return { ...base, state: { ...turnCase.state, awaiting: 'contact' }, output: saying.askContactChange };
    }
    case 'pause': {
      const { token, link } = newResumeLink(deps, turnCase);
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
  today: Date,
  again: string | null,
): Promise<TurnDecision> {
  const state = { ...turnCase.state, awaiting: null };
  try {
    const result = await deps.agent.absorbDamagesUpdate({
      record: turnCase.record,
      state,
      text,
      referenceDate: today,
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
  today: Date,
): Promise<TurnDecision> {
  const again = await pendingText(turnCase, deps);
  if (turnCase.state.awaiting === 'damages') return applyDamages(deps, turnCase, text, base, today, again);
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

/** A reply that opens with a no ("no", "nope, the date is off", "no, está mal"). */
function opensWithNo(text: string, language: Language): boolean {
  return leadingAnswer(normalize(text), packFor(language).reading.answers) === 'no';
}
