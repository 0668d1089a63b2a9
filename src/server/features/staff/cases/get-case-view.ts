import type { Kysely } from 'kysely';

import { caseRecordSchema } from '../../../../contracts/case-record';
import { parseEmergencySigns } from '../../../../contracts/danger-signs';
import type { CaseView, PipelineStatus } from '../../../../contracts/staff-console';
import { eligibilityCheckLabels } from '../../../case-record/check-labels';
import { factStates } from '../../../case-record/fact-flags';
import type { StoredFactCheck } from '../../../ports/stored-fact-check';
import { reviewItems } from '../../../case-record/fact-lines';
import { visitorTimeZoneOf } from '../../../case-record/state-time-zone';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../http/app-error';

import { type AuditActor, appendAudit, listAudit, toAuditView } from '../audit/audit-log.repository';
import { contactChannelsOf } from '../shared/contact-channels';
import { readContactCadence } from '../settings/settings.repository';
import { shortCaseId } from '../shared/short-case-id';

import { toAttorneyQuestionView } from './attorney-question-view';
import { buildTimeline, timelineActions } from './build-timeline';
import { attorneyRefOf, contactOf, rangeOf, staffRefOf, versionSummaryOf } from './case-refs';
import { parseCallbackWindow } from './callback-window';
import { maxAttemptsOf } from './derive-queue-entry';
import { loadCaseParts } from './load-case-parts';
import { overdueLevel } from './pipeline-markers';
import {
  parseStoredChecks,
  parseStoredJson,
  parseStoredLines,
  parseStoredRouting,
  readDeadlineRows,
  valueNotEstimatedOf,
} from './stored-conclusions';
import { urgentReasonsOf } from './urgent-reasons';

/**
 * Everything a case manager needs on one screen. Opening it is a read of personal data,
 * so it is written to the audit log before the answer leaves (issue 7).
 */
