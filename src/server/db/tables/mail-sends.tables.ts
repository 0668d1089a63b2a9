/**
 * One row per email we commit to send to an address a visitor typed (issue 26, decision 0078):
 * what the per-mailbox and per-IP daily caps count. No address and no IP, only their hashes;
 * rows older than two days are deleted by the retention sweep.
 */
export interface MailSendsTable {
  id: string;
  /** 'newsletter-confirmation' | 'report' | 'report-copy' */
  kind: string;
  /** SHA-256 of the normalised mailbox (email/mailbox.ts). */
  mailbox_hash: string;
  /** SHA-256 of the client IP that asked, when a visitor's request did. */
  ip_hash: string | null;
  created_at: string;
}
