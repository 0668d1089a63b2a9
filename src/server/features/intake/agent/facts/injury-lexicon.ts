import { z } from 'zod';

import type { Language } from '../../../../../contracts/case-record';
import { stemOf } from '../../safety/safety-text';
import { sideWords } from '../reading/side-words';
import { normalize } from '../reading/text';

import { withArticleFor } from './spanish-agreement';

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
  /** Words that join two parts of one list ("and", "y"): an ambiguous part beside a plain one is a part (decision 0378). */
  partJoiners: z.array(z.string().min(1)).min(1),
  injuries: z.array(z.string().min(2)).min(1),
  conditions: z.array(z.string().min(2)).min(1),
  /** Injury words that say something happened to a part without saying what ("hit", "me pegué"). */
  vagueInjuries: z.array(z.string().min(2)),
  /** Objects an injury word may be said of ("broke my ladder"): property, not an injury (decision 0149). */
  things: z.array(z.string().min(2)).min(1),
  /** The injury words that can be said of a thing ("broke", "cracked", "roto"); each is an injury word too. */
  saidOfThings: z.array(z.string().min(2)).min(1),
  /** Idioms with injury words or body parts that tell no injury ("drowning in debt"); "..." is up to three words. */
  figuresOfSpeech: z.array(z.string().min(2)).min(1),
  /** Words that say which height of a part ("lower", "upper"), moved with it like a side word. */
  levels: z.array(z.string().min(2)),
  /** Care done on a body part ("knee surgery", "cirugía de rodilla"): the part was hurt, when nothing else says how. */
  careOfParts: z.array(z.string().min(2)).min(1),
  /** Words that open when a symptom comes ("when I turn", "cuando respiro"): an injury item ends before them. */
  circumstances: z.array(z.string().min(2)).min(1),
  /** Words after an injury that only tell when or add ("still", "todavía", "también"): the item ends before them. */
  tails: z.array(z.string().min(2)).min(1),
  /** What care is done with ("gauze", "burn cream", "crutches", "vendas"): never an injury (decision 0364). */
  supplies: z.array(z.string().min(2)).min(1),
});

const injuriesFileSchema = z.object({
  $comment: z.string(),
  en: languageLexiconSchema,
  es: languageLexiconSchema,
});

const lexicon = injuriesFileSchema
  .superRefine((file, context) => {
    for (const language of ['en', 'es'] as const)
      for (const word of file[language].saidOfThings)
        if (!file[language].injuries.includes(word))
          context.addIssue({ code: 'custom', message: `saidOfThings "${word}" is not an injury word` });
  })
  .parse(injuriesFile);

export type InjuryWordKind = 'part' | 'injury' | 'condition' | 'care';

/** One word of a lexicon entry, ready to compare with a word of the message. */
interface EntryWord {
  surface: string;
  stem: string;
  isPrefix: boolean;
}

/**
 * A thing ("ladder", "celular") is matched like a body part, and never counts as an injury word;
 * a supply ("burn cream", "muletas") is matched the same way and is never an injury (decision 0364).
 */
type EntryKind = InjuryWordKind | 'thing' | 'supply';

interface Entry {
  kind: EntryKind;
  language: Language;
  words: EntryWord[];
  isAmbiguous: boolean;
  isVague: boolean;
  /** An injury word that can be said of a thing ("broke", "roto"). */
  isSaidOfThings: boolean;
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
  kind: EntryKind,
  language: Language,
  ambiguous: Set<string>,
  vague: ReadonlySet<string> = new Set(),
  saidOfThings: ReadonlySet<string> = new Set(),
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
    isSaidOfThings: kind === 'injury' && saidOfThings.has(phrase),
  };
}

const entries: Entry[] = (['en', 'es'] as const).flatMap((language) => {
  const words = lexicon[language];
  const ambiguous = new Set(words.ambiguousParts);
  // At one word, the first entry of the longest length wins: "infection" is a condition before
  // it is the injury word "infect*", and a thing typed as it is ("ladder") before a body part
  // one slip away ("bladder").
  return [
    ...words.supplies.map((phrase) => compileEntry(phrase, 'supply', language, ambiguous)),
    ...words.things.map((phrase) => compileEntry(phrase, 'thing', language, ambiguous)),
    ...words.conditions.map((phrase) => compileEntry(phrase, 'condition', language, ambiguous)),
    ...words.bodyParts.map((phrase) => compileEntry(phrase, 'part', language, ambiguous)),
    ...words.careOfParts.map((phrase) => compileEntry(phrase, 'care', language, ambiguous)),
    ...words.injuries.map((phrase) =>
      compileEntry(
        phrase,
        'injury',
        language,
        ambiguous,
        new Set(words.vagueInjuries),
        new Set(words.saidOfThings),
      ),
    ),
  ];
});

