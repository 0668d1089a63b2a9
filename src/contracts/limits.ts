/** SPEC §1, §4, §9 and DESIGN.md §2: the numbers both sides enforce. The server is the authority. */
export const QUESTIONS_PER_PART = 15;
/** The intake may be extended once, by another QUESTIONS_PER_PART questions. */
export const EXTENSIONS_ALLOWED = 1;
export const MAX_ATTACHMENTS = 10;
export const MAX_ATTACHMENT_MB = 20;
export const MAX_ATTACHMENT_BYTES = MAX_ATTACHMENT_MB * 1024 * 1024;
export const MAX_MESSAGE_CHARS = 4000;
export const MAX_DESCRIPTION_CHARS = 5000;

/**
 * A reply containing one of these (any case) sends the browser on: to the reply's
 * redirect, or else to /continue. The server ends the 15th question of part one with the second.
 */
export const LIMIT_PHRASES = ['we have hit our question limit', 'we have hit our 15 question limit'] as const;

export function containsLimitPhrase(text: string): boolean {
  const lower = text.toLowerCase();
  return LIMIT_PHRASES.some((phrase) => lower.includes(phrase));
}
