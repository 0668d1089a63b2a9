import type { Generated, Insertable, Selectable } from 'kysely';

import type { PipelineStatus, StaffRole } from '../../../contracts/staff-console';
import type {
  AttemptOutcome,
  CallOutcome,
  ContactChannel,
  QueueReason,
  QueueState,
} from '../../../contracts/staff-queue';

/**
 * Staff console store (migration 0005-staff). Owned by the staff feature.
 * Conventions (decision 0002): text ids, ISO-8601 UTC text times, 0/1 booleans, JSON as text.
 * The intake's own `cases.status` ('open'/'complete') is left alone: the case manager's
 * pipeline status lives in `case_pipeline` (decision 0050).
 */

export interface StaffUsersTable {
  id: string;
  /** Lower-cased; unique. */
  email: string;
  display_name: string;
  role: StaffRole;
  /** `scrypt$<logN>$<r>$<p>$<salt>$<hash>` (base64url); never a plain password. */
  password_hash: string;
  is_active: number;
  created_at: string;
  updated_at: string;
  /** 1 = receives new eligible cases in the round robin (migration 0012). */
  is_in_rotation: Generated<number>;
  /** 1 = sees every case; otherwise a case manager sees their own and unassigned ones. */
  sees_all_cases: Generated<number>;
  last_auto_assigned_at: Generated<string | null>;
}

/** Only the SHA-256 of the session token is stored: a database leak yields no live session. */
export interface StaffSessionsTable {
  id: string;
  user_id: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
  last_seen_at: string;
}

/** Failed sign-ins per email hash (known or not), so a lockout reveals nothing about accounts. */
export interface StaffSignInThrottleTable {
  email_hash: string;
  failures: number;
  first_failure_at: string;
  locked_until: string | null;
}

/**
 * Append-only (database triggers refuse UPDATE and DELETE). `details` never carries a
 * visitor's personal data, so an entry outlives the erasure of the case it names.
 */
export interface AuditLogTable {
  id: string;
  at: string;
  /** null for the system (the retention job). */
  actor_id: string | null;
  actor_email: string | null;
  action: string;
  subject_type: string;
  subject_id: string | null;
  /** JSON text. */
  details: string;
}

export interface CasePipelineTable {
  case_id: string;
  status: PipelineStatus;
  /** Attorney chosen by staff (attorneys directory of the report feature). */
  assigned_attorney_id: string | null;
  assigned_at: string | null;
  first_contacted_at: string | null;
  status_changed_at: string;
  created_at: string;
  updated_at: string;
  /** The case manager who owns the case (migration 0012); null = unassigned. */
  owner_id: Generated<string | null>;
  owner_assigned_at: Generated<string | null>;
  /**
   * The case's queue entry, derived from the case and its attempts by derive-queue-entry.ts
   * (decision 0070): open entries show from visible_at, ordered by rank then due_at.
   */
  queue_state: Generated<QueueState>;
  queue_reason: Generated<QueueReason | null>;
  queue_rank: Generated<number>;
  queue_visible_at: Generated<string | null>;
  queue_due_at: Generated<string | null>;
  queue_late_at: Generated<string | null>;
  queue_refreshed_at: Generated<string | null>;
  /** Attempts that count against the cadence. */
  attempts_made: Generated<number>;
  unreachable_at: Generated<string | null>;
  /** When the "we could not reach you" email was queued (once per case). */
  unreachable_email_at: Generated<string | null>;
}

export interface CaseStatusHistoryTable {
  id: string;
  case_id: string;
  from_status: PipelineStatus | null;
  to_status: PipelineStatus;
  changed_by: string | null;
  note: string | null;
  changed_at: string;
}

export interface CaseNotesTable {
  id: string;
  case_id: string;
  author_id: string;
  body: string;
  created_at: string;
}

/** Contact attempts: calls since issue 7, texts and emails since issue 14 (migration 0012). */
export interface CallAttemptsTable {
  id: string;
  case_id: string;
  staff_id: string;
  outcome: AttemptOutcome;
  notes: string | null;
  attempted_at: string;
  channel: Generated<ContactChannel>;
  /** The next attempt this one scheduled (cadence, or the time they asked to be called). */
  next_attempt_at: Generated<string | null>;
}

/** Every staff edit of the extracted case record, with the record before and after (JSON text). */
export interface CaseRecordEditsTable {
  id: string;
  case_id: string;
  staff_id: string;
  before_record: string;
  after_record: string;
  /** JSON text: the dotted paths that changed. */
  changed_paths: string;
  created_at: string;
}

export type FunnelEventKind = 'visit' | 'start_flow_open';

/** First-party beacon events: no ids, no IP, no user agent; a kind, a page and a time. */
export interface FunnelEventsTable {
  id: string;
  kind: FunnelEventKind;
  page: string;
  created_at: string;
}

export interface StaffSettingsTable {
  key: string;
  /** JSON text. */
  value: string;
  updated_by: string | null;
  updated_at: string;
}

/** A contact message's case, once looked at: auto (email or phone matched) or staff (linked or unlinked by hand). */
export interface ContactMessageLinksTable {
  message_id: string;
  case_id: string | null;
  source: 'auto' | 'staff';
  linked_by: string | null;
  linked_at: string;
}

/** A case manager's reply to a contact message, sent by the 'staff.contact-reply-email' job. */
export interface ContactMessageRepliesTable {
  id: string;
  message_id: string;
  staff_id: string;
  body: string;
  status: 'pending' | 'sent';
  /** Fixed before the first attempt, so a retry after a crash repeats it. */
  email_message_id: string;
  attempts: Generated<number>;
  last_error: string | null;
  sent_at: string | null;
  created_at: string;
}

/** One per case and event: the delivery id a receiver sees, and whether it was delivered. */
export interface CaseWebhookDeliveriesTable {
  id: string;
  case_id: string;
  event: string;
  status: 'pending' | 'delivered';
  attempts: Generated<number>;
  last_status_code: number | null;
  last_error: string | null;
  delivered_at: string | null;
  created_at: string;
  updated_at: string;
}

export type StaffUserRow = Selectable<StaffUsersTable>;
export type NewStaffUserRow = Insertable<StaffUsersTable>;
export type StaffSessionRow = Selectable<StaffSessionsTable>;
export type AuditLogRow = Selectable<AuditLogTable>;
export type CasePipelineRow = Selectable<CasePipelineTable>;
export type CaseStatusHistoryRow = Selectable<CaseStatusHistoryTable>;
export type CaseNoteRow = Selectable<CaseNotesTable>;
export type CallAttemptRow = Selectable<CallAttemptsTable>;
export type CaseRecordEditRow = Selectable<CaseRecordEditsTable>;

export type {
  AttemptOutcome,
  CallOutcome,
  ContactChannel,
  PipelineStatus,
  QueueReason,
  QueueState,
  StaffRole,
};
