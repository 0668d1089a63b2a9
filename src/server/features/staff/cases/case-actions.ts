import { randomUUID } from 'node:crypto';

import type { Kysely } from 'kysely';

import { type CaseRecord, caseRecordSchema } from '../../../../contracts/case-record';
import type {
  CallOutcome,
  CorrectFactsRequest,
  CorrectFactsResult,
  PipelineStatus,
  ReportRecomputation,
} from '../../../../contracts/staff-console';
import { applyFactChanges } from '../../../case-record/fact-lines';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import { enqueue } from '../../../jobs/job-definition';
import { reportEmailJob } from '../../../jobs/job-kinds';
import type { ReportCorrections } from '../../../ports/report-corrections';

import { type AuditActor, appendAudit } from '../audit/audit-log.repository';
import {
  caseExists,
  ensurePipelineRow,
  findAttorneyName,
  findPipelineStatus,
  insertCallAttempt,
  insertNote,
  insertRecordEdit,
  insertStatusHistory,
  markContacted,
  resetDeliveryToPending,
  setAssignedAttorney,
  setPipelineStatus,
  updateCaseRecord,
} from './case-actions.repository';
import { findCase, findDelivery, findReport } from './case-view.repository';

export interface StaffActor extends AuditActor {
  id: string;
}

async function requireCase(db: Kysely<Database>, caseId: string): Promise<void> {
  if (!(await caseExists(db, caseId))) throw new AppError('not_found', 'No such case.');
}

/**
 * Every action below writes its change, its history row and its audit entry in one
 * transaction: the audit log never misses a change that happened, nor shows one that did not.
 */
export async function changeCaseStatus(
  db: Kysely<Database>,
  actor: StaffActor,
  caseId: string,
  input: { status: PipelineStatus; note?: string | undefined },
): Promise<void> {
  await requireCase(db, caseId);
  await db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    await ensurePipelineRow(trx, caseId, now);
    const from = (await findPipelineStatus(trx, caseId)) ?? 'new';
    if (from === input.status) return;
    await setPipelineStatus(trx, caseId, input.status, now, { markContacted: input.status !== 'new' });
    await insertStatusHistory(trx, {
      caseId,
      from,
      to: input.status,
      staffId: actor.id,
      note: input.note ?? null,
      now,
    });
    await appendAudit(trx, {
      actor,
      action: 'case.status_changed',
      subjectType: 'case',
      subjectId: caseId,
      // The note may quote the visitor: it stays with the case, not in the audit log.
      details: { from, to: input.status },
    });
  });
}

export async function assignAttorney(
  db: Kysely<Database>,
  actor: StaffActor,
  caseId: string,
  attorneyId: string | null,
): Promise<void> {
  await requireCase(db, caseId);
  if (attorneyId) {
    const attorney = await findAttorneyName(db, attorneyId);
    if (!attorney) throw new AppError('not_found', 'No such attorney.');
    if (!attorney.isActive) throw new AppError('conflict', 'This attorney is inactive.');
  }
  await db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    await ensurePipelineRow(trx, caseId, now);
    await setAssignedAttorney(trx, caseId, attorneyId, now);
    await appendAudit(trx, {
      actor,
      action: attorneyId ? 'case.attorney_assigned' : 'case.attorney_unassigned',
      subjectType: 'case',
      subjectId: caseId,
      details: { attorneyId },
    });
  });
}

export async function recordCallAttempt(
  db: Kysely<Database>,
  actor: StaffActor,
  caseId: string,
  input: { outcome: CallOutcome; notes?: string | undefined },
): Promise<void> {
  await requireCase(db, caseId);
  await db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    await ensurePipelineRow(trx, caseId, now);
    // Any attempt counts as contact for the 24–48 h promise: the case manager did call.
    await markContacted(trx, caseId, now);
    const id = await insertCallAttempt(trx, {
      caseId,
      staffId: actor.id,
      outcome: input.outcome,
      notes: input.notes ?? null,
      now,
    });
    await appendAudit(trx, {
      actor,
      action: 'case.call_recorded',
      subjectType: 'case',
      subjectId: caseId,
      details: { callAttemptId: id, outcome: input.outcome },
    });
  });
}

export async function addCaseNote(
  db: Kysely<Database>,
  actor: StaffActor,
  caseId: string,
  body: string,
): Promise<void> {
  await requireCase(db, caseId);
  await db.transaction().execute(async (trx) => {
    const id = await insertNote(trx, { caseId, staffId: actor.id, body, now: new Date().toISOString() });
    await appendAudit(trx, {
      actor,
      action: 'case.note_added',
      subjectType: 'case',
      subjectId: caseId,
      details: { noteId: id },
    });
  });
}

