import type { DatePrecision, DateValue, Language } from '../../../../../contracts/case-record';

import { precisionRank } from './dates';

/**
 * Times said from the incident, not from today (issue 25 point 3, decision 0164): "that night",
 * "the next morning", "a week after the surgery", "the following Monday", "el mismo día", "al día
 * siguiente", "una semana después". Each is an offset in days after the incident date, which the
 * readers of the first care and of the finding of the harm move the incident date on by. Read on
 * a sentence's normal form whose number words are digits (reading/numbers digitsForWords).
 */

/** Weekday names as the normal form writes them, and their day (0 Sunday … 6 Saturday). */
const weekdays: Record<Language, Record<string, number>> = {
  en: { sunday: 0, monday: 1, tuesday: 2, wednesday: 3, thursday: 4, friday: 5, saturday: 6 },
  es: { domingo: 0, lunes: 1, martes: 2, miercoles: 3, jueves: 4, viernes: 5, sabado: 6 },
};
const weekdayNames: Record<Language, string> = {
  en: Object.keys(weekdays.en).join('|'),
  es: Object.keys(weekdays.es).join('|'),
};

/** The first such weekday after a day-precise incident: "the following Monday" after a Friday is 3 days on. */
function weekdayAfter(name: string, incident: DateValue): Offset | undefined {
  const day = weekdays.en[name] ?? weekdays.es[name];
  if (day === undefined || incident.precision !== 'day') return undefined;
  const from = new Date(`${incident.from}T00:00:00Z`).getUTCDay();
  const days = (day - from + 7) % 7 || 7;
  return { min: days, max: days, precision: 'day' };
}

/** Days after the incident, the earliest and the latest, and how precisely the words say it. */
export interface Offset {
  min: number;
  max: number;
  precision: DatePrecision;
}
export const sameDay: Offset = { min: 0, max: 0, precision: 'day' };

const counts: Record<string, [number, number]> = {
  a: [1, 1],
  an: [1, 1],
  one: [1, 1],
  un: [1, 1],
  una: [1, 1],
  'a couple of': [2, 3],
  'a couple': [2, 3],
  'couple of': [2, 3],
  'un par de': [2, 3],
  'par de': [2, 3],
  'a few': [2, 5],
  few: [2, 5],
  unos: [2, 5],
  unas: [2, 5],
  pocos: [2, 5],
  pocas: [2, 5],
  algunos: [2, 5],
  algunas: [2, 5],
  several: [3, 7],
  varios: [3, 7],
  varias: [3, 7],
};
const countWords = Object.keys(counts)
  .sort((a, b) => b.length - a.length)
  .join('|');
const unitDays: Record<string, number> = { day: 1, week: 7, month: 30, dia: 1, semana: 7, mes: 30 };

/** A count of days, weeks or months as days after the incident ("2 days", "a week", "unas semanas"). */
function offsetOf(count: string, unit: string): Offset | undefined {
  const [low, high] = /^\d+$/.test(count) ? [Number(count), Number(count)] : (counts[count] ?? []);
  const base = unit.replace(/(e?s)$/, '');
  const days = unitDays[base] ?? unitDays[unit.replace(/s$/, '')];
  if (low === undefined || high === undefined || days === undefined || high > 400) return undefined;
  // A week or a month is loose: "a week later" is within three days of the 7th.
  const spread = days === 7 ? 3 : days === 30 ? 15 : 0;
  const precision: DatePrecision = days === 30 ? 'month' : days === 7 || high > low ? 'week' : 'day';
  return { min: Math.max(1, low * days - spread), max: high * days + spread, precision };
}

interface RelativeWords {
  pattern: RegExp;
  /** Days after the incident the words say; a weekday after it needs the incident's own day. */
  offset: (match: RegExpExecArray, incident: DateValue) => Offset | undefined;
}

