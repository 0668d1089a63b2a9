import type { Insertable, Selectable, Updateable } from 'kysely';

/**
 * Intake store (migration 0002-intake). Owned by the intake feature; the report feature
 * reads `cases` (and `consent_records`) directly through these types.
 * Conventions (decision 0002): text ids, ISO-8601 UTC text times, 0/1 booleans, JSON as text.
 */

/** open: intake running; complete: end-intake received (email stored, case.report job written). */
export type CaseStatus = 'open' | 'complete';
/** start_flow: created by new-chat with the home form; direct: first message at /chat. */
export type CaseSource = 'start_flow' | 'direct';

export interface CasesTable {
  id: string;
  session_id: string;
  /** One case per chat: new-chat races resolve on this unique column. */
  chat_id: string;
  status: CaseStatus;
  source: CaseSource;
  full_name: string | null;
  /** As the visitor typed it. */
  phone: string | null;
  /** Parsed with libphonenumber-js (US default); null when it did not parse. */
  phone_e164: string | null;
  email: string | null;
  description: string | null;
  communication_method: string | null;
  /** JSON text, always valid against caseRecordSchema (src/contracts/case-record.ts). */
  case_record: string;
  /** Copies of case_record.caseType / .state for queries without parsing JSON. */
  case_type: string | null;
  state: string | null;
  /** 1 = the first 15 questions (/chat), 2 = the one extension (/chatplus). */
  part: number;
  /** Questions asked in the current part (server-counted; SessQNo is never trusted). */
  questions_in_part: number;
  questions_total: number;
  /** Extensions opened (at most EXTENSIONS_ALLOWED). */
  extensions_used: number;
  /** JSON text: the guided agent's conversation state (pending question, re-ask counts, …). */
  agent_state: string;
  /** LLM tokens spent on this chat (per-chat cap). */
  llm_tokens_used: number;
  /** When the visitor described an emergency happening now (the 911 notice was shown). */
  emergency_flagged_at: string | null;
  /** JSON array of the danger-sign families described (issue 27), or null. */
  emergency_signs: string | null;
  /** When the visitor asked to talk to a person (a callback request for the staff queue). */
  callback_requested_at: string | null;
  /** JSON { day, slot } (src/contracts/intake-progress.ts), when the visitor chose a window. */
  callback_window: string | null;
  /** Optimistic lock: every turn write bumps it; a stale turn retries. */
  version: number;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
  /** SHA-256 of the IP end-intake came from, to cap report emails per IP per day (migration 0008). */
  completed_ip_hash: string | null;
}

/** Contact consent evidence (compliance.md §5.1): one per case, written with new-chat. */
export interface ConsentRecordsTable {
  id: string;
  case_id: string;
  consent_version: string;
  /** The exact text the visitor agreed to (src/contracts/consent.ts). */
  consent_text: string;
  agreed_at: string;
  ip: string | null;
  user_agent: string | null;
  page_url: string | null;
  session_id: string;
  full_name: string | null;
  phone: string | null;
  phone_e164: string | null;
  /** SHA-256 (hex) over the record's fields, so later tampering is detectable. */
  record_sha256: string;
  created_at: string;
}

export type MessageRole = 'visitor' | 'agent';
export type MessageEndpoint = 'new-chat' | 'message' | 'reset-sessqno' | 'review';

export interface MessagesTable {
  id: string;
  case_id: string;
  role: MessageRole;
  endpoint: MessageEndpoint;
  /** Visitor messages: what the browser sent as Sender ('User', 'System', …). */
  sender: string | null;
  /** Visitor messages: the browser's SessQNo (kept for the replay key, never for counting). */
  sess_q_no: number | null;
  text: string;
  /** Visitor messages: sha256(endpoint, SessQNo, text); unique per case, so a replay stores nothing. */
  replay_key: string | null;
  /** Agent replies: the visitor message answered (unique: one reply per message). */
  reply_to: string | null;
  /** Agent replies: 1 when the reply asked a question that the counter counted. */
  is_question: number;
  /** Agent replies: the overall question number (1..30) when is_question. */
  question_number: number | null;
  /** Agent replies: 1 or 2. */
  part: number | null;
  redirect_url: string | null;
  /** Visitor messages: JSON text of the Attachments metadata the browser sent. */
  attachments: string;
  /** The browser's Timestamp (visitor messages). */
  client_timestamp: string | null;
  created_at: string;
}

/**
 * The visitor's questions noted for the attorney (migration 0024, decision 0107): one our
 * content does not answer, or one on the legal merits. `text` is sealed with the case's key.
 */
export interface AttorneyQuestionsTable {
  id: string;
  case_id: string;
  /** The visitor message it was asked in. */
  message_id: string;
  /** Its place among the questions of that message (unique with message_id). */
  position: number;
  text: string;
  language: 'en' | 'es';
  created_at: string;
}

/** Browsers bound to a chat: only the SHA-256 of the cookie value is kept. */
export interface ChatBindingsTable {
  case_id: string;
  binding_hash: string;
  created_at: string;
}

/** One-time resume links from the `pause` command. Only the hash is kept. */
export interface ResumeTokensTable {
  token_hash: string;
  case_id: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface NewsletterSubscribersTable {
  id: string;
  /** Lower-cased; unique. */
  email: string;
  consent_version: string;
  consent_text: string;
  /** SHA-256 of the client IP, for abuse limits only; no raw IP, no browser string (migration 0021). */
  ip_hash: string | null;
  unsubscribed_at: string | null;
  created_at: string;
  /** Double opt-in (migration 0009): the SHA-256 of the emailed link's token, when it was sent, when confirmed. */
  confirm_token_hash: string | null;
  confirmation_sent_at: string | null;
  confirmed_at: string | null;
}

/**
 * One per newsletter email sent (migration 0021, decision 0079): the SHA-256 of the unsubscribe
 * token that email carries. The token itself is never stored.
 */
export interface NewsletterUnsubscribeTokensTable {
  token_hash: string;
  subscriber_id: string;
  created_at: string;
}

/** receiving: bytes reserved while the file streams in (decision 0061); stored: the file is on disk. */
export type UploadStatus = 'receiving' | 'stored';

export interface UploadsTable {
  id: string;
  case_id: string;
  /** The visitor's file name, as sent (display only, never used as a path). */
  original_name: string;
  /** MIME type sniffed from the content (file-type), not the browser's claim. */
  sniffed_type: string;
  declared_type: string | null;
  size_bytes: number;
  sha256: string;
  /** Path relative to <DATA_DIR>/uploads (outside the web root). */
  storage_path: string;
  status: UploadStatus;
  /** The visitor message that named this upload (Attachments[].uploadId), once sent. */
  message_id: string | null;
  created_at: string;
  /** SHA-256 of the IP it came from, for the per-IP daily quota (migration 0016). */
  ip_hash: string | null;
}

export type CaseRow = Selectable<CasesTable>;
export type NewCaseRow = Insertable<CasesTable>;
export type CaseUpdate = Updateable<CasesTable>;
export type ConsentRecordRow = Selectable<ConsentRecordsTable>;
export type MessageRow = Selectable<MessagesTable>;
export type NewMessageRow = Insertable<MessagesTable>;
export type NewsletterSubscriberRow = Selectable<NewsletterSubscribersTable>;
export type UploadRow = Selectable<UploadsTable>;
