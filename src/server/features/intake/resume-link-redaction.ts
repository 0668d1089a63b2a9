import { RESUME_LINK_PLACEHOLDER } from './intake-referee';

/** A URL (or a bare query) that carries a resume token, up to the next white space. */
const resumeLinkPattern = /(?:https?:\/\/|\/)?[^\s]*[?&]resume=[A-Za-z0-9_-]+[^\s]*/gi;

/**
 * Transcript text with every resume link replaced by the placeholder (decision 0059). A
 * resume token binds any browser to the chat until it is spent, so it is a password and
 * the transcript (read by staff, exported, kept for months) must never hold one: not in
 * the agent's pause reply, and not in a visitor's message that pastes their own link back.
 */
export function withoutResumeLinks(text: string): string {
  return text.replace(resumeLinkPattern, RESUME_LINK_PLACEHOLDER);
}
