import type { Kysely } from 'kysely';

import {
  CASE_EXPORT_SCHEMA,
  CASE_EXPORT_VERSION,
  type CaseExport,
  caseExportSchema,
} from '../../../../contracts/case-export';
import { caseRecordSchema, factKeys } from '../../../../contracts/case-record';
import { factCatalogue } from '../../../../contracts/fact-catalogue';
import type { Database } from '../../../db/schema';

import { listAudit } from '../audit/audit-log.repository';
import { shortCaseId } from '../shared/short-case-id';

import { buildTimeline, timelineActions } from './build-timeline';
import { attorneyRefOf, contactOf, staffRefOf, versionSummaryOf } from './case-refs';
import { loadCaseParts } from './load-case-parts';
import {
  parseStoredChecks,
  parseStoredDeadlines,
  parseStoredRouting,
  parseStoredJson,
  parseStoredValuation,
  valueNotEstimatedOf,
} from './stored-conclusions';

/**
 * A case in its one documented shape (src/contracts/case-export.ts, docs/case-export.md):
 * the export endpoint answers it and the case webhook posts it. Parsed with its own schema
 * before it leaves, so what goes out is what the documentation says. Undefined: no such case.
 */
/** Every fact's name, the same in every export (the catalogue's labels). */
const factLabelsForExport = Object.fromEntries(
  factKeys.map((key) => [key, { en: factCatalogue[key].label.en, es: factCatalogue[key].label.es }]),
) as CaseExport['factLabels'];

export async function buildCaseExport(
  db: Kysely<Database>,
  caseId: string,
  now: Date,
): Promise<CaseExport | undefined> {
  const parts = await loadCaseParts(db, caseId);
  if (!parts) return undefined;
  const { row, report, pipeline, eligibility } = parts;
  const ownerEvents = (await listAudit(db, { subjectId: caseId, limit: 500, offset: 0 })).filter((entry) =>
    timelineActions.includes(entry.action),
  );
  const record = caseRecordSchema.safeParse(parseStoredJson(row.case_record));
  const latest = parts.versions.at(-1);
  return caseExportSchema.parse({
    schema: CASE_EXPORT_SCHEMA,
    schemaVersion: CASE_EXPORT_VERSION,
    exportedAt: now.toISOString(),
    case: {
      id: row.id,
      shortId: shortCaseId(row.id),
      intakeStatus: row.status,
      source: row.source,
      createdAt: row.created_at,
      completedAt: row.completed_at,
      caseType: row.case_type,
      state: row.state,
      questionsTotal: row.questions_total,
      pipelineStatus: pipeline?.status ?? 'new',
      owner: staffRefOf(pipeline?.ownerId ?? null, pipeline?.ownerName ?? null, pipeline?.ownerEmail ?? null),
      assignedAttorney: attorneyRefOf(pipeline),
    },
    contact: contactOf(row),
    // The consent evidence without the IP and browser: what the receiver needs to call lawfully.
    consent: parts.consent
      ? {
          version: parts.consent.consent_version,
          text: parts.consent.consent_text,
          agreedAt: parts.consent.agreed_at,
          pageUrl: parts.consent.page_url,
          recordSha256: parts.consent.record_sha256,
        }
      : null,
    record: record.success ? record.data : null,
    factLabels: factLabelsForExport,
    transcript: parts.transcript.map((message) => ({
      role: message.role,
      text: message.text,
      questionNumber: message.question_number,
      at: message.created_at,
    })),
    attorneyQuestions: parts.attorneyQuestions.map((question) => ({
      text: question.text,
      language: question.language,
      askedAt: question.created_at,
    })),
    conclusions: report
      ? {
          reportId: report.id,
          reportDate: report.report_date,
          version: report.version,
          valuation: parseStoredValuation(report.valuation),
          deadlines: parseStoredDeadlines(report.deadlines),
          eligibility: eligibility
            ? { decision: eligibility.decision, checks: parseStoredChecks(eligibility.reasons) }
            : null,
          route: latest?.route ?? null,
          routing: parseStoredRouting(report.routing),
          valueNotEstimated: valueNotEstimatedOf(report.valuation),
          isUrgent: report.is_urgent === 1,
        }
      : null,
    reportVersions: parts.versions.map(versionSummaryOf),
    contactAttempts: [...parts.attempts].reverse().map((attempt) => ({
      channel: attempt.channel,
      outcome: attempt.outcome,
      at: attempt.at,
      staffEmail: attempt.staffEmail,
      notes: attempt.notes,
    })),
    messages: parts.messages,
    timeline: buildTimeline(parts, ownerEvents),
  });
}
