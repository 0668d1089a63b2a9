import type { Kysely } from 'kysely';

// Migrations take Kysely<any>: they describe the schema as it was then, not as the types say now.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('cases')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('session_id', 'text', (column) => column.notNull())
    .addColumn('chat_id', 'text', (column) => column.notNull().unique())
    .addColumn('status', 'text', (column) => column.notNull().defaultTo('open'))
    .addColumn('source', 'text', (column) => column.notNull())
    .addColumn('full_name', 'text')
    .addColumn('phone', 'text')
    .addColumn('phone_e164', 'text')
    .addColumn('email', 'text')
    .addColumn('description', 'text')
    .addColumn('communication_method', 'text')
    .addColumn('case_record', 'text', (column) => column.notNull())
    .addColumn('case_type', 'text')
    .addColumn('state', 'text')
    .addColumn('part', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('questions_in_part', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('questions_total', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('extensions_used', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('agent_state', 'text', (column) => column.notNull())
    .addColumn('llm_tokens_used', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('version', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addColumn('completed_at', 'text')
    .execute();
  await db.schema.createIndex('cases_session').on('cases').column('session_id').execute();
  await db.schema.createIndex('cases_status').on('cases').columns(['status', 'completed_at']).execute();

  await db.schema
    .createTable('consent_records')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('case_id', 'text', (column) => column.notNull().unique().references('cases.id'))
    .addColumn('consent_version', 'text', (column) => column.notNull())
    .addColumn('consent_text', 'text', (column) => column.notNull())
    .addColumn('agreed_at', 'text', (column) => column.notNull())
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('page_url', 'text')
    .addColumn('session_id', 'text', (column) => column.notNull())
    .addColumn('full_name', 'text')
    .addColumn('phone', 'text')
    .addColumn('phone_e164', 'text')
    .addColumn('record_sha256', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('messages')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('case_id', 'text', (column) => column.notNull().references('cases.id'))
    .addColumn('role', 'text', (column) => column.notNull())
    .addColumn('endpoint', 'text', (column) => column.notNull())
    .addColumn('sender', 'text')
    .addColumn('sess_q_no', 'integer')
    .addColumn('text', 'text', (column) => column.notNull())
    .addColumn('replay_key', 'text')
    .addColumn('reply_to', 'text', (column) => column.unique())
    .addColumn('is_question', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('question_number', 'integer')
    .addColumn('part', 'integer')
    .addColumn('redirect_url', 'text')
    .addColumn('attachments', 'text', (column) => column.notNull().defaultTo('[]'))
    .addColumn('client_timestamp', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addUniqueConstraint('messages_replay', ['case_id', 'replay_key'])
    .execute();
  await db.schema.createIndex('messages_case').on('messages').columns(['case_id', 'created_at']).execute();

  await db.schema
    .createTable('chat_bindings')
    .addColumn('case_id', 'text', (column) => column.notNull().references('cases.id'))
    .addColumn('binding_hash', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('chat_bindings_pk', ['case_id', 'binding_hash'])
    .execute();

  await db.schema
    .createTable('resume_tokens')
    .addColumn('token_hash', 'text', (column) => column.primaryKey())
    .addColumn('case_id', 'text', (column) => column.notNull().references('cases.id'))
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('newsletter_subscribers')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('email', 'text', (column) => column.notNull().unique())
    .addColumn('consent_version', 'text', (column) => column.notNull())
    .addColumn('consent_text', 'text', (column) => column.notNull())
    .addColumn('unsubscribe_token', 'text', (column) => column.notNull().unique())
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('unsubscribed_at', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('uploads')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('case_id', 'text', (column) => column.notNull().references('cases.id'))
    .addColumn('original_name', 'text', (column) => column.notNull())
    .addColumn('sniffed_type', 'text', (column) => column.notNull())
    .addColumn('declared_type', 'text')
    .addColumn('size_bytes', 'integer', (column) => column.notNull())
    .addColumn('sha256', 'text', (column) => column.notNull())
    .addColumn('storage_path', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('message_id', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('uploads_case').on('uploads').column('case_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'uploads',
    'newsletter_subscribers',
    'resume_tokens',
    'chat_bindings',
    'messages',
    'consent_records',
    'cases',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
