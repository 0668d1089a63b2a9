import { z } from 'zod';

/**
 * The case manager's queue and contact attempts (issue 14; decisions 0070, 0071): what the
 * staff API and the console share. staff-console.ts builds the case view on these.
 */

// ---- contact attempts ------------------------------------------------------------------

export const contactChannels = ['call', 'text', 'email'] as const;
export type ContactChannel = (typeof contactChannels)[number];
export const contactChannelLabels: Record<ContactChannel, string> = {
  call: 'Call',
  text: 'Text message',
  email: 'Email',
};

/** What a call can end with. `callback_requested`: we spoke, and they asked to be called at another time. */
export const callOutcomes = [
  'reached',
  'voicemail',
  'no_answer',
  'wrong_number',
  'callback_requested',
] as const;
export type CallOutcome = (typeof callOutcomes)[number];

/** What a text or an email can end with: sent (no answer yet), or they replied. */
export const messageOutcomes = ['sent', 'replied'] as const;
export type MessageOutcome = (typeof messageOutcomes)[number];

export const attemptOutcomes = [...callOutcomes, ...messageOutcomes] as const;
export type AttemptOutcome = (typeof attemptOutcomes)[number];

export const attemptOutcomeLabels: Record<AttemptOutcome, string> = {
  reached: 'Reached',
  voicemail: 'Left voicemail',
  no_answer: 'No answer',
  wrong_number: 'Wrong number',
  callback_requested: 'Asked us to call back later',
  sent: 'Sent, no reply yet',
  replied: 'They replied',
};
/** Kept for the call-only screens and tests of issue 7. */
export const callOutcomeLabels: Record<CallOutcome, string> = {
  reached: attemptOutcomeLabels.reached,
  voicemail: attemptOutcomeLabels.voicemail,
  no_answer: attemptOutcomeLabels.no_answer,
  wrong_number: attemptOutcomeLabels.wrong_number,
  callback_requested: attemptOutcomeLabels.callback_requested,
};

/** Outcomes that mean we spoke with the person: the case leaves the queue. */
export const reachedOutcomes: readonly AttemptOutcome[] = ['reached', 'replied'];
/** Outcomes that count against the cadence (we tried and did not speak with them). */
export const failedOutcomes: readonly AttemptOutcome[] = ['voicemail', 'no_answer', 'wrong_number', 'sent'];

export const outcomesByChannel: Record<ContactChannel, readonly AttemptOutcome[]> = {
  call: callOutcomes,
  text: messageOutcomes,
  email: messageOutcomes,
};

export const contactAttemptRequestSchema = z
  .object({
    channel: z.enum(contactChannels),
    outcome: z.enum(attemptOutcomes),
    notes: z.string().trim().max(2000).optional(),
    /** With `callback_requested`: when they asked to be called (ISO date-time). */
    callbackAt: z.iso.datetime({ offset: true }).optional(),
  })
  .superRefine((request, context) => {
    if (!outcomesByChannel[request.channel].includes(request.outcome))
      context.addIssue({
        code: 'custom',
        path: ['outcome'],
        message: `is not an outcome of a ${contactChannelLabels[request.channel].toLowerCase()}`,
      });
    if (request.outcome === 'callback_requested' && !request.callbackAt)
      context.addIssue({ code: 'custom', path: ['callbackAt'], message: 'say when they asked to be called' });
  });
export type ContactAttemptRequest = z.infer<typeof contactAttemptRequestSchema>;

/** The admin's cadence: after a failed attempt, the next is due this many hours later; then the case is unreachable. */
export const contactCadenceSchema = z.object({
  retryAfterHours: z
    .array(z.number().int().min(1, 'at least 1 hour').max(720, 'at most 30 days'))
    .max(9, 'at most 10 attempts'),
});
export type ContactCadence = z.infer<typeof contactCadenceSchema>;
/** "3 attempts over 48 h": the first, then one a day later, then one more a day after that. */
export const defaultContactCadence: ContactCadence = { retryAfterHours: [24, 24] };

