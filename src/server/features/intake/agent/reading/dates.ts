import * as chrono from 'chrono-node';

import type { DatePrecision, DateValue, Language } from '../../../../../contracts/case-record';

import { escapeRegExp, normalize } from './text';

/**
 * Dates in what a visitor types, each with how precisely it is known: chrono-node (English
 * and Spanish parsers) for the calendar, our own rules for what chrono leaves out: the year
 * of a date given without one (the latest that is not in the future), seasons ("last
 * spring"), holidays ("the week after Easter"), a year alone ("back in 2019"). A date
 * relative to another event ("3 weeks later") is not a calendar date and is skipped.
 */

export interface DateWords {
  /** Season names → season. */
  seasons: Record<string, Season>;
  /** "last", "pasada": the most recent one that has ended. */
  lastWords: readonly string[];
  /**
   * Season names that are everyday words too ("fall", "spring"): a season only after one of
   * `seasonLeads` ("in the fall", "early spring"), with "last", or with a year (decision 0171).
   */
  everydaySeasons: readonly string[];
  seasonLeads: readonly string[];
  /** Words that make a date relative to another event, not to today ("later", "después"). */
  relativeToEvent: readonly string[];
  /** Holiday names → how to find the day in a year. */
  holidays: Record<string, Holiday>;
  /** "week after", "semana después de": a week-precision span after a holiday. */
  weekAfter: readonly string[];
  weekBefore: readonly string[];
  /** Weekday names → 0 (Sunday) … 6, for "the Wednesday after Easter". */
  weekdays: Record<string, number>;
  /** "year", "año", for "in 2024" / "en 2024". */
  yearIntro: readonly string[];
  /**
   * A year said by how far back it is ("last year" → 1, "this year" → 0, "del año pasado"),
   * which dates a month or a day said right before it ("June of last year", decision 0199).
   */
  yearsBack: Record<string, number>;
  /**
   * A month said by how far back it is ("this month" → 0, "last month" → 1, "el mes pasado"), which
   * dates a day of the month said right before it ("the 3rd of this month", decision 0355).
   */
  monthsBack: Record<string, number>;
  /** "of", "de", "del": the word that may join a month to the year after it. */
  yearJoiners: readonly string[];
  /**
   * "hace como 3 semanas", "3 weeks back": a span of time before today, for what chrono's
   * parser of the language leaves out. Lead words come before the count, trail words after.
   */
  ago: {
    leads: readonly string[];
    trails: readonly string[];
    hedges: readonly string[];
    counts: Record<string, number>;
    units: Record<string, 'day' | 'week' | 'month' | 'year'>;
  };
  /** "a tuesday", "un martes": some such day, not the most recent one. */
  indefinite: readonly string[];
  /**
   * "pays me 2/3", "covers 1/2", "2/3 of the bills", "paga 2/3": words right before or after a
   * bare N/M that make it a share of something, not a day (decision 0220).
   */
  shares?: { before: readonly string[]; after: readonly string[] };
}

export type Season = 'spring' | 'summer' | 'fall' | 'winter';
export type Holiday =
  | 'easter'
  | 'christmas'
  | 'christmas_eve'
  | 'new_year'
  | 'new_years_eve'
  | 'independence_day'
  | 'thanksgiving'
  | 'memorial_day'
  | 'labor_day'
  | 'halloween'
  | 'valentines'
  | 'holy_week';

export interface DateMention {
  value: DateValue;
  start: number;
  end: number;
  /** The words the date was read from. */
  text: string;
}

const pad = (value: number) => String(value).padStart(2, '0');
const iso = (date: Date) =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day));
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);
const lastDayOfMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

function span(from: Date, to: Date, precision: DatePrecision): DateValue {
  return { from: iso(from), to: iso(to), precision };
}

/** Easter Sunday (Anonymous Gregorian algorithm). */
export function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return utc(year, month, day);
}

function nthWeekday(year: number, month: number, weekday: number, nth: number): Date {
  const first = utc(year, month, 1);
  const offset = (weekday - first.getUTCDay() + 7) % 7;
  return utc(year, month, 1 + offset + (nth - 1) * 7);
}

function lastWeekday(year: number, month: number, weekday: number): Date {
  const last = utc(year, month, lastDayOfMonth(year, month));
  return addDays(last, -((last.getUTCDay() - weekday + 7) % 7));
}

function holidayIn(holiday: Holiday, year: number): Date {
  switch (holiday) {
    case 'easter':
      return easterSunday(year);
    case 'holy_week':
      return addDays(easterSunday(year), -7);
    case 'christmas':
      return utc(year, 12, 25);
    case 'christmas_eve':
      return utc(year, 12, 24);
    case 'new_year':
      return utc(year, 1, 1);
    case 'new_years_eve':
      return utc(year, 12, 31);
    case 'independence_day':
      return utc(year, 7, 4);
    case 'thanksgiving':
      return nthWeekday(year, 11, 4, 4);
    case 'memorial_day':
      return lastWeekday(year, 5, 1);
    case 'labor_day':
      return nthWeekday(year, 9, 1, 1);
    case 'halloween':
      return utc(year, 10, 31);
    case 'valentines':
      return utc(year, 2, 14);
  }
}

