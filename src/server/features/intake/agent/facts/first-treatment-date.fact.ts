import type { DateValue, Language } from '../../../../../contracts/case-record';
import type { DateMention } from '../reading/dates';
import { isWithin, precisionRank } from '../reading/dates';
import { digitsForWords } from '../reading/numbers';
import { normalize, sentencesOf } from '../reading/text';
import { movedOn, sameDay, timesAfterIncident } from '../reading/times-after-incident';

import { describeDate, isPlannedDate, leadOf } from './dates.facts';
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

/** Care that came to the visitor, or took them at once: the incident's day unless words say later. */
const atOnce: Record<Language, RegExp> = {
  en: /\b(ambulance|ambulence|paramedics?|ems|rushed|airlifted|straight to|right to|directly to)\b/,
  es: /\b(ambulancia|ambulansia|paramedicos|directo|derecho|de inmediato)\b/,
};

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
      if (isPlannedDate(context, mention)) return false;
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
    const times = timesAfterIncident(plain, language, incident);
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
  // Care comes after the accident and before today: "the first visit is December 3", read back a
  // year to before the accident, is a visit still to come, no first care (decision 0443).
  const today = context.today.toISOString().slice(0, 10);
  const found = [
    ...calendarCareDates(context),
    ...(incident ? relativeCareDates(context, incident) : []),
  ].filter((each) => (!incident || each.value.to >= incident.from) && each.value.from <= today);
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
