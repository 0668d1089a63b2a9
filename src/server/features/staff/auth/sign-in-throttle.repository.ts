import { type Kysely, sql } from 'kysely';

import type { Database } from '../../../db/schema';

export interface AttemptCount {
  /** Attempts in the current window, this one included (the column is still named `failures`). */
  attempts: number;
  lockedUntil: string | null;
}

export interface AttemptWindow {
  now: string;
  /** Attempts counted before this moment belong to an old window and start again at 1. */
  windowStart: string;
  /** Where a new lock ends, set by the attempt that goes over `maxAttempts`. */
  lockUntil: string;
  maxAttempts: number;
}

/**
 * Counts one sign-in attempt for an email hash in a single statement (decision 0057), so
 * parallel attempts each see their own number: an insert for the first, otherwise +1 in
 * the same window, or a fresh window of 1 once the old window or lock has passed. The
 * attempt that goes over the limit sets the lock; a live lock is kept as it is.
 */
export async function countSignInAttempt(
  db: Kysely<Database>,
  emailHash: string,
  window: AttemptWindow,
): Promise<AttemptCount> {
  const current = sql.ref('staff_sign_in_throttle.failures');
  const lockedUntil = sql.ref('staff_sign_in_throttle.locked_until');
  const firstAt = sql.ref('staff_sign_in_throttle.first_failure_at');
  const isLocked = sql<boolean>`(${lockedUntil} is not null and ${lockedUntil} > ${window.now})`;
  const isStale = sql<boolean>`(not ${isLocked} and (${lockedUntil} is not null or ${firstAt} < ${window.windowStart}))`;
  const row = await db
    .insertInto('staff_sign_in_throttle')
    .values({ email_hash: emailHash, failures: 1, first_failure_at: window.now, locked_until: null })
    .onConflict((conflict) =>
      conflict.column('email_hash').doUpdateSet({
        failures: sql<number>`case when ${isStale} then 1 else ${current} + 1 end`,
        first_failure_at: sql<string>`case when ${isStale} then ${window.now} else ${firstAt} end`,
        locked_until: sql<string | null>`case
          when ${isLocked} then ${lockedUntil}
          when not ${isStale} and ${current} + 1 > ${window.maxAttempts} then ${window.lockUntil}
          else null end`,
      }),
    )
    .returning(['failures', 'locked_until'])
    .executeTakeFirstOrThrow();
  return { attempts: row.failures, lockedUntil: row.locked_until };
}

export async function clearThrottle(db: Kysely<Database>, emailHash: string): Promise<void> {
  await db.deleteFrom('staff_sign_in_throttle').where('email_hash', '=', emailHash).execute();
}
