import type { Kysely } from 'kysely';

// Migrations take Kysely<any>: they describe the schema as it was then, not as the types say now.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('reports')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('case_id', 'text', (column) => column.notNull().unique())
    .addColumn('model_version', 'integer', (column) => column.notNull())
    // Whole dollars; double precision so PostgreSQL returns numbers (bigint arrives as text) and stays exact below 2^53.
    .addColumn('value_low', 'double precision', (column) => column.notNull())
    .addColumn('value_likely', 'double precision', (column) => column.notNull())
    .addColumn('value_high', 'double precision', (column) => column.notNull())
    .addColumn('valuation', 'text', (column) => column.notNull())
    .addColumn('deadlines', 'text', (column) => column.notNull())
    .addColumn('is_urgent', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('report_date', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('report_links')
    .addColumn('token_hash', 'text', (column) => column.primaryKey())
    .addColumn('report_id', 'text', (column) => column.notNull().references('reports.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('report_links_report').on('report_links').column('report_id').execute();

  await db.schema
    .createTable('eligibility_assessments')
    .addColumn('case_id', 'text', (column) => column.primaryKey())
    .addColumn('report_id', 'text', (column) => column.notNull().references('reports.id').onDelete('cascade'))
    .addColumn('decision', 'text', (column) => column.notNull())
    .addColumn('reasons', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('attorneys')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('firm', 'text', (column) => column.notNull())
    .addColumn('email', 'text')
    .addColumn('states_licensed', 'text', (column) => column.notNull())
    .addColumn('practice_areas', 'text', (column) => column.notNull())
    .addColumn('capacity', 'integer', (column) => column.notNull())
    .addColumn('is_active', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('attorney_matches')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('case_id', 'text', (column) => column.notNull().unique())
    .addColumn('attorney_id', 'text', (column) => column.references('attorneys.id'))
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('rule', 'text', (column) => column.notNull())
    .addColumn('inputs', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('attorney_matches_load')
    .on('attorney_matches')
    .columns(['attorney_id', 'status'])
    .execute();

  await db.schema
    .createTable('email_deliveries')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('report_id', 'text', (column) =>
      column.notNull().unique().references('reports.id').onDelete('cascade'),
    )
    .addColumn('case_id', 'text', (column) => column.notNull())
    .addColumn('message_id', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('transport', 'text')
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'email_deliveries',
    'attorney_matches',
    'attorneys',
    'eligibility_assessments',
    'report_links',
    'reports',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