export const contactAttemptResultSchema = z.object({
  attemptId: z.string(),
  queueState: z.enum(['none', 'open', 'reached', 'unreachable', 'closed']),
  /** When the next attempt is due, if the cadence goes on. */
  nextAttemptAt: z.string().nullable(),
  attemptsMade: z.number().int(),
  maxAttempts: z.number().int(),
});
export type ContactAttemptResult = z.infer<typeof contactAttemptResultSchema>;

// ---- the queue -------------------------------------------------------------------------

export const queueStates = ['none', 'open', 'reached', 'unreachable', 'closed'] as const;
export type QueueState = (typeof queueStates)[number];

/** Why a case is in the queue, in the order the queue serves them (rank). */
export const queueReasons = [
  'emergency',
  'urgent_deadline',
  'callback',
  'first_contact',
  /** A first contact whose value the report could not estimate yet: the call gathers what it needs (decision 0125). */
  'needs_facts',
  'next_attempt',
  'review',
] as const;
export type QueueReason = (typeof queueReasons)[number];
export const queueReasonLabels: Record<QueueReason, string> = {
  emergency: 'Emergency described',
  urgent_deadline: 'Urgent deadline',
  callback: 'Callback requested',
  first_contact: 'First contact',
  needs_facts: 'Needs facts',
  next_attempt: 'Next attempt',
  review: 'Needs review',
};

/** mine: my cases and unassigned ones; unassigned; all: every owner (admins, or staff given wider access). */
export const queueScopes = ['mine', 'unassigned', 'all'] as const;
export type QueueScope = (typeof queueScopes)[number];
/** due: what shows now; upcoming: callbacks and attempts scheduled later. */
export const queueViews = ['due', 'upcoming'] as const;
export type QueueView = (typeof queueViews)[number];

export const queueQuerySchema = z.object({
  scope: z.enum(queueScopes).default('mine'),
  view: z.enum(queueViews).default('due'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type QueueQuery = z.infer<typeof queueQuerySchema>;

export const staffRefSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type StaffRef = z.infer<typeof staffRefSchema>;

export const queueItemSchema = z.object({
  caseId: z.string(),
  shortId: z.string(),
  name: z.string().nullable(),
  phone: z.string().nullable(),
  phoneE164: z.string().nullable(),
  email: z.string().nullable(),
  owner: staffRefSchema.nullable(),
  reason: z.enum(queueReasons),
  rank: z.number().int(),
  /** When it entered (or enters) the queue; the countdown runs to dueAt and turns red at lateAt. */
  visibleAt: z.string(),
  dueAt: z.string(),
  lateAt: z.string(),
  attemptsMade: z.number().int(),
  maxAttempts: z.number().int(),
  caseType: z.string().nullable(),
  state: z.string().nullable(),
  eligibility: z.enum(['eligible', 'ineligible', 'needs_review']).nullable(),
  /** Null without a report, or when its value is not estimated yet (then `valueNotEstimated` says why). */
  valueLikely: z.number().nullable(),
  /** "Not estimated yet: we need the medical bills", never a $0 (issue 24). */
  valueNotEstimated: z.string().nullable(),
  /** The visitor agreed to calls and texts (the consent record); without it, email only. */
  mayCall: z.boolean(),
  /** Facts flagged as doubtful and not yet confirmed: "3 facts to check" (decision 0127). */
  factsToCheck: z.number().int(),
});
export type QueueItem = z.infer<typeof queueItemSchema>;

export const queuePageSchema = z.object({
  /** The server's clock: countdowns run from it, so a pinned clock (tests) and the page agree. */
  serverTime: z.string(),
  scope: z.enum(queueScopes),
  view: z.enum(queueViews),
  items: z.array(queueItemSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type QueuePage = z.infer<typeof queuePageSchema>;

export const assignOwnerRequestSchema = z.object({ ownerId: z.string().min(1).max(100).nullable() });

export const autoAssignmentSchema = z.object({ isEnabled: z.boolean() });
