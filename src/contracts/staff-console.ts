import { z } from 'zod';

import { dangerSignFamilySchema } from './danger-signs';

import { routingSchema } from './conclusions';
import { caseRecordSchema, caseTypes } from './case-record';
import { type ReviewItem, type ReviewKey, reviewFields } from './intake-review';
import { reviewChangeSchema } from './intake-review-schemas';
import { contactMessageViewSchema } from './staff-inbox';
import { factStateSchema, MAX_CORRECTION_REASON_CHARS } from './staff-facts';
import {
  attemptOutcomes,
  contactCadenceSchema,
  contactChannels,
  queueReasons,
  queueStates,
  staffRefSchema,
} from './staff-queue';

export { callOutcomeLabels, callOutcomes, type CallOutcome } from './staff-queue';
export { contactMessageStatuses, contactMessageUpdateSchema } from './staff-inbox';

/**
 * What the staff console and the staff API share: request bodies and queries, and the
 * answers, each a zod schema the console parses every response with (issue 14: no casts).
 * Issue 7; docs/decisions/0050–0055, 0070–0075.
 */
export const staffRoles = ['admin', 'case_manager'] as const;
export type StaffRole = (typeof staffRoles)[number];

export const pipelineStatuses = [
  'new',
  'contacted',
  'qualified',
  'referred',
  'retained',
  'declined',
  'closed',
] as const;
export type PipelineStatus = (typeof pipelineStatuses)[number];

export const pipelineStatusLabels: Record<PipelineStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  referred: 'Referred',
  retained: 'Retained',
  declined: 'Declined',
  closed: 'Closed',
};

export const eligibilityDecisions = ['eligible', 'ineligible', 'needs_review'] as const;
export type EligibilityDecision = (typeof eligibilityDecisions)[number];

/** Staff passwords: long rather than complex (NIST SP 800-63B). */
export const staffPasswordSchema = z
  .string()
  .min(12, 'must be at least 12 characters')
  .max(256, 'must be at most 256 characters');

const email = z.email({ error: 'must be an email address' }).max(254);

export const signInRequestSchema = z.object({
  email,
  password: z.string().min(1, 'is required').max(256),
});

export const changePasswordRequestSchema = z.object({
  currentPassword: z.string().min(1).max(256),
  newPassword: staffPasswordSchema,
});

export const createStaffUserRequestSchema = z.object({
  email,
  displayName: z.string().trim().min(1).max(120),
  role: z.enum(staffRoles),
  password: staffPasswordSchema,
});

export const updateStaffUserRequestSchema = z
  .object({
    role: z.enum(staffRoles).optional(),
    isActive: z.boolean().optional(),
    /** Takes part in the round robin of new eligible cases. */
    isInRotation: z.boolean().optional(),
    /** Sees every case, not only their own and unassigned ones. */
    seesAllCases: z.boolean().optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), 'nothing to change');

export const pipelineSorts = ['created', 'age', 'status', 'deadline', 'value', 'name'] as const;

