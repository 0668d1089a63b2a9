import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Migrations take Kysely<any>: they describe the schema as it was then, not as the types say now.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('staff_users')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('email', 'text', (column) => column.notNull().unique())
    .addColumn('display_name', 'text', (column) => column.notNull())
    .addColumn('role', 'text', (column) => column.notNull())
    .addColumn('password_hash', 'text', (column) => column.notNull())
    .addColumn('is_active', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('staff_sessions')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) => column.notNull().references('staff_users.id'))
    .addColumn('token_hash', 'text', (column) => column.notNull().unique())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .addColumn('last_seen_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('staff_sessions_user').on('staff_sessions').column('user_id').execute();

  await db.schema
    .createTable('staff_sign_in_throttle')
    .addColumn('email_hash', 'text', (column) => column.primaryKey())
    .addColumn('failures', 'integer', (column) => column.notNull())
    .addColumn('first_failure_at', 'text', (column) => column.notNull())
    .addColumn('locked_until', 'text')
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('at', 'text', (column) => column.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('actor_email', 'text')
    .addColumn('action', 'text', (column) => column.notNull())
    .addColumn('subject_type', 'text', (column) => column.notNull())
    .addColumn('subject_id', 'text')
    .addColumn('details', 'text', (column) => column.notNull().defaultTo('{}'))
    .execute();
  await db.schema.createIndex('audit_log_subject').on('audit_log').columns(['subject_id', 'at']).execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();

  // Append-only, enforced by the database itself, not just by the absence of an update function.
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create or replace function audit_log_refuse_change() returns trigger language plpgsql as $$
      begin raise exception 'audit_log is append-only'; end; $$`.execute(db);
    await sql`create trigger audit_log_append_only before update or delete on audit_log
      for each row execute function audit_log_refuse_change()`.execute(db);
  } else {
    await sql`create trigger audit_log_no_update before update on audit_log
      begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
    await sql`create trigger audit_log_no_delete before delete on audit_log
      begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
  }

  // No foreign keys to cases: erasure deletes the case, and these rows go with it explicitly.
  await db.schema
    .createTable('case_pipeline')
    .addColumn('case_id', 'text', (column) => column.primaryKey())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('assigned_attorney_id', 'text')
    .addColumn('assigned_at', 'text')
    .addColumn('first_contacted_at', 'text')
    .addColumn('status_changed_at', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('case_pipeline_status')
    .on('case_pipeline')
    .columns(['status', 'status_changed_at'])
    .execute();

  await db.schema
    .createTable('case_status_history')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('case_id', 'text', (column) => column.notNull())
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (column) => column.notNull())
    .addColumn('changed_by', 'text')
    .addColumn('note', 'text')
    .addColumn('changed_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('case_status_history_case')
    .on('case_status_history')
    .columns(['case_id', 'changed_at'])
    .execute();

  await db.schema
    .createTable('case_notes')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('case_id', 'text', (column) => column.notNull())
    .addColumn('author_id', 'text', (column) => column.notNull())
    .addColumn('body', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('case_notes_case')
    .on('case_notes')
    .columns(['case_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('call_attempts')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('case_id', 'text', (column) => column.notNull())
    .addColumn('staff_id', 'text', (column) => column.notNull())
    .addColumn('outcome', 'text', (column) => column.notNull())
    .addColumn('notes', 'text')
    .addColumn('attempted_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('call_attempts_case')
    .on('call_attempts')
    .columns(['case_id', 'attempted_at'])
    .execute();

  await db.schema
    .createTable('case_record_edits')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('case_id', 'text', (column) => column.notNull())
    .addColumn('staff_id', 'text', (column) => column.notNull())
    .addColumn('before_record', 'text', (column) => column.notNull())
    .addColumn('after_record', 'text', (column) => column.notNull())
    .addColumn('changed_paths', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('case_record_edits_case')
    .on('case_record_edits')
    .columns(['case_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('funnel_events')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('page', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('funnel_events_kind')
    .on('funnel_events')
    .columns(['kind', 'created_at'])
    .execute();

  await db.schema
    .createTable('staff_settings')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('value', 'text', (column) => column.notNull())
    .addColumn('updated_by', 'text')
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'staff_settings',
    'funnel_events',
    'case_record_edits',
    'call_attempts',
    'case_notes',
    'case_status_history',
    'case_pipeline',
    'audit_log',
    'staff_sign_in_throttle',
    'staff_sessions',
    'staff_users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop function if exists audit_log_refuse_change()`.execute(db);
  }
}
