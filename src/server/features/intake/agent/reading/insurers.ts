import { z } from 'zod';

import { usStates, usStatesSpanish } from '../../../../case-record/us-places';

import insurersFile from '../lexicons/insurers.json' with { type: 'json' };
import realWordsFile from '../lexicons/real-words-near-insurers.json' with { type: 'json' };
import negatedMentionsFile from './lexicons/negated-mentions.json' with { type: 'json' };

/**
 * Insurers named in a message, found in the lexicon of US insurers (../lexicons/insurers.json,
 * issue 22, decision 0094) rather than by a pattern per fact: lower case, no spaces
 * ("statefarm") and small typos ("libery mutual") are found too; a name that is also an
 * ordinary word ("root", "erie") only near an insurance word or as a whole answer.
 */

export const insuranceLines = ['auto', 'health', 'home', 'commercial', 'comp'] as const;
export type InsuranceLine = (typeof insuranceLines)[number];

const insurerSchema = z.object({
  name: z.string().min(1),
  lines: z.array(z.enum(insuranceLines)).min(1),
  variants: z.array(z.string().min(1)),
  needsContext: z.boolean().default(false),
  addsState: z.boolean().default(false),
});

const lexiconSchema = z.object({
  $comment: z.string(),
  verifiedOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  lists: z
    .array(
      z.object({
        line: z.enum(insuranceLines),
        source: z.string().min(1),
        insurers: z.array(insurerSchema).min(1),
      }),
    )
    .min(1),
  exclude: z.array(z.string().min(1)),
});

export interface Insurer {
  /** As the case record stores it ("State Farm", "GEICO"). */
  name: string;
  lines: readonly InsuranceLine[];
  /** Also an ordinary word or a place: needs an insurance word nearby, or to be the whole answer. */
  needsContext: boolean;
  /** A family of state plans: "… of South Carolina" is part of the name. */
  addsState?: boolean;
}

export interface InsurerMention {
  insurer: Insurer;
  /** Word positions in `nameForm(text)`, end exclusive. */
  start: number;
  end: number;
  /** Found through a typo, not a listed spelling. */
  isCorrected: boolean;
}

