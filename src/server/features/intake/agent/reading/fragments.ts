import { z } from 'zod';

import type { Language } from '../../../../../contracts/case-record';

import fragmentsFile from './lexicons/fragments.json' with { type: 'json' };

import { normalize } from './text';

/**
 * A value read from a correction must be a value (decision 0274; lexicons/fragments.json): words
 * that end on a dangling word ("the company because", "la empresa porque") are a fragment of a
 * sentence, and words that thank or take back ("actually", "gracias") are about the message.
 */

const words = z.object({ dangling: z.array(z.string().min(1)).min(1), notValue: z.array(z.string().min(1)) });
const lexicon = z.object({ $comment: z.string(), en: words, es: words }).parse(fragmentsFile);

const escaped = (phrase: string) => phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');
const patterns = Object.fromEntries(
  (['en', 'es'] as const).map((language) => {
    const { dangling, notValue } = lexicon[language];
    return [
      language,
      {
        dangling: new RegExp(`(?:^|\\s)(?:${dangling.map(escaped).join('|')})$`, 'u'),
        notValue: new RegExp(`(?<![\\p{L}\\d'])(?:${notValue.map(escaped).join('|')})(?![\\p{L}\\d'])`, 'u'),
      },
    ];
  }),
) as Record<Language, { dangling: RegExp; notValue: RegExp }>;

/** Whether words read as a value are a fragment or talk about the message, in either language. */
export function isFragmentValue(value: string): boolean {
  const plain = normalize(value)
    .replace(/[^\p{L}\p{N}'\s]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!plain) return true;
  return (['en', 'es'] as const).some(
    (language) => patterns[language].dangling.test(plain) || patterns[language].notValue.test(plain),
  );
}