/** Dotted paths whose values differ between two JSON values (for the edit history). */
export function changedPaths(before: unknown, after: unknown, prefix = ''): string[] {
  const isObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    return keys.flatMap((key) => changedPaths(before[key], after[key], prefix ? `${prefix}.${key}` : key));
  }
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [prefix || '(record)'];
}

/**
 * A case manager's change to the facts: the record, its history row (before and after), the
 * audit entry (keys only) and the report's recomputation, in one transaction. Both the typed
 * facts form and the raw record edit come through here, so either recomputes the report.
 */
async function saveRecordChange(
  deps: { db: Kysely<Database>; reportCorrections: ReportCorrections; now?: Date },
  actor: StaffActor,
  input: {
    caseId: string;
    before: string;
    record: CaseRecord;
    paths: string[];
    lines: string[];
    action: string;
  },
): Promise<ReportRecomputation | null> {
  return deps.db.transaction().execute(async (trx) => {
    const now = (deps.now ?? new Date()).toISOString();
    const json = JSON.stringify(input.record);
    await updateCaseRecord(
      trx,
      input.caseId,
      { json, caseType: input.record.caseType ?? null, state: input.record.state ?? null },
      now,
    );
    await insertRecordEdit(trx, {
      caseId: input.caseId,
      staffId: actor.id,
      before: input.before,
      after: json,
      changedPaths: input.paths,
      now,
    });
    // Paths only: the values are the visitor's facts and live in the edit history, erased with the case.
    await appendAudit(trx, {
      actor,
      action: input.action,
      subjectType: 'case',
      subjectId: input.caseId,
      details: { changedPaths: input.paths },
    });
    return deps.reportCorrections.recompute(trx, {
      caseId: input.caseId,
      record: input.record,
      by: actor.id,
      changes: input.lines,
    });
  });
}

export async function editCaseRecord(
  deps: { db: Kysely<Database>; reportCorrections: ReportCorrections },
  actor: StaffActor,
  caseId: string,
  record: CaseRecord,
): Promise<{ changedPaths: string[] }> {
  const row = await findCase(deps.db, caseId);
  if (!row) throw new AppError('not_found', 'No such case.');
  const before = JSON.parse(row.case_record) as unknown;
  const paths = changedPaths(before, record);
  if (paths.length === 0) return { changedPaths: [] };
  await saveRecordChange(deps, actor, {
    caseId,
    before: row.case_record,
    record,
    paths,
    lines: paths.map((path) => `${path} edited in the case record`),
    action: 'case.record_edited',
  });
  return { changedPaths: paths };
}

/** The facts form: typed lines, checked like the visitor's review, then the report recomputed. */
export async function correctCaseFacts(
  deps: { db: Kysely<Database>; reportCorrections: ReportCorrections; now?: Date },
  actor: StaffActor,
  caseId: string,
  request: CorrectFactsRequest,
): Promise<CorrectFactsResult> {
  const row = await findCase(deps.db, caseId);
  if (!row) throw new AppError('not_found', 'No such case.');
  if (request.basedOnVersion !== undefined) {
    const report = await findReport(deps.db, caseId);
    if (report && report.version !== request.basedOnVersion)
      throw new AppError(
        'conflict',
        `Someone corrected this case meanwhile (the report is at version ${report.version}). Reload the case and try again.`,
      );
  }
  const parsed = caseRecordSchema.safeParse(JSON.parse(row.case_record));
  if (!parsed.success)
    throw new AppError('conflict', 'This case record is in an older shape and cannot be corrected here.');
  const today = (deps.now ?? new Date()).toISOString().slice(0, 10);
  const { record, lines } = applyFactChanges(parsed.data, request.changes, today, 'staff');
  const recomputation = await saveRecordChange(deps, actor, {
    caseId,
    before: row.case_record,
    record,
    paths: request.changes.map((change) => change.key),
    lines,
    action: 'case.facts_corrected',
  });
  return { changes: lines, recomputation };
}

/**
 * Resend = a new 'report.email' job (decision 0053). The report feature's sender skips a
 * delivery already marked sent, so the delivery goes back to pending in the same transaction.
 */
export async function resendReport(
  db: Kysely<Database>,
  actor: StaffActor,
  caseId: string,
): Promise<{ jobId: string }> {
  const report = await findReport(db, caseId);
  if (!report) throw new AppError('conflict', 'This case has no report yet.');
  const delivery = await findDelivery(db, report.id);
  return db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    if (delivery) {
      await resetDeliveryToPending(trx, delivery.id, now);
    }
    const jobId = await enqueue(trx, reportEmailJob, { reportId: report.id, resend: randomUUID() });
    await appendAudit(trx, {
      actor,
      action: 'case.report_resent',
      subjectType: 'case',
      subjectId: caseId,
      details: { jobId },
    });
    return { jobId };
  });
}
