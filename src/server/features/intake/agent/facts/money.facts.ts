import { HOURS_IN_A_WORKING_DAY, payOverDays } from '../../../../case-record/pay-over-days';
import type { CaseRecord, FactKey, FactValues, Language } from '../../../../../contracts/case-record';
import { findDurationsInDays, hoursPerDay, hoursPerWeek } from '../reading/numbers';
import { payPeriodLengthAfter } from '../reading/pay-periods';
import { opensWithNotYet } from '../reading/leading-answer';
import { findCue, sentencesOf } from '../reading/text';

import { damagedBelongings } from './belongings';
import { careAheadWords, phrasePattern, saysNotArrivedYet, timeOffNotWorkWords } from './fact-lexicons';
import {
  anyCase,
  caseIs,
  type FactModule,
  isAskedBack,
  isPending,
  type ReadContext,
  type Reading,
  usd,
} from './fact-module';
import { moneyFigureKeys, moneyFigureOf } from './money-figures';
import { noLoss, notWorking, notWorkingStated } from './pay-loss-words';
import {
  amountsFor,
  figuresMovedToOffer,
  type MoneyRole,
  quoteOf,
  ratePeriodOf,
  type RatePeriod,
  type RoledAmount,
  isPayAddition,
} from './money-roles';

/** A single amount fact: the first amount of its role; an answer or an update replaces. */
function readAmount(
  context: ReadContext,
  key: 'futureMedical' | 'outOfPocket' | 'settlementOffer',
  role: MoneyRole,
) {
  const isAsked = context.pending === key;
  // A figure the record already holds for another money fact, said again to this question
  // ("about 9,000 so far" to "other costs?"), is that fact repeated, not a second cost.
  // A figure alone ("$12,500", the amount field's tap) answers the question as asked.
  const isFigureAlone = /^\$?\s?[\d,.]+\s?k?$/.test(context.plain);
  const known = isFigureAlone ? new Set<number>() : knownFigures(context.record, key);
  // "the $5,000 was the offer, not my bills": a figure moved off the bills is the offer (decision 0244).
  const moved = key === 'settlementOffer' ? figuresMovedToOffer(context) : new Set<number>();
  for (const value of moved) known.delete(value);
  const found = amountsFor(context, role).find((entry) => !known.has(entry.amount.value));
  if (!found) return isAsked && context.leading === 'unknown' ? { isUnknown: true as const } : undefined;
  const replaces =
    isAsked ||
    context.origin === 'update' ||
    context.record[key] === undefined ||
    moved.has(found.amount.value);
  return replaces ? { value: found.amount.value, quote: quoteOf(found), replaces } : undefined;
}

/** The money figures the record holds for facts other than `key`. */
function knownFigures(record: CaseRecord, key: FactKey): Set<number> {
  return new Set(
    moneyFigureKeys
      .filter((fact) => fact !== key)
      .map((fact) => moneyFigureOf(fact, record))
      .filter((value): value is number => value !== undefined && value > 0),
  );
}

const futureUnknown: Record<Language, RegExp> = {
  en: /\b(don'?t|do not|dont) know (what|how much) (the rest|it|the next|more|future)\b|\b(no idea|not sure|don'?t know|dont know|do not know|idk|no clue)\b[^.;]{0,30}\b(cost|costs|costing|price|how much)\b/,
  es: /\bno se cuanto (mas|va a costar|costara|cuesta)\b|\bno (se|tengo idea)\b[^.;]{0,30}\b(cuesta|costaria|costara|precio)\b/,
};

const careAheadOf = (language: Language) => ({
  ahead: phrasePattern(careAheadWords[language].ahead),
  care: phrasePattern(careAheadWords[language].care),
  aheadWhenAsked: phrasePattern(careAheadWords[language].aheadWhenAsked),
  over: phrasePattern(careAheadWords[language].over),
});
const careAhead = { en: careAheadOf('en'), es: careAheadOf('es') };

/**
 * A clause, not negated, that puts care ahead ("PT still coming up", "me falta la terapia";
 * decision 0213). In the answer to the future-care question itself, care said with "more",
 * "again" or a time to come counts too ("PT twice a week for another 2 months"; decision 0231).
 */
