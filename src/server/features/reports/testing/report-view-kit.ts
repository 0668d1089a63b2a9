import type { CaseRecord } from '../../../../contracts/case-record';
import { type Conclusions, computeConclusions, isAutoMatched } from '../compute-conclusions';
import { buildReportView, type ReportView } from '../report-view';

/**
 * A report view straight from a case record, as the report job would store and the page would
 * read it: for render tests and the PDF bench. Every state is served and the floor is $5,000
 * unless the test says otherwise; the case is matched when the rule would match it.
 */
export function reportViewFor(
  record: CaseRecord,
  options: {
    fullName?: string | null;
    reportDate?: string;
    servedStates?: string[];
    isMatched?: boolean;
    matchedOffice?: string | null;
    emergencyReported?: boolean;
  } = {},
): { view: ReportView; conclusions: Conclusions } {
  const reportDate = options.reportDate ?? '2026-11-21';
  const conclusions = computeConclusions(record, {
    reportDate,
    policy: { servedStates: options.servedStates ?? [record.state ?? 'CA'], valueFloor: 5000 },
    circumstances: { emergencyReported: options.emergencyReported ?? false },
  });
  const view = buildReportView({
    reportId: 'r1',
    reportDate,
    record,
    fullName: options.fullName ?? 'Maria Lopez',
    conclusions,
    isMatched: options.isMatched ?? isAutoMatched(conclusions),
    matchedOffice: options.matchedOffice ?? null,
  });
  return { view, conclusions };
}
