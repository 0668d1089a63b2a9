import type { DateValue, Language } from '../../../../../contracts/case-record';
import type { DateMention } from '../reading/dates';
import { isWithin, precisionRank } from '../reading/dates';
import { digitsForWords } from '../reading/numbers';
import { normalize, sentencesOf } from '../reading/text';
import { movedOn, timesAfterIncident } from '../reading/times-after-incident';

import {
  earlierMatterWords,
  eventsADateBelongsToWords,
  otherDatedEventWords,
  phrasePattern,
  plannedEventWords,
} from './fact-lexicons';
import { type ReadContext, type Reading, tellsStory } from './fact-module';

const earlierMatter = {
  en: {
    closed: phrasePattern(earlierMatterWords.en.closed),
    turn: phrasePattern(earlierMatterWords.en.turn),
  },
  es: {
    closed: phrasePattern(earlierMatterWords.es.closed),
    turn: phrasePattern(earlierMatterWords.es.turn),
  },
};

/**
 * A story that tells an earlier matter as over before the present one: "in 2023 I had back
 * surgery and was doing fine. Then two weeks ago I slipped…". The first date told is the
 * earlier matter's when it is a month, a season or a year, the words after it close it, and a
 * later date is opened by a turn to the present ("now", "then", "ahora"); the incident is that
 * later date (decision 0208).
 */
function presentMatterDate(context: ReadContext, candidates: DateMention[]): DateMention | undefined {
  const [first, ...rest] = candidates;
  // An earlier matter is placed by a month, a season or a year; a day told first is the incident's.
  if (!first || precisionRank[first.value.precision] < precisionRank.month) return undefined;
  const words = earlierMatter[context.language];
  const next = rest[0];
  if (!next || !words.closed.test(context.plain.slice(first.end, next.start))) return undefined;
  return rest.find(
    (mention) =>
      mention.value.from > first.value.to &&
      words.turn.test(
        leadOf(context, mention)
          .split(/[.;!?]/)
          .at(-1) ?? '',
      ),
  );
}

/** Care after the incident and a thing bought or installed, in both languages (Spanglish). */
const otherDatedEvents = {
  care: phrasePattern([...otherDatedEventWords.en.care, ...otherDatedEventWords.es.care]),
  acquired: phrasePattern([...otherDatedEventWords.en.acquired, ...otherDatedEventWords.es.acquired]),
  diagnosis: phrasePattern([...otherDatedEventWords.en.diagnosis, ...otherDatedEventWords.es.diagnosis]),
};

/**
 * The date dates another event of the story (decision 0284): its own clause, up to the date,
 * names care after the incident ("knee surgery last week", "me volvieron a operar en octubre")
 * or a purchase ("la compramos hace dos meses"), or the clause the date opens tells a diagnosis
 * ("in September I was diagnosed"). In a malpractice case the care may be the incident itself.
 */
function datesAnotherEvent(context: ReadContext, mention: DateMention, isMedicalCase: boolean): boolean {
  const clause = leadOf(context, mention).split(clauseBreak[context.language]).at(-1) ?? '';
  // The event word stands right before the date ("bought it last winter", "surgery was on the
  // 4th"); one further back has a verb of its own between ("the bed we bought at a store
  // collapsed on the 3rd").
  const endsNear = (pattern: RegExp): boolean => {
    const found = [...clause.matchAll(new RegExp(pattern.source, `g${pattern.flags}`))].at(-1);
    if (!found) return false;
    const after = clause
      .slice(found.index + found[0].length)
      .split(/\s+/)
      .filter(Boolean);
    return after.length <= maxWordsToTheDate;
  };
  if (endsNear(otherDatedEvents.acquired)) return true;
  if (!isMedicalCase && endsNear(otherDatedEvents.care)) return true;
  // "in September I was diagnosed": a date that opens its clause, and the clause tells a diagnosis.
  if (clause.trim().split(/\s+/).filter(Boolean).length > 2) return false;
  const next = context.dates.find((other) => other.start >= mention.end);
  const opened = context.plain.slice(mention.end, next?.start ?? context.plain.length);
  return otherDatedEvents.diagnosis.test(opened.split(clauseBreak[context.language])[0] ?? '');
}

