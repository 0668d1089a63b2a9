import type {
  AttorneyQuestionsTable,
  CasesTable,
  ChatBindingsTable,
  ConsentRecordsTable,
  MessagesTable,
  NewsletterSubscribersTable,
  NewsletterUnsubscribeTokensTable,
  ResumeTokensTable,
  UploadsTable,
} from './tables/intake.tables';
import type { CaseKeysTable, CaseSearchTermsTable } from './tables/case-keys.tables';
import type { ContactMessagesTable } from './tables/contact.tables';
import type { JobsTable } from './tables/jobs.tables';
import type { MailSendsTable } from './tables/mail-sends.tables';
import type { RateLimitCountersTable } from './tables/rate-limit.tables';
import type {
  AttorneyMatchesTable,
  AttorneysTable,
  EligibilityAssessmentsTable,
  EmailDeliveriesTable,
  ReportLinksTable,
  ReportsTable,
  ReportVersionsTable,
} from './tables/reports.tables';
import type {
  AuditLogTable,
  CallAttemptsTable,
  CaseNotesTable,
  CasePipelineTable,
  CaseRecordEditsTable,
  CaseStatusHistoryTable,
  CaseWebhookDeliveriesTable,
  ContactMessageLinksTable,
  ContactMessageRepliesTable,
  FunnelEventsTable,
  StaffSessionsTable,
  StaffSettingsTable,
  StaffSignInThrottleTable,
  StaffUsersTable,
} from './tables/staff.tables';

/**
 * The store's tables, one line per table. Each feature declares its table types in
 * tables/<feature>.tables.ts (not inside the feature, so another feature's repository may
 * read a table without importing that feature); this file only composes them for Kysely.
 *
 * Portable conventions (docs/decisions/0002-store.md): ids are text, times are ISO-8601
 * UTC text, booleans are integers 0/1, JSON is text parsed at the repository edge.
 */
export interface Database {
  jobs: JobsTable;
  contact_messages: ContactMessagesTable;
  cases: CasesTable;
  consent_records: ConsentRecordsTable;
  messages: MessagesTable;
  attorney_questions: AttorneyQuestionsTable;
  chat_bindings: ChatBindingsTable;
  resume_tokens: ResumeTokensTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  newsletter_unsubscribe_tokens: NewsletterUnsubscribeTokensTable;
  uploads: UploadsTable;
  reports: ReportsTable;
  report_versions: ReportVersionsTable;
  report_links: ReportLinksTable;
  eligibility_assessments: EligibilityAssessmentsTable;
  attorneys: AttorneysTable;
  attorney_matches: AttorneyMatchesTable;
  email_deliveries: EmailDeliveriesTable;
  staff_users: StaffUsersTable;
  staff_sessions: StaffSessionsTable;
  staff_sign_in_throttle: StaffSignInThrottleTable;
  audit_log: AuditLogTable;
  case_pipeline: CasePipelineTable;
  case_status_history: CaseStatusHistoryTable;
  case_notes: CaseNotesTable;
  call_attempts: CallAttemptsTable;
  case_record_edits: CaseRecordEditsTable;
  funnel_events: FunnelEventsTable;
  staff_settings: StaffSettingsTable;
  rate_limit_counters: RateLimitCountersTable;
  contact_message_links: ContactMessageLinksTable;
  contact_message_replies: ContactMessageRepliesTable;
  case_webhook_deliveries: CaseWebhookDeliveriesTable;
  mail_sends: MailSendsTable;
  case_keys: CaseKeysTable;
  case_search_terms: CaseSearchTermsTable;
}
