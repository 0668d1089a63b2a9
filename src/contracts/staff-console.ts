import { z } from 'zod';

import { caseRecordSchema, caseTypes } from './case-record';
import { type ReviewItem, reviewFields } from './intake-review';
import { reviewChangeSchema } from './intake-review-schemas';

/**
 * What the staff console and the staff API share: request bodies and queries (zod) and
 * the shapes of the answers. Issue 7; docs/decisions/0050–0055.
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

export const callOutcomes = [
  'reached',
  'voicemail',
  'no_answer',
  'wrong_number',
  'callback_requested',
] as const;
export type CallOutcome = (typeof callOutcomes)[number];
export const callOutcomeLabels: Record<CallOutcome, string> = {
  reached: 'Reached',
  voicemail: 'Left voicemail',
  no_answer: 'No answer',
  wrong_number: 'Wrong number',
  callback_requested: 'Callback requested',
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
  .object({ role: z.enum(staffRoles).optional(), isActive: z.boolean().optional() })
  .refine((value) => value.role !== undefined || value.isActive !== undefined, 'nothing to change');

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

export const callAttemptRequestSchema = z.object({
  outcome: z.enum(callOutcomes),
  notes: z.string().trim().max(2000).optional(),
});

export const noteRequestSchema = z.object({ body: z.string().trim().min(1, 'is required').max(5000) });

export const editCaseRecordRequestSchema = z.object({ caseRecord: caseRecordSchema });

/** A case manager's corrections from the facts form: typed lines, like the visitor's review. */
export const correctFactsRequestSchema = z
  .object({
    changes: z.array(reviewChangeSchema).min(1, 'Change at least one line.').max(reviewFields.length),
    /** The report version the form was showing: a correction made meanwhile by someone else is not overwritten. */
    basedOnVersion: z.number().int().min(1).optional(),
  })
  .refine((request) => new Set(request.changes.map((change) => change.key)).size === request.changes.length, {
    message: 'Each line can be changed once per request.',
  });
export type CorrectFactsRequest = z.infer<typeof correctFactsRequestSchema>;

export interface ReportVersionView {
  version: number;
  value: { low: number; likely: number; high: number };
  decision: EligibilityDecision;
  route: string;
  isUrgent: boolean;
  changes: string[];
  createdAt: string;
  /** null for version 1 (its email is the delivery above). */
  correctedEmail: 'not_sent' | 'pending' | 'sent' | null;
  emailSentAt: string | null;
}

/** What a correction did to the conclusions, shown at once in the console. */
export interface ReportRecomputation {
  version: number;
  before: ConclusionSummary;
  after: ConclusionSummary;
}

export interface ConclusionSummary {
  value: { low: number; likely: number; high: number };
  decision: EligibilityDecision;
  route: string;
  isUrgent: boolean;
  firstDeadline: string | null;
}

export interface CorrectFactsResult {
  changes: string[];
  /** Null when the case has no report yet: the facts are saved and the report will use them. */
  recomputation: ReportRecomputation | null;
}

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

export const contactMessageStatuses = ['new', 'answered', 'closed'] as const;
export const contactMessageUpdateSchema = z.object({ status: z.enum(contactMessageStatuses) });

export const settingsSchema = z.object({ retentionDaysClosed: z.number().int().min(1).max(3650) });
export type StaffSettings = z.infer<typeof settingsSchema>;

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

export interface StaffSessionView {
  user: { id: string; email: string; displayName: string; role: StaffRole };
  csrfToken: string;
  expiresAt: string;
}

export type OverdueLevel = 'none' | 'overdue' | 'late';

export interface PipelineItem {
  caseId: string;
  shortId: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  intakeStatus: 'open' | 'complete';
  status: PipelineStatus;
  caseType: string | null;
  state: string | null;
  eligibility: EligibilityDecision | null;
  value: { low: number; likely: number; high: number } | null;
  /** Earliest computed deadline (ISO date) and days left from today. */
  deadline: { date: string; daysLeft: number; label: string } | null;
  isDeadlineNear: boolean;
  overdue: OverdueLevel;
  /** The visitor described an emergency (911 notice shown) / asked a person to call back. */
  alerts: { emergency: boolean; callbackRequested: boolean };
  createdAt: string;
  completedAt: string | null;
  ageHours: number;
  assignedAttorney: string | null;
}

