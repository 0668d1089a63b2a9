import { RESUME_LINK_PLACEHOLDER } from './intake-referee';

/** A URL (or a bare query) that carries a resume token, up to the next white space. */
const resumeLinkPattern = /(?:https?:\/\/|\/)?[^\s]*[?&]resume=[A-Za-z0-9_-]+[^\s]*/gi;

/** `resume=TOKEN` or `resume: TOKEN` without a link around it. */
const resumeParameterPattern = /\bresume(?:\s*[=:]\s*|%3D)[A-Za-z0-9_%-]+/gi;

/**
 * A token pasted on its own (issue 26): a resume token is 24 random bytes as base64url, 32
 * characters. Any run of 32 or more base64url characters that mixes at least two of lower
 * case, upper case and digits is taken for one (a random token fails that test about once in
 * ten million); `noooooo…` or a long all-capital shout is left alone. Longer runs are caught
 * too, so a token glued to `%3D` or to other text still goes.
 */
const bareTokenPattern = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{32,}(?![A-Za-z0-9_-])/g;

function looksRandom(run: string): boolean {
  const classes = [/[a-z]/, /[A-Z]/, /[0-9]/].filter((pattern) => pattern.test(run)).length;
  return classes >= 2;
}

/**
 * Text with every resume link, and every resume token in any form a visitor pastes it,
 * replaced by the placeholder (decisions 0059, 0079). A resume token binds any browser to the
 * chat until it is spent, so it is a password and nothing we store (the transcript, the case
 * record, read by staff, exported, kept for months) may hold one: not in the agent's pause
 * reply, and not in a visitor's message that pastes their own link or token back.
 */
export function withoutResumeLinks(text: string): string {
  return text
    .replace(resumeLinkPattern, RESUME_LINK_PLACEHOLDER)
    .replace(resumeParameterPattern, RESUME_LINK_PLACEHOLDER)
    .replace(bareTokenPattern, (run) => (looksRandom(run) ? RESUME_LINK_PLACEHOLDER : run));
}
