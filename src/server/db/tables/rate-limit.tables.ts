/** One counter per rate-limit key and window (decision 0067); read and written by http/rate-limit-store.ts. */
export interface RateLimitCountersTable {
  /** SHA-256 (hex) of the limiter's key, which names a client IP: the IP itself is not stored. */
  key_hash: string;
  /** Requests counted in the current window, this one included. */
  hits: number;
  /** When the window ends (ISO-8601 UTC); a hit after it starts a new window at 1. */
  resets_at: string;
}
