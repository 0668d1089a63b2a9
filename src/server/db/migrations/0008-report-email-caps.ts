import type { Kysely } from 'kysely';

/**
 * Issue 15, "nothing sent in our name to strangers": a completed intake keeps a hash of the
 * address it was completed from, so report emails per IP per day can be capped (the address
 * itself is in cases.email). Erased with the case.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('cases').addColumn('completed_ip_hash', 'text').execute();
  await db.schema.createIndex('cases_completed_at').on('cases').column('completed_at').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('cases_completed_at').execute();
  await db.schema.alterTable('cases').dropColumn('completed_ip_hash').execute();
}
