import { z } from 'zod';

import type { Language } from '../../../../../contracts/case-record';

import sideWordsFile from './lexicons/side-words.json' with { type: 'json' };

/**
 * Side words (lexicons/side-words.json), one list for every reader: the injury reading and the
 * corrections both read which side of the body a visitor means from here.
 */
const languageSchema = z.object({
  opposites: z.record(z.string().min(2), z.string().min(2)),
  both: z.array(z.string().min(2)).min(1),
});

const sideWordsLexicon = z
  .object({ $comment: z.string(), en: languageSchema, es: languageSchema })
  .superRefine((file, context) => {
    for (const language of ['en', 'es'] as const)
      for (const [side, other] of Object.entries(file[language].opposites))
        if (file[language].opposites[other] !== side)
          context.addIssue({
            code: 'custom',
            message: `side "${side}" and "${other}" are not each other's opposite`,
          });
  })
  .parse(sideWordsFile);

/** Each side word with the other side ("left" → "right", "izquierda" → "derecha"). */
export function sideOpposites(language: Language): Readonly<Record<string, string>> {
  return sideWordsLexicon[language].opposites;
}

/** Every side word of both languages, "both" and "ambas" included, in normal form. */
export const sideWords: ReadonlySet<string> = new Set(
  (['en', 'es'] as const).flatMap((language) => [
    ...Object.keys(sideWordsLexicon[language].opposites),
    ...sideWordsLexicon[language].both,
  ]),
);
