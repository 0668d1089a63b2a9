import type { Kysely } from 'kysely';

/**
 * Issue 26 item 3, crypto-shredding (decision 0080): a data key per case, wrapped by the
 * master key, and the blind indexes staff search uses instead of reading names.
 *
 * No foreign key to cases: the key is written before the case row it seals, and erasure
 * deletes both. Rows written before this migration stay plaintext and readable (the store
 * opens only values that carry the envelope); they are sealed the next time they are
 * written, and erasure still removes them with the table scrub of decision 0056.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('case_keys')
    .addColumn('case_id', 'text', (column) => column.primaryKey())
    .addColumn('wrapped_key', 'text', (column) => column.notNull())
    .addColumn('master_key_id', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('case_search_terms')
    .addColumn('case_id', 'text', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('term_hash', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('case_search_terms_pk', ['term_hash', 'case_id'])
    .execute();
  await db.schema.createIndex('case_search_terms_case').on('case_search_terms').column('case_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('case_search_terms').execute();
  await db.schema.dropTable('case_keys').execute();
}
