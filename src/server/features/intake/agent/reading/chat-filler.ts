import { z } from 'zod';

import fillerFile from './lexicons/chat-filler.json' with { type: 'json' };

import { normalize } from './text';

/**
 * Chat filler at the ends of a value (decision 0349): "<Company> lol", "the foreman haha",
 * "jaja Seguros Ribera", an emoji. The words are data (lexicons/chat-filler.json), both
 * languages' in either chat; a laugh is a syllable of the lexicon said twice or more.
 */
const languageSchema = z.object({
  words: z.array(z.string().min(1)),
  laughSyllables: z.array(z.string().min(1)),
  emoticons: z.array(z.string().min(1)),
  hollowWords: z.array(z.string().min(1)),
  correctionWords: z.array(z.string().min(1)),
});
const file = z.object({ $comment: z.string(), en: languageSchema, es: languageSchema }).parse(fillerFile);

/** "lmaooo", "ughhh", "xddd": a letter held down is the same word. */
const held = (word: string) => normalize(word).replace(/(\p{L})\1+/gu, '$1');
const fillerWords = new Set([...file.en.words, ...file.es.words].map(held));
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const laugh = new RegExp(
  `^(?:${[...new Set([...file.en.laughSyllables, ...file.es.laughSyllables])].map(escape).join('|')}){2,}$`,
  'u',
);
const emoticons = [...new Set([...file.en.emoticons, ...file.es.emoticons])].sort(
  (a, b) => b.length - a.length,
);

const isFillerWord = (word: string) => {
  return fillerWords.has(held(word)) || laugh.test(normalize(word));
};

/** Words said beside filler that carry no name ("too", "i mean", "digo"): decision 0361. */
const hollowWords = new Set(
  [...file.en.hollowWords, ...file.es.hollowWords].flatMap((entry) => normalize(entry).split(/\s+/)),
);
/** Hollow words that open a correction: the part after them replaces the one before. */
const correctionWords = new Set([...file.en.correctionWords, ...file.es.correctionWords].map(normalize));
const bare = (word: string) => normalize(word).replace(/[^\p{L}\p{N}']+/gu, '');
const isHollow = (word: string) => hollowWords.has(bare(word)) || bare(word) === '';

/**
 * Filler inside a value ("too lol, <Company>", "<Company> haha i mean <Other>"): it cuts the
 * value; parts made only of hollow words are dropped; of those left, the last one a correction opens
 * ("i mean", "digo") is the value, else the first. A filler word with a capitalised word after it and no mark between, itself
 * capitalised ("Ha Long Bay") or after a capitalised word ("Acme lol Corp"), may be part of a name. Null when no filler stands inside.
 */
function withoutFillerInside(text: string): string | null {
  const words = text.split(/\s+/).filter(Boolean);
  const isCut = (word: string, index: number) => {
    const core = /[\p{L}\p{N}']+/u.exec(word)?.[0];
    if (!core || !isFillerWord(core)) return false;
    const next = words[index + 1];
    const previous = words[index - 1];
    const isBetweenCapitals =
      !/[,;:.!?…~-]$/u.test(word) &&
      next !== undefined &&
      /^\p{Lu}/u.test(next) &&
      (/^\p{Lu}/u.test(core) || (previous !== undefined && /^\p{Lu}.*[\p{L}\p{N}]$/u.test(previous)));
    return !isBetweenCapitals;
  };
  const parts: string[][] = [[]];
  words.forEach((word, index) => {
    if (index > 0 && index < words.length - 1 && isCut(word, index)) parts.push([]);
    else parts[parts.length - 1]!.push(word);
  });
  if (parts.length === 1) return null;
  const kept = parts
    .map((part) => {
      let start = 0;
      let end = part.length;
      while (start < end && isHollow(part[start]!)) start += 1;
      while (end > start && isHollow(part[end - 1]!)) end -= 1;
      const corrects = part.slice(0, start).some((word) => correctionWords.has(bare(word)));
      return { text: part.slice(start, end).join(' ').replace(edge, '').trim(), corrects };
    })
    .filter((part) => part.text !== '');
  // "<A> haha i mean <B>": the part a correction opens is the value; else the first part.
  const corrected = kept.filter((part) => part.corrects);
  return (corrected[corrected.length - 1] ?? kept[0])?.text ?? '';
}

/** Emoji and their joiners, variation selectors and skin tones. */
const emoji = /\p{Extended_Pictographic}|[\u{1F3FB}-\u{1F3FF}]|\u{FE0F}|\u{200D}/gu;

/** Punctuation and spaces that may stand between filler and the value. */
const edge = /^[\s,;:.!?¡¿…~*()-]+|[\s,;:.!?¡¿…~*()-]+$/gu;

/**
 * The value without the filler at its ends, or '' when it is only filler. A capitalised word
 * opening the value with no mark after it ("LOL Cleaning", "Ha Long Bay Grill") is kept: it may
 * be part of a name.
 */
export function withoutChatFiller(value: string): string {
  let text = value.replace(emoji, ' ');
  const hasFaces = text !== value || emoticons.some((face) => text.includes(face));
  for (const face of emoticons) text = text.split(face).join(' ');
  text = text.replace(/\s+/g, ' ').trim();
  let stripped = false;
  for (;;) {
    const before = text;
    const trailing = /[\s,;:.!?…~-]*([\p{L}\p{N}']+)[\s,;:.!?…~*)-]*$/u.exec(text);
    if (trailing && trailing.index > 0 && isFillerWord(trailing[1]!)) text = text.slice(0, trailing.index);
    const leading = /^[\s,;:.!?¡¿…~*(-]*([\p{L}\p{N}']+)([\s,;:.!?…~-]*)/u.exec(text);
    if (leading && isFillerWord(leading[1]!)) {
      const isTypedAsName = /^\p{Lu}/u.test(leading[1]!) && !/[,;:.!?…~-]/u.test(leading[2]!);
      const rest = text.slice(leading[0].length);
      if (!isTypedAsName || rest === '') text = rest;
    }
    text = text.trim();
    if (text === before) break;
    stripped = true;
  }
  const inside = withoutFillerInside(text);
  if (inside !== null) {
    // Only filler and words beside it ("too lol"): nothing is left.
    if (inside === '') return '';
    text = inside;
    stripped = true;
  }
  if (!stripped && !hasFaces) return value;
  const cleaned = text.replace(edge, '').trim();
  // The whole value as filler ("lol", "jajaja", "😂"): nothing is left.
  if (cleaned.split(/\s+/).every((word) => word === '' || isFillerWord(word))) return '';
  return value.trim() === cleaned ? value : cleaned;
}
