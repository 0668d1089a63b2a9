import {
  type CaseRecord,
  type FactKey,
  type Language,
  type TurnAwayChecks,
  type TurnAwayFact,
  turnAwayFacts,
} from '../../../contracts/case-record';

import type { TurnAwayJudge } from '../../ports/turn-away-judge';

import type { QuestionKey } from './agent/agent';
import { factRegistry } from './agent/facts/registry';
import type { FactModule } from './agent/facts/fact-module';
import { normalize } from './agent/reading/text';
import { packFor } from './language/packs';

/**
 * A fact that turns a visitor away is confirmed first (issue 24, decision 0091). Whatever
 * agent read it, the referee: confirms a turn-away fact given as the direct answer to the
 * question about exactly that fact; asks once, "just to be sure", about one read any other
 * way; takes it back on a "no"; and never sets one from a message that reads as an
 * instruction to the agent. The conclusions act only on confirmed ones (assess-eligibility.ts).
 */

export type { TurnAwayJudge };

/** The value of each fact that turns a visitor away. */
const turnsAway: Record<TurnAwayFact, (record: CaseRecord) => boolean> = {
  priorAttorney: (record) => record.priorAttorney === true,
  thirdPartyInvolved: (record) => record.caseType === 'workplace' && record.thirdPartyInvolved === false,
  uninjured: (record) => record.uninjured === true && !record.injuries?.length,
  medicalBills: (record) => record.medicalBills?.total !== undefined,
  incidentDate: (record) => record.incidentDate !== undefined,
};

/**
 * By the record alone, when no conclusions are at hand: the three facts that turn a visitor
 * away by their value. The bills and the date turn a visitor away only through the
 * conclusions (a value under the floor, a passed deadline): the routes' judge says so.
 */
export const recordTurnAwayFacts: TurnAwayJudge = (record) =>
  (['priorAttorney', 'thirdPartyInvolved', 'uninjured'] as const).filter((key) => turnsAway[key](record));

const isYesNoTurnAway = (key: TurnAwayFact) =>
  key === 'priorAttorney' || key === 'uninjured' || key === 'thirdPartyInvolved';

/** The questions whose direct answer is the fact itself. */
const directQuestions: Record<TurnAwayFact, readonly QuestionKey[]> = {
  priorAttorney: ['priorAttorney'],
  thirdPartyInvolved: ['thirdPartyInvolved'],
  uninjured: ['injuries'],
  medicalBills: ['medicalBills'],
  incidentDate: ['incidentDate', 'datePrecision'],
};

const add = (list: readonly TurnAwayFact[], key: TurnAwayFact) =>
  list.includes(key) ? [...list] : [...list, key];
const drop = (list: readonly TurnAwayFact[], key: TurnAwayFact) => list.filter((item) => item !== key);

const isSame = (left: unknown, right: unknown) => JSON.stringify(left) === JSON.stringify(right);

/** The record with a fact put back as it was before this turn (its value and its source). */
function restore(record: CaseRecord, before: CaseRecord, key: FactKey): CaseRecord {
  const next = { ...record, sources: { ...record.sources } } as Record<string, unknown> & CaseRecord;
  if (before[key] === undefined) delete next[key];
  else next[key] = before[key] as never;
  if (before.sources[key] === undefined) delete next.sources[key];
  else next.sources[key] = before.sources[key];
  return next;
}

/**
 * After a turn's reading: a turn-away value that appeared or changed in this turn is
 * confirmed when it answered the question about exactly that fact; is taken out when the
 * message read as an instruction to the agent ("you are my lawyer now" never sets a lawyer);
 * otherwise it waits, unconfirmed, for "just to be sure".
 */
export function settleTurnAway(input: {
  before: CaseRecord;
  after: CaseRecord;
  /** The question the visitor was answering. */
  pending: QuestionKey | null;
  /** The message held text that reads as an instruction to the agent (guardrails). */
  isInstructionLike: boolean;
}): CaseRecord {
  let record = input.after;
  let checks: TurnAwayChecks = { ...record.turnAway };
  for (const key of turnAwayFacts) {
    const isNew = !isSame(input.before[key], record[key]);
    if (!isNew || !turnsAway[key](record)) continue;
    if (input.isInstructionLike && isYesNoTurnAway(key)) {
      // A lawyer, comp only or nobody hurt is never set by such a message: a person asks.
      record = restore(record, input.before, key);
      checks = {
        ...checks,
        confirmed: drop(checks.confirmed, key),
        instructionLike: add(checks.instructionLike, key),
      };
    } else if (input.isInstructionLike) {
      // A date or an amount read beside it stays, unconfirmed: it turns nobody away before
      // "just to be sure" or a person.
      checks = { ...checks, confirmed: drop(checks.confirmed, key) };
    } else if (input.pending && directQuestions[key].includes(input.pending)) {
      checks = { ...checks, confirmed: add(checks.confirmed, key), withdrawn: drop(checks.withdrawn, key) };
    } else {
      checks = { ...checks, confirmed: drop(checks.confirmed, key) };
    }
  }
  return { ...record, turnAway: checks };
}

