import type { CaseRecord } from '../../../contracts/case-record';
import {
  type CaseValuation,
  caseValuationSchema,
  type DeadlineSummary,
  deadlineSummarySchema,
  type EligibilityCheck,
  eligibilityChecksSchema,
  type Routing,
  routingSchema,
} from '../../../contracts/conclusions';
import type { EligibilityDecision } from '../../../contracts/staff-console';
import type { ReportRow } from '../../db/tables/reports.tables';

import { computeFigures } from './compute-conclusions';
import { humanReviewReasons, routeCase } from './route-case';

/**
 * A stored report's conclusions, read with their one schema each (src/contracts/conclusions.ts).
 * A report stored before conclusions version 2 (migration 0010) kept English sentences instead
 * of codes, and no routing: it is read by recomputing its figures from the case record on its
 * own report date, and its route from its stored eligibility checks (decision 0026). Anything
 * else that does not fit the schema is an error, not a guess.
 */
export interface StoredConclusions {
  valuation: CaseValuation;
  deadlines: DeadlineSummary;
  routing: Routing;
}

export function parseEligibilityChecks(json: string | undefined): EligibilityCheck[] {
  return json ? eligibilityChecksSchema.parse(JSON.parse(json)) : [];
}

export function isFromBeforeVersion2(report: Pick<ReportRow, 'model_version'>): boolean {
  return report.model_version < 2;
}

export function readStoredConclusions(input: {
  report: ReportRow;
  record: CaseRecord;
  decision: EligibilityDecision | undefined;
  checks: EligibilityCheck[];
}): StoredConclusions {
  const { report, record } = input;
  const isLegacy = isFromBeforeVersion2(report);
  const figures = isLegacy
    ? computeFigures(record, report.report_date)
    : {
        valuation: caseValuationSchema.parse(JSON.parse(report.valuation)),
        deadlines: deadlineSummarySchema.parse(JSON.parse(report.deadlines)),
      };
  if (report.routing !== null)
    return { ...figures, routing: routingSchema.parse(JSON.parse(report.routing)) };
  const eligibility = { decision: input.decision ?? 'needs_review', checks: input.checks };
  const humanReview = humanReviewReasons(
    record,
    { ...figures, eligibility },
    { reportDate: report.report_date },
  );
  return { ...figures, routing: routeCase(record, eligibility, humanReview, report.report_date) };
}
