import {
  type CaseRecord,
  type DateValue,
  type FactKey,
  type FactProvenance,
  type FactSource,
  factValueSchemas,
  type Language,
} from '../../contracts/case-record';
import {
  type ReviewChange,
  type ReviewItem,
  type ReviewKey,
  type ReviewValue,
  reviewFieldOf,
  reviewFields,
  type TreatmentLine,
} from '../../contracts/intake-review';
import { AppError } from '../http/app-error';

import { usStates } from './us-places';

/**
 * The facts a person can correct by hand, one typed line each (src/contracts/intake-review.ts):
 * read a line's value from a case record, and apply a change to it. The visitor's review
 * before the report and the case manager's facts form both go through here, so a correction
 * means the same thing whoever makes it. A line is read and written by its correction kind
 * (the fact catalogue's); only the facts with parts (bills, wages, property damage, the policy
 * limit, treatment, the report line) have their own reading here.
 */
const stateNames = new Map(Object.entries(usStates).map(([name, code]) => [code, titleCase(name)]));

function titleCase(words: string): string {
  return words.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());
}

/** The words a line's value is said in, per language (the visitor's review is in the chat's, decision 0279). */
const lineWords = {
  en: {
    locale: 'en-US',
    ratePeriods: { hour: 'an hour', day: 'a day', week: 'a week', month: 'a month', year: 'a year' },
    between: (from: string, to: string) => `between ${from} and ${to}`,
    yes: 'Yes',
    no: 'No',
    daysMissed: (days: number) => `${days} ${days === 1 ? 'day' : 'days'} missed`,
    daysAhead: (days: number) => `about ${days} more days off expected`,
    notWorkedOut: 'Not worked out yet',
    perAccident: 'per accident',
    none: 'None (0%)',
  },
  es: {
    locale: 'es-US',
    ratePeriods: { hour: 'la hora', day: 'al día', week: 'a la semana', month: 'al mes', year: 'al año' },
    between: (from: string, to: string) => `entre el ${from} y el ${to}`,
    yes: 'Sí',
    no: 'No',
    daysMissed: (days: number) => `${days} ${days === 1 ? 'día perdido' : 'días perdidos'}`,
    daysAhead: (days: number) => `unos ${days} días más sin trabajar`,
    notWorkedOut: 'Aún sin calcular',
    perAccident: 'por accidente',
    none: 'Ninguna (0%)',
  },
} as const;

const dollars = (amount: number) =>
  amount.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

const day = (iso: string, options: Intl.DateTimeFormatOptions, language: Language = 'en') =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString(lineWords[language].locale, {
    ...options,
    timeZone: 'UTC',
  });

/** A date as the visitor gave it, in words: exact, a month, a year, or the span it could be in. */
export function describeDate(date: DateValue, language: Language = 'en'): string {
  switch (date.precision) {
    case 'day':
      return day(date.from, { month: 'long', day: 'numeric', year: 'numeric' }, language);
    case 'month':
      return day(date.from, { month: 'long', year: 'numeric' }, language);
    case 'year':
      return date.from.slice(0, 4);
    default:
      return lineWords[language].between(
        day(date.from, { month: 'short', day: 'numeric' }, language),
        day(date.to, { month: 'short', day: 'numeric', year: 'numeric' }, language),
      );
  }
}

/** The treatment lines are parts of one fact: a level of care, or whether care goes on. */
const treatmentLevelOf = { emergencyRoom: 'er', surgery: 'surgery' } as const;
const isTreatmentLine = (key: ReviewKey): key is TreatmentLine =>
  key === 'emergencyRoom' || key === 'surgery' || key === 'stillTreating';

/** The fact a line corrects: the case record's own key, for its history and its unknowns. */
export const factKeyOf = (key: ReviewKey, record: CaseRecord): FactKey =>
  isTreatmentLine(key) ? 'treatment' : key === 'policeReport' ? reportKeyOf(record) : key;

function readTreatment(record: CaseRecord, key: TreatmentLine): boolean | null {
  const treatment = record.treatment;
  if (!treatment) return null;
  if (key === 'stillTreating') return treatment.status === undefined ? null : treatment.status === 'ongoing';
  return treatment.levels.includes(treatmentLevelOf[key]);
}

function withTreatment(
  record: CaseRecord,
  key: TreatmentLine,
  value: boolean | null,
): CaseRecord['treatment'] {
  const treatment = { levels: [], ...record.treatment };
  if (key === 'stillTreating') {
    const { status: _status, ...rest } = treatment;
    return value === null ? rest : { ...rest, status: value ? 'ongoing' : 'released' };
  }
  const level = treatmentLevelOf[key];
  const others = treatment.levels.filter((existing) => existing !== level);
  return { ...treatment, levels: value ? [...others, level] : others };
}

const unknownLine = { value: null, shown: null } as const;

