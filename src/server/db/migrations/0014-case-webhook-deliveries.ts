import type { Kysely } from 'kysely';

/**
 * Issue 14, a case leaves in one documented shape: when CASE_WEBHOOK_URL is set, a referred
 * case is posted there once. The delivery row is the acknowledgement (like email_deliveries):
 * its id goes out as the delivery id, and a retry that finds it delivered sends nothing.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('case_webhook_deliveries')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('case_id', 'text', (column) => column.notNull())
    .addColumn('event', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('last_status_code', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('delivered_at', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addUniqueConstraint('case_webhook_deliveries_once', ['case_id', 'event'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('case_webhook_deliveries').execute();
}