export const pipelineQuerySchema = z.object({
  status: z.enum(pipelineStatuses).optional(),
  caseType: z.enum(caseTypes).optional(),
  state: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  eligibility: z.enum(eligibilityDecisions).optional(),
  intake: z.enum(['open', 'complete']).optional(),
  /** 'me', 'unassigned', or a staff user's id. */
  owner: z.string().min(1).max(100).optional(),
  q: z.string().trim().max(120).optional(),
  sort: z.enum(pipelineSorts).default('created'),
  direction: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type PipelineQuery = z.infer<typeof pipelineQuerySchema>;

export const changeStatusRequestSchema = z.object({
  status: z.enum(pipelineStatuses),
  note: z.string().trim().max(2000).optional(),
});

export const assignAttorneyRequestSchema = z.object({ attorneyId: z.string().min(1).max(100).nullable() });

export const noteRequestSchema = z.object({ body: z.string().trim().min(1, 'is required').max(5000) });

export const editCaseRecordRequestSchema = z.object({ caseRecord: caseRecordSchema });

/** Bulk actions on a selection of the case list (issue 14); export is GET /cases/export.csv?ids=… */
export const bulkCasesRequestSchema = z.object({
  caseIds: z.array(z.string().min(1).max(100)).min(1, 'select at least one case').max(200),
  action: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('assign'), ownerId: z.string().min(1).max(100).nullable() }),
    z.object({ kind: z.literal('status'), status: z.enum(pipelineStatuses) }),
  ]),
});
export type BulkCasesRequest = z.infer<typeof bulkCasesRequestSchema>;
export const bulkCasesResultSchema = z.object({
  changed: z.number().int(),
  /** Cases left as they were, each with the reason (not found, not yours, nothing to change). */
  skipped: z.array(z.object({ caseId: z.string(), reason: z.string() })),
});
export const exportCasesQuerySchema = z.object({
  ids: z
    .string()
    .max(200 * 101)
    .transform((value) => value.split(',').filter(Boolean))
    .pipe(z.array(z.string().min(1).max(100)).min(1).max(200)),
});

/** A case manager's corrections from the facts form: typed lines, like the visitor's review. */
export const correctFactsRequestSchema = z
  .object({
    changes: z.array(reviewChangeSchema).min(1, 'Change at least one line.').max(reviewFields.length),
    /** The report version the form was showing: a correction made meanwhile by someone else is not overwritten. */
    basedOnVersion: z.number().int().min(1).optional(),
    /** Why, in the case manager's words: kept with each changed fact (decision 0128). */
    reason: z.string().trim().max(MAX_CORRECTION_REASON_CHARS).optional(),
  })
  .refine((request) => new Set(request.changes.map((change) => change.key)).size === request.changes.length, {
    message: 'Each line can be changed once per request.',
  });
export type CorrectFactsRequest = z.infer<typeof correctFactsRequestSchema>;

const stateCode = z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter state code');
export const attorneyRequestSchema = z.object({
  name: z.string().trim().min(1, 'is required').max(200),
  firm: z.string().trim().min(1, 'is required').max(200),
  email: email.nullable().optional(),
  states: z.array(stateCode).min(1, 'at least one state').max(60),
  practiceAreas: z.array(z.enum(caseTypes)).min(1, 'at least one practice area'),
  capacity: z.number().int().min(0).max(1000),
  isActive: z.boolean(),
  /** City or county and state ("Austin, TX"): a matched visitor is told where the office is. */
  officeLocation: z.string().trim().max(120).nullable().optional(),
});
export type AttorneyRequest = z.infer<typeof attorneyRequestSchema>;

export const settingsSchema = z.object({
  retentionDaysClosed: z.number().int().min(1).max(3650),
  /** Contact attempts per case and the hours between them (decision 0071). */
  contactCadence: contactCadenceSchema,
  /** New eligible cases go round robin to the case managers in the rotation (decision 0070). */
  autoAssign: z.boolean(),
});
export type StaffSettings = z.infer<typeof settingsSchema>;
export const settingsUpdateSchema = settingsSchema
  .partial()
  .refine((value) => Object.values(value).some((field) => field !== undefined), 'nothing to change');
export type StaffSettingsUpdate = z.infer<typeof settingsUpdateSchema>;

export const erasureRequestSchema = z
  .object({
    caseId: z.string().min(1).max(100).optional(),
    email: email.optional(),
    /** The operator types ERASE: an erasure cannot be undone. */
    confirm: z.literal('ERASE', { error: 'type ERASE to confirm' }),
  })
  .refine((value) => value.caseId !== undefined || value.email !== undefined, 'give a case id or an email');

export const funnelQuerySchema = z.object({
  weeks: z.coerce.number().int().min(1).max(52).default(8),
  caseType: z.enum(caseTypes).optional(),
});

