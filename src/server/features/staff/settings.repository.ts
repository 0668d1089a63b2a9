import type { Kysely, Transaction } from 'kysely';

import type { StaffSettings } from '../../../contracts/staff-console';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/schema';

const retentionKey = 'retention_days_closed';

/** The stored settings, falling back to configuration (RETENTION_DAYS_CLOSED) when unset. */
export async function readStaffSettings(
  db: Kysely<Database> | Transaction<Database>,
  config: AppConfig,
): Promise<StaffSettings> {
  const row = await db
    .selectFrom('staff_settings')
    .select('value')
    .where('key', '=', retentionKey)
    .executeTakeFirst();
  const stored = row ? Number(JSON.parse(row.value)) : NaN;
  return {
    retentionDaysClosed: Number.isInteger(stored) && stored > 0 ? stored : config.staff.retentionDaysClosed,
  };
}

export async function saveStaffSettings(
  db: Kysely<Database>,
  settings: StaffSettings,
  updatedBy: string,
): Promise<void> {
  const now = new Date().toISOString();
  const value = JSON.stringify(settings.retentionDaysClosed);
  await db
    .insertInto('staff_settings')
    .values({ key: retentionKey, value, updated_by: updatedBy, updated_at: now })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({ value, updated_by: updatedBy, updated_at: now }),
    )
    .execute();
}
