import type { FactValues, Language, MedicalPayer } from '../../../../../contracts/case-record';

import { anyCase, type FactModule, type ReadContext, usd } from './fact-module';
import { noBillsWords, phrasePattern, saysNotArrivedYet } from './fact-lexicons';
import {
  amountsFor,
  figuresMovedToOffer,
  payerBefore,
  quoteOf,
  type RoledAmount,
  roledAmounts,
} from './money-roles';
import { medicalObjectWords, notPaidWords, payerKindIn, shareWords } from './payer-words';

type Bills = FactValues['medicalBills'];

/**
 * "Aetna covered most of it", "the ER was 4,000 and Medicaid
 * handled it": a payer of the bills with no amount of its own. A payer named by its kind
 * (PIP, comp, Medicare…) counts in any message; a bare name only in an answer or the story.
 */
function payersWithoutAmount(context: ReadContext, isNameTrusted: boolean): Bills['paid'] {
  const found: Bills['paid'] = [];
  const withAmount = new Set(
    roledAmounts(context).flatMap((entry) =>
      entry.payer && entry.role !== 'benefitRate' ? [`${entry.amount.clause}:${entry.payer.kind}`] : [],
    ),
  );
  const benefitClauses = new Set(amountsFor(context, 'benefitRate').map((entry) => entry.amount.clause));
  context.clauses.forEach((clause, index) => {
    if (notPaidWords[context.language].test(clause.plain)) return;
    const payer = payerBefore(clause.plain, context.language);
    if (!payer || payer.kind === 'other_party_insurer' || payer.kind === 'self') return;
    if (withAmount.has(`${index}:${payer.kind}`)) return;
    // "la aseguranza me paga 400 por semana": a payer of a benefit pays the visitor, not the bills (0350).
    if (benefitClauses.has(index) && !medicalObjectWords[context.language].test(clause.plain.slice(payer.at)))
      return;
    const isByKind = payerKindIn(clause.plain.slice(payer.at), context.language) !== undefined;
    if (!isByKind && !isNameTrusted) return;
    const rest = clause.plain.slice(payer.at);
    // "the insurer paid for it", to the question about the car or an offer: "it" is not care.
    const isOtherThing = context.pending === 'propertyDamage' || context.pending === 'settlementOffer';
    if (isOtherThing && !medicalObjectWords[context.language].test(rest)) return;
    if (
      !medicalObjectWords[context.language].test(rest) &&
      !shareWords[context.language].test(rest) &&
      !/\b(it|them|everything|eso|todo|lo|la|las|los)\b/.test(rest)
    )
      return;
    found.push({ payer: payer.kind });
  });
  return found;
}

/**
 * The total of the bills in one message: the amount the visitor calls the total ("so around
 * $8,100", "$9,000 altogether"), else the sum of the items they listed ("urgent care $900
 * plus xrays $350").
 */
function totalOf(totals: RoledAmount[]): number | undefined {
  if (totals.length === 0) return undefined;
  if (totals.length === 1) return totals[0]!.amount.value;
  const before = (entry: RoledAmount) =>
    entry.amount.source.slice(Math.max(0, entry.amount.start - 30), entry.amount.start);
  // "about $30,000 so far including the $2,200 ambulance", "the ER was $3,100 of that": an amount
  // said to be included in a larger one told before it is a part, and that one is the total
  // (and "so far" is no "so").
  const after = (entry: RoledAmount) => entry.amount.source.slice(entry.amount.end, entry.amount.end + 20);
  const part = totals.find(
    (entry, index) =>
      index > 0 &&
      (/\b(including|incl|includes|included|counting|incluyendo|incluye|incluido|incluida|contando|con todo y)\b[^,;.]*$/.test(
        before(entry),
      ) ||
        /^\s*(of that|of it|of those|of this|de eso|de esos|de ahi)\b/.test(after(entry))) &&
      totals.slice(0, index).some((earlier) => earlier.amount.value > entry.amount.value),
  );
  if (part) return Math.max(...totals.slice(0, totals.indexOf(part)).map((entry) => entry.amount.value));
  const named = totals.find((entry) =>
    /\b(so(?! far\b)|total|totals|altogether|all together|in all|comes? to|came to|sum|en total|o sea)\b[^,;]*$|=\s*$/.test(
      before(entry),
    ),
  );
  if (named) return named.amount.value;
  // "12k altogether, the hospital was 10k and the ambulance 1,800": a total said first or last,
  // by a word after it or by being the sum of the others, is not one more item.
  const namedAfter = totals.find((entry) =>
    /^\s*(?:dollars?|bucks)?\s*(total|in total|altogether|all together|in all|en total|total(es)?)\b/.test(
      entry.amount.source.slice(entry.amount.end, entry.amount.end + 20),
    ),
  );
  if (namedAfter) return namedAfter.amount.value;
  const all = totals.reduce((sum, entry) => sum + entry.amount.value, 0);
  const sumOfOthers = [totals[0]!, totals.at(-1)!].find(
    (entry) => Math.abs(all - 2 * entry.amount.value) <= 0.1 * entry.amount.value,
  );
  if (totals.length >= 3 && sumOfOthers) return sumOfOthers.amount.value;
  const isList =
    totals.every((entry) => entry.amount.source === totals[0]!.amount.source) || totals.length <= 4;
  return isList ? totals.reduce((sum, entry) => sum + entry.amount.value, 0) : totals[0]!.amount.value;
}

