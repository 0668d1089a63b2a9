import { z } from 'zod';

import fillerFile from './lexicons/chat-filler.json' with { type: 'json' };
import correctionFile from './lexicons/self-corrections.json' with { type: 'json' };

import { normalize } from './text';

/**
 * A name taken back inside one message (decision 0386): "<A>, I mean <B>", "<A>, no wait,
 * <B>", "en <A>, bueno, en <B>". Every name-like fact (employer, insurer, party, provider, city)
 * is read from the message after the old name and its marker are dropped, so the new name is
 * the only one there. The words are data (lexicons/self-corrections.json), both languages' in
 * either chat.
 */
const languageSchema = z.object({
  markers: z.array(z.string().min(1)),
  weakMarkers: z.array(z.string().min(1)),
  links: z.array(z.string().min(1)),
  boundaries: z.array(z.string().min(1)),
  notNames: z.array(z.string().min(1)),
});
const file = z.object({ $comment: z.string(), en: languageSchema, es: languageSchema }).parse(correctionFile);
const both = (pick: (language: z.infer<typeof languageSchema>) => string[]) =>
  [...pick(file.en), ...pick(file.es)].map((entry) => normalize(entry).split(' '));
const longestFirst = (phrases: string[][]) => phrases.sort((a, b) => b.length - a.length);

const markers = longestFirst(both((language) => language.markers));
const weakMarkers = longestFirst(both((language) => language.weakMarkers));
const links = longestFirst(both((language) => language.links));
const boundaries = new Set(both((language) => language.boundaries).map((words) => words.join(' ')));
const notNames = new Set(both((language) => language.notNames).map((words) => words.join(' ')));
const fillerWords = new Set([...fillerFile.en.words, ...fillerFile.es.words].map((word) => normalize(word)));
const markerWords = new Set([...markers, ...weakMarkers].flat());

interface Word {
  text: string;
  key: string;
  start: number;
  end: number;
}

function wordsOf(text: string): Word[] {
  return [...text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’&.-]*/gu)].map((match) => {
    const raw = match[0].replace(/[.'’-]+$/u, '');
    return {
      text: raw,
      key: normalize(raw).replace(/’/g, "'"),
      start: match.index,
      end: match.index + raw.length,
    };
  });
}

/** Only spaces and the marks a correction is typed with between two words (never a full stop). */
const isSoftGap = (gap: string) => /^[\s,;:–—-]*$/u.test(gap) || /^\s*(?:\.\.\.|…)\s*$/u.test(gap);
const onlySpaces = (gap: string) => /^\s*$/u.test(gap);

/** A word that may be part of a name: in capitals (or a number inside one), no clause opener. */
const isNameWord = (word: Word) =>
  /^\p{Lu}/u.test(word.text) &&
  !notNames.has(word.key) &&
  !markerWords.has(word.key) &&
  !fillerWords.has(word.key);

function phraseAt(words: Word[], index: number, phrases: string[][], text: string): number {
  for (const phrase of phrases) {
    const run = words.slice(index, index + phrase.length);
    if (run.length !== phrase.length) continue;
    if (!run.every((word, offset) => word.key === phrase[offset])) continue;
    if (!run.every((word, offset) => offset === 0 || isSoftGap(text.slice(run[offset - 1]!.end, word.start))))
      continue;
    return phrase.length;
  }
  return 0;
}

/** The name that ends at word `last` (up to four words in capitals, spaces only between). */
function nameEndingAt(words: Word[], last: number, text: string): number | null {
  if (last < 0 || !isNameWord(words[last]!)) return null;
  let first = last;
  while (
    first > 0 &&
    last - first < 3 &&
    isNameWord(words[first - 1]!) &&
    onlySpaces(text.slice(words[first - 1]!.end, words[first]!.start))
  )
    first -= 1;
  return first;
}

function nameStartingAt(words: Word[], first: number, text: string): number | null {
  if (first >= words.length || !isNameWord(words[first]!)) return null;
  let last = first;
  while (
    last + 1 < words.length &&
    last - first < 3 &&
    isNameWord(words[last + 1]!) &&
    onlySpaces(text.slice(words[last]!.end, words[last + 1]!.start))
  )
    last += 1;
  return last;
}

/** After a weak marker the new name must end the thought: the end, a mark, or a boundary word. */
function endsThought(words: Word[], last: number, text: string): boolean {
  const next = words[last + 1];
  if (!next) return true;
  if (!onlySpaces(text.slice(words[last]!.end, next.start))) return true;
  return boundaries.has(next.key);
}

function applyOnce(text: string): string | null {
  const words = wordsOf(text);
  for (let index = 1; index < words.length; index += 1) {
    const strong = phraseAt(words, index, markers, text);
    const length = strong || phraseAt(words, index, weakMarkers, text);
    if (!length) continue;
    // Back past filler ("lol") to the old name, over soft marks only.
    let back = index - 1;
    while (
      back >= 0 &&
      fillerWords.has(words[back]!.key) &&
      isSoftGap(text.slice(words[back]!.end, words[back + 1]!.start))
    )
      back -= 1;
    if (back < 0 || !isSoftGap(text.slice(words[back]!.end, words[back + 1]!.start))) continue;
    const oldFirst = nameEndingAt(words, back, text);
    if (oldFirst === null) continue;
    // A capital that only opens the message or a sentence is no name on its own ("Sorry, I mean").
    let next = index + length;
    if (next >= words.length || !isSoftGap(text.slice(words[next - 1]!.end, words[next]!.start))) continue;
    const link = phraseAt(words, next, links, text);
    next += link;
    const newLast = nameStartingAt(words, next, text);
    if (newLast === null) continue;
    if (!strong && !endsThought(words, newLast, text)) continue;
    const oldHasLink = oldFirst > 0 && phraseAt(words, oldFirst - 1, links, text) === 1;
    const from = link && !oldHasLink ? words[index + length]!.start : words[next]!.start;
    return `${text.slice(0, words[oldFirst]!.start)}${text.slice(from)}`;
  }
  return null;
}

/** The message with each name taken back inside it dropped with its marker; as it is when there is none. */
export function withSelfCorrectionsApplied(text: string): string {
  let current = text;
  for (let round = 0; round < 4; round += 1) {
    const next = applyOnce(current);
    if (next === null) return current;
    current = next;
  }
  return current;
}
