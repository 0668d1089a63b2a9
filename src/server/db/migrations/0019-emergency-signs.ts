import type { Kysely } from 'kysely';

/**
 * Issue 27: the console shows which signs of danger a visitor described (a JSON array of
 * family names such as "stroke", "self_harm"), beside when the 911 notice was first shown.
 * Cases flagged before this column read as "signs not recorded".
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('cases').addColumn('emergency_signs', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('cases').dropColumn('emergency_signs').execute();
}
