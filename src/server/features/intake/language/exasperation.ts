import { z } from 'zod';

import { normalize } from '../agent/reading/text';

import exasperationFile from './lexicons/exasperation.json' with { type: 'json' };

/**
 * "again?", "how many times!!", "otra vez?", "ya se lo dije, ¿no?": a sentence that only says the
 * visitor is tired of being asked (decision 0348). It asks us nothing and answers nothing: it
 * means "I already told you". The words are data (lexicons/exasperation.json); a sentence counts
 * when it is made only of its phrases and tags, with at least one phrase, in either language (a
 * Spanish chat says "seriously??" too).
 */

const phrases = z.array(z.string().min(1));
const languageSchema = z.object({
  phrases,
  markedPhrases: phrases,
  tags: phrases,
  markedTags: phrases,
});
const file = z
  .object({ $comment: z.string(), en: languageSchema, es: languageSchema })
  .parse(exasperationFile);

const words = (phrase: string) =>
  normalize(phrase)
    .split(/[^\p{L}\p{N}']+/u)
    .filter(Boolean);
const both = (pick: (lists: z.infer<typeof languageSchema>) => string[]) =>
  [...pick(file.en), ...pick(file.es)].map(words).sort((a, b) => b.length - a.length);

const lists = {
  phrases: both((lists) => lists.phrases),
  markedPhrases: both((lists) => lists.markedPhrases),
  tags: both((lists) => lists.tags),
  markedTags: both((lists) => lists.markedTags),
};

const startsWith = (tokens: readonly string[], at: number, phrase: readonly string[]) =>
  phrase.every((word, index) => tokens[at + index] === word);

/**
 * Whether a sentence is only exasperation. `isMarked`: the sentence (or the marks typed right
 * after it) carries a "?" or "!".
 */
export function isExasperation(sentence: string, isMarked = /[?!¿¡]/u.test(sentence)): boolean {
  const tokens = normalize(sentence)
    .split(/[^\p{L}\p{N}']+/u)
    .filter(Boolean);
  if (tokens.length === 0) return false;
  const kinds: (readonly (readonly string[])[])[] = isMarked
    ? [lists.phrases, lists.markedPhrases, lists.tags, lists.markedTags]
    : [lists.phrases, lists.tags];
  const isPhraseKind = (kind: readonly (readonly string[])[]) =>
    kind === lists.phrases || kind === lists.markedPhrases;
  let at = 0;
  let hasPhrase = false;
  while (at < tokens.length) {
    let best: { length: number; isPhrase: boolean } | null = null;
    for (const kind of kinds)
      for (const phrase of kind)
        if (startsWith(tokens, at, phrase) && (!best || phrase.length > best.length))
          best = { length: phrase.length, isPhrase: isPhraseKind(kind) };
    if (!best) return false;
    hasPhrase ||= best.isPhrase;
    at += best.length;
  }
  return hasPhrase;
}
