import { escapeHtml } from './render-report-html';
import type { ReportView } from './report-view';

/**
 * The report email (transactional, CAN-SPAM §5.2 does not need an unsubscribe), in the case's
 * language: the range, the link, the next step and the disclaimers; the full report is the
 * PDF and page.
 */
export function composeReportEmail(
  view: ReportView,
  link: { url: string; expiresAt: string },
  /** A corrected version: the email says so and lists what changed. */
  correction?: { changes: string[] },
): { subject: string; text: string; html: string } {
  const { words } = view;
  const { email } = words;
  const subject = correction ? email.correctedSubject : email.subject;
  const greeting = email.hello(view.greetingName);
  const urgent = view.isDatesCheck ? email.datesCheck : view.isUrgent ? email.urgent : null;
  const expires = words.day(link.expiresAt.slice(0, 10));
  // Not an estimate (no bills yet, dates checked first, comp only): the sentence says why, and
  // is not introduced as a range nor followed by a note on estimates.
  const range = view.isValueUnmeasured ? view.rangeText : email.estimatedRange(view.rangeText);
  const lines = [
    greeting,
    '',
    ...(correction ? [email.correctedIntro, ...correction.changes.map((line) => `- ${line}`), ''] : []),
    email.attachedAndOnline,
    link.url,
    email.worksUntil(expires),
    '',
    ...(urgent ? [urgent, ''] : []),
    range,
    ...(view.isValueUnmeasured ? [] : [email.estimateNote]),
    '',
    email.whatNext,
    ...view.routeReasons.map((reason) => `- ${reason}`),
    ...(view.reviewNote ? [`- ${view.reviewNote}`] : []),
    ...view.nextSteps.map((step) => `- ${step}`),
    '',
    ...words.disclaimers,
    '',
    words.contactLine,
  ];
  const muted = (text: string) => `<p style="color:#4b5563;font-size:13px">${escapeHtml(text)}</p>`;
  const html = `<!doctype html><html lang="${view.language}"><body style="font:15px/1.5 Arial,sans-serif;color:#111827;max-width:640px">
<p>${escapeHtml(greeting)}</p>
${
  correction
    ? `<p><strong>${escapeHtml(email.correctedIntro)}</strong></p><ul>${correction.changes
        .map((line) => `<li>${escapeHtml(line)}</li>`)
        .join('')}</ul>`
    : ''
}
<p>${escapeHtml(email.attachedAndOnlineHtml)}</p>
<p><a href="${escapeHtml(link.url)}">${escapeHtml(email.openReport)}</a> <span style="color:#4b5563">${escapeHtml(email.worksUntil(expires))}</span></p>
${urgent ? `<p style="color:#b91c1c;font-weight:bold">${escapeHtml(urgent)}</p>` : ''}
${
  view.isValueUnmeasured
    ? `<p>${escapeHtml(range)}</p>`
    : `<p style="font-size:18px"><strong>${escapeHtml(range)}</strong><br><span style="color:#4b5563">${escapeHtml(email.shortEstimateNote)}</span></p>`
}
<p><strong>${escapeHtml(email.whatNext)}</strong></p><ul>${[
    ...view.routeReasons,
    ...(view.reviewNote ? [view.reviewNote] : []),
    ...view.nextSteps,
  ]
    .map((step) => `<li>${escapeHtml(step)}</li>`)
    .join('')}</ul>
${words.disclaimers.map(muted).join('')}
${muted(words.contactLine)}
</body></html>`;
  return { subject, text: lines.join('\n'), html };
}
