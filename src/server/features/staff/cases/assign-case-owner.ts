import type { Kysely, Transaction } from 'kysely';

import type { Database } from '../../../db/schema';
import { AppError } from '../../../http/app-error';

import { appendAudit } from '../audit/audit-log.repository';
import { findCaseOwner } from '../shared/case-owner.repository';
import { canSeeCase, type StaffPrincipal } from '../shared/staff-access';

import { findAssignee, setCaseOwner } from './queue.repository';

/**
 * Gives a case to a staff member, or back to the pool (null). A case manager may take an
 * unassigned case, hand one of theirs to a colleague, or let it go; a case owned by someone
 * else is theirs to hand over (or an admin's). Audited in the transaction of the change.
 */
export async function assignCaseOwner(
  trx: Transaction<Database> | Kysely<Database>,
  staff: StaffPrincipal,
  input: { caseId: string; ownerId: string | null; now: Date },
): Promise<'changed' | 'unchanged'> {
  const current = await findCaseOwner(trx, input.caseId);
  if (!current) throw new AppError('not_found', 'No such case.');
  if (!canSeeCase(staff, current.ownerId))
    throw new AppError('forbidden', 'This case belongs to another case manager.');
  if (current.ownerId === input.ownerId) return 'unchanged';
  const owner = input.ownerId ? await findAssignee(trx, input.ownerId) : null;
  if (input.ownerId && !owner) throw new AppError('not_found', 'No such active staff member.');
  await setCaseOwner(trx, input.caseId, input.ownerId, input.now.toISOString());
  await appendAudit(trx, {
    actor: { id: staff.userId, email: staff.email },
    action: input.ownerId ? 'case.owner_assigned' : 'case.owner_unassigned',
    subjectType: 'case',
    subjectId: input.caseId,
    // Staff emails may be kept (decision 0052): the timeline names who got the case.
    details: { ownerId: input.ownerId, ownerEmail: owner?.email ?? null, previousOwnerId: current.ownerId },
    at: input.now,
  });
  return 'changed';
}
