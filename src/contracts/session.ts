/**
 * SPEC §3/§9: the session id is 6 characters, A-Z and 0-9; the chat id is 10 letters or
 * digits. Plain patterns, no zod here: the site shell imports this on every page and
 * must stay small. Schemas that need them build on these patterns.
 */
export const SESSION_ID_LENGTH = 6;
export const CHAT_ID_LENGTH = 10;
export const SESSION_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
export const CHAT_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const SESSION_ID_PATTERN = /^[A-Z0-9]{6}$/;
export const CHAT_ID_PATTERN = /^[A-Za-z0-9]{10}$/;

export function isSessionId(value: unknown): value is string {
  return typeof value === 'string' && SESSION_ID_PATTERN.test(value);
}

export function isChatId(value: unknown): value is string {
  return typeof value === 'string' && CHAT_ID_PATTERN.test(value);
}
