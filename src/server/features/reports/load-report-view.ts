import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';

import type { Database } from '../../db/schema';
import type { ReportRow } from '../../db/tables/reports.tables';

import { type EligibilityCheckCode, eligibilityCheckCodes } from './assess-eligibility';
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
    failedChecks: failedChecksOf(eligibility?.reasons),
    isMatched: match?.match.status === 'open' || match?.match.status === 'closed',
    matchedOffice: match?.attorney?.office_location ?? null,
  });
  return { report, view, email: found.email, caseId: found.id };
}

const storedChecksSchema = z.array(
  z.object({ code: z.enum(eligibilityCheckCodes), result: z.string() }).loose(),
);

/** The failed checks of a stored eligibility assessment; a row from an older build that does not parse names none. */
function failedChecksOf(reasons: string | undefined): EligibilityCheckCode[] {
  if (!reasons) return [];
  const parsed = storedChecksSchema.safeParse(JSON.parse(reasons));
  return parsed.success
    ? parsed.data.filter((check) => check.result === 'failed').map((check) => check.code)
    : [];
}
