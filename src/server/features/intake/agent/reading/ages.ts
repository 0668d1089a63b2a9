import { z } from 'zod';

import type { Language } from '../../../../../contracts/case-record';
import { isCompanion } from './companions';
import type { NumberWords } from './numbers';
import { digitsForWords } from './numbers';
import { escapeRegExp, normalize } from './text';

import peopleFile from '../lexicons/people.json' with { type: 'json' };

/**
 * Ages stated in a story, with whose they are (issue 22): "I'm 68", "my son is 9", "my 10yo",
 * "Mom (91)", "he was sixty one", "mi esposa de 65 años", "ella tiene 1 año". An age is a
 * number of 0 to 110 tied to a person by the sentence's shape; a bare number never is (it is
 * a date, a count or an amount). The people words are data (lexicons/people.json).
 */

const wordsSchema = z.object({
  self: z.array(z.string()),
  third: z.array(z.string()),
  relations: z.array(z.string()),
  countLeads: z.array(z.string().min(1)),
  counted: z.array(z.string().min(1)),
  yearWords: z.array(z.string().min(1)),
  spanLeads: z.array(z.string().min(1)),
  spanAfterYears: z.array(z.string().min(1)),
  ageAfterYears: z.array(z.string().min(1)),
});
const people = z.object({ $comment: z.string(), en: wordsSchema, es: wordsSchema }).parse(peopleFile);

export interface StatedAge {
  age: number;
  /** Whose: the writer, someone named by a relation ("son"), or someone else ("he"). */
  who: 'self' | 'relation' | 'third';
  relation?: string;
  start: number;
  /**
   * Someone only there with the writer ("fui con mi sobrino de nueve", "my 8 year old was in the
   * back seat"), not said to be hurt: never the injured person's age (decision 0278).
   */
  isCompanion?: true;
}

const alternation = (words: readonly string[]) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|');

function patternsFor(language: Language): { pattern: RegExp; who: StatedAge['who'] }[] {
  const words = people[language];
  const relation = `(?:my|our|mi|mis|nuestro|nuestra|his|her|su)\\s+(?:\\w+\\s+)?(${alternation(words.relations)})`;
  const bareRelation = `(${alternation(words.relations)})`;
  if (language === 'es')
    return [
      // "tengo 45 años", "tengo 45"
      {
        pattern: /\b(?:yo )?tengo (\d{1,3})(?: anos?| de edad|(?=\s*(?:[,.;!?]|$| y | pero )))/g,
        who: 'self',
      },
      // "mi esposa de 65 años", "a mi madre, de 70 años", "mi hijo de 9 estaba" (decision 0182)
      {
        pattern: new RegExp(
          `\\b${relation},? de (\\d{1,3})(?:\\s+anos?\\b|(?!\\s*(?:de|del|mil|dolares|%|[.,]?\\d)))`,
          'g',
        ),
        who: 'relation',
      },
      // "mi hijo tiene 9 años", "mi papa tenia 61"
      {
        pattern: new RegExp(`\\b${relation} (?:tiene|tenia) (\\d{1,3})(?: anos?)?\\b`, 'g'),
        who: 'relation',
      },
      // "(ella) tiene 1 año", "tenia 70 anos"
      {
        pattern: /\b(?:el |ella )?(?:tiene|tenia) (\d{1,3})(?: anos?\b|(?=\s*(?:[,.;!?)]|$| y | pero )))/g,
        who: 'third',
      },
    ];
  const unit = String.raw`(?:\s*(?:-|\s)?(?:years?|yrs?|yr|y\/?o|yo)(?:[- ]old)?)`;
  // "my son is only 9", "she's just 7" (decision 0143).
  const only = String.raw`(?:(?:only|just|barely)\s+)?`;
  return [
    // "I'm 68", "I am 71 years old", "im 17"
    {
      pattern: new RegExp(
        String.raw`\b(?:i'?m|i am|i was|i turned|i'?ll be)\s+(\d{1,3})${unit}?(?![\w%$])`,
        'g',
      ),
      who: 'self',
    },
    // "I have 67 years" (Spanish and other languages say it so)
    // …but "I have 3 years to file" is a span of time, not an age: the years end the clause.
    { pattern: /\bi have (\d{1,3}) years?(?: old)?(?=\s*(?:[,.;!?]|$|and\b|but\b))/g, who: 'self' },
    // "my son is 9", "my dad (70)", "my father, who was 83,"
    {
      pattern: new RegExp(
        String.raw`\b${relation}\s*(?:,?\s*(?:who|that)\s+(?:is|was)\s+|\s+(?:is|was|just turned|turned)\s+${only}|\(\s*)(\d{1,3})${unit}?(?![\w%$])`,
        'g',
      ),
      who: 'relation',
    },
    // "my 10yo", "my 6 yr old son", "my 4 year old"
    {
      pattern: new RegExp(String.raw`\b(?:my|our|his|her)\s+(\d{1,2})${unit}(?:\s+${bareRelation})?`, 'g'),
      who: 'relation',
    },
    // "Mom (91)", "Dad, 70,"
    { pattern: new RegExp(String.raw`\b${bareRelation}\s*\(\s*(\d{1,3})\s*\)`, 'g'), who: 'relation' },
    // "I'm a 41 year old nurse", "I am a 59-year-old analyst" (decision 0182)
    {
      pattern: new RegExp(
        String.raw`\b(?:i'?m|i am)\s+an?\s+(\d{1,3})\s*(?:-|\s)?(?:years?|yrs?|yr)[- ]old\b`,
        'g',
      ),
      who: 'self',
    },
    // An age standing as its own clause, with its unit: "68 yrs old.", "40 yo, from Tulsa"
    {
      pattern: new RegExp(
        String.raw`(?:^|[.!?,;]\s*)(\d{1,3})\s*(?:-|\s)?(?:years?[- ]old|yrs?[- ]old|yr[- ]old|y\/o|yo)(?=\s*(?:[,.;!?]|$))`,
        'g',
      ),
      who: 'self',
    },
    // A message that opens on the writer's trade and age: "Welder, 44, from Ogden", "Nurse here, 52."
    {
      // Not a greeting, a date's words, nor a person: "my son, 9," and "Dad, 70," are theirs.
      pattern: new RegExp(
        String.raw`^(?!(?:hi|hello|hey|ok|okay|so|well|yes|no|um|hola|bueno|on|in|since|at)\b)(?:(?!(?:my|our|his|her|their|mi|su|${bareRelation})\b)[a-z]+ ){0,2}(?!(?:my|our|his|her|their|mi|su|${bareRelation})\b)[a-z]+, (\d{1,3})(?=\s*[,.])`,
        'g',
      ),
      who: 'self',
    },
    // "my mother 70 years old", "my dad is a 74 year old veteran", "my father, 74, was"
    {
      pattern: new RegExp(
        String.raw`\b${relation}\s+(?:(?:is|was)\s+an?\s+)?(\d{1,3})\s*(?:-|\s)?(?:(?:years?|yrs?|yr)[- ]old|y\/o)\b`,
        'g',
      ),
      who: 'relation',
    },
    {
      pattern: new RegExp(
        String.raw`\b${relation}(?:,?\s+[a-z]+)?,\s*(\d{1,3})(?=\s*(?:[,.;)]|$|years?\b|yrs?\b|y\/?o\b))`,
        'g',
      ),
      who: 'relation',
    },
    // "she's 15", "he was 61", "he is 59 years old", "hes 5"
    {
      pattern: new RegExp(
        String.raw`\b(?:he|she)(?:'s|s|\s+is|\s+was|\s+just turned|\s+turned)\s+${only}(\d{1,3})${unit}?(?![\w%$])(?!\s+(?:minutes|hours|days|weeks|months|feet|ft|miles|pounds|lbs|percent|stitches))`,
        'g',
      ),
      who: 'third',
    },
  ];
}

