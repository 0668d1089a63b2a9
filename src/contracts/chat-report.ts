/**
 * The report in the browser that did the intake (issue 15: the email is a copy, not the only
 * way). Both answers are bound to the chat's browser like the chat itself (decision 0011).
 * No zod here: the page imports it.
 */
export const CHAT_REPORT_STATUS_PATH = '/api/chat-report/status';
export const CHAT_REPORT_PAGE_PATH = '/chat-report';

export interface ChatReportStatus {
  /** preparing: the intake is complete and the report is being computed; ready: open the page. */
  state: 'preparing' | 'ready';
  /** The report's email went out (SMTP accepted it, or it was written to the outbox). */
  isEmailed?: boolean;
}