const partLeads = new Set([...lexicon.en.partLeads, ...lexicon.es.partLeads]);
const partJoiners = new Set([...lexicon.en.partJoiners, ...lexicon.es.partJoiners]);
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

function wordMatches(
  word: ClauseWord,
  entry: EntryWord,
  kind: EntryKind,
  language: Language,
  forgivesSlip = true,
): boolean {
  if (entry.isPrefix) return word.plain.startsWith(entry.surface);
  if (word.plain === entry.surface) return true;
  // A thing matches as typed, or as a plural: "lader" may be a slip for a body part as well.
  if (kind === 'thing' || kind === 'supply')
    return word.plain === `${entry.surface}s` || word.plain === `${entry.surface}es`;
  // Injury words are verbs and take every form ("fracturé", "sprained"); body parts and
  // conditions are nouns, listed with their forms, plus a plural ("blind" is not "blindness").
  if (kind !== 'injury') {
    if (word.plain === `${entry.surface}s` || word.plain === `${entry.surface}es`) return true;
  } else if (entry.surface.length >= shortestStemmed && word.stems[language] === entry.stem) return true;
  return (
    forgivesSlip &&
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

/** A figure of speech as words to match in a row: a word (a prefix when it ends in *), or a gap. */
type FigureWord = { surface: string; isPrefix: boolean } | 'gap';

/** Up to how many words "..." in a figure of speech stands for. */
const longestGap = 3;

const figuresOfSpeech: FigureWord[][] = (['en', 'es'] as const).flatMap((language) =>
  lexicon[language].figuresOfSpeech.map((figure) =>
    figure
      .split(/\s+/)
      .map((word): FigureWord =>
        word === '...'
          ? 'gap'
          : { surface: normalize(word.replace(/\*$/, '')), isPrefix: word.endsWith('*') },
      ),
  ),
);

/**
 * The words a figure of speech matched from `start` names, or null: words the gaps pass over are
 * not its own ("lost my leg and job" leaves "leg" to be read).
 */
/** The indexes of the words a figure names from `start`, reading the figure from its word `at` (no copies of the figure's tail). */
function figureMatch(
  words: readonly ClauseWord[],
  figure: readonly FigureWord[],
  start: number,
  at = 0,
): number[] | null {
  if (at >= figure.length) return [];
  const head = figure[at]!;
  if (head === 'gap') {
    for (let skipped = 0; skipped <= longestGap && start + skipped <= words.length; skipped += 1) {
      const named = figureMatch(words, figure, start + skipped, at + 1);
      if (named) return named;
    }
    return null;
  }
  const word = words[start]?.plain;
  if (word === undefined) return null;
  const isMatch = head.isPrefix ? word.startsWith(head.surface) : word === head.surface;
  const named = isMatch ? figureMatch(words, figure, start + 1, at + 1) : null;
  return named ? [start, ...named] : null;
}
function wordsInFigures(words: readonly ClauseWord[]): Set<number> {
  const covered = new Set<number>();
  for (let start = 0; start < words.length; start += 1)
    for (const figure of figuresOfSpeech)
      for (const index of figureMatch(words, figure, start) ?? []) covered.add(index);
  return covered;
}

/** A lexicon word found in a clause, things included, before the person's injuries are told apart. */
interface FoundHit {
  kind: EntryKind;
  entry: Entry;
  first: number;
  last: number;
  isAmbiguous: boolean;
  isVague: boolean;
  isSaidOfThings: boolean;
}

/** How many words apart two hits stand (0 when side by side). */
const gapBetween = (a: FoundHit, b: FoundHit): number =>
  Math.max(0, Math.max(a.first, b.first) - Math.min(a.last, b.last) - 1);

/** "of the", "de la": what follows a body part of a thing ("the leg of the ladder", "el brazo de la silla"). */
const ofWords = new Set(['of', 'de', 'del']);
/** A thing said of an injury word this close, with no body part closer, is what broke. */
const thingDistance = 3;

/**
 * A body part that belongs to a thing: right after it ("the ladder leg") or followed by "of"
 * and the thing within two words ("the leg of the step ladder", "la pata de la silla").
 */
function isPartOfThing(words: readonly ClauseWord[], part: FoundHit, things: readonly FoundHit[]): boolean {
  if (things.some((thing) => thing.last === part.first - 1)) return true;
  if (!ofWords.has(words[part.last + 1]?.plain ?? '')) return false;
  return things.some((thing) => thing.first > part.last + 1 && thing.first <= part.last + 4);
}

/**
 * The words of a person's injuries among the lexicon's hits (decision 0149): none inside a figure
 * of speech, no body part of a thing, and no injury word said of a thing nearer than any body part
 * ("I broke my ladder" is property; "I broke my leg on the ladder" is an injury).
 */
function ofThePerson(words: readonly ClauseWord[], hits: readonly FoundHit[]): InjuryHit[] {
  const figures = wordsInFigures(words);
  const inFigure = (hit: FoundHit) => range(hit.first, hit.last).some((index) => figures.has(index));
  const things = hits.filter((hit) => hit.kind === 'thing' && !inFigure(hit));
  const rest = hits.filter(
    (hit) =>
      hit.kind !== 'thing' &&
      hit.kind !== 'supply' &&
      !inFigure(hit) &&
      !(hit.kind === 'part' && isPartOfThing(words, hit, things)),
  );
  const parts = rest.filter((hit) => hit.kind === 'part');
  const nearest = (hit: FoundHit, among: readonly FoundHit[]) =>
    Math.min(Infinity, ...among.map((other) => gapBetween(hit, other)));
  return rest
    .filter((hit) => {
      if (hit.kind !== 'injury' || !hit.isSaidOfThings) return true;
      const thing = nearest(hit, things);
      return thing > thingDistance || nearest(hit, parts) <= thing;
    })
    .map(({ kind, first, last, isVague }) => ({
      kind: kind as InjuryWordKind,
      first,
      last,
      ...(isVague ? { isVague } : {}),
    }));
}

const range = (first: number, last: number): number[] =>
  Array.from({ length: last - first + 1 }, (_, offset) => first + offset);

/** Words that may stand between a short injury word and its body part ("brokn my wrist"). */
const slipLeads = new Set(['my', 'his', 'her', 'the', 'left', 'right', 'mi', 'su', 'la', 'el']);

/**
 * A short injury word ("broken", "burned") one slip away from how a word is typed ("brokn"):
 * forgiven only right before a body part, where a short real word is rarely meant, and only with
 * the first letter right (decision 0236).
 */
function shortSlipEntry(word: ClauseWord): Entry | undefined {
  if (word.plain.length < shortestStemmed - 1) return undefined;
  const near = entries.filter((entry) => {
    const only = entry.words[0]!;
    return (
      entry.kind === 'injury' &&
      entry.words.length === 1 &&
      !only.isPrefix &&
      only.surface.length >= shortestStemmed &&
      only.surface.length < shortestForgiven &&
      only.surface[0] === word.plain[0] &&
      isOneSlipAway(word.plain, only.surface)
    );
  });
  // A letter left out is the likeliest slip ("brokn" is "broken" before "broke"), then one typed wrong.
  const lengthOf = (entry: Entry) => entry.words[0]!.surface.length;
  return (
    near.find((entry) => lengthOf(entry) > word.plain.length) ??
    near.find((entry) => lengthOf(entry) === word.plain.length) ??
    near[0]
  );
}

/** Short injury words typed with a slip right before a body part, added to the hits in order. */
function withShortSlips(words: readonly ClauseWord[], hits: FoundHit[]): FoundHit[] {
  const covered = new Set(hits.flatMap((hit) => range(hit.first, hit.last)));
  const added: FoundHit[] = [];
  for (const part of hits) {
    if (part.kind !== 'part') continue;
    const lead = slipLeads.has(words[part.first - 1]?.plain ?? '') && !part.isAmbiguous ? 2 : 1;
    const index = part.first - lead;
    if (index < 0 || covered.has(index)) continue;
    const entry = shortSlipEntry(words[index]!);
    if (!entry) continue;
    covered.add(index);
    added.push({
      kind: 'injury',
      entry,
      first: index,
      last: index,
      isAmbiguous: false,
      isVague: entry.isVague,
      isSaidOfThings: entry.isSaidOfThings,
    });
  }
  return added.length === 0 ? hits : [...hits, ...added].sort((a, b) => a.first - b.first);
}

/** The lexicon's words in a clause, longest entry first at each word, with short slips before a part. */
function lexiconHits(words: readonly ClauseWord[]): FoundHit[] {
  const hits: FoundHit[] = [];
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
      entry: best.entry,
      first: index,
      last: index + best.length - 1,
      isAmbiguous: best.entry.isAmbiguous,
      isVague: best.entry.isVague,
      isSaidOfThings: best.entry.isSaidOfThings,
    });
    index += best.length;
  }
  return withShortSlips(words, hits);
}

