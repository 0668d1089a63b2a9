import { parsePhoneNumberFromString } from 'libphonenumber-js';

import { type CaseRecord, type CaseType, caseTypeLabels } from '../../../../contracts/case-record';

import type { AgentState, AgentTurnInput, AgentTurnResult, IntakeAgent, QuestionKey } from './agent';
import { facts, nextMissingFact } from './case-plans';
import { findDetailFact, nextDetailFact } from './detail-facts';
import { caseTypeAnswers, classifyCaseType, extractFacts, type FactKey, saysUnknown } from './extract-facts';

/**
 * The default agent: offline, no key. Extracts before it asks, then asks the most
 * valuable missing fact of the case type's plan, one short question at a time.
 */
export function createGuidedAgent(): IntakeAgent {
  return { name: 'guided', runTurn: async (input) => guidedTurn(input) };
}

const acknowledgements = [
  'Thank you.',
  'Got it.',
  'Thanks, that helps.',
  'Okay, noted.',
  'Thank you for telling me.',
];

export function firstName(fullName: string | null): string | null {
  const first = fullName?.trim().split(/\s+/)[0];
  return first && first.length <= 40 ? first : null;
}

/** A phone number from free text (libphonenumber-js), as typed and as E.164. */
export function findPhone(text: string): { raw: string; e164: string } | null {
  const candidate = /\+?1?[\s.-]?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}/.exec(text)?.[0];
  if (!candidate) return null;
  const parsed = parsePhoneNumberFromString(candidate, 'US');
  if (!parsed || !parsed.isPossible()) return null;
  return { raw: candidate.trim(), e164: parsed.number };
}

