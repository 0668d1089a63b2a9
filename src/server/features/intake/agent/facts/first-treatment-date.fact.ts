import type { DatePrecision, DateValue, Language } from '../../../../../contracts/case-record';
import type { DateMention } from '../reading/dates';
import { isWithin, precisionRank } from '../reading/dates';
import { digitsForWords } from '../reading/numbers';
import { normalize, sentencesOf } from '../reading/text';

import { describeDate, leadOf } from './dates.facts';
import type { FactModule, ReadContext, Reading } from './fact-module';

/**
 * The date of the first care for the injury (issue 25 point 3, decision 0145). Never asked: it is
 * read wherever the visitor dates their first care, by a calendar date after the care's words
 * ("saw my doctor on March 4", "fui a urgencias el 3 de marzo") or by a time after the incident
 * ("went to the ER that night", "the next morning", "didn't see a doctor until a week later"),
 * which is the incident date moved on. Only the first care counts: an earlier date replaces a
 * later one, and the words of later care (a follow-up, therapy, surgery, going back) date nothing.
 */

/** The words of a first visit to care, or care that came to the visitor (typos included). */
const firstCare: Record<Language, RegExp> = {
  en: /\b(went (straight |right |directly )?(in)?to (the |a |an |my |our )?(er|e\.r|emergency( room| department)?|emergancy( room)?|hospital|hosptial|hospitol|hopsital|urgent care|urgant care|urgent cares|walk-?in( clinic)?|clinic|doctors?|docters?|doc|dr|family doctor|primary care|medical center)|(saw|seen by|see|visited|got in to see) (a |the |my |an |our )?(doctor|docter|doc|dr|physician|family doctor|primary care( doctor)?|nurse practitioner|er doctor)|seen (at|in) (the |a |an )?(er|emergency room|hospital|urgent care|clinic)|(taken|rushed|brought|driven|sent|transported|airlifted) (me |him |her |them )?(straight |right |directly )?to (the |a |an )?(er|emergency room|emergancy room|hospital|hosptial|urgent care|clinic)|(took|drove|rushed|brought) (me|him|her|us|them) (straight |right |directly )?to (the |a |an |my )?(er|emergency room|emergancy room|hospital|hosptial|urgent care|clinic|doctor|docter)|admitted (to|into|at) (the )?hospital|hospitali[sz]ed|ambulance|ambulence|paramedics?|ems|got (checked( out)?|looked at|treated|stitches|stitched( up)?|seen)|first (appointment|visit|saw|went|doctor))\b/,
  es: /\b((fui|fuimos|fue|me fui|llegue) (directo |derecho )?(al|a la|a|a una|a un|con el|con la|con mi|con un|con una) (doctor|doctora|medico|medica|dotor|hospital|ospital|clinica|urgencias|urjencias|emergencias|sala de emergencias|sala de urgencias|centro de salud|urgent care)|me (vio|reviso|checo) (el|la|un|una|mi) (doctor|doctora|medico|medica|enfermera)|me (atendieron|revisaron|curaron|cosieron)|me (llevaron|llevo|trasladaron) (directo |derecho |de inmediato )?(al|a la|a) (hospital|ospital|clinica|urgencias|urjencias|emergencias)|me internaron|ambulancia|ambulansia|paramedicos|primera (cita|consulta|vez que fui))\b/,
};

/** Care after the first visit: a date said with these words is not the first care's. */
const laterCare: Record<Language, RegExp> = {
  en: /\b(follow-?ups?|went back|go back|back to (the |my )?(doctor|docter|er|hospital|clinic)|again|(physical )?therapy|pt|physio\w*|chiro\w*|surgery|surgeon|operat\w*|specialist|ortho\w*|mri|x-?rays?|ct scan|scan|second (visit|appointment|opinion)|next appointment|another appointment|check-?up|injections?|rehab\w*|released|discharged)\b/,
  es: /\b(otra vez|de nuevo|regrese|volvi|seguimiento|terapia|fisioterapia|quiropractic\w*|cirugia|me operaron|especialista|ortopedista|resonancia|radiografias?|rayos x|tomografia|control|revision|me dieron de alta|de alta)\b/,
};

