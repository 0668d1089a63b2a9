import { z } from 'zod';

import type { Language } from '../../../../contracts/case-record';

import requestsFile from './lexicons/visitor-requests.json' with { type: 'json' };

/**
 * Requests a visitor makes of us mid-intake (issue 23, decision 0111): to stop, to talk to a
 * person, to delete what they said. The words are data (lexicons/visitor-requests.json),
 * compiled here once into the cue a language pack holds, matched on normalized text. A
 * 'whole' phrase counts only as a clause of its own ("stop", "agent"), so the same word
 * inside a story ("the car didn't stop", "the insurance agent") asks for nothing.
 */

export type VisitorRequest = 'done' | 'person' | 'deletion';

const phrases = z.array(z.string().min(1));
const requestSchema = z.object({ whole: phrases, anywhere: phrases });
const languageSchema = z.object({
  courtesy: phrases,
  done: requestSchema,
  person: requestSchema,
  deletion: requestSchema,
});
const file = z.object({ $comment: z.string(), en: languageSchema, es: languageSchema }).parse(requestsFile);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const alternatives = (words: readonly string[]) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map((word) => escape(word).replace(/ /g, '\\s+'))
    .join('|');

/** A clause that says only the request, give or take courtesy words around it. */
function wholeClause(words: readonly string[], courtesy: readonly string[], flags: string): RegExp {
  const polite = `(?:${alternatives(courtesy)})`;
  return new RegExp(
    `(?:^|[,;:.!?¡¿…]\\s*|\\s[-–—]+\\s*)(?:${polite}[\\s,!.…]+)*(?:${alternatives(words)})(?:[\\s,!.…]+${polite})*[\\s.!?…]*(?=$|[,;:.!?]|\\s[-–—])`,
    flags,
  );
}

const anywhere = (words: readonly string[]) => `(?<![\\p{L}\\d'])(?:${alternatives(words)})(?![\\p{L}\\d'])`;

function compile(language: Language): Record<VisitorRequest, RegExp> {
  const lists = file[language];
  const cue = (request: VisitorRequest) =>
    new RegExp(
      `${wholeClause(lists[request].whole, lists.courtesy, 'u').source}|${anywhere(lists[request].anywhere)}`,
      'u',
    );
  return { done: cue('done'), person: cue('person'), deletion: cue('deletion') };
}

export const requestCues: Record<Language, Record<VisitorRequest, RegExp>> = {
  en: compile('en'),
  es: compile('es'),
};

const wholeRequests = (['en', 'es'] as const).map((language) =>
  wholeClause(
    (['done', 'person', 'deletion'] as const).flatMap((request) => file[language][request].whole),
    file[language].courtesy,
    'gu',
  ),
);

/**
 * A normalized sentence without its clauses that only ask ("agent", "stop please"): what
 * is left may still answer our question; nothing left means the sentence answered nothing.
 */
export function withoutWholeRequests(plain: string): string {
  return wholeRequests.reduce((text, pattern) => text.replace(pattern, ' '), plain);
}
