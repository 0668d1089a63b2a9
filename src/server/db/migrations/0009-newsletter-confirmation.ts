import type { Kysely } from 'kysely';

/**
 * Issue 15: newsletter sign-up is double opt-in. A sign-up is pending until the address's
 * owner confirms from the emailed link; only the link token's SHA-256 is kept. Sign-ups made
 * before this migration are pending too: they never confirmed.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('newsletter_subscribers').addColumn('confirm_token_hash', 'text').execute();
  await db.schema.alterTable('newsletter_subscribers').addColumn('confirmation_sent_at', 'text').execute();
  await db.schema.alterTable('newsletter_subscribers').addColumn('confirmed_at', 'text').execute();
  await db.schema
    .createIndex('newsletter_subscribers_confirm_token')
    .on('newsletter_subscribers')
    .column('confirm_token_hash')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('newsletter_subscribers_confirm_token').execute();
  for (const column of ['confirmed_at', 'confirmation_sent_at', 'confirm_token_hash'])
    await db.schema.alterTable('newsletter_subscribers').dropColumn(column).execute();
}
