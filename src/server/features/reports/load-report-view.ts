import type { Kysely, Transaction } from 'kysely';

import type { Database } from '../../db/schema';
import type { ReportRow } from '../../db/tables/reports.tables';

import { parseEligibilityChecks, readStoredConclusions } from './read-stored-conclusions';
import { buildReportView, type ReportView } from './report-view';
import {
  findCaseForReport,
  findEligibility,
  findMatchWithAttorney,
  findReportById,
} from './reports.repository';

/** The report with its case, eligibility and match, as the page, PDF and email show it. */
export async function loadReportView(
  db: Kysely<Database> | Transaction<Database>,
  reportId: string,
): Promise<{ report: ReportRow; view: ReportView; email: string | null; caseId: string } | undefined> {
  const report = await findReportById(db, reportId);
  if (!report) return undefined;
  const found = await findCaseForReport(db, report.case_id);
  if (!found) return undefined;
  const eligibility = await findEligibility(db, report.case_id);
  const match = await findMatchWithAttorney(db, report.case_id);
  const conclusions = readStoredConclusions({
    report,
    record: found.record,
    decision: eligibility?.decision,
    checks: parseEligibilityChecks(eligibility?.reasons),
  });
  const view = buildReportView({
    reportId: report.id,
    reportDate: report.report_date,
    record: found.record,
    fullName: found.fullName,
    conclusions,
    isMatched: match?.match.status === 'open' || match?.match.status === 'closed',
    matchedOffice: match?.attorney?.office_location ?? null,
  });
  return { report, view, email: found.email, caseId: found.id };
}