/** First-party beacon (POST /api/events): a kind and a page path, nothing about the person. */
export const firstPartyEventSchema = z.object({
  kind: z.enum(['visit', 'start_flow_open']),
  page: z
    .string()
    .max(200)
    .regex(/^\/[A-Za-z0-9/_-]*$/, 'must be a site path without a query string'),
});
export type FirstPartyEvent = z.infer<typeof firstPartyEventSchema>;

// ---- answers -------------------------------------------------------------------------

export const okSchema = z.object({ ok: z.literal(true) });

export const staffSessionViewSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    displayName: z.string(),
    role: z.enum(staffRoles),
    seesAllCases: z.boolean(),
  }),
  csrfToken: z.string(),
  expiresAt: z.string(),
});
export type StaffSessionView = z.infer<typeof staffSessionViewSchema>;

export const staffUserViewSchema = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string(),
  role: z.enum(staffRoles),
  isActive: z.boolean(),
  isInRotation: z.boolean(),
  seesAllCases: z.boolean(),
  createdAt: z.string(),
});
export type StaffUserView = z.infer<typeof staffUserViewSchema>;
export const staffUsersSchema = z.object({ users: z.array(staffUserViewSchema) });
/** Who a case can be given to: active staff, for the owner pickers (every staff member reads it). */
export const assigneesSchema = z.object({ assignees: z.array(staffRefSchema) });
export const createdSchema = z.object({ id: z.string() });

export const overdueLevels = ['none', 'overdue', 'late'] as const;
export type OverdueLevel = (typeof overdueLevels)[number];

const rangeSchema = z.object({ low: z.number(), likely: z.number(), high: z.number() });
const eligibilitySchema = z.enum(eligibilityDecisions);

/**
 * Why a case is urgent for a case manager (decision 0202): the 911 line was shown during the
 * intake (an emergency the visitor did not take back), or the report found a deadline close.
 */
export const urgentReasons = ['emergency', 'deadline'] as const;
export const urgentReasonSchema = z.enum(urgentReasons);
export type UrgentReason = z.infer<typeof urgentReasonSchema>;
export const urgentReasonLabels: Record<UrgentReason, string> = {
  emergency: 'an emergency during the intake (911 notice shown)',
  deadline: 'a deadline is close',
};

export const pipelineItemSchema = z.object({
  caseId: z.string(),
  shortId: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  intakeStatus: z.enum(['open', 'complete']),
  status: z.enum(pipelineStatuses),
  caseType: z.string().nullable(),
  state: z.string().nullable(),
  eligibility: eligibilitySchema.nullable(),
  /** Null when there is no report, or when its value is not estimated yet (then `valueNotEstimated` says why). */
  value: rangeSchema.nullable(),
  /** "Not estimated yet: we need the medical bills", never a $0 (issue 24). */
  valueNotEstimated: z.string().nullable(),
  /** Earliest computed deadline (ISO date) and days left from today. */
  deadline: z.object({ date: z.string(), daysLeft: z.number(), label: z.string() }).nullable(),
  isDeadlineNear: z.boolean(),
  overdue: z.enum(overdueLevels),
  /** The visitor described an emergency (911 notice shown) / asked a person to call back. */
  alerts: z.object({ emergency: z.boolean(), callbackRequested: z.boolean() }),
  /** Empty when the case is not urgent; the emergency first. */
  urgentReasons: z.array(urgentReasonSchema),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  ageHours: z.number(),
  assignedAttorney: z.string().nullable(),
  owner: staffRefSchema.nullable(),
  queueState: z.enum(queueStates),
});
export type PipelineItem = z.infer<typeof pipelineItemSchema>;

