import type { Kysely } from 'kysely';

import type { Database } from '../../../db/schema';
import { mailMessageId } from '../../../email/mail-transport';
import { AppError } from '../../../http/app-error';
import { enqueue } from '../../../jobs/job-definition';
import { contactReplyEmailJob } from '../../../jobs/job-kinds';

import { appendAudit } from '../audit/audit-log.repository';
import type { StaffActor } from '../audit/staff-actor';
import { findContactMessage, findLink } from '../shared/contact-links.repository';

import { insertReply } from './contact-replies.repository';
import { setContactMessageStatus } from './inbox.repository';

/**
 * A case manager answers a contact message from the console (decision 0072): the reply is
 * stored, the message marked answered, and the email queued through the same mail path as
 * the reports, all in one transaction with the audit entry (ids only, never the text).
 */
export async function replyToContactMessage(
  deps: { db: Kysely<Database>; mailFrom: string; now: Date },
  actor: StaffActor,
  messageId: string,
  body: string,
): Promise<{ replyId: string }> {
  const message = await findContactMessage(deps.db, messageId);
  if (!message) throw new AppError('not_found', 'No such message.');
  const link = await findLink(deps.db, messageId);
  return deps.db.transaction().execute(async (trx) => {
    const replyId = await insertReply(trx, {
      messageId,
      staffId: actor.id,
      body,
      emailMessageId: (id) => mailMessageId(`contact-reply-${id}`, deps.mailFrom),
      at: deps.now.toISOString(),
    });
    await setContactMessageStatus(trx, messageId, 'answered');
    await enqueue(trx, contactReplyEmailJob, { replyId }, { now: deps.now });
    await appendAudit(trx, {
      actor,
      action: 'inbox.contact_message_replied',
      subjectType: 'contact_message',
      subjectId: messageId,
      details: { replyId, caseId: link?.case_id ?? null },
      at: deps.now,
    });
    return { replyId };
  });
}
