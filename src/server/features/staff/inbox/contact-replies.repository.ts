import { randomUUID } from 'node:crypto';

import type { Kysely, Transaction } from 'kysely';

import type { Database } from '../../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** The inbox's replies to contact messages: written and sent only from here. */
export async function insertReply(
  db: Db,
  row: {
    messageId: string;
    staffId: string;
    body: string;
    emailMessageId: (id: string) => string;
    at: string;
  },
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('contact_message_replies')
    .values({
      id,
      message_id: row.messageId,
      staff_id: row.staffId,
      body: row.body,
      status: 'pending',
      email_message_id: row.emailMessageId(id),
      last_error: null,
      sent_at: null,
      created_at: row.at,
    })
    .execute();
  return id;
}

export function findReplyWithMessage(db: Db, replyId: string) {
  return db
    .selectFrom('contact_message_replies')
    .innerJoin('contact_messages', 'contact_messages.id', 'contact_message_replies.message_id')
    .select([
      'contact_message_replies.id as id',
      'contact_message_replies.body as body',
      'contact_message_replies.status as status',
      'contact_message_replies.email_message_id as emailMessageId',
      'contact_messages.id as messageId',
      'contact_messages.name as name',
      'contact_messages.email as email',
      'contact_messages.subject as subject',
      'contact_messages.message as message',
      'contact_messages.created_at as messageAt',
    ])
    .where('contact_message_replies.id', '=', replyId)
    .executeTakeFirst();
}

export async function recordReplyAttempt(
  db: Db,
  replyId: string,
  result: { sentAt: string } | { error: string },
): Promise<void> {
  await db
    .updateTable('contact_message_replies')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      ...('sentAt' in result
        ? { status: 'sent' as const, sent_at: result.sentAt, last_error: null }
        : { last_error: result.error }),
    }))
    .where('id', '=', replyId)
    .execute();
}
