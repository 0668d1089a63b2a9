import { createHash, randomUUID } from 'node:crypto';

import type { Kysely } from 'kysely';

import type { Database } from '../../db/schema';
import type { StaffRole } from '../../db/tables/staff.tables';
import { AppError } from '../../http/app-error';
import { hashSecretToken, newSecretToken } from '../../http/secret-token';

import { appendAudit } from './audit-log.repository';
import { decoyPasswordHash, verifyPassword } from './password-hashing';
import { clearThrottle, findThrottle, saveThrottle } from './sign-in-throttle.repository';
import { deleteExpiredSessions, insertStaffSession } from './staff-sessions.repository';
import { csrfTokenFor } from './staff-session-token';
import { findStaffUserByEmail } from './staff-users.repository';

/** Decision 0051: five failures within 15 minutes lock the email for 15 minutes. */
export const maxFailures = 5;
export const lockoutMinutes = 15;
const failureWindowMs = lockoutMinutes * 60_000;

export interface SignInResult {
  token: string;
  csrfToken: string;
  expiresAt: Date;
  user: { id: string; email: string; displayName: string; role: StaffRole };
}

function emailHash(email: string): string {
  return createHash('sha256').update(`staff-sign-in:${email}`).digest('hex');
}

/**
 * Checks the password and opens a session. The lockout is kept per email hash whether or
 * not the account exists, and unknown emails cost a real scrypt check, so neither the
 * answer nor its timing tells which staff emails exist.
 */
export async function signIn(
  db: Kysely<Database>,
  input: { email: string; password: string; sessionTtlHours: number },
  now = new Date(),
): Promise<SignInResult> {
  const email = input.email.trim().toLowerCase();
  const key = emailHash(email);
  const throttle = await findThrottle(db, key);
  if (throttle?.lockedUntil && throttle.lockedUntil > now.toISOString()) {
    throw new AppError(
      'rate_limited',
      `Too many failed sign-ins for this email. Try again in ${lockoutMinutes} minutes.`,
    );
  }
  const user = await findStaffUserByEmail(db, email);
  let isValid = false;
  if (user) isValid = await verifyPassword(input.password, user.password_hash);
  else await verifyPassword(input.password, await decoyPasswordHash());
  if (!user || !isValid || user.is_active !== 1) {
    const isWindowOpen =
      throttle &&
      !throttle.lockedUntil &&
      now.getTime() - Date.parse(throttle.firstFailureAt) < failureWindowMs;
    const failures = isWindowOpen ? throttle.failures + 1 : 1;
    const isLocked = failures >= maxFailures;
    await saveThrottle(db, key, {
      failures,
      firstFailureAt: isWindowOpen ? throttle.firstFailureAt : now.toISOString(),
      lockedUntil: isLocked ? new Date(now.getTime() + failureWindowMs).toISOString() : null,
    });
    if (user && isLocked) {
      await appendAudit(db, {
        actor: { id: user.id, email: user.email },
        action: 'staff.locked_out',
        subjectType: 'staff_user',
        subjectId: user.id,
        details: { failures },
      });
    }
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
    user: { id: user.id, email: user.email, displayName: user.display_name, role: user.role },
  };
}
