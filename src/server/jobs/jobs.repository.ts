import { randomUUID } from 'node:crypto';

import type { Kysely, Transaction } from 'kysely';

import type { Database } from '../db/schema';

import type { JobRow } from '../db/tables/jobs.tables';

export interface EnqueueJobInput {
  kind: string;
  /** Deterministic: enqueueing the same key twice keeps one job (a double submit is harmless). */
  idempotencyKey: string;
  payload: unknown;
  runAt?: Date;
  /** The clock the job is stamped with; the worker that runs it must read the same clock. */
  now?: Date;
  maxAttempts?: number;
  version?: number;
}

/**
 * Writes a durable job row. Call it with the caller's transaction so the job exists
 * exactly when the change that asked for it does. Returns the job id, new or existing.
 */
export async function enqueueJob(
  db: Kysely<Database> | Transaction<Database>,
  input: EnqueueJobInput,
): Promise<string> {
  const clock = input.now ?? new Date();
  const now = clock.toISOString();
  const id = randomUUID();
  await db
    .insertInto('jobs')
    .values({
      id,
      kind: input.kind,
      version: input.version ?? 1,
      idempotency_key: input.idempotencyKey,
      payload: JSON.stringify(input.payload),
      run_at: (input.runAt ?? clock).toISOString(),
      max_attempts: input.maxAttempts ?? 8,
      locked_by: null,
      locked_until: null,
      last_error: null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
    .execute();
  const row = await db
    .selectFrom('jobs')
    .select('id')
    .where('idempotency_key', '=', input.idempotencyKey)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findJobByKey(
  db: Kysely<Database>,
  idempotencyKey: string,
): Promise<JobRow | undefined> {
  return db.selectFrom('jobs').selectAll().where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
}