/**
 * An item spelled as the lexicon spells its words (decision 0236): a word read as a lexicon word
 * only by forgiving one slip ("concusion", "whiplsh", "brokn" before a part) is written as the
 * lexicon writes it. Other words stay as typed.
 */
export function spelledAsLexicon(item: string): string {
  const words = clauseWords(item);
  let spelled = item;
  for (const hit of lexiconHits(words).reverse()) {
    const entry = hit.entry;
    if (
      entry.kind === 'thing' ||
      entry.kind === 'supply' ||
      entry.words.length !== 1 ||
      entry.words[0]!.isPrefix
    )
      continue;
    const word = words[hit.first]!;
    if (wordMatches(word, entry.words[0]!, entry.kind, entry.language, false)) continue;
    spelled = `${spelled.slice(0, word.start)}${entry.words[0]!.surface}${spelled.slice(word.end)}`;
  }
  return spelled;
}

export function findInjuryWords(
  words: readonly ClauseWord[],
  options: { keepsAmbiguous?: boolean; withCare?: boolean } = {},
): InjuryHit[] {
  const hits = lexiconHits(words);
  // Care words ("surgery") are read only by those who ask for them: to every other reader a
  // clause about care names no injury.
  const found = options.withCare ? hits : hits.filter((hit) => hit.kind !== 'care');
  const read = found.filter((hit, position) => {
    if (!hit.isAmbiguous || options.keepsAmbiguous) return true;
    const before = words[hit.first - 1]?.plain;
    const next = found[position + 1];
    const previous = found[position - 1];
    return (
      (before !== undefined && partLeads.has(before)) ||
      (next?.first === hit.last + 1 && next.kind !== 'part' && next.kind !== 'thing') ||
      // "broken arm", "bruised face": right after the injury word.
      (previous?.last === hit.first - 1 && previous.kind === 'injury') ||
      // "bit me on the face", "hit me in the back": where a blow landed.
      (before !== undefined &&
        articles.has(before) &&
        wherePrepositions.has(words[hit.first - 2]?.plain ?? '')) ||
      // "my neck and back", "back and hip been messed up": listed with a part that is only a part
      // (decision 0378), after it, or opening the clause before it.
      (previous?.kind === 'part' &&
        !previous.isAmbiguous &&
        previous.last === hit.first - 2 &&
        partJoiners.has(before ?? '')) ||
      (hit.first === 0 &&
        next?.kind === 'part' &&
        !next.isAmbiguous &&
        next.first === hit.last + 2 &&
        partJoiners.has(words[hit.last + 1]?.plain ?? ''))
    );
  });
  return ofThePerson(words, read);
}

