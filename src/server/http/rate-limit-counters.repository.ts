import { type Kysely, sql } from 'kysely';

import type { Database } from '../db/schema';

export interface RateLimitCount {
  /** Hits in the current window, this one included. */
  hits: number;
  resetsAt: string;
}

/**
 * Counts one hit in a single statement (decision 0067), so parallel requests on any number
 * of processes each get their own number: an insert for the first hit, +1 inside the window,
 * or a fresh window of 1 once the old one has ended. The same SQL runs on SQLite and
 * PostgreSQL (ISO-8601 UTC text compares in time order).
 */
export async function countRateLimitHit(
  db: Kysely<Database>,
  input: { keyHash: string; now: string; resetsAt: string },
): Promise<RateLimitCount> {
  const hits = sql.ref('rate_limit_counters.hits');
  const resetsAt = sql.ref('rate_limit_counters.resets_at');
  const hasEnded = sql<boolean>`(${resetsAt} <= ${input.now})`;
  const row = await db
    .insertInto('rate_limit_counters')
    .values({ key_hash: input.keyHash, hits: 1, resets_at: input.resetsAt })
    .onConflict((conflict) =>
      conflict.column('key_hash').doUpdateSet({
        hits: sql<number>`case when ${hasEnded} then 1 else ${hits} + 1 end`,
        resets_at: sql<string>`case when ${hasEnded} then ${input.resetsAt} else ${resetsAt} end`,
      }),
    )
    .returning(['hits', 'resets_at'])
    .executeTakeFirstOrThrow();
  return { hits: Number(row.hits), resetsAt: row.resets_at };
}

/** Counters whose window has ended carry nothing worth keeping. */
export async function deleteEndedCounters(db: Kysely<Database>, now: string): Promise<number> {
  const result = await db.deleteFrom('rate_limit_counters').where('resets_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