/** Words of something still to come, in both languages (Spanglish; decision 0358). */
const plannedEvent = phrasePattern([...plannedEventWords.en.planned, ...plannedEventWords.es.planned]);

/**
 * The date is of something still to come (decision 0358): its own clause, up to the date, says
 * it is planned or booked ("has an appointment with the surgeon on March 3", "surgery is
 * scheduled for the 10th", "me van a operar el 5"), or the date opens a clause that does ("on
 * December 8 I will have surgery"). Such a date is no incident's nor any past event's; the reading
 * of the day moved it back to be past, so it is left unread.
 */
export function isPlannedDate(context: ReadContext, mention: DateMention): boolean {
  const clause = leadOf(context, mention).split(clauseBreak[context.language]).at(-1) ?? '';
  if (plannedEvent.test(clause)) return true;
  if (clause.trim().split(/\s+/).filter(Boolean).length > 2) return false;
  const next = context.dates.find((other) => other.start >= mention.end);
  const opened = context.plain.slice(mention.end, next?.start ?? context.plain.length);
  return plannedEvent.test(opened.split(clauseBreak[context.language])[0] ?? '');
}

/** Care, work and insurer events, and the incident itself, in both languages (Spanglish; decision 0421). */
const boundEvents = {
  events: phrasePattern([...eventsADateBelongsToWords.en.events, ...eventsADateBelongsToWords.es.events]),
  incident: phrasePattern([
    ...eventsADateBelongsToWords.en.incident,
    ...eventsADateBelongsToWords.es.incident,
  ]),
};

/**
 * The date is bound to another event by its own clause (decision 0421): the words up to it in its
 * clause, or the clause it opens ("on the 5th I went to the ER"), name care, work or an insurer
 * ("the ER visit was the 5th", "the doctor saw me Tuesday", "volví al trabajo el lunes", "the
 * adjuster called on the 12th") and do not name the incident ("the accident was the 5th").
 */
export function isBoundToAnotherEvent(context: ReadContext, mention: DateMention): boolean {
  const breaks = clauseBreak[context.language];
  const leadClause = leadOf(context, mention).split(breaks).at(-1) ?? '';
  const next = context.dates.find((other) => other.start >= mention.end);
  const opened = (
    context.plain.slice(mention.end, next?.start ?? context.plain.length).split(breaks)[0] ?? ''
  ).trim();
  const clause = `${leadClause} ${opened}`;
  if (boundEvents.incident.test(clause)) return false;
  return boundEvents.events.test(clause);
}

/** How many words may stand between an event's word and its date. */
const maxWordsToTheDate = 3;

/** Clauses that date something other than the incident: care afterwards, a purchase, a finding. */
export const notTheIncident: Record<Language, RegExp> = {
  en: /\b(moved here|immigrated|released|discharged|since|until|signed|hired|bought|purchased|ordered|installed|photos|pictures|texts|emails|had (the |my |a )?surgery|surgery (was )?(in|on)|operated|got it|found out|told me|told him|told her|diagnosed|discovered|learned|realized|noticed|started (pt|therapy|physical therapy)|therapy|follow-?ups?|checkup|second surgery|scheduled|next appointment|in march a|a hand surgeon|months later|weeks later)\b/,
  es: /\b(llegue|me mude|nos mudamos|emigre|me dieron de alta|dado de alta|desde|hasta|compre|instalad[oa]|fotos|me operaron|lo operaron|la operaron|firme|contrate|me dijeron|me diagnosticaron|descubri|me entere|me di cuenta|terapia|cita)\b/,
};

/**
 * Out of turn, what a date is said with when it dates care or work after the incident (issue 23,
 * point 3; decision 0131): "actually I went to the ER on the 14th", "I stopped working on October
 * 20", "volví a trabajar el 3", or dealings with an insurer or a lawyer since ("the adjuster called me
 * yesterday", decision 0135). Such a date never replaces the incident date, even in a message
 * worded as a correction; a first message and the answer to the date question are read as before.
 */
