import { randomUUID } from 'node:crypto';

import type { Kysely } from 'kysely';

import type { AttorneyRequest, AttorneyView } from '../../../../contracts/staff-console';
import type { Database } from '../../../db/schema';

const parseList = (text: string): string[] => {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
};

/** The report feature's attorney directory, with each attorney's open matches (their load). */
export async function listAttorneys(db: Kysely<Database>): Promise<AttorneyView[]> {
  const rows = await db.selectFrom('attorneys').selectAll().orderBy('name').execute();
  const loads = await db
    .selectFrom('attorney_matches')
    .select(['attorney_id', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('status', '=', 'open')
    .groupBy('attorney_id')
    .execute();
  const loadOf = new Map(loads.map((row) => [row.attorney_id, Number(row.count)]));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    firm: row.firm,
    email: row.email,
    states: parseList(row.states_licensed),
    practiceAreas: parseList(row.practice_areas),
    capacity: row.capacity,
    openMatches: loadOf.get(row.id) ?? 0,
    isActive: row.is_active === 1,
    officeLocation: row.office_location,
  }));
}

export async function insertAttorney(db: Kysely<Database>, input: AttorneyRequest): Promise<string> {
  const id = randomUUID();
  const now = new Date().toISOString();
  await db
    .insertInto('attorneys')
    .values({
      id,
      name: input.name,
      firm: input.firm,
      email: input.email ?? null,
      states_licensed: JSON.stringify(input.states),
      practice_areas: JSON.stringify(input.practiceAreas),
      capacity: input.capacity,
      is_active: input.isActive ? 1 : 0,
      office_location: input.officeLocation || null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

export async function updateAttorney(
  db: Kysely<Database>,
  id: string,
  input: AttorneyRequest,
): Promise<boolean> {
  const result = await db
    .updateTable('attorneys')
    .set({
      name: input.name,
      firm: input.firm,
      email: input.email ?? null,
      states_licensed: JSON.stringify(input.states),
      practice_areas: JSON.stringify(input.practiceAreas),
      capacity: input.capacity,
      is_active: input.isActive ? 1 : 0,
      office_location: input.officeLocation || null,
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Cases that name the attorney (a recorded match or a staff assignment). */
export async function countAttorneyReferences(db: Kysely<Database>, id: string): Promise<number> {
  const matches = await db
    .selectFrom('attorney_matches')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('attorney_id', '=', id)
    .executeTakeFirstOrThrow();
  const assigned = await db
    .selectFrom('case_pipeline')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('assigned_attorney_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(matches.count) + Number(assigned.count);
}

export async function deleteAttorney(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('attorneys').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
