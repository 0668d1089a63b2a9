import { z } from 'zod';

import type { Language } from '../../../../../contracts/case-record';
import type { LanguagePack } from '../../language/language-pack';
import { findDurationsInDays } from '../reading/numbers';
import { type Clause, findCue } from '../reading/text';

import staysFile from './lexicons/hospital-stays.json' with { type: 'json' };

/**
 * A stay in hospital told in lay words (decision 0209): days, nights or weeks spent at a place
 * named with a hospital word ("two nights at Lakeview Medical", "estuvo una semana en el
 * hospital"). The words are data (lexicons/hospital-stays.json).
 */
const languageSchema = z.object({
  placeWords: z.array(z.string().min(3)).min(1),
  leads: z.array(z.string().min(2)).min(1),
  units: z.record(z.string().min(3), z.number().positive()),
  notCare: z.array(z.string().min(3)).min(1),
  stillThere: z.array(z.string().min(3)).min(1),
  notAPlace: z.array(z.string().min(3)).min(1),
});
const stays = z
  .object({
    $comment: z.string(),
    longestDays: z.number().positive(),
    en: languageSchema,
    es: languageSchema,
  })
  .parse(staysFile);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Words as alternatives, longest first; a word ending in * matches by prefix. */
const alternatives = (words: readonly string[]) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map((word) =>
      word.endsWith('*') ? `${escape(word.slice(0, -1))}[\\p{L}]*` : escape(word).replace(/ /g, '\\s+'),
    )
    .join('|');

interface Compiled {
  /** The place: a lead, then up to three words of a name, then a hospital word. */
  place: RegExp;
  notCare: RegExp;
  /** Still at the place now: "remains in Eastside Memorial", "sigue en el hospital". */
  stillThere: RegExp;
  notAPlace: RegExp;
}
const compiled: Record<Language, Compiled> = Object.fromEntries(
  (['en', 'es'] as const).map((language) => {
    const words = stays[language];
    return [
      language,
      {
        place: new RegExp(
          `(?<![\\p{L}])(?:${alternatives(words.leads)})\\s+(?:(?:the|el|la|los|las)\\s+)?(?:[\\p{L}'.&-]+\\s+){0,3}?(?:${alternatives(words.placeWords)})(?![\\p{L}])`,
          'u',
        ),
        notCare: new RegExp(`(?<![\\p{L}])(?:${alternatives(words.notCare)})(?![\\p{L}])`, 'u'),
        stillThere: new RegExp(
          `(?<![\\p{L}])(?:${alternatives(words.stillThere)})\\s+(?:(?:the|el|la|los|las)\\s+)?(?:[\\p{L}'.&-]+\\s+){0,3}?(?:${alternatives(words.placeWords)})(?![\\p{L}])`,
          'u',
        ),
        notAPlace: new RegExp(`(?<![\\p{L}])(?:${alternatives(words.notAPlace)})(?![\\p{L}])`, 'u'),
      },
    ];
  }),
) as Record<Language, Compiled>;

/** A baby's age in days or weeks ("5 weeks old", "de dos semanas de nacido"). */
const ages =
  /[\p{L}\d]+\s+(?:days?|nights?|weeks?|dias|semanas)\s+(?:old|de (?:nacid[oa]|edad|vida))(?![\p{L}])/gu;

/**
 * Where a clause tells a stay at a hospital, in the words of `language`: a stay of days, nights
 * or weeks and a place named with a hospital word, or someone still at such a place ("remains in
 * Eastside Memorial"), unless the days there were work or a visit.
 * Null when the clause tells none; `isNegated` when a no stands before the place.
 */
export function hospitalStayCue(
  clause: Clause,
  language: Language,
  pack: LanguagePack,
): (NonNullable<ReturnType<typeof findCue>> & { isStillThere: boolean }) | null {
  const words = compiled[language];
  if (words.notCare.test(clause.plain) || words.notAPlace.test(clause.plain)) return null;
  const still = findCue(clause, words.stillThere, pack.reading.negation);
  if (still) return { ...still, isStillThere: true };
  const cue = findCue(clause, words.place, pack.reading.negation);
  if (!cue) return null;
  // "5 weeks old", "de tres semanas de nacido": an age, not a stay.
  const isStay = findDurationsInDays(
    clause.plain.replace(ages, ' '),
    language,
    pack.reading.numbers,
    stays[language].units,
  ).some((duration) => duration.days <= stays.longestDays);
  return isStay ? { ...cue, isStillThere: false } : null;
}