export const datesCareOrWork: Record<Language, RegExp> = {
  en: /\b((hospital|er|surgery|operation|discharge|hospital stay) (was|were|is)|let me out|sent me home|kept me|went (to (the |a |my |an )?(er|doctor|dr|hospital|urgent care|clinic|chiro\w*|therapy|pt|dentist|specialist|surgeon)|back|in for)|saw (a|the|my|an) (doctor|dr|specialist|chiro\w*|surgeon|therapist|pt|ortho\w*)|seen by|visit\w*|admitted|appointment|x-?rays?|mri|ct scan|therap\w*|chiro\w*|stopped (working|work|going)|quit|returned|back to work|laid off|fired|let go|missed (work|shifts?|days)|(off|out of) work|been out|started (work|working|pt|therapy|treatment|physical)|checks? (started|stopped|came)|report came|(adjuster|insurance|insurer|claims? (rep|agent|adjuster|person)|rep|representative|lawyer|attorney|law firm)\b.{0,30}\b(called|emailed|texted|wrote|mailed|sent|contacted|reached out|offered|denied|left)|(called|emailed|texted|contacted|heard from) (the |their |my |an? )?(adjuster|insurance|insurer|claims?|lawyer|attorney))\b/,
  es: /\b((hospital|cirugia|operacion) (fue|era)|me (soltaron|dejaron salir|mandaron a (la )?casa|tuvieron)|fui (al|a la|a) (doctor|medico|hospital|clinica|urgencias|emergencias|quiropractico|terapia|dentista|especialista)|me vio (el|un|la|una) (doctor|medico|doctora|medica)|me internaron|radiografia|resonancia|deje de (trabajar|ir)|volvi a(l)? trabaj\w*|regrese al trabajo|falte al trabajo|me despidieron|empece (a trabajar|la terapia|terapia|tratamiento)|(ajustador\w*|aseguranza|aseguradora|seguro|abogad[oa])\b.{0,30}\b(llamo|me llamo|escribio|mando|envio|ofrecio|nego|contacto)|(llame|hable con|escribi) (al|a la) (ajustador\w*|aseguranza|aseguradora|seguro|abogad[oa]))\b/,
};

/** Clauses that date when the harm was found. */
export const discoveryCues: Record<Language, RegExp> = {
  en: /\b(found out|told (me|him|her|us|them)|found (a|the|that|it|her|him)|(we|they|i|doctor|doctors) (only |finally |first )?found|discovered|diagnosed|learned|realized|realised|noticed|first (saw|noticed|learned)|showed|figured out|turned out|caught it|ct scan|mri|x-?ray|biopsy|test results|second opinion)\b/,
  es: /\b(me dijeron|me dijo|nos dijeron|nos dijo|descubri\w*|me entere|nos enteramos|me di cuenta|nos dimos cuenta|me diagnosticaron|le diagnosticaron|encontro|encontraron|encontramos|supe|supimos|detectaron)\b/,
};

/** "I found out as soon as I woke up": discovered the day it happened. */
export const discoveredAtOnce: Record<Language, RegExp> = {
  en: /\b(found out|knew|noticed|realized|discovered)\b[^.]{0,30}\b(as soon as|right away|immediately|the same day|that day|when i woke up|right after)\b|\bwoke up with\b/,
  es: /\b(me di cuenta|supe|me entere)\b[^.]{0,30}\b(enseguida|de inmediato|ese mismo dia|al despertar)\b/,
};

/**
 * The words that lead up to a date, back to the previous date or the start of its sentence:
 * "the c-section was [March 14] and the CT scan was [September 10]" gives each date its own.
 */
export function leadOf(context: ReadContext, mention: DateMention): string {
  const previous = context.dates.filter((other) => other.end <= mention.start).at(-1);
  const from = Math.max(previous?.end ?? 0, context.plain.lastIndexOf('. ', mention.start) + 1);
  const lead = context.plain.slice(from, mention.start);
  // "the hospital was the 20th to the 22nd": the end of a span has the lead of its start, and
  // the same days told again after it ("…, Friday to Sunday") have it too.
  if (
    previous &&
    from === previous.end &&
    (rangeJoiner.test(lead) || (/^\s*,\s*$/.test(lead) && endsSpan(context, previous)))
  )
    return leadOf(context, previous) + lead;
  return lead;
}

