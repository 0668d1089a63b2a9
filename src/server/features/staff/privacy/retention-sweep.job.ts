import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { bindJob, enqueue } from '../../../jobs/job-definition';
import { retentionSweepJob } from '../../../jobs/job-kinds';

import { eraseClosedCases } from './erase-closed-cases';

/**
 * 'staff.retention-sweep': runs once a day. Each run enqueues the next day's (a
 * deterministic key per day, so duplicates collapse); the server's start and staff
 * sign-ins make sure the chain has started (decision 0055).
 */
export const retentionSweepJobHandler = bindJob(retentionSweepJob, async (_payload, context) => {
  const result = await eraseClosedCases(context.store, context.config, context.now());
  context.log.info(result, 'retention sweep done');
  await scheduleRetentionSweep(context.store.db, new Date(context.now().getTime() + 86_400_000));
});

export async function scheduleRetentionSweep(db: Kysely<Database>, day: Date): Promise<void> {
  const key = day.toISOString().slice(0, 10);
  // 03:00 UTC of its day: a quiet hour; a day already past 03:00 runs at once.
  await enqueue(db, retentionSweepJob, { day: key }, { runAt: new Date(`${key}T03:00:00.000Z`) });
}
