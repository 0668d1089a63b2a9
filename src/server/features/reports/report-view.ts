import { type CaseRecord, caseTypeLabels } from '../../../contracts/case-record';
import { describeDate } from '../../case-record/fact-lines';
import type { EligibilityDecision, ReportRow } from '../../db/tables/reports.tables';

import type { DeadlineSummary } from './compute-deadlines';
import type { CaseValuation } from './estimate-case-value';
import { type EligibilityCheckCode, workersCompOnly } from './assess-eligibility';
import {
  evidenceChecklists,
  helpElsewhere,
  nextSteps,
  notReferredReasons,
  type ReportOutcome,
} from './report-content';
import { greetingNameOf } from '../../case-record/greeting-name';

/** Everything the HTML page, the PDF and the email show, assembled once. */
export interface ReportView {
  reportId: string;
  greetingName: string | null;
  caseTypeLabel: string;
  state: string | null;
  incidentDate: string | null;
  reportDate: string;
  valuation: CaseValuation;
  deadlines: DeadlineSummary;
  evidence: string[];
  nextSteps: string[];
  isMatched: boolean;
  /** Why the case is not referred, and where the visitor can turn instead; null when it is. */
  notReferred: NotReferred | null;
}

export interface NotReferred {
  reasons: string[];
  help: { label: string; href: string }[];
  /** The nearest deadline still ahead, as the visitor should watch it. */
  deadlineToWatch: string | null;
}

export function buildReportView(input: {
  report: ReportRow;
  record: CaseRecord;
  fullName: string | null;
  decision: EligibilityDecision | undefined;
  /** The eligibility checks that failed (only read when the decision is 'ineligible'). */
  failedChecks?: EligibilityCheckCode[];
  isMatched: boolean;
  /** Where the matched attorney's office is ("Austin, TX"), when known. */
  matchedOffice?: string | null;
}): ReportView {
  const { report, record } = input;
  const deadlines = JSON.parse(report.deadlines) as DeadlineSummary;
  const outcome: ReportOutcome = record.priorAttorney
    ? 'represented'
    : workersCompOnly(record) === 'comp_only'
      ? 'workers_comp'
      : input.isMatched
        ? 'matched'
        : input.decision === 'ineligible'
          ? 'not_referred'
          : 'review';
  return {
    reportId: report.id,
    greetingName: greetingNameOf(input.fullName),
    caseTypeLabel: record.caseType ? caseTypeLabels[record.caseType] : 'Injury',
    state: record.state ?? null,
    incidentDate: record.incidentDate ? describeDate(record.incidentDate) : null,
    reportDate: report.report_date,
    valuation: JSON.parse(report.valuation) as CaseValuation,
    deadlines,
    evidence: evidenceChecklists[record.caseType ?? 'other'],
    nextSteps: nextSteps(outcome, input.matchedOffice ?? null),
    isMatched: input.isMatched,
    notReferred:
      outcome === 'not_referred' || outcome === 'workers_comp'
        ? notReferredFor(input.failedChecks ?? [], deadlines, outcome === 'workers_comp')
        : null,
  };
}

/**
 * The first name the report and its email greet, or null for "Hello,". Only a name-shaped
 * word passes (letters, an apostrophe or hyphen, at most 30 characters): whatever a visitor
 * types as a name is carried into an email sent from our address, so a link or a phrase
 * must never be (issue 15). First name only: the report may be forwarded.
 */
export { greetingNameOf };

function notReferredFor(
  failed: EligibilityCheckCode[],
  deadlines: DeadlineSummary,
  isComp: boolean,
): NotReferred {
  const ahead = deadlines.deadlines
    .filter((deadline) => deadline.date && (deadline.daysLeft ?? -1) >= 0)
    .sort((a, b) => a.date!.localeCompare(b.date!))[0];
  return {
    reasons: failed.map((code) => notReferredReasons[code]),
    help: isComp ? [helpElsewhere.workersComp, helpElsewhere.lawyerReferral] : [helpElsewhere.lawyerReferral],
    deadlineToWatch: ahead
      ? `${ahead.label}: about ${ahead.date} (an estimate; an attorney must confirm it).`
      : null,
  };
}
