import type { Kysely } from 'kysely';

import type { Database } from '../../db/schema';

export interface ThrottleState {
  failures: number;
  firstFailureAt: string;
  lockedUntil: string | null;
}

export async function findThrottle(
  db: Kysely<Database>,
  emailHash: string,
): Promise<ThrottleState | undefined> {
  const row = await db
    .selectFrom('staff_sign_in_throttle')
    .selectAll()
    .where('email_hash', '=', emailHash)
    .executeTakeFirst();
  return row
    ? { failures: row.failures, firstFailureAt: row.first_failure_at, lockedUntil: row.locked_until }
    : undefined;
}

export async function saveThrottle(
  db: Kysely<Database>,
  emailHash: string,
  state: ThrottleState,
): Promise<void> {
  await db
    .insertInto('staff_sign_in_throttle')
    .values({
      email_hash: emailHash,
      failures: state.failures,
      first_failure_at: state.firstFailureAt,
      locked_until: state.lockedUntil,
    })
    .onConflict((conflict) =>
      conflict.column('email_hash').doUpdateSet({
        failures: state.failures,
        first_failure_at: state.firstFailureAt,
        locked_until: state.lockedUntil,
      }),
    )
    .execute();
}

export async function clearThrottle(db: Kysely<Database>, emailHash: string): Promise<void> {
  await db.deleteFrom('staff_sign_in_throttle').where('email_hash', '=', emailHash).execute();
}
