import type { Transaction } from 'kysely';

import type { CaseRecord } from '../../../contracts/case-record';
import {
  type CaseValuation,
  caseValuationSchema,
  deadlineSummarySchema,
} from '../../../contracts/conclusions';
import { valueNotEstimatedText } from '../../../contracts/value-estimate';
import type { ConclusionSummary, ReportRecomputation } from '../../../contracts/staff-console';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/schema';
import type { ReportRow } from '../../db/tables/reports.tables';
import { AppError } from '../../http/app-error';
import { enqueue } from '../../jobs/job-definition';
import { correctedReportEmailJob } from '../../jobs/job-kinds';
import type { ReportCorrections } from '../../ports/report-corrections';

import { matchAttorney } from './match-attorney';
import { type Conclusions, computeConclusions, isAutoMatched } from './compute-conclusions';
import { firstDeadline } from './compute-deadlines';
import { isFromBeforeVersion2 } from './read-stored-conclusions';
import {
  advanceReport,
  claimCorrectedEmail,
  findCaseForReport,
  findEligibility,
  findMatchWithAttorney,
  findReportByCaseId,
  findReportVersion,
  insertReportVersion,
  replaceEligibility,
} from './reports.repository';

/**
 * Corrections reach the report (issue 12): a corrected record recomputes value, deadlines,
 * eligibility and route at once; the reports row takes the new figures (the visitor's link
 * shows the latest) and a new version keeps them with what changed. The corrected report's
 * email is sent on request, once per version.
 */
export function createReportCorrections(deps: { config: AppConfig; now?: () => Date }): ReportCorrections {
  const now = () => deps.now?.() ?? new Date();
  const policy = {
    servedStates: deps.config.reports.servedStates,
    valueFloor: deps.config.reports.eligibilityValueFloor,
  };
  return {
    async recompute(trx, input) {
      const report = await findReportByCaseId(trx, input.caseId);
      if (!report) return null;
      const at = now();
      const reportDate = at.toISOString().slice(0, 10);
      const before = await summaryOfStored(trx, report);
      const found = await findCaseForReport(trx, input.caseId);
      const conclusions = computeConclusions(input.record, {
        reportDate,
        policy,
        circumstances: { emergencyReported: found?.isEmergencyFlagged ?? false },
      });
      const isCurrent = await advanceReport(trx, {
        reportId: report.id,
        fromVersion: report.version,
        figures: figuresOf(conclusions, reportDate),
      });
      if (!isCurrent)
        throw new AppError(
          'conflict',
          'The report changed while you were saving. Reload the case and try again.',
        );
      const version = report.version + 1;
      await insertReportVersion(trx, {
        ...versionRow(report.id, version, conclusions, reportDate),
        changes: JSON.stringify(input.changes),
        created_by: input.by,
        corrected_email: 'not_sent',
        created_at: at.toISOString(),
      });
      await replaceEligibility(trx, {
        caseId: input.caseId,
        decision: conclusions.eligibility.decision,
        reasons: conclusions.eligibility.checks,
        now: at.toISOString(),
      });
      if (isAutoMatched(conclusions)) await matchIfNone(trx, input.caseId, input.record, at.toISOString());
      return { version, before, after: summaryOf(conclusions) } satisfies ReportRecomputation;
    },

    async sendCorrected(db, input) {
      return db.transaction().execute(async (trx) => {
        const report = await findReportByCaseId(trx, input.caseId);
        if (!report) throw new AppError('not_found', 'This case has no report yet.');
        if (report.version === 1)
          throw new AppError(
            'conflict',
            'The report has not been corrected: use "Resend report email" instead.',
          );
        const claimed = await claimCorrectedEmail(trx, report.id, report.version);
        if (!claimed)
          throw new AppError('conflict', `Corrected report version ${report.version} was already sent.`);
        // A send after one that failed for good is a new job: the old one stays dead, with its error.
        const round = claimed.attemptsBefore > 0 ? { round: claimed.attemptsBefore } : {};
        await enqueue(
          trx,
          correctedReportEmailJob,
          { reportId: report.id, version: report.version, ...round },
          { now: now() },
        );
        return { version: report.version };
      });
    },
  };
}

/** The first computation, kept as version 1 when the report is prepared. */
export function firstVersionRow(reportId: string, conclusions: Conclusions, reportDate: string, at: string) {
  return {
    ...versionRow(reportId, 1, conclusions, reportDate),
    changes: '[]',
    created_by: 'system',
    corrected_email: null,
    created_at: at,
  };
}

function versionRow(reportId: string, version: number, conclusions: Conclusions, reportDate: string) {
  return {
    report_id: reportId,
    version,
    ...figuresOf(conclusions, reportDate),
    decision: conclusions.eligibility.decision,
    reasons: JSON.stringify(conclusions.eligibility.checks),
    route: conclusions.route,
  };
}

function figuresOf(conclusions: Conclusions, reportDate: string) {
  const { value } = conclusions.valuation;
  return {
    value_low: value.low,
    value_likely: value.likely,
    value_high: value.high,
    valuation: JSON.stringify(conclusions.valuation),
    deadlines: JSON.stringify(conclusions.deadlines),
    routing: JSON.stringify(conclusions.routing),
    is_urgent: conclusions.deadlines.isUrgent ? 1 : 0,
    report_date: reportDate,
  };
}

function valueNotEstimatedOf(valuation: CaseValuation | undefined): string | null {
  return valuation ? valueNotEstimatedText(valuation) : null;
}

function summaryOf(conclusions: Conclusions): ConclusionSummary {
  return {
    value: conclusions.valuation.value,
    valueNotEstimated: valueNotEstimatedOf(conclusions.valuation),
    decision: conclusions.eligibility.decision,
    route: conclusions.route,
    isUrgent: conclusions.deadlines.isUrgent,
    firstDeadline: firstDeadline(conclusions.deadlines)?.date ?? null,
  };
}

/** A stored valuation in the current shape, or undefined (a report from before version 2). */
function storedValuation(json: string): CaseValuation | undefined {
  try {
    const parsed = caseValuationSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

async function summaryOfStored(trx: Transaction<Database>, report: ReportRow): Promise<ConclusionSummary> {
  const eligibility = await findEligibility(trx, report.case_id);
  const version = await findReportVersion(trx, report.id, report.version);
  return {
    value: { low: report.value_low, likely: report.value_likely, high: report.value_high },
    valueNotEstimated: valueNotEstimatedOf(storedValuation(report.valuation)),
    decision: eligibility?.decision ?? 'needs_review',
    route: version?.route ?? 'unknown',
    isUrgent: report.is_urgent === 1,
    // A report from before conclusions version 2 kept its deadlines in another shape: not compared.
    firstDeadline: isFromBeforeVersion2(report)
      ? null
      : (firstDeadline(deadlineSummarySchema.parse(JSON.parse(report.deadlines)))?.date ?? null),
  };
}

/** A case that becomes eligible through a correction is matched like any other, once. */
async function matchIfNone(trx: Transaction<Database>, caseId: string, record: CaseRecord, at: string) {
  if (await findMatchWithAttorney(trx, caseId)) return;
  await matchAttorney(trx, { caseId, record, now: at });
}