/** Later care named right after the date: "saw my doctor on March 10 for a follow-up". */
const laterCareAfter: Record<Language, RegExp> = {
  en: /^[^.,;]{0,30}\b(follow-?up|again|check-?up|recheck|results|stitches out)\b/,
  es: /^[^.,;]{0,30}\b(seguimiento|otra vez|de nuevo|control|revision|resultados)\b/,
};

/** A care denied just before its words: "no ambulance", "didn't go to the ER on the 3rd". */
const deniedBefore: Record<Language, RegExp> = {
  en: /\b(didn'?t|did not|never|not|no|haven'?t|have not|wasn'?t|without|refused|declined|couldn'?t|could not)\b[\w\s']{0,20}$/,
  es: /\b(no|nunca|sin|ni)\b[\w\s]{0,20}$/,
};
/** "didn't see a doctor until a week later": a denial that dates the care. */
const until: Record<Language, RegExp> = { en: /\b(until|till|til)\b/, es: /\bhasta\b/ };

/** Where a sentence's parts break: a time belongs to the care told in its own part. */
const clauseBreak: Record<Language, RegExp> = {
  en: /,|\b(and|then|but|so|because|after that)\b/g,
  es: /,|\b(y|luego|pero|entonces|porque|despues de eso)\b/g,
};

/** Days after the incident, the earliest and the latest, and how precisely the words say it. */
interface Offset {
  min: number;
  max: number;
  precision: DatePrecision;
}
const sameDay: Offset = { min: 0, max: 0, precision: 'day' };

/** Care that came to the visitor, or took them at once: the incident's day unless words say later. */
const atOnce: Record<Language, RegExp> = {
  en: /\b(ambulance|ambulence|paramedics?|ems|rushed|airlifted|straight to|right to|directly to)\b/,
  es: /\b(ambulancia|ambulansia|paramedicos|directo|derecho|de inmediato)\b/,
};

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
  offset: (match: RegExpExecArray) => Offset | undefined;
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
        /\b((the )?next (day|morning|afternoon|evening|night)|nex (day|morning)|(the )?following (day|morning|afternoon|evening)|the day after)\b/g,
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
  ],
};

const pad = (value: number) => String(value).padStart(2, '0');
const isoOf = (date: Date) =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
const plusDays = (iso: string, days: number) =>
  isoOf(new Date(new Date(`${iso}T00:00:00Z`).getTime() + days * 86_400_000));

