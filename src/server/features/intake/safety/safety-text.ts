import * as snowballModule from 'snowball-stemmers';

import { sentencesOf } from '../agent/reading/text';

import irregularForms from './lexicons/irregular-forms.json' with { type: 'json' };

/**
 * Text as the danger check reads it (issue 27): sentences, clauses and words, each word in a
 * normal form (lower case, no accents, contractions and texting shortcuts written out) with
 * its English and Spanish stems. Every message is read in both languages, so Spanglish works.
 */

export type StemLanguage = 'en' | 'es';
export const stemLanguages: readonly StemLanguage[] = ['en', 'es'];

export interface SafetyToken {
  /** Lower case, accents stripped: what cue phrases match. */
  surface: string;
  /** Lower case with accents: Spanish past tense shows in "desmayó". */
  accented: string;
  stems: Record<StemLanguage, string>;
  /** The lexicon stem a misspelling stands for ("siezure" → "seizur"), when there is one. */
  corrected: Partial<Record<StemLanguage, string>>;
  sentence: number;
  /** The sentence as typed, before fragments were read together: times belong to it. */
  typedSentence: number;
  clause: number;
  /** The word before a "?": the end of a question. */
  isQuestionEnd: boolean;
  /** Inside quotation marks: words someone said or wrote, placed in time by the words around them. */
  isQuoted: boolean;
}

export interface SafetyText {
  tokens: SafetyToken[];
  /** Token ranges of the sentences as typed ("march 3rd." apart from what follows). */
  typedSentences: { start: number; end: number }[];
  /** Every stem ("en:bleed", "es:sangr"), corrected stem and surface ("=blood") in the message: a quick "could this match?". */
  keys: Set<string>;
  /** The token indexes (ascending) where each key stands: a phrase is tried only where its first word is. */
  positions: Map<string, number[]>;
  /** Where each phrase matches in this message, computed once per phrase. */
  spans: Map<unknown, { start: number; end: number }[]>;
  /** Token ranges [start, end) of each sentence. */
  sentences: { start: number; end: number; isQuestion: boolean }[];
  /** Token ranges [start, end) of each clause. */
  clauses: { start: number; end: number }[];
}

// A CommonJS package: its functions sit on the namespace or on its default export, by loader.
const snowball: typeof snowballModule =
  'newStemmer' in snowballModule
    ? snowballModule
    : (snowballModule as unknown as { default: typeof snowballModule }).default;
const stemmers = {
  en: snowball.newStemmer('english'),
  es: snowball.newStemmer('spanish'),
} as const;

const irregular = new Map<string, string>(Object.entries(irregularForms.en));

/**
 * Stems depend only on the word: remembered per process, as the detector remembers its
 * corrections (every message's every word was stemmed in both languages, a tenth of a
 * danger check; decision 0101). Cleared when it grows past a bound, so odd input cannot grow it for ever.
 */
const rememberedStems: Record<StemLanguage, Map<string, string>> = { en: new Map(), es: new Map() };

export function stemOf(word: string, language: StemLanguage): string {
  const known = rememberedStems[language].get(word);
  if (known !== undefined) return known;
  const stem = language === 'en' ? stemmers.en.stem(irregular.get(word) ?? word) : stemmers.es.stem(word);
  if (rememberedStems[language].size > 50_000) rememberedStems[language].clear();
  rememberedStems[language].set(word, stem);
  return stem;
}

