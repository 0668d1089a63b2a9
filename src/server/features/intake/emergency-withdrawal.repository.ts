import { randomUUID } from 'node:crypto';

import type { Transaction } from 'kysely';

import { type DangerSignFamily, emergencyWithdrawnAction } from '../../../contracts/danger-signs';
import type { Database } from '../../db/schema';

/**
 * An alarm raised and then withdrawn by the visitor's denial (decisions 0134, 0282) leaves an
 * audit note, so the case manager sees that it was raised and cleared. The details name sign
 * families and times only, never the visitor's words: the entry outlives an erasure.
 */
export async function noteEmergencyWithdrawn(
  trx: Transaction<Database>,
  entry: {
    caseId: string;
    raisedAt: string | null;
    withdrawn: readonly DangerSignFamily[];
    remaining: readonly DangerSignFamily[];
    at: Date;
  },
): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      id: randomUUID(),
      at: entry.at.toISOString(),
      actor_id: null,
      actor_email: null,
      action: emergencyWithdrawnAction,
      subject_type: 'case',
      subject_id: entry.caseId,
      details: JSON.stringify({
        raisedAt: entry.raisedAt,
        withdrawn: entry.withdrawn,
        remaining: entry.remaining,
      }),
    })
    .execute();
}