/** The incident date moved on by an offset, as precise as the coarser of the two, never after today. */
function movedOn(incident: DateValue, offset: Offset, today: Date): DateValue | undefined {
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

interface Found {
  value: DateValue;
  quote: string;
}

/** Whether the care words at `index` of `plain` are denied (unless the care is dated by "until"). */
function isDenied(language: Language, plain: string, index: number): boolean {
  return deniedBefore[language].test(plain.slice(0, index)) && !until[language].test(plain.slice(index));
}

/** The last care words in a lead: first care, or later care (or none). */
function lastCareIn(language: Language, lead: string): { isFirst: boolean; index: number } | undefined {
  const all = [
    ...[...lead.matchAll(new RegExp(firstCare[language].source, 'g'))].map((match) => ({
      isFirst: true,
      index: match.index,
    })),
    ...[...lead.matchAll(new RegExp(laterCare[language].source, 'g'))].map((match) => ({
      isFirst: false,
      index: match.index,
    })),
  ];
  return all.sort((a, b) => b.index - a.index)[0];
}

/** The visitor's sentence a normalized phrase comes from, for the quote staff see. */
function sentenceWith(context: ReadContext, phrase: string): string {
  const sentence = sentencesOf(context.original).find((candidate) => normalize(candidate).includes(phrase));
  return (sentence ?? context.original).slice(0, 200);
}

/** Calendar dates whose lead-in is a first visit to care: "saw my doctor on March 4". */
function calendarCareDates(context: ReadContext): Found[] {
  const { language } = context;
  return context.dates
    .filter((mention: DateMention) => {
      const lead = leadOf(context, mention);
      const care = lastCareIn(language, lead);
      if (!care?.isFirst || isDenied(language, lead, care.index)) return false;
      return !laterCareAfter[language].test(context.plain.slice(mention.end));
    })
    .map((mention) => ({ value: mention.value, quote: sentenceWith(context, normalize(mention.text)) }));
}

/** Care dated from the incident: "went to the ER that night", "al día siguiente fui al médico". */
function relativeCareDates(context: ReadContext, incident: DateValue): Found[] {
  const { language } = context;
  const found: Found[] = [];
  for (const sentence of sentencesOf(context.original)) {
    const plain = digitsForWords(normalize(sentence), language, context.pack.reading.numbers);
    const cares = [...plain.matchAll(new RegExp(firstCare[language].source, 'g'))].filter(
      (match) => !isDenied(language, plain, match.index),
    );
    if (cares.length === 0) continue;
    const times = relative[language].flatMap((words) =>
      [...plain.matchAll(words.pattern)].flatMap((match) => {
        const offset = words.offset(match);
        return offset ? [{ offset, index: match.index, length: match[0].replace(/\s/g, '').length }] : [];
      }),
    );
    const boundaries = [...plain.matchAll(clauseBreak[language])].map((match) => match.index);
    const partOf = (index: number) => boundaries.filter((boundary) => boundary < index).length;
    const partText = (part: number) =>
      plain.slice(part === 0 ? 0 : boundaries[part - 1]!, boundaries[part] ?? plain.length);
    for (const care of cares) {
      // A time in the care's own part of the sentence, or a part that is only the time ("the
      // next morning, I saw my doctor"); the nearest one. "The ambulance took me in and two days
      // later I saw my doctor": the two days are the doctor's. Care that came at once is the same day.
      const part = partOf(care.index);
      const nearest = times
        .filter(
          (time) =>
            partOf(time.index) === part ||
            (partOf(time.index) === part - 1 &&
              partText(part - 1).replace(/[\s,;]/g, '').length <= time.length + 8),
        )
        .sort((a, b) => Math.abs(a.index - care.index) - Math.abs(b.index - care.index))[0];
      const offset = nearest?.offset ?? (atOnce[language].test(care[0]) ? sameDay : undefined);
      const value = offset && movedOn(incident, offset, context.today);
      if (value) found.push({ value, quote: sentence.slice(0, 200) });
    }
  }
  return found;
}

/** The earlier of two dates, and of two equal starts the finer. */
const isEarlier = (a: DateValue, b: DateValue) =>
  a.from < b.from || (a.from === b.from && precisionRank[a.precision] < precisionRank[b.precision]);

export function readFirstTreatmentDate(context: ReadContext): Reading<DateValue> | undefined {
  const incident = context.record.incidentDate;
  const found = [...calendarCareDates(context), ...(incident ? relativeCareDates(context, incident) : [])];
  const first = found.reduce<Found | undefined>(
    (earliest, next) => (!earliest || isEarlier(next.value, earliest.value) ? next : earliest),
    undefined,
  );
  if (!first) return undefined;
  const known = context.record.firstTreatmentDate;
  if (!known) return { value: first.value, quote: first.quote };
  // Only the first care counts: an earlier date replaces a later one, a finer one inside it
  // refines it, and a correction ("actually I went to the ER on the 2nd") replaces it.
  const isCorrection = context.pack.reading.correction.test(context.plain);
  const replaces =
    first.value.to < known.from ||
    (isWithin(first.value, known) && precisionRank[first.value.precision] < precisionRank[known.precision]) ||
    isCorrection;
  return replaces ? { value: first.value, quote: first.quote, replaces: true } : undefined;
}

/**
 * Never asked: the question count matters more than this date, which the visitor usually tells
 * anyway when they say what care they had. Not in a medical-mistake case, where care is the event.
 */
export const firstTreatmentDateFact: FactModule<'firstTreatmentDate'> = {
  key: 'firstTreatmentDate',
  appliesTo: (record) => record.caseType !== 'medical_malpractice',
  read: readFirstTreatmentDate,
  describe: describeDate,
};
