/**
 * Phrases of a lexicon written word by word, for lexicons whose phrases vary in a word or two
 * (decision 0277): a word 'a|b' is any of its alternatives, a word ending in '?' may be left out
 * ('even|really?'), a word ending in '*' matches any ending ('deport*'), '#' is a number. The
 * first word of a phrase is always said. Matched on normalized text (lower case, no accents).
 */

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** What a word is made of: a letter, a digit or an apostrophe ("what's"). */
export const wordLetter = "[\\p{L}\\d']";

/** One written word as a pattern, and whether it may be left out. */
function wordPattern(written: string): { pattern: string; isOptional: boolean } {
  const isOptional = written.length > 1 && written.endsWith('?');
  const word = isOptional ? written.slice(0, -1) : written;
  const pattern = word
    .split('|')
    .map((each) =>
      each === '#'
        ? '\\d+'
        : each.endsWith('*')
          ? `${escape(each.slice(0, -1))}${wordLetter}*`
          : escape(each),
    )
    .join('|');
  return { pattern: `(?:${pattern})`, isOptional };
}

/** A written phrase as a pattern's source (no boundaries): an optional word takes its space with it. */
export function phraseSource(phrase: string): string {
  return phrase
    .trim()
    .split(/\s+/)
    .map((written, index) => {
      const { pattern, isOptional } = wordPattern(written);
      const spaced = index === 0 ? pattern : `\\s+${pattern}`;
      return isOptional && index > 0 ? `(?:${spaced})?` : spaced;
    })
    .join('');
}

/** Any of the written phrases, as a source bounded by what is no part of a word on either side. */
export function phrasesSource(phrases: readonly string[]): string {
  return `(?<!${wordLetter})(?:${phrases.map(phraseSource).join('|')})(?!${wordLetter})`;
}

/** The written phrases as one pattern ('u' flag), or one that matches nothing when there are none. */
export function writtenPhrases(phrases: readonly string[], flags = ''): RegExp {
  return phrases.length ? new RegExp(phrasesSource(phrases), `${flags}u`) : /(?!)/u;
}

/** Written phrases are checked when a lexicon is loaded: the first word is always said. */
export const isWrittenPhrase = (phrase: string): boolean => /^\S*[^?\s](?:\s|$)/u.test(phrase.trim());
