import { sql } from 'kysely';

import type { Store } from '../db/database';
import type { JobRow } from '../db/tables/jobs.tables';

/**
 * Claiming, finishing and failing jobs. A claim is one statement on both engines, so two
 * workers can never take the same job: PostgreSQL skips rows another transaction has
 * locked (FOR UPDATE SKIP LOCKED); SQLite runs one writer at a time, so the UPDATE …
 * WHERE id = (SELECT …) is atomic by itself. A running job whose lease (locked_until) has
 * passed belongs to a crashed worker and is claimable again.
 */
export async function claimNextJob(
  store: Store,
  input: { kinds: string[]; workerId: string; leaseMs: number; now: Date },
): Promise<JobRow | undefined> {
  if (input.kinds.length === 0) return undefined;
  const now = input.now.toISOString();
  const lockedUntil = new Date(input.now.getTime() + input.leaseMs).toISOString();
  const lockClause = store.engine === 'postgres' ? sql`for update skip locked` : sql``;
  const result = await sql<JobRow>`
    update jobs
       set status = 'running', locked_by = ${input.workerId}, locked_until = ${lockedUntil},
           attempts = attempts + 1, updated_at = ${now}
     where id = (
       select id from jobs
        where kind in (${sql.join(input.kinds)})
          and ((status = 'queued' and run_at <= ${now}) or (status = 'running' and locked_until < ${now}))
        order by run_at, id
        limit 1
        ${lockClause}
     )
    returning *`.execute(store.db);
  return result.rows[0];
}

/** Marks a job done, but only while this worker still holds it (a late, lease-expired worker changes nothing). */
export async function completeJob(
  store: Store,
  job: { id: string; workerId: string },
  now: Date,
): Promise<boolean> {
  const result = await store.db
    .updateTable('jobs')
    .set({
      status: 'done',
      locked_by: null,
      locked_until: null,
      last_error: null,
      updated_at: now.toISOString(),
    })
    .where('id', '=', job.id)
    .where('locked_by', '=', job.workerId)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Puts a failed job back in the queue at runAt, or dead-letters it (status 'dead', last_error kept for staff). */
export async function failJob(
  store: Store,
  job: { id: string; workerId: string },
  outcome: { error: string; retryAt: Date | null },
  now: Date,
): Promise<boolean> {
  const result = await store.db
    .updateTable('jobs')
    .set({
      status: outcome.retryAt ? 'queued' : 'dead',
      run_at: outcome.retryAt ? outcome.retryAt.toISOString() : now.toISOString(),
      locked_by: null,
      locked_until: null,
      last_error: outcome.error.slice(0, 2000),
      updated_at: now.toISOString(),
    })
    .where('id', '=', job.id)
    .where('locked_by', '=', job.workerId)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Dead-lettered jobs, newest first (the staff console lists these). */
export async function listDeadJobs(store: Store, limit = 100): Promise<JobRow[]> {
  return store.db
    .selectFrom('jobs')
    .selectAll()
    .where('status', '=', 'dead')
    .orderBy('updated_at', 'desc')
    .limit(limit)
    .execute();
}
