import { z } from 'zod';

import type { Language } from '../../../../../contracts/case-record';
import { stemOf } from '../../safety/safety-text';
import { normalize } from '../reading/text';

import injuriesFile from './lexicons/injuries.json' with { type: 'json' };

/**
 * The injury lexicon (./lexicons/injuries.json) checked against its schema and compiled once:
 * body parts, injury words and conditions per language, matched on the words of a clause by
 * their stems, with room for one typing slip in a long word. Every clause is read with both
 * languages' words, since a visitor writing Spanglish says "me rompí my wrist".
 */

const languageLexiconSchema = z.object({
  bodyParts: z.array(z.string().min(2)).min(1),
  ambiguousParts: z.array(z.string().min(2)),
  partLeads: z.array(z.string().min(1)),
  injuries: z.array(z.string().min(2)).min(1),
  conditions: z.array(z.string().min(2)).min(1),
  /** Injury words that say something happened to a part without saying what ("hit", "me pegué"). */
  vagueInjuries: z.array(z.string().min(2)),
});

const injuriesFileSchema = z.object({
  $comment: z.string(),
  en: languageLexiconSchema,
  es: languageLexiconSchema,
});

const lexicon = injuriesFileSchema.parse(injuriesFile);

export type InjuryWordKind = 'part' | 'injury' | 'condition';

/** One word of a lexicon entry, ready to compare with a word of the message. */
interface EntryWord {
  surface: string;
  stem: string;
  isPrefix: boolean;
}

interface Entry {
  kind: InjuryWordKind;
  language: Language;
  words: EntryWord[];
  isAmbiguous: boolean;
  isVague: boolean;
}

/** Words of a clause, in the normal form, with where each sits in the text as typed. */
export interface ClauseWord {
  plain: string;
  stems: Record<Language, string>;
  start: number;
  end: number;
}

export interface InjuryHit {
  kind: InjuryWordKind;
  /** An injury word that says something happened, not what ("hit", "hurt", "me pegué"). */
  isVague?: boolean;
  /** Index of the first and last matched word. */
  first: number;
  last: number;
}

/** Short injury words match as typed: their stems collide across languages ("dano" and "dan"). */
const shortestStemmed = 5;
/** A slip is forgiven only in long words, where another real word is one letter away less often. */
const shortestForgiven = 7;

function compileEntry(
  phrase: string,
  kind: InjuryWordKind,
  language: Language,
  ambiguous: Set<string>,
  vague: ReadonlySet<string> = new Set(),
): Entry {
  const words = normalize(phrase)
    .split(' ')
    .map((word) => {
      const isPrefix = word.endsWith('*');
      const surface = isPrefix ? word.slice(0, -1) : word;
      return { surface, stem: stemOf(surface, language), isPrefix };
    });
  return {
    kind,
    language,
    words,
    isAmbiguous: kind === 'part' && ambiguous.has(phrase),
    isVague: kind === 'injury' && vague.has(phrase),
  };
}

const entries: Entry[] = (['en', 'es'] as const).flatMap((language) => {
  const words = lexicon[language];
  const ambiguous = new Set(words.ambiguousParts);
  // At one word, the first entry of the longest length wins: "infection" is a condition before
  // it is the injury word "infect*".
  return [
    ...words.conditions.map((phrase) => compileEntry(phrase, 'condition', language, ambiguous)),
    ...words.bodyParts.map((phrase) => compileEntry(phrase, 'part', language, ambiguous)),
    ...words.injuries.map((phrase) =>
      compileEntry(phrase, 'injury', language, ambiguous, new Set(words.vagueInjuries)),
    ),
  ];
});

const partLeads = new Set([...lexicon.en.partLeads, ...lexicon.es.partLeads]);
/** "on the face", "in the leg", "en la cara": a body part where something landed. */
const articles = new Set(['the', 'el', 'la', 'los', 'las']);
export const wherePrepositions = new Set(['on', 'in', 'into', 'to', 'across', 'en', 'a', 'al']);

/** Optimal string alignment distance, stopping early past 1: is `a` one slip from `b`? */
function isOneSlipAway(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  const previous2: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMinimum = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, previous2[j - 2]! + 1);
      current.push(value);
      rowMinimum = Math.min(rowMinimum, value);
    }
    if (rowMinimum > 1) return false;
    previous2.splice(0, previous2.length, ...previous);
    previous = current;
  }
  return previous[b.length]! <= 1;
}

