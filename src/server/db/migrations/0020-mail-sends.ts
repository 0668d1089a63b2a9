import type { Kysely } from 'kysely';

/**
 * Issue 26: every email sent to an address a visitor typed counts against its mailbox, however
 * the address is spelled (decision 0078). Hashes only: the normalised mailbox and the client IP.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('mail_sends')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('mailbox_hash', 'text', (column) => column.notNull())
    .addColumn('ip_hash', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('mail_sends_mailbox')
    .on('mail_sends')
    .columns(['mailbox_hash', 'created_at'])
    .execute();
  await db.schema.createIndex('mail_sends_ip').on('mail_sends').columns(['ip_hash', 'created_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mail_sends').execute();
}
