import nlp from 'compromise';

import type { Language } from '../../../../../contracts/case-record';

import { saysPayAfterYear, saysYearBefore } from './pay-periods';
import separatorsFile from './lexicons/number-separators.json' with { type: 'json' };
import { rememberRecent, same } from './recent-results';
import storeValueFile from './lexicons/store-value.json' with { type: 'json' };
import { escapeRegExp } from './text';
import { isVehicleYear } from './vehicles';

/**
 * Numbers and amounts of money in plain (normalized) text, with their hedges: "about 9000",
 * "like 3 grand", "$12k-ish", split limits "50/100" and "25k/50k", number words ("six
 * hundred dollars", "dos mil"). What an amount is FOR is decided by the fact readers from
 * the words around it; this module only finds amounts and what kind of number each is.
 */

export interface NumberWords {
  /** Units words: 1–20, tens, and words like "a couple". */
  units: Record<string, number>;
  /** Multipliers: hundred, thousand, grand, k, million ("mil" is a thousand in Spanish). */
  magnitudes: Record<string, number>;
  /** Words that say "this is money" after a number. */
  currency: readonly string[];
  /** Words that make an amount approximate. */
  hedges: readonly string[];
  /** Words after a number that say it is NOT money (weeks, stitches, steps, percent). */
  nonMoneyUnits: readonly string[];
}

export interface AmountMention {
  /** In dollars. For split limits, the per-person figure. */
  value: number;
  split?: { perPerson: number; perAccident: number };
  /** Written with $, a currency word or a money unit (k, grand, mil). */
  isMoneyShaped: boolean;
  isHedged: boolean;
  /** Looks like a year (2019), an age, a time or a percentage: never money. */
  isNotMoney: boolean;
  /**
   * Not money only because it is shaped like a year (1900 to ten years ahead, no $, no comma):
   * the fact readers may still read it as money by its words ("the bill was 2000"; decision 0268).
   */
  isYearShaped: boolean;
  start: number;
  end: number;
  /** The text `start` and `end` point into (number words already written as digits). */
  source: string;
}

const thousandsOrPlain = String.raw`\d{1,3}(?:,\d{3})+|\d+`;

const englishNumberWord =
  /\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand)\b/;

/**
 * Rewrites English number words as digits ("six hundred dollars" → "600 dollars"), one
 * sentence piece at a time: compromise drops the units of a number that ends a sentence
 * ("sixty seven." came back as "60."), so the punctuation is kept out of what it reads.
 */
function digitsForEnglishWords(plain: string): string {
  if (!englishNumberWord.test(plain)) return plain;
  return recentEnglishDigits(plain);
}

/** compromise's tagger once per text: the same clause is asked for its numbers by many facts (decision 0384). */
const recentEnglishDigits = rememberRecent((plain: string) => englishWordsAsDigits(plain), same);

function englishWordsAsDigits(plain: string): string {
  return plain
    .split(/([.!?;,]+(?:\s+|$))/)
    .map((piece) => {
      if (!englishNumberWord.test(piece)) return piece;
      const lead = /^\s*/.exec(piece)![0];
      const trail = /\s*$/.exec(piece)![0];
      const doc = nlp(piece.trim());
      doc.numbers().toNumber();
      return `${lead}${doc.text().toLowerCase()}${trail}`;
    })
    .join('');
}

function wordNumberValue(words: string[], table: NumberWords): number | undefined {
  let total = 0;
  let current = 0;
  let seen = false;
  for (const word of words) {
    const unit = table.units[word];
    const magnitude = table.magnitudes[word];
    if (unit !== undefined) {
      current += unit;
      seen = true;
    } else if (magnitude !== undefined) {
      current = (current || 1) * magnitude;
      if (magnitude >= 1000) {
        total += current;
        current = 0;
      }
      seen = true;
    } else if (word === 'y' || word === 'and') {
      continue;
    } else {
      return undefined;
    }
  }
  return seen ? total + current : undefined;
}

/** A table's run of number words, compiled once per table, not on every call (decision 0384). */
const numberRuns = new WeakMap<NumberWords, RegExp>();
function numberRunOf(table: NumberWords): RegExp {
  let run = numberRuns.get(table);
  if (!run) {
    const vocabulary = [...Object.keys(table.units), ...Object.keys(table.magnitudes)]
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join('|');
    run = new RegExp(`(?<![\\p{L}\\d])(?:(?:${vocabulary})(?:\\s+(?:y\\s+)?)?)+(?![\\p{L}\\d])`, 'gu');
    numberRuns.set(table, run);
  }
  return run;
}

