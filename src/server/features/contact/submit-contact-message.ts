import { randomUUID } from 'node:crypto';

import type { Kysely } from 'kysely';

import type { ContactMessage } from '../../../contracts/contact';
import type { Database } from '../../db/schema';
import { enqueue } from '../../jobs/job-definition';
import { contactMessageLinkJob } from '../../jobs/job-kinds';

import { insertContactMessage } from './contact.repository';

/** Stores a validated contact-form message for the staff inbox and returns its id. */
export async function submitContactMessage(
  db: Kysely<Database>,
  message: ContactMessage,
  now: Date = new Date(),
): Promise<{ id: string }> {
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    await insertContactMessage(trx, {
      id,
      name: message.name,
      email: message.email,
      phone: message.phone ?? null,
      subject: message.subject,
      message: message.message,
      created_at: now.toISOString(),
    });
    // The staff inbox ties it to the visitor's case when the email or phone matches (issue 14).
    await enqueue(trx, contactMessageLinkJob, { messageId: id }, { now });
  });
  return { id };
}
