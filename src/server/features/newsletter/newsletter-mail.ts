import { organization } from '../../../contracts/organization';
import type { OutgoingMail } from '../../email/mail-transport';
import { escapeHtml } from '../../http/html';

/**
 * The newsletter's emails. Every one carries one-click unsubscribe (RFC 8058: List-Unsubscribe
 * with an https link, and List-Unsubscribe-Post), and a visible unsubscribe link.
 */
export const unsubscribeAddress = (siteUrl: string, token: string) =>
  `${siteUrl}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;

export function listUnsubscribeHeaders(siteUrl: string, token: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${unsubscribeAddress(siteUrl, token)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

const domainOf = (from: string) => /@([A-Za-z0-9.-]+)/.exec(from)?.[1] ?? 'caseintake.invalid';

export function confirmationMail(input: {
  from: string;
  to: string;
  siteUrl: string;
  subscriberId: string;
  confirmToken: string;
  unsubscribeToken: string;
}): OutgoingMail {
  const confirm = `${input.siteUrl}/newsletter/confirm?token=${encodeURIComponent(input.confirmToken)}`;
  const unsubscribe = unsubscribeAddress(input.siteUrl, input.unsubscribeToken);
  const lines = [
    'Hello,',
    '',
    `Someone, we hope you, asked to receive the ${organization.productName} newsletter at this address.`,
    'To confirm, open this link and press the button on the page:',
    confirm,
    '',
    'If it was not you, ignore this email: nothing more will be sent to this address.',
    '',
    `Unsubscribe at any time: ${unsubscribe}`,
  ];
  return {
    from: input.from,
    to: input.to,
    subject: `Please confirm your ${organization.productName} newsletter subscription`,
    text: lines.join('\n'),
    html: `<!doctype html><html lang="en"><body style="font:15px/1.5 Arial,sans-serif;color:#111827;max-width:640px">
<p>Hello,</p>
<p>Someone, we hope you, asked to receive the ${escapeHtml(organization.productName)} newsletter at this address.</p>
<p><a href="${escapeHtml(confirm)}">Confirm my subscription</a></p>
<p style="color:#4b5563">If it was not you, ignore this email: nothing more will be sent to this address.</p>
<p style="color:#4b5563;font-size:13px"><a href="${escapeHtml(unsubscribe)}">Unsubscribe</a></p>
</body></html>`,
    messageId: `<newsletter-confirm-${input.subscriberId}@${domainOf(input.from)}>`,
    attachments: [],
    headers: listUnsubscribeHeaders(input.siteUrl, input.unsubscribeToken),
  };
}

export function issueMail(input: {
  from: string;
  to: string;
  siteUrl: string;
  issueId: string;
  subscriberId: string;
  subject: string;
  text: string;
  unsubscribeToken: string;
}): OutgoingMail {
  const unsubscribe = unsubscribeAddress(input.siteUrl, input.unsubscribeToken);
  const paragraphs = input.text
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return {
    from: input.from,
    to: input.to,
    subject: input.subject,
    text: `${input.text.trim()}\n\n--\nYou receive this because you confirmed your subscription. Unsubscribe: ${unsubscribe}`,
    html: `<!doctype html><html lang="en"><body style="font:15px/1.5 Arial,sans-serif;color:#111827;max-width:640px">
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<p style="color:#4b5563;font-size:13px">You receive this because you confirmed your subscription. <a href="${escapeHtml(unsubscribe)}">Unsubscribe</a></p>
</body></html>`,
    messageId: `<newsletter-${input.issueId}-${input.subscriberId}@${domainOf(input.from)}>`,
    attachments: [],
    headers: listUnsubscribeHeaders(input.siteUrl, input.unsubscribeToken),
  };
}
