import { z } from 'zod';

import type { Language } from '../../../../../contracts/case-record';

import detailWordsFile from './lexicons/detail-words.json' with { type: 'json' };
import { sideWords } from './side-words';
import { normalize } from './text';

/**
 * Words of how it happened (lexicons/detail-words.json, decision 0332): a side, a direction, a
 * colour, a body position, a part of a car. "it was his LEFT side", "the light was red, not
 * green", "fue del lado derecho" tell how it happened, never who did it: no party is made of them.
 */
const languageSchema = z.object({
  details: z.array(z.string().min(2)).min(1),
  parts: z.array(z.string().min(2)).min(1),
  fillers: z.array(z.string().min(1)).min(1),
  surnames: z.array(z.string().min(2)),
});
const lexicon = z
  .object({ $comment: z.string(), en: languageSchema, es: languageSchema })
  .parse(detailWordsFile);

const both = (pick: (words: z.infer<typeof languageSchema>) => string[]) =>
  new Set((['en', 'es'] as const).flatMap((language) => pick(lexicon[language])));
const details = new Set([...both((words) => words.details), ...sideWords]);
const fillers = both((words) => words.fillers);
const surnames = both((words) => words.surnames);
const parts: Record<Language, ReadonlySet<string>> = {
  en: new Set(lexicon.en.parts),
  es: new Set(lexicon.es.parts),
};
/** "lado del", "puerta de": a Spanish part noun names what follows it after these. */
const spanishOf = new Set(['de', 'del']);

const wordsIn = (text: string): string[] =>
  normalize(text)
    .replace(/[^\p{L}\p{N}\s'-]/gu, ' ')
    .split(/\s+/)
    .map((word) => word.replace(/^'+|'+$/g, '').replace(/'s$/, ''))
    .filter(Boolean);

/**
 * The value is only words of how it happened, with articles and possessives: "LEFT", "his left
 * side", "the back bumper", "red", "el lado derecho". A detail word typed alone with a capital
 * that is also a family name ("Green", "Blanco") names someone.
 */
export function isOnlyDetail(value: string): boolean {
  const typed = value.trim();
  const words = wordsIn(typed);
  const named = words.filter((word) => !fillers.has(word));
  if (named.length === 0 || !named.every((word) => details.has(word))) return false;
  const isCapitalisedName = /^\p{Lu}\p{Ll}+$/u.test(typed.replace(/[\s,.;:!]+$/u, ''));
  return !(named.length === 1 && words.length === 1 && isCapitalisedName && surnames.has(named[0]!));
}

/** The words of a text that are neither words of how it happened nor articles and possessives. */
export function otherThanDetail(text: string): string[] {
  return wordsIn(text).filter((word) => !fillers.has(word) && !details.has(word));
}

/** Some word of the text is a word of how it happened ("the front", "en rojo", "his LEFT side"). */
export function holdsDetail(text: string): boolean {
  return wordsIn(text).some((word) => details.has(word));
}

/**
 * The value, in the words it was read from, describes a part rather than naming who: "the
 * passenger" in "the passenger side", "the driver's" in "the driver's side door", "el conductor"
 * in "el lado del conductor".
 */
export function describesAPart(
  value: string,
  quote: string | undefined,
  language: Language,
  /** Spanish role words in English, as parties are kept (parties.ts's partyInEnglish). */
  partyInEnglish: (phrase: string, language: Language) => string,
): boolean {
  if (!quote) return false;
  const said = wordsIn(value);
  const words = wordsIn(quote);
  if (said.length === 0) return false;
  const sets = language === 'es' ? [parts.es, parts.en] : [parts.en];
  for (let start = 0; start + said.length <= words.length; start += 1) {
    if (!said.every((word, offset) => words[start + offset] === word)) continue;
    const next = words[start + said.length];
    if (next !== undefined && sets.some((set) => set.has(next))) return true;
    // "el lado del conductor": the part noun before, joined by "de"/"del".
    const before = words.slice(Math.max(0, start - 2), start);
    const joined = before.at(-1);
    const part = before.at(-2);
    if (joined !== undefined && spanishOf.has(joined) && part !== undefined && parts.es.has(part))
      return true;
  }
  // A Spanish party is kept in English ("conductor" → "driver"): the words after "lado del" said so.
  const bare = (text: string) =>
    wordsIn(text)
      .filter((word) => !fillers.has(word))
      .join(' ');
  const held = bare(value);
  return words.some((word, index) => {
    if (!parts.es.has(word) || !spanishOf.has(words[index + 1] ?? '')) return false;
    return [1, 2, 3].some((count) => {
      const after = words.slice(index + 2, index + 2 + count);
      return after.length === count && bare(partyInEnglish(`el ${after.join(' ')}`, 'es')) === held;
    });
  });
}