export const pipelinePageSchema = z.object({
  items: z.array(pipelineItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type PipelinePage = z.infer<typeof pipelinePageSchema>;

export const attorneyViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  firm: z.string(),
  email: z.string().nullable(),
  states: z.array(z.string()),
  practiceAreas: z.array(z.string()),
  capacity: z.number(),
  openMatches: z.number(),
  isActive: z.boolean(),
  officeLocation: z.string().nullable(),
});
export type AttorneyView = z.infer<typeof attorneyViewSchema>;
export const attorneysSchema = z.object({ attorneys: z.array(attorneyViewSchema) });

export const auditEntryViewSchema = z.object({
  id: z.string(),
  at: z.string(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntryView = z.infer<typeof auditEntryViewSchema>;
export const auditPageSchema = z.object({
  entries: z.array(auditEntryViewSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const conclusionSummarySchema = z.object({
  value: rangeSchema,
  /** "Not estimated yet: we need the medical bills" when the figures above are not an estimate. */
  valueNotEstimated: z.string().nullable(),
  decision: eligibilitySchema,
  route: z.string(),
  isUrgent: z.boolean(),
  firstDeadline: z.string().nullable(),
});
export type ConclusionSummary = z.infer<typeof conclusionSummarySchema>;

/** What a correction did to the conclusions, shown at once in the console. */
export const reportRecomputationSchema = z.object({
  version: z.number().int(),
  before: conclusionSummarySchema,
  after: conclusionSummarySchema,
});
export type ReportRecomputation = z.infer<typeof reportRecomputationSchema>;

export const correctFactsResultSchema = z.object({
  changes: z.array(z.string()),
  /** Null when the case has no report yet: the facts are saved and the report will use them. */
  recomputation: reportRecomputationSchema.nullable(),
});
export type CorrectFactsResult = z.infer<typeof correctFactsResultSchema>;

export const reportVersionViewSchema = z.object({
  version: z.number().int(),
  value: rangeSchema,
  /** Set when that version's value was not an estimate: the figures above are then not to be shown. */
  valueNotEstimated: z.string().nullable(),
  decision: eligibilitySchema,
  route: z.string(),
  isUrgent: z.boolean(),
  changes: z.array(z.string()),
  createdAt: z.string(),
  /** null for version 1 (its email is the delivery above). */
  correctedEmail: z.enum(['not_sent', 'pending', 'sent', 'failed']).nullable(),
  emailSentAt: z.string().nullable(),
  /** Why the corrected email was not delivered, when it failed for good. */
  emailError: z.string().nullable(),
});
export type ReportVersionView = z.infer<typeof reportVersionViewSchema>;

const reviewKeys = reviewFields.map((field) => field.key) as [ReviewKey, ...ReviewKey[]];
export const reviewItemSchema: z.ZodType<ReviewItem> = z.object({
  key: z.enum(reviewKeys),
  value: z.union([z.string(), z.number(), z.boolean(), z.array(z.string()), z.null()]),
  shown: z.string().nullable(),
  toCheck: z.literal(true).optional(),
});

export const contactAttemptViewSchema = z.object({
  id: z.string(),
  channel: z.enum(contactChannels),
  outcome: z.enum(attemptOutcomes),
  notes: z.string().nullable(),
  at: z.string(),
  staffEmail: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
});
export type ContactAttemptView = z.infer<typeof contactAttemptViewSchema>;

/** One line of the case's timeline: everything that happened to it, newest first. */
export const timelineKinds = [
  'intake_started',
  'emergency',
  'callback_requested',
  'intake_completed',
  'report',
  'status',
  'owner',
  'attempt',
  'note',
  'message',
  'reply',
  'unreachable',
] as const;
export const timelineEntrySchema = z.object({
  at: z.string(),
  kind: z.enum(timelineKinds),
  /** Plain words for the line ("Left voicemail (call) by cm@example.org"). */
  text: z.string(),
  actorEmail: z.string().nullable(),
  /** The contact message, attempt or note the line is about. */
  refId: z.string().nullable(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

export const queueEntryViewSchema = z.object({
  state: z.enum(queueStates),
  reason: z.enum(queueReasons).nullable(),
  visibleAt: z.string().nullable(),
  dueAt: z.string().nullable(),
  lateAt: z.string().nullable(),
  attemptsMade: z.number().int(),
  maxAttempts: z.number().int(),
  unreachableAt: z.string().nullable(),
});
export type QueueEntryView = z.infer<typeof queueEntryViewSchema>;

/** How to reach the visitor, as they gave it (the case view and the export). */
export const caseContactSchema = z.object({
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  phoneE164: z.string().nullable(),
  communicationMethod: z.string().nullable(),
  description: z.string().nullable(),
});

/** One question the visitor asked for the attorney, as they typed it. */
export const attorneyQuestionSchema = z.object({
  id: z.string(),
  text: z.string(),
  language: z.enum(['en', 'es']),
  askedAt: z.string(),
});
export type AttorneyQuestion = z.infer<typeof attorneyQuestionSchema>;

export const ATTORNEY_QUESTIONS_HEADING = 'Questions for the attorney';

export const caseViewSchema = z.object({
  caseId: z.string(),
  shortId: z.string(),
  /** When the visitor described an emergency happening now, and when they asked for a call back. */
  alerts: z.object({
    emergencyAt: z.string().nullable(),
    /** The signs of danger described (issue 27); empty for cases flagged before signs were kept. */
    emergencySigns: z.array(dangerSignFamilySchema),
    callbackRequestedAt: z.string().nullable(),
    /** The window they chose, in their words ("Tuesday, December 8, 12–5pm Eastern") and as times. */
    callbackWindow: z.object({ label: z.string(), startsAt: z.string(), endsAt: z.string() }).nullable(),
  }),
  /** Empty when the case is not urgent; the emergency first (decision 0202). */
  urgentReasons: z.array(urgentReasonSchema),
  intake: z.object({
    status: z.enum(['open', 'complete']),
    source: z.string(),
    questionsTotal: z.number().int(),
    extensionsUsed: z.number().int(),
    createdAt: z.string(),
    completedAt: z.string().nullable(),
  }),
  contact: caseContactSchema,
  /** Which channels we may use: calls and texts need the consent record; a wrong number stops both. */
  channels: z.object({
    mayCall: z.boolean(),
    mayText: z.boolean(),
    mayEmail: z.boolean(),
    /** Why calls and texts are not allowed, when they are not. */
    phoneBlockedReason: z.string().nullable(),
  }),
  /**
   * The visitor's time zone (issue 25): the zone most of their state lives in; `isFromState`
   * false when the state is not known yet and the default zone stands in.
   */
  visitorTimeZone: z.object({ zone: z.string(), isFromState: z.boolean() }),
  consent: z
    .object({
      version: z.string(),
      text: z.string(),
      agreedAt: z.string(),
      ip: z.string().nullable(),
      userAgent: z.string().nullable(),
      pageUrl: z.string().nullable(),
      recordSha256: z.string(),
    })
    .nullable(),
  transcript: z.array(
    z.object({
      id: z.string(),
      role: z.enum(['visitor', 'agent']),
      text: z.string(),
      questionNumber: z.number().int().nullable(),
      createdAt: z.string(),
    }),
  ),
  /**
   * "Questions for the attorney" (issue 23, decision 0107): what the visitor asked that our
   * content does not answer, or that is on the legal merits, in their own words.
   */
  attorneyQuestions: z.array(attorneyQuestionSchema),
  caseRecord: z.unknown(),
  /** Every correctable fact as a typed line (the visitor's review shows its own part of them). */
  factLines: z.array(reviewItemSchema),
  /** Each fact held: who set it, the visitor's words, and why it may be doubtful (decision 0127). */
  facts: z.array(factStateSchema),
  recordEdits: z.array(
    z.object({
      id: z.string(),
      at: z.string(),
      staffEmail: z.string().nullable(),
      changedPaths: z.array(z.string()),
      before: z.unknown(),
      after: z.unknown(),
    }),
  ),
  uploads: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      type: z.string(),
      sizeBytes: z.number(),
      createdAt: z.string(),
    }),
  ),
  report: z
    .object({
      id: z.string(),
      value: rangeSchema,
      /** "Not estimated yet: we need the medical bills": shown in place of the figures, which are not an estimate then. */
      valueNotEstimated: z.string().nullable(),
      /** Urgent review: a close deadline, or an emergency during the intake (decision 0202). */
      isUrgent: z.boolean(),
      reportDate: z.string(),
      createdAt: z.string(),
      /** `isUnverified`: the rule behind it is VERIFY in the research or was last checked over a year ago. */
      deadlines: z.array(
        z.object({
          label: z.string(),
          date: z.string().nullable(),
          status: z.string(),
          explanation: z.string(),
          isUnverified: z.boolean(),
        }),
      ),
      delivery: z
        .object({
          status: z.string(),
          transport: z.string().nullable(),
          attempts: z.number().int(),
          lastError: z.string().nullable(),
          sentAt: z.string().nullable(),
        })
        .nullable(),
      /** Queued or running send jobs (a resend in progress). */
      pendingSends: z.number().int(),
      /** The version the visitor's link shows (1 until a correction). */
      version: z.number().int(),
      /** Every computation, oldest first: what changed and whether a corrected version was emailed. */
      versions: z.array(reportVersionViewSchema),
      /** Where the case goes (the latest version's route). */
      route: z.string().nullable(),
      /** The route with the case manager's reasons (issue 12); absent for a report from before migration 0010. */
      routing: routingSchema.optional(),
    })
    .nullable(),
  eligibility: z
    .object({
      decision: eligibilitySchema,
      reasons: z.array(z.object({ label: z.string(), outcome: z.string(), reason: z.string() })),
    })
    .nullable(),
  match: z
    .object({
      attorneyName: z.string().nullable(),
      firm: z.string().nullable(),
      status: z.string(),
      rule: z.string(),
      inputs: z.unknown(),
      createdAt: z.string(),
    })
    .nullable(),
  pipeline: z.object({
    status: z.enum(pipelineStatuses),
    overdue: z.enum(overdueLevels),
    assignedAttorney: z.object({ id: z.string(), name: z.string(), firm: z.string() }).nullable(),
    firstContactedAt: z.string().nullable(),
    owner: staffRefSchema.nullable(),
  }),
  queue: queueEntryViewSchema,
  statusHistory: z.array(
    z.object({
      id: z.string(),
      from: z.enum(pipelineStatuses).nullable(),
      to: z.enum(pipelineStatuses),
      at: z.string(),
      staffEmail: z.string().nullable(),
      note: z.string().nullable(),
    }),
  ),
  notes: z.array(
    z.object({ id: z.string(), body: z.string(), at: z.string(), staffEmail: z.string().nullable() }),
  ),
  contactAttempts: z.array(contactAttemptViewSchema),
  /** Contact-form messages tied to this case, with the replies sent from the console. */
  messages: z.array(contactMessageViewSchema),
  timeline: z.array(timelineEntrySchema),
  audit: z.array(auditEntryViewSchema),
  serverTime: z.string(),
});
export type CaseView = z.infer<typeof caseViewSchema>;

export const funnelStepSchema = z.object({ key: z.string(), label: z.string(), count: z.number() });
export type FunnelStep = z.infer<typeof funnelStepSchema>;
export const funnelViewSchema = z.object({
  weeks: z.array(z.object({ weekStart: z.string(), steps: z.array(funnelStepSchema) })),
  totals: z.array(funnelStepSchema),
  dropOff: z.array(z.object({ question: z.number(), count: z.number() })),
  caseType: z.string().nullable(),
});
export type FunnelView = z.infer<typeof funnelViewSchema>;

export const erasureSummarySchema = z.object({
  cases: z.number().int(),
  rows: z.number().int(),
  files: z.number().int(),
  jobs: z.number().int(),
  subscribers: z.number().int(),
  contactMessages: z.number().int(),
});

export const resendResultSchema = z.object({ jobId: z.string() });
export const sendCorrectedResultSchema = z.object({ version: z.number().int() });
export const editRecordResultSchema = z.object({ changedPaths: z.array(z.string()) });
