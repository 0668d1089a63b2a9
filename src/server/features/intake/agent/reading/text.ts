import nlp from 'compromise';

import type { Language } from '../../../../../contracts/case-record';
import { placeAbbreviations } from '../../../../case-record/us-places';
import { answerWords } from '../../language/answer-words';

import { copyList, rememberRecent, same } from './recent-results';

/**
 * Plain-text helpers every reader shares: one normal form for matching (lower case, no
 * accents, straight quotes), sentences and clauses, and where a negation reaches.
 * Word lists live in the language packs; these functions only apply them.
 */

/** Lower case, accents stripped (Spanish "sí" = "si"), curly quotes straightened, spaces collapsed. */
export function normalize(text: string): string {
  return recentNormalized(text);
}

function readNormalized(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, ' ')
    .toLowerCase()
    .trim();
}

/**
 * Each reader normalizes the same message, sentence or clause again (a few hundred calls a chat
 * turn, mostly on a few dozen texts): a pure function of its text, kept for the texts read lately.
 */
const recentNormalized = rememberRecent(readNormalized, same, 2_000);

/**
 * Abbreviations whose period does not end a sentence ("Dr. Voss", "Ave."), with the short words
 * that open a place name ("St. Louis", "Ste. Genevieve"; place-abbreviations.json, decision 0226).
 */
const abbreviations = new RegExp(
  `\\b(dr|mr|mrs|ms|ave|blvd|rd|jr|sr|vs|approx|e\\.g|i\\.e|u\\.s|inc|co|sra?|dra?|${Object.keys(placeAbbreviations).join('|')})\\.$`,
  'i',
);

/** "No." is a number sign only before a number ("claim No. 4471"); "No. Do I…" is the answer no. */
const isNumberSign = (sentence: string, rest: string) => /\bno\.$/i.test(sentence) && /^\s*#?\d/.test(rest);

/** Sentences, split on . ! ? ; and line breaks, keeping "$3.5k", "Dr. Voss" and "5.15" whole. */
export function sentencesOf(text: string): string[] {
  return recentSentences(text);
}

function readSentences(text: string): string[] {
  const sentences: string[] = [];
  let current = '';
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    current += char;
    const next = text[index + 1];
    const isBreak =
      char === '\n' ||
      char === '!' ||
      char === '?' ||
      char === ';' ||
      (char === '.' &&
        (next === undefined || /\s/.test(next)) &&
        !abbreviations.test(current.trim()) &&
        !isNumberSign(current.trim(), text.slice(index + 1)));
    if (isBreak) {
      if (current.trim()) sentences.push(current.trim());
      current = '';
    }
  }
  if (current.trim()) sentences.push(current.trim());
  return sentences;
}

const recentSentences = rememberRecent(readSentences, copyList);