/** "zero", "no bills", "nada", "I haven't gotten any bills" (decision 0239), per language. */
const noBillsPatterns = {
  en: {
    whole: new RegExp(`^(?:${phrasePattern(noBillsWords.en.whole).source})\\s*(?:[,;.!-]|$)`, 'u'),
    said: phrasePattern(noBillsWords.en.said),
  },
  es: {
    whole: new RegExp(`^(?:${phrasePattern(noBillsWords.es.whole).source})\\s*(?:[,;.!-]|$)`, 'u'),
    said: phrasePattern(noBillsWords.es.said),
  },
};

/** The answer to the bills question says there are none so far: no amount, no payer, just none. */
function saysNoBills(context: ReadContext): boolean {
  const first = context.clauses[0]?.plain ?? '';
  const words = noBillsPatterns[context.language];
  const text = context.plain.trim();
  return (words.whole.test(text) || words.said.test(first)) && !/\d/.test(text);
}

function readBills(context: ReadContext) {
  const isAsked = context.pending === 'medicalBills';
  const totals = amountsFor(context, 'medicalTotal');
  const parts = amountsFor(context, 'medicalPaid');
  // A zero worked out from "no care yet" (decision 0239) gives way to what the visitor says.
  const isWorkedOut = context.record.sources.medicalBills?.derivedFrom !== undefined;
  const known: Bills = (isWorkedOut ? undefined : context.record.medicalBills) ?? { paid: [] };
  const paid = [...known.paid];
  const addPart = (payer: MedicalPayer, amount?: number) => {
    const existing = paid.findIndex((part) => part.payer === payer);
    const entry = amount === undefined ? { payer } : { payer, amount };
    if (existing >= 0) paid[existing] = amount === undefined ? paid[existing]! : entry;
    else paid.push(entry);
  };
  for (const part of parts) if (part.payer) addPart(part.payer.kind, part.amount.value);
  // "comp has paid about $64,000 so far": the whole bill, and the part that payer paid.
  for (const total of totals)
    if (total.payer && total.payer.kind !== 'self') addPart(total.payer.kind, total.amount.value);
  for (const part of payersWithoutAmount(context, isAsked || context.origin === 'description'))
    addPart(part.payer);
  // "comp mails me $455 each week": an accepted comp (or PIP) claim pays the care too, and is repaid
  // from a recovery. The payer is named (its lien); the weekly sum is neither a bill nor lost pay
  // (decision 0089).
  // Bills told paid by another payer (health insurance) are not paid by comp because comp sends a
  // check: only the visitor's words say comp paid them (decision 0350).
  const isPaidByOther = paid.some((part) => part.payer !== 'self' && part.payer !== 'unpaid');
  for (const benefit of amountsFor(context, 'benefitRate'))
    if (
      !isPaidByOther &&
      benefit.payer &&
      (benefit.payer.kind === 'workers_comp' || benefit.payer.kind === 'pip_medpay')
    )
      addPart(benefit.payer.kind);
  // "the ER was 3,000 and I still owe 1,200 after insurance": the balance is the part nobody has
  // paid yet, kept beside the total and never instead of it (decision 0375). Only beside bills
  // told or asked, and never more than the total.
  const isBillsTold =
    isAsked || totals.length > 0 || parts.length > 0 || known.total !== undefined || known.paid.length > 0;
  const balance = isBillsTold ? amountsFor(context, 'balanceOwed').at(-1) : undefined;
  const totalTold = totalOf(totals) ?? known.total;
  if (balance && (totalTold === undefined || balance.amount.value < totalTold))
    addPart('unpaid', balance.amount.value);
  // "comp did NOT pay the ER bill": a payer said not to have paid is no payer, even one counted before.
  for (const clause of context.clauses) {
    if (!notPaidWords[context.language].test(clause.plain)) continue;
    const payer = payerKindIn(clause.plain, context.language);
    if (!payer) continue;
    const at = paid.findIndex((part) => part.payer === payer.kind);
    if (at >= 0) paid.splice(at, 1);
  }
  const total = totalOf(totals);
  const isUpdate = context.origin === 'update';
  // "the $5,000 was the offer, not my bills, the bills were about $68,000": the figure moved to
  // the offer leaves the bills, and the bills told beside it take its place (decision 0244).
  const isMovedOff = known.total !== undefined && figuresMovedToOffer(context).has(known.total);
  const nextTotal = isMovedOff
    ? total
    : total !== undefined && (known.total === undefined || isAsked || isUpdate)
      ? total
      : known.total;
  const changed =
    nextTotal !== known.total ||
    paid.length !== known.paid.length ||
    paid.some(
      (part, index) => part.payer !== known.paid[index]?.payer || part.amount !== known.paid[index]?.amount,
    );
  // "the bill hasn't come yet", "todavía no me llega la cuenta": the amount is not known for now,
  // an answer (not a zero, not unclear), so the question is not put again (decision 0328).
  if (
    !changed &&
    isAsked &&
    known.total === undefined &&
    context.clauses.some((clause) => saysNotArrivedYet(clause.plain, context.language))
  )
    return { isUnknown: true as const };
  if (!changed && isAsked && known.total === undefined && paid.length === 0 && saysNoBills(context))
    return { value: { total: 0, paid: [] }, quote: context.original.slice(0, 200), replaces: true };
  if (!changed) return isAsked && context.leading === 'unknown' ? { isUnknown: true as const } : undefined;
  const value: Bills = { ...(nextTotal !== undefined ? { total: nextTotal } : {}), paid };
  return {
    value,
    quote: totals[0] ? quoteOf(totals[0]) : parts[0] ? quoteOf(parts[0]) : context.original.slice(0, 200),
    replaces: true,
  };
}