/** The date closes a span: what stands between it and the date before is a range joiner. */
function endsSpan(context: ReadContext, mention: DateMention): boolean {
  const previous = context.dates.filter((other) => other.end <= mention.start).at(-1);
  return previous !== undefined && rangeJoiner.test(context.plain.slice(previous.end, mention.start));
}

/** What joins the two ends of a span of days ("to the", "through", "al", "hasta el"). */
const rangeJoiner = /^\s*(-|to|through|thru|till|until|al|hasta|a)\s*(the|el|la)?\s*$/;

/** A clause break after a date: the finding must be told in the date's own clause. */
const clauseBreak: Record<Language, RegExp> = {
  en: /[,;:!?]|\. |\b(and|but|then|so|because|after|before|until|when)\b/,
  es: /[,;:!?]|\. |\b(y|pero|luego|despues|porque|antes|hasta|cuando)\b/,
};

/**
 * A date that opens its clause and whose clause tells a finding: "in October an ultrasound
 * showed it", "en junio le diagnosticaron". The words of finding out come after the date here,
 * so its lead alone misses them; a date inside a clause ("I had surgery in March and they told
 * me …") or a finding told in the next clause is left to the lead (decision 0197).
 */
export function opensAFinding(context: ReadContext, mention: DateMention): boolean {
  const lead = leadOf(context, mention);
  const leadClause = lead.split(clauseBreak[context.language]).at(-1) ?? '';
  if (leadClause.trim().split(/\s+/).filter(Boolean).length > 2) return false;
  const next = context.dates.find((other) => other.start >= mention.end);
  const rest = context.plain.slice(mention.end, next?.start ?? context.plain.length);
  const clause = rest.split(clauseBreak[context.language])[0] ?? '';
  return discoveryCues[context.language].test(clause);
}

/** The date the words say the harm was found on: a finding before it, or opened by it. */
function findingDate(context: ReadContext): DateMention | undefined {
  const told = context.dates.filter((mention) => !isPlannedDate(context, mention));
  return (
    told.find((mention) => discoveryCues[context.language].test(leadOf(context, mention))) ??
    told.find((mention) => opensAFinding(context, mention))
  );
}

/**
 * How a newly read date combines with the one known: a finer date inside an imprecise one
 * refines it; an answer or a correction replaces it; otherwise the first reading stays.
 */
export function combineDates(
  known: DateValue | undefined,
  next: DateValue,
  isAnswer: boolean,
): DateValue | undefined {
  if (!known) return next;
  if (isAnswer) return next;
  if (precisionRank[next.precision] < precisionRank[known.precision] && isWithin(next, known)) return next;
  return undefined;
}

/** "the date was wrong", "la fecha estaba mal": a correction of the date itself. */
const dateWasWrong: Record<Language, RegExp> = {
  en: /\b(date|day|month) (was|is) (wrong|off|not right)\b|\bwrong (date|day|month)\b/,
  es: /\b(fecha|dia|mes) (estaba|esta|era|es) (mal|equivocad[oa])\b|\b(me equivoque|me confundi) (de|con la) (fecha|dia|mes)\b/,
};
/** What leads up to the date a correction takes back: "I said August", "not the 12th", "no fue en agosto". */
const takenBack: Record<Language, RegExp> = {
  en: /\b(i said|i told you|i wrote|i put|not|instead of|rather than)\s*(the|on|in)?\s*$/,
  es: /\b(dije|le dije|puse|escribi|no|no fue|no era|en vez de)\s*(el|en|a)?\s*$/,
};

/**
 * A day of the month whose weekday is one the message names, when the weekday alone was read
 * as another day ("it was friday night, the 20th" said on a later Friday): the day it names.
 */