/** Whether an injury item says what the injury is: a condition, or an injury word that is not vague. */
export function saysWhatInjury(item: string): boolean {
  return findInjuryWords(clauseWords(item)).some(
    (hit) => hit.kind === 'condition' || (hit.kind === 'injury' && !hit.isVague),
  );
}

/**
 * Whether words are an injury of a person at all (decision 0274): a body part, a condition, or an
 * injury word that is not only said of things. "it broke in May" (the product broke) is none; "broken
 * wrist", "concussion", "a cut" are.
 */
export function namesAnInjury(item: string): boolean {
  const words = clauseWords(item);
  const hits = lexiconHits(words).filter((hit) => hit.kind !== 'care');
  const ofPerson = findInjuryWords(words);
  return ofPerson.some(
    (hit) =>
      hit.kind === 'part' ||
      hit.kind === 'condition' ||
      (hit.kind === 'injury' &&
        !hit.isVague &&
        !hits.some((found) => found.first === hit.first && found.isSaidOfThings)),
  );
}

/** Words that say which of a pair or which height ("left", "derecha", "lower"): they move with a body part. */
const sides = new Set([...sideWords, ...lexicon.en.levels, ...lexicon.es.levels]);

/**
 * The stems of the words that say what an injury is, in both languages ("nearly drowned" →
 * "drown"), vague words ("hurt") and short words left out: what a denial must name to take the
 * injury back ("I didn't drown").
 */
