import type { FactValues, Language } from '../../../../../contracts/case-record';
import { findDurationsInDays } from '../reading/numbers';

import { anyCase, caseIs, type FactModule, type ReadContext, usd } from './fact-module';
import { amountsFor, type MoneyRole, quoteOf, type RoledAmount } from './money-roles';

/** A single amount fact: the first amount of its role; an answer or an update replaces. */
function readAmount(
  context: ReadContext,
  key: 'futureMedical' | 'outOfPocket' | 'settlementOffer',
  role: MoneyRole,
) {
  const isAsked = context.pending === key;
  const found = amountsFor(context, role)[0];
  if (!found) return isAsked && context.leading === 'unknown' ? { isUnknown: true as const } : undefined;
  const replaces = isAsked || context.origin === 'update' || context.record[key] === undefined;
  return replaces ? { value: found.amount.value, quote: quoteOf(found), replaces } : undefined;
}

const futureUnknown: Record<Language, RegExp> = {
  en: /\b(don'?t|do not|dont) know (what|how much) (the rest|it|the next|more|future)\b|\b(not sure|no idea) (what|how much) (the rest|it) will cost\b/,
  es: /\bno se cuanto (mas|va a costar|costara)\b/,
};

export const futureMedicalFact: FactModule<'futureMedical'> = {
  key: 'futureMedical',
  label: { en: 'Future medical care', es: 'Atención médica futura' },
  appliesTo: anyCase,
  question: {
    en: () =>
      'Has a doctor said you will need more treatment, like another surgery, and roughly what it would cost?',
    es: () =>
      '¿Algún médico le dijo que va a necesitar más tratamiento, como otra cirugía, y más o menos cuánto costaría?',
  },
  rephrase: {
    en: () => 'Is any more care planned for you, and do you have an estimate of its cost?',
    es: () => '¿Tiene planeada más atención médica, y sabe cuánto costaría?',
  },
  read: (context) => {
    const reading = readAmount(context, 'futureMedical', 'futureMedical');
    if (reading) return reading;
    if (futureUnknown[context.language].test(context.plain)) return { isUnknown: true };
    return undefined;
  },
  describe: (value) => usd(value),
};

export const outOfPocketFact: FactModule<'outOfPocket'> = {
  key: 'outOfPocket',
  label: { en: 'Paid out of pocket', es: 'Pagado de su bolsillo' },
  appliesTo: anyCase,
  read: (context) => readAmount(context, 'outOfPocket', 'outOfPocket'),
  describe: (value) => usd(value),
};

export const settlementOfferFact: FactModule<'settlementOffer'> = {
  key: 'settlementOffer',
  label: { en: 'Offer made to you', es: 'Oferta que le hicieron' },
  appliesTo: anyCase,
  read: (context) => readAmount(context, 'settlementOffer', 'settlementOffer'),
  describe: (value) => usd(value),
};

type Wages = FactValues['lostWages'];

const notWorking: Record<Language, [RegExp, NonNullable<Wages['notWorking']>][]> = {
  en: [
    [/\b(i'?m|i am|he'?s|she'?s) retired\b/, 'retired'],
    [/\b(unemployed|not working (at the time|then)|between jobs|out of work before)\b/, 'unemployed'],
    [/\b(i'?m|i am) a (full[- ]time )?student\b/, 'student'],
    [/\b(stay[- ]at[- ]home (mom|dad|parent)|homemaker)\b/, 'homemaker'],
  ],
  es: [
    [/\b(estoy|soy) jubilad[oa]\b/, 'retired'],
    [/\b(no tenia trabajo|desemplead[oa])\b/, 'unemployed'],
    [/\b(soy estudiante)\b/, 'student'],
    [/\b(ama de casa)\b/, 'homemaker'],
  ],
};
const noLoss: Record<Language, RegExp> = {
  en: /\b(no lost (pay|wages|income)|didn'?t (miss|lose) (any )?(work|pay|time)|did not (miss|lose) (any )?(work|pay)|haven'?t missed (any )?work)\b/,
  es: /\b(no perdi (nada de )?(sueldo|trabajo|dias)|no falte al trabajo)\b/,
};
const wageClause: Record<Language, RegExp> = {
  en: /\b(missed|off work|out of work|out|couldn'?t (work|knead|deal|do)|been off|lost|miss)\b/,
  es: /\b(sin trabajar|no pude trabajar|falte|perdi|estuve)\b/,
};

/** Days of pay a rate stands for: "600 a week" over 14 days missed is two weeks' pay. */
const rateDays: [RegExp, (days: number) => number][] = [
  [/\b(an hour|per hour|\/hr|hourly|la hora|por hora)\b/, (days) => (days * 5 * 8) / 7],
  [/\b(a day|per day|al dia|por dia)\b/, (days) => (days * 5) / 7],
  [/\b(a week|per week|weekly|a la semana|por semana)\b/, (days) => days / 7],
  [/\b(a month|per month|al mes|por mes)\b/, (days) => days / 30],
  [/\b(a year|per year|salary of|al ano)\b/, (days) => days / 365],
];

function wagesFromRate(rate: RoledAmount, daysMissed: number): number | undefined {
  const unit = rate.amount.source.slice(rate.amount.end, rate.amount.end + 16).toLowerCase();
  const periods = rateDays.find(([pattern]) => pattern.test(unit))?.[1](daysMissed);
  return periods === undefined ? undefined : Math.round(rate.amount.value * periods);
}

function readLostWages(context: ReadContext) {
  const isAsked = context.pending === 'lostWages';
  const known: Wages = context.record.lostWages ?? {};
  const status = notWorking[context.language].find(([pattern]) => pattern.test(context.plain))?.[1];
  const amount = amountsFor(context, 'lostWages')[0];
  const rate = amountsFor(context, 'wageRate')[0];
  const none = noLoss[context.language].test(context.plain);
  let daysMissed = known.daysMissed;
  if (isAsked || wageClause[context.language].test(context.plain)) {
    const clause = context.clauses.find((candidate) => wageClause[context.language].test(candidate.plain));
    const durations = clause
      ? findDurationsInDays(
          clause.plain,
          context.language,
          context.pack.reading.numbers,
          context.pack.reading.durationUnits,
        )
      : [];
    if (durations[0] && (isAsked || amount || rate)) daysMissed = durations[0].days;
  }
  let total = known.total;
  if (amount && (total === undefined || isAsked || context.origin === 'update')) total = amount.amount.value;
  else if (!amount && rate && daysMissed !== undefined && (total === undefined || isAsked))
    total = wagesFromRate(rate, daysMissed);
  else if ((status || none) && (total === undefined || isAsked)) total = 0;
  const value: Wages = {
    ...(total !== undefined ? { total } : {}),
    ...(daysMissed !== undefined ? { daysMissed } : {}),
    ...(status ? { notWorking: status } : known.notWorking ? { notWorking: known.notWorking } : {}),
  };
  const changed =
    value.total !== known.total ||
    value.daysMissed !== known.daysMissed ||
    value.notWorking !== known.notWorking;
  if (!changed) return isAsked && context.leading === 'unknown' ? { isUnknown: true as const } : undefined;
  return { value, quote: amount ? quoteOf(amount) : context.original.slice(0, 200), replaces: true };
}

export const lostWagesFact: FactModule<'lostWages'> = {
  key: 'lostWages',
  label: { en: 'Lost pay', es: 'Sueldo perdido' },
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
  rephrase: {
    en: () => 'About how many days or weeks of work have you missed, and what do you usually earn?',
    es: () => '¿Más o menos cuántos días o semanas de trabajo ha perdido, y cuánto gana normalmente?',
  },
  read: readLostWages,
  describe: (value, language) => {
    if (value.notWorking)
      return language === 'es' ? `no trabajaba (${value.notWorking})` : `not working (${value.notWorking})`;
    const parts = [
      value.total !== undefined ? usd(value.total) : null,
      value.daysMissed !== undefined
        ? language === 'es'
          ? `${value.daysMissed} días sin trabajar`
          : `${value.daysMissed} days missed`
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

export const propertyDamageFact: FactModule<'propertyDamage'> = {
  key: 'propertyDamage',
  label: { en: 'Property damage', es: 'Daños a la propiedad' },
  appliesTo: caseIs('auto', 'product_liability'),
  question: {
    en: (record) =>
      record.caseType === 'auto'
        ? 'How much damage was done to your vehicle? A repair estimate or what the insurer paid is fine.'
        : 'Was any of your property damaged, and roughly what would the repair cost?',
    es: (record) =>
      record.caseType === 'auto'
        ? '¿Cuánto costaron los daños al vehículo, más o menos?'
        : '¿Se dañaron otras cosas suyas, y cuánto costaría repararlas o reponerlas?',
  },
  rephrase: {
    en: () => 'Was anything of yours damaged, and do you have a repair estimate?',
    es: () => '¿Tiene un presupuesto de reparación de los daños al vehículo?',
  },
  read: (context) => {
    const isAsked = context.pending === 'propertyDamage';
    const known: Property = context.record.propertyDamage ?? {};
    const amount =
      amountsFor(context, 'propertyDamage')[0] ??
      (isAsked ? amountsFor(context, 'medicalTotal')[0] : undefined);
    const isTotalLoss = totalLoss[context.language].test(context.plain) ? true : known.totalLoss;
    const nextAmount = amount && (known.amount === undefined || isAsked) ? amount.amount.value : known.amount;
    if (nextAmount === known.amount && isTotalLoss === known.totalLoss)
      return isAsked && context.leading === 'unknown'
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
  describe: (value, language) =>
    [
      value.amount !== undefined ? usd(value.amount) : null,
      value.totalLoss ? (language === 'es' ? 'pérdida total' : 'total loss') : null,
    ]
      .filter(Boolean)
      .join(', ') || (language === 'es' ? 'desconocido' : 'unknown'),
};
