import { type CaseRecord, caseTypeLabels } from '../../../contracts/case-record';
import type { EligibilityDecision, ReportRow } from '../../db/tables/reports.tables';

import type { DeadlineSummary } from './compute-deadlines';
import type { CaseValuation } from './estimate-case-value';
import { evidenceChecklists, nextSteps } from './report-content';

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
}

export function buildReportView(input: {
  report: ReportRow;
  record: CaseRecord;
  fullName: string | null;
  decision: EligibilityDecision | undefined;
  isMatched: boolean;
}): ReportView {
  const { report, record } = input;
  const outcome = record.hasAttorney
    ? 'represented'
    : input.isMatched
      ? 'matched'
      : input.decision === 'ineligible'
        ? 'not_referred'
        : 'review';
  return {
    reportId: report.id,
    // First name only: the report may be forwarded; it need not carry the full name.
    greetingName: input.fullName?.trim().split(/\s+/)[0] ?? null,
    caseTypeLabel: record.caseType ? caseTypeLabels[record.caseType] : 'Injury',
    state: record.state ?? null,
    incidentDate: record.incidentDate ?? null,
    reportDate: report.report_date,
    valuation: JSON.parse(report.valuation) as CaseValuation,
    deadlines: JSON.parse(report.deadlines) as DeadlineSummary,
    evidence: evidenceChecklists[record.caseType ?? 'other'],
    nextSteps: nextSteps(outcome),
    isMatched: input.isMatched,
  };
}