export function whatInjuryStems(item: string): Set<string> {
  const words = clauseWords(item);
  const stems = new Set<string>();
  for (const hit of findInjuryWords(words)) {
    if (hit.kind === 'part' || hit.isVague) continue;
    for (const word of words.slice(hit.first, hit.last + 1))
      if (word.plain.length >= 4) for (const stem of Object.values(word.stems)) stems.add(stem);
  }
  return stems;
}

/** Whether a text names a body part ("my wrist", "la rodilla"). */
export function namesBodyPart(text: string): boolean {
  return findInjuryWords(clauseWords(text)).some((hit) => hit.kind === 'part');
}

/** Whether a text names body parts and nothing of what happened to them ("la muñeca", "my right knee"). */
export function namesOnlyParts(text: string): boolean {
  const hits = findInjuryWords(clauseWords(text));
  return hits.length > 0 && hits.every((hit) => hit.kind === 'part');
}

/** Where the one body part of a text stands, with the side words beside it ("left knee", "rodilla derecha"). */
function partSpan(text: string): { start: number; end: number; part: string } | undefined {
  const words = clauseWords(text);
  const parts = findInjuryWords(words).filter((hit) => hit.kind === 'part');
  if (parts.length !== 1) return undefined;
  let { first, last } = parts[0]!;
  const part = text.slice(words[first]!.start, words[last]!.end);
  while (first > 0 && sides.has(words[first - 1]!.plain)) first -= 1;
  while (last < words.length - 1 && sides.has(words[last + 1]!.plain)) last += 1;
  return { start: words[first]!.start, end: words[last]!.end, part };
}

/**
 * An injury moved to another body part (decision 0149): "me rompí la mano" with "la muñeca"
 * becomes "me rompí la muñeca". Undefined when either names other than one body part. The
 * article before it agrees with the new part ("me torcí la muñeca" with "el tobillo" → "me torcí
 * el tobillo", never with the old part's "la"; decision 0275).
 */
export function movedToPart(item: string, part: string): string | undefined {
  const old = partSpan(item);
  const next = partSpan(part);
  if (!old || !next) return undefined;
  const before = withArticleFor(item.slice(0, old.start), next.part);
  return `${before}${part.slice(next.start, next.end)}${item.slice(old.end)}`;
}

/**
 * Whether a text names a thing of the lexicon ("my phone screen", "los lentes"), in either
 * language: money said of it is property damage (decision 0150).
 */
export function namesThing(text: string): boolean {
  return clauseWords(text).some((word) => entriesStartingWith(word).some((entry) => entry.kind === 'thing'));
}

const circumstances = [
  ...lexicon.en.circumstances,
  ...lexicon.es.circumstances,
  // "me golpeé el codo, todavía": a word of time after the injury ends it too (decision 0279).
  ...lexicon.en.tails,
  ...lexicon.es.tails,
].map((phrase) => normalize(phrase).split(' '));

/**
 * Where the first word opening a circumstance stands after `from` ("my chest hurts when I breathe"),
 * or undefined (decision 0254).
 */
export function circumstanceAfter(words: readonly ClauseWord[], from: number): number | undefined {
  for (let index = from + 1; index < words.length; index += 1)
    if (
      circumstances.some((phrase) => phrase.every((word, offset) => words[index + offset]?.plain === word)) ||
      isSpanishGerund(words[index]!.plain)
    )
      return index;
  return undefined;
}

/**
 * "me lastimé la rodilla jugando", "me quemé la mano cocinando": a Spanish gerund after the injury
 * tells what the visitor was doing, and ends the item too (decision 0279). A closed form.
 */
const isSpanishGerund = (word: string) => /^\p{L}{2,}(?:ando|iendo|yendo)$/u.test(word);

/**
 * Where the first supply stands after `from` ("broke my ankle, now on crutches"), or undefined: an
 * injury item's tail never runs into what it is treated with (decision 0364).
 */
export function supplyAfter(words: readonly ClauseWord[], from: number): number | undefined {
  return lexiconHits(words).find((hit) => hit.kind === 'supply' && hit.first > from)?.first;
}
