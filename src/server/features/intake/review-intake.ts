import type { CaseRecord, DateValue } from '../../../contracts/case-record';
import {
  type IntakeReview,
  type ReviewItem,
  type ReviewKey,
  type ReviewRequest,
  type ReviewValue,
  reviewFields,
} from '../../../contracts/intake-review';
import { AppError } from '../../http/app-error';

import { usStates } from './agent/reading/us-places';
import {
  findBoundCase,
  parseCaseRecord,
  serializeCaseRecord,
  updateCaseIfUnchanged,
} from './cases.repository';
import { newMessageId } from './intake-case';
import type { IntakeDependencies } from './intake-dependencies';
import { listMessages } from './messages.repository';
import { NOT_FOUND_MESSAGE } from './start-chat';

/**
 * The review before the report (issue 13): the visitor reads what we understood and corrects
 * it with typed values. Each save is kept in the transcript as a visitor line saying what
 * changed from what (the history a case manager reads), and the report, computed when the
 * email is asked for, is built from the corrected record.
 */
const REVIEW_ENDPOINT = 'review' as const;

interface BrowserIds {
  sessionId: string;
  chatId: string;
  bindingHash: string | null;
}

const stateNames = new Map(Object.entries(usStates).map(([name, code]) => [code, titleCase(name)]));

function titleCase(words: string): string {
  return words.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());
}

const dollars = (amount: number) =>
  amount.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

const day = (iso: string, options: Intl.DateTimeFormatOptions) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', { ...options, timeZone: 'UTC' });

/** A date as the visitor gave it: exact, or the span it could be in. */
function describeDate(date: DateValue): string {
  switch (date.precision) {
    case 'day':
      return day(date.from, { month: 'long', day: 'numeric', year: 'numeric' });
    case 'month':
      return day(date.from, { month: 'long', year: 'numeric' });
    case 'year':
      return date.from.slice(0, 4);
    default:
      return `between ${day(date.from, { month: 'short', day: 'numeric' })} and ${day(date.to, { month: 'short', day: 'numeric', year: 'numeric' })}`;
  }
}

/** The value an input takes, and the same value in words. */
function readValue(record: CaseRecord, key: ReviewKey): { value: ReviewValue; shown: string | null } {
  switch (key) {
    case 'incidentDate': {
      const date = record.incidentDate;
      if (!date) return { value: null, shown: null };
      return { value: date.precision === 'day' ? date.from : null, shown: describeDate(date) };
    }
    case 'state': {
      const code = record.state;
      return code ? { value: code, shown: stateNames.get(code) ?? code } : { value: null, shown: null };
    }
    case 'injuries':
      return record.injuries
        ? { value: record.injuries, shown: record.injuries.join('; ') }
        : { value: null, shown: null };
    case 'medicalBills':
    case 'lostWages': {
      const total = record[key]?.total;
      return total === undefined ? { value: null, shown: null } : { value: total, shown: dollars(total) };
    }
    case 'propertyDamage': {
      const amount = record.propertyDamage?.amount;
      return amount === undefined ? { value: null, shown: null } : { value: amount, shown: dollars(amount) };
    }
    case 'priorAttorney':
    case 'policeReport':
    case 'witnesses':
    case 'photos': {
      const answer = record[key];
      return answer === undefined
        ? { value: null, shown: null }
        : { value: answer, shown: answer ? 'Yes' : 'No' };
    }
    case 'atFaultParty':
    case 'city':
    case 'otherPartyInsurer': {
      const words = record[key];
      return words === undefined ? { value: null, shown: null } : { value: words, shown: words };
    }
  }
}

function reviewItems(record: CaseRecord): ReviewItem[] {
  return reviewFields.map((field) => ({ key: field.key, ...readValue(record, field.key) }));
}