/** Lower case, no accents, "&" as "and", apostrophes dropped, any other punctuation a space. */
export function nameForm(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['\u2018\u2019\u02bc]/g, '')
    .replace(/[^\p{L}\d]+/gu, ' ')
    .trim();
}

const wordsOf = (text: string): string[] => (text ? text.split(' ') : []);

const negatedMentions = z
  .object({
    $comment: z.string(),
    negators: z.array(z.string()),
    skipped: z.array(z.string()),
    coordinators: z.array(z.string()),
    possession: z.array(z.string()),
    contrasts: z.array(z.string()),
  })
  .parse(negatedMentionsFile);
const denial = {
  negators: new Set(negatedMentions.negators),
  skipped: new Set(negatedMentions.skipped),
  coordinators: new Set(negatedMentions.coordinators),
  possession: new Set(negatedMentions.possession),
  contrasts: new Set(negatedMentions.contrasts),
};

/** For each word of `nameForm(text)`, whether a comma or a stop comes right before it. */
function breaksBefore(text: string): boolean[] {
  const marked = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['\u2018\u2019\u02bc]/g, '');
  const breaks: boolean[] = [];
  let isBreak = false;
  for (const piece of marked.split(/([^\p{L}\d]+)/u)) {
    if (!piece) continue;
    if (/[\p{L}\d]/u.test(piece)) {
      breaks.push(isBreak);
      isBreak = false;
    } else if (/[,;.!?:]/.test(piece)) isBreak = true;
  }
  return breaks;
}

/**
 * A name said only to be denied (decision 0356): "ni medicare", "not even medicaid", "dont have
 * insurance or medicaid". Word positions as `findInsurers` gives them.
 */
export function isDeniedMention(text: string, start: number): boolean {
  const words = wordsOf(nameForm(text));
  if (!words.slice(0, start).some((word) => denial.negators.has(word))) return false;
  const breaks = breaksBefore(text);
  let index = start - 1;
  while (index >= 0 && !breaks[index + 1] && denial.skipped.has(words[index]!)) index -= 1;
  if (index < 0 || breaks[index + 1]) return false;
  if (denial.negators.has(words[index]!)) return true;
  if (!denial.coordinators.has(words[index]!)) return false;
  for (let back = index - 1; back >= 0 && back >= index - 8; back -= 1) {
    const word = words[back]!;
    if (denial.contrasts.has(word)) return false;
    if (
      denial.negators.has(word) &&
      words.slice(back + 1, back + 3).some((next) => denial.possession.has(next))
    )
      return true;
  }
  return false;
}

/** Optimal string alignment distance: a swapped pair of letters is one typo ("gieco"). */
export function typoDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const columns = b.length + 1;
  const table: number[][] = Array.from({ length: rows }, (_, row) =>
    Array.from({ length: columns }, (__, column) => (row === 0 ? column : column === 0 ? row : 0)),
  );
  for (let row = 1; row < rows; row += 1)
    for (let column = 1; column < columns; column += 1) {
      const cost = a[row - 1] === b[column - 1] ? 0 : 1;
      let best = Math.min(
        table[row - 1]![column]! + 1,
        table[row]![column - 1]! + 1,
        table[row - 1]![column - 1]! + cost,
      );
      if (row > 1 && column > 1 && a[row - 1] === b[column - 2] && a[row - 2] === b[column - 1])
        best = Math.min(best, table[row - 2]![column - 2]! + 1);
      table[row]![column] = best;
    }
  return table[rows - 1]![columns - 1]!;
}

/**
 * How many typos a spelling tolerates, by its length without spaces: none under seven letters
 * (short names are too close to other words: "aetna", "cigna"), one up to ten, two beyond.
 */
export function typoTolerance(compactLength: number): number {
  if (compactLength >= 11) return 2;
  if (compactLength >= 7) return 1;
  return 0;
}

interface Spelling {
  insurer: Insurer;
  words: string[];
  compact: string;
}

interface CompiledLexicon {
  /** Spellings by their letters without spaces. */
  exact: Map<string, Spelling[]>;
  /** Spellings a typo may reach, by first letter. */
  correctable: Map<string, Spelling[]>;
  /** Words of a spelling, and real words near them: never read as a typo. */
  realWords: Set<string>;
  /** Dictionary words near a spelling: "medical" is never "medi cal" run together. */
  dictionaryWords: Set<string>;
  exclusions: string[][];
  longestSpelling: number;
  verifiedOn: string;
}

export function compileInsurerLexicon(file: unknown = insurersFile): CompiledLexicon {
  const lexicon = lexiconSchema.parse(file);
  const exact = new Map<string, Spelling[]>();
  const correctable = new Map<string, Spelling[]>();
  const dictionaryWords = new Set<string>(realWordsFile.words);
  const realWords = new Set<string>(dictionaryWords);
  let longestSpelling = 1;
  for (const list of lexicon.lists)
    for (const entry of list.insurers) {
      const insurer: Insurer = {
        name: entry.name,
        lines: entry.lines,
        needsContext: entry.needsContext,
        addsState: entry.addsState,
      };
      for (const variant of new Set([entry.name, ...entry.variants].map(nameForm))) {
        const words = wordsOf(variant);
        const compact = words.join('');
        const spelling: Spelling = { insurer, words, compact };
        exact.set(compact, [...(exact.get(compact) ?? []), spelling]);
        longestSpelling = Math.max(longestSpelling, words.length);
        words.forEach((word) => realWords.add(word));
        if (!entry.needsContext && typoTolerance(compact.length) > 0) {
          const first = compact[0]!;
          correctable.set(first, [...(correctable.get(first) ?? []), spelling]);
        }
      }
    }
  return {
    exact,
    correctable,
    realWords,
    dictionaryWords,
    exclusions: lexicon.exclude.map((phrase) => wordsOf(nameForm(phrase))),
    longestSpelling,
    verifiedOn: lexicon.verifiedOn,
  };
}

/** Words that tell an insurance sentence ("root" is an insurer only in one). */
const contextWords = new Set(
  'insurance insurances insured insurer insurers insure insures insuring coverage covered cover covers policy policies carrier adjuster adjusters claim claims premium premiums deductible plan seguro seguros aseguranza aseguranzas aseguradora asegurado asegurada poliza polizas cobertura ajustador reclamo reclamacion'.split(
    ' ',
  ),
);

/**
 * Words an answer wraps a name in ("mine is erie", "he had root", "tengo root"): what is
 * left besides them is the name, so the name is the whole answer. Not knowing and a best guess
 * wrap it too ("not sure, maybe progressive", "no sé, tal vez root"; decision 0429); a name
 * right after a negation is denied, not given (isDeniedMention).
 */
const answerWords = new Set(
  'i im ive only we he hes she shes they theyre it its is was are were mine my his her hers their theirs our ours me have has had got get with the a an for on of and also just think guess believe pretty sure yes yeah yep ok okay um uh other driver drivers guy guys lady man woman person party side car cars truck auto vehicle own company business bus owner store hotel landlord employer uber lyft y yo el ella ellos es era tengo tiene tienen tenia con la lo los las mi mio mia su sus del de que creo otro otra pues si carro troca not no sure unsure maybe possibly probably perhaps dunno idk honestly positive certain tal vez talvez quizas quiza a lo mejor se estoy segura'.split(
    ' ',
  ),
);

const contextReach = 6;

export interface FindInsurersOptions {
  /** The message answers a question about insurers: a bare "root" is the answer. */
  isInsuranceAnswer?: boolean;
}

/** Insurers named in `text`, left to right, each once per place it is named. */
export function findInsurers(
  text: string,
  options: FindInsurersOptions = {},
  lexicon: CompiledLexicon = defaultLexicon(),
): InsurerMention[] {
  const words = wordsOf(nameForm(text));
  const candidates: (InsurerMention & { distance: number })[] = [];
  for (let start = 0; start < words.length; start += 1)
    for (let size = 1; size <= lexicon.longestSpelling + 1 && start + size <= words.length; size += 1) {
      const window = words.slice(start, start + size);
      const compact = window.join('');
      const isOneRealWord = size === 1 && lexicon.dictionaryWords.has(compact);
      const listed = (lexicon.exact.get(compact) ?? []).find(
        // Spacing may differ ("statefarm") only for a spelling long enough not to be chance,
        // and never to make a real word ("medical" is not "Medi-Cal").
        (spelling) =>
          spelling.words.join(' ') === window.join(' ') || (compact.length >= 6 && !isOneRealWord),
      );
      if (listed) {
        candidates.push({
          insurer: listed.insurer,
          start,
          end: start + size,
          isCorrected: false,
          distance: 0,
        });
        continue;
      }
      const corrected = nearestSpelling(window, lexicon);
      if (corrected) candidates.push({ ...corrected, start, end: start + size, isCorrected: true });
    }
  const excluded = exclusionSpans(words, lexicon.exclusions);
  const chosen: InsurerMention[] = [];
  // Longest first, so "anthem blue cross" is one name, not two; names that need context
  // last, so another insurer named nearby can be their context ("geico y la mia es erie").
  candidates
    .sort(
      (a, b) =>
        Number(a.insurer.needsContext) - Number(b.insurer.needsContext) ||
        b.end - b.start - (a.end - a.start) ||
        a.distance - b.distance ||
        a.start - b.start,
    )
    .forEach((candidate) => {
      const overlaps = (span: { start: number; end: number }) =>
        candidate.start < span.end && span.start < candidate.end;
      if (chosen.some(overlaps) || excluded.some(overlaps)) return;
      if (candidate.insurer.needsContext && !hasContext(words, candidate, chosen, options)) return;
      chosen.push(withState(words, candidate));
    });
  return chosen.sort((a, b) => a.start - b.start);
}

/** English state names by code, for a state plan's name. */
const stateNameByCode = new Map(
  Object.entries(usStates).map(([name, code]) => [
    code,
    name
      .split(' ')
      .map((word) => (word === 'of' ? word : `${word[0]!.toUpperCase()}${word.slice(1)}`))
      .join(' '),
  ]),
);

/** "bcbs of south carolina", "blue cross de texas": the state plan, by its state's name. */
function withState(words: string[], mention: InsurerMention): InsurerMention {
  const plain = {
    insurer: mention.insurer,
    start: mention.start,
    end: mention.end,
    isCorrected: mention.isCorrected,
  };
  if (!mention.insurer.addsState || !['of', 'de', 'del'].includes(words[mention.end] ?? '')) return plain;
  for (let size = 3; size >= 1; size -= 1) {
    const place = words.slice(mention.end + 1, mention.end + 1 + size).join(' ');
    const code = usStates[place] ?? usStatesSpanish[place];
    const state = code ? stateNameByCode.get(code) : undefined;
    if (state)
      return {
        ...plain,
        insurer: { ...mention.insurer, name: `${mention.insurer.name} of ${state}` },
        end: mention.end + 1 + size,
      };
  }
  return plain;
}

/**
 * The spelling a window of words is a typo of, word for word ("libery mutual"), if any.
 * A typo makes a word that is not a word: a real word ("medicar", "farms") is never one.
 */
function nearestSpelling(
  window: string[],
  lexicon: CompiledLexicon,
): { insurer: Insurer; distance: number } | undefined {
  const compact = window.join('');
  let best: { insurer: Insurer; distance: number } | undefined;
  for (const spelling of lexicon.correctable.get(compact[0] ?? '') ?? []) {
    const tolerance = typoTolerance(spelling.compact.length);
    if (spelling.words.length !== window.length) continue;
    if (Math.abs(spelling.compact.length - compact.length) > tolerance) continue;
    const changed = window.filter((word, index) => word !== spelling.words[index]);
    // A word of two or three letters is never a typo of a name's word: "no insurance" is not
    // "njm insurance", "my mutual" not a misspelt insurer.
    if (changed.length === 0 || changed.some((word) => lexicon.realWords.has(word) || word.length < 4))
      continue;
    const distance = window.reduce((sum, word, index) => sum + typoDistance(word, spelling.words[index]!), 0);
    if (distance <= tolerance && (!best || distance < best.distance))
      best = { insurer: spelling.insurer, distance };
  }
  return best;
}

function exclusionSpans(words: string[], exclusions: string[][]): { start: number; end: number }[] {
  const spans: { start: number; end: number }[] = [];
  for (const phrase of exclusions)
    for (let start = 0; start + phrase.length <= words.length; start += 1)
      if (phrase.every((word, offset) => words[start + offset] === word))
        spans.push({ start, end: start + phrase.length });
  return spans;
}

function hasContext(
  words: string[],
  mention: { start: number; end: number },
  named: readonly InsurerMention[],
  options: FindInsurersOptions,
): boolean {
  const from = Math.max(0, mention.start - contextReach);
  const to = mention.end + contextReach;
  if (words.slice(from, to).some((word) => contextWords.has(word))) return true;
  if (named.some((other) => other.end > from && other.start < to)) return true;
  if (!options.isInsuranceAnswer) return false;
  const rest = [...words.slice(0, mention.start), ...words.slice(mention.end)];
  return rest.every((word) => answerWords.has(word));
}

let compiled: CompiledLexicon | undefined;

/** The shipped lexicon, checked against its schema and compiled on first use. */
function defaultLexicon(): CompiledLexicon {
  compiled ??= compileInsurerLexicon();
  return compiled;
}

/** The date the lexicon's lists were last checked against their sources. */
export const insurerLexiconVerifiedOn = (): string => defaultLexicon().verifiedOn;

/** Health plans: an answer naming one is about health insurance even without the words. */
export const isHealthInsurer = (insurer: Insurer): boolean =>
  insurer.lines.includes('health') && !insurer.lines.includes('auto');