function isCareAheadSaid(context: ReadContext, isAsked = false): boolean {
  const words = careAhead[context.language];
  return context.clauses.some((clause) => {
    const care = findCue(clause, words.care, context.pack.reading.negation);
    if (care === null || care.isNegated) return false;
    const cue =
      findCue(clause, words.ahead, context.pack.reading.negation) ??
      (isAsked ? findCue(clause, words.aheadWhenAsked, context.pack.reading.negation) : null);
    return cue !== null && !cue.isNegated;
  });
}

/** "no more appointments", "ya me dieron de alta": asked about care to come, none is planned (decision 0231). */
const isCareOverSaid = (context: ReadContext): boolean =>
  context.clauses.some(
    (clause) => careAhead[context.language].over.test(clause.plain) && !isAskedBack(context, clause),
  );

const hadSurgery = (record: CaseRecord) => record.treatment?.levels.includes('surgery') === true;

export const futureMedicalFact: FactModule<'futureMedical'> = {
  key: 'futureMedical',
  appliesTo: anyCase,
  // "another surgery" only to someone who had one: after "no surgery" it would not fit.
  question: {
    en: (record) =>
      hadSurgery(record)
        ? 'Has a doctor said you will need more treatment, like another surgery, and roughly what it would cost?'
        : 'Has a doctor said you will need more treatment, like therapy or a procedure, and roughly what it would cost?',
    es: (record) =>
      hadSurgery(record)
        ? '¿Algún médico le dijo que va a necesitar más tratamiento, como otra cirugía, y más o menos cuánto costaría?'
        : '¿Algún médico le dijo que va a necesitar más tratamiento, como terapia o un procedimiento, y más o menos cuánto costaría?',
  },
  rephrase: {
    en: () => 'Is any more care planned for you, and do you have an estimate of its cost?',
    es: () => '¿Tiene planeada más atención médica, y sabe cuánto costaría?',
  },
  read: (context) => {
    const reading = readAmount(context, 'futureMedical', 'futureMedical');
    if (reading) return reading;
    if (futureUnknown[context.language].test(context.plain)) return { isUnknown: true };
    // "I still have to see a specialist", to another question: more care is planned, its cost
    // untold. The question is settled as it is by "yes, more therapy, no idea of the cost".
    // To the permanence question, which asks what a doctor said lies ahead, "next MRI is in
    // January", "probably more PT for months" say care to come as they do to its own (decision 0376).
    if (
      context.pending !== 'futureMedical' &&
      context.origin === 'answer' &&
      isCareAheadSaid(context, context.pending === 'permanentInjury')
    )
      return { isUnknown: true, isSaidOutright: true };
    // Asked, and answered with the plan rather than its cost ("the doctor wants to see me again
    // in March"): care to come is known, its cost is not; or no more care is planned (decision 0231).
    if (context.pending === 'futureMedical') {
      // A release the care reader already took ("done with PT") gives the 0 itself (derive-facts).
      if (isCareOverSaid(context) && context.record.treatment?.status !== 'released')
        return { value: 0, quote: context.original.slice(0, 200) };
      if (isCareAheadSaid(context, true)) return { isUnknown: true };
    }
    return undefined;
  },
  describe: (value) => usd(value),
};

export const outOfPocketFact: FactModule<'outOfPocket'> = {
  key: 'outOfPocket',
  appliesTo: (record) => record.uninjured !== true,
  // Asked in the extension (decision 0109): costs beyond the bills are counted in full.
  question: {
    en: () =>
      'Besides medical bills, have you paid other costs because of this, like medicine, rides to appointments or help at home? Roughly how much?',
    es: () =>
      'Aparte de las cuentas médicas, ¿ha pagado otros gastos por esto, como medicinas, transporte a las citas o ayuda en casa? ¿Más o menos cuánto?',
  },
  rephrase: {
    en: () => 'About how much have you spent yourself because of the injury, not counting the doctor bills?',
    es: () =>
      '¿Más o menos cuánto ha gastado de su bolsillo por la lesión, sin contar las cuentas del médico?',
  },
  read: (context) => {
    const reading = readAmount(context, 'outOfPocket', 'outOfPocket');
    // "no, nothing else" to its own question: nothing spent.
    if (!reading && isPending(context, 'outOfPocket') && context.leading === 'no') return { value: 0 };
    return reading;
  },
  describe: (value) => usd(value),
};

