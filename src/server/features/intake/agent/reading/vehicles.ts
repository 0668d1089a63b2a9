import { z } from 'zod';

import vehiclesFile from './lexicons/vehicles.json' with { type: 'json' };

/**
 * A vehicle named with its model year (decision 0271): "a 2012 ford focus", "my 09 tacoma",
 * "the 2021 rav4", "mi corolla 2015", "un nissan del 2018". The year is the vehicle's: never an
 * amount of money, never a date of the story. The makes, models and words are data
 * (lexicons/vehicles.json); this module only says where a number sits among them.
 */
const phrases = z.array(z.string().min(1)).min(1);
const perLanguage = z.object({ en: phrases, es: phrases });
const vehicles = z
  .object({
    $comment: z.string(),
    makes: phrases,
    models: phrases,
    everydayModels: phrases,
    kinds: perLanguage,
    between: perLanguage,
    yearJoiners: perLanguage,
    amountLinks: perLanguage,
  })
  .parse(vehiclesFile);

/** Lexicon entries as word lists, longest first so "grand cherokee" wins over "cherokee". */
const asWords = (entries: readonly string[]): string[][] =>
  entries.map((entry) => entry.split(' ')).sort((a, b) => b.length - a.length);

const makes = asWords(vehicles.makes);
const models = asWords(vehicles.models);
const everyday = asWords([...vehicles.everydayModels, ...vehicles.kinds.en, ...vehicles.kinds.es]);
const between = new Set([...vehicles.between.en, ...vehicles.between.es]);
const joiners = new Set([...vehicles.yearJoiners.en, ...vehicles.yearJoiners.es]);
const amountLinks = new Set([...vehicles.amountLinks.en, ...vehicles.amountLinks.es]);

/** Words as the lexicon writes them: lower case, no accents, marks and hyphens read as spaces. */
const wordsIn = (text: string): string[] =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** How many words of `words` from `at` one of `entries` spans, or 0. */
function entryAt(words: readonly string[], at: number, entries: readonly string[][]): number {
  const found = entries.find((entry) => entry.every((part, offset) => words[at + offset] === part));
  return found?.length ?? 0;
}

/** How many words from `at` name a vehicle a year of this shape may stand before. */
function vehicleAt(words: readonly string[], at: number, isSure: boolean): number {
  const make = entryAt(words, at, makes);
  if (make > 0) return make + (entryAt(words, at + make, models) || entryAt(words, at + make, everyday));
  return entryAt(words, at, models) || (isSure ? entryAt(words, at, everyday) : 0);
}

/**
 * Whether `words` end with a vehicle: a make, a make and its model, or a model; with a joiner
 * after it ("una troca del 2012"), a vehicle's kind or an everyday model too.
 */
function endsWithVehicle(words: readonly string[], isJoined: boolean): boolean {
  for (let start = Math.max(0, words.length - 4); start < words.length; start += 1) {
    const make = entryAt(words, start, makes);
    const model = make > 0 ? vehicleAt(words, start, true) : entryAt(words, start, models);
    const other = isJoined && make === 0 ? entryAt(words, start, everyday) : 0;
    if ([make, model, other].some((length) => length > 0 && start + length === words.length)) return true;
  }
  return false;
}

const earliestModelYear = 1950;

/**
 * Whether the number at `start`–`end` of `text` is a vehicle's model year: four digits of a year
 * (or two, "09", "'09", "98") right before a make, a model or a vehicle's kind, with at most a
 * colour or "old" between; or four digits right after a make or a model, joined by "del" or
 * "modelo", or with no word of an amount after them ("mi corolla 2015 quedó", not "my honda
 * 2000 in damage"). `latestYear` bounds a four-digit year.
 */
export function isVehicleYear(text: string, start: number, end: number, latestYear: number): boolean {
  const digits = text.slice(start, end);
  if (!/^\d{2}$|^\d{4}$/.test(digits)) return false;
  const value = Number(digits);
  const isFourDigits = digits.length === 4;
  if (isFourDigits && (value < earliestModelYear || value > latestYear)) return false;
  // "09", "'09": written as a year; "98" only before a make or a distinctive model.
  const isWrittenAsYear = isFourDigits || digits.startsWith('0') || /['’]\s*$/.test(text.slice(0, start));
  const after = wordsIn(text.slice(end, end + 60));
  if (vehicleAt(after, 0, isWrittenAsYear) > 0) return true;
  if (isWrittenAsYear && between.has(after[0] ?? '') && vehicleAt(after, 1, isWrittenAsYear) > 0) return true;
  if (!isFourDigits) return false;
  let before = wordsIn(text.slice(Math.max(0, start - 60), start));
  const isJoined = joiners.has(before.at(-1) ?? '');
  if (isJoined) before = before.slice(0, -1);
  else if (amountLinks.has(after[0] ?? '')) return false;
  return before.length > 0 && endsWithVehicle(before, isJoined);
}