export interface PipelinePage {
  items: PipelineItem[];
  total: number;
  page: number;
  pageSize: number;
}

export interface AttorneyView {
  id: string;
  name: string;
  firm: string;
  email: string | null;
  states: string[];
  practiceAreas: string[];
  capacity: number;
  openMatches: number;
  isActive: boolean;
  officeLocation: string | null;
}

export interface AuditEntryView {
  id: string;
  at: string;
  actorEmail: string | null;
  action: string;
  subjectType: string;
  subjectId: string | null;
  details: Record<string, unknown>;
}

export interface CaseView {
  caseId: string;
  shortId: string;
  /** When the visitor described an emergency happening now, and when they asked for a call back. */
  alerts: { emergencyAt: string | null; callbackRequestedAt: string | null };
  intake: {
    status: 'open' | 'complete';
    source: string;
    questionsTotal: number;
    extensionsUsed: number;
    createdAt: string;
    completedAt: string | null;
  };
  contact: {
    name: string | null;
    email: string | null;
    phone: string | null;
    phoneE164: string | null;
    communicationMethod: string | null;
    description: string | null;
  };
  consent: {
    version: string;
    text: string;
    agreedAt: string;
    ip: string | null;
    userAgent: string | null;
    pageUrl: string | null;
    recordSha256: string;
  } | null;
  transcript: {
    id: string;
    role: 'visitor' | 'agent';
    text: string;
    questionNumber: number | null;
    createdAt: string;
  }[];
  caseRecord: unknown;
  /** The correctable facts as typed lines (the same lines the visitor's review shows). */
  factLines: ReviewItem[];
  recordEdits: {
    id: string;
    at: string;
    staffEmail: string | null;
    changedPaths: string[];
    before: unknown;
    after: unknown;
  }[];
  uploads: { id: string; name: string; type: string; sizeBytes: number; createdAt: string }[];
  report: {
    id: string;
    value: { low: number; likely: number; high: number };
    isUrgent: boolean;
    reportDate: string;
    createdAt: string;
    /** Where the case goes and the case manager's reasons (issue 12); absent for a report from before migration 0010. */
    routing?: {
      route: string;
      caseManagerReason: string;
      /** What a rule cannot settle: a person decides before the case moves on. */
      humanReview: string[];
      alsoWorkersComp: boolean;
    };
    /** `isUnverified`: the rule behind it is VERIFY in the research or was last checked over a year ago. */
    deadlines: {
      label: string;
      date: string | null;
      status: string;
      explanation: string;
      isUnverified: boolean;
    }[];
    delivery: {
      status: string;
      transport: string | null;
      attempts: number;
      lastError: string | null;
      sentAt: string | null;
    } | null;
    /** Queued or running send jobs (a resend in progress). */
    pendingSends: number;
    /** The version the visitor's link shows (1 until a correction). */
    version: number;
    /** Every computation, oldest first: what changed and whether a corrected version was emailed. */
    versions: ReportVersionView[];
  } | null;
  eligibility: {
    decision: EligibilityDecision;
    reasons: { label: string; outcome: string; reason: string }[];
  } | null;
  match: {
    attorneyName: string | null;
    firm: string | null;
    status: string;
    rule: string;
    inputs: unknown;
    createdAt: string;
  } | null;
  pipeline: {
    status: PipelineStatus;
    overdue: OverdueLevel;
    assignedAttorney: { id: string; name: string; firm: string } | null;
    firstContactedAt: string | null;
  };
  statusHistory: {
    id: string;
    from: PipelineStatus | null;
    to: PipelineStatus;
    at: string;
    staffEmail: string | null;
    note: string | null;
  }[];
  notes: { id: string; body: string; at: string; staffEmail: string | null }[];
  callAttempts: {
    id: string;
    outcome: CallOutcome;
    notes: string | null;
    at: string;
    staffEmail: string | null;
  }[];
  audit: AuditEntryView[];
}

export interface FunnelStep {
  key: string;
  label: string;
  count: number;
}
export interface FunnelView {
  weeks: { weekStart: string; steps: FunnelStep[] }[];
  totals: FunnelStep[];
  dropOff: { question: number; count: number }[];
  caseType: string | null;
}
