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
const languageWords = z.object({
  procedures: phrases.min(1),
  onAPart: phrases.min(1),
  joints: phrases.min(1),
  newBefore: phrases.min(1),
  newAfter: phrases.min(1),
  phraseEnders: z.array(z.string().min(1)).min(1),
});
const procedureWords = z
  .object({ $comment: z.string(), en: languageWords, es: languageWords })
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
  // "a new hip", "una cadera nueva": a joint put in new, the joint or the word after it ending
  // the phrase ("a new knee brace" is a brace; decision 0272).
  const joints = phrasePattern(words.joints).source;
  // What may follow the phrase's end: a mark, the end, or a word that opens no noun after it.
  const phraseEnd = `(?=\\s*(?:[.,;:!?)]|$)|\\s+${phrasePattern(words.phraseEnders).source})`;
  const newJoint = `${phrasePattern(words.newBefore).source}\\s+${joints}${phraseEnd}|${joints}\\s+${phrasePattern(words.newAfter).source}${phraseEnd}`;
  return new RegExp(`${alone}|${parts}${gap}${onAPart}|${onAPart}${gap}${parts}|${newJoint}`, 'u');
}

/** Body parts of the injury lexicon, no ambiguous one, as a pattern. */
function partPattern(language: Language): RegExp {
  const ambiguous = new Set(injuriesFile[language].ambiguousParts);
  return phrasePattern(
    injuriesFile[language].bodyParts
      .filter((part) => !ambiguous.has(part))
      .flatMap((part) => [part, `${part}s`]),
  );
}
const partsNamed = { en: partPattern('en'), es: partPattern('es') };
const onAPartSaidOfIt = {
  en: new RegExp(`${phrasePattern(procedureWords.en.onAPart).source}\\s+(?:it|them)(?![\\p{L}])`, 'u'),
  es: new RegExp(
    `(?<![\\p{L}])(?:me |se |le )?(?:la|lo|las|los) ${phrasePattern(procedureWords.es.onAPart).source}`,
    'u',
  ),
};

/**
 * "broke my hip, they had to replace it", "la rodilla, me la reemplazaron": a procedure said of
 * "it" in a clause, with a body part named before it in the clause or in the clause before
 * (decision 0272). The index where the procedure is said, or -1.
 */
export function procedureOnThePartBefore(
  clause: string,
  before: string | undefined,
  language: Language,
): number {
  const said = onAPartSaidOfIt[language].exec(clause);
  if (!said) return -1;
  const isPartNamed =
    partsNamed[language].test(clause.slice(0, said.index)) ||
    (before !== undefined && partsNamed[language].test(before));
  return isPartNamed ? said.index : -1;
}

/** Per language, a pattern of the words that tell an operative procedure. */
export const procedureCue: Record<Language, RegExp> = {
  en: procedurePattern('en'),
  es: procedurePattern('es'),
};

/** The procedure words with other cues of surgery ("a plate and screws"), as one pattern. */
export const withProcedures = (language: Language, other: RegExp): RegExp =>
  new RegExp(`${procedureCue[language].source}|${other.source}`, 'u');
