import { organization } from '../../../../contracts/organization';
import { escapeHtml } from '../../../http/html';
import { mailMessageId, type OutgoingMail } from '../../../email/mail-transport';

/**
 * A case manager's answer to a contact-form message (decision 0072): their words, then the
 * visitor's message quoted, so the thread reads on its own in any mail program.
 */
export function contactReplyMail(input: {
  from: string;
  to: string;
  replyId: string;
  subject: string;
  body: string;
  original: { message: string; sentAt: string };
}): OutgoingMail {
  const when = new Date(input.original.sentAt).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const quoted = input.original.message
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  const subject = /^re:/i.test(input.subject) ? input.subject : `Re: ${input.subject}`;
  const footer = `${organization.productName} · ${organization.supportPhone} (${organization.supportHours}) · a referral service, not a law firm; we do not give legal advice.`;
  return {
    from: input.from,
    to: input.to,
    subject,
    text: `${input.body}\n\n--\n${footer}\n\nOn ${when} you wrote:\n${quoted}\n`,
    html: `<!doctype html><html lang="en"><body style="font:15px/1.5 Arial,sans-serif;color:#111827;max-width:640px">
${input.body
  .split(/\n{2,}/)
  .map((paragraph) => `<p style="white-space:pre-wrap">${escapeHtml(paragraph)}</p>`)
  .join('\n')}
<p style="color:#4b5563;font-size:13px">${escapeHtml(footer)}</p>
<p style="color:#4b5563">On ${escapeHtml(when)} you wrote:</p>
<blockquote style="color:#4b5563;border-left:3px solid #d1d5db;margin:0;padding-left:12px;white-space:pre-wrap">${escapeHtml(input.original.message)}</blockquote>
</body></html>`,
    messageId: mailMessageId(`contact-reply-${input.replyId}`, input.from),
    attachments: [],
    headers: { 'Reply-To': organization.supportEmail },
  };
}