const payerNames: Record<Language, Record<MedicalPayer, string>> = {
  en: {
    health_insurance: 'health insurance',
    medicare: 'Medicare',
    medicaid: 'Medicaid',
    pip_medpay: 'PIP / MedPay',
    workers_comp: "workers' comp",
    auto_insurance: 'car insurance',
    other_party_insurer: "the other side's insurer",
    self: 'you',
    unpaid: 'unpaid',
    other: 'someone else',
  },
  es: {
    health_insurance: 'seguro médico',
    medicare: 'Medicare',
    medicaid: 'Medicaid',
    pip_medpay: 'PIP / MedPay',
    workers_comp: 'compensación laboral',
    auto_insurance: 'seguro del carro',
    other_party_insurer: 'el seguro de la otra parte',
    self: 'usted',
    unpaid: 'sin pagar',
    other: 'otra persona',
  },
};

export const medicalBillsFact: FactModule<'medicalBills'> = {
  key: 'medicalBills',
  appliesTo: anyCase,
  question: {
    en: () => 'About how much have your medical bills come to so far, and has anyone paid part of them?',
    es: () =>
      '¿Cuánto han costado sus gastos médicos hasta ahora, más o menos, y alguien ha pagado una parte?',
  },
  rephrase: {
    en: () => 'Roughly what have your medical bills added up to so far, even a ballpark figure?',
    es: () => 'Un total aproximado está bien: ¿cuánto ha costado su atención médica hasta ahora?',
  },
  isSettled: (record) => record.medicalBills?.total !== undefined || record.unknowns.includes('medicalBills'),
  // Who paid known, the total not (decision 0162): the total is what the value counts. The
  // total known, nobody named as paying (decision 0186): who paid decides the liens on a recovery.
  followUp: {
    // No bills at all ($0) leave nobody to have paid them (decision 0239).
    lacks: (record) =>
      record.medicalBills !== undefined &&
      (record.medicalBills.total === undefined ||
        (record.medicalBills.paid.length === 0 && record.medicalBills.total > 0)),
    question: {
      en: (record) =>
        record.medicalBills?.total === undefined
          ? 'Roughly what have the medical bills added up to so far, whoever paid them, even as a ballpark figure?'
          : 'Has anyone paid part of those bills yet, like your health insurance, Medicaid or Medicare, or a car insurance, or are they still unpaid?',
      es: (record) =>
        record.medicalBills?.total === undefined
          ? '¿Más o menos cuánto suman las cuentas médicas hasta ahora, las haya pagado quien las haya pagado?'
          : '¿Alguien ha pagado una parte de esas cuentas, como su seguro médico, Medicaid o Medicare, o un seguro de auto, o siguen sin pagar?',
    },
  },
  read: readBills,
  describe: (value, language) => {
    const total =
      value.total !== undefined
        ? usd(value.total)
        : language === 'es'
          ? 'total desconocido'
          : 'total unknown';
    const owed = value.paid.find((part) => part.payer === 'unpaid' && part.amount !== undefined);
    const parts = value.paid
      .filter((part) => part !== owed)
      .map(
        (part) =>
          `${payerNames[language][part.payer]}${part.amount !== undefined ? ` ${usd(part.amount)}` : ''}`,
      )
      .join(', ');
    const paidBy = parts ? ` (${language === 'es' ? 'pagado por' : 'paid by'} ${parts})` : '';
    const stillOwed =
      owed?.amount !== undefined
        ? `, ${language === 'es' ? 'pendiente' : 'still owed'} ${usd(owed.amount)}`
        : '';
    return `${total}${paidBy}${stillOwed}`;
  },
};
