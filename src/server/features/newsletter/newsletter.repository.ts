import type { Kysely, Transaction } from 'kysely';

import type { Database } from '../../db/schema';
import type { NewsletterSubscriberRow } from '../../db/tables/intake.tables';
import { hashSecretToken, newSecretToken } from '../../http/secret-token';

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

/** The subscriber an unsubscribe link names, by the SHA-256 of its token (decision 0079). */
export function findByUnsubscribeTokenHash(
  db: Db,
  hash: string,
): Promise<NewsletterSubscriberRow | undefined> {
  return db
    .selectFrom('newsletter_subscribers')
    .innerJoin(
      'newsletter_unsubscribe_tokens',
      'newsletter_unsubscribe_tokens.subscriber_id',
      'newsletter_subscribers.id',
    )
    .selectAll('newsletter_subscribers')
    .where('newsletter_unsubscribe_tokens.token_hash', '=', hash)
    .executeTakeFirst();
}

/**
 * A fresh unsubscribe token for one email: only its hash is stored, so every email we ever sent
 * keeps a working one-click unsubscribe and the database holds nothing that can be replayed.
 */
export async function mintUnsubscribeToken(db: Db, subscriberId: string, now: string): Promise<string> {
  const token = newSecretToken();
  await db
    .insertInto('newsletter_unsubscribe_tokens')
    .values({ token_hash: hashSecretToken(token), subscriber_id: subscriberId, created_at: now })
    .execute();
  return token;
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