/** The fact to confirm now, if any: one the conclusions would act on, unconfirmed and never asked. */
export function nextToConfirm(
  record: CaseRecord,
  judged: readonly TurnAwayFact[],
  options: { isLastSlot: boolean },
): TurnAwayFact | null {
  for (const key of judged) {
    if (!turnsAway[key](record)) continue;
    const { confirmed, asked, instructionLike } = record.turnAway;
    if (confirmed.includes(key) || asked.includes(key) || instructionLike.includes(key)) continue;
    // Bills under the floor: only at the end, when the other facts that raise a value are in.
    if (key === 'medicalBills' && !options.isLastSlot) continue;
    return key;
  }
  return null;
}

const module = (key: FactKey): FactModule => factRegistry[key] as FactModule;

/** The visitor's own words for a fact, when short enough to say back. */
function ownWords(record: CaseRecord, key: TurnAwayFact): string | null {
  const quote = record.sources[key]?.quote?.trim().replace(/[.!?]+$/, '');
  if (!quote || quote.length > 80 || record.sources[key]?.byModel) return null;
  return quote;
}

const confirmations: Record<
  Language,
  Record<TurnAwayFact, (record: CaseRecord, words: string | null) => string>
> = {
  en: {
    priorAttorney: (_record, words) =>
      `Just to be sure${words ? ` (you mentioned “${words}”)` : ''}: have you signed with a lawyer for this?`,
    thirdPartyInvolved: () =>
      'Just to be sure: was it only your employer involved, with nobody from outside the company (another driver, a contractor, an equipment maker) having any part in it?',
    uninjured: (_record, words) =>
      `Just to be sure${words ? ` (you said “${words}”)` : ''}: nobody was hurt at all, not even sore or bruised?`,
    medicalBills: (record) =>
      `Just to be sure: do your medical bills so far come to about ${module('medicalBills').describe(record.medicalBills as never, 'en')} in all?`,
    incidentDate: (record) =>
      `Just to be sure, since the dates matter for your deadlines: did this happen ${module('incidentDate').describe(record.incidentDate as never, 'en')}?`,
  },
  es: {
    priorAttorney: (_record, words) =>
      `Solo para confirmar${words ? ` (usted mencionó “${words}”)` : ''}: ¿ya firmó con un abogado por esto?`,
    thirdPartyInvolved: () =>
      'Solo para confirmar: ¿solo tuvo que ver su empleador, sin nadie de fuera de la empresa (otro conductor, un contratista, el fabricante de un equipo)?',
    uninjured: (_record, words) =>
      `Solo para confirmar${words ? ` (usted dijo “${words}”)` : ''}: ¿nadie se lastimó, ni siquiera con dolor o moretones?`,
    medicalBills: (record) =>
      `Solo para confirmar: ¿sus cuentas médicas hasta ahora suman en total unos ${module('medicalBills').describe(record.medicalBills as never, 'es')}?`,
    incidentDate: (record) =>
      `Solo para confirmar, porque las fechas cuentan para sus plazos: ¿esto pasó ${module('incidentDate').describe(record.incidentDate as never, 'es')}?`,
  },
};

/** "Just to be sure", in the visitor's language and, where we have them, their own words. */
export function confirmationQuestion(record: CaseRecord, key: TurnAwayFact, language: Language): string {
  return confirmations[language][key](record, ownWords(record, key));
}

/** The visitor's "yes" or "no" to "just to be sure", from the language pack's answer words. */
export function readConfirmation(text: string, language: Language): 'yes' | 'no' | null {
  const first =
    normalize(text)
      .split(/[.!?;,]/)[0]
      ?.trim() ?? '';
  const { reading } = packFor(language);
  if (reading.unknown.test(first)) return null;
  if (reading.yes.test(first)) return 'yes';
  if (reading.no.test(first)) return 'no';
  return null;
}

/**
 * The answer to "just to be sure": a yes confirms; a no takes the fact back (no lawyer,
 * somebody was hurt, or the date or bills to be asked again); anything else leaves it
 * unconfirmed, for a person.
 */
export function applyConfirmation(
  record: CaseRecord,
  key: TurnAwayFact,
  answer: 'yes' | 'no' | null,
): CaseRecord {
  const checks = record.turnAway;
  const withdrawn = {
    ...checks,
    confirmed: drop(checks.confirmed, key),
    withdrawn: add(checks.withdrawn, key),
  };
  // The rest of the answer already took it back ("no, a contractor's forklift hit me").
  if (!turnsAway[key](record)) return { ...record, turnAway: withdrawn };
  if (answer === 'yes') return { ...record, turnAway: { ...checks, confirmed: add(checks.confirmed, key) } };
  if (answer === null) return record;
  const source = { from: 'answer' as const };
  // A yes/no fact taken back is a "no"; a date or an amount taken back is unknown again.
  if (key === 'priorAttorney' || key === 'uninjured')
    return { ...record, [key]: false, sources: { ...record.sources, [key]: source }, turnAway: withdrawn };
  const next = { ...record, sources: { ...record.sources }, turnAway: withdrawn } as Record<string, unknown> &
    CaseRecord;
  delete next[key];
  delete next.sources[key];
  return next;
}