export async function getCaseView(
  db: Kysely<Database>,
  caseId: string,
  actor: AuditActor,
  now: Date,
  /** The intake's value check on stored values, for the doubtful-fact flags (decision 0127). */
  check: StoredFactCheck,
): Promise<CaseView> {
  const parts = await loadCaseParts(db, caseId);
  if (!parts) throw new AppError('not_found', 'No such case.');
  await appendAudit(db, { actor, action: 'case.viewed', subjectType: 'case', subjectId: caseId, at: now });
  const { row, report, pipeline, eligibility } = parts;
  const routing = report ? parseStoredRouting(report.routing) : null;
  const [audit, cadence] = await Promise.all([
    listAudit(db, { subjectId: caseId, limit: 200, offset: 0 }),
    readContactCadence(db),
  ]);
  const record = caseRecordSchema.safeParse(parseStoredJson(row.case_record));
  const status: PipelineStatus = pipeline?.status ?? 'new';
  const window = parseCallbackWindow(row.callback_window);
  const latestVersion = parts.versions.at(-1);
  const urgentReasons = urgentReasonsOf({
    emergencyAt: row.emergency_flagged_at,
    isReportUrgent: report?.is_urgent === 1,
  });

  return {
    caseId,
    shortId: shortCaseId(caseId),
    alerts: {
      emergencyAt: row.emergency_flagged_at,
      emergencySigns: parseEmergencySigns(row.emergency_signs),
      callbackRequestedAt: row.callback_requested_at,
      callbackWindow: window,
    },
    urgentReasons,
    intake: {
      status: row.status,
      source: row.source,
      questionsTotal: row.questions_total,
      extensionsUsed: row.extensions_used,
      createdAt: row.created_at,
      completedAt: row.completed_at,
    },
    contact: contactOf(row),
    channels: contactChannelsOf({
      hasConsent: parts.consent !== undefined,
      phone: row.phone,
      email: row.email,
      hasWrongNumber: parts.attempts.some((attempt) => attempt.outcome === 'wrong_number'),
    }),
    visitorTimeZone: visitorTimeZoneOf(row.state),
    consent: parts.consent
      ? {
          version: parts.consent.consent_version,
          text: parts.consent.consent_text,
          agreedAt: parts.consent.agreed_at,
          ip: parts.consent.ip,
          userAgent: parts.consent.user_agent,
          pageUrl: parts.consent.page_url,
          recordSha256: parts.consent.record_sha256,
        }
      : null,
    transcript: parts.transcript.map((message) => ({
      id: message.id,
      role: message.role,
      text: message.text,
      questionNumber: message.question_number,
      createdAt: message.created_at,
    })),
    attorneyQuestions: parts.attorneyQuestions.map(toAttorneyQuestionView),
    caseRecord: parseStoredJson(row.case_record),
    factLines: record.success ? reviewItems(record.data) : [],
    facts: record.success ? factStates(record.data, { today: now, check }) : [],
    recordEdits: parts.edits.map((edit) => ({
      id: edit.id,
      at: edit.at,
      staffEmail: edit.staffEmail,
      changedPaths: parseStoredLines(edit.changedPaths),
      before: parseStoredJson(edit.beforeRecord),
      after: parseStoredJson(edit.afterRecord),
    })),
    uploads: parts.uploads.map((upload) => ({
      id: upload.id,
      name: upload.original_name,
      type: upload.sniffed_type,
      sizeBytes: upload.size_bytes,
      createdAt: upload.created_at,
    })),
    report: report
      ? {
          id: report.id,
          value: rangeOf(report),
          valueNotEstimated: valueNotEstimatedOf(report.valuation),
          // The report read in the console is urgent when the 911 line was shown (decision 0202).
          isUrgent: urgentReasons.length > 0,
          reportDate: report.report_date,
          createdAt: report.created_at,
          deadlines: (readDeadlineRows(report.deadlines) ?? []).map((deadline) => ({
            label: deadline.label,
            date: deadline.date,
            status: deadline.status,
            explanation: deadline.explanation,
            isUnverified: deadline.isUnverified,
          })),
          delivery: parts.delivery
            ? {
                status: parts.delivery.status,
                transport: parts.delivery.transport,
                attempts: parts.delivery.attempts,
                lastError: parts.delivery.last_error,
                sentAt: parts.delivery.sent_at,
              }
            : null,
          pendingSends: parts.pendingSends,
          version: report.version,
          versions: parts.versions.map((version) => ({
            ...versionSummaryOf(version),
            correctedEmail: version.corrected_email,
            emailError: version.corrected_email === 'failed' ? version.last_error : null,
            emailSentAt: version.email_sent_at,
          })),
          route: latestVersion?.route ?? null,
          ...(routing ? { routing } : {}),
        }
      : null,
    eligibility: eligibility
      ? {
          decision: eligibility.decision,
          reasons: parseStoredChecks(eligibility.reasons).map((check) => ({
            label: eligibilityCheckLabels[check.code],
            outcome: check.result,
            reason: check.reason,
          })),
        }
      : null,
    match: parts.match
      ? {
          attorneyName: parts.match.attorneyName,
          firm: parts.match.firm,
          status: parts.match.status,
          rule: parts.match.rule,
          inputs: parseStoredJson(parts.match.inputs),
          createdAt: parts.match.createdAt,
        }
      : null,
    pipeline: {
      status,
      overdue: overdueLevel(
        { status, eligibility: eligibility?.decision ?? null, since: row.completed_at ?? row.created_at },
        now,
      ),
      assignedAttorney: attorneyRefOf(pipeline),
      firstContactedAt: pipeline?.firstContactedAt ?? null,
      owner: staffRefOf(pipeline?.ownerId ?? null, pipeline?.ownerName ?? null, pipeline?.ownerEmail ?? null),
    },
    queue: {
      state: pipeline?.queueState ?? 'none',
      reason: pipeline?.queueReason ?? null,
      visibleAt: pipeline?.queueVisibleAt ?? null,
      dueAt: pipeline?.queueDueAt ?? null,
      lateAt: pipeline?.queueLateAt ?? null,
      attemptsMade: pipeline?.attemptsMade ?? 0,
      maxAttempts: maxAttemptsOf(cadence),
      unreachableAt: pipeline?.unreachableAt ?? null,
    },
    statusHistory: parts.history.map((entry) => ({
      id: entry.id,
      from: entry.fromStatus,
      to: entry.toStatus,
      at: entry.at,
      staffEmail: entry.staffEmail,
      note: entry.note,
    })),
    notes: parts.notes.map((note) => ({
      id: note.id,
      body: note.body,
      at: note.at,
      staffEmail: note.staffEmail,
    })),
    contactAttempts: parts.attempts.map((attempt) => ({
      id: attempt.id,
      channel: attempt.channel,
      outcome: attempt.outcome,
      notes: attempt.notes,
      at: attempt.at,
      staffEmail: attempt.staffEmail,
      nextAttemptAt: attempt.nextAttemptAt,
    })),
    messages: parts.messages,
    timeline: buildTimeline(
      parts,
      audit.filter((entry) => timelineActions.includes(entry.action)),
    ),
    audit: audit.map(toAuditView),
    serverTime: now.toISOString(),
  };
}
