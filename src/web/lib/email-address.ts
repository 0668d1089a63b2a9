/**
 * SPEC §5: the chatcomplete email must match "a simple pattern": something, an @,
 * something, a dot, something, no spaces. The server checks the address again.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmailAddress(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}
