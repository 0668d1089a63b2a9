import type { Kysely, Transaction } from 'kysely';

import type { Database } from '../../../db/schema';

import { readContactCadence } from '../settings/settings.repository';

import { deriveQueueEntry, type QueueEntry, type QueueInputs } from './derive-queue-entry';
import { loadQueueInputs, writeQueueEntry } from './queue.repository';

/**
 * Re-derives a case's queue entry from what is stored now and writes it (decision 0070).
 * Every change that can move a case in the queue ends here, in the transaction of the change.
 * Null for a case that does not exist (erased meanwhile).
 */
export async function refreshCaseQueue(
  db: Kysely<Database> | Transaction<Database>,
  caseId: string,
  now: Date,
): Promise<{ entry: QueueEntry; inputs: QueueInputs } | null> {
  const inputs = await loadQueueInputs(db, caseId);
  if (!inputs) return null;
  const entry = deriveQueueEntry(inputs, await readContactCadence(db));
  await writeQueueEntry(db, caseId, entry, now.toISOString());
  return { entry, inputs };
}