/** The record with one line changed; null clears it and notes the visitor does not know. */
function withChange(record: CaseRecord, key: ReviewKey, value: ReviewValue, today: string): CaseRecord {
  const next: CaseRecord = {
    ...record,
    sources: { ...record.sources, [key]: { from: 'correction' } },
    unknowns: record.unknowns.filter((unknown) => unknown !== key),
  };
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
    } else delete next[key];
    next.unknowns = [...next.unknowns, key];
    return next;
  }
  switch (key) {
    case 'incidentDate': {
      const date = value as string;
      if (date > today)
        throw new AppError('invalid_request', 'Date it happened: the date cannot be in the future.');
      next.incidentDate = { from: date, to: date, precision: 'day' };
      return next;
    }
    case 'state':
      if (!stateNames.has(value as string))
        throw new AppError('invalid_request', 'State: use the two-letter code of a US state, like TX.');
      next.state = value as string;
      return next;
    case 'injuries':
      next.injuries = value as string[];
      return next;
    case 'medicalBills':
      next.medicalBills = { paid: [], ...record.medicalBills, total: value as number };
      return next;
    case 'lostWages':
      next.lostWages = { ...record.lostWages, total: value as number };
      return next;
    case 'propertyDamage':
      next.propertyDamage = { ...record.propertyDamage, amount: value as number };
      return next;
    case 'priorAttorney':
    case 'policeReport':
    case 'witnesses':
    case 'photos':
      next[key] = value as boolean;
      return next;
    case 'atFaultParty':
    case 'city':
    case 'otherPartyInsurer':
      next[key] = value as string;
      return next;
  }
}

const labelOf = (key: ReviewKey) => reviewFields.find((field) => field.key === key)!.label;

export async function readIntakeReview(
  deps: Pick<IntakeDependencies, 'db'>,
  ids: BrowserIds,
): Promise<IntakeReview> {
  const row = await findBoundCase(deps.db, ids, ids.bindingHash);
  if (!row) throw new AppError('not_found', NOT_FOUND_MESSAGE);
  const messages = await listMessages(deps.db, row.id);
  return {
    items: reviewItems(parseCaseRecord(row)),
    isEditable: row.status === 'open',
    corrections: messages.filter((message) => message.endpoint === REVIEW_ENDPOINT).length,
  };
}

/**
 * Applies the visitor's corrections and keeps a line of what changed. Refused once the report
 * was asked for (the case manager corrects from then on), and when another save got there first.
 */
export async function applyIntakeReview(
  deps: Pick<IntakeDependencies, 'db' | 'now'>,
  input: { request: ReviewRequest; bindingHash: string | null },
): Promise<IntakeReview> {
  const now = deps.now?.() ?? new Date();
  const ids = {
    sessionId: input.request.SessionID,
    chatId: input.request.ChatID,
    bindingHash: input.bindingHash,
  };
  const row = await findBoundCase(deps.db, ids, ids.bindingHash);
  if (!row) throw new AppError('not_found', NOT_FOUND_MESSAGE);
  if (row.status !== 'open')
    throw new AppError(
      'conflict',
      'Your report was already requested, so these details can no longer be changed here. A case manager will go over them with you when they call.',
    );
  const before = parseCaseRecord(row);
  let record = before;
  const lines: string[] = [];
  for (const change of input.request.changes) {
    const was = readValue(record, change.key).shown ?? 'not given';
    record = withChange(record, change.key, change.value, now.toISOString().slice(0, 10));
    const is = readValue(record, change.key).shown ?? 'not known';
    lines.push(`${labelOf(change.key)}: ${was} → ${is}`);
  }
  const note = input.request.note?.trim();
  const text = [
    ...(lines.length > 0
      ? [`Corrected in the review before the report:`, ...lines.map((line) => `- ${line}`)]
      : []),
    ...(note ? [`What we got wrong, in the visitor's words: ${note}`] : []),
  ].join('\n');

  const isSaved = await deps.db.transaction().execute(async (trx) => {
    const isCurrent = await updateCaseIfUnchanged(trx, row.id, row.version, {
      case_record: serializeCaseRecord(record),
      case_type: record.caseType ?? null,
      state: record.state ?? null,
    });
    if (!isCurrent) return false;
    await trx
      .insertInto('messages')
      .values({
        id: newMessageId(),
        case_id: row.id,
        role: 'visitor',
        endpoint: REVIEW_ENDPOINT,
        sender: 'Review',
        sess_q_no: null,
        text,
        replay_key: null,
        reply_to: null,
        is_question: 0,
        question_number: null,
        part: null,
        redirect_url: null,
        attachments: '[]',
        client_timestamp: null,
        created_at: now.toISOString(),
      })
      .execute();
    return true;
  });
  if (!isSaved)
    throw new AppError(
      'conflict',
      'Your details changed while you were saving. Please look them over and save again.',
    );
  return readIntakeReview(deps, ids);
}
