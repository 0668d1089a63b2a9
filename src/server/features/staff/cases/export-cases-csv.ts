import type { Kysely } from 'kysely';

import { pipelineStatusLabels } from '../../../../contracts/staff-console';
import type { Database } from '../../../db/schema';

import { appendAudit } from '../audit/audit-log.repository';
import { toCsv } from '../shared/csv';
import type { StaffPrincipal } from '../shared/staff-access';
import { shortCaseId } from '../shared/short-case-id';

import { listPipelineRowsByIds } from './pipeline.repository';
import { valueNotEstimatedOf } from './stored-conclusions';

/**
 * The bulk export of a selection (issue 14): one CSV row per case the staff member may see,
 * in the order selected. An export of names and numbers is a read of personal data: audited
 * with the case ids.
 */
export async function exportCasesCsv(
  db: Kysely<Database>,
  staff: StaffPrincipal,
  caseIds: string[],
  now: Date,
): Promise<string> {
  const rows = await listPipelineRowsByIds(db, [...new Set(caseIds)], staff);
  await appendAudit(db, {
    actor: { id: staff.userId, email: staff.email },
    action: 'cases.exported',
    subjectType: 'export',
    details: { rows: rows.length, caseIds: rows.map((row) => row.caseId) },
    at: now,
  });
  return toCsv(
    [
      'case_id',
      'short_id',
      'name',
      'email',
      'phone',
      'status',
      'owner',
      'case_type',
      'state',
      'eligibility',
      'value_likely',
      'value_note',
      'created_at',
      'completed_at',
    ],
    rows.map((row) => {
      // A value not estimated yet is an empty figure and a note, never a 0 (issue 24).
      const valueNotEstimated = valueNotEstimatedOf(row.valuation);
      return [
        row.caseId,
        shortCaseId(row.caseId),
        row.name,
        row.email,
        row.phone,
        pipelineStatusLabels[row.status ?? 'new'],
        row.ownerEmail,
        row.caseType,
        row.state,
        row.eligibility,
        row.valueLikely === null || valueNotEstimated ? null : String(Number(row.valueLikely)),
        valueNotEstimated,
        row.createdAt,
        row.completedAt,
      ];
    }),
  );
}
