import { z } from 'zod';

import type { Language } from '../../../../../contracts/case-record';

import { phrasePattern } from './fact-lexicons';
import injuriesFile from './lexicons/injuries.json' with { type: 'json' };
import proceduresFile from './lexicons/procedures.json' with { type: 'json' };

/**
 * Operative procedures (decision 0252), from ./lexicons/procedures.json: a procedure word is
 * surgery by itself ("arthroscopy"), or said of a body part of the injury lexicon within two words, one that is no other word
 * ("a hip replacement", "they fused two vertebrae", "my knee was replaced").
 */
const phrases = z.array(z.string().min(2));
const procedureWords = z
  .object({
    $comment: z.string(),
    en: z.object({ procedures: phrases.min(1), onAPart: phrases.min(1) }),
    es: z.object({ procedures: phrases.min(1), onAPart: phrases.min(1) }),
  })
  .parse(proceduresFile);

/** Up to how many words may stand between a procedure word and its body part. */
const partGap = 2;

function procedurePattern(language: Language): RegExp {
  const words = procedureWords[language];
  const alone = phrasePattern(words.procedures).source;
  // A body part as listed, or its plural ("knees").
  // A part that may be another word ("body shop", "back then") is not said of a procedure.
  const ambiguous = new Set(injuriesFile[language].ambiguousParts);
  const parts = phrasePattern(
    injuriesFile[language].bodyParts
      .filter((part) => !ambiguous.has(part))
      .flatMap((part) => [part, `${part}s`]),
  ).source;
  const onAPart = phrasePattern(words.onAPart).source;
  const gap = `(?:\\s+[\\p{L}\\d'-]+){0,${partGap}}\\s+`;
  return new RegExp(`${alone}|${parts}${gap}${onAPart}|${onAPart}${gap}${parts}`, 'u');
}

/** Per language, a pattern of the words that tell an operative procedure. */
export const procedureCue: Record<Language, RegExp> = {
  en: procedurePattern('en'),
  es: procedurePattern('es'),
};

/** The procedure words with other cues of surgery ("a plate and screws"), as one pattern. */
export const withProcedures = (language: Language, other: RegExp): RegExp =>
  new RegExp(`${procedureCue[language].source}|${other.source}`, 'u');