export const settlementOfferFact: FactModule<'settlementOffer'> = {
  key: 'settlementOffer',
  appliesTo: (record) => record.caseType !== 'workplace' || record.thirdPartyInvolved === true,
  question: {
    en: () => 'Has an insurance company offered you any money yet? If so, how much?',
    es: () => '¿Alguna aseguradora ya le ofreció dinero? Si es así, ¿cuánto?',
  },
  rephrase: {
    en: () => 'Has anyone made you an offer to settle, and for how much?',
    es: () => '¿Alguien le hizo una oferta para arreglar el caso, y por cuánto?',
  },
  // "no, nothing yet": answered, and there is no offer to store.
  isAnsweredByNo: true,
  read: (context) => readAmount(context, 'settlementOffer', 'settlementOffer'),
  describe: (value) => usd(value),
};

type Wages = FactValues['lostWages'];

const wageClause: Record<Language, RegExp> = {
  // "out" alone ("been out 3 weeks") is time off work; "out of surgery", "out from the operation" is not.
  en: /\b(missed|off work|out of work|out(?!\s+(?:of|from)\s+(?!work\b|(?:the|my|a) job\b)\w)|couldn'?t (work|knead|deal|do)|been off|lost|miss|no work|can'?t work|cant work|not (able|allowed) to work|off for)\b/,
  es: /\b(sin (ir a |poder )?trabajar|no (pude|puedo|podia|he podido|e podido) (ir a )?trabajar|no (fui|he ido|e ido|voy) (a trabajar|al trabajo|a mi trabajo)|(he |e )?faltado|falte|perdi|estuve|no he trabajado|no trabaje)\b/,
};
const workShift = /^(shifts?|turnos?)$/;

/** Time off still to come: "the doctor said no work for 3 months", "it's going to be weeks". */
const futureTimeOff: Record<Language, RegExp> = {
  en: /\b((doctor|doc|dr|surgeon|physician|they) (said|says|told|thinks?)|going to|gonna|will (be|need|miss)|at least|for (another|the next)|\d+ more (days?|weeks?|months?)|expect\w*|until)\b/,
  es: /\b(el doctor (dijo|dice)|va a|voy a|por lo menos|al menos|hasta|durante los proximos)\b/,
};

/** Whole days from an ISO date to today, or undefined without a date. */
function daysSince(iso: string | undefined, today: Date): number | undefined {
  if (!iso) return undefined;
  const days = Math.floor((today.getTime() - Date.parse(`${iso}T00:00:00Z`)) / 86_400_000);
  return Number.isFinite(days) && days >= 0 ? days : undefined;
}

/** A work schedule, not time missed: "5 days a week", "40 hrs a week", "3 turnos por semana". */
const schedule =
  /\b\S+ (days?|dias|hours?|hrs?|horas|shifts?|turnos?) (a|per|each|every|a la|por|cada|al) (week|semana|month|mes|day|dia)\b/g;

/**
 * A clause with the period said right after each of its amounts blanked ("the cab is 30 a day",
 * "160 a shift"): the period of a price, a fare or a wage is no time off (decision 0302).
 */
function withoutAmountPeriods(plain: string, amounts: ReadContext['amounts'], clause: number): string {
  const here = amounts.filter((amount) => amount.clause === clause);
  // The amounts point into the clause with its number words written as digits.
  let text = here[0]?.source ?? plain;
  for (const amount of here) {
    // "3 shifts a week", "5 días a la semana": a count of a unit is a schedule, read as one.
    if (/\p{L}$/u.test(amount.source.slice(amount.start, amount.end)) && !amount.isMoneyShaped) continue;
    const length = payPeriodLengthAfter(amount.source.slice(amount.end, amount.end + 30));
    if (length > 0) text = text.slice(0, amount.end) + ' '.repeat(length) + text.slice(amount.end + length);
  }
  return text;
}

function rateOf(found: RoledAmount): Wages['rate'] {
  const per = ratePeriodOf(found.amount);
  return per ? { amount: found.amount.value, per } : undefined;
}

const timeOffNotWork = {
  en: {
    school: phrasePattern(timeOffNotWorkWords.en.school),
    caring: phrasePattern(timeOffNotWorkWords.en.caring),
    work: phrasePattern(timeOffNotWorkWords.en.work),
  },
  es: {
    school: phrasePattern(timeOffNotWorkWords.es.school),
    caring: phrasePattern(timeOffNotWorkWords.es.caring),
    work: phrasePattern(timeOffNotWorkWords.es.work),
  },
};