/** The value an input takes, and the same value in words, in `language`. */
function readValue(
  record: CaseRecord,
  key: ReviewKey,
  language: Language,
): { value: ReviewValue; shown: string | null } {
  const words = lineWords[language];
  const yesNo = (answer: boolean) => ({ value: answer, shown: answer ? words.yes : words.no });
  if (isTreatmentLine(key)) {
    const answer = readTreatment(record, key);
    return answer === null ? unknownLine : yesNo(answer);
  }
  switch (key) {
    case 'medicalBills': {
      const total = record.medicalBills?.total;
      return total === undefined ? unknownLine : { value: total, shown: dollars(total) };
    }
    case 'lostWages': {
      // The total, and what it was worked out from ("$22 an hour"), so the visitor can check both.
      const wages = record.lostWages;
      const basis = [
        wages?.daysMissed !== undefined ? words.daysMissed(wages.daysMissed) : null,
        wages?.rate ? `${dollars(wages.rate.amount)} ${words.ratePeriods[wages.rate.per]}` : null,
        wages?.expectedDaysOff !== undefined ? words.daysAhead(wages.expectedDaysOff) : null,
      ].filter(Boolean);
      const details = basis.length ? ` (${basis.join('; ')})` : '';
      if (wages?.total === undefined)
        return { value: null, shown: basis.length ? `${words.notWorkedOut}${details}` : null };
      return { value: wages.total, shown: `${dollars(wages.total)}${details}` };
    }
    case 'propertyDamage': {
      // The things damaged outside a crash, beside the figure (decision 0347).
      const amount = record.propertyDamage?.amount;
      const things = record.propertyDamage?.items?.join(', ');
      if (amount === undefined) return things ? { value: null, shown: things } : unknownLine;
      return { value: amount, shown: things ? `${things} ${dollars(amount)}` : dollars(amount) };
    }
    case 'policyLimit': {
      const limit = record.policyLimit;
      if (!limit) return unknownLine;
      const perAccident = limit.perAccident ? ` (${dollars(limit.perAccident)} ${words.perAccident})` : '';
      return { value: limit.perPerson, shown: `${dollars(limit.perPerson)}${perAccident}` };
    }
    case 'policeReport': {
      const answer = record[reportKeyOf(record)];
      return answer === undefined ? unknownLine : yesNo(answer);
    }
  }
  const value: unknown = record[key];
  if (value === undefined) return unknownLine;
  const field = reviewFieldOf(key);
  switch (field.kind) {
    case 'date': {
      const date = value as DateValue;
      return { value: date.precision === 'day' ? date.from : null, shown: describeDate(date, language) };
    }
    case 'state':
      return { value: value as string, shown: stateNames.get(value as string) ?? (value as string) };
    case 'list':
      return { value: value as string[], shown: (value as string[]).join('; ') };
    case 'yesno':
      return yesNo(value as boolean);
    case 'amount':
      return { value: value as number, shown: dollars(value as number) };
    case 'percent': {
      const share = Math.round(value as number);
      return { value: share, shown: share === 0 && value === 0 ? words.none : `${share}%` };
    }
    case 'whole':
      return { value: value as number, shown: String(value) };
    case 'choice': {
      const chosen = value as string;
      return {
        value: chosen,
        shown: field.options?.find((option) => option.value === chosen)?.labels[language] ?? chosen,
      };
    }
    case 'text':
      return { value: value as string, shown: value as string };
  }
}

/** Lines that hold a name (a company, a place, a person): a number in one is a misfiled answer. */
const nameLines = new Set<ReviewKey>([
  'city',
  'employer',
  'otherPartyInsurer',
  'ownCoverage',
  'healthInsurance',
]);
const wordsIn = (text: string) => text.trim().split(/\s+/).length;

/**
 * Whether the agent was unsure of a line's value (issue 28): it followed from another answer
 * or a model read it, the date is known only roughly, a name-like line holds a sentence or a
 * number, or a list holds one (the visitor's words filed whole, as "it came with the bike" once
 * was as the party at fault, or "worth 14,000" as a health insurer).
 */
function isUnsure(record: CaseRecord, key: ReviewKey, value: ReviewValue): boolean {
  const kind = reviewFieldOf(key).kind;
  if (value === null && kind !== 'date') return false;
  const fact = factKeyOf(key, record);
  const source = record.sources[fact];
  if (source?.from === 'correction' || source?.from === 'staff') return false;
  if (source?.derivedFrom || source?.byModel) return true;
  if (kind === 'date') {
    const date = record[fact] as DateValue | undefined;
    return date !== undefined && date.precision !== 'day';
  }
  if (Array.isArray(value)) return value.some((item) => wordsIn(item) > 6);
  if (typeof value !== 'string' || kind !== 'text') return false;
  return wordsIn(value) > 6 || (nameLines.has(key) && /\d/.test(value));
}

/**
 * The "police or incident report" line is the police report in a crash and the incident
 * report elsewhere (a store manager's write-up), whichever the intake learned.
 */
