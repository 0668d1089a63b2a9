import { randomUUID } from 'node:crypto';

import type { Kysely } from 'kysely';

import type { Database } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import { enqueue } from '../../../jobs/job-definition';
import { reportEmailJob } from '../../../jobs/job-kinds';

import { appendAudit } from '../audit/audit-log.repository';
import type { StaffActor } from '../audit/staff-actor';

import { resetDeliveryToPending } from './case-actions.repository';
import { findDelivery, findReport } from './case-view.repository';

/**
 * Resend = a new 'report.email' job (decision 0053). The report feature's sender skips a
 * delivery already marked sent, so the delivery goes back to pending in the same transaction.
 */
export async function resendReport(
  db: Kysely<Database>,
  actor: StaffActor,
  caseId: string,
): Promise<{ jobId: string }> {
  const report = await findReport(db, caseId);
  if (!report) throw new AppError('conflict', 'This case has no report yet.');
  const delivery = await findDelivery(db, report.id);
  return db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    if (delivery) {
      await resetDeliveryToPending(trx, delivery.id, now);
    }
    const jobId = await enqueue(trx, reportEmailJob, { reportId: report.id, resend: randomUUID() });
    await appendAudit(trx, {
      actor,
      action: 'case.report_resent',
      subjectType: 'case',
      subjectId: caseId,
      details: { jobId },
    });
    return { jobId };
  });
}
