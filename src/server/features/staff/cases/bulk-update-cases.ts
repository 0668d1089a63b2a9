import type { Kysely, Transaction } from 'kysely';

import type { BulkCasesRequest, PipelineStatus } from '../../../../contracts/staff-console';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../http/app-error';

import { appendAudit } from '../audit/audit-log.repository';
import { findCaseOwner } from '../shared/case-owner.repository';
import { canSeeCase, type StaffPrincipal } from '../shared/staff-access';

import { assignCaseOwner } from './assign-case-owner';
import { applyStatusChange, type StatusChangeOptions } from './change-case-status';
import { findAssignee } from './queue.repository';

/**
 * A bulk action on a selection of the case list (issue 14): the same change as one case at
 * a time, each case in its own transaction with its own audit entry, so one case that cannot
 * be changed (someone else's, erased meanwhile) does not undo the others; those are listed
 * back with the reason. One more entry records the bulk action itself.
 */
export async function bulkUpdateCases(
  db: Kysely<Database>,
  staff: StaffPrincipal,
  request: BulkCasesRequest,
  options: StatusChangeOptions,
): Promise<{ changed: number; skipped: { caseId: string; reason: string }[] }> {
  const { action } = request;
  if (action.kind === 'assign' && action.ownerId && !(await findAssignee(db, action.ownerId)))
    throw new AppError('not_found', 'No such active staff member.');
  const actor = { id: staff.userId, email: staff.email };
  let changed = 0;
  const skipped: { caseId: string; reason: string }[] = [];
  for (const caseId of [...new Set(request.caseIds)]) {
    try {
      const result = await db
        .transaction()
        .execute((trx) =>
          action.kind === 'assign'
            ? assignCaseOwner(trx, staff, { caseId, ownerId: action.ownerId, now: options.now })
            : applyStatusChangeIfVisible(trx, staff, caseId, action.status, options),
        );
      if (result === 'changed') changed += 1;
      else skipped.push({ caseId, reason: 'nothing to change' });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      skipped.push({ caseId, reason: error.message });
    }
  }
  await appendAudit(db, {
    actor,
    action: 'cases.bulk_updated',
    subjectType: 'case',
    details: { action, changed, skipped: skipped.length, caseIds: request.caseIds },
    at: options.now,
  });
  return { changed, skipped };
}

async function applyStatusChangeIfVisible(
  trx: Transaction<Database>,
  staff: StaffPrincipal,
  caseId: string,
  status: PipelineStatus,
  options: StatusChangeOptions,
): Promise<'changed' | 'unchanged'> {
  const current = await findCaseOwner(trx, caseId);
  if (!current) throw new AppError('not_found', 'No such case.');
  if (!canSeeCase(staff, current.ownerId))
    throw new AppError('forbidden', 'This case belongs to another case manager.');
  return applyStatusChange(trx, { id: staff.userId, email: staff.email }, caseId, { status }, options);
}