/** Times said from the incident, on a sentence whose number words are digits. */
const relative: Record<Language, RelativeWords[]> = {
  en: [
    {
      pattern:
        /\b(that (same )?(day|night|nite|evening|afternoon|morning)|the same (day|night|evening)|same day|right away|right after|immediately|straight (away|to)|right to|directly to|from the scene|at the scene|on the scene|(an|\d+|a couple|a few) hours? later|within (an|the|\d+|a few) hours?|later that (day|night|evening|afternoon)|the night of)\b/g,
      offset: () => sameDay,
    },
    {
      pattern:
        /\b((the )?next (day|morning|afternoon|evening|night)|nex (day|morning)|(the )?following (day|morning|afternoon|evening)|the (day|morning|night|evening) after)\b/g,
      offset: () => ({ min: 1, max: 1, precision: 'day' }),
    },
    {
      pattern: new RegExp(
        `\\b(?<count>\\d+|${countWords}) (?<unit>days?|weeks?|months?) (later|after)\\b|\\bafter (?<count2>\\d+|${countWords}) (?<unit2>days?|weeks?|months?)\\b|\\b(the )?next (?<unit3>week)\\b`,
        'g',
      ),
      offset: (match) => {
        const groups = match.groups!;
        if (groups.unit3) return offsetOf('1', 'week');
        return offsetOf(groups.count ?? groups.count2!, groups.unit ?? groups.unit2!);
      },
    },
    {
      // "the week after", "the week after the surgery": about a week on.
      pattern: /\b(the|that) (following )?week after\b|\bthe following week\b/g,
      offset: () => offsetOf('1', 'week'),
    },
    {
      // "the following monday", "the monday after": the first such day after the incident.
      pattern: new RegExp(
        `\\b(?:the|that) following (?<day>${weekdayNames.en})\\b|\\b(?:the|that) (?<day2>${weekdayNames.en}) after\\b`,
        'g',
      ),
      offset: (match, incident) => weekdayAfter(match.groups!.day ?? match.groups!.day2!, incident),
    },
  ],
  es: [
    {
      pattern:
        /\b(ese (mismo )?dia|esa (misma )?(noche|tarde|manana)|el mismo dia|la misma noche|de inmediato|inmediatamente|enseguida|en seguida|ahi mismo|al momento|mas tarde ese dia)\b/g,
      offset: () => sameDay,
    },
    {
      pattern:
        /\b(al dia siguiente|el dia siguiente|al otro dia|a la manana siguiente|la manana siguiente|al siguiente dia|el siguiente dia)\b/g,
      offset: () => ({ min: 1, max: 1, precision: 'day' }),
    },
    {
      pattern: new RegExp(
        `\\b(?<count>\\d+|${countWords}) (?<unit>dias?|semanas?|mes|meses) (despues|mas tarde|luego)\\b|\\b(a|despues de)( los| las)? (?<count2>\\d+|${countWords}) (?<unit2>dias?|semanas?|mes|meses)\\b|\\b(a la (?<unit3>semana)|al (?<unit4>mes))\\b`,
        'g',
      ),
      offset: (match) => {
        const groups = match.groups!;
        if (groups.unit3) return offsetOf('1', 'semana');
        if (groups.unit4) return offsetOf('1', 'mes');
        return offsetOf(groups.count ?? groups.count2!, groups.unit ?? groups.unit2!);
      },
    },
    {
      // "la semana siguiente", "a la semana siguiente": about a week on.
      pattern: /\b(a )?la semana (siguiente|despues)\b/g,
      offset: () => offsetOf('1', 'semana'),
    },
    {
      // "el lunes siguiente", "el lunes después": the first such day after the incident.
      pattern: new RegExp(
        `\\b(?:el|ese) (?<day>${weekdayNames.es}) (?:siguiente|despues|de despues)\\b`,
        'g',
      ),
      offset: (match, incident) => weekdayAfter(match.groups!.day!, incident),
    },
  ],
};

const pad = (value: number) => String(value).padStart(2, '0');
const isoOf = (date: Date) =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
const plusDays = (iso: string, days: number) =>
  isoOf(new Date(new Date(`${iso}T00:00:00Z`).getTime() + days * 86_400_000));

/** The incident date moved on by an offset, as precise as the coarser of the two, never after today. */
export function movedOn(incident: DateValue, offset: Offset, today: Date): DateValue | undefined {
  const from = plusDays(incident.from, offset.min);
  const latest = plusDays(incident.to, offset.max);
  const todayIso = isoOf(today);
  if (from > todayIso) return undefined;
  const precision =
    precisionRank[offset.precision] > precisionRank[incident.precision]
      ? offset.precision
      : incident.precision;
  return { from, to: latest > todayIso ? todayIso : latest, precision };
}

/** A time said from the incident: its offset, where it stands in the sentence, and how long its words are. */
export interface TimeAfterIncident {
  offset: Offset;
  index: number;
  length: number;
}

/** Every time after the incident a sentence says, in the order they stand. */
export function timesAfterIncident(
  plain: string,
  language: Language,
  incident: DateValue,
): TimeAfterIncident[] {
  return relative[language]
    .flatMap((words) =>
      [...plain.matchAll(words.pattern)].flatMap((match) => {
        const offset = words.offset(match, incident);
        return offset ? [{ offset, index: match.index, length: match[0].replace(/\s/g, '').length }] : [];
      }),
    )
    .sort((a, b) => a.index - b.index);
}
