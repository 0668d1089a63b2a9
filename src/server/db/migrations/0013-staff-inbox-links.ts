import type { Kysely } from 'kysely';

/**
 * Issue 14, messages tied to cases: a contact-form message is linked to the visitor's case
 * when its email or phone matches (or by a case manager, who can also unlink it), and a
 * case manager's reply is kept and sent by a durable job (decision 0072). The contact
 * feature's table is left as it is: links and replies are the staff console's own rows.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // One row per message once it was looked at: case_id null = no case (or unlinked by staff).
  await db.schema
    .createTable('contact_message_links')
    .addColumn('message_id', 'text', (column) => column.primaryKey())
    .addColumn('case_id', 'text')
    .addColumn('source', 'text', (column) => column.notNull())
    .addColumn('linked_by', 'text')
    .addColumn('linked_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('contact_message_links_case')
    .on('contact_message_links')
    .column('case_id')
    .execute();

  await db.schema
    .createTable('contact_message_replies')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('message_id', 'text', (column) => column.notNull())
    .addColumn('staff_id', 'text', (column) => column.notNull())
    .addColumn('body', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('email_message_id', 'text', (column) => column.notNull())
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('contact_message_replies_message')
    .on('contact_message_replies')
    .columns(['message_id', 'created_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('contact_message_replies').execute();
  await db.schema.dropTable('contact_message_links').execute();
}
