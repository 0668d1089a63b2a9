import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';

import type { StaffSettings, StaffSettingsUpdate } from '../../../../contracts/staff-console';
import {
  type ContactCadence,
  contactCadenceSchema,
  defaultContactCadence,
} from '../../../../contracts/staff-queue';
import type { AppConfig } from '../../../config';
import type { Database } from '../../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** One row per setting in staff_settings; the value is JSON text. */
const keys = {
  retentionDaysClosed: 'retention_days_closed',
  contactCadence: 'contact_cadence',
  autoAssign: 'auto_assign',
} as const satisfies Record<keyof StaffSettings, string>;

async function readValue<T>(db: Db, key: string, schema: z.ZodType<T>): Promise<T | undefined> {
  const row = await db.selectFrom('staff_settings').select('value').where('key', '=', key).executeTakeFirst();
  if (!row) return undefined;
  try {
    const parsed = schema.safeParse(JSON.parse(row.value));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The contact cadence the admin set (decision 0071), or "3 attempts over 48 h". */
export async function readContactCadence(db: Db): Promise<ContactCadence> {
  return (await readValue(db, keys.contactCadence, contactCadenceSchema)) ?? defaultContactCadence;
}

/** Round robin of new eligible cases: on unless an admin turned it off. */
export async function readAutoAssign(db: Db): Promise<boolean> {
  const stored = await readValue(db, keys.autoAssign, z.union([z.literal(0), z.literal(1)]));
  return stored === undefined ? true : stored === 1;
}

/** The stored settings, falling back to configuration (RETENTION_DAYS_CLOSED) and defaults when unset. */
export async function readStaffSettings(db: Db, config: AppConfig): Promise<StaffSettings> {
  const stored = await db.selectFrom('staff_settings').select(['key', 'value']).execute();
  const retention = Number(
    JSON.parse(stored.find((row) => row.key === keys.retentionDaysClosed)?.value ?? 'null'),
  );
  return {
    retentionDaysClosed:
      Number.isInteger(retention) && retention > 0 ? retention : config.staff.retentionDaysClosed,
    contactCadence: await readContactCadence(db),
    autoAssign: await readAutoAssign(db),
  };
}

/** Saves the settings given; the others keep their value. */
export async function saveStaffSettings(
  db: Db,
  settings: StaffSettingsUpdate,
  updatedBy: string,
  now: Date = new Date(),
): Promise<void> {
  const values: [string, unknown][] = [];
  if (settings.retentionDaysClosed !== undefined)
    values.push([keys.retentionDaysClosed, settings.retentionDaysClosed]);
  if (settings.contactCadence !== undefined) values.push([keys.contactCadence, settings.contactCadence]);
  // Stored as 1/0, like every boolean of the store.
  if (settings.autoAssign !== undefined) values.push([keys.autoAssign, settings.autoAssign ? 1 : 0]);
  const at = now.toISOString();
  for (const [key, raw] of values) {
    const value = JSON.stringify(raw);
    await db
      .insertInto('staff_settings')
      .values({ key, value, updated_by: updatedBy, updated_at: at })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({ value, updated_by: updatedBy, updated_at: at }),
      )
      .execute();
  }
}
