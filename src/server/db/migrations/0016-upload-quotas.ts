import type { Kysely } from 'kysely';

/**
 * Issue 15, "nothing of a visitor's left behind": uploads have byte quotas per chat, per IP
 * a day and in total (decision 0061). An upload's row is written first as a reservation
 * (status 'receiving', the most bytes it may take), so parallel uploads count each other;
 * it becomes 'stored' with its real size. The IP is kept only as a SHA-256 hash, erased with
 * the upload. Rows written before this migration have no IP hash and count only per chat and
 * in total.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('uploads').addColumn('ip_hash', 'text').execute();
  await db.schema
    .createIndex('uploads_ip_hash_created')
    .on('uploads')
    .columns(['ip_hash', 'created_at'])
    .execute();
  await db.schema
    .createIndex('uploads_status_created')
    .on('uploads')
    .columns(['status', 'created_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('uploads_status_created').execute();
  await db.schema.dropIndex('uploads_ip_hash_created').execute();
  await db.schema.alterTable('uploads').dropColumn('ip_hash').execute();
}
