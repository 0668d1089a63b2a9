import { createHash, randomUUID } from 'node:crypto';

import type { Kysely } from 'kysely';

import type { Database } from '../../../db/schema';
import type { StaffRole } from '../../../db/tables/staff.tables';
import { AppError } from '../../../http/app-error';
import { hashSecretToken, newSecretToken } from '../../../http/secret-token';

import { appendAudit } from '../audit/audit-log.repository';
import { deleteExpiredSessions, insertStaffSession } from '../shared/staff-sessions.repository';
import { csrfTokenFor } from '../shared/staff-session-token';

import { decoyPasswordHash, verifyPassword } from './password-hashing';
import { type AttemptCount, clearThrottle, countSignInAttempt } from './sign-in-throttle.repository';
import { findStaffUserByEmail } from './staff-users.repository';

/**
 * Decisions 0051 and 0057: five attempts within 15 minutes reach the password check; the
 * next one locks the email for 15 minutes. A success resets the count.
 */
export const maxFailures = 5;
export const lockoutMinutes = 15;
const failureWindowMs = lockoutMinutes * 60_000;

export interface SignInResult {
  token: string;
  csrfToken: string;
  expiresAt: Date;
  user: { id: string; email: string; displayName: string; role: StaffRole; seesAllCases: boolean };
}

function emailHash(email: string): string {
  return createHash('sha256').update(`staff-sign-in:${email}`).digest('hex');
}

const lockedMessage = `Too many failed sign-ins for this email. Try again in ${lockoutMinutes} minutes.`;

/**
 * Checks the password and opens a session. Each attempt is counted before the password
 * is checked, in one statement, so parallel guesses cannot share a count (decision 0057);
 * an attempt over the limit is refused without a check. The count is kept per email hash
 * whether or not the account exists, and unknown emails cost a real scrypt check, so
 * neither the answer nor its timing tells which staff emails exist.
 */
export async function signIn(
  db: Kysely<Database>,
  input: { email: string; password: string; sessionTtlHours: number },
  now = new Date(),
): Promise<SignInResult> {
  const email = input.email.trim().toLowerCase();
  const key = emailHash(email);
  const attempt = await countSignInAttempt(db, key, {
    now: now.toISOString(),
    windowStart: new Date(now.getTime() - failureWindowMs).toISOString(),
    lockUntil: new Date(now.getTime() + failureWindowMs).toISOString(),
    maxAttempts: maxFailures,
  });
  if (isRefusedUnchecked(attempt, now)) {
    if (attempt.attempts === maxFailures + 1) await auditLockout(db, email);
    throw new AppError('rate_limited', lockedMessage);
  }
  const user = await findStaffUserByEmail(db, email);
  let isValid = false;
  if (user) isValid = await verifyPassword(input.password, user.password_hash);
  else await verifyPassword(input.password, await decoyPasswordHash());
  if (!user || !isValid || user.is_active !== 1) {
    throw new AppError('unauthorized', 'The email or password is not right.');
  }
  await clearThrottle(db, key);
  await deleteExpiredSessions(db, now);
  const token = newSecretToken();
  const expiresAt = new Date(now.getTime() + input.sessionTtlHours * 3_600_000);
  await insertStaffSession(db, {
    id: randomUUID(),
    userId: user.id,
    tokenHash: hashSecretToken(token),
    expiresAt: expiresAt.toISOString(),
  });
  await appendAudit(db, {
    actor: { id: user.id, email: user.email },
    action: 'staff.signed_in',
    subjectType: 'session',
    subjectId: user.id,
  });
  return {
    token,
    csrfToken: csrfTokenFor(token),
    expiresAt,
    user: {
      id: user.id,
      email: user.email,
      displayName: user.display_name,
      role: user.role,
      seesAllCases: user.role === 'admin' || user.sees_all_cases === 1,
    },
  };
}

function isRefusedUnchecked(attempt: AttemptCount, now: Date): boolean {
  const isLocked = attempt.lockedUntil !== null && attempt.lockedUntil > now.toISOString();
  return isLocked || attempt.attempts > maxFailures;
}

/** The attempt that set the lock: written once per lock, for real accounts only. */
async function auditLockout(db: Kysely<Database>, email: string): Promise<void> {
  const user = await findStaffUserByEmail(db, email);
  if (!user) return;
  await appendAudit(db, {
    actor: { id: user.id, email: user.email },
    action: 'staff.locked_out',
    subjectType: 'staff_user',
    subjectId: user.id,
    details: { attempts: maxFailures + 1 },
  });
}
