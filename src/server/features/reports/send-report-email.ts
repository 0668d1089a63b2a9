import { randomUUID } from 'node:crypto';

import type { AppConfig } from '../../config';
import type { Store } from '../../db/database';
import { PermanentJobError } from '../../jobs/job-definition';
import type { Logger } from '../../logger';

import { composeReportEmail } from './compose-report-email';
import { loadReportView } from './load-report-view';
import { createMailTransport, type MailTransport } from '../../email/mail-transport';
import { renderReportPdf } from './render-report-pdf';
import { mintReportLink } from './report-links';
import {
  ensureDelivery,
  markDeliveryFailed,
  markDeliverySent,
  recordDeliveryAttempt,
} from './reports.repository';

/** A stable Message-ID per report: a resend after a crash repeats it, so receivers can dedupe (decision 0030). */
export function reportMessageId(reportId: string, from: string): string {
  const domain = /@([A-Za-z0-9.-]+)/.exec(from)?.[1] ?? 'caseintake.invalid';
  return `<report-${reportId}@${domain}>`;
}

/**
 * Step two of delivery, run by the 'report.email' job: render the PDF, mint a link, send,
 * then record the delivery as sent. The delivery row is the acknowledgement: once it says
 * 'sent', a retry sends nothing. A crash after the SMTP server accepted the message but
 * before that write causes one resend with the same Message-ID, never a different email.
 */
export async function sendReportEmail(
  deps: { store: Store; config: AppConfig; log: Logger; transport?: MailTransport; now?: () => Date },
  reportId: string,
): Promise<'sent' | 'already_sent'> {
  const now = deps.now ?? (() => new Date());
  const { db } = deps.store;
  const loaded = await loadReportView(db, reportId);
  if (!loaded) throw new PermanentJobError('Report or case not found');
  if (!loaded.email) throw new PermanentJobError('The case has no email address');

  const delivery = await ensureDelivery(db, {
    id: randomUUID(),
    reportId,
    caseId: loaded.caseId,
    messageId: reportMessageId(reportId, deps.config.email.from),
    now: now().toISOString(),
  });
  if (delivery.status === 'sent') return 'already_sent';

  await recordDeliveryAttempt(db, delivery.id, null, now().toISOString());
  let transportKind: string;
  try {
    transportKind = await mailReport(deps, loaded, { messageId: delivery.message_id });
  } catch (error) {
    await markDeliveryFailed(
      db,
      delivery.id,
      error instanceof Error ? error.message : String(error),
      now().toISOString(),
    );
    throw error;
  }
  await markDeliverySent(db, delivery.id, transportKind, now().toISOString());
  return 'sent';
}

/**
 * Renders the report as it stands (page link, PDF, email) and hands it to the mail transport.
 * Returns the transport's kind. The caller records the attempt and the outcome.
 */
export async function mailReport(
  deps: { store: Store; config: AppConfig; log: Logger; transport?: MailTransport; now?: () => Date },
  loaded: NonNullable<Awaited<ReturnType<typeof loadReportView>>>,
  options: { messageId: string; correction?: { changes: string[] } },
): Promise<string> {
  const now = deps.now ?? (() => new Date());
  const link = await mintReportLink(deps.store.db, {
    reportId: loaded.report.id,
    siteUrl: deps.config.siteUrl,
    ttlDays: deps.config.reports.tokenTtlDays,
    now: now(),
  });
  const pdf = await renderReportPdf(loaded.view);
  const content = composeReportEmail(loaded.view, link, options.correction);
  const transport = deps.transport ?? createMailTransport(deps.config);
  const result = await transport.send({
    from: deps.config.email.from,
    to: loaded.email!,
    subject: content.subject,
    text: content.text,
    html: content.html,
    messageId: options.messageId,
    attachments: [{ filename: 'case-value-report.pdf', content: pdf, contentType: 'application/pdf' }],
  });
  if (result.outboxFile) {
    // No mail server configured: the file name only. The link is a secret (decision 0058): it is in the file.
    deps.log.info({ outboxFile: result.outboxFile }, 'report email written to the outbox');
  }
  return transport.kind;
}
