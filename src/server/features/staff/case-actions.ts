import { randomUUID } from 'node:crypto';

import type { Kysely } from 'kysely';

import type { CaseRecord } from '../../../contracts/case-record';
import type { CallOutcome, PipelineStatus } from '../../../contracts/staff-console';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { enqueueJob } from '../../jobs/jobs.repository';

import { type AuditActor, appendAudit } from './audit-log.repository';
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

export async function editCaseRecord(
  db: Kysely<Database>,
  actor: StaffActor,
  caseId: string,
  record: CaseRecord,
): Promise<{ changedPaths: string[] }> {
  const row = await findCase(db, caseId);
  if (!row) throw new AppError('not_found', 'No such case.');
  const before = JSON.parse(row.case_record) as unknown;
  const paths = changedPaths(before, record);
  if (paths.length === 0) return { changedPaths: [] };
  await db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const json = JSON.stringify(record);
    await updateCaseRecord(
      trx,
      caseId,
      { json, caseType: record.caseType ?? null, state: record.state ?? null },
      now,
    );
    await insertRecordEdit(trx, {
      caseId,
      staffId: actor.id,
      before: row.case_record,
      after: json,
      changedPaths: paths,
      now,
    });
    // Paths only: the values are the visitor's facts and live in the edit history, erased with the case.
    await appendAudit(trx, {
      actor,
      action: 'case.record_edited',
      subjectType: 'case',
      subjectId: caseId,
      details: { changedPaths: paths },
    });
  });
  return { changedPaths: paths };
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
    const jobId = await enqueueJob(trx, {
      kind: 'report.email',
      version: 1,
      idempotencyKey: `report.email:${report.id}:resend:${randomUUID()}`,
      payload: { reportId: report.id },
      maxAttempts: 10,
    });
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
