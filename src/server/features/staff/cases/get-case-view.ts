import type { Kysely } from 'kysely';
import { z } from 'zod';

import { caseRecordSchema } from '../../../../contracts/case-record';
import type { CaseView, PipelineStatus } from '../../../../contracts/staff-console';
import { reviewItems } from '../../../case-record/fact-lines';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../http/app-error';

import { type AuditActor, appendAudit, listAudit, toAuditView } from '../audit/audit-log.repository';
import {
  countPendingReportEmails,
  findCase,
  findConsent,
  findDelivery,
  findEligibility,
  findMatch,
  findPipeline,
  findReport,
  listCallAttempts,
  listNotes,
  listRecordEdits,
  listStatusHistory,
  listTranscript,
  listUploads,
  listReportVersions,
} from './case-view.repository';
import { shortCaseId } from './list-pipeline';
import { overdueLevel } from './pipeline-markers';

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

const checksSchema = z
  .array(
    z
      .object({
        code: z.string().catch('check'),
        result: z.string().catch('unknown'),
        reason: z.string().catch(''),
      })
      .loose(),
  )
  .catch([]);

const deadlinesSchema = z.object({
  deadlines: z
    .array(
      z
        .object({
          label: z.string().catch('Deadline'),
          date: z.string().optional(),
          status: z.string().catch('unknown'),
          explanation: z.string().catch(''),
          isUnverified: z.boolean().catch(false),
        })
        .loose(),
    )
    .catch([]),
});

const checkLabels: Record<string, string> = {
  within_deadline: 'Within the filing deadline',
  has_injury: 'Has an injury',
  other_party_at_fault: 'Another party at fault',
  not_represented: 'Not already represented',
  claim_beyond_workers_comp: 'A claim beyond workers’ compensation',
  state_served: 'State we serve',
  value_above_floor: 'Value above the referral floor',
};

/**
 * Everything a case manager needs on one screen. Opening it is a read of personal data,
 * so it is written to the audit log before the answer leaves (issue 7).
 */
export async function getCaseView(
  db: Kysely<Database>,
  caseId: string,
  actor: AuditActor,
  now = new Date(),
): Promise<CaseView> {
  const row = await findCase(db, caseId);
  if (!row) throw new AppError('not_found', 'No such case.');
  await appendAudit(db, { actor, action: 'case.viewed', subjectType: 'case', subjectId: caseId });

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
    calls,
    edits,
    audit,
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
    listAudit(db, { subjectId: caseId, limit: 200, offset: 0 }),
  ]);
  const delivery = report ? await findDelivery(db, report.id) : undefined;
  const pendingSends = report ? await countPendingReportEmails(db, report.id) : 0;
  const versions = report ? await listReportVersions(db, report.id) : [];
  const record = caseRecordSchema.safeParse(parseJson(row.case_record));
  const status: PipelineStatus = pipeline?.status ?? 'new';

  return {
    caseId,
    shortId: shortCaseId(caseId),
    alerts: { emergencyAt: row.emergency_flagged_at, callbackRequestedAt: row.callback_requested_at },
    intake: {
      status: row.status,
      source: row.source,
      questionsTotal: row.questions_total,
      extensionsUsed: row.extensions_used,
      createdAt: row.created_at,
      completedAt: row.completed_at,
    },
    contact: {
      name: row.full_name,
      email: row.email,
      phone: row.phone,
      phoneE164: row.phone_e164,
      communicationMethod: row.communication_method,
      description: row.description,
    },
    consent: consent
      ? {
          version: consent.consent_version,
          text: consent.consent_text,
          agreedAt: consent.agreed_at,
          ip: consent.ip,
          userAgent: consent.user_agent,
          pageUrl: consent.page_url,
          recordSha256: consent.record_sha256,
        }
      : null,
    transcript: transcript.map((message) => ({
      id: message.id,
      role: message.role,
      text: message.text,
      questionNumber: message.question_number,
      createdAt: message.created_at,
    })),
    caseRecord: parseJson(row.case_record),
    factLines: record.success ? reviewItems(record.data) : [],
    recordEdits: edits.map((edit) => ({
      id: edit.id,
      at: edit.at,
      staffEmail: edit.staffEmail,
      changedPaths: z.array(z.string()).catch([]).parse(parseJson(edit.changedPaths)),
      before: parseJson(edit.beforeRecord),
      after: parseJson(edit.afterRecord),
    })),
    uploads: uploads.map((upload) => ({
      id: upload.id,
      name: upload.original_name,
      type: upload.sniffed_type,
      sizeBytes: upload.size_bytes,
      createdAt: upload.created_at,
    })),
    report: report
      ? {
          id: report.id,
          value: {
            low: Number(report.value_low),
            likely: Number(report.value_likely),
            high: Number(report.value_high),
          },
          isUrgent: report.is_urgent === 1,
          reportDate: report.report_date,
          createdAt: report.created_at,
          deadlines: deadlinesSchema
            .catch({ deadlines: [] })
            .parse(parseJson(report.deadlines))
            .deadlines.map((deadline) => ({
              label: deadline.label,
              date: deadline.date ?? null,
              status: deadline.status,
              explanation: deadline.explanation,
              isUnverified: deadline.isUnverified,
            })),
          delivery: delivery
            ? {
                status: delivery.status,
                transport: delivery.transport,
                attempts: delivery.attempts,
                lastError: delivery.last_error,
                sentAt: delivery.sent_at,
              }
            : null,
          pendingSends,
          version: report.version,
          versions: versions.map((version) => ({
            version: version.version,
            value: {
              low: Number(version.value_low),
              likely: Number(version.value_likely),
              high: Number(version.value_high),
            },
            decision: version.decision,
            route: version.route,
            isUrgent: version.is_urgent === 1,
            changes: z.array(z.string()).catch([]).parse(parseJson(version.changes)),
            createdAt: version.created_at,
            correctedEmail: version.corrected_email,
            emailSentAt: version.email_sent_at,
          })),
        }
      : null,
    eligibility: eligibility
      ? {
          decision: eligibility.decision,
          reasons: checksSchema.parse(parseJson(eligibility.reasons)).map((check) => ({
            label: checkLabels[check.code] ?? check.code,
            outcome: check.result,
            reason: check.reason,
          })),
        }
      : null,
    match: match
      ? {
          attorneyName: match.attorneyName,
          firm: match.firm,
          status: match.status,
          rule: match.rule,
          inputs: parseJson(match.inputs),
          createdAt: match.createdAt,
        }
      : null,
    pipeline: {
      status,
      overdue: overdueLevel(
        { status, eligibility: eligibility?.decision ?? null, since: row.completed_at ?? row.created_at },
        now,
      ),
      assignedAttorney:
        pipeline?.attorneyId && pipeline.attorneyName
          ? { id: pipeline.attorneyId, name: pipeline.attorneyName, firm: pipeline.attorneyFirm ?? '' }
          : null,
      firstContactedAt: pipeline?.firstContactedAt ?? null,
    },
    statusHistory: history.map((entry) => ({
      id: entry.id,
      from: entry.fromStatus,
      to: entry.toStatus,
      at: entry.at,
      staffEmail: entry.staffEmail,
      note: entry.note,
    })),
    notes: notes.map((note) => ({ id: note.id, body: note.body, at: note.at, staffEmail: note.staffEmail })),
    callAttempts: calls.map((call) => ({
      id: call.id,
      outcome: call.outcome,
      notes: call.notes,
      at: call.at,
      staffEmail: call.staffEmail,
    })),
    audit: audit.map(toAuditView),
  };
}