/** Number words as digits ("dos mil" → "2000", "sixty seven" → "67"). */
export function digitsForWords(plain: string, language: Language, table: NumberWords): string {
  if (language === 'en') return digitsForEnglishWords(plain);
  return plain.replace(numberRunOf(table), (match) => {
    const words = match.trim().split(/\s+/);
    // "mil" alone after a digit ("87 mil") is handled as a unit by findAmounts.
    if (words.length === 1 && table.magnitudes[words[0]!] !== undefined) return match;
    const value = wordNumberValue(words, table);
    return value === undefined ? match : `${value}${/\s$/.test(match) ? ' ' : ''}`;
  });
}

/**
 * "a $10 credit in the app", "$25 gift card", "un cupón de 20 dólares": value in a store or an
 * app, which pays no bill and settles no claim (decision 0199). Both languages' words at once:
 * Spanglish writes either.
 */
const storeValueWords = {
  after: [...storeValueFile.en.after, ...storeValueFile.es.after],
  before: [...storeValueFile.en.before, ...storeValueFile.es.before],
};
const anyPhrase = (phrases: readonly string[]) =>
  [...new Set(phrases)]
    .sort((a, b) => b.length - a.length)
    .map((phrase) => escapeRegExp(phrase).replace(/ /g, '\\s+'))
    .join('|');
const storeValueAfter = new RegExp(
  `^\\s*(?:[\\p{L}'-]+\\s+){0,2}?(?:${anyPhrase(storeValueWords.after)})(?![\\p{L}\\d])`,
  'u',
);
const storeValueBefore = new RegExp(
  `(?<![\\p{L}\\d])(?:${anyPhrase(storeValueWords.before)})\\s+(?:an?\\s+|un\\s+|like\\s+|about\\s+|como\\s+)?$`,
  'u',
);

/**
 * Every number in the text, read as a possible amount of money. Callers decide the role;
 * a bare number is money only where the words around it are about money.
 */
/**
 * The latest number read as a year: a few years ahead for care planned or a date misremembered,
 * not 2100 ("missed 3 weeks so like 2100" is pay). Decision 0248.
 */
const latestYear = new Date().getUTCFullYear() + 10;
/** The latest model year a vehicle on the road has: next year's models are sold this year. */
const latestModelYear = new Date().getUTCFullYear() + 1;

/**
 * A dot that separates thousands written as the comma that does ("45.000" → "45,000"), so every
 * reader after it sees one form and the offsets stay the same (decision 0372): in a language
 * whose numbers put the dot there (Spanish), a dot followed by exactly three digits and no more;
 * in English only before a Spanish money word ("45.000 dolares"). "1.5 mil", "$12.50", an
 * address or a phone number ("192.168.1.1", "555.201.3344") keep their dots.
 */
const dottedThousands = /(?<![\d.,])(\d{1,3}(?:\.\d{3})+)(?![\d]|[.,]\d)/g;
// "8.450,75", "12,50": thousands by dots and cents after a comma, the Spanish way (decision 0392).
const commaCents = /(?<![\d.,])(\d{1,3}(?:\.\d{3})*),(\d{1,2})(?![\d]|[.,]\d)/g;
export function commasForDottedThousands(text: string, language: Language): string {
  const rules = separatorsFile[language];
  const moneyAfter = new RegExp(`^\\s*(?:${anyPhrase(rules.dotThousandsBefore)})(?![\\p{L}])`, 'u');
  // The cents first, swapped with the separators so the offsets stay: "8.450,75" → "8,450.75".
  const withCents = rules.dotThousands
    ? text.replace(commaCents, (match) => match.replace(/[.,]/g, (mark) => (mark === '.' ? ',' : '.')))
    : text;
  // "$1.400 a week", "$22.000": after a currency sign, a dot before three digits is never the
  // cents (they have two), in any language (decision 0395).
  return withCents.replace(dottedThousands, (match, _number, offset: number) =>
    rules.dotThousands ||
    /\$\s*$/.test(withCents.slice(Math.max(0, offset - 2), offset)) ||
    (rules.dotThousandsBefore.length > 0 && moneyAfter.test(text.slice(offset + match.length)))
      ? match.replace(/\./g, ',')
      : match,
  );
}