function extractName(text: string): string | null {
  const cleaned = text
    .trim()
    .replace(/^(hi|hello|hey)[,!.\s]+/i, '')
    .replace(/^(my name is|my name's|i am|i'm|it's|it is|this is|name:)\s+/i, '')
    .replace(/[.!]+$/, '')
    .trim();
  const words = cleaned.split(/\s+/);
  if (words.length < 1 || words.length > 5 || !/^[\p{L}' .-]+$/u.test(cleaned)) return null;
  return cleaned.slice(0, 200);
}

/** What the description already told us, said back so the visitor can correct it. */
export function describeKnown(record: CaseRecord): string {
  const parts: string[] = [];
  if (record.caseType && record.caseType !== 'other') parts.push(article(caseTypeLabels[record.caseType]));
  if (record.incidentDate) parts.push(`on ${formatDate(record.incidentDate)}`);
  if (record.city || record.state) parts.push(`in ${[record.city, record.state].filter(Boolean).join(', ')}`);
  return parts.join(' ');
}

export function formatDate(iso: string): string {
  const date = new Date(`${iso}T12:00:00Z`);
  return date.toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

function questionFor(key: QuestionKey, record: CaseRecord, state: AgentState): string {
  if (key === 'confirmCaseType') {
    const [first, second] = state.candidates as CaseType[];
    return `Just to be sure I understood: was this mainly ${article(caseTypeLabels[first ?? 'other'])}, or ${article(caseTypeLabels[second ?? 'other'])}?`;
  }
  if (key === 'anythingElse') {
    return 'Is there anything else about what happened that you would like the attorney to know?';
  }
  if (key.startsWith('detail:')) return findDetailFact(key.slice('detail:'.length))?.question ?? '';
  return facts[key as FactKey].question(record);
}

function article(label: string): string {
  const lower = label.toLowerCase();
  return `${/^[aeiou]/.test(lower) ? 'an' : 'a'} ${lower}`;
}

/** The next question: contact details first for direct visitors, then the plan. */
function chooseNext(record: CaseRecord, state: AgentState): QuestionKey | null {
  if (state.needsName) return 'name';
  if (state.needsPhone) return 'phone';
  if (state.candidates.length > 1) return 'confirmCaseType';
  const next = nextMissingFact(record, state.skipped as FactKey[]);
  if (next) return next;
  const detail = nextDetailFact(record, state.skipped);
  if (detail) return `detail:${detail.key}`;
  return state.isPlanDone ? null : 'anythingElse';
}

export function guidedTurn(input: AgentTurnInput): AgentTurnResult {
  let record = structuredClone(input.record);
  const state: AgentState = structuredClone(input.state);
  const pending = state.pending as QuestionKey | null;
  const text = input.text.trim();
  const contactUpdate: AgentTurnResult['contactUpdate'] = {};
  let answered = input.kind !== 'answer';
  let ack = '';
  /** The answer gave other facts than the one asked: an off-topic answer is not an unclear one. */
  let hasLearnedOther = false;

  if (input.kind === 'answer' && text.length > 0) {
    // 1. The pending question's own answer, for the questions extraction does not cover.
    if (pending === 'name') {
      const name = extractName(text);
      if (name) {
        contactUpdate.fullName = name;
        state.needsName = false;
        answered = true;
      }
    } else if (pending === 'phone') {
      const phone = findPhone(text);
      if (phone) {
        contactUpdate.phone = phone.raw;
        state.needsPhone = false;
        answered = true;
      }
    } else if (pending === 'confirmCaseType') {
      const chosen = caseTypeAnswers.find(([pattern]) => pattern.test(text))?.[1];
      const candidates = state.candidates as CaseType[];
      const confirmed =
        chosen && candidates.includes(chosen)
          ? chosen
          : /^(yes|yeah|the first|first)/i.test(text)
            ? candidates[0]
            : undefined;
      if (confirmed) {
        record.caseType = confirmed;
        state.candidates = [];
        answered = true;
      }
    } else if (pending === 'anythingElse') {
      state.isPlanDone = true;
      answered = true;
    } else if (pending?.startsWith('detail:')) {
      const detail = findDetailFact(pending.slice('detail:'.length));
      const absorbed = detail?.absorb(record, text, input.referenceDate);
      if (absorbed) {
        record = absorbed;
        answered = true;
      } else if (detail && saysUnknown(text)) {
        if (!record.unknowns.includes(detail.unknownKey))
          record.unknowns = [...record.unknowns, detail.unknownKey];
        answered = true;
        ack = "That's okay, we'll note it as unknown.";
      }
    }
    // A direct visitor's first words may be the story itself.
    if (pending !== 'name' && state.needsPhone && findPhone(text)) {
      contactUpdate.phone = findPhone(text)!.raw;
      state.needsPhone = false;
    }

    // 2. Every fact the text gives, whatever was asked (extract before asking).
    const factPending =
      pending && pending in facts && pending !== 'name' && pending !== 'phone' ? (pending as FactKey) : null;
    const hadCaseType = record.caseType !== undefined;
    const extracted = extractFacts(record, text, {
      pending: factPending,
      referenceDate: input.referenceDate,
    });
    record = extracted.record;
    hasLearnedOther = [...extracted.filled].some((fact) => fact !== factPending);
    if (!hadCaseType && record.caseType && factPending === 'caseType') {
      const guess = classifyCaseType(text);
      if (guess?.isAmbiguous && guess.runnerUp) state.candidates = [guess.caseType, guess.runnerUp];
    }
    if (factPending && (extracted.filled.has(factPending) || facts[factPending].isKnown(record)))
      answered = true;

    // 3. "I don't know" is an answer: the fact goes to unknowns, never invented.
    if (!answered && factPending && saysUnknown(text)) {
      const key = facts[factPending].unknownKey;
      if (!record.unknowns.includes(key)) record.unknowns = [...record.unknowns, key];
      answered = true;
      ack = "That's okay, we'll note it as unknown.";
    }
    if (
      !answered &&
      (pending === 'name' || pending === 'phone' || pending === 'confirmCaseType') &&
      saysUnknown(text)
    ) {
      if (pending === 'name') state.needsName = false;
      if (pending === 'phone') state.needsPhone = false;
      if (pending === 'confirmCaseType') state.candidates = [];
      answered = true;
    }
    if (!ack && answered)
      ack = acknowledgements[(record.unknowns.length + text.length) % acknowledgements.length]!;
  } else if (input.kind === 'answer') {
    answered = false;
  }

  // An unclear answer: repeat the question once (not counted), then move on.
  if (!answered && pending) {
    if (state.reasks < 1) {
      state.reasks += 1;
      const lead = hasLearnedOther ? "Thank you, I've noted that." : "Sorry, I didn't quite catch that.";
      const reply = `${lead} ${questionFor(pending, record, state)}`;
      return done(record, state, reply, input.mayAsk ? pending : null, false, contactUpdate);
    }
    if ((pending in facts && pending !== 'name' && pending !== 'phone') || pending.startsWith('detail:')) {
      state.skipped = [...state.skipped, pending.replace(/^detail:/, '')];
    }
    if (pending === 'name') state.needsName = false;
    if (pending === 'phone') state.needsPhone = false;
    if (pending === 'confirmCaseType') state.candidates = [];
    if (pending === 'anythingElse') state.isPlanDone = true;
    ack = "No problem, let's move on.";
  }
  state.reasks = 0;

  if (!input.mayAsk) {
    state.pending = null;
    return done(record, state, ack || 'Thank you.', null, false, contactUpdate);
  }

  const next = chooseNext(record, state);
  state.pending = next;
  if (input.kind === 'opening') {
    const name = firstName(input.contact.fullName);
    const known = describeKnown(record);
    const greeting = name
      ? `Hi ${name}, thank you for reaching out.`
      : "Hi, thank you for reaching out. I'm here to help with your free case review.";
    const understood = known ? ` From what you wrote, I understand this was ${known}.` : '';
    const intro =
      ' I\'ll ask a few short questions, one at a time. You can say "I don\'t know" to any of them.';
    return done(
      record,
      state,
      `${greeting}${understood}${intro}${next ? ` ${questionFor(next, record, state)}` : ''}`,
      next,
      next !== null,
      contactUpdate,
    );
  }
  if (input.kind === 'extension-opening') {
    state.isPlanDone = false;
    state.skipped = [];
    const again = chooseNext(record, state);
    state.pending = again;
    return done(
      record,
      state,
      `Welcome back, and thank you for taking a few more minutes.${again ? ` ${questionFor(again, record, state)}` : ''}`,
      again,
      again !== null,
      contactUpdate,
    );
  }
  return done(
    record,
    state,
    next ? `${ack} ${questionFor(next, record, state)}`.trim() : ack,
    next,
    next !== null,
    contactUpdate,
  );
}

function done(
  record: CaseRecord,
  state: AgentState,
  reply: string,
  asked: QuestionKey | null,
  isNewQuestion: boolean,
  contactUpdate: AgentTurnResult['contactUpdate'],
): AgentTurnResult {
  return {
    record,
    state: { ...state, pending: asked ?? (isNewQuestion ? null : state.pending) },
    reply,
    asked,
    isNewQuestion: asked !== null && isNewQuestion,
    ...(contactUpdate && Object.keys(contactUpdate).length > 0 ? { contactUpdate } : {}),
    tokensUsed: 0,
    answeredBy: 'guided',
  };
}

/** Re-asks the pending question (after a command or a refusal): never counted. */
export function repeatPending(record: CaseRecord, state: AgentState): string | null {
  const pending = state.pending as QuestionKey | null;
  return pending ? questionFor(pending, record, state) : null;
}
