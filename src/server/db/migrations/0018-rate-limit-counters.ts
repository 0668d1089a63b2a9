import type { Kysely } from 'kysely';

/**
 * Issue 15, "several processes, one PostgreSQL" (decision 0067): rate-limit counters live in
 * the store, so every process counts against the same number. The key is a SHA-256 of the
 * limiter's key (which names a client IP), and a row is deleted once its window has passed.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limit_counters')
    .addColumn('key_hash', 'text', (column) => column.primaryKey())
    .addColumn('hits', 'integer', (column) => column.notNull())
    .addColumn('resets_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limit_counters_resets_at')
    .on('rate_limit_counters')
    .column('resets_at')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limit_counters').execute();
}
