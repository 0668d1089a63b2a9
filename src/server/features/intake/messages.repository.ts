import type { Kysely, Transaction } from 'kysely';

import { sealForCase } from '../../db/case-keyring';
import type { Database } from '../../db/schema';
import type { MessageRow, NewMessageRow } from '../../db/tables/intake.tables';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Stores a visitor message unless the same (case, replay key) is already stored.
 * Returns the stored row either way and whether this call wrote it.
 */
export async function insertVisitorMessageOnce(
  db: Db,
  row: NewMessageRow & { replay_key: string },
): Promise<{ row: MessageRow; isNew: boolean }> {
  const inserted = await db
    .insertInto('messages')
    .values({ ...row, ...(await sealForCase(db, row.case_id, { text: row.text })) })
    .onConflict((conflict) => conflict.columns(['case_id', 'replay_key']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return { row: inserted, isNew: true };
  const existing = await db
    .selectFrom('messages')
    .selectAll()
    .where('case_id', '=', row.case_id)
    .where('replay_key', '=', row.replay_key)
    .executeTakeFirstOrThrow();
  return { row: existing, isNew: false };
}

export async function findReplyTo(db: Db, visitorMessageId: string): Promise<MessageRow | undefined> {
  return db.selectFrom('messages').selectAll().where('reply_to', '=', visitorMessageId).executeTakeFirst();
}

/**
 * Which question of its part a stored agent reply asked (1-15), counted from the store:
 * a replayed turn reports the same progress as the first answer did.
 */
export async function questionInPartOf(
  db: Db,
  reply: Pick<MessageRow, 'case_id' | 'part' | 'created_at' | 'is_question'>,
): Promise<number | undefined> {
  if (!reply.is_question || reply.part === null) return undefined;
  const row = await db
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('case_id', '=', reply.case_id)
    .where('part', '=', reply.part)
    .where('is_question', '=', 1)
    .where('created_at', '<=', reply.created_at)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** One reply per visitor message (unique reply_to): a racing duplicate writes nothing. */
export async function insertAgentReplyOnce(
  db: Db,
  row: NewMessageRow & { reply_to: string },
): Promise<boolean> {
  const result = await db
    .insertInto('messages')
    .values({ ...row, ...(await sealForCase(db, row.case_id, { text: row.text })) })
    .onConflict((conflict) => conflict.column('reply_to').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function listMessages(db: Db, caseId: string): Promise<MessageRow[]> {
  return db
    .selectFrom('messages')
    .selectAll()
    .where('case_id', '=', caseId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** Links uploads named by a message to it (only this case's unlinked uploads). */
/** Links the message's stored uploads to it; returns those linked (this case's, not yet linked), with their sniffed type. */
export async function linkUploads(
  db: Db,
  caseId: string,
  messageId: string,
  uploadIds: string[],
): Promise<{ type: string }[]> {
  if (uploadIds.length === 0) return [];
  const linked = await db
    .updateTable('uploads')
    .set({ message_id: messageId })
    .where('case_id', '=', caseId)
    .where('id', 'in', uploadIds)
    .where('message_id', 'is', null)
    .returning('sniffed_type')
    .execute();
  return linked.map((row) => ({ type: row.sniffed_type }));
}
