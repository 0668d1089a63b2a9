import type { Kysely, Transaction } from 'kysely';

import type { Database } from '../../db/schema';
import type { ContactMessageRow, NewContactMessageRow } from '../../db/tables/contact.tables';

export async function insertContactMessage(
  db: Kysely<Database> | Transaction<Database>,
  row: NewContactMessageRow,
): Promise<void> {
  await db.insertInto('contact_messages').values(row).execute();
}

/** The staff inbox: messages not yet handled, oldest first. */
export async function listNewContactMessages(
  db: Kysely<Database>,
  limit = 100,
): Promise<ContactMessageRow[]> {
  return db
    .selectFrom('contact_messages')
    .selectAll()
    .where('status', '=', 'new')
    .orderBy('created_at', 'asc')
    .limit(limit)
    .execute();
}
