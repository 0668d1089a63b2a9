import { z } from 'zod';

import { caseRecordSchema, type FactKey, factKeys } from './case-record';
import {
  caseValuationSchema,
  deadlineSummarySchema,
  eligibilityChecksSchema,
  rangeSchema,
  routingSchema,
} from './conclusions';
import { contactMessageViewSchema } from './staff-inbox';
import { contactChannels, attemptOutcomes, staffRefSchema } from './staff-queue';
import {
  attorneyQuestionSchema,
  caseContactSchema,
  pipelineStatuses,
  timelineEntrySchema,
} from './staff-console';

/**
 * A case as it leaves us: `GET /api/staff/cases/:id/export`, and the body posted to
 * CASE_WEBHOOK_URL when a case is referred (issue 14; decision 0073; docs/case-export.md).
 * One shape for both, so a firm's CRM or an automation service reads one document.
 *
 * The conclusions travel in their one stored schema each (src/contracts/conclusions.ts, issue
 * 12): the receiver reads exactly what the report, the PDF and the console read.
 */
export const CASE_EXPORT_SCHEMA = 'case-intake/case-export';
export const CASE_EXPORT_VERSION = 1;

const range = rangeSchema;

export const exportedValuationSchema = caseValuationSchema;
export const exportedDeadlinesSchema = deadlineSummarySchema;
export const exportedEligibilitySchema = z.object({
  decision: z.enum(['eligible', 'ineligible', 'needs_review']),
  checks: eligibilityChecksSchema,
});

export const caseExportSchema = z.object({
  schema: z.literal(CASE_EXPORT_SCHEMA),
  schemaVersion: z.literal(CASE_EXPORT_VERSION),
  exportedAt: z.iso.datetime(),
  case: z.object({
    id: z.string(),
    shortId: z.string(),
    intakeStatus: z.enum(['open', 'complete']),
    source: z.string(),
    createdAt: z.string(),
    completedAt: z.string().nullable(),
    caseType: z.string().nullable(),
    state: z.string().nullable(),
    questionsTotal: z.number().int(),
    pipelineStatus: z.enum(pipelineStatuses),
    owner: staffRefSchema.nullable(),
    assignedAttorney: z.object({ id: z.string(), name: z.string(), firm: z.string() }).nullable(),
  }),
  contact: caseContactSchema,
  /** The consent evidence the visitor agreed to (null: none recorded, so no calls or texts). */
  consent: z
    .object({
      version: z.string(),
      text: z.string(),
      agreedAt: z.string(),
      pageUrl: z.string().nullable(),
      recordSha256: z.string(),
    })
    .nullable(),
  /** The case record (src/contracts/case-record.ts); null when it is stored in an older shape. */
  record: caseRecordSchema.nullable(),
  /**
   * The name of every fact key the record may hold, in English and Spanish: the fact
   * catalogue's labels (decision 0100), so a receiver shows the record's fields by the names
   * the report and the console use.
   */
  factLabels: z.record(
    z.enum(factKeys as [FactKey, ...FactKey[]]),
    z.object({ en: z.string(), es: z.string() }),
  ),
  transcript: z.array(
    z.object({
      role: z.enum(['visitor', 'agent']),
      text: z.string(),
      questionNumber: z.number().int().nullable(),
      at: z.string(),
    }),
  ),
  /**
   * What the visitor asked that our content does not answer, or that is on the legal merits,
   * in their own words, in the order asked: the console's "Questions for the attorney" (decision 0107).
   */
  attorneyQuestions: z.array(attorneyQuestionSchema.omit({ id: true })),
  /** Null until the report is prepared. */
  conclusions: z
    .object({
      reportId: z.string(),
      reportDate: z.string(),
      version: z.number().int(),
      valuation: exportedValuationSchema.nullable(),
      deadlines: exportedDeadlinesSchema.nullable(),
      eligibility: exportedEligibilitySchema.nullable(),
      route: z.string().nullable(),
      /** The route with its reasons and what a person must review; null for a report from before it was kept. */
      routing: routingSchema.nullable(),
      /** "Not estimated yet: we need the medical bills" when the valuation's figures are not an estimate (issue 24). */
      valueNotEstimated: z.string().nullable(),
      isUrgent: z.boolean(),
    })
    .nullable(),
  reportVersions: z.array(
    z.object({
      version: z.number().int(),
      value: range,
      /** Set when this version's figures are not an estimate: read it instead of them. */
      valueNotEstimated: z.string().nullable(),
      decision: z.string(),
      route: z.string(),
      isUrgent: z.boolean(),
      changes: z.array(z.string()),
      createdAt: z.string(),
    }),
  ),
  contactAttempts: z.array(
    z.object({
      channel: z.enum(contactChannels),
      outcome: z.enum(attemptOutcomes),
      at: z.string(),
      staffEmail: z.string().nullable(),
      notes: z.string().nullable(),
    }),
  ),
  messages: z.array(contactMessageViewSchema),
  timeline: z.array(timelineEntrySchema),
});
export type CaseExport = z.infer<typeof caseExportSchema>;

/** What CASE_WEBHOOK_URL receives, signed with X-Case-Intake-Signature (decision 0073). */
export const caseWebhookBodySchema = z.object({
  event: z.literal('case.referred'),
  /** The same on every retry of one delivery: a receiver that saw it may ignore it. */
  deliveryId: z.string(),
  sentAt: z.iso.datetime(),
  case: caseExportSchema,
});
export type CaseWebhookBody = z.infer<typeof caseWebhookBodySchema>;

export const caseWebhookHeaders = {
  signature: 'x-case-intake-signature',
  timestamp: 'x-case-intake-timestamp',
  delivery: 'x-case-intake-delivery',
  event: 'x-case-intake-event',
} as const;