/**
 * The clauses whose time off is no work the injured person missed (decision 0234): a child's
 * school ("my son missed 2 weeks of school"), or the visitor off work to care for the injured
 * ("I missed 3 days of work to take care of my daughter"), which is the carer's loss.
 */
function timeOffNotWorkClauses(context: ReadContext): Set<number> {
  const languages: Language[] = context.language === 'es' ? ['es', 'en'] : ['en'];
  const found = new Set<number>();
  // Care reaches its whole sentence: "I took a week off to stay with him, lost about $900".
  const caringSentences = sentencesOf(context.plain).filter((sentence) =>
    languages.some((language) => timeOffNotWork[language].caring.test(sentence)),
  );
  context.clauses.forEach((clause, index) => {
    const isCaring = caringSentences.some((sentence) => sentence.includes(clause.plain));
    const isSchool =
      languages.some((language) => timeOffNotWork[language].school.test(clause.plain)) &&
      !languages.some((language) => timeOffNotWork[language].work.test(clause.plain));
    if (isCaring || isSchool) found.add(index);
  });
  return found;
}

/**
 * The hours the visitor works, when said: of a day ("12-hour shifts"), of a week ("20 hours a
 * week", "3 twelve-hour shifts a week"). A week's hours without a day's spread over five days;
 * a day's hours alone make no week, as how many such days a week is not said (decision 0234).
 */
function workingHours(context: ReadContext): { day?: number; week?: number } {
  const table = context.pack.reading.numbers;
  const day = hoursPerDay(context.plain, context.language, table);
  const week = hoursPerWeek(context.plain, context.language, table);
  return {
    ...(day !== undefined ? { day } : week !== undefined ? { day: week / 5 } : {}),
    ...(week !== undefined ? { week } : {}),
  };
}

/** Working days in each pay period: five days a week, as payOverDays counts them. */
const workingDaysIn: Record<Exclude<RatePeriod, 'hour'>, number> = {
  day: 1,
  week: 5,
  month: (30 * 5) / 7,
  year: (365 * 5) / 7,
};
const periodOrder: RatePeriod[] = ['hour', 'day', 'week', 'month', 'year'];

/**
 * A wage and pay earned beside it ("$15 an hour plus about $100 a night in tips"; decision 0422):
 * one rate, in the longer of their periods, each turned into it by the hours of a working day (as
 * said, or eight) and five working days a week. Without such pay beside it, the wage as said.
 */
function withPayAdditions(context: ReadContext, base: Wages['rate']): Wages['rate'] {
  const rated = [...amountsFor(context, 'wageRate'), ...amountsFor(context, 'lostWages')].flatMap((entry) => {
    const rate = rateOf(entry);
    return rate ? [{ rate, isAddition: isPayAddition(entry.amount, context) }] : [];
  });
  const main = rated.find((found) => !found.isAddition)?.rate;
  const additions = rated.filter((found) => found.isAddition).map((found) => found.rate);
  if (!main || additions.length === 0) return base;
  const hoursADay = workingHours(context).day ?? HOURS_IN_A_WORKING_DAY;
  const perDay = (rate: NonNullable<Wages['rate']>) =>
    rate.per === 'hour' ? rate.amount * hoursADay : rate.amount / workingDaysIn[rate.per];
  const all = [main, ...additions];
  const per = all.reduce<RatePeriod>(
    (longest, rate) => (periodOrder.indexOf(rate.per) > periodOrder.indexOf(longest) ? rate.per : longest),
    'hour',
  );
  const daily = all.reduce((sum, rate) => sum + perDay(rate), 0);
  const amount = per === 'hour' ? daily / hoursADay : daily * workingDaysIn[per];
  return { amount: Math.round(amount), per };
}

