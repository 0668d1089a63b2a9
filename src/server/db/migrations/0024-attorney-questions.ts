import type { Kysely } from 'kysely';

/**
 * Issue 23 rule 2 (decision 0107): the visitor's questions our content does not answer, kept
 * for the attorney and shown to the case manager ("Questions for the attorney") and in the
 * case export. The text is the visitor's own words, so it is sealed with the case's key like
 * a message (decision 0080) and erased with the case (decision 0055).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('attorney_questions')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('case_id', 'text', (column) => column.notNull().references('cases.id'))
    // The visitor message it was asked in: a turn written twice notes it once.
    .addColumn('message_id', 'text', (column) => column.notNull())
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('text', 'text', (column) => column.notNull())
    .addColumn('language', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addUniqueConstraint('attorney_questions_message_position', ['message_id', 'position'])
    .execute();
  await db.schema
    .createIndex('attorney_questions_case')
    .on('attorney_questions')
    .columns(['case_id', 'created_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('attorney_questions').execute();
}
