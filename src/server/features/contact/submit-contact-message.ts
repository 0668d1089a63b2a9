import { randomUUID } from 'node:crypto';

import type { Kysely } from 'kysely';

import type { ContactMessage } from '../../../contracts/contact';
import type { Database } from '../../db/schema';

import { insertContactMessage } from './contact.repository';

/** Stores a validated contact-form message for the staff inbox and returns its id. */
export async function submitContactMessage(
  db: Kysely<Database>,
  message: ContactMessage,
  now: Date = new Date(),
): Promise<{ id: string }> {
  const id = randomUUID();
  await insertContactMessage(db, {
    id,
    name: message.name,
    email: message.email,
    phone: message.phone ?? null,
    subject: message.subject,
    message: message.message,
    created_at: now.toISOString(),
  });
  return { id };
}