const compiled: Record<Language, ReturnType<typeof patternsFor>> = {
  en: patternsFor('en'),
  es: patternsFor('es'),
};

/**
 * A writer's own number said now without "years" is an age only from an age a person writes at:
 * "tengo uno" is "I have one", "I'm 2" opens "I'm 2 weeks out of surgery". An age at the time
 * ("I was 8, my mom is typing") and a child's age given by a parent ("my son is 4") still count.
 */
const YOUNGEST_WRITER = 12;
const saidInThePast = (said: string) => /\b(?:i was|tenia)\b/.test(said);
const hasAgeUnit = (said: string) => /\b(?:anos?|de edad|years?|yrs?|yr|y\/?o|yo)\b/.test(said);
/** A number followed by a measure of time or size is that measure, not an age ("I'm 30 days out"). */
const measureAfter =
  /^\s*(?:minutes?|mins?|hours?|hrs?|days?|weeks?|wks?|months?|feet|ft|miles?|pounds?|lbs?|percent|stitches|minutos?|horas?|dias?|semanas?|meses|mes|millas?|libras?|puntos?)\b/;

const wordsIn = (text: string) =>
  normalize(text)
    .split(/[^\p{L}\p{N}']+/u)
    .filter(Boolean);
/** Whether the words end with one of the phrases ("i have", "soy abuela de"). */
const endsWithPhrase = (words: string[], phrases: readonly string[]) =>
  phrases.some((phrase) => {
    const parts = phrase.split(' ');
    return (
      parts.length <= words.length &&
      parts.every((part, index) => words[words.length - parts.length + index] === part)
    );
  });
const startsWithPhrase = (words: string[], phrases: readonly string[]) =>
  phrases.some((phrase) => phrase.split(' ').every((part, index) => words[index] === part));
const possessives = new Set([
  'my',
  'our',
  'his',
  'her',
  'their',
  'mi',
  'mis',
  'su',
  'sus',
  'nuestro',
  'nuestra',
]);

/**
 * Whether the number standing between `before` and `after` counts something else than years
 * of age (decision 0306): people or things ("I have 1", "2 kids", "mother of 3", "tengo 3
 * nietos"), or a span of time at a job or elsewhere ("20 years at the plant", "worked there 8
 * years", "tengo 15 años trabajando ahí", "llevo 5 años"). The words are data (people.json), in
 * both languages: chats mix them.
 */
export function countsSomethingElse(before: string, after: string): boolean {
  // Only the words of the number's own clause: "escribo por mi papá, tiene 55 años".
  const ahead = wordsIn(before.split(/[,.;:!?]/u).at(-1) ?? '').slice(-4);
  const behind = wordsIn(after).slice(0, 4);
  return (['en', 'es'] as const).some((language) => {
    const words = people[language];
    const isYears = behind.length > 0 && words.yearWords.includes(behind[0]!);
    // "80 years old", "52 años de edad": an age, whatever stands before it.
    if (isYears && startsWithPhrase(behind.slice(1), words.ageAfterYears)) return false;
    if (isYears && startsWithPhrase(behind.slice(1), words.spanAfterYears)) return true;
    // "worked there 8 years", "been at the plant 14 years": a span's lead a few words before,
    // unless the writer's own "I'm" stands between ("I worked there, I'm 60 years").
    const selfAt = ahead.findLastIndex((word) => words.self.includes(word) || words.third.includes(word));
    const sinceSelf = ahead.slice(selfAt + 1);
    if (
      isYears &&
      sinceSelf.some((_, index) => endsWithPhrase(sinceSelf.slice(0, index + 1), words.spanLeads))
    )
      return true;
    if (behind.length > 0 && words.counted.includes(behind[0]!)) return true;
    // "I have 67 years" is an age said in another language's way; "mi madre de 70" is hers.
    if (isYears || !endsWithPhrase(ahead, words.countLeads)) return false;
    const lead = words.countLeads.find((phrase) => endsWithPhrase(ahead, [phrase]))!;
    const beforeLead = ahead[ahead.length - lead.split(' ').length - 1];
    return beforeLead === undefined || !possessives.has(beforeLead);
  });
}

/** Every age the text states, in order, with whose it is (Spanish text may say it in English too). */
export function findStatedAges(plain: string, language: Language, numbers: NumberWords): StatedAge[] {
  const text = digitsForWords(plain, language, numbers).replace(/-/g, ' ');
  const found: StatedAge[] = [];
  const patterns = language === 'es' ? [...compiled.es, ...compiled.en] : compiled.en;
  for (const { pattern, who } of patterns) {
    for (const match of text.matchAll(pattern)) {
      const groups = match.slice(1).filter((group) => group !== undefined);
      const digits = groups.find((group) => /^\d+$/.test(group));
      const relation = groups.find((group) => !/^\d+$/.test(group));
      const age = Number(digits);
      if (!digits || age > 110) continue;
      if (who === 'self' && !hasAgeUnit(match[0]) && !saidInThePast(match[0]) && age < YOUNGEST_WRITER)
        continue;
      if (measureAfter.test(text.slice(match.index + match[0].length))) continue;
      const numberAt = match.index + match[0].indexOf(digits);
      // "mi hijo de 3 años en la cara": a relation's age is said as one.
      if (
        who !== 'relation' &&
        countsSomethingElse(text.slice(0, numberAt), text.slice(numberAt + digits.length))
      )
        continue;
      const isWith = who !== 'self' && isCompanion(text, match.index, match.index + match[0].length);
      found.push({
        age,
        who,
        ...(relation ? { relation } : {}),
        start: match.index,
        ...(isWith ? { isCompanion: true as const } : {}),
      });
    }
  }
  // One mention read by two patterns counts once.
  return found
    .sort((a, b) => a.start - b.start)
    .filter(
      (age, index, all) =>
        index === 0 || all[index - 1]!.start !== age.start || all[index - 1]!.age !== age.age,
    );
}

/**
 * The injured person's age among those stated: the writer's own when they write for
 * themselves, else the first relation's or third person's, never a companion's. Two different
 * ages for the injured person's side leave it unread (ask).
 */
export function injuredPersonAge(ages: StatedAge[], isForSomeoneElse: boolean): StatedAge | undefined {
  const own = ages.filter((age) => age.who === 'self');
  // A companion's age is theirs, not the injured person's (decision 0278).
  const others = ages.filter((age) => age.who !== 'self' && !age.isCompanion);
  // Writing for themselves with no age of their own, a story that gives one other person's
  // age is that person's story ("my 6 yr old got bit"): who else would the age be about?
  const pick = isForSomeoneElse || own.length === 0 ? others : own;
  if (pick.length === 0) return undefined;
  const distinct = new Set(pick.map((age) => age.age));
  return distinct.size === 1 ? pick[0] : undefined;
}