function readLostWages(context: ReadContext) {
  const isAsked = context.pending === 'lostWages';
  const known: Wages = context.record.lostWages ?? {};
  const statedInWords = notWorking[context.language].find(([pattern]) => pattern.test(context.plain))?.[1];
  // The lexicon's states (decision 0229) say why no pay was earned, not an amount: the total is
  // left to what the visitor says of money.
  const statedByLexicon = statedInWords
    ? undefined
    : notWorkingStated(context.plain, {
        language: context.language,
        pending: context.pending,
        isForSomeoneElse: context.isForSomeoneElse,
        age: context.record.age,
        numbers: context.pack.reading.numbers,
      });
  const status = statedInWords ?? statedByLexicon;
  const notWork = timeOffNotWorkClauses(context);
  const amount = amountsFor(context, 'lostWages').find((entry) => !notWork.has(entry.amount.clause));
  const rate = amountsFor(context, 'wageRate')[0];
  const none = noLoss[context.language].test(context.plain);
  const rateNow = withPayAdditions(context, rate ? rateOf(rate) : undefined);
  const wageRate = rateNow ?? known.rate;
  let daysMissed = known.daysMissed;
  let expectedDaysOff = known.expectedDaysOff;
  // "3 shifts so far", "missed 4 days": working days, not calendar days.
  let workDaysMissed: number | undefined;
  if (isAsked || wageClause[context.language].test(context.plain)) {
    // Each time-off clause: what was missed so far, or what a doctor expects still to come.
    const rateClauses = new Set(amountsFor(context, 'wageRate').map((entry) => entry.amount.clause));
    for (const [index, clause] of context.clauses.entries()) {
      if (!isAsked && !wageClause[context.language].test(clause.plain)) continue;
      if (notWork.has(index)) continue;
      // "22 an hour, 40 hrs a week" states the pay, not time off; in the answer about lost pay,
      // a span of weeks beside the pay is the time missed.
      if (rateClauses.has(index) && !wageClause[context.language].test(clause.plain) && !isAsked) continue;
      let durations = findDurationsInDays(
        withoutAmountPeriods(clause.plain, context.amounts, index).replace(schedule, ' '),
        context.language,
        context.pack.reading.numbers,
        context.pack.reading.durationUnits,
      );
      // "6 weeks now at about 800 a week": in a clause that states the pay, the "a week" after
      // the amount is its period (blanked above), and a counted span beside it is the time missed.
      // Without a word of missing work there, a span of one ("40 hrs a week") is a schedule; with
      // one, it is the time missed even in the rate's own unit ("gano 700 por semana, falté una
      // semana"; decision 0303).
      if (rateClauses.has(index)) {
        const saysMissed = wageClause[context.language].test(clause.plain);
        durations = durations.filter((duration) => duration.count > 1 || saysMissed);
      }
      // "at the plant for 12 years", "bibliotecaria por 31 años": time in a job, not time missed.
      // Time missed so far cannot be longer than the time since it happened (or two years,
      // when the date is not known yet); time still to come is not bounded by it.
      const sinceIncident = daysSince(context.record.incidentDate?.from, context.today) ?? 730;
      durations = durations.filter(
        (duration) =>
          futureTimeOff[context.language].test(clause.plain) || duration.days <= sinceIncident + 1,
      );
      if (!durations[0]) continue;
      // Asked about time off, a count of days or shifts is the time missed ("actually 5 days not
      // 4"); a span of weeks or more needs a word of missing work, or pay beside it (0217).
      // Read again in a correction of the time off we hold ("3 weeks, not 10 days"), any span is
      // the time missed (decision 0227).
      const isCorrectingTime = context.origin === 'update' && known.daysMissed !== undefined;
      const isCountOfDays =
        isAsked &&
        (durations[0].days === durations[0].count || workShift.test(durations[0].unit) || isCorrectingTime);
      if (!wageClause[context.language].test(clause.plain) && !(amount || rate) && !isCountOfDays) continue;
      if (futureTimeOff[context.language].test(clause.plain)) expectedDaysOff = durations[0].days;
      // "missed five shifts": five work days missed, as "missed 5 days" is (decision 0273), not
      // stretched to the calendar days they span.
      else if (workShift.test(durations[0].unit)) {
        workDaysMissed = durations[0].count;
        daysMissed = workDaysMissed;
      } else {
        daysMissed = durations[0].days;
        // Days counted one by one are days of work missed (decision 0196); weeks and months are
        // calendar time, five working days in seven.
        workDaysMissed = durations[0].days === durations[0].count ? durations[0].count : undefined;
      }
    }
  }
  let total = known.total;
  const hours = workingHours(context);
  // Paid leave covered the days: nothing lost, whatever the days and the rate would come to.
  if (none && !amount && (total === undefined || isAsked)) total = 0;
  else if (amount && (total === undefined || isAsked || context.origin === 'update'))
    total = amount.amount.value;
  // "$22 an hour" and "missed 3 days": a full working day each, unless the hours of a day, or
  // of a week, are said ("12-hour shifts", "20 hours a week"; decision 0234).
  else if (
    !amount &&
    wageRate &&
    workDaysMissed !== undefined &&
    (wageRate.per === 'day' || wageRate.per === 'hour')
  )
    total = Math.round(
      wageRate.amount * workDaysMissed * (wageRate.per === 'day' ? 1 : (hours.day ?? HOURS_IN_A_WORKING_DAY)),
    );
  // "out 3 weeks, 20 hours a week at $15": the hours of the week, not a full-time week, are lost.
  else if (
    !amount &&
    wageRate?.per === 'hour' &&
    hours.week !== undefined &&
    daysMissed !== undefined &&
    (total === undefined || isAsked || rateNow)
  )
    total = Math.round((wageRate.amount * hours.week * daysMissed) / 7);
  // "10-hour shifts at $20, out 2 weeks": the hours of the day said, five such days in seven (0422).
  else if (
    !amount &&
    wageRate?.per === 'hour' &&
    hours.day !== undefined &&
    daysMissed !== undefined &&
    (total === undefined || isAsked || rateNow)
  )
    total = Math.round((wageRate.amount * hours.day * daysMissed * 5) / 7);
  else if (!amount && wageRate && daysMissed !== undefined && (total === undefined || isAsked || rateNow))
    total = Math.round(payOverDays(wageRate, daysMissed));
  else if ((statedInWords || none) && (total === undefined || isAsked)) total = 0;
  // "no", "nope, none", "no, no he faltado" to "Have you missed work?": nothing lost.
  else if (isAsked && context.leading === 'no' && !amount && !rate && daysMissed === known.daysMissed)
    total = 0;
  const value: Wages = {
    ...(total !== undefined ? { total } : {}),
    ...(daysMissed !== undefined ? { daysMissed } : {}),
    ...(status ? { notWorking: status } : known.notWorking ? { notWorking: known.notWorking } : {}),
    ...(wageRate ? { rate: wageRate } : {}),
    ...(expectedDaysOff !== undefined ? { expectedDaysOff } : {}),
  };
  const changed =
    value.total !== known.total ||
    value.daysMissed !== known.daysMissed ||
    value.notWorking !== known.notWorking ||
    JSON.stringify(value.rate) !== JSON.stringify(known.rate) ||
    value.expectedDaysOff !== known.expectedDaysOff;
  if (!changed) return isAsked && context.leading === 'unknown' ? { isUnknown: true as const } : undefined;
  return { value, quote: amount ? quoteOf(amount) : context.original.slice(0, 200), replaces: true };
}

