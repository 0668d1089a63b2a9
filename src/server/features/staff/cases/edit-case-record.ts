import type { Kysely } from 'kysely';

import type { CaseRecord } from '../../../../contracts/case-record';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import type { ReportCorrections } from '../../../ports/report-corrections';

import type { StaffActor } from '../audit/staff-actor';

import { findCase } from './case-view.repository';
import { changedPaths, saveRecordChange } from './save-record-change';

/** The raw record edit (JSON): validated whole, history kept, the report recomputed (decision 0053). */
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
