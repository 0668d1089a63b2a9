import { z } from 'zod';

import payPeriodsFile from './lexicons/pay-periods.json' with { type: 'json' };

/**
 * The pay period said right after an amount (decision 0196): one list, read by the amount finder
 * (a pay period makes "1900/wk" money, not a year) and by the money roles (a wage rate's period).
 */
export type RatePeriod = 'hour' | 'day' | 'week' | 'month' | 'year';

const phrases = z.array(z.string().min(1));
const lexicon = z
  .object({
    $comment: z.string(),
    periods: z.object({ hour: phrases, day: phrases, week: phrases, month: phrases, year: phrases }),
    unkept: phrases,
    timeAfter: phrases,
    yearLeads: phrases,
    taxes: phrases,
  })
  .parse(payPeriodsFile);

/** Every period phrase with its period, longest first ("a la semana" before "a"). */
const periodPhrases: [string, RatePeriod][] = (Object.entries(lexicon.periods) as [RatePeriod, string[]][])
  .flatMap(([period, words]) => words.map((word): [string, RatePeriod] => [word, period]))
  .sort((a, b) => b[0].length - a[0].length);

const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);

/** The phrase of `phrases` that `text` opens with, as whole words, if any. */
function openingPhrase(text: string, list: readonly string[]): string | undefined {
  return list.find((phrase) => text.startsWith(phrase) && !isWordChar(text[phrase.length]));
}

/** What follows an amount, from its first word: "/ hr" is "/hr". */
const tidy = (text: string) =>
  text
    .toLowerCase()
    .replace(/^\s+/, '')
    .replace(/^\/\s+/, '/');

/** The pay period right after an amount ("an hour", "/wk", "al mes"), in normalized text. */
export function payPeriodAfter(text: string): RatePeriod | undefined {
  const rest = tidy(text);
  const found = periodPhrases.find(([phrase]) => rest.startsWith(phrase) && !isWordChar(rest[phrase.length]));
  return found?.[1];
}

/**
 * How many characters of `text` (what follows an amount) its pay period takes, with a money word
 * before it ("30 dollars a day" gives " dollars a day"), or 0 without one: the period of an amount
 * is no span of time (decision 0302).
 */
export function payPeriodLengthAfter(text: string): number {
  const lower = text.toLowerCase();
  const lead = /^\s*(?:(?:dollars|dollar|bucks|usd|dolares)\s+)?/.exec(lower)?.[0].length ?? 0;
  const rest = lower.slice(lead);
  const found = periodPhrases.find(([phrase]) => rest.startsWith(phrase) && !isWordChar(rest[phrase.length]));
  return found ? lead + found[0].length : 0;
}

/**
 * Words after a number that make it pay, not a year ("1900/wk", "2000 a month", "biweekly"); a
 * period that turns into a time ("2019 a day after my birthday") does not, nor a yearly one.
 */
export function saysPayAfterYear(text: string): boolean {
  const rest = tidy(text);
  if (openingPhrase(rest, lexicon.unkept)) return true;
  const period = periodPhrases.find(
    ([phrase]) => rest.startsWith(phrase) && !isWordChar(rest[phrase.length]),
  );
  if (!period || period[1] === 'year') return false;
  const after = rest.slice(period[0].length).replace(/^[\s,]+/, '');
  const time = openingPhrase(after, lexicon.timeAfter);
  if (time === undefined) return true;
  // "1950 a week before taxes": pay, told with what comes off it.
  return openingPhrase(after.slice(time.length).replace(/^\s+/, ''), lexicon.taxes) !== undefined;
}

/** Words right before a number that say it is a year ("in 2019", "desde 2020"). */
export function saysYearBefore(text: string): boolean {
  const before = text.toLowerCase().replace(/\s+$/, '');
  return lexicon.yearLeads.some(
    (lead) => before.endsWith(lead) && !isWordChar(before[before.length - lead.length - 1]),
  );
}