export function findAmounts(plain: string, language: Language, table: NumberWords): AmountMention[] {
  const text = commasForDottedThousands(digitsForWords(plain, language, table), language);
  const magnitudes = Object.keys(table.magnitudes)
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|');
  const currency = table.currency.map(escapeRegExp).join('|');
  const hedges = table.hedges.map(escapeRegExp).join('|');
  const nonMoney = table.nonMoneyUnits.map(escapeRegExp).join('|');
  const mentions: AmountMention[] = [];
  const taken: [number, number][] = [];
  const overlaps = (start: number, end: number) => taken.some(([a, b]) => start < b && end > a);

  // Split limits first: "50/100", "25k/50k", "100/300/50", "$50,000/$100,000".
  // (Words that put a date next: DATE_LEAD, below.)
  const split = new RegExp(
    String.raw`(\$\s?)?(${thousandsOrPlain})(?:\.\d+)?\s?(k)?\s?\/\s?\$?\s?(${thousandsOrPlain})\s?(k)?(?:\s?\/\s?\$?\s?(?:${thousandsOrPlain})\s?k?)?(?![\d/])`,
    'g',
  );
  for (const match of text.matchAll(split)) {
    const first = Number(match[2]!.replace(/,/g, ''));
    const second = Number(match[4]!.replace(/,/g, ''));
    // A date (8/22) or a fraction, not limits: limits grow left to right and are round.
    const looksLikeLimits = second > first && (first % 5 === 0 || first >= 1000) && second % 5 === 0;
    if (!looksLikeLimits) continue;
    // A month and day said as one ("stopped on 10/20", "10/20/2026", "03/03 to 05/10") is a date.
    if (!match[1] && !match[3] && !match[5] && first >= 1 && first <= 12 && second <= 31) {
      const before = text.slice(Math.max(0, match.index - 12), match.index);
      const after = text.slice(match.index + match[0].length);
      if (
        DATE_LEAD.test(before) ||
        /\/\s?(19|20)\d\d\b/.test(match[0]) ||
        /^\/\d/.test(after) ||
        /^\s*(to|through|thru|until|till|-|al|hasta)\s+\d{1,2}\/\d{1,2}\b/.test(after)
      )
        continue;
    }
    const scale = (value: number, unit: string | undefined) => (unit || value < 1000 ? value * 1000 : value);
    const perPerson = scale(first, match[3]);
    const perAccident = scale(second, match[5]);
    const start = match.index;
    const end = start + match[0].length;
    taken.push([start, end]);
    mentions.push({
      value: perPerson,
      split: { perPerson, perAccident },
      isMoneyShaped: true,
      isHedged: false,
      isNotMoney: false,
      isYearShaped: false,
      start,
      end,
      source: text,
    });
  }

  const amount = new RegExp(
    String.raw`(?<hedge>(?:${hedges})\s+)?(?<dollar>\$\s?)?(?<number>${thousandsOrPlain})(?<decimals>\.\d+)?(?:\s?(?<magnitude>${magnitudes})(?![\p{L}]))?(?<ish>\s?-?\s?ish)?(?:\s+(?<currency>${currency}))?(?:\s+(?:extra|more|full|whole|straight|long|short|mas)?\s*(?<after>(?:${nonMoney})(?![\p{L}])|%))?`,
    'gu',
  );
  for (const match of text.matchAll(amount)) {
    const groups = match.groups ?? {};
    const start = match.index + (groups.hedge?.length ?? 0);
    const end = match.index + match[0].length;
    if (overlaps(start, end)) continue;
    const before = text.slice(Math.max(0, start - 12), start);
    const afterText = text.slice(end, end + 3);
    // Part of a word or code ("L5", "18650w", "26BU004417", "260903-0447"), a time or a date.
    if (/[\p{L}\d-]$/u.test(before) && !groups.dollar) continue;
    if (/^[\p{L}\d]/u.test(afterText) && !groups.magnitude && !groups.currency) continue;
    if (/^[-:/]\d/.test(afterText) || /\d[-:/]$/.test(before)) continue;
    let value = Number(`${groups.number!.replace(/,/g, '')}${groups.decimals ?? ''}`);
    const magnitude = groups.magnitude ? (table.magnitudes[groups.magnitude] ?? 1) : 1;
    value *= magnitude;
    const rawNumber = Number(groups.number!.replace(/,/g, ''));
    // "2,000" written with its comma is an amount, never a year.
    const isYear =
      !groups.dollar &&
      !groups.magnitude &&
      // "2000 dollars" names its currency: money, not a year; so does a pay period ("1900/wk"),
      // unless it turns into a time ("2019 a day after my birthday") or a year is said before
      // ("since 2019"): a year is never pay (decision 0196).
      !groups.currency &&
      (!saysPayAfterYear(text.slice(end, end + 32)) ||
        saysYearBefore(text.slice(Math.max(0, start - 16), start))) &&
      !groups.number!.includes(',') &&
      rawNumber >= 1900 &&
      rawNumber <= latestYear &&
      !groups.decimals;
    const isOrdinal = /^(st|nd|rd|th)\b/.test(afterText);
    // "March 10", "16 de febrero": a day of a month, not money.
    // "maybe 250" is no day of May: a day is 31 at most, and the month a whole word.
    const isDayOfMonth =
      !groups.dollar &&
      rawNumber <= 31 &&
      (/\b(jan(uary)?|feb(ruary)?|mar(ch)?|apr(il)?|may|june?|july?|aug(ust)?|sept?(ember)?|oct(ober)?|nov(ember)?|dec(ember)?)\.?\s+$/.test(
        text.slice(Math.max(0, start - 12), start),
      ) ||
        /^\s+de\s+(enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)\b/.test(
          text.slice(end, end + 16),
        ));
    // "a 2012 ford focus", "my 09 tacoma": a vehicle's model year, never money (decision 0271).
    const isVehicle =
      !groups.dollar &&
      !groups.magnitude &&
      !groups.currency &&
      !groups.decimals &&
      !groups.hedge &&
      isVehicleYear(text, start, end, latestModelYear);
    // "in december 2025", "march of 2024", "march 3, 2025", "el 10 de diciembre de 2025": the
    // year of a date, never money, whatever was asked (decision 0359).
    const isYearOfDate =
      isYear && !groups.hedge && monthBeforeYear.test(text.slice(Math.max(0, start - 40), start));
    const isNotMoneyOtherwise =
      isYearOfDate ||
      isVehicle ||
      (Boolean(groups.after) && !(groups.dollar && /^(of|de)\s/.test(groups.after!))) ||
      isOrdinal ||
      isDayOfMonth ||
      storeValueAfter.test(text.slice(end, end + 40)) ||
      storeValueBefore.test(text.slice(Math.max(0, match.index - 30), match.index));
    mentions.push({
      value,
      isMoneyShaped: Boolean(groups.dollar || groups.currency || (groups.magnitude && magnitude >= 1000)),
      isHedged: Boolean(groups.hedge || groups.ish),
      // "3 of them" counts; "$900 of them" is money paid toward them.
      isNotMoney: isYear || isNotMoneyOtherwise,
      isYearShaped: isYear && !isNotMoneyOtherwise,
      start,
      end,
      source: text,
    });
  }
  return mentions.sort((a, b) => a.start - b.start);
}