function dayOfMonthForWeekday(context: ReadContext, candidates: DateMention[]): DateMention | undefined {
  const weekdays = context.pack.reading.dates.weekdays;
  const weekdayOf = (mention: DateMention) =>
    Object.entries(weekdays).find(([name]) => new RegExp(`\\b${name}`).test(normalize(mention.text)))?.[1];
  const named = candidates.filter(
    (mention) => mention.value.precision === 'day' && weekdayOf(mention) !== undefined,
  );
  if (named.length === 0) return undefined;
  return candidates.find(
    (mention) =>
      mention.value.precision === 'day' &&
      weekdayOf(mention) === undefined &&
      named.some(
        (weekday) =>
          weekday.value.from !== mention.value.from &&
          new Date(`${mention.value.from}T00:00:00Z`).getUTCDay() === weekdayOf(weekday),
      ),
  );
}

export function readIncidentDate(context: ReadContext): Reading<DateValue> | undefined {
  const isAsked = context.pending === 'incidentDate';
  const isCorrection =
    context.pack.reading.correction.test(context.plain) || dateWasWrong[context.language].test(context.plain);
  // The answer to "what happened?" is the story, dated as a first message is (decision 0312).
  if (context.origin === 'answer' && !isAsked && !isCorrection && !tellsStory(context)) return undefined;
  if (isAsked && context.leading === 'unknown' && context.dates.length === 0) return { isUnknown: true };
  const isMedicalCase = context.record.caseType === 'medical_malpractice';
  const exclusions = isMedicalCase ? discoveryCues[context.language] : notTheIncident[context.language];
  const isOutOfTurn = !isAsked && !tellsStory(context);
  // In a correction, the date the visitor takes back ("I said August but it was September") is
  // not a candidate: the story-order rule would otherwise keep the first date told.
  const candidates = context.dates.filter(
    (mention) =>
      !isPlannedDate(context, mention) &&
      !exclusions.test(leadOf(context, mention)) &&
      !(tellsStory(context) && !isAsked && datesAnotherEvent(context, mention, isMedicalCase)) &&
      // Also in a correction read again as if the date were asked ("I said the 17th, but the
      // hospital was the 20th to the 22nd": the hospital's dates correct nothing).
      !(
        (isOutOfTurn || context.origin === 'update') &&
        datesCareOrWork[context.language].test(leadOf(context, mention))
      ) &&
      !(isCorrection && takenBack[context.language].test(leadOf(context, mention))),
  );
  // Out of a first message, a date bound to care, work or an insurer is that event's (decision
  // 0421); said to the date question, it gives way to a date of the incident told beside it.
  const unbound = candidates.filter((mention) => !isBoundToAnotherEvent(context, mention));
  if (!tellsStory(context) && (!isAsked || unbound.length > 0))
    candidates.splice(0, candidates.length, ...unbound);
  // "last spring, a saturday in april ... april 18": the most precise reading that fits the others.
  // Dates that cannot all be the same day ("may 3rd … surgery in august") tell a story in
  // order: the incident is the first told, refined by any finer date inside it. A weekday and a
  // day of the month that agree ("friday night … the 20th") are that day, whichever came first.
  const first =
    presentMatterDate(context, candidates) ?? dayOfMonthForWeekday(context, candidates) ?? candidates[0];
  const related = first
    ? candidates.filter(
        (mention) => isWithin(mention.value, first.value) || isWithin(first.value, mention.value),
      )
    : [];
  const candidate = [...related]
    .sort((a, b) => precisionRank[a.value.precision] - precisionRank[b.value.precision])
    .find((mention) =>
      related.every(
        (other) =>
          other === mention ||
          precisionRank[other.value.precision] <= precisionRank[mention.value.precision] ||
          isWithin(mention.value, other.value),
      ),
    );
  if (!candidate) return undefined;
  const combined = combineDates(context.record.incidentDate, candidate.value, isAsked || isCorrection);
  if (!combined) return undefined;
  return { value: combined, quote: candidate.text, replaces: true };
}

/** How far after the words of finding out (in characters) a time still dates the finding: "noticed it the next day". */
const nearCue = 8;

/** Where a clause's parts break for a time to belong to the finding said in its own part. */
const partBreak = /,|;|\b(?:and|then|but|y|luego|pero)\b/;

/**
 * The finding of the harm dated from the incident: the first time after it said in a sentence
 * that answers the question or says the harm was found. The incident date must be known.
 */
