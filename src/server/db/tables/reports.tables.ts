import type { Generated, Insertable, Selectable } from 'kysely';

import type { EligibilityDecision } from '../../../contracts/staff-console';

/**
 * Report and referral store (migration 0004-reports), keyed by the intake's case id.
 * Conventions (decision 0002): text ids, ISO-8601 UTC text times, 0/1 booleans, JSON as text.
 * The staff console reads these tables; docs/decisions/0030-report-pipeline.md describes them.
 */

/** One per case: the model's output, frozen when the report was prepared. */
export interface ReportsTable {
  id: string;
  case_id: string;
  model_version: number;
  /** Copies of the valuation's range for staff queries without parsing JSON (whole dollars). */
  value_low: number;
  value_likely: number;
  value_high: number;
  /** JSON text: CaseValuation (src/contracts/conclusions.ts). */
  valuation: string;
  /** JSON text: DeadlineSummary (src/contracts/conclusions.ts). */
  deadlines: string;
  /** JSON text: Routing (src/contracts/conclusions.ts); null for reports from before migration 0010. */
  routing: string | null;
  /** 1 = a deadline expired, is within 90 days, or a government defendant: same-day human review. */
  is_urgent: number;
  /** The ISO date the rules were evaluated on. */
  report_date: string;
  created_at: string;
  /** The latest version (migration 0007): a correction recomputes the figures above and adds one. */
  version: Generated<number>;
}

/** Whether a corrected version's email went out: null for version 1 (its email is in email_deliveries). */
/** 'failed': the mail server refused it for good (or there was no address); staff may send it again. */
export type CorrectedEmailStatus = 'not_sent' | 'pending' | 'sent' | 'failed';

/** Every computation of a report (migration 0007): the first, and one per correction. */
export interface ReportVersionsTable {
  report_id: string;
  version: number;
  value_low: number;
  value_likely: number;
  value_high: number;
  valuation: string;
  deadlines: string;
  routing: string | null;
  is_urgent: number;
  decision: EligibilityDecision;
  /** JSON text: EligibilityCheck[] (src/contracts/conclusions.ts). */
  reasons: string;
  route: string;
  report_date: string;
  /** JSON text: string[], one "label: was → is" line per corrected fact (empty for version 1). */
  changes: string;
  /** 'system' for the first computation, else the staff user's id. */
  created_by: string;
  corrected_email: CorrectedEmailStatus | null;
  email_message_id: string | null;
  email_attempts: Generated<number>;
  email_sent_at: string | null;
  last_error: string | null;
  created_at: string;
}

/** Links to the report page. Only the SHA-256 of the token is stored; each email attempt mints one. */
export interface ReportLinksTable {
  token_hash: string;
  report_id: string;
  expires_at: string;
  created_at: string;
}

export type { EligibilityDecision };

export interface EligibilityAssessmentsTable {
  case_id: string;
  report_id: string;
  decision: EligibilityDecision;
  /** JSON text: EligibilityCheck[] (src/contracts/conclusions.ts: passed / failed / unknown, the case manager's reason). */
  reasons: string;
  created_at: string;
}

/** The attorney directory. Staff maintain it; tests and dev seed clearly fictional samples. */
export interface AttorneysTable {
  id: string;
  name: string;
  firm: string;
  email: string | null;
  /** JSON text: two-letter state codes the attorney is licensed in. */
  states_licensed: string;
  /** JSON text: case types (caseTypes in src/contracts/case-record.ts). */
  practice_areas: string;
  /** How many open matches the attorney takes at once. */
  capacity: number;
  /** City or county and state of the office ("Austin, TX"), told to a matched visitor (migration 0007). */
  office_location: string | null;
  is_active: number;
  created_at: string;
  updated_at: string;
}

/** open: sent to the attorney, counts against capacity; closed: accepted, declined or done; none: nobody fitted. */
export type MatchStatus = 'open' | 'closed' | 'none';

/** One per case: the attorney chosen (or none), the rule used and the inputs it saw (compliance §5.3). */
export interface AttorneyMatchesTable {
  id: string;
  case_id: string;
  attorney_id: string | null;
  status: MatchStatus;
  rule: string;
  /** JSON text: the case's state and practice area and every candidate with its load. */
  inputs: string;
  created_at: string;
  updated_at: string;
}

export type DeliveryStatus = 'pending' | 'sent';

/** One per report email. The Message-ID is fixed before the first attempt, so a resend repeats it. */
export interface EmailDeliveriesTable {
  id: string;
  report_id: string;
  case_id: string;
  message_id: string;
  status: DeliveryStatus;
  /** 'smtp' or 'outbox' (an .eml file under DATA_DIR/outbox). */
  transport: string | null;
  attempts: number;
  last_error: string | null;
  sent_at: string | null;
  created_at: string;
  updated_at: string;
}

export type ReportRow = Selectable<ReportsTable>;
export type ReportVersionRow = Selectable<ReportVersionsTable>;
export type NewReportRow = Insertable<ReportsTable>;
export type AttorneyRow = Selectable<AttorneysTable>;
export type NewAttorneyRow = Insertable<AttorneysTable>;
export type AttorneyMatchRow = Selectable<AttorneyMatchesTable>;
export type EligibilityAssessmentRow = Selectable<EligibilityAssessmentsTable>;
export type EmailDeliveryRow = Selectable<EmailDeliveriesTable>;
