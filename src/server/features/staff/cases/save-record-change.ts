import type { Kysely } from 'kysely';

import type { CaseRecord } from '../../../../contracts/case-record';
import type { ReportRecomputation } from '../../../../contracts/staff-console';
import type { Database } from '../../../db/schema';
import type { ReportCorrections } from '../../../ports/report-corrections';

import { appendAudit } from '../audit/audit-log.repository';
import type { StaffActor } from '../audit/staff-actor';

import { insertRecordEdit, updateCaseRecord } from './case-actions.repository';
import { refreshCaseQueue } from './refresh-case-queue';

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
export async function saveRecordChange(
  deps: { db: Kysely<Database>; reportCorrections: ReportCorrections; now?: Date },
  actor: StaffActor,
  input: {
    caseId: string;
    before: string;
    record: CaseRecord;
    paths: string[];
    lines: string[];
    action: string;
    /** More for the audit entry: never a value, only keys and kinds. */
    auditDetails?: Record<string, unknown>;
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
      details: { changedPaths: input.paths, ...input.auditDetails },
    });
    const recomputation = await deps.reportCorrections.recompute(trx, {
      caseId: input.caseId,
      record: input.record,
      by: actor.id,
      changes: input.lines,
    });
    // A corrected deadline or eligibility can move the case in the queue.
    await refreshCaseQueue(trx, input.caseId, deps.now ?? new Date());
    return recomputation;
  });
}
