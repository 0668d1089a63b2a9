import { createHash } from 'node:crypto';

import { type Kysely, sql } from 'kysely';

/**
 * Issue 26, "no secret at rest in plain text" (decision 0079): a sign-up keeps no unsubscribe
 * token, no raw IP and no browser string. Every email mints its own unsubscribe token and only
 * its SHA-256 is kept, in newsletter_unsubscribe_tokens; the IP is kept as a SHA-256 for abuse
 * limits. The table is rebuilt (SQLite cannot drop a UNIQUE column); the tokens already mailed
 * keep working, by their hash.
 */
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('newsletter_subscribers_next')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('email', 'text', (column) => column.notNull().unique())
    .addColumn('consent_version', 'text', (column) => column.notNull())
    .addColumn('consent_text', 'text', (column) => column.notNull())
    .addColumn('ip_hash', 'text')
    .addColumn('unsubscribed_at', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('confirm_token_hash', 'text')
    .addColumn('confirmation_sent_at', 'text')
    .addColumn('confirmed_at', 'text')
    .execute();
  const rows = (await db.selectFrom('newsletter_subscribers').selectAll().execute()) as {
    id: string;
    email: string;
    consent_version: string;
    consent_text: string;
    unsubscribe_token: string;
    ip: string | null;
    unsubscribed_at: string | null;
    created_at: string;
    confirm_token_hash: string | null;
    confirmation_sent_at: string | null;
    confirmed_at: string | null;
  }[];
  for (const row of rows) {
    await db
      .insertInto('newsletter_subscribers_next')
      .values({
        id: row.id,
        email: row.email,
        consent_version: row.consent_version,
        consent_text: row.consent_text,
        ip_hash: row.ip ? sha256(row.ip) : null,
        unsubscribed_at: row.unsubscribed_at,
        created_at: row.created_at,
        confirm_token_hash: row.confirm_token_hash,
        confirmation_sent_at: row.confirmation_sent_at,
        confirmed_at: row.confirmed_at,
      })
      .execute();
  }
  await db.schema.dropTable('newsletter_subscribers').execute();
  await db.schema.alterTable('newsletter_subscribers_next').renameTo('newsletter_subscribers').execute();
  await db.schema
    .createIndex('newsletter_subscribers_confirm_token')
    .on('newsletter_subscribers')
    .column('confirm_token_hash')
    .execute();
  await db.schema
    .createIndex('newsletter_subscribers_created_at')
    .on('newsletter_subscribers')
    .column('created_at')
    .execute();

  await db.schema
    .createTable('newsletter_unsubscribe_tokens')
    .addColumn('token_hash', 'text', (column) => column.primaryKey())
    .addColumn('subscriber_id', 'text', (column) =>
      column.notNull().references('newsletter_subscribers.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('newsletter_unsubscribe_tokens_subscriber')
    .on('newsletter_unsubscribe_tokens')
    .column('subscriber_id')
    .execute();
  for (const row of rows) {
    await db
      .insertInto('newsletter_unsubscribe_tokens')
      .values({
        token_hash: sha256(row.unsubscribe_token),
        subscriber_id: row.id,
        created_at: row.created_at,
      })
      .execute();
  }
}

/** Down keeps the rows but not the secrets: the plain tokens and raw IPs are gone for good. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('newsletter_unsubscribe_tokens').execute();
  await db.schema.dropIndex('newsletter_subscribers_created_at').execute();
  await db.schema.alterTable('newsletter_subscribers').addColumn('ip', 'text').execute();
  await db.schema.alterTable('newsletter_subscribers').addColumn('user_agent', 'text').execute();
  await db.schema.alterTable('newsletter_subscribers').addColumn('unsubscribe_token', 'text').execute();
  await db
    .updateTable('newsletter_subscribers')
    .set({ unsubscribe_token: sql`id` })
    .execute();
  await db.schema.alterTable('newsletter_subscribers').dropColumn('ip_hash').execute();
}
