import { z } from 'zod';

import { defineJobContract } from './job-definition';

/**
 * Every job kind the app knows, as a typed contract: kind, version, payload schema and how
 * its idempotency key is made. Any feature enqueues through these with `enqueue` (no bare
 * kind strings); each feature binds its handler in a *.job.ts file, and the list of
 * handlers is composed at the app's root (src/server/job-handlers.ts).
 */

/** Written by end-intake in the transaction that completes the case: prepares the report. */
export const caseReportJob = defineJobContract({
  kind: 'case.report',
  version: 1,
  payloadSchema: z.object({ caseId: z.string().min(1).max(200) }),
  idempotencyKey: (payload) => `case.report:${payload.caseId}`,
});

/**
 * The report's first email. A staff resend adds a unique `resend` part to the key, so it is a
 * new job; the sender still sends nothing once the delivery row says 'sent' unless reset.
 */
export const reportEmailJob = defineJobContract({
  kind: 'report.email',
  version: 1,
  payloadSchema: z.object({ reportId: z.string().min(1).max(200), resend: z.string().max(100).optional() }),
  idempotencyKey: (payload) =>
    payload.resend
      ? `report.email:${payload.reportId}:resend:${payload.resend}`
      : `report.email:${payload.reportId}`,
  maxAttempts: 10,
});

/** A corrected version's email, once per version (decision 0025). */
export const correctedReportEmailJob = defineJobContract({
  kind: 'report.corrected-email',
  version: 1,
  payloadSchema: z.object({
    reportId: z.string().min(1).max(200),
    version: z.number().int().min(2),
    /** Set when staff send again after a failure: the attempts made before, naming this try. */
    round: z.number().int().min(1).optional(),
  }),
  idempotencyKey: (payload) =>
    `report.corrected-email:${payload.reportId}:${payload.version}${payload.round ? `:${payload.round}` : ''}`,
  maxAttempts: 10,
});

/** The email that asks a newsletter sign-up to confirm (double opt-in), once per sign-up. */
export const newsletterConfirmationJob = defineJobContract({
  kind: 'newsletter.confirmation-email',
  version: 1,
  payloadSchema: z.object({ subscriberId: z.string().min(1).max(200) }),
  idempotencyKey: (payload) => `newsletter.confirmation-email:${payload.subscriberId}`,
  maxAttempts: 10,
});

/** The daily retention sweep: one per day, so duplicates collapse (decision 0055). */
export const retentionSweepJob = defineJobContract({
  kind: 'staff.retention-sweep',
  version: 1,
  payloadSchema: z.object({ day: z.iso.date() }),
  idempotencyKey: (payload) => `staff.retention-sweep:${payload.day}`,
  maxAttempts: 5,
});

/**
 * Something changed a case's place in the staff queue (the report is ready, an emergency or a
 * callback request in the chat): the staff console re-derives its queue entry and assigns an
 * eligible case round robin (decision 0070). Re-deriving is idempotent, so every event gets
 * its own key.
 */
export const caseQueueJob = defineJobContract({
  kind: 'staff.queue-case',
  version: 1,
  payloadSchema: z.object({
    caseId: z.string().min(1).max(200),
    reason: z.enum(['report', 'intake', 'callback']),
    at: z.iso.datetime(),
  }),
  idempotencyKey: (payload) => `staff.queue-case:${payload.caseId}:${payload.reason}:${payload.at}`,
});

/** Re-derives every queue entry (after the cadence changed, or once for cases queued before issue 14). */
export const queueRefreshJob = defineJobContract({
  kind: 'staff.queue-refresh',
  version: 1,
  payloadSchema: z.object({ key: z.string().min(1).max(100) }),
  idempotencyKey: (payload) => `staff.queue-refresh:${payload.key}`,
  maxAttempts: 5,
});

/** A contact-form message looks for its visitor's case by email or phone (decision 0072). */
export const contactMessageLinkJob = defineJobContract({
  kind: 'staff.link-contact-message',
  version: 1,
  payloadSchema: z.object({ messageId: z.string().min(1).max(200) }),
  idempotencyKey: (payload) => `staff.link-contact-message:${payload.messageId}`,
});

/** A case manager's reply to a contact message, sent once (decision 0072). */
export const contactReplyEmailJob = defineJobContract({
  kind: 'staff.contact-reply-email',
  version: 1,
  payloadSchema: z.object({ replyId: z.string().min(1).max(200) }),
  idempotencyKey: (payload) => `staff.contact-reply-email:${payload.replyId}`,
  maxAttempts: 10,
});

/** "We could not reach you": once per case, when its contact cadence ends (decision 0071). */
export const unreachableEmailJob = defineJobContract({
  kind: 'staff.unreachable-email',
  version: 1,
  payloadSchema: z.object({ caseId: z.string().min(1).max(200) }),
  idempotencyKey: (payload) => `staff.unreachable-email:${payload.caseId}`,
  maxAttempts: 10,
});

/** A referred case posted to CASE_WEBHOOK_URL, signed, retried, delivered once (decision 0073). */
export const caseWebhookJob = defineJobContract({
  kind: 'case.webhook',
  version: 1,
  payloadSchema: z.object({ caseId: z.string().min(1).max(200), event: z.literal('case.referred') }),
  idempotencyKey: (payload) => `case.webhook:${payload.caseId}:${payload.event}`,
  maxAttempts: 10,
});