function reportKeyOf(record: CaseRecord): 'policeReport' | 'incidentReport' {
  if (record.policeReport !== undefined || record.caseType === 'auto') return 'policeReport';
  return 'incidentReport';
}

/**
 * The lines as read from the record: every correctable line, or only the ones asked for, their
 * values said in `language` (the case manager's form reads English, the visitor's review the chat's).
 */
export function reviewItems(
  record: CaseRecord,
  keys?: readonly ReviewKey[],
  language: Language = 'en',
): ReviewItem[] {
  const fields = keys ? reviewFields.filter((field) => keys.includes(field.key)) : reviewFields;
  return fields.map((field) => {
    const read = readValue(record, field.key, language);
    return {
      key: field.key,
      ...read,
      ...(isUnsure(record, field.key, read.value) ? { toCheck: true as const } : {}),
    };
  });
}

/** The record with one line changed; null clears it and notes the visitor does not know. */
function withChange(
  record: CaseRecord,
  key: ReviewKey,
  value: ReviewValue,
  today: string,
  source: FactSource,
  stamp: StaffStamp | undefined,
): CaseRecord {
  const fact = factKeyOf(key, record);
  const provenance: FactProvenance = {
    from: source,
    ...(stamp ? { by: stamp.by, at: stamp.at, ...(stamp.reason ? { reason: stamp.reason } : {}) } : {}),
  };
  const next: CaseRecord = {
    ...record,
    sources: { ...record.sources, [fact]: provenance },
    unknowns: record.unknowns.filter((unknown) => unknown !== fact),
  };
  if (isTreatmentLine(key)) {
    next.treatment = withTreatment(record, key, value as boolean | null);
    return next;
  }
  if (value === null) {
    if (key === 'medicalBills') {
      const { total: _cleared, ...rest } = record.medicalBills ?? { paid: [] };
      next.medicalBills = rest;
    } else if (key === 'lostWages') {
      const { total: _cleared, ...rest } = record.lostWages ?? {};
      next.lostWages = rest;
    } else if (key === 'propertyDamage') {
      const { amount: _cleared, ...rest } = record.propertyDamage ?? {};
      next.propertyDamage = rest;
    } else if (key === 'policeReport') {
      delete next[reportKeyOf(record)];
    } else delete next[key as Exclude<ReviewKey, TreatmentLine | 'policeReport'>];
    next.unknowns = [...next.unknowns, fact];
    return next;
  }
  switch (key) {
    case 'medicalBills':
      next.medicalBills = { paid: [], ...record.medicalBills, total: value as number };
      return next;
    case 'lostWages':
      next.lostWages = { ...record.lostWages, total: value as number };
      return next;
    case 'propertyDamage':
      next.propertyDamage = { ...record.propertyDamage, amount: value as number };
      return next;
    case 'policyLimit':
      next.policyLimit = { ...record.policyLimit, perPerson: value as number };
      return next;
    case 'policeReport':
      next[reportKeyOf(record)] = value as boolean;
      return next;
  }
  const label = reviewFieldOf(key).label;
  let typed: unknown = value;
  switch (reviewFieldOf(key).kind) {
    case 'date':
      if ((value as string) > today)
        throw new AppError('invalid_request', `${label}: the date cannot be in the future.`);
      typed = { from: value, to: value, precision: 'day' };
      break;
    case 'state':
      if (!stateNames.has(value as string))
        throw new AppError('invalid_request', `${label}: use the two-letter code of a US state, like TX.`);
      break;
  }
  // The line's input allows any value of its kind; the fact's own schema is narrower (a city
  // is at most 120 characters, a role one of the roles).
  const parsed = factValueSchemas[key].safeParse(typed);
  if (!parsed.success)
    throw new AppError(
      'invalid_request',
      `${label}: ${parsed.error.issues[0]?.message ?? 'not a valid value'}.`,
    );
  (next as Record<FactKey, unknown>)[key] = parsed.data;
  return next;
}

const labelOf = (key: ReviewKey) => reviewFieldOf(key).label;

/** Who changed a fact, when and why: kept in its provenance (staff changes, decision 0128). */
export interface StaffStamp {
  by: string;
  at: string;
  reason?: string;
}

/** The record after the changes, and one "label: was → is" line per change for the history. */
export function applyFactChanges(
  record: CaseRecord,
  changes: readonly ReviewChange[],
  today: string,
  source: FactSource,
  stamp?: StaffStamp,
): { record: CaseRecord; lines: string[] } {
  let next = record;
  const lines: string[] = [];
  for (const change of changes) {
    // The transcript's line is for the case manager: in English.
    const was = readValue(next, change.key, 'en').shown ?? 'not given';
    next = withChange(next, change.key, change.value, today, source, stamp);
    const is = readValue(next, change.key, 'en').shown ?? 'not known';
    lines.push(`${labelOf(change.key)}: ${was} → ${is}`);
  }
  return { record: next, lines };
}
