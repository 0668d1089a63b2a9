import type { Kysely } from 'kysely';

import type { Database } from '../../../db/schema';
import { AppError } from '../../../http/app-error';

import { appendAudit } from '../audit/audit-log.repository';
import type { StaffPrincipal } from '../shared/staff-access';
import { deleteSessionsOfUser } from '../shared/staff-sessions.repository';

import { hashPassword, verifyPassword } from './password-hashing';
import { assertStrongStaffPassword, personalWordsOf } from './password-strength';
import { findStaffUserById, updateStaffUser } from './staff-users.repository';

export async function changeOwnPassword(
  db: Kysely<Database>,
  staff: StaffPrincipal,
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  assertStrongStaffPassword(
    input.newPassword,
    personalWordsOf({ email: staff.email, displayName: staff.displayName }),
  );
  const user = await findStaffUserById(db, staff.userId);
  if (!user || !(await verifyPassword(input.currentPassword, user.password_hash))) {
    throw new AppError('forbidden', 'The current password is not right.');
  }
  await updateStaffUser(db, user.id, { passwordHash: await hashPassword(input.newPassword) });
  await deleteSessionsOfUser(db, user.id);
  await appendAudit(db, {
    actor: { id: staff.userId, email: staff.email },
    action: 'staff.password_changed',
    subjectType: 'staff_user',
    subjectId: user.id,
  });
}
