import { organization } from '../../../contracts/organization';

import { escapeHtml, rangeText } from './render-report-html';
import { contactLine, disclaimers } from './report-content';
import type { ReportView } from './report-view';

/**
 * The report email (transactional, CAN-SPAM §5.2 does not need an unsubscribe): the
 * range, the link, the next step and the disclaimers; the full report is the PDF and page.
 */
export function composeReportEmail(
  view: ReportView,
  link: { url: string; expiresAt: string },
  /** A corrected version: the email says so and lists what changed. */
  correction?: { changes: string[] },
): { subject: string; text: string; html: string } {
  const subject = correction
    ? `Your corrected case value report from ${organization.productName}`
    : `Your case value report from ${organization.productName}`;
  const corrected = correction
    ? ['We corrected the facts of your case and recomputed your report. What changed:', ...correction.changes]
    : null;
  const greeting = view.greetingName ? `Hello ${view.greetingName},` : 'Hello,';
  const urgent = view.deadlines.isUrgent
    ? 'Important: a deadline for your claim may be close or may have passed. Speak with an attorney as soon as possible.'
    : null;
  const expires = link.expiresAt.slice(0, 10);
  const lines = [
    greeting,
    '',
    ...(corrected ? [corrected[0]!, ...corrected.slice(1).map((line) => `- ${line}`), ''] : []),
    'Thank you for telling us what happened. Your case value report is attached as a PDF and online at:',
    link.url,
    `(the link works until ${expires})`,
    '',
    ...(urgent ? [urgent, ''] : []),
    `Estimated range: ${rangeText(view.valuation.value)}`,
    'This is an estimate from common valuation methods and the facts you gave us, not a promise.',
    '',
    'What happens next:',
    ...view.nextSteps.map((step) => `- ${step}`),
    '',
    ...disclaimers,
    '',
    contactLine,
  ];
  const html = `<!doctype html><html lang="en"><body style="font:15px/1.5 Arial,sans-serif;color:#111827;max-width:640px">
<p>${escapeHtml(greeting)}</p>
${
  corrected
    ? `<p><strong>${escapeHtml(corrected[0]!)}</strong></p><ul>${corrected
        .slice(1)
        .map((line) => `<li>${escapeHtml(line)}</li>`)
        .join('')}</ul>`
    : ''
}
<p>Thank you for telling us what happened. Your case value report is attached as a PDF and online:</p>
<p><a href="${escapeHtml(link.url)}">Open your report</a> <span style="color:#4b5563">(works until ${escapeHtml(expires)})</span></p>
${urgent ? `<p style="color:#b91c1c;font-weight:bold">${escapeHtml(urgent)}</p>` : ''}
<p style="font-size:18px"><strong>Estimated range: ${escapeHtml(rangeText(view.valuation.value))}</strong><br><span style="color:#4b5563">An estimate, not a promise.</span></p>
<p><strong>What happens next</strong></p><ul>${view.nextSteps.map((step) => `<li>${escapeHtml(step)}</li>`).join('')}</ul>
${disclaimers.map((text) => `<p style="color:#4b5563;font-size:13px">${escapeHtml(text)}</p>`).join('')}
<p style="color:#4b5563;font-size:13px">${escapeHtml(contactLine)}</p>
</body></html>`;
  return { subject, text: lines.join('\n'), html };
}