function foundAfterIncident(
  context: ReadContext,
  isAsked: boolean,
): { value: DateValue; quote: string } | undefined {
  const incident = context.record.incidentDate;
  if (!incident) return undefined;
  // Said to the question: any sentence. Otherwise only a clause with words of finding out ("esa
  // misma noche tuve un derrame, me dijeron…": the night is the stroke's, not the finding's).
  const parts = isAsked
    ? sentencesOf(context.original).map((sentence) => ({ plain: normalize(sentence), quote: sentence }))
    : context.clauses.flatMap((clause) =>
        clause.plain.split(partBreak).map((plain) => ({ plain: plain ?? '', quote: clause.text })),
      );
  for (const part of parts) {
    const plain = digitsForWords(part.plain, context.language, context.pack.reading.numbers);
    const cue = discoveryCues[context.language].exec(plain);
    if (!isAsked && !cue) continue;
    // Out of the question, the time is the finding's when it stands before the words of finding
    // out or right after them ("told me the next day"), not at the end of what was told ("told me
    // they were short of staff that night").
    const time = timesAfterIncident(plain, context.language, incident).find(
      (found) =>
        isAsked || !cue || found.index < cue.index || found.index - (cue.index + cue[0].length) <= nearCue,
    );
    const value = time && movedOn(incident, time.offset, context.today);
    if (value) return { value, quote: part.quote.slice(0, 200) };
  }
  return undefined;
}

export function readDiscoveryDate(context: ReadContext): Reading<DateValue> | undefined {
  const isAsked = context.pending === 'discoveryDate';
  // Out of turn ("I found out in August", answering who the doctor was), only a date the words
  // say is when the harm was found counts.
  const isOutOfTurn = context.origin === 'answer' && !isAsked && context.pending !== 'incidentDate';
  if (isOutOfTurn) {
    const found = findingDate(context);
    if (context.record.discoveryDate !== undefined) return undefined;
    if (!found) return foundAfterIncident(context, false);
    return { value: found.value, quote: found.text };
  }
  if (isAsked && context.leading === 'unknown' && context.dates.length === 0) return { isUnknown: true };
  // "the next morning", "a week after the surgery", "al día siguiente": from the incident, never
  // from today (decision 0164). Said to the question, or beside words of finding out.
  const fromIncident = foundAfterIncident(context, isAsked);
  if (fromIncident && !findingDate(context)) return { ...fromIncident, replaces: isAsked };
  if (discoveredAtOnce[context.language].test(context.plain)) {
    const incident = context.dates[0]?.value ?? context.record.incidentDate;
    if (incident) return { value: incident, quote: context.original.slice(0, 200), replaces: isAsked };
  }
  const found = findingDate(context);
  if (found) {
    const combined = combineDates(context.record.discoveryDate, found.value, isAsked);
    return combined ? { value: combined, quote: found.text, replaces: true } : undefined;
  }
  if (isAsked && context.dates[0])
    return { value: context.dates[0].value, quote: context.dates[0].text, replaces: true };
  return undefined;
}

const months: Record<Language, string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  es: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
};

/** "September 3, 2026", "between March 20 and June 20, 2026 (season)", in the visitor's language. */
export function describeDate(value: DateValue, language: Language): string {
  const [year, month, day] = value.from.split('-').map(Number) as [number, number, number];
  const monthName = months[language][month - 1]!;
  if (value.precision === 'day')
    return language === 'es' ? `${day} de ${monthName} de ${year}` : `${monthName} ${day}, ${year}`;
  if (value.precision === 'month')
    return language === 'es' ? `${monthName} de ${year}` : `${monthName} ${year}`;
  if (value.precision === 'year') return String(year);
  const [toYear, toMonth, toDay] = value.to.split('-').map(Number) as [number, number, number];
  const toName = months[language][toMonth - 1]!;
  return language === 'es'
    ? `entre el ${day} de ${monthName} y el ${toDay} de ${toName} de ${toYear}`
    : `between ${monthName} ${day} and ${toName} ${toDay}, ${toYear}`;
}
