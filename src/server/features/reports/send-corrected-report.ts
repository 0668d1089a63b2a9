import type { AppConfig } from '../../config';
import type { Store } from '../../db/database';
import { PermanentJobError } from '../../jobs/job-definition';
import type { Logger } from '../../logger';

import { loadReportView } from './load-report-view';
import type { MailTransport } from '../../email/mail-transport';
import { findReportVersion, markCorrectedEmailSent, recordCorrectedEmailAttempt } from './reports.repository';
import { mailReport, reportMessageId } from './send-report-email';

/**
 * The 'report.corrected-email' job: emails a corrected version once, with what changed. The
 * version row is the acknowledgement (as the delivery row is for the first email): once it
 * says 'sent', a retry sends nothing. A version that a later correction replaced is not sent;
 * the newer one is the one to send.
 */
export async function sendCorrectedReport(
  deps: { store: Store; config: AppConfig; log: Logger; transport?: MailTransport; now?: () => Date },
  input: { reportId: string; version: number },
): Promise<'sent' | 'already_sent'> {
  const now = deps.now ?? (() => new Date());
  const { db } = deps.store;
  const version = await findReportVersion(db, input.reportId, input.version);
  if (!version) throw new PermanentJobError('Report version not found');
  if (version.corrected_email === 'sent') return 'already_sent';
  const loaded = await loadReportView(db, input.reportId);
  if (!loaded) throw new PermanentJobError('Report or case not found');
  if (!loaded.email) throw new PermanentJobError('The case has no email address');
  if (loaded.report.version !== input.version)
    throw new PermanentJobError(`Version ${input.version} was replaced by version ${loaded.report.version}`);

  const messageId = reportMessageId(`${input.reportId}-v${input.version}`, deps.config.email.from);
  const changes = JSON.parse(version.changes) as string[];
  try {
    await mailReport(deps, loaded, { messageId, correction: { changes } });
  } catch (error) {
    await recordCorrectedEmailAttempt(db, {
      ...input,
      messageId,
      error: error instanceof Error ? error.message : String(error),
    });
    throw error;
  }
  await recordCorrectedEmailAttempt(db, { ...input, messageId, error: null });
  await markCorrectedEmailSent(db, { ...input, now: now().toISOString() });
  return 'sent';
}
