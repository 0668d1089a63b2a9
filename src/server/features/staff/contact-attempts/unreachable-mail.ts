import { organization } from '../../../../contracts/organization';
import { escapeHtml } from '../../../http/html';
import { mailMessageId, type OutgoingMail } from '../../../email/mail-transport';

/**
 * "We could not reach you" (decision 0071): sent once when the contact cadence ends. It says
 * how to reach us instead, and nothing about the case beyond that we tried: an email can be
 * read by someone else.
 */
export function unreachableMail(input: {
  from: string;
  to: string;
  caseId: string;
  firstName: string | null;
  attempts: number;
}): OutgoingMail {
  const greeting = input.firstName ? `Hello ${input.firstName},` : 'Hello,';
  const lines = [
    greeting,
    '',
    `A ${organization.productName} case manager tried to reach you ${input.attempts} ${input.attempts === 1 ? 'time' : 'times'} about the accident you told us about, and could not get through.`,
    '',
    `If you would still like to talk, call us at ${organization.supportPhone} (${organization.supportHours}) or reply to this email with a good time to call. We will not call again unless you ask.`,
    '',
    `${organization.productName} is a referral service, not a law firm, and does not give legal advice. Filing deadlines apply to injury claims, so do not wait too long to speak with an attorney.`,
  ];
  return {
    from: input.from,
    to: input.to,
    subject: `We could not reach you about your ${organization.productName} evaluation`,
    text: lines.join('\n'),
    html: `<!doctype html><html lang="en"><body style="font:15px/1.5 Arial,sans-serif;color:#111827;max-width:640px">
${lines
  .filter(Boolean)
  .map((line) => `<p>${escapeHtml(line)}</p>`)
  .join('\n')}
</body></html>`,
    messageId: mailMessageId(`unreachable-${input.caseId}`, input.from),
    attachments: [],
    headers: { 'Reply-To': organization.supportEmail },
  };
}
