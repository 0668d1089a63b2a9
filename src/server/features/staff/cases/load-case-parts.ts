import type { Kysely } from 'kysely';

import type { Database } from '../../../db/schema';

import { listMessagesOfCase } from '../shared/contact-links.repository';
import { toContactMessageViews } from '../shared/contact-message-views';

import {
  countPendingReportEmails,
  findCase,
  findConsent,
  findDelivery,
  findEligibility,
  findMatch,
  findPipeline,
  findReport,
  listAttorneyQuestions,
  listCallAttempts,
  listNotes,
  listRecordEdits,
  listReportVersions,
  listStatusHistory,
  listTranscript,
  listUploads,
} from './case-view.repository';

/**
 * Everything stored about one case, read once: the case view and the case export are both
 * built from it, so what a case manager sees and what leaves as JSON cannot disagree.
 */
export async function loadCaseParts(db: Kysely<Database>, caseId: string) {
  const row = await findCase(db, caseId);
  if (!row) return undefined;
  const [
    consent,
    transcript,
    uploads,
    report,
    eligibility,
    match,
    pipeline,
    history,
    notes,
    attempts,
    edits,
    attorneyQuestions,
  ] = await Promise.all([
    findConsent(db, caseId),
    listTranscript(db, caseId),
    listUploads(db, caseId),
    findReport(db, caseId),
    findEligibility(db, caseId),
    findMatch(db, caseId),
    findPipeline(db, caseId),
    listStatusHistory(db, caseId),
    listNotes(db, caseId),
    listCallAttempts(db, caseId),
    listRecordEdits(db, caseId),
    listAttorneyQuestions(db, caseId),
  ]);
  const [delivery, pendingSends, versions] = report
    ? await Promise.all([
        findDelivery(db, report.id),
        countPendingReportEmails(db, report.id),
        listReportVersions(db, report.id),
      ])
    : [undefined, 0, []];
  const messages = await toContactMessageViews(db, await listMessagesOfCase(db, caseId));
  return {
    row,
    consent,
    transcript,
    uploads,
    report,
    delivery,
    pendingSends,
    versions,
    eligibility,
    match,
    pipeline,
    history,
    notes,
    attempts,
    edits,
    attorneyQuestions,
    messages,
  };
}
export type CaseParts = NonNullable<Awaited<ReturnType<typeof loadCaseParts>>>;
