import * as chrono from 'chrono-node';
import { z } from 'zod';

import whenOnlyFile from './lexicons/when-only.json' with { type: 'json' };
import { stripAccents } from './safety-text';

const whenWords = z
  .object({ en: z.array(z.string().min(1)), es: z.array(z.string().min(1)) })
  .parse(whenOnlyFile);
const fillers = new Set([...whenWords.en, ...whenWords.es]);

/**
 * True when a message tells only when something happened: its dates and times (chrono-node,
 * en and es) and, around them, words from the when-only lexicon and numbers. "today like 10 min
 * ago" answers the date question; it holds no word of a person, a body or a sign, so there is
 * nothing in it for the danger classifier to hear (decision 0288).
 */
export function tellsOnlyWhen(text: string): boolean {
  let rest = text.toLowerCase();
  for (const parser of [chrono.en, chrono.es])
    for (const result of parser.parse(rest)) rest = rest.replace(result.text, ' ');
  const words = stripAccents(rest)
    .replace(/['’]/g, '')
    .split(/[^\p{L}\d]+/u)
    .filter(Boolean);
  return words.every((word) => fillers.has(word) || /^\d+(st|nd|rd|th|am|pm|ish)?$/.test(word));
}
