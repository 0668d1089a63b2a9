import { randomUUID } from 'node:crypto';

import type { Kysely, Transaction } from 'kysely';

import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** True once the address (as typed, lower-cased) has a sign-up: a repeat writes nothing. */
export async function isSubscribed(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('newsletter_subscribers')
    .select('id')
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

/** One row per address (lower-cased, unique); a repeat sign-up writes nothing. */
export async function insertSubscriberOnce(
  db: Db,
  input: {
    email: string;
    consentVersion: string;
    consentText: string;
    /** SHA-256 of the client IP (decision 0079): no raw IP, no browser string. */
    ipHash: string | null;
  },
): Promise<{ isNew: boolean; id: string }> {
  const id = randomUUID();
  const result = await db
    .insertInto('newsletter_subscribers')
    .values({
      id,
      email: input.email.trim().toLowerCase(),
      consent_version: input.consentVersion,
      consent_text: input.consentText,
      ip_hash: input.ipHash,
      unsubscribed_at: null,
      created_at: new Date().toISOString(),
    })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .executeTakeFirst();
  return { isNew: Number(result.numInsertedOrUpdatedRows ?? 0) === 1, id };
}