/** The latest year in which `make(year)` is not after today. */
function latestNotAfter(today: Date, make: (year: number) => Date): Date {
  const year = today.getUTCFullYear();
  const candidate = make(year);
  return candidate.getTime() <= today.getTime() ? candidate : make(year - 1);
}

const seasonSpans: Record<Season, { from: [number, number]; to: [number, number]; crossesYear?: boolean }> = {
  spring: { from: [3, 20], to: [6, 20] },
  summer: { from: [6, 21], to: [9, 22] },
  fall: { from: [9, 23], to: [12, 20] },
  winter: { from: [12, 21], to: [3, 19], crossesYear: true },
};

function seasonIn(season: Season, startYear: number): { from: Date; to: Date } {
  const spec = seasonSpans[season];
  return {
    from: utc(startYear, spec.from[0], spec.from[1]),
    to: utc(spec.crossesYear ? startYear + 1 : startYear, spec.to[0], spec.to[1]),
  };
}

/** The season's most recent occurrence: one that has ended ("last spring") or at least begun. */
function recentSeason(season: Season, today: Date, mustHaveEnded: boolean): { from: Date; to: Date } {
  for (let year = today.getUTCFullYear(); year > today.getUTCFullYear() - 3; year -= 1) {
    const candidate = seasonIn(season, year);
    const limit = mustHaveEnded ? candidate.to : candidate.from;
    if (limit.getTime() < today.getTime()) return candidate;
  }
  return seasonIn(season, today.getUTCFullYear() - 1);
}

/** "next friday", "el próximo lunes": a day still to come is never when it happened. */
const isFutureWeekday = /\b(next|coming|proximo|proxima|que viene)\b/;