function wordMatches(word: ClauseWord, entry: EntryWord, kind: InjuryWordKind, language: Language): boolean {
  if (entry.isPrefix) return word.plain.startsWith(entry.surface);
  if (word.plain === entry.surface) return true;
  // Injury words are verbs and take every form ("fracturé", "sprained"); body parts and
  // conditions are nouns, listed with their forms, plus a plural ("blind" is not "blindness").
  if (kind !== 'injury') {
    if (word.plain === `${entry.surface}s` || word.plain === `${entry.surface}es`) return true;
  } else if (entry.surface.length >= shortestStemmed && word.stems[language] === entry.stem) return true;
  return (
    entry.surface.length >= shortestForgiven &&
    word.plain.length >= shortestForgiven - 1 &&
    isOneSlipAway(word.plain, entry.surface)
  );
}

/** The words of a clause as typed, each with its normal form. */
export function clauseWords(text: string): ClauseWord[] {
  return [...text.matchAll(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu)].map((match) => {
    const plain = normalize(match[0]).replace(/'/g, '');
    return {
      plain,
      stems: { en: stemOf(plain, 'en'), es: stemOf(plain, 'es') },
      start: match.index,
      end: match.index + match[0].length,
    };
  });
}

/**
 * Where the lexicon's words stand in a clause, longest entry first at each word. An ambiguous
 * body part counts after a possessive or side word, or right before an injury word.
 */
/** The entries whose first word a word matches, in lexicon order, by the word (see entriesStartingWith). */
const entriesByFirstWord = new Map<string, Entry[]>();

/**
 * Whether an entry's first word matches depends only on the word's plain form and stems, and
 * words recur: kept per process (bounded), so a word is compared with the whole lexicon once
 * instead of at every clause it appears in (decision 0101).
 */
function entriesStartingWith(word: ClauseWord): Entry[] {
  const key = `${word.plain}\u0000${word.stems.en}\u0000${word.stems.es}`;
  let found = entriesByFirstWord.get(key);
  if (!found) {
    found = entries.filter((entry) => wordMatches(word, entry.words[0]!, entry.kind, entry.language));
    if (entriesByFirstWord.size > 50_000) entriesByFirstWord.clear();
    entriesByFirstWord.set(key, found);
  }
  return found;
}

export function findInjuryWords(words: readonly ClauseWord[]): InjuryHit[] {
  const hits: (InjuryHit & { isAmbiguous: boolean; isVague: boolean })[] = [];
  let index = 0;
  while (index < words.length) {
    let best: { entry: Entry; length: number } | undefined;
    for (const entry of entriesStartingWith(words[index]!)) {
      const length = entry.words.length;
      if (best && length <= best.length) continue;
      if (index + length > words.length) continue;
      if (
        entry.words.every((word, offset) =>
          wordMatches(words[index + offset]!, word, entry.kind, entry.language),
        )
      )
        best = { entry, length };
    }
    if (!best) {
      index += 1;
      continue;
    }
    hits.push({
      kind: best.entry.kind,
      first: index,
      last: index + best.length - 1,
      isAmbiguous: best.entry.isAmbiguous,
      isVague: best.entry.isVague,
    });
    index += best.length;
  }
  return hits
    .filter((hit, position) => {
      if (!hit.isAmbiguous) return true;
      const before = words[hit.first - 1]?.plain;
      const next = hits[position + 1];
      const previous = hits[position - 1];
      return (
        (before !== undefined && partLeads.has(before)) ||
        (next?.first === hit.last + 1 && next.kind !== 'part') ||
        // "broken arm", "bruised face": right after the injury word.
        (previous?.last === hit.first - 1 && previous.kind === 'injury') ||
        // "bit me on the face", "hit me in the back": where a blow landed.
        (before !== undefined &&
          articles.has(before) &&
          wherePrepositions.has(words[hit.first - 2]?.plain ?? ''))
      );
    })
    .map(({ kind, first, last, isVague }) => ({ kind, first, last, ...(isVague ? { isVague } : {}) }));
}

/** Whether an injury item says what the injury is: a condition, or an injury word that is not vague. */
export function saysWhatInjury(item: string): boolean {
  return findInjuryWords(clauseWords(item)).some(
    (hit) => hit.kind === 'condition' || (hit.kind === 'injury' && !hit.isVague),
  );
}
