import { randomUUID } from 'node:crypto';

import type { Kysely, Transaction } from 'kysely';

import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export type MailSendKind = 'newsletter-confirmation' | 'report' | 'report-copy';

/**
 * The ledger the per-mailbox and per-IP daily caps read (decision 0078). Check and record in
 * one locked transaction (db/locked-transaction.ts) so parallel requests cannot both pass.
 */
export async function countMailSendsSince(
  db: Db,
  by: { mailboxHash: string } | { ipHash: string },
  kinds: readonly MailSendKind[],
  since: string,
): Promise<number> {
  const row = await db
    .selectFrom('mail_sends')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('kind', 'in', [...kinds])
    .where('created_at', '>=', since)
    .where(
      'mailboxHash' in by ? 'mailbox_hash' : 'ip_hash',
      '=',
      'mailboxHash' in by ? by.mailboxHash : by.ipHash,
    )
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function recordMailSend(
  db: Db,
  input: { kind: MailSendKind; mailboxHash: string; ipHash: string | null; now: string },
): Promise<void> {
  await db
    .insertInto('mail_sends')
    .values({
      id: randomUUID(),
      kind: input.kind,
      mailbox_hash: input.mailboxHash,
      ip_hash: input.ipHash,
      created_at: input.now,
    })
    .execute();
}

/** Past the longest cap's window (a day) a row counts for nothing. */
export async function deleteMailSendsBefore(db: Db, cutoff: string): Promise<number> {
  const result = await db.deleteFrom('mail_sends').where('created_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
