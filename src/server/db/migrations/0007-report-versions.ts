import type { Kysely } from 'kysely';

/**
 * Issue 12, "corrections reach the report": a corrected fact recomputes the report, and each
 * computation is kept as a version. The reports row always holds the latest figures (the
 * visitor's link shows them); report_versions keeps every version with what changed, and for
 * a corrected version whether its email went out (the first report's email stays in
 * email_deliveries). Attorneys gain the office location a matched visitor is told.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('reports')
    .addColumn('version', 'integer', (column) => column.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createTable('report_versions')
    .addColumn('report_id', 'text', (column) => column.notNull().references('reports.id').onDelete('cascade'))
    .addColumn('version', 'integer', (column) => column.notNull())
    .addColumn('value_low', 'double precision', (column) => column.notNull())
    .addColumn('value_likely', 'double precision', (column) => column.notNull())
    .addColumn('value_high', 'double precision', (column) => column.notNull())
    .addColumn('valuation', 'text', (column) => column.notNull())
    .addColumn('deadlines', 'text', (column) => column.notNull())
    .addColumn('is_urgent', 'integer', (column) => column.notNull())
    .addColumn('decision', 'text', (column) => column.notNull())
    .addColumn('reasons', 'text', (column) => column.notNull())
    .addColumn('route', 'text', (column) => column.notNull())
    .addColumn('report_date', 'text', (column) => column.notNull())
    .addColumn('changes', 'text', (column) => column.notNull())
    .addColumn('created_by', 'text', (column) => column.notNull())
    .addColumn('corrected_email', 'text')
    .addColumn('email_message_id', 'text')
    .addColumn('email_attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('email_sent_at', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('report_versions_pk', ['report_id', 'version'])
    .execute();
  // Where a matched attorney's office is, told to the visitor (ABA Resolution 605, Florida Rule 4-7.22).
  await db.schema.alterTable('attorneys').addColumn('office_location', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('attorneys').dropColumn('office_location').execute();
  await db.schema.dropTable('report_versions').execute();
  await db.schema.alterTable('reports').dropColumn('version').execute();
}
