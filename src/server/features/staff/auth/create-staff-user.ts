import { randomUUID } from 'node:crypto';

import type { Kysely } from 'kysely';

import type { Database } from '../../../db/schema';
import type { StaffRole } from '../../../db/tables/staff.tables';
import { AppError } from '../../../http/app-error';

import { type AuditActor, appendAudit } from '../audit/audit-log.repository';
import { defaultScryptCost, hashPassword, type ScryptCost } from './password-hashing';
import { assertStrongStaffPassword, personalWordsOf } from './password-strength';
import { findStaffUserByEmail, insertStaffUser } from './staff-users.repository';

export interface CreateStaffUserInput {
  email: string;
  displayName?: string;
  role: StaffRole;
  password: string;
}

/**
 * Used by the CLI (first admin) and by admins in the console. There are no default
 * passwords, and a guessable one is refused (decision 0057).
 */
export async function createStaffUser(
  db: Kysely<Database>,
  input: CreateStaffUserInput,
  actor: AuditActor,
  cost: ScryptCost = defaultScryptCost,
): Promise<{ id: string }> {
  const email = input.email.trim().toLowerCase();
  assertStrongStaffPassword(
    input.password,
    personalWordsOf({ email, displayName: input.displayName ?? null }),
  );
  if (await findStaffUserByEmail(db, email)) {
    throw new AppError('conflict', 'A staff account with this email already exists.');
  }
  const id = randomUUID();
  const now = new Date().toISOString();
  await insertStaffUser(db, {
    id,
    email,
    display_name: input.displayName?.trim() || email.split('@')[0] || email,
    role: input.role,
    password_hash: await hashPassword(input.password, cost),
    is_active: 1,
    created_at: now,
    updated_at: now,
  });
  await appendAudit(db, {
    actor,
    action: 'staff.user_created',
    subjectType: 'staff_user',
    subjectId: id,
    details: { role: input.role },
  });
  return { id };
}
