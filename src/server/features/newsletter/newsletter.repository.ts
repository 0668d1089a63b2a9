import type { Kysely, Transaction } from 'kysely';

import type { Database } from '../../db/schema';
import type { NewsletterSubscriberRow } from '../../db/tables/intake.tables';

type Db = Kysely<Database> | Transaction<Database>;

/** The intake feature writes sign-ups (the webhook); this feature confirms, unsubscribes and sends. */
export function findSubscriber(db: Db, id: string): Promise<NewsletterSubscriberRow | undefined> {
  return db.selectFrom('newsletter_subscribers').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findByConfirmTokenHash(db: Db, hash: string): Promise<NewsletterSubscriberRow | undefined> {
  return db
    .selectFrom('newsletter_subscribers')
    .selectAll()
    .where('confirm_token_hash', '=', hash)
    .executeTakeFirst();
}

export function findByUnsubscribeToken(db: Db, token: string): Promise<NewsletterSubscriberRow | undefined> {
  return db
    .selectFrom('newsletter_subscribers')
    .selectAll()
    .where('unsubscribe_token', '=', token)
    .executeTakeFirst();
}

export async function recordConfirmationSent(
  db: Db,
  id: string,
  tokenHash: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('newsletter_subscribers')
    .set({ confirm_token_hash: tokenHash, confirmation_sent_at: now })
    .where('id', '=', id)
    .execute();
}

export async function markConfirmed(db: Db, id: string, now: string): Promise<void> {
  await db
    .updateTable('newsletter_subscribers')
    .set({ confirmed_at: now })
    .where('id', '=', id)
    .where('confirmed_at', 'is', null)
    .execute();
}

export async function markUnsubscribed(db: Db, id: string, now: string): Promise<void> {
  await db
    .updateTable('newsletter_subscribers')
    .set({ unsubscribed_at: now })
    .where('id', '=', id)
    .where('unsubscribed_at', 'is', null)
    .execute();
}

/** Who gets an issue: confirmed and not unsubscribed. */
export function listConfirmedSubscribers(db: Db): Promise<NewsletterSubscriberRow[]> {
  return db
    .selectFrom('newsletter_subscribers')
    .selectAll()
    .where('confirmed_at', 'is not', null)
    .where('unsubscribed_at', 'is', null)
    .orderBy('created_at', 'asc')
    .execute();
}