/** A Spanish month's name (a closed list) and a day after it: "octubre 6", "sept. 14". */
const spanishMonthAndDay =
  /^(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre|ene|feb|mar|abr|jun|jul|ago|sep|sept|set|oct|nov|dic)\.?\s+(\d{1,2})(?![\d'])\b/;

function parserFor(language: Language): chrono.Chrono {
  return language === 'es' ? chrono.es.casual : chrono.en.casual;
}

/**
 * Every calendar date in the text, oldest reading first by position. `today` bounds the
 * past: nothing after it is returned. `context` is a date already known, whose month and
 * year complete a bare day ("actually it was the 14th").
 */
/** A bare "2/3" right after a word of paying ("pays me 2/3") or before "of" ("2/3 of it"): a share. */
function isShare(said: string, before: string, after: string, words: DateWords): boolean {
  if (!words.shares || !/^\d{1,2}\/\d{1,2}$/.test(said)) return false;
  const lastWords = before.trim().split(/\s+/).slice(-2);
  const nextWord = after.trim().split(/\s+/)[0] ?? '';
  return (
    lastWords.some((word) => words.shares!.before.includes(word.replace(/[^\p{L}]/gu, ''))) ||
    words.shares.after.includes(nextWord.replace(/[^\p{L}]/gu, ''))
  );
}

/**
 * The patterns findDates builds from a language's date words, compiled once per word list
 * instead of at every message (each was built and compiled anew on every call). Every one of
 * them depends only on the word list it is filed under; global ones are only given to
 * matchAll, which works on its own copy.
 */
const patternsOfWords = new WeakMap<DateWords, Map<string, RegExp>>();
function patternFor(words: DateWords, name: string, build: () => RegExp): RegExp {
  let patterns = patternsOfWords.get(words);
  if (!patterns) {
    patterns = new Map();
    patternsOfWords.set(words, patterns);
  }
  let pattern = patterns.get(name);
  if (!pattern) {
    pattern = build();
    patterns.set(name, pattern);
  }
  return pattern;
}

export function findDates(
  original: string,
  language: Language,
  today: Date,
  words: DateWords,
  context?: DateValue,
): DateMention[] {
  const plain = normalize(original);
  const mentions: DateMention[] = [];
  const taken: [number, number][] = [];
  const isTaken = (start: number, end: number) => taken.some(([a, b]) => start < b && end > a);
  const relativeToEvent = patternFor(
    words,
    'relativeToEvent',
    () => new RegExp(`\\b(${words.relativeToEvent.map(escapeRegExp).join('|')})\\b`),
  );
  const todayIso = iso(today);
  const indefinite = patternFor(
    words,
    'indefinite',
    () => new RegExp(`\\b(${words.indefinite.map(escapeRegExp).join('|')})\\s+$`),
  );

  // Holidays first: "the Wednesday after Easter", "the week after Easter", "Christmas Eve".
  const holidayNames = Object.keys(words.holidays).sort((a, b) => b.length - a.length);
  const weekdayNames = Object.keys(words.weekdays).join('|');
  const holidayPattern = patternFor(
    words,
    'holidayPattern',
    () =>
      new RegExp(
        `\\b(?:(?:the\\s+|el\\s+|la\\s+)?(?<weekday>${weekdayNames})\\s+(?:after|despues de(?:l)?|following)\\s+)?(?:(?:the\\s+|la\\s+)?(?<week>${[...words.weekAfter, ...words.weekBefore].map(escapeRegExp).join('|')})\\s+)?(?:the\\s+|el\\s+|la\\s+)?(?<holiday>${holidayNames.map(escapeRegExp).join('|')})(?<weekend>\\s+weekend|\\s+fin de semana)?(?![a-z0-9])`,
        'g',
      ),
  );
  for (const match of plain.matchAll(holidayPattern)) {
    const holiday = words.holidays[match.groups!.holiday!]!;
    const base = latestNotAfter(today, (year) => holidayIn(holiday, year));
    let value: DateValue;
    const weekday = match.groups!.weekday;
    const week = match.groups!.week;
    if (weekday) {
      const target = words.weekdays[weekday]!;
      const offset = (target - base.getUTCDay() + 7) % 7 || 7;
      value = span(addDays(base, offset), addDays(base, offset), 'day');
    } else if (week && words.weekAfter.includes(week)) {
      value = span(addDays(base, 1), addDays(base, 7), 'week');
    } else if (week) {
      value = span(addDays(base, -7), addDays(base, -1), 'week');
    } else if (match.groups!.weekend) {
      value = span(addDays(base, -2), addDays(base, 1), 'week');
    } else if (holiday === 'holy_week') {
      value = span(base, addDays(base, 6), 'week');
    } else {
      value = span(base, base, 'day');
    }
    if (value.from > todayIso) continue;
    taken.push([match.index, match.index + match[0].length]);
    mentions.push({ value, start: match.index, end: match.index + match[0].length, text: match[0] });
  }

  // Seasons: "last spring", "in the summer", "la primavera pasada".
  const seasonNames = Object.keys(words.seasons).sort((a, b) => b.length - a.length);
  const last = words.lastWords.map(escapeRegExp).join('|');
  const seasonPattern = patternFor(
    words,
    'seasonPattern',
    () =>
      new RegExp(
        `(?:(?<lastBefore>${last})\\s+)?(?:the\\s+|la\\s+|el\\s+|en\\s+)?(?<season>${seasonNames.map(escapeRegExp).join('|')})(?:\\s+(?<lastAfter>${last}))?(?:\\s+(?:of\\s+|de\\s+)?(?<year>(?:19|20)\\d\\d))?`,
        'g',
      ),
  );
  for (const match of plain.matchAll(seasonPattern)) {
    const start = match.index;
    const end = start + match[0].length;
    if (isTaken(start, end)) continue;
    // A season is a whole word ("fallen", "springs" are not), and "I didn't fall" tells no time.
    if (/[\p{L}\d]/u.test(plain[start - 1] ?? '') || /[\p{L}\d]/u.test(plain[end] ?? '')) continue;
    const named = match.groups!.season!;
    if (
      words.everydaySeasons.includes(named) &&
      !match.groups!.lastBefore &&
      !match.groups!.lastAfter &&
      !match.groups!.year
    ) {
      const before = plain.slice(0, start).trimEnd().split(/\s+/).slice(-2);
      if (!before.some((word) => words.seasonLeads.includes(word))) continue;
    }
    const season = words.seasons[match.groups!.season!]!;
    const year = match.groups!.year ? Number(match.groups!.year) : undefined;
    const isLast = Boolean(match.groups!.lastBefore || match.groups!.lastAfter);
    const found = year ? seasonIn(season, year) : recentSeason(season, today, isLast);
    const to = found.to.getTime() > today.getTime() ? today : found.to;
    taken.push([start, end]);
    mentions.push({ value: span(found.from, to, 'season'), start, end, text: match[0] });
  }

  // A span of time before today that chrono does not read: "hace como 3 semanas".
  const agoWords = words.ago;
  const alternatives = (list: readonly string[]) => list.map(escapeRegExp).join('|');
  const countWords = alternatives(Object.keys(agoWords.counts));
  const unitWords = alternatives(Object.keys(agoWords.units).sort((a, b) => b.length - a.length));
  const hedge = agoWords.hedges.length ? `(?:(?:${alternatives(agoWords.hedges)})\\s+)?` : '';
  const count = `(?<count>\\d{1,3}${countWords ? `|${countWords}` : ''})`;
  const agoPatterns = [
    agoWords.leads.length
      ? `\\b(?:${alternatives(agoWords.leads)})\\s+${hedge}${count}\\s+(?<unit>${unitWords})\\b`
      : null,
    agoWords.trails.length
      ? `\\b${hedge}${count}\\s+(?<unit>${unitWords})\\s+(?:${alternatives(agoWords.trails)})\\b`
      : null,
  ].filter((pattern): pattern is string => pattern !== null);
  for (const pattern of agoPatterns) {
    for (const match of plain.matchAll(patternFor(words, `ago ${pattern}`, () => new RegExp(pattern, 'g')))) {
      const start = match.index;
      const end = start + match[0].length;
      if (isTaken(start, end)) continue;
      const amount = /^\d/.test(match.groups!.count!)
        ? Number(match.groups!.count)
        : agoWords.counts[match.groups!.count!]!;
      const unit = agoWords.units[match.groups!.unit!]!;
      const back = { day: 1, week: 7, month: 30, year: 365 }[unit] * amount;
      const center = addDays(utc(today.getUTCFullYear(), today.getUTCMonth() + 1, today.getUTCDate()), -back);
      const half = { day: 0, week: 3, month: 15, year: 182 }[unit];
      const to = addDays(center, half);
      const value = span(
        addDays(center, -half),
        to.getTime() > today.getTime() ? today : to,
        unit === 'day' ? 'day' : unit,
      );
      taken.push([start, end]);
      mentions.push({ value, start, end, text: match[0] });
    }
  }

  // Weekdays said relative to today, which chrono reads unevenly: "el viernes pasado", "last
  // friday", "the monday before last", "2 saturdays ago", "el lunes", and "this morning".
  const todayDate = utc(today.getUTCFullYear(), today.getUTCMonth() + 1, today.getUTCDate());
  const weekdayAlternatives = Object.keys(words.weekdays)
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|');
  const lastWords = alternatives(words.lastWords);
  const weekdayPattern = patternFor(
    words,
    'weekdayPattern',
    () =>
      new RegExp(
        `\\b(?:(?<count>\\d|two|three|four|dos|tres|cuatro)\\s+)?(?:(?<lastBefore>${lastWords})\\s+)?(?<weekday>${weekdayAlternatives})(?:e?s)?(?:\\s+(?<lastAfter>${lastWords}|before last|antepasad[oa]|ago))?\\b(?!\\s*(?:the\\s+)?\\d)`,
        'g',
      ),
  );
  const countOf: Record<string, number> = { two: 2, three: 3, four: 4, dos: 2, tres: 3, cuatro: 4 };
  for (const match of plain.matchAll(weekdayPattern)) {
    const start = match.index;
    const end = start + match[0].length;
    if (isTaken(start, end)) continue;
    const { count, lastBefore, weekday, lastAfter } = match.groups!;
    const isBare = !lastBefore && !lastAfter;
    // A bare weekday is left to chrono, except Spanish "el lunes" (the most recent Monday).
    if (isBare && !(language === 'es' && /\b(el|los)\s+$/.test(plain.slice(Math.max(0, start - 5), start))))
      continue;
    if (isFutureWeekday.test(plain.slice(Math.max(0, start - 12), end + 10))) continue;
    if (isBare && isWeekdayAfterEvent(plain, start, end)) continue;
    const dayOfWeek = words.weekdays[weekday!]!;
    const sinceThen = (today.getUTCDay() - dayOfWeek + 7) % 7;
    // "last friday" on a Friday is a week ago; "el lunes" on a Monday is today.
    let back = isBare ? sinceThen : sinceThen || 7;
    if (lastAfter && /^(before last|antepasad)/.test(lastAfter)) back += 7;
    if (lastAfter === 'ago' && count)
      back += 7 * ((/^\d$/.test(count) ? Number(count) : countOf[count]!) - 1);
    else if (count) continue;
    const day = addDays(todayDate, -back);
    taken.push([start, end]);
    mentions.push({ value: span(day, day, 'day'), start, end, text: match[0] });
  }
  const todayPattern =
    language === 'es'
      ? /\b(esta (?:manana|tarde|noche)|hoy(?: en la (?:manana|tarde))?)\b/g
      : /\b(this (?:morning|afternoon|evening)|tonight|earlier today|today)\b/g;
  for (const match of plain.matchAll(todayPattern)) {
    const start = match.index;
    const end = start + match[0].length;
    if (isTaken(start, end)) continue;
    taken.push([start, end]);
    mentions.push({ value: span(todayDate, todayDate, 'day'), start, end, text: match[0] });
  }

  // "the 3rd of this month", "el 12 del mes pasado": a day of a month told by how far back it is,
  // which chrono leaves out (decision 0355). Never a day still to come.
  const monthsBackNames = Object.keys(words.monthsBack).sort((a, b) => b.length - a.length);
  const dayOfMonthBack = patternFor(
    words,
    'dayOfMonthBack',
    () =>
      new RegExp(
        `\\b(?:the\\s+|el\\s+)?(?<day>\\d{1,2})(?:st|nd|rd|th)?\\s+(?:${words.yearJoiners.map(escapeRegExp).join('|')})\\s+(?:the\\s+|el\\s+)?(?<month>${monthsBackNames.map(escapeRegExp).join('|')})(?![\\p{L}\\d'])`,
        'gu',
      ),
  );
  for (const match of plain.matchAll(dayOfMonthBack)) {
    const start = match.index;
    const end = start + match[0].length;
    if (isTaken(start, end)) continue;
    const back = words.monthsBack[match.groups!.month!]!;
    const first = utc(today.getUTCFullYear(), today.getUTCMonth() + 1 - back, 1);
    const day = Number(match.groups!.day);
    const year = first.getUTCFullYear();
    const month = first.getUTCMonth() + 1;
    if (day < 1 || day > lastDayOfMonth(year, month)) continue;
    const date = utc(year, month, day);
    if (iso(date) > todayIso) continue;
    taken.push([start, end]);
    mentions.push({ value: span(date, date, 'day'), start, end, text: match[0] });
  }

  // Numeric dates read in the chat's order (decision 0420).
  for (const mention of numericDates(plain, language, today, words, context)) {
    if (isTaken(mention.start, mention.end)) continue;
    taken.push([mention.start, mention.end]);
    mentions.push(mention);
  }
  // "open 24/7" is all the time, no day (chrono would read 24 July).
  for (const match of plain.matchAll(/(?<![\d/])24\/7(?![\d/])/g)) taken.push([match.index, match.index + 4]);

  // Calendar dates: chrono.
  const yearsBackPattern = patternFor(
    words,
    'yearsBackPattern',
    () =>
      new RegExp(
        `^\\s*(?:(?:${words.yearJoiners.map(escapeRegExp).join('|')})\\s+)?(?<year>${Object.keys(
          words.yearsBack,
        )
          .sort((a, b) => b.length - a.length)
          .map(escapeRegExp)
          .join('|')})(?![\\p{L}\\d])`,
        'u',
      ),
  );
  for (const result of parserFor(language).parse(original, today, { forwardDate: false })) {
    const start = plain.indexOf(normalize(result.text));
    let end = start + normalize(result.text).length;
    if (start >= 0 && isTaken(start, end)) continue;
    const component = result.start;
    // "June of last year", "el 3 de marzo del año pasado": the year is told by how far back it
    // is, which chrono reads apart and so leaves the month in the current year.
    const namedYear =
      start >= 0 && !component.isCertain('year') && component.isCertain('month')
        ? yearsBackPattern.exec(plain.slice(end))
        : null;
    const yearBack = namedYear ? words.yearsBack[namedYear.groups!.year!] : undefined;
    let text = result.text;
    if (namedYear && yearBack !== undefined) {
      // The date's own words, with the year that dates it ("June of last year", not "June of").
      text = original.slice(result.index, result.index + result.text.length + namedYear[0].length);
      end += namedYear[0].length;
    }
    const hasDay = component.isCertain('day');
    const hasMonth = component.isCertain('month');
    const hasYear = component.isCertain('year');
    const hasWeekday = component.isCertain('weekday');
    const lower = normalize(result.text);
    // "sabía", "doméstica": a weekday's short form at the start of a longer word is that word.
    if (/^[\p{L}\p{N}]/u.test(original.slice(result.index + result.text.length))) continue;
    // "held for two hours", "buried for 40 minutes": how long something lasted, not when.
    if (
      /^(for|por|durante)\s+\S+\s+(minutes?|hours?|days?|weeks?|months?|years?|minutos?|horas?|dias?|semanas?|meses|mes|anos?)$/.test(
        lower,
      )
    )
      continue;
    // "Desert Sun Logistics", "we sat down", "they wed in May": a weekday's short form that is also a
    // word is a day only after a time lead ("on sat", "last sun", "this wed").
    if (
      hasWeekday &&
      !hasDay &&
      !hasMonth &&
      /^(sun|mon|tue|tues|wed|thu|thur|thurs|fri|sat)\.?$/.test(lower) &&
      !/\b(on|last|this|past|next|since|until|from|by|el|este|desde)\s+$/.test(
        plain.slice(Math.max(0, start - 8), start),
      )
    )
      continue;
    if (isShare(lower, plain.slice(0, start), plain.slice(end), words)) continue;
    const surrounding = plain.slice(Math.max(0, start), Math.min(plain.length, end + 12));
    if (relativeToEvent.test(surrounding)) continue;
    // "the following monday", "the monday after", "el lunes siguiente": a day after the incident,
    // not the most recent one (reading/times-after-incident reads it; decision 0164).
    if (hasWeekday && !hasDay && !hasMonth && isWeekdayAfterEvent(plain, start, end)) continue;
    // "he's 15 now", "ahora le duele": a bare "now" is the present the visitor writes from, not
    // a day something happened ("just now", "hace un rato" still date an event).
    if (
      /^(now|right now|ahora|ahorita|ahora mismo)$/.test(lower) &&
      !/\b(just|acaba de)\s*$/.test(plain.slice(0, start))
    )
      continue;
    const isRelativeToToday = /\b(ago|hace|yesterday|ayer|last|pasad[oa]|today|hoy)\b/.test(
      plain.slice(Math.max(0, start - 6), end + 8),
    );
    // "octubre 6": Spanish chrono reads a number after a month as a two-digit year (2006), where
    // people here write the day, as in English; a year said after it ("octubre 6 de 2026") is its year.
    const dayAfterMonth =
      language === 'es' && hasMonth && hasYear && !hasDay ? spanishMonthAndDay.exec(lower) : null;
    const yearAfter = dayAfterMonth
      ? /^\s*,?\s*(?:del?\s+)?((?:19|20)\d\d)\b/.exec(plain.slice(start + dayAfterMonth[0].length))
      : null;
    let value: DateValue | undefined;
    let length = lower.length;
    if (dayAfterMonth && Number(dayAfterMonth[1]) >= 1 && Number(dayAfterMonth[1]) <= 31) {
      const month = component.get('month')!;
      const day = Number(dayAfterMonth[1]);
      const date = yearAfter
        ? utc(Number(yearAfter[1]), month, Math.min(day, lastDayOfMonth(Number(yearAfter[1]), month)))
        : latestNotAfter(today, (year) => utc(year, month, Math.min(day, lastDayOfMonth(year, month))));
      value = span(date, date, 'day');
      if (yearAfter) length = Math.max(length, dayAfterMonth[0].length + yearAfter[0].length);
    } else if (hasDay && hasMonth) {
      const chosen = component.date();
      const month = chosen.getUTCMonth() + 1;
      const day = chosen.getUTCDate();
      // "September 22nd, not the 12th": a day in the month of the date we know is in its year too.
      const [knownYear, knownMonth] = context ? context.from.split('-').map(Number) : [];
      const inKnownMonth =
        !hasYear && knownYear && knownMonth === month && day <= lastDayOfMonth(knownYear, month)
          ? utc(knownYear, month, day)
          : undefined;
      const date = hasYear
        ? utc(component.get('year')!, month, day)
        : inKnownMonth && inKnownMonth.getTime() <= today.getTime()
          ? inKnownMonth
          : yearBack !== undefined
            ? utc(
                today.getUTCFullYear() - yearBack,
                month,
                Math.min(day, lastDayOfMonth(today.getUTCFullYear() - yearBack, month)),
              )
            : latestNotAfter(today, (year) => utc(year, month, Math.min(day, lastDayOfMonth(year, month))));
      const precision: DatePrecision =
        /\b(weeks?|semanas?)\b/.test(lower) && !/\b\d/.test(lower.replace(/\d+\s+(weeks?|semanas?)/, ''))
          ? 'week'
          : 'day';
      value =
        precision === 'week' ? span(addDays(date, -3), addDays(date, 3), 'week') : span(date, date, 'day');
    } else if (hasDay && !hasMonth && context) {
      // "the 14th": the day of the month we already know.
      const [year, month] = context.from.split('-').map(Number) as [number, number];
      const day = component.get('day')!;
      if (day <= lastDayOfMonth(year, month))
        value = span(utc(year, month, day), utc(year, month, day), 'day');
    } else if (hasWeekday && !hasMonth && (hasDay || /\b\d{1,2}\b/.test(lower))) {
      // "el sábado 14": the most recent 14th (this month or the last), as a bare "the 14th" is;
      // with a date known, the 14th of its month, as a bare "the 14th" is then (decision 0331).
      const day = hasDay ? component.get('day')! : Number(/\b(\d{1,2})\b/.exec(lower)![1]);
      let year = today.getUTCFullYear();
      let month = today.getUTCMonth() + 1;
      const [knownYear, knownMonth] = context ? context.from.split('-').map(Number) : [];
      if (
        knownYear !== undefined &&
        knownMonth !== undefined &&
        day <= lastDayOfMonth(knownYear, knownMonth) &&
        utc(knownYear, knownMonth, day).getTime() <= today.getTime()
      )
        [year, month] = [knownYear, knownMonth];
      else if (day > today.getUTCDate()) [year, month] = month === 1 ? [year - 1, 12] : [year, month - 1];
      if (day <= lastDayOfMonth(year, month))
        value = span(utc(year, month, day), utc(year, month, day), 'day');
    } else if (hasMonth && !hasDay) {
      const month = component.get('month')!;
      const first = hasYear
        ? utc(component.get('year')!, month, 1)
        : yearBack !== undefined
          ? utc(today.getUTCFullYear() - yearBack, month, 1)
          : latestNotAfter(today, (year) => utc(year, month, 1));
      const lastDay = utc(first.getUTCFullYear(), month, lastDayOfMonth(first.getUTCFullYear(), month));
      value = span(first, lastDay.getTime() > today.getTime() ? today : lastDay, 'month');
    } else if (hasYear && !hasMonth) {
      const year = component.get('year')!;
      const to = utc(year, 12, 31);
      value = span(utc(year, 1, 1), to.getTime() > today.getTime() ? today : to, 'year');
    } else if (hasWeekday && isRelativeToToday) {
      const date = component.date();
      const day = utc(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
      if (day.getTime() <= today.getTime()) value = span(day, day, 'day');
    } else if (
      hasWeekday &&
      // "friday the 13th", "el viernes 13": the day of the month dates it; the weekday only agrees.
      !/^\s*(the\s+)?\d{1,2}(st|nd|rd|th)?\b/.test(plain.slice(end)) &&
      !isFutureWeekday.test(plain.slice(Math.max(0, start - 12), end + 10)) &&
      !indefinite.test(plain.slice(Math.max(0, start - 8), start))
    ) {
      // "on tuesday night", "this tuesday": something that already happened names the most
      // recent such day, today included (chrono may pick the coming one).
      const weekday = component.get('weekday')!;
      const back = (today.getUTCDay() - weekday + 7) % 7;
      const day = addDays(utc(today.getUTCFullYear(), today.getUTCMonth() + 1, today.getUTCDate()), -back);
      value = span(day, day, 'day');
    }
    if (!value || value.from > todayIso) continue;
    const at = start >= 0 ? start : 0;
    const mentionLength = yearBack !== undefined ? end - at : length;
    taken.push([at, at + mentionLength]);
    mentions.push({ value, start: at, end: at + mentionLength, text });
  }

  // A bare day of the month we already know: "actually it was the 14th", "fue el 14".
  // Without a known month, "the 24th" is the most recent 24th (this month or the last).
  if (!context) {
    const dayPattern =
      language === 'es'
        ? /\b(?:el|del) (\d{1,2})\b(?![/.-]\d)(?!\s*(?:de\b|%|años|anos))/g
        : /\bthe (\d{1,2})(?:st|nd|rd|th)\b(?!\s+(?:of\b|time|surgery|floor|grade))/g;
    for (const match of plain.matchAll(dayPattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (isTaken(start, end)) continue;
      const day = Number(match[1]);
      let year = today.getUTCFullYear();
      let month = today.getUTCMonth() + 1;
      if (day > today.getUTCDate()) {
        month -= 1;
        if (month === 0) [year, month] = [year - 1, 12];
      }
      if (day < 1 || day > lastDayOfMonth(year, month)) continue;
      const date = utc(year, month, day);
      taken.push([start, end]);
      mentions.push({ value: span(date, date, 'day'), start, end, text: match[0] });
    }
  }
  if (context) {
    const dayPattern =
      language === 'es'
        ? /\bel (\d{1,2})\b(?![/.-]\d)(?!\s*de\b)/g
        : /\b(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)\b(?!\s+of\b)/g;
    for (const match of plain.matchAll(dayPattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (isTaken(start, end)) continue;
      const [year, month] = context.from.split('-').map(Number) as [number, number];
      const day = Number(match[1]);
      if (day < 1 || day > lastDayOfMonth(year, month)) continue;
      const date = utc(year, month, day);
      if (date.getTime() > today.getTime()) continue;
      taken.push([start, end]);
      mentions.push({ value: span(date, date, 'day'), start, end, text: match[0] });
    }
  }

  // A year alone: "back in 2019", "en 2024".
  const yearPattern = new RegExp(
    `\\b(?:${words.yearIntro.map(escapeRegExp).join('|')})\\s+((?:19|20)\\d\\d)\\b`,
    'g',
  );
  for (const match of plain.matchAll(yearPattern)) {
    const start = match.index;
    const end = start + match[0].length;
    if (isTaken(start, end)) continue;
    const year = Number(match[1]);
    const to = utc(year, 12, 31);
    const value = span(utc(year, 1, 1), to.getTime() > today.getTime() ? today : to, 'year');
    if (value.from > todayIso) continue;
    mentions.push({ value, start, end, text: match[0] });
  }
  // "September 10 this year": a year right after a date only qualifies it.
  const sorted = mentions.sort((a, b) => a.start - b.start);
  return sorted.filter(
    (mention, index) =>
      !(mention.value.precision === 'year' && index > 0 && mention.start - sorted[index - 1]!.end <= 2),
  );
}

/**
 * A date written in digits: "2/3", "02/03/2026", "2-3-26", "2.3.2026" (decision 0420). The chat's
 * language says the order: month first in English (US), day first in Spanish, so "2/3" is 3
 * February in an English chat and 2 March in a Spanish one, however the words around it run.
 * The other order only when the first number can be no month ("13/2" is 13 February in both), or
 * when a weekday said right beside it agrees with the other order alone ("Monday 2/3" where 2 March
 * is a Monday and 3 February is not). Read here, not by chrono, which drops a date that a time
 * follows ("2/3 at night" read "3 at night" as a time). A dash or a dot needs its year ("2-3" is a
 * range, "2.3" a decimal); a share ("pays 2/3") and "24/7" are no dates.
 */
function numericDates(
  plain: string,
  language: Language,
  today: Date,
  words: DateWords,
  context: DateValue | undefined,
): DateMention[] {
  const found: DateMention[] = [];
  const pattern = /(?<![\d/.,$-])(\d{1,2})([/.-])(\d{1,2})(?:\2(\d{4}|\d{2}))?(?![\d%$]|[/.,-]\d|\s*%)/g;
  const yearsBackNames = Object.keys(words.yearsBack).sort((a, b) => b.length - a.length);
  for (const match of plain.matchAll(pattern)) {
    const [said, first, separator, second, yearSaid] = match as unknown as [
      string,
      string,
      string,
      string,
      string?,
    ];
    const start = match.index;
    const end = start + said.length;
    if (separator !== '/' && !yearSaid) continue;
    if (said === '24/7') continue;
    if (isShare(said, plain.slice(0, start), plain.slice(end), words)) continue;
    const a = Number(first);
    const b = Number(second);
    const preferred: [number, number] = language === 'es' ? [b, a] : [a, b];
    const other: [number, number] = language === 'es' ? [a, b] : [b, a];
    const yearBackSaid = yearsBackNames.find((name) =>
      new RegExp(
        `^\\s*(?:(?:${words.yearJoiners.map(escapeRegExp).join('|')})\\s+)?${escapeRegExp(name)}(?![\\p{L}\\d])`,
        'u',
      ).test(plain.slice(end)),
    );
    const explicitYear = yearSaid
      ? yearSaid.length === 4
        ? Number(yearSaid)
        : 2000 + Number(yearSaid) <= today.getUTCFullYear()
          ? 2000 + Number(yearSaid)
          : 1900 + Number(yearSaid)
      : yearBackSaid !== undefined
        ? today.getUTCFullYear() - words.yearsBack[yearBackSaid]!
        : undefined;
    const dateOf = ([month, day]: [number, number]): Date | undefined => {
      if (month < 1 || month > 12 || day < 1 || day > 31) return undefined;
      if (explicitYear !== undefined)
        return day <= lastDayOfMonth(explicitYear, month) ? utc(explicitYear, month, day) : undefined;
      // "the 2/14" with a date known in that month: its year (as chrono's reading does).
      const [knownYear, knownMonth] = context ? context.from.split('-').map(Number) : [];
      if (knownYear && knownMonth === month && day <= lastDayOfMonth(knownYear, month)) {
        const known = utc(knownYear, month, day);
        if (known.getTime() <= today.getTime()) return known;
      }
      if (day > 29 && month === 2) return undefined;
      return latestNotAfter(today, (year) => utc(year, month, Math.min(day, lastDayOfMonth(year, month))));
    };
    let date = dateOf(preferred);
    const otherDate = dateOf(other);
    const weekday = weekdayBeside(plain, start, end, words);
    if (
      date &&
      otherDate &&
      weekday !== undefined &&
      date.getUTCDay() !== weekday &&
      otherDate.getUTCDay() === weekday
    )
      date = otherDate;
    date ??= otherDate;
    if (!date || iso(date) > iso(today)) continue;
    const length =
      yearBackSaid !== undefined ? plain.slice(end).indexOf(yearBackSaid) + yearBackSaid.length : 0;
    found.push({
      value: span(date, date, 'day'),
      start,
      end: end + length,
      text: plain.slice(start, end + length),
    });
  }
  return found;
}

/** The weekday named right before a date ("monday 2/3", "mon., 2/3") or right after it ("2/3 (monday)"). */
function weekdayBeside(plain: string, start: number, end: number, words: DateWords): number | undefined {
  const before = /([\p{L}]{3,10})\.?,?\s*(?:the\s+|el\s+)?$/u.exec(
    plain.slice(Math.max(0, start - 16), start),
  )?.[1];
  const after = /^\s*[(,]?\s*([\p{L}]{3,10})/u.exec(plain.slice(end, end + 16))?.[1];
  for (const word of [before, after]) {
    if (!word) continue;
    const name = Object.keys(words.weekdays).find(
      (weekday) => weekday === word || (word.length >= 3 && word.length <= 5 && weekday.startsWith(word)),
    );
    if (name) return words.weekdays[name];
  }
  return undefined;
}

/**
 * "the following monday", "the monday after", "el lunes siguiente": a day counted from the
 * incident, not the most recent one (reading/times-after-incident reads it; decision 0164).
 */
function isWeekdayAfterEvent(plain: string, start: number, end: number): boolean {
  return (
    /\b(following|siguiente)\s*$/.test(plain.slice(Math.max(0, start - 12), start)) ||
    /^\s*(after|siguiente|despues)\b/.test(plain.slice(end, end + 12))
  );
}

/** True when `inner` lies within `outer` (a refinement of an imprecise date). */
export function isWithin(inner: DateValue, outer: DateValue): boolean {
  return inner.from >= outer.from && inner.to <= outer.to;
}

/** Orders precisions from the finest. */
export const precisionRank: Record<DatePrecision, number> = { day: 0, week: 1, month: 2, season: 3, year: 4 };
