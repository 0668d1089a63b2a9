import { randomUUID } from 'node:crypto';

import type { AppConfig } from '../../config';
import type { Store } from '../../db/database';
import type { ReportRow } from '../../db/tables/reports.tables';
import { enqueue, PermanentJobError } from '../../jobs/job-definition';
import { caseQueueJob, reportEmailJob } from '../../jobs/job-kinds';

import { matchAttorney } from './match-attorney';
import { computeConclusions, isAutoMatched } from './compute-conclusions';
import { firstVersionRow } from './report-corrections';
import {
  findCaseForReport,
  findReportByCaseId,
  insertEligibility,
  insertReportOnce,
  insertReportVersion,
} from './reports.repository';

/**
 * Step one of delivery, run by the 'case.report' job: value the case, compute its
 * deadlines, decide eligibility, match an attorney when eligible, and enqueue the email,
 * all in one transaction. Idempotent: a retried job finds the report and only makes sure
 * the email job exists, so the figures and the match never change on a retry.
 */
export async function prepareCaseReport(
  deps: { store: Store; config: AppConfig; now?: Date },
  caseId: string,
): Promise<ReportRow> {
  const now = deps.now ?? new Date();
  const nowIso = now.toISOString();
  const reportDate = nowIso.slice(0, 10);

  return deps.store.db.transaction().execute(async (trx) => {
    const existing = await findReportByCaseId(trx, caseId);
    if (existing) {
      await enqueue(trx, reportEmailJob, { reportId: existing.id }, { now });
      return existing;
    }
    const found = await findCaseForReport(trx, caseId);
    if (!found) throw new PermanentJobError('Case not found');
    if (found.status !== 'complete') throw new PermanentJobError('Case is not complete');

    const conclusions = computeConclusions(found.record, {
      reportDate,
      policy: {
        servedStates: deps.config.reports.servedStates,
        valueFloor: deps.config.reports.eligibilityValueFloor,
      },
      circumstances: { emergencyReported: found.isEmergencyFlagged },
    });
    const { valuation, deadlines, eligibility, routing } = conclusions;
    const report = await insertReportOnce(trx, {
      id: randomUUID(),
      case_id: caseId,
      model_version: valuation.modelVersion,
      value_low: valuation.value.low,
      value_likely: valuation.value.likely,
      value_high: valuation.value.high,
      valuation: JSON.stringify(valuation),
      deadlines: JSON.stringify(deadlines),
      routing: JSON.stringify(routing),
      is_urgent: deadlines.isUrgent ? 1 : 0,
      report_date: reportDate,
      created_at: nowIso,
    });
    await insertReportVersion(trx, firstVersionRow(report.id, conclusions, reportDate, nowIso));

    await insertEligibility(trx, {
      caseId,
      reportId: report.id,
      decision: eligibility.decision,
      reasons: eligibility.checks,
      now: nowIso,
    });

    if (isAutoMatched(conclusions)) {
      await matchAttorney(trx, { caseId, record: found.record, now: nowIso });
    }

    await enqueue(trx, reportEmailJob, { reportId: report.id }, { now });
    // The staff queue takes the case from here: its promise, and an owner when eligible (issue 14).
    await enqueue(trx, caseQueueJob, { caseId, reason: 'report', at: nowIso }, { now });
    return report;
  });
}
