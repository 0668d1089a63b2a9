import type { Kysely, Transaction } from 'kysely';

import type { Database } from '../../../db/schema';
import { casesWithSearchTerms } from '../../../db/sealed-case-columns';

type Db = Kysely<Database> | Transaction<Database>;

export function findContactMessage(db: Db, messageId: string) {
  return db.selectFrom('contact_messages').selectAll().where('id', '=', messageId).executeTakeFirst();
}

export function findLink(db: Db, messageId: string) {
  return db
    .selectFrom('contact_message_links')
    .selectAll()
    .where('message_id', '=', messageId)
    .executeTakeFirst();
}

/** Writes (or replaces) a message's link. */
export async function saveLink(
  db: Db,
  row: {
    messageId: string;
    caseId: string | null;
    source: 'auto' | 'staff';
    linkedBy: string | null;
    at: string;
  },
): Promise<void> {
  const values = { case_id: row.caseId, source: row.source, linked_by: row.linkedBy, linked_at: row.at };
  await db
    .insertInto('contact_message_links')
    .values({ message_id: row.messageId, ...values })
    .onConflict((conflict) => conflict.column('message_id').doUpdateSet(values))
    .execute();
}

/** The newest case with this email (any case) or this phone number (E.164). */
export async function findCaseByContact(
  db: Db,
  contact: { email: string; phoneE164: string | null },
): Promise<string | undefined> {
  const row = await db
    .selectFrom('cases')
    .select('id')
    .where((eb) =>
      eb.or([
        eb(
          'id',
          'in',
          casesWithSearchTerms(db, {
            email: contact.email,
            ...(contact.phoneE164 ? { phone: contact.phoneE164 } : {}),
          }),
        ),
        // Rows from before the blind index (decision 0080) still hold their text.
        eb(eb.fn('lower', ['email']), '=', contact.email.toLowerCase()),
        ...(contact.phoneE164 ? [eb('phone_e164', '=', contact.phoneE164)] : []),
      ]),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}

/**
 * Messages nobody linked yet that may be this person's: the same email, or a phone number
 * ending in the same four digits (the caller compares the full number).
 */
export async function listUnlinkedMessagesLike(
  db: Db,
  contact: { email: string | null; phoneLastFour: string | null },
) {
  if (!contact.email && !contact.phoneLastFour) return [];
  return db
    .selectFrom('contact_messages')
    .leftJoin('contact_message_links', 'contact_message_links.message_id', 'contact_messages.id')
    .select([
      'contact_messages.id as id',
      'contact_messages.email as email',
      'contact_messages.phone as phone',
    ])
    .where('contact_message_links.message_id', 'is', null)
    .where((eb) =>
      eb.or([
        ...(contact.email
          ? [eb(eb.fn('lower', ['contact_messages.email']), '=', contact.email.toLowerCase())]
          : []),
        ...(contact.phoneLastFour ? [eb('contact_messages.phone', 'like', `%${contact.phoneLastFour}`)] : []),
      ]),
    )
    .execute();
}

/** Messages without a link row (never looked at): the backfill links them. */
export async function listMessagesNeverLinked(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('contact_messages')
    .leftJoin('contact_message_links', 'contact_message_links.message_id', 'contact_messages.id')
    .select('contact_messages.id as id')
    .where('contact_message_links.message_id', 'is', null)
    .execute();
  return rows.map((row) => row.id);
}

/** A page of the inbox with each message's case (for its short id and name). */
export function listContactMessagesWithLinks(db: Db, page: { limit: number; offset: number }) {
  return selectMessages(db)
    .orderBy('contact_messages.created_at', 'desc')
    .orderBy('contact_messages.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** The messages linked to one case, oldest first. */
export function listMessagesOfCase(db: Db, caseId: string) {
  return selectMessages(db)
    .where('contact_message_links.case_id', '=', caseId)
    .orderBy('contact_messages.created_at')
    .orderBy('contact_messages.id')
    .execute();
}

function selectMessages(db: Db) {
  return db
    .selectFrom('contact_messages')
    .leftJoin('contact_message_links', 'contact_message_links.message_id', 'contact_messages.id')
    .leftJoin('cases', 'cases.id', 'contact_message_links.case_id')
    .select([
      'contact_messages.id as id',
      'contact_messages.name as name',
      'contact_messages.email as email',
      'contact_messages.phone as phone',
      'contact_messages.subject as subject',
      'contact_messages.message as message',
      'contact_messages.status as status',
      'contact_messages.created_at as createdAt',
      'contact_message_links.case_id as linkedCaseId',
      'contact_message_links.source as linkSource',
      'cases.full_name as caseName',
    ]);
}
export type ContactMessageWithLink = Awaited<ReturnType<typeof listMessagesOfCase>>[number];

export function listReplies(db: Db, messageIds: string[]) {
  if (messageIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('contact_message_replies')
    .leftJoin('staff_users', 'staff_users.id', 'contact_message_replies.staff_id')
    .select([
      'contact_message_replies.id as id',
      'contact_message_replies.message_id as messageId',
      'contact_message_replies.body as body',
      'contact_message_replies.status as status',
      'contact_message_replies.created_at as createdAt',
      'contact_message_replies.sent_at as sentAt',
      'staff_users.email as staffEmail',
    ])
    .where('contact_message_replies.message_id', 'in', messageIds)
    .orderBy('contact_message_replies.created_at')
    .orderBy('contact_message_replies.id')
    .execute();
}
export type ReplyRow = Awaited<ReturnType<typeof listReplies>>[number];