/** A count with its unit ("4 weeks", "3 semanas", "2 months") in days, for time missed and gaps. */
export function findDurationsInDays(
  plain: string,
  language: Language,
  table: NumberWords,
  unitsInDays: Record<string, number>,
): { days: number; count: number; unit: string; start: number; end: number }[] {
  const text = digitsForWords(plain, language, table);
  const units = Object.keys(unitsInDays)
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|');
  const pattern = new RegExp(
    // "3 12-hour shifts": the length of each shift may stand between the count and its unit (decision 0422).
    String.raw`(\d+(?:\.\d+)?|a|an|un|una)\s+(?:more\s+|extra\s+|mas\s+)?(?:\d{1,2}[- ]?(?:hour|hr|hora)s?[- ]?\s*)?(${units})\b`,
    'g',
  );
  return [...text.matchAll(pattern)].map((match) => {
    const count = /^\d/.test(match[1]!) ? Number(match[1]) : 1;
    return {
      days: Math.round(count * (unitsInDays[match[2]!] ?? 1)),
      count,
      unit: match[2]!,
      start: match.index,
      end: match.index + match[0].length,
    };
  });
}

/**
 * The hours of a working day said with a schedule: "10 hours a day", "12-hour shifts", "turnos de
 * 10 horas", "trabajo 9 horas al día" (decision 0196). Undefined when none is said, or past 24.
 */
