import type { Kysely } from 'kysely';

import type { Database } from '../../../db/schema';
import type { StaffRole } from '../../../db/tables/staff.tables';

export interface SessionWithUser {
  sessionId: string;
  userId: string;
  email: string;
  displayName: string;
  role: StaffRole;
  /** Sees every case, not only their own and unassigned ones (admins always do). */
  seesAllCases: boolean;
  expiresAt: string;
}

export async function insertStaffSession(
  db: Kysely<Database>,
  row: { id: string; userId: string; tokenHash: string; expiresAt: string },
): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto('staff_sessions')
    .values({
      id: row.id,
      user_id: row.userId,
      token_hash: row.tokenHash,
      created_at: now,
      last_seen_at: now,
      expires_at: row.expiresAt,
    })
    .execute();
}

/** A live session of an active user, or nothing. */
export async function findLiveSession(
  db: Kysely<Database>,
  tokenHash: string,
  now: Date,
): Promise<SessionWithUser | undefined> {
  const row = await db
    .selectFrom('staff_sessions')
    .innerJoin('staff_users', 'staff_users.id', 'staff_sessions.user_id')
    .select([
      'staff_sessions.id as sessionId',
      'staff_users.id as userId',
      'staff_users.email as email',
      'staff_users.display_name as displayName',
      'staff_users.role as role',
      'staff_users.sees_all_cases as seesAllCases',
      'staff_sessions.expires_at as expiresAt',
    ])
    .where('staff_sessions.token_hash', '=', tokenHash)
    .where('staff_sessions.expires_at', '>', now.toISOString())
    .where('staff_users.is_active', '=', 1)
    .executeTakeFirst();
  return row ? { ...row, seesAllCases: row.role === 'admin' || row.seesAllCases === 1 } : undefined;
}

export async function deleteStaffSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await db.deleteFrom('staff_sessions').where('id', '=', sessionId).execute();
}

/** Sign-out everywhere: every session of the user, this one included. Returns how many. */
export async function deleteSessionsOfUser(db: Kysely<Database>, userId: string): Promise<number> {
  const result = await db.deleteFrom('staff_sessions').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteExpiredSessions(db: Kysely<Database>, now: Date): Promise<void> {
  await db.deleteFrom('staff_sessions').where('expires_at', '<=', now.toISOString()).execute();
}