/** Words that start a new clause inside a sentence, per language. */
// Spanish: a comma before a denied verb opens a clause ("hizo un reporte, no vino la policía";
// decision 0394); ", no 2" stays the correction of the value before it.
const clauseBreaks: Record<Language, RegExp> = {
  en: /,?\s+\b(but|although|though|however|whereas|except|then|and then|so(?! (?:far|much|many|bad|badly|long|hard)\b)|because)\b\s+|,\s+(?=(?:and|and the|the|i|i'm|i've|my|he|she|they|we|it|his|her|their|its|it's)\b)|\s+and\s+(?=(?:i|i'm|i've|my|he|she|they|we|his|her|their|now)\b)/i,
  es: /,?\s+\b(pero|aunque|sino|luego|despues|entonces|porque|y luego)\b\s+|,\s+(?=(?:y|el|la|los|las|yo|mi|mis|el|ella|ellos|su|sus|nunca|nadie|tampoco|no (?:me|te|se|le|les|lo|los|nos|hay|hubo|vino|vinieron|llego|llegaron|hizo|hicieron|tengo|tiene|tenia|habia|he|ha|han))\b)|\s+y\s+(?=(?:yo|mi|mis|ahora|me)\b)/i,
};

/** The words compromise's clause splitter looks for ("he said", "if … then", "but", "until" …). */
const compromiseClauseWords =
  /\b(said|says|if|while|now|ever|since|supposing|although|even|whereas|whose|as|til|until|but|then)\b/i;

/**
 * compromise splits a sentence at commas, brackets, quotes, dashes, colons, semicolons,
 * ellipses and a few words. A sentence of plain words (letters and digits, single spaces, an
 * apostrophe only inside a word, at most one final . ! or ?) without those words is one
 * clause, word for word as compromise returns it (checked on every sentence of the reading
 * and safety corpora and the personas, and pinned in text.test.ts). Such a sentence skips
 * compromise's tagger, the costliest step of reading a message (decision 0101).
 */
export function isOneClauseForCompromise(sentence: string): boolean {
  return (
    /^[\p{L}\p{N}]+(?: [\p{L}\p{N}]+)*[.!?]?$/u.test(sentence.replace(/(?<=\p{L})'(?=\p{L})/gu, '')) &&
    !compromiseClauseWords.test(sentence)
  );
}

/**
 * Clauses: the parts of a sentence that carry one statement each ("no ER", "went to urgent
 * care"). English uses compromise's clause segmentation, then our break words; Spanish our
 * break words only.
 */
export function clausesOf(sentence: string, language: Language): string[] {
  return recentClauses[language](sentence);
}

function readClauses(sentence: string, language: Language): string[] {
  const parts =
    language !== 'en' || isOneClauseForCompromise(sentence)
      ? [sentence]
      : (nlp(sentence).clauses().out('array') as string[]);
  return parts
    .flatMap((part) => part.split(clauseBreaks[language]))
    .filter((part): part is string => typeof part === 'string')
    .map((part) => part.replace(/^[\s,.;:-]+|[\s,;:-]+$/g, '').trim())
    .filter((part) => part.length > 0 && !/^(but|so|then|and|pero|y|luego)$/i.test(part));
}

const recentClauses: Record<Language, (sentence: string) => string[]> = {
  en: rememberRecent((sentence) => readClauses(sentence, 'en'), copyList),
  es: rememberRecent((sentence) => readClauses(sentence, 'es'), copyList),
};

export interface Clause {
  /** As typed (for quotes and names). */
  text: string;
  /** normalize(text). */
  plain: string;
}

export function clausesOfText(text: string, language: Language): Clause[] {
  return withAnswersKept(sentencesOf(text).flatMap((sentence) => clausesOf(sentence, language))).map(
    (clause) => ({ text: clause, plain: normalize(clause) }),
  );
}

/** A bare no after the words it denies, in either language ("cirugía no", "surgery? nope"). */
const isNoAfter = (rest: string) => answerWords.en.noAtEnd.test(rest) || answerWords.es.noAtEnd.test(rest);

/**
 * "surgery? no." asks itself and answers: the bare no is kept with the question it answers,
 * so the thing named is read as denied rather than had.
 */
function withAnswersKept(clauses: string[]): string[] {
  const kept: string[] = [];
  for (const clause of clauses) {
    const previous = kept.at(-1);
    // The no alone, or the no before a comma and what follows it ("nah, only a brace").
    const comma = clause.indexOf(',');
    const head = comma > 0 ? clause.slice(0, comma) : clause;
    if (previous?.endsWith('?') && isNoAfter(normalize(head))) {
      kept[kept.length - 1] = `${previous} ${head}`;
      const rest = clause.slice(head.length).replace(/^[\s,]+/, '');
      if (rest) kept.push(rest);
    } else kept.push(clause);
  }
  return kept;
}

/** Escapes a string for use inside a RegExp. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A word-bounded pattern from alternatives (already normalized, regexp syntax allowed). */
export function wordsPattern(alternatives: readonly string[], flags = 'i'): RegExp {
  return new RegExp(`(?<![\\p{L}\\d])(?:${alternatives.join('|')})(?![\\p{L}\\d])`, `${flags}u`);
}

/**
 * True when a negation word stands before `index` in the same clause, within a few words
 * ("no police", "I did NOT go to the ER", "nobody took pictures", "no vino la policía").
 */
/** Whether `pattern` matches among the few words before `index` in a clause. */
export function isPrecededBy(plainClause: string, index: number, pattern: RegExp, maxWords = 5): boolean {
  const before = plainClause.slice(0, index).trim().split(/\s+/).slice(-maxWords).join(' ');
  return pattern.test(before);
}

export const isNegatedBefore = isPrecededBy;

/** The first match of `pattern` in a clause and whether a negation reaches it. */
export function findCue(
  clause: Clause,
  pattern: RegExp,
  negation: RegExp,
): { index: number; match: string; isNegated: boolean } | null {
  const match = pattern.exec(clause.plain);
  if (!match) return null;
  return {
    index: match.index,
    match: match[0],
    isNegated:
      isNegatedBefore(clause.plain, match.index, negation) ||
      isNoAfter(clause.plain.slice(match.index + match[0].length)),
  };
}

/** Trims filler from the ends of a phrase the visitor typed, for storing as a text fact. */
export function tidyPhrase(phrase: string, max = 200): string {
  const cleaned = phrase
    .replace(/\s+/g, ' ')
    .replace(/^[\s,.;:!?"'-]+|[\s,.;:!?"'-]+$/g, '')
    .trim();
  return cleaned.length > max ? `${cleaned.slice(0, max - 1).trimEnd()}…` : cleaned;
}

/** The words of `plainPhrase` as the visitor typed them (their capitals and accents), or undefined. */
export function findInOriginal(original: string, plainPhrase: string): string | undefined {
  let folded = '';
  const positions: number[] = [];
  for (let index = 0; index < original.length; index += 1) {
    const char = original[index]!;
    const plainChar = /\s/.test(char) ? ' ' : normalize(char) || '';
    for (const piece of plainChar) {
      if (piece === ' ' && folded.endsWith(' ')) continue;
      folded += piece;
      positions.push(index);
    }
  }
  const at = folded.indexOf(plainPhrase);
  if (at < 0 || plainPhrase.length === 0) return undefined;
  return original.slice(positions[at], positions[at + plainPhrase.length - 1]! + 1);
}

const notNames = new Set(
  'I The A An My Our His Her Their It Its This That These Those Yes No Yeah Nope Yep Well So And But Or Then When While After Before Also Just Only Maybe Please Thanks Thank Dr Mr Mrs Ms Sí Si Mi Mis El La Los Las Un Una Es Fue Yo Pero Y Sr Sra'.split(
    ' ',
  ),
);

/** Names as typed with capitals ("Apex Scaffolding", "Crossroads Carriers"), in order. */
export function properNames(original: string): string[] {
  const names: string[] = [];
  for (const match of original.matchAll(/\b\p{Lu}[\p{L}&'.-]*(?:\s+(?:of\s+|de\s+)?\p{Lu}[\p{L}&'.-]*)*/gu)) {
    const words = match[0].split(/\s+/).filter((word) => !notNames.has(word.replace(/[.,]$/, '')));
    if (words.length === 0) continue;
    names.push(words.join(' ').replace(/[.,]+$/, ''));
  }
  return names;
}