/** Time off known, pay not (decision 0162): the pay is what the loss is worked out from. */
function isTimeWithoutPay(record: CaseRecord): boolean {
  const wages = record.lostWages;
  if (!wages || wages.total !== undefined || wages.rate !== undefined || wages.notWorking) return false;
  return (wages.daysMissed ?? 0) > 0 || (wages.expectedDaysOff ?? 0) > 0;
}

/** Pay known ("$22 an hour"), neither the time off nor a total. */
function isPayWithoutTime(record: CaseRecord): boolean {
  const wages = record.lostWages;
  return (
    wages?.rate !== undefined &&
    wages.total === undefined &&
    wages.daysMissed === undefined &&
    wages.expectedDaysOff === undefined &&
    !wages.notWorking
  );
}

/** The half of the lost pay still missing: the time off, or what the visitor earns. */
const missingHalf = {
  en: (record: CaseRecord) =>
    isPayWithoutTime(record)
      ? 'About how many days or weeks of work have you missed so far because of this?'
      : 'To work out the pay you lost: what do you usually earn, for example by the hour or by the week?',
  es: (record: CaseRecord) =>
    isPayWithoutTime(record)
      ? '¿Más o menos cuántos días o semanas de trabajo ha perdido hasta ahora por esto?'
      : 'Para calcular el sueldo que perdió, ¿cuánto gana normalmente, por ejemplo por hora o por semana?',
};

