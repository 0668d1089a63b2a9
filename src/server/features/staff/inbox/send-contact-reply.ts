import type { AppConfig } from '../../../config';
import type { Store } from '../../../db/database';
import { createMailTransport, type MailTransport } from '../../../email/mail-transport';
import { PermanentJobError } from '../../../jobs/job-definition';

import { appendAudit, systemActor } from '../audit/audit-log.repository';

import { contactReplyMail } from './contact-reply-mail';
import { findReplyWithMessage, recordReplyAttempt } from './contact-replies.repository';

/**
 * The 'staff.contact-reply-email' job: sends one reply once. The reply row's status is the
 * acknowledgement; a reply whose message was erased meanwhile is gone, and nothing is sent.
 */
export async function sendContactReply(
  deps: { store: Store; config: AppConfig; now: () => Date; transport?: MailTransport },
  replyId: string,
): Promise<'sent' | 'already_sent'> {
  const { db } = deps.store;
  const reply = await findReplyWithMessage(db, replyId);
  if (!reply) throw new PermanentJobError('Reply or message not found');
  if (reply.status === 'sent') return 'already_sent';
  const transport = deps.transport ?? createMailTransport(deps.config);
  try {
    await transport.send({
      ...contactReplyMail({
        from: deps.config.email.from,
        to: reply.email,
        replyId,
        subject: reply.subject,
        body: reply.body,
        original: { message: reply.message, sentAt: reply.messageAt },
      }),
      // Fixed when the reply was written, so a retry after a crash repeats it.
      messageId: reply.emailMessageId,
    });
  } catch (error) {
    await recordReplyAttempt(db, replyId, { error: error instanceof Error ? error.message : String(error) });
    throw error;
  }
  const now = deps.now();
  await db.transaction().execute(async (trx) => {
    await recordReplyAttempt(trx, replyId, { sentAt: now.toISOString() });
    await appendAudit(trx, {
      actor: systemActor,
      action: 'inbox.contact_reply_sent',
      subjectType: 'contact_message',
      subjectId: reply.messageId,
      details: { replyId, transport: transport.kind },
      at: now,
    });
  });
  return 'sent';
}
