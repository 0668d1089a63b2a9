import type { Kysely } from 'kysely';

import type { ContactMessageView } from '../../../../contracts/staff-inbox';
import type { Database } from '../../../db/schema';

import { shortCaseId } from './short-case-id';
import { type ContactMessageWithLink, listReplies } from './contact-links.repository';

/** Messages as the inbox and the case page show them: with their case and the replies sent. */
export async function toContactMessageViews(
  db: Kysely<Database>,
  rows: ContactMessageWithLink[],
): Promise<ContactMessageView[]> {
  const replies = await listReplies(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    status: row.status,
    createdAt: row.createdAt,
    link:
      row.linkedCaseId && row.linkSource
        ? {
            caseId: row.linkedCaseId,
            shortId: shortCaseId(row.linkedCaseId),
            caseName: row.caseName,
            source: row.linkSource,
          }
        : null,
    replies: replies
      .filter((reply) => reply.messageId === row.id)
      .map((reply) => ({
        id: reply.id,
        body: reply.body,
        status: reply.status,
        staffEmail: reply.staffEmail,
        createdAt: reply.createdAt,
        sentAt: reply.sentAt,
      })),
  }));
}