export const lostWagesFact: FactModule<'lostWages'> = {
  key: 'lostWages',
  appliesTo: anyCase,
  question: {
    en: (record) =>
      record.caseType === 'workplace'
        ? 'Roughly how much in wages have you lost so far?'
        : 'Have you missed work because of this? If so, roughly how much pay have you lost?',
    es: (record) =>
      record.caseType === 'workplace'
        ? '¿Más o menos cuánto sueldo ha perdido hasta ahora?'
        : '¿Ha faltado al trabajo por esto? Si es así, ¿más o menos cuánto sueldo ha perdido?',
  },
  // Asked again in other words, only the half still missing is asked (decision 0248's round: the
  // weeks were asked again right after "missed 3 weeks").
  rephrase: {
    en: (record) =>
      isPayWithoutTime(record) || isTimeWithoutPay(record)
        ? missingHalf.en(record)
        : 'About how many days or weeks of work have you missed, and what do you usually earn?',
    es: (record) =>
      isPayWithoutTime(record) || isTimeWithoutPay(record)
        ? missingHalf.es(record)
        : '¿Más o menos cuántos días o semanas de trabajo ha perdido, y cuánto gana normalmente?',
  },
  // Time off known, pay not (decision 0162): the pay is what the loss is worked out from.
  // Pay known, time off not (decision 0186): the loss is the pay times the time.
  followUp: {
    lacks: (record) => isPayWithoutTime(record) || isTimeWithoutPay(record),
    question: { en: (record) => missingHalf.en(record), es: (record) => missingHalf.es(record) },
  },
  read: readLostWages,
  describe: (value, language) => {
    if (value.notWorking)
      return language === 'es' ? `no trabajaba (${value.notWorking})` : `not working (${value.notWorking})`;
    const days = (count: number) =>
      language === 'es'
        ? `${count} ${count === 1 ? 'día' : 'días'}`
        : `${count} ${count === 1 ? 'day' : 'days'}`;
    const per = {
      en: { hour: 'an hour', day: 'a day', week: 'a week', month: 'a month', year: 'a year' },
      es: { hour: 'la hora', day: 'al día', week: 'a la semana', month: 'al mes', year: 'al año' },
    }[language];
    const parts = [
      value.total !== undefined ? usd(value.total) : null,
      value.daysMissed !== undefined
        ? language === 'es'
          ? `${days(value.daysMissed)} sin trabajar`
          : `${days(value.daysMissed)} missed`
        : null,
      value.rate ? `${usd(value.rate.amount)} ${per[value.rate.per]}` : null,
      value.expectedDaysOff !== undefined
        ? language === 'es'
          ? `unos ${days(value.expectedDaysOff)} más sin trabajar, según le dijeron`
          : `about ${days(value.expectedDaysOff)} more off work expected`
        : null,
    ].filter(Boolean);
    return parts.join(', ') || (language === 'es' ? 'desconocido' : 'unknown');
  },
};

type Property = FactValues['propertyDamage'];
const totalLoss: Record<Language, RegExp> = {
  en: /\b(totaled|total loss|totalled|write-?off)\b/,
  es: /\b(perdida total|se perdio por completo)\b/,
};

// Someone hit on foot or riding in another's car has no vehicle of theirs to ask about.
const propertyDamageApplies = (record: CaseRecord): boolean =>
  caseIs('auto', 'product_liability')(record) &&
  !(record.caseType === 'auto' && (record.role === 'pedestrian' || record.role === 'passenger'));

/**
 * Outside a crash, the visitor's things damaged (decision 0347): the things, added to those held,
 * and a figure told with them, added to the one held when the things are new ("glasses $180",
 * then "my phone too, 240": $420). Read in any answer; never asked where the fact does not apply.
 */
function readBelongings(context: ReadContext): Reading<Property> | undefined {
  const known: Property = context.record.propertyDamage ?? {};
  const found = damagedBelongings(context) ?? figureOfHeldThing(context, known);
  if (!found) return undefined;
  const held = known.items ?? [];
  const fresh = found.items.filter((item) => !held.includes(item));
  const amount = amountsFor(context, 'propertyDamage')[0]?.amount.value;
  const total =
    amount === undefined
      ? known.amount
      : known.amount !== undefined && fresh.length > 0 && held.length > 0
        ? known.amount + amount
        : known.amount !== undefined && fresh.length === 0
          ? known.amount
          : amount;
  return {
    value: {
      ...known,
      ...(total !== undefined ? { amount: total } : {}),
      items: [...held, ...fresh].slice(0, 10),
    },
    quote: found.quote,
    replaces: true,
  };
}

