import type { Kysely, Transaction } from 'kysely';

import type { Database } from '../../db/schema';
import type { ReportRow } from '../../db/tables/reports.tables';

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
  const view = buildReportView({
    report,
    record: found.record,
    fullName: found.fullName,
    decision: eligibility?.decision,
    isMatched: match?.match.status === 'open' || match?.match.status === 'closed',
  });
  return { report, view, email: found.email, caseId: found.id };
}
