import { z } from 'zod';

import type { Language } from '../../../../../contracts/case-record';
import type { QuestionKey } from '../agent';

import nothingMoreFile from './lexicons/nothing-more.json' with { type: 'json' };

import { normalize } from './text';

/**
 * "nope, thats everything", "no, nadie más" (decision 0276; lexicons/nothing-more.json):
 * to a question that gathers a list, an answer that there is nothing (more). The whole message is
 * an optional no, the nothing-more words and courtesy words, in any order.
 */

const words = z.object({
  nos: z.array(z.string().min(1)).min(1),
  phrases: z.array(z.string().min(1)).min(1),
  courtesy: z.array(z.string().min(1)),
});
const lexicon = z
  .object({ $comment: z.string(), listQuestions: z.array(z.string().min(1)).min(1), en: words, es: words })
  .parse(nothingMoreFile);

const listQuestions = new Set<string>(lexicon.listQuestions);

/** Longest phrase first, spaces as any run of spaces. */
const phraseAlternation = (list: readonly string[]) =>
  [...list]
    .sort((a, b) => b.length - a.length)
    .map((phrase) => phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+'))
    .join('|');

const patterns = Object.fromEntries(
  (['en', 'es'] as const).map((language) => {
    const { nos, phrases, courtesy } = lexicon[language];
    const piece = (list: readonly string[]) => `(?:${phraseAlternation(list)})`;
    const any = [piece(nos), piece(phrases), ...(courtesy.length > 0 ? [piece(courtesy)] : [])].join('|');
    return [
      language,
      {
        whole: new RegExp(`^(?:(?:${any})(?:\\s+|$))+$`, 'u'),
        phrase: new RegExp(`(?<![\\p{L}\\d'])${piece(phrases)}(?![\\p{L}\\d'])`, 'u'),
      },
    ];
  }),
) as Record<Language, { whole: RegExp; phrase: RegExp }>;

/** Whether a question gathers a list: who saw it, the injuries, who else, what was kept. */
export const isListQuestion = (key: QuestionKey | null): boolean => key !== null && listQuestions.has(key);

/** A message that says only that there is nothing (more) to the list, in either language's words. */
export function saysNothingMore(text: string, language: Language): boolean {
  const plain = normalize(text)
    .replace(/[.,!;:—–-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!plain) return false;
  return (language === 'es' ? (['es', 'en'] as const) : (['en'] as const)).some(
    (each) => patterns[each].phrase.test(plain) && patterns[each].whole.test(plain),
  );
}