export function hoursPerDay(plain: string, language: Language, table: NumberWords): number | undefined {
  const text = digitsForWords(plain, language, table);
  const found =
    /\b(\d{1,2})\s*(?:hours?|hrs?|horas?)\s+(?:(?:a|per|each|every|al|por|cada)\s+(?:day|dia|shift|turno|night|noche)|diarias|daily)\b/.exec(
      text,
    ) ??
    /\b(\d{1,2})[- ]?(?:hour|hr|hora)s?\s+(?:shifts?|days?|turnos?|dias?)\b/.exec(text) ??
    /\b(?:turnos?|jornadas?|shifts?|dias?) de (\d{1,2})\s*(?:horas?|hrs?)\b/.exec(text) ??
    // "my shifts are 12 hours", "los turnos son de 10 horas" (decision 0422).
    /\b(?:turnos?|jornadas?|shifts?|days?|dias?) (?:are|were|is|was|run|last|son|eran|es|era)(?: (?:about|around|like|usually|de|como|unas))* (\d{1,2})\s*(?:hours?|hrs?|horas?)\b/.exec(
      text,
    );
  const hours = found ? Number(found[1]) : undefined;
  return hours !== undefined && hours > 0 && hours <= 24 ? hours : undefined;
}

/**
 * The hours of a working week said with a schedule: "20 hours a week", "40 hrs per week", "30
 * horas a la semana", or shifts a week times the hours of a shift ("3 twelve-hour shifts a
 * week"; decision 0234). Undefined when none is said, or past 100.
 */
export function hoursPerWeek(plain: string, language: Language, table: NumberWords): number | undefined {
  const text = digitsForWords(plain, language, table);
  const said =
    /\b(\d{1,3})\s*(?:hours?|hrs?|horas?)\s+(?:a|per|each|every|al|por|cada|a la)\s+(?:week|wk|semana)\b/.exec(
      text,
    ) ?? /\b(\d{1,3})[- ]?(?:hour|hr|hora)s?\s+(?:work ?)?weeks?\b/.exec(text);
  let hours = said ? Number(said[1]) : undefined;
  if (hours === undefined) {
    const shifts =
      /\b(\d)\s+(?:[\w-]+\s+){0,2}(?:shifts?|turnos?|days?|dias?)\s+(?:a|per|each|every|al|por|cada|a la)\s+(?:week|wk|semana)\b/.exec(
        text,
      );
    const day = hoursPerDay(plain, language, table);
    if (shifts && day !== undefined) hours = Number(shifts[1]) * day;
  }
  return hours !== undefined && hours > 0 && hours <= 100 ? hours : undefined;
}

/** Digits in a count phrase ("I'm 41", "Tengo 38 años"), with number words read. */
export function firstNumber(plain: string, language: Language, table: NumberWords): number | undefined {
  const text = digitsForWords(plain, language, table);
  const match = /(?<![\d.,/-])(\d{1,3})(?!\d|[.,]\d|\/|-|\s?%)/.exec(text);
  return match ? Number(match[1]) : undefined;
}

/** The names of the months, both languages at once (Spanglish), with their short forms. */
const monthName = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)`;
/**
 * What stands before the year of a date: a month ("december 2025", "march of 2024", "diciembre
 * de 2025", "dec. 2025"), or a month and its day ("march 3, 2025", "march 3rd of 2025").
 */
const monthBeforeYear = new RegExp(
  String.raw`\b${monthName}\.?(?:\s+\d{1,2}(?:st|nd|rd|th)?)?\s*,?\s+(?:(?:of|de|del)\s+)?$`,
);

/** Words right before a month/day that make it a date, never split limits: dating prepositions and the verbs that start or end something (en, es). */
const DATE_LEAD =
  /\b(on|since|from|to|until|till|through|thru|by|before|after|date|dated|ended|stopped|started|began|happened|returned|el|desde|hasta|del|al|dia)\s*$/;
