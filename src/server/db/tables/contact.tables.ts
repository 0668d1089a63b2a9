import type { Generated, Insertable, Selectable } from 'kysely';

/** Messages from the /contact form, for the staff inbox. */
export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  /** 'new' until a staff member handles it; then 'answered' or 'closed'. */
  status: Generated<string>;
  created_at: string;
}

export type ContactMessageRow = Selectable<ContactMessagesTable>;
export type NewContactMessageRow = Insertable<ContactMessagesTable>;