export function stripAccents(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/** Pronouns whose "'s" is "is" ("he's bleeding"); after any other word it is a possessive. */
const isPronoun = new Set([
  'he',
  'she',
  'it',
  'that',
  'there',
  'what',
  'who',
  'where',
  'here',
  'everything',
  'nothing',
  'someone',
  'somebody',
  'everyone',
  'nobody',
  'this',
  'baby',
  'one',
]);

/** Shortcuts people type, written out. Spanish and English share one table: none collide. */
const shortcuts: Record<string, string> = {
  cant: 'can not',
  cannot: 'can not',
  wont: 'will not',
  dont: 'do not',
  doesnt: 'does not',
  didnt: 'did not',
  isnt: 'is not',
  arent: 'are not',
  wasnt: 'was not',
  werent: 'were not',
  couldnt: 'could not',
  wouldnt: 'would not',
  shouldnt: 'should not',
  havent: 'have not',
  hasnt: 'has not',
  hadnt: 'had not',
  aint: 'is not',
  im: 'i am',
  ive: 'i have',
  hes: 'he is',
  shes: 'she is',
  thats: 'that is',
  theres: 'there is',
  whats: 'what is',
  youre: 'you are',
  theyre: 'they are',
  rn: 'right now',
  u: 'you',
  ur: 'your',
  pls: 'please',
  plz: 'please',
  bc: 'because',
  cuz: 'because',
  cus: 'because',
  coz: 'because',
  idk: 'i do not know',
  hrs: 'hours',
  hr: 'hour',
  mins: 'minutes',
  secs: 'seconds',
  b4: 'before',
  '2day': 'today',
  '2nite': 'tonight',
  tonite: 'tonight',
  gonna: 'going to',
  wanna: 'want to',
  gotta: 'got to',
  prolly: 'probably',
  dunno: 'do not know',
  ppl: 'people',
  smth: 'something',
  sth: 'something',
  q: 'que',
  k: 'que',
  ke: 'que',
  xq: 'porque',
  pq: 'porque',
  porq: 'porque',
  xk: 'porque',
  tb: 'tambien',
  tmb: 'tambien',
  tmbn: 'tambien',
  ta: 'esta',
  toy: 'estoy',
  pa: 'para',
  bn: 'bien',
  xfa: 'por favor',
  xfavor: 'por favor',
  porfa: 'por favor',
  ntp: 'no te preocupes',
  nmms: 'no manches',
  yr: 'year',
  yrs: 'years',
  thru: 'through',
  its: 'it is',
  dosent: 'does not',
  doesent: 'does not',
  dosnt: 'does not',
  doesn: 'does not',
  dint: 'did not',
  didint: 'did not',
  cudnt: 'could not',
  wudnt: 'would not',
  mornin: 'morning',
  evenin: 'evening',
  nite: 'night',
  nothin: 'nothing',
  somethin: 'something',
  becuz: 'because',
  bcuz: 'because',
  bcz: 'because',
  tmrw: 'tomorrow',
  tmr: 'tomorrow',
};

/** One typed word as one or more words: contractions and shortcuts written out. */
function expandWord(raw: string): string[] {
  const word = raw.replace(/[\u2018\u2019\u02bc`´]/g, "'");
  const apostrophe = word.indexOf("'");
  if (apostrophe > 0) {
    const head = word.slice(0, apostrophe);
    const tail = word.slice(apostrophe + 1);
    if (tail === 't') {
      if (head === 'can') return ['can', 'not'];
      if (head === 'won') return ['will', 'not'];
      if (head === 'ain') return ['is', 'not'];
      if (head.endsWith('n')) return [head.slice(0, -1), 'not'];
    }
    if (tail === 's') return isPronoun.has(stripAccents(head)) ? [head, 'is'] : [head];
    if (tail === 'm') return [head, 'am'];
    if (tail === 're') return [head, 'are'];
    if (tail === 've') return [head, 'have'];
    if (tail === 'll') return [head, 'will'];
    // "I'd been" is "I had been", "I'd rather" is "I would rather": decided once the next word is known.
    if (tail === 'd') return [head, CONTRACTED_D];
    return [head, tail].filter(Boolean);
  }
  const plain = stripAccents(word);
  const expanded = Object.hasOwn(shortcuts, plain) ? shortcuts[plain] : undefined;
  return expanded ? expanded.split(' ') : [word];
}

const CONTRACTED_D = '\u2063d';
const AFTER_HAD = new Set([
  'been',
  'gone',
  'had',
  'done',
  'seen',
  'taken',
  'got',
  'gotten',
  'already',
  'never',
]);

/** Runs of three or more of one letter kept as two ("bleeeeding" → "bleeding", "sooo" → "soo"). */
const squeezeRuns = (word: string) => word.replace(/(\p{L})\1{2,}/gu, '$1$1');

/** A sentence of fewer words than this is a fragment, read with its neighbour. */
const FRAGMENT = 4;

/** An amount of money, a closed form: a currency sign before the figure, or its unit after it. */
const MONEY_AMOUNT =
  /(?:[$€£]\s?\d[\d,.]*(?:\s?(?:k|m|mil|grand|thousand|million)\b)?|\b\d[\d,.]*\s?(?:k\s)?(?:dollars?|bucks|usd|d[oó]lares|pesos)\b)/gu;

const WORD_OR_BREAK =
  /[\p{L}\p{N}]+(?:['\u2019][\p{L}]+)?|[,;:()?\u2013\u2014"\u201c\u201d\u00ab\u00bb]|(?<![\p{L}\p{N}])['\u2018\u2019]|['\u2018\u2019](?![\p{L}\p{N}])|\s-\s|--|\.\.\./gu;
const QUOTE = /^["'\u201c\u201d\u2018\u2019\u00ab\u00bb]$/;

export interface TypoCorrector {
  (stem: string, surface: string, language: StemLanguage): string | null;
}

/**
 * Reads text into sentences, clauses and tokens. `isClauseBreak` names the words that open a
 * new clause ("but", "pero"); `correct` maps a misspelt word to the lexicon stem it stands for.
 */
export function readSafetyText(
  text: string,
  options: { isClauseBreak: (surface: string, next: string | undefined) => boolean; correct: TypoCorrector },
): SafetyText {
  const tokens: SafetyToken[] = [];
  const sentences: SafetyText['sentences'] = [];
  const clauses: SafetyText['clauses'] = [];
  let clause = -1;
  const openClause = () => {
    if (clause >= 0) clauses[clause]!.end = tokens.length;
    clause += 1;
    clauses.push({ start: tokens.length, end: tokens.length });
  };
  // A semicolon joins two halves of one thought: read it as a comma.
  sentencesOf(text.replace(/;/g, ',')).forEach((sentenceText, sentenceIndex) => {
    const start = tokens.length;
    openClause();
    // "w/o me", "w/ my kids": texting shorthand with a slash, written out before words are split.
    const lower = sentenceText
      .toLowerCase()
      .replace(/\bw\/o\b/g, 'without')
      .replace(/\bw\/(?=\s|$)/g, 'with')
      // "$500", "1,200 dollars": an amount of money is no number of years, minutes or degrees (0417).
      .replace(MONEY_AMOUNT, ' money ');
    const parts = lower.match(WORD_OR_BREAK) ?? [];
    const words = parts.flatMap((part) =>
      /^[\p{L}\p{N}]/u.test(part) ? expandWord(part).map(squeezeRuns) : [null],
    );
    words.forEach((word, position) => {
      if (word !== CONTRACTED_D) return;
      const next = words[position + 1] ?? '';
      words[position] = AFTER_HAD.has(next) || /ed$/.test(next) ? 'had' : 'would';
    });
    const marks = parts.flatMap((part) =>
      /^[\p{L}\p{N}]/u.test(part) ? expandWord(part).map(() => '') : [part],
    );
    const isQuestionMark = marks.map((mark) => mark === '?');
    let isInQuote = false;
    words.forEach((accented, position) => {
      if (accented === null) {
        if (QUOTE.test(marks[position]!)) isInQuote = !isInQuote;
        if (isQuestionMark[position] && tokens.length > start)
          tokens[tokens.length - 1]!.isQuestionEnd = true;
        if (tokens.length > clauses[clause]!.start) openClause();
        return;
      }
      const surface = stripAccents(accented);
      const next = words[position + 1] ?? undefined;
      if (options.isClauseBreak(surface, next ? stripAccents(next) : undefined) && tokens.length > start)
        openClause();
      const stems = { en: stemOf(surface, 'en'), es: stemOf(surface, 'es') };
      const corrected: SafetyToken['corrected'] = {};
      for (const language of stemLanguages) {
        const fixed = options.correct(stems[language], surface, language);
        if (fixed) corrected[language] = fixed;
      }
      tokens.push({
        surface,
        accented,
        stems,
        corrected,
        sentence: sentenceIndex,
        typedSentence: sentenceIndex,
        clause,
        isQuestionEnd: false,
        isQuoted: isInQuote,
      });
    });
    clauses[clause]!.end = tokens.length;
    sentences.push({ start, end: tokens.length, isQuestion: sentenceText.trim().endsWith('?') });
  });
  const typedSentences = sentences.map(({ start, end }) => ({ start, end }));
  // Fragments typed in a hurry ("chest. crushing. down my left arm") read as one sentence.
  const merged: SafetyText['sentences'] = [];
  for (const sentence of sentences) {
    const previous = merged.at(-1);
    if (previous && (previous.end - previous.start < FRAGMENT || sentence.end - sentence.start < FRAGMENT)) {
      previous.end = sentence.end;
      previous.isQuestion = previous.isQuestion || sentence.isQuestion;
    } else merged.push({ ...sentence });
  }
  merged.forEach((sentence, index) => {
    for (let at = sentence.start; at < sentence.end; at += 1) tokens[at]!.sentence = index;
  });

  const positions = new Map<string, number[]>();
  const place = (key: string, at: number) => {
    const listed = positions.get(key);
    if (!listed) positions.set(key, [at]);
    else if (listed.at(-1) !== at) listed.push(at);
  };
  tokens.forEach((token, at) => {
    place(`=${token.surface}`, at);
    for (const language of stemLanguages) {
      place(`${language}:${token.stems[language]}`, at);
      const fixed = token.corrected[language];
      if (fixed) place(`${language}:${fixed}`, at);
    }
  });
  return {
    tokens,
    typedSentences,
    keys: new Set(positions.keys()),
    positions,
    spans: new Map(),
    sentences: merged,
    clauses: clauses.filter((range) => range.end > range.start),
  };
}

/** Optimal string alignment distance (Damerau–Levenshtein with adjacent swaps), stopping past `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i += 1) {
    const row: number[] = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      row.push(value);
      best = Math.min(best, value);
    }
    if (i > 0 && best > limit) return limit + 1;
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
}

/** First letters people swap when typing by sound ("buelve" for "vuelve", "zangre", "yamar"). */
const CONFUSED_LETTERS: Record<string, string> = {
  b: 'bv',
  v: 'vb',
  s: 'szc',
  z: 'zs',
  c: 'csk',
  k: 'kcq',
  q: 'qck',
  y: 'yl',
  l: 'ly',
  j: 'jg',
  g: 'gj',
};

/** How far a misspelling may stray from a lexicon stem of this length. */
export const typoLimit = (stemLength: number) => (stemLength >= 8 ? 2 : 1);

/**
 * The lexicon stem a misspelt word stands for: the one nearest stem with the same first
 * letter (or one people swap for it, b and v), within the typo limit. Words of four letters
 * or fewer are never corrected.
 */
export function nearestStem(
  stem: string,
  surface: string,
  vocabulary: ReadonlyMap<string, readonly string[]>,
): string | null {
  if (surface.length < 5 || stem.length < 4) return null;
  const candidates = (CONFUSED_LETTERS[stem[0]!] ?? stem[0]!)
    .split('')
    .flatMap((letter) => vocabulary.get(letter) ?? []);
  if (candidates.includes(stem)) return null;
  let best: string | null = null;
  let bestDistance = Infinity;
  let isTie = false;
  for (const candidate of candidates) {
    if (candidate.length < 4) continue;
    const limit = typoLimit(candidate.length);
    const distance = editDistance(stem, candidate, limit);
    if (distance > limit) continue;
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
      isTie = false;
    } else if (distance === bestDistance && candidate !== best) isTie = true;
  }
  return isTie ? null : best;
}
