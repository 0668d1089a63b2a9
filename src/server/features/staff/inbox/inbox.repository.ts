import type { Kysely, Transaction } from 'kysely';

import type { Database } from '../../../db/schema';

export async function setContactMessageStatus(
  db: Kysely<Database> | Transaction<Database>,
  id: string,
  status: string,
): Promise<boolean> {
  const result = await db
    .updateTable('contact_messages')
    .set({ status })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export function listSubscribers(db: Kysely<Database>, page?: { limit: number; offset: number }) {
  let select = db
    .selectFrom('newsletter_subscribers')
    .select(['id', 'email', 'consent_version', 'consent_text', 'unsubscribed_at', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id');
  if (page) select = select.limit(page.limit).offset(page.offset);
  return select.execute();
}
