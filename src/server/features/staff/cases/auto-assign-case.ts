import type { Transaction } from 'kysely';

import type { Database } from '../../../db/schema';

import { appendAudit, systemActor } from '../audit/audit-log.repository';
import { readAutoAssign } from '../settings/settings.repository';
import { findCaseOwner } from '../shared/case-owner.repository';

import type { QueueEntry } from './derive-queue-entry';
import { markAutoAssigned, nextInRotation, setCaseOwner } from './queue.repository';

/**
 * New eligible cases go round robin to the active case managers in the rotation (issue 14,
 * decision 0070): the one given a case longest ago gets the next. A case that already has an
 * owner, is not eligible, or is not waiting in the queue is left alone; so is everything when
 * an admin turned automatic assignment off. Returns the new owner's id, if any.
 */
export async function autoAssignCase(
  trx: Transaction<Database>,
  input: { caseId: string; entry: QueueEntry; isEligible: boolean; now: Date },
): Promise<string | null> {
  if (input.entry.state !== 'open' || !input.isEligible) return null;
  const current = await findCaseOwner(trx, input.caseId);
  if (!current || current.ownerId) return null;
  if (!(await readAutoAssign(trx))) return null;
  const next = await nextInRotation(trx);
  if (!next) return null;
  const at = input.now.toISOString();
  await setCaseOwner(trx, input.caseId, next.id, at);
  await markAutoAssigned(trx, next.id, input.now);
  await appendAudit(trx, {
    actor: systemActor,
    action: 'case.owner_assigned',
    subjectType: 'case',
    subjectId: input.caseId,
    details: { ownerId: next.id, automatic: true },
    at: input.now,
  });
  return next.id;
}
