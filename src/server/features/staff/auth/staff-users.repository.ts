import type { Kysely } from 'kysely';

import type { Database } from '../../../db/schema';
import type { NewStaffUserRow, StaffRole, StaffUserRow } from '../../../db/tables/staff.tables';

export async function insertStaffUser(db: Kysely<Database>, row: NewStaffUserRow): Promise<void> {
  await db.insertInto('staff_users').values(row).execute();
}

export function findStaffUserByEmail(db: Kysely<Database>, email: string): Promise<StaffUserRow | undefined> {
  return db.selectFrom('staff_users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
}

export function findStaffUserById(db: Kysely<Database>, id: string): Promise<StaffUserRow | undefined> {
  return db.selectFrom('staff_users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listStaffUsers(db: Kysely<Database>): Promise<StaffUserRow[]> {
  return db.selectFrom('staff_users').selectAll().orderBy('email').execute();
}

export async function updateStaffUser(
  db: Kysely<Database>,
  id: string,
  changes: {
    role?: StaffRole;
    isActive?: boolean;
    passwordHash?: string;
    displayName?: string;
    isInRotation?: boolean;
    seesAllCases?: boolean;
  },
): Promise<void> {
  await db
    .updateTable('staff_users')
    .set({
      ...(changes.role ? { role: changes.role } : {}),
      ...(changes.isActive === undefined ? {} : { is_active: changes.isActive ? 1 : 0 }),
      ...(changes.passwordHash ? { password_hash: changes.passwordHash } : {}),
      ...(changes.displayName ? { display_name: changes.displayName } : {}),
      ...(changes.isInRotation === undefined ? {} : { is_in_rotation: changes.isInRotation ? 1 : 0 }),
      ...(changes.seesAllCases === undefined ? {} : { sees_all_cases: changes.seesAllCases ? 1 : 0 }),
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', id)
    .execute();
}

export async function countActiveAdmins(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('staff_users')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('role', '=', 'admin')
    .where('is_active', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
