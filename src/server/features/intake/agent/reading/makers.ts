import { z } from 'zod';

import type { Language } from '../../../../../contracts/case-record';

import makersFile from './lexicons/makers.json' with { type: 'json' };
import { type Clause, normalize } from './text';

/**
 * Makers a product story names by a name everyone knows (lexicons/makers.json, decision 0193):
 * "my samsung phone", "it was a graco", "la escalera es Werner", "Goodyear." A maker written in
 * lower case is found by the list where the brand reader's capitals say nothing. A name after
 * where it was bought or worked at ("bought it at", "I work for") or before a shop's word
 * ("the Ford dealership") is not the maker.
 */

const makersSchema = z.object({
  $comment: z.string(),
  makers: z
    .array(
      z.object({
        name: z.string().min(1),
        spellings: z.array(z.string().min(1)).min(1),
        needsCapital: z.boolean().optional(),
      }),
    )
    .min(1),
});

interface Spelling {
  name: string;
  words: string[];
  needsCapital: boolean;
}

const spellings: Spelling[] = makersSchema
  .parse(makersFile)
  .makers.flatMap((maker) =>
    maker.spellings.map((spelling) => ({
      name: maker.name,
      words: spelling.split(' '),
      needsCapital: maker.needsCapital === true,
    })),
  )
  .sort((a, b) => b.words.length - a.words.length);

/** Words before a name that make it where the product was bought or where someone works. */
const placeLinks: Record<Language, Set<string>> = {
  en: new Set(['at', 'from', 'for', 'to', 'into', 'inside']),
  es: new Set(['en', 'para', 'a', 'al']),
};
const determiners = new Set(['the', 'a', 'an', 'el', 'la', 'los', 'las', 'un', 'una']);
/** "not Vitamix", "it wasn't a Graco" (its "t" alone once the apostrophe splits it), "no era Samsung": a maker ruled out. */
const denials = new Set(['not', 'no', 'never', 'wasnt', 'isnt', 'aint', 't', 'ni', 'nunca']);
/** Words after a name that make it a shop, a dealer or a workplace. */
const placeWords = new Set([
  'dealer',
  'dealers',
  'dealership',
  'store',
  'stores',
  'shop',
  'outlet',
  'plant',
  'factory',
  'warehouse',
  'employee',
  'employees',
  'service',
  'center',
  'field',
  'stadium',
  'arena',
  'tienda',
  'agencia',
  'planta',
  'fabrica',
]);

interface Word {
  text: string;
  word: string;
  start: number;
  end: number;
}

function wordsOf(text: string): Word[] {
  return [...text.matchAll(/[\p{L}\p{N}]+/gu)].map((match) => ({
    text: match[0],
    word: normalize(match[0]),
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/** The name as the visitor typed it when every word has its capital ("Power XL"), else the list's. */
function nameAsTyped(clause: Clause, words: Word[], start: number, end: number, listed: string): string {
  const typed = words.slice(start, end);
  return typed.every((word) => /^[\p{Lu}\p{N}]/u.test(word.text))
    ? clause.text.slice(typed[0]!.start, typed.at(-1)!.end)
    : listed;
}

export interface MakerMention {
  name: string;
  quote: string;
}

/** The first known maker these clauses name as the maker, or undefined. */
export function findKnownMaker(clauses: Clause[], language: Language): MakerMention | undefined {
  for (const clause of clauses) {
    const words = wordsOf(clause.text);
    for (let index = 0; index < words.length; index += 1) {
      const found = spellings.find((spelling) =>
        spelling.words.every((part, offset) => words[index + offset]?.word === part),
      );
      if (!found) continue;
      const end = index + found.words.length;
      let before = index - 1;
      if (before >= 0 && determiners.has(words[before]!.word)) before -= 1;
      const isDenied =
        before >= 0 &&
        (denials.has(words[before]!.word) || (before > 0 && denials.has(words[before - 1]!.word)));
      const isPlace =
        (before >= 0 && placeLinks[language].has(words[before]!.word)) ||
        placeWords.has(words[end]?.word ?? '');
      // "Lime", "Shark", "Lincoln": everyday words and towns count only with their capital, and
      // not as the first word, where every word has one.
      const isTyped = !found.needsCapital || (index > 0 && /^\p{Lu}/u.test(words[index]!.text));
      if (!isPlace && !isDenied && isTyped)
        return { name: nameAsTyped(clause, words, index, end, found.name), quote: clause.text };
      index = end - 1;
    }
  }
  return undefined;
}