/** "new glasses will be $180": a figure for a thing already held as damaged, with none held yet. */
function figureOfHeldThing(
  context: ReadContext,
  known: Property,
): { items: string[]; quote: string } | undefined {
  if (!known.items?.length || known.amount !== undefined) return undefined;
  const amount = amountsFor(context, 'propertyDamage')[0];
  const clause = amount ? context.clauses[amount.amount.clause] : undefined;
  if (!clause || !known.items.some((item) => clause.plain.includes(item))) return undefined;
  return { items: [], quote: clause.text };
}

export const propertyDamageFact: FactModule<'propertyDamage'> = {
  key: 'propertyDamage',
  appliesTo: propertyDamageApplies,
  // The visitor's things, damaged in a fall, a bite or at work, are kept though never asked (decision 0347).
  isReadBeyond: (record) => record.caseType !== 'auto',
  question: {
    en: (record) =>
      record.caseType === 'auto'
        ? record.role === 'cyclist'
          ? 'How much damage was done to your bike? A repair estimate or what it would cost to replace is fine.'
          : 'How much damage was done to your vehicle? A repair estimate or what the insurer paid is fine.'
        : 'Was any of your property damaged, and roughly what would the repair cost?',
    es: (record) =>
      record.caseType === 'auto'
        ? record.role === 'cyclist'
          ? '¿Cuánto costaron los daños a su bicicleta, más o menos?'
          : '¿Cuánto costaron los daños al vehículo, más o menos?'
        : '¿Se dañaron otras cosas suyas, y cuánto costaría repararlas o reponerlas?',
  },
  rephrase: {
    en: () => 'Was anything of yours damaged, and do you have a repair estimate?',
    es: () => '¿Tiene un presupuesto de reparación de los daños al vehículo?',
  },
  // Damage said, no figure (decision 0162): an estimate or what the insurer paid is the value.
  followUp: {
    lacks: (record) => record.propertyDamage !== undefined && record.propertyDamage.amount === undefined,
    question: {
      en: (record) =>
        record.propertyDamage?.totalLoss
          ? 'Do you know what it was worth, or what the insurance company paid or offered for it?'
          : 'Do you have a figure for the damage yet, like a repair estimate or what the insurer paid?',
      es: (record) =>
        record.propertyDamage?.totalLoss
          ? '¿Sabe cuánto valía, o cuánto le pagó u ofreció la aseguradora por él?'
          : '¿Ya tiene una cifra de los daños, como un presupuesto de reparación o lo que pagó la aseguradora?',
    },
  },
  read: (context) => {
    if (context.record.caseType !== 'auto' && context.record.caseType !== undefined) {
      const things = readBelongings(context);
      // Asked ("$12,500" in the amount field), the answer is read as any amount answer is.
      if (things || (!propertyDamageApplies(context.record) && context.pending !== 'propertyDamage'))
        return things;
    }
    const isAsked = context.pending === 'propertyDamage';
    const known: Property = context.record.propertyDamage ?? {};
    const amount = amountsFor(context, 'propertyDamage')[0];
    const isTotalLoss = totalLoss[context.language].test(context.plain) ? true : known.totalLoss;
    const nextAmount = amount && (known.amount === undefined || isAsked) ? amount.amount.value : known.amount;
    if (nextAmount === known.amount && isTotalLoss === known.totalLoss)
      // "not yet", "todavía no tengo el estimado": no figure yet, which is not no damage.
      return isAsked &&
        (context.leading === 'unknown' ||
          opensWithNotYet(context.plain, context.pack.reading.answers) ||
          context.clauses.some((clause) => saysNotArrivedYet(clause.plain, context.language)))
        ? { isUnknown: true }
        : isAsked && context.leading === 'no'
          ? { value: { amount: 0 }, quote: context.original }
          : undefined;
    return {
      value: {
        ...(nextAmount !== undefined ? { amount: nextAmount } : {}),
        ...(isTotalLoss !== undefined ? { totalLoss: isTotalLoss } : {}),
      },
      quote: amount ? quoteOf(amount) : context.original.slice(0, 200),
      replaces: true,
    };
  },
  // "glasses, phone $420", "$6,800, total loss".
  describe: (value, language) =>
    [
      [
        value.items?.length ? value.items.join(', ') : null,
        value.amount !== undefined ? usd(value.amount) : null,
      ]
        .filter(Boolean)
        .join(' ') || null,
      value.totalLoss ? (language === 'es' ? 'pérdida total' : 'total loss') : null,
    ]
      .filter(Boolean)
      .join(', ') || (language === 'es' ? 'desconocido' : 'unknown'),
};
