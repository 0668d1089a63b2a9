import { z } from 'zod';

import type { FactKey, Language } from '../../../../../contracts/case-record';
import { answerWords } from '../../language/answer-words';
import { phrasePattern as phrases } from '../facts/fact-lexicons'; // whole-word phrases, '*' for any one word
import type { ReadContext, Reading } from '../facts/fact-module';
import { isHedged } from './modality';
import paraphrasesFile from './lexicons/yes-no-paraphrases.json' with { type: 'json' };
import { isPrecededBy, type Clause } from './text';

/**
 * Yes and no said in other words to the yes/no question pending (issue 22): "they wrote
 * something up I think", "we never called them", "todavía está en mi casa". The words are
 * data (lexicons/yes-no-paraphrases.json); this reads them clause by clause, with a negation
 * scoped to its clause, not knowing before the words as unknown, and a hedge left as said.
 */

const polaritySchema = z.object({
  yes: z.array(z.string().min(1)),
  no: z.array(z.string().min(1)),
  /** A no only when denied in its clause ("haven't talked to them yet"); nothing otherwise (decision 0370). */
  deniedOnly: z.array(z.string().min(1)).default([]),
});
const deedsSchema = z.object({ deeds: z.array(z.string().min(1)), indefinites: z.array(z.string().min(1)) });
const perLanguage = <T extends z.ZodTypeAny>(schema: T) => z.object({ en: schema, es: schema });
const paraphrases = z
  .object({
    $comment: z.string(),
    deferrals: perLanguage(z.array(z.string().min(1))),
    generalNo: perLanguage(z.array(z.string().min(1))),
    doneNothing: perLanguage(deedsSchema),
    facts: z.record(z.string(), perLanguage(polaritySchema)),
  })
  .parse(paraphrasesFile);

interface FactPhrases {
  yes: RegExp;
  no: RegExp;
  deniedOnly: RegExp;
}

const factPhrases = new Map<string, Record<Language, FactPhrases>>(
  Object.entries(paraphrases.facts).map(([key, lists]) => [
    key,
    {
      en: { yes: phrases(lists.en.yes), no: phrases(lists.en.no), deniedOnly: phrases(lists.en.deniedOnly) },
      es: { yes: phrases(lists.es.yes), no: phrases(lists.es.no), deniedOnly: phrases(lists.es.deniedOnly) },
    },
  ]),
);
const generalNo: Record<Language, RegExp> = {
  en: phrases(paraphrases.generalNo.en),
  es: phrases(paraphrases.generalNo.es),
};
const deferrals: Record<Language, RegExp> = {
  en: phrases(paraphrases.deferrals.en),
  es: phrases(paraphrases.deferrals.es),
};
const doneNothing: Record<Language, RegExp> = {
  en: deedDenied(paraphrases.doneNothing.en),
  es: deedDenied(paraphrases.doneNothing.es),
};

/** A deed with an indefinite object, a few words apart at most ("did anything", "hizo nada"). */
function deedDenied(lists: z.infer<typeof deedsSchema>): RegExp {
  return new RegExp(
    `${phrases(lists.deeds).source}\\s+(?:[\\p{L}']+\\s+){0,2}?${phrases(lists.indefinites).source}`,
    'u',
  );
}

/** The facts this reader knows words for. */
export const paraphrasedFacts: ReadonlySet<string> = new Set(factPhrases.keys());

/** Spanish is read with its own words, then the English ones typed into it. */
const languagesOf = (language: Language): Language[] => (language === 'es' ? ['es', 'en'] : ['en']);

/**
 * The pending yes/no fact read from an answer that opened with no plain yes, no or "I don't
 * know": the first clause that says it in other words decides. Nothing is read for a fact
 * not pending, or from a question asked back (`isAskedBack` is the caller's).
 */
export function readParaphrasedAnswer(
  context: ReadContext,
  key: FactKey,
  isAskedBack: (clause: Clause) => boolean,
): Reading<boolean> | undefined {
  if (context.pending !== key || context.leading !== null) return undefined;
  const lists = factPhrases.get(key);
  const { negation } = context.pack.reading;
  // "I think my friend took some, I'd have to ask her": not known until they ask.
  if (languagesOf(context.language).some((language) => deferrals[language].test(context.plain)))
    return { isUnknown: true };
  for (const clause of context.clauses) {
    if (isAskedBack(clause)) continue;
    for (const language of languagesOf(context.language)) {
      if (generalNo[language].test(clause.plain)) return { value: false, quote: clause.text };
      const words = lists?.[language];
      const denial = words?.no.exec(clause.plain);
      if (denial && !isPrecededBy(clause.plain, denial.index, negation, 3))
        return { value: false, quote: clause.text };
      const said = words?.yes.exec(clause.plain);
      if (said) {
        const before = clause.plain.slice(0, said.index);
        if (isNotKnowing(before)) return { isUnknown: true };
        // "he said he would do the paperwork": a plan or a possibility tells nothing.
        if (isHedged(before)) continue;
        // "i gave no statement", "firmé ningún papel": a word of the phrase's '*' that is a
        // negative quantifier denies the deed (decision 0393).
        const isDenied =
          isPrecededBy(clause.plain, said.index, negation, 6) ||
          isNeverAfterSubject(clause.plain.slice(said.index + said[0].length)) ||
          said[0].split(/\s+/).some((word) => isNegativeWord(word));
        return { value: !isDenied, quote: clause.text };
      }
      // "we never did anything like that", "nadie hizo nada": a short clause denying a plain deed.
      const deed = doneNothing[language].exec(clause.plain);
      if (
        deed &&
        clause.plain.split(/\s+/).length <= 9 &&
        (negation.test(clause.plain.slice(0, deed.index)) ||
          deed[0].split(/\s+/).some((word) => isNegativeWord(word))) &&
        !isNotKnowing(clause.plain)
      )
        return { value: false, quote: clause.text };
    }
  }
  // "I haven't talked to them yet", "todavía no he hablado con ellos": what the thing needs,
  // denied, is a no; said without a negation it tells nothing (decision 0370).
  for (const clause of context.clauses) {
    if (isAskedBack(clause)) continue;
    for (const language of languagesOf(context.language)) {
      const denied = lists?.[language].deniedOnly.exec(clause.plain);
      if (denied && isPrecededBy(clause.plain, denied.index, negation, 6) && !isNotKnowing(clause.plain))
        return { value: false, quote: clause.text };
    }
  }
  return undefined;
}

/** A negative quantifier of either language ("nothing", "none", "nadie"): the deed is denied by its object. */
const isNegativeWord = (word: string): boolean =>
  answerWords.en.negativeObject.test(word) || answerWords.es.negativeObject.test(word);

/** Not knowing said before the words ("not sure if they wrote it up", "no sé si lo apuntaron"). */
const isNotKnowing = (plainBefore: string): boolean =>
  answerWords.en.unknown.test(plainBefore) || answerWords.es.unknown.test(plainBefore);

/** "they never came", "it never got written": the words' subject denied after them. */
const isNeverAfterSubject = (plainAfter: string): boolean => /^\s*(never|nunca|jamas)\b/.test(plainAfter);
