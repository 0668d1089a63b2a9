import { type CaseRecord, caseTypeLabels, type DateValue } from '../../../contracts/case-record';
import type { EligibilityDecision, ReportRow } from '../../db/tables/reports.tables';

import type { DeadlineSummary } from './compute-deadlines';
import type { CaseValuation } from './estimate-case-value';
import { workersCompOnly } from './assess-eligibility';
import { evidenceChecklists, nextSteps, type ReportOutcome } from './report-content';

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
    // First name only: the report may be forwarded; it need not carry the full name.
    greetingName: input.fullName?.trim().split(/\s+/)[0] ?? null,
    caseTypeLabel: record.caseType ? caseTypeLabels[record.caseType] : 'Injury',
    state: record.state ?? null,
    incidentDate: record.incidentDate ? describeDate(record.incidentDate) : null,
    reportDate: report.report_date,
    valuation: JSON.parse(report.valuation) as CaseValuation,
    deadlines: JSON.parse(report.deadlines) as DeadlineSummary,
    evidence: evidenceChecklists[record.caseType ?? 'other'],
    nextSteps: nextSteps(outcome),
    isMatched: input.isMatched,
  };
}

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The incident date as precisely as the visitor gave it: "2026-06-01", "June 2026", "spring 2026", "2025". */
export function describeDate(date: DateValue): string {
  const [year, month] = date.from.split('-').map(Number) as [number, number];
  switch (date.precision) {
    case 'day':
      return date.from;
    case 'week':
      return `the week of ${date.from}`;
    case 'month':
      return `${monthNames[month - 1]} ${year}`;
    case 'season':
      return `between ${date.from} and ${date.to}`;
    case 'year':
      return String(year);
  }
}
