/**
 * Crypto-shredding (migration 0023, decision 0080). One data key per case, wrapped by the
 * master key; erasing a case deletes its row, after which no copy of its sealed values
 * (live rows, the write-ahead log, backups, replicas) can be opened.
 */
export interface CaseKeysTable {
  case_id: string;
  /** `<iv>.<tag>.<ciphertext>` (base64url): the data key under the master key, bound to the case id. */
  wrapped_key: string;
  /** Which master key wrapped it (a hash, not the key): start-up and rotation check it. */
  master_key_id: string;
  created_at: string;
}

/** Blind indexes: HMAC-SHA256 of whole name words, phone digits and the email, keyed from the master key. */
export interface CaseSearchTermsTable {
  case_id: string;
  kind: 'name' | 'phone' | 'email';
  term_hash: string;
}
