import { createHash, randomBytes } from 'node:crypto';

/**
 * The bearer secrets the server hands out (chat-binding cookies, staff session cookies,
 * report links): 256 random bits as base64url. Only the SHA-256 is stored, so a copy of
 * the database holds nothing that can be replayed.
 */
const SECRET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** True for a string shaped like one of our tokens (checked before any lookup). */
export function isSecretToken(value: unknown): value is string {
  return typeof value === 'string' && SECRET_TOKEN_PATTERN.test(value);
}
