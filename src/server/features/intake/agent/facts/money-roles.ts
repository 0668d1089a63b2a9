import type { FactKey, Language, MedicalPayer } from '../../../../../contracts/case-record';
import { questionWords } from '../../questions/question-words';
import { payPeriodAfter, type RatePeriod } from '../reading/pay-periods';
import { tidyPhrase } from '../reading/text';

import { isAskedBack, type PlacedAmount, type ReadContext } from './fact-module';
import {
  careCostWords,
  moneyRoleWords,
  moneyToldWithItsKindWords,
  ownShareWords,
  phraseAlternation,
  phrasePattern,
} from './fact-lexicons';
import { namesBelonging } from './belongings';
import { namesThing } from './injury-lexicon';
import { deniesPayLoss } from './pay-loss-words';
import {
  billPaidVerb,
  deductibleWords,
  notAPayerName,
  earnWords,
  firstPartyPayers,
  limitWords,
  medicalObjectWords,
  paidVerbPattern,
  payerKindIn,
} from './payer-words';

/**
 * What each amount in a message is FOR (issue 11: money carries its role). "PIP covered
 * 2500 of the 9000" is a part paid by PIP of a 9,000 total; "50/100" is a split policy
 * limit; "the $2,000 they offered" an offer; "$20,000 for a scar revision later" future
 * care. Structure first (X paid A of B), then the words of the amount's own clause, then
 * the question being answered. An amount with no role is left alone, never guessed.
 */
export type MoneyRole =
  | 'medicalTotal'
  | 'medicalPaid'
  | 'futureMedical'
  | 'lostWages'
  | 'propertyDamage'
  | 'policyLimit'
  | 'settlementOffer'
  | 'coverageAmount'
  | 'outOfPocket'
  | 'wageRate'
  /** A benefit paid by a period ("comp mails me $455 each week"): not lost pay, not a wage rate. */
  | 'benefitRate'
  /** The visitor's deductible or copay: neither a limit nor the bills' total. */
  | 'deductible'
  /**
   * The price of one visit, session or ride ("PT is 60 a session"): no total, and no fact keeps
   * it (decision 0302).
   */
  | 'perOccasion'
  /** A fare to care or to work by a period ("the cab is 30 a day"): no pay, no total (0302). */
  | 'travelCost'
  /** A balance still owed, what is left after a payer paid: never the bills' total (0302). */
  | 'balanceOwed';

export type { RatePeriod } from '../reading/pay-periods';

/** The pay period written right after an amount, from the one list in reading/ (decision 0196). */
export function ratePeriodAfter(text: string): RatePeriod | undefined {
  // "300 with tips a night": the tips are part of the pay, the period still its own.
  const lower = text
    .toLowerCase()
    .replace(/^\s*(?:dollars|bucks|usd)\b/, '')
    .replace(/^\s*(?:with|plus|including|in|con|mas|de|en)\s+(?:tips|propinas)\b/, '');
  return payPeriodAfter(lower);
}

/**
 * The period said before an amount, with only the words of a payment between (issue 23, point
 * 3; decision 0132): "a weekly comp check of $400", "cheques semanales de 450". Without it, such a
 * check was added to the bills or taken for an offer.
 */
const periodBefore: [RegExp, RatePeriod][] = [
  // "my hourly wage is 21", "mi sueldo por hora era 19" (decision 0330).
  [/\b(?:hourly|por hora)$/, 'hour'],
  [/\b(?:daily|diari[oa]s?)$/, 'day'],
  [/\b(?:weekly|every week|each week|semanal(?:es)?|cada semana)$/, 'week'],
  [/\b(?:monthly|every month|each month|mensual(?:es)?|cada mes)$/, 'month'],
];
const paymentWords =
  /(?:\s+(?:comp|workers'?|work|check|checks|cheque|cheques|payment|payments|benefit|benefits|disability|deposit|deposits|of|de|for|por|about|around|like|roughly|como|unos|pago|pagos|from|del|la|el|un|una|my|mi|a|the|compensacion|ttd|td|pay|wage|wages|rate|salary|paycheck|earnings|was|is|were|sueldo|salario|paga|era|es|eran|fue|fueron))*\s*\$?\s*$/;

/** Paid every two weeks: a benefit by its rhythm, but no period a wage rate is kept in. */
const everyTwoWeeks =
  /^\s*(?:dollars|bucks)?\s*(?:every (?:two|2|other) weeks?|bi-?weekly|cada (?:dos|2) semanas|cada quincena|quincenal(?:es)?)\b/;

/** Words of a check or a benefit that comes in ("a weekly check of 520"): not pay earned. */
const checkWords: Record<Language, RegExp> = {
  en: /\b(checks?|payments?|benefits?|deposits?|disability|ttd)\b/,
  es: /\b(cheques?|pagos?|beneficios?|deposito|incapacidad)\b/,
};

/**
 * Hours worked, then "at" the amount: "20 hours a week at $15", "12-hour shifts at 30", "40
 * horas a la semana a 14 dólares": the amount is paid by the hour (decision 0234).
 */
const hoursThenAt =
  /\b\d{1,3}\s*-?\s*(?:hours?|hrs?|horas?)\b(?:\s+[\p{L}-]+){0,4}?\s+(?:at|@|a|por)\s*\$?\s*$/u;

export function ratePeriodBefore(text: string): RatePeriod | undefined {
  const lower = text.toLowerCase();
  const lead = paymentWords.exec(lower);
  const head = lead ? lower.slice(0, lead.index) : lower;
  if (hoursThenAt.test(lower)) return 'hour';
  return periodBefore.find(([pattern]) => pattern.test(head))?.[1];
}

/** The pay period of an amount: said after it ("600 a week") or before it ("a weekly check of 600"). */
export const ratePeriodOf = (amount: {
  source: string;
  start: number;
  end: number;
}): RatePeriod | undefined =>
  ratePeriodAfter(amount.source.slice(amount.end, amount.end + 28)) ??
  ratePeriodBefore(amount.source.slice(Math.max(0, amount.start - 60), amount.start));

export interface RoledAmount {
  amount: PlacedAmount;
  role: MoneyRole;
  payer?: { kind: MedicalPayer; name?: string };
  quote: string;
}

const cues: Record<
  | Exclude<
      MoneyRole,
      | 'medicalPaid'
      | 'medicalTotal'
      | 'wageRate'
      | 'benefitRate'
      | 'deductible'
      | 'perOccasion'
      | 'travelCost'
      | 'balanceOwed'
    >
  | 'medical',
  Record<Language, RegExp>
> = {
  settlementOffer: {
    en: /\b(offer\w*|settle\w*|release|wants? to pay|willing to pay|gift card|pay the \d+ and be done)\b/,
    es: /\b(ofrec\w*|oferta|arreglo|acuerdo|liberacion)\b/,
  },
  // Only words that name a limit (payer-words.ts): a bare "policy" near a payment is not one.
  policyLimit: limitWords,
  coverageAmount: {
    en: /\b(i have (the |a )?\$?[\d,]+ (pip|med ?pay|um|uim)|(pip|med ?pay) (of|is) \$?[\d,]+)\b/,
    es: /\b(tengo (el |un )?\$?[\d,]+ de (pip|cobertura))\b/,
  },
  futureMedical: {
    en: /\b(later|future|down the road|will need|going to need|gonna need|need(s)? (another|more|a second)|another surgery|more surgery|revision|quoted|estimate[sd]? (for|at)|next surgery|still need)\b/,
    es: /\b(mas adelante|en el futuro|otra cirugia|necesit\w+ otra|tal vez necesit\w+|mas cirugia|presupuest\w+ para)\b/,
  },
  lostWages: {
    en: /\b(wages?|paychecks?|income|earnings|salary|lost pay|in (lost )?pay|my pay|of pay|in wages|pay i lost|lost (out on|about|around|roughly|like)?|out (about|around|like|roughly)?\s?\$?\d[\d,.]*k?|missed (work|shifts?|days|weeks)|(?:missed|miss|lost|took|taken|had)(?:\s+(?:a|an|about|around|like|almost|nearly|over|\d+|one|two|three|four|five|six|seven|eight|nine|ten|few|couple|of|full|whole|days?|weeks?|months?|shifts?)){1,4}\s+(?:off\s+)?(?:of\s+|from\s+)?work|couldn'?t work|off work|out of work|check(s)? (are|were|is)|tips|with tips|in tips|overtime|shifts)\b|\d[\d,.]*k?\s+(?:dollars\s+|bucks\s+)?lost\b(?!\s+(?:value|weight|pounds|lbs))/,
    // "perdón, la cuenta fue …" apologises: "perdon" is no "perdí" (decision 0324).
    es: /\b(sueldo|salario|perd(?!on)[io]\w*\b(?!\s+total)|sin trabajar|no pude trabajar|dejo de trabajar|cheques?|ingresos?|propinas?|turnos)\b/,
  },
  propertyDamage: {
    en: /\b(car|cars|vehicle|truck|van|suv|bike|motorcycle|repair\w*|fix|body shop|totaled|total loss|rug|curtains?|carpet|damage to|damaged|paid me \$?[\d,]+ for it|phone|laptop|glasses)\b/,
    es: /\b(carro|coche|vehiculo|camioneta|repar\w+|taller|perdida total|alfombra|cortinas?|danos? (a|al|en))\b/,
  },
  outOfPocket: {
    // "I have paid about $45 myself for the brace" (decision 0444): paid by the visitor, for supplies.
    en: /\b(out of (my own )?pocket|i paid|i've paid|i have paid|paid (it )?myself|myself|on my (credit )?card|copays?|prescriptions?|pharmacy|drugstore|over the counter|mileage)\b/,
    es: /\b(de mi (propio )?bolsillo|yo pague|pague yo|yo mism[oa]|con mi tarjeta|copagos?|farmacia)\b/,
  },
  medical: {
    en: /\b(bills?|medical|hospital|er|surgery|therapy|treatment|doctor|ambulance|so far|total|totals?|came to|come to|all together|altogether|costs?|charges?|expenses?|clinic|x-?rays?|mri|urgent care)\b/,
    es: /\b(cuentas?|facturas?|hospital(es)?|medic\w*|cirugias?|operacion(es)?|operar\w*|operan|tratamientos?|terapias?|gastos|en total|hasta ahora|clinicas?|ambulancias?|emergencias?|consultas?)\b/,
  },
};

/** Words that cannot be a payer's name ("a week and paid the surgery"). */
const notANameWord =
  /^(a|an|the|and|or|then|so|but|it|they|he|she|that|this|which|who|we|you|week|weeks|month|months|day|days|year|years|time|semana|mes|dia|ano|y|o|pero|que|eso|ellos|ella|el|la|lo|le|someone|nobody|everything|all|most|some|also|just|already|ya|tambien)$/;

/** Payer words → the payer kind ("PIP", "workers' comp", "Medicare", "her insurance", a company name). */
export function payerOf(
  words: string,
  language: Language,
  isNameAllowed = true,
): { kind: MedicalPayer; name?: string } | undefined {
  const plain = words.trim();
  if (!plain) return undefined;
  const named = payerKindIn(plain, language);
  if (named?.kind === 'medicare') return { kind: 'medicare', name: 'Medicare' };
  if (named?.kind === 'medicaid') return { kind: 'medicaid', name: 'Medicaid' };
  if (named && named.kind !== 'health_insurance') return { kind: named.kind };
  // "besides the bills I paid…": the subject is the pronoun right before the verb.
  if (
    /(?:^|\s)(i|me|myself|we|yo|nosotros)(?:\s+(?:have|had|already|just|also|then|ya|tambien))*$/.test(plain)
  )
    return { kind: 'self' };
  if (/(?:^|\s)(he|she|they|you|it|ellos|ella)$/.test(plain)) return undefined;
  if (named) {
    // "Aetna paid": the name is kept for the health-insurance fact; "my insurance paid" has none.
    const company =
      /\b(aetna|anthem|blue ?cross|blue ?shield|bcbs|cigna|humana|kaiser|united ?health(care)?|tricare|molina|ambetter|oscar|highmark|wellmark)\b/.exec(
        plain,
      );
    return company ? { kind: 'health_insurance', name: company[0] } : { kind: 'health_insurance' };
  }
  if (!isNameAllowed || notAPayerName[language].test(plain)) return undefined;
  const name = plain
    .split(/\s+/)
    .filter((word) => !/^(the|my|and|then|so|but|el|la|mi|y|pero)$/.test(word))
    .slice(-3);
  if (name.length === 0 || name.some((word) => notANameWord.test(word) || /\d/.test(word))) return undefined;
  return { kind: 'health_insurance', name: name.join(' ') };
}

/** Pronouns and links that hand the subject back to an earlier payer ("comp mails me 455 and covered the surgery"). */
const linkWords: Record<Language, RegExp> = {
  en: /(?:^|[,;]|\b(?:and|but|then|so|which|that|who)\b)\s*(?:it|they|he|she|that|which|who)?\s*(?:also |then |already |just |has |have )?$/,
  es: /(?:^|[,;]|\b(?:y|pero|luego|que|entonces)\b)\s*(?:ellos|ella|el|eso|que|lo|le)?\s*(?:tambien |ya |luego )?$/,
};

/** "I got 3,000 from PIP", "me pagan 500 del seguro del trabajo": a payer named after the amount. */
const fromPayer: Record<Language, RegExp> = {
  en: /\b(?:from|by|through|thru|out of)\s+(?:the |my |his |her |their )?/g,
  es: /\b(?:de|del|por|de parte del?)\s+(?:el |la |mi |su )?/g,
};
const receiveVerb: Record<Language, RegExp> = {
  en: /\b(got|get|gets|getting|received|receive|receiving|collected|collect|been getting)\b/,
  es: /\b(recibi|recibo|recibimos|me llego|me llega|cobre|cobro)\b/,
};

export interface PayerInClause {
  kind: MedicalPayer;
  name?: string;
  /** Where the payer's subject starts. */
  at: number;
  /** Where the verb of paying starts. */
  verbStart: number;
  /** Where the verb of paying ends: the amounts after it are what was paid. */
  verbEnd: number;
}

/**
 * The payer of a clause and where its verb of paying ends: "<payer> paid …" (the subject before
 * the verb, or an earlier payer the verb shares: "comp mails me $455 each week and covered the
 * surgery"), or a payer named after "from"/"del" ("me pagan 500 del seguro del trabajo").
 */
export function payerInClause(clausePlain: string, language: Language): PayerInClause | undefined {
  const verb = paidVerbPattern[language].exec(clausePlain) ?? receiveVerb[language].exec(clausePlain);
  if (!verb) return undefined;
  const verbEnd = verb.index + verb[0].length;
  const isPaying = paidVerbPattern[language].test(verb[0]);
  const before = clausePlain.slice(0, verb.index);
  const verbStart = verb.index;
  if (isPaying) {
    const trimmed = before.replace(/\s+$/, '');
    const subjectMatch = /([\p{L}' -]{1,40})$/u.exec(trimmed);
    const subject =
      subjectMatch?.[1]
        ?.split(/[,;]|\b(?:and|but|then|so|y|pero|luego)\b/)
        .pop()
        ?.trim() ?? '';
    if (
      subject &&
      !/^(it|they|he|she|that|which|who|ellos|ella|eso|que|lo|le|also|then|tambien)$/.test(subject)
    ) {
      const payer = payerOf(subject, language, billPaidVerb[language].test(verb[0]));
      if (payer) return { ...payer, at: trimmed.length - subject.length, verbStart, verbEnd };
    }
    if (linkWords[language].test(before)) {
      const earlier = payerKindIn(before, language);
      if (earlier)
        return { ...payerOf(before.slice(earlier.at), language)!, at: earlier.at, verbStart, verbEnd };
    }
  }
  // A payer named after the verb: "from comp", "del seguro del trabajo".
  const after = clausePlain.slice(verbEnd);
  for (const from of after.matchAll(fromPayer[language])) {
    const start = from.index + from[0].length;
    const named = payerKindIn(after.slice(start, start + 40), language);
    if (named?.at === 0)
      return {
        ...payerOf(after.slice(start, start + 40), language)!,
        at: verbEnd + from.index,
        verbStart,
        verbEnd,
      };
  }
  return undefined;
}

/** The text before a "paid" verb in a clause: the payer ("PIP", "wellmark", "El seguro del trabajo"). */
export function payerBefore(
  clausePlain: string,
  language: Language,
): { kind: MedicalPayer; name?: string; at: number } | undefined {
  return payerInClause(clausePlain, language);
}

const pendingRoles: Partial<Record<FactKey, MoneyRole>> = {
  medicalBills: 'medicalTotal',
  futureMedical: 'futureMedical',
  lostWages: 'lostWages',
  propertyDamage: 'propertyDamage',
  // A question that names the limit. The insurer's question does not: a bare amount in its
  // answer ("PIP gave me 3000") is not a limit (issue 24).
  policyLimit: 'policyLimit',
  settlementOffer: 'settlementOffer',
  outOfPocket: 'outOfPocket',
};

/** Questions whose answers carry money: a bare "about 9000" there is an amount. */
const insuranceQuestions: readonly FactKey[] = ['otherPartyInsurer', 'healthInsurance', 'ownCoverage'];
const isMoneyAnswer = (pending: FactKey | null): boolean =>
  pending !== null && (pendingRoles[pending] !== undefined || insuranceQuestions.includes(pending));

/** A share of the bills ("most of it", "casi todo"), and a whole ("all of it", "en total"). */
const partialWords: Record<Language, RegExp> = {
  en: /\b(most|part|some|half|a chunk|a portion|a bit|a little)\b/,
  es: /\b(parte|casi todo|la mayor parte|la mayoria|la mitad|algo|un poco)\b/,
};
const ofTheBill: Record<Language, RegExp> = {
  en: /\b(of it|of that|of the|of them)\b/,
  es: /\b(de eso|de los|de las|del total)\b/,
};
const wholeWords: Record<Language, RegExp> = {
  en: /\b(so far|total|in all|altogether|all of it|all of them|all of that|everything|the whole (thing|bill|amount)|in full)\b/,
  es: /\b(hasta ahora|en total|todo|todas?|completo)\b/,
};

/** Whether what a payer paid was the whole bill ("comp has paid about $64,000 so far") or a share of it. */
function isWholePayment(plain: string, language: Language): boolean {
  if (partialWords[language].test(plain)) return false;
  return wholeWords[language].test(plain) || !ofTheBill[language].test(plain);
}

/** A clause that is only an amount, hedged ("around 3 grand", "como 7 mil"): it tells the amount of the clause before. */
const appositiveAmount: Record<Language, RegExp> = {
  en: /^(?:about|around|like|roughly|maybe|approximately|approx|almost|nearly|probably|prob|close to|just over|just under|over|under)?\s*\$?\d[\d,.]*\s*(?:k|grand|dollars|bucks)?(?:\s+(?:or so|ish|i think|maybe|total|in total|so far|all told|altogether|in all|or something|per person|a person|each))?\s*[.!]?$/,
  es: /^(?:como|unos|alrededor de|mas o menos|casi|aproximadamente|mas de|menos de)?\s*\$?\d[\d,.]*\s*(?:mil|dolares)?(?:\s+(?:mas o menos|creo|mas|o algo asi|por persona|hasta ahora|en total))?\s*[.!]?$/,
};

/** Words that say a figure is not the bills ("not my bills", "no eran las facturas"). */
const notTheBills: Record<Language, RegExp> = {
  en: /\b(?:not|wasn'?t|isn'?t|was not|is not|never)\s+(?:for\s+)?(?:the\s+|my\s+|our\s+)?(?:medical\s+|hospital\s+)?(?:bills?|medical)\b/,
  es: /\bno\s+(?:eran?|fue|son|es)?\s*(?:las\s+|mis\s+|los\s+)?(?:cuentas?|facturas?|biles|gastos medicos)\b/,
};

/**
 * "the $5,000 was the offer, not my bills": figures the message moves from the bills to the offer
 * (decision 0244). An amount read as an offer in a message that says a figure is not the bills.
 */
export function figuresMovedToOffer(context: ReadContext): Set<number> {
  if (!context.clauses.some((clause) => notTheBills[context.language].test(clause.plain))) return new Set();
  return new Set(
    roledAmounts(context)
      .filter((entry) => entry.role === 'settlementOffer')
      .map((entry) => entry.amount.value),
  );
}

/** Words that point back at an amount told just before ("they offered that", "eso me ofrecieron"). */
const pointsBack: Record<Language, RegExp> = {
  en: /\b(that|this|it|what)\b/,
  es: /\b(eso|esto|lo|es lo que|fue lo que)\b/,
};

/** After a comma, words that start a statement of their own ("…, in total it was 12k"). */
const newStatement: Record<Language, RegExp> = {
  en: /\b(was|were|is|are|came|comes|come|total|totals|bills?|cost|costs)\b/,
  es: /\b(fue|fueron|es|son|era|eran|total|cuentas?|costo|costaron|salio|salieron)\b/,
};

/** Amounts a payer paid: "<payer> paid A of (the) B", "<payer> paid the bulk of it, around A", "comp mails me A each week". */
function rolesOfPayment(
  context: ReadContext,
  found: PlacedAmount[],
  clause: ReadContext['clauses'][number],
): RoledAmount[] {
  const { language } = context;
  const text = found[0]!.source;
  const payer = payerInClause(text, language);
  if (!payer) return [];
  // "me llega un cheque": a small number not written as money ("un", "2") is no payment.
  const here = found.filter((amount) => amount.isMoneyShaped || amount.value >= 100);
  // "Medicare paid the hospital, in total it was 12k": after a comma, a new statement's amount is not the payment.
  const after = here.filter((amount) => {
    if (amount.start < payer.verbEnd) return false;
    const lead = text.slice(payer.verbEnd, amount.start).split(/[,;]/);
    return lead.length === 1 || !newStatement[language].test(lead[lead.length - 1]!);
  });
  const [first, second] = after;
  if (!first) return [];
  // "I get paid 1800 every two weeks": the visitor is the one paid, for work; no payer of bills.
  if (earnWords[language].test(text.slice(0, first.start))) return [];
  const isLexiconPayer = payerKindIn(text.slice(payer.at), language) !== undefined;
  // "PIP covers up to 10,000", "their insurance covers up to 25k": a coverage, read by its words.
  if (limitWords[language].test(text.slice(payer.verbStart, first.start))) return [];
  // "their insurance paid me 2,000 for the car": the other side paying is not a medical bill.
  if (
    (payer.kind === 'other_party_insurer' || payer.kind === 'self') &&
    (cues.propertyDamage[language].test(text) || cues.settlementOffer[language].test(text))
  )
    return [];
  // "the insurer paid 7,400 for it", to the question about the damage to the car: the car's, not
  // a medical bill, unless its words name care (decision 0162).
  if (context.pending === 'propertyDamage' && !cues.medical[language].test(text)) return [];
  if (!isLexiconPayer && cues.lostWages[language].test(text.slice(0, payer.at))) return [];
  // "insurance got it, I only paid the $100 copay": a copay is the visitor's, whoever else paid.
  const aroundFirst = text.slice(Math.max(0, first.start - 40), first.end + 40);
  if (payer.kind !== 'self' && isCopayPaid(aroundFirst, language, ratePeriodOf(first))) return [];
  const payerOfEntry = { kind: payer.kind, ...(payer.name ? { name: payer.name } : {}) };
  // "comp mails me $455 each week": a benefit paid by the week, never pay lost.
  if (ratePeriodOf(first) && !earnWords[language].test(text.slice(0, first.start)))
    return [{ amount: first, role: 'benefitRate', payer: payerOfEntry, quote: clause.text }];
  // "I paid 1,500 of it", "paid 900 towards the bill so far": the visitor's share of a bill.
  if (payer.kind === 'self' && shareOfBefore[language].test(text.slice(first.end)))
    return [{ amount: first, role: 'medicalPaid', payer: payerOfEntry, quote: clause.text }];
  // "I paid $240 for a brace": what the visitor paid for anything but care is read by its words.
  if (payer.kind === 'self' && !cues.medical[language].test(text.slice(payer.verbEnd))) return [];
  const between = second ? text.slice(first.end, second.start) : '';
  if (
    second &&
    /^\s*(?:k|mil|grand|dollars|bucks|dolares)?\s*(?:out )?(?:of|de|toward|towards|para)\s+(?:the|my|los|las|el|la|it|that|eso|a|an|about|around|roughly|como|unos)?\s*(?:(?:total|bill|cuenta|factura)\s+(?:of\s+|de\s+)?)?\$?$/.test(
      between,
    )
  )
    return [
      { amount: first, role: 'medicalPaid', payer: payerOfEntry, quote: clause.text },
      { amount: second, role: 'medicalTotal', quote: clause.text },
    ];
  if (!isLexiconPayer && context.pending !== 'medicalBills' && !cues.medical[language].test(text))
    if (!isWholePayment(text, language)) return [];
  return [
    {
      amount: first,
      role: isWholePayment(text, language) ? 'medicalTotal' : 'medicalPaid',
      payer: payerOfEntry,
      quote: clause.text,
    },
  ];
}

/** "they carry 250k, right?", "es de 30 mil, ¿no?": a statement a tag and a question mark ask about (decision 0122's tags). */
const isTaggedQuestion = (plain: string, language: Language): boolean =>
  /\?\s*$/.test(plain) && (questionWords[language].confirmationTagEnd?.test(plain) ?? false);

/** Only a question's opening word before the amount ("is 8000 a lot?", "¿es mucho 8000?" is not). */
function opensTheQuestion(before: string, context: ReadContext): boolean {
  const lead = before.replace(/[¿$]/g, ' ').trim();
  return /^[\p{L}']+$/u.test(lead) && context.pack.reading.answers.questionStart.test(lead);
}

/** Words right before an amount that take it back: "not 1,200", "no 1,800", "instead of 900". */
const takenBackBefore: Record<Language, RegExp> = {
  en: /\b(?:not|instead of|rather than|wasn'?t|isn'?t)\s*\$?\s*$/,
  es: /\b(?:no|no de|no era|no fue|no es|en vez de|en lugar de)\s*\$?\s*$/,
};

/** What stands between two amounts of one clause and ends the first one's words ("5,000, lost wages 2,000"). */
const amountBreak: Record<Language, RegExp> = {
  en: /[,;]|\b(?:and|plus|but|also|then|while)\b/,
  es: /[,;]|\b(?:y|mas|pero|tambien|luego|mientras)\b/,
};

/**
 * The words that belong to one amount of a clause that holds several (issue 23, class 2;
 * decision 0139): from the break before it to the break after it, so "the ER bill was 5,000,
 * lost wages 2,000" gives the bill's words to 5,000 and the pay's to 2,000. Null when the
 * clause holds one amount, or nothing parts it from the next ("2,100 not 1,200").
 */
function ownWordsOf(amount: PlacedAmount, context: ReadContext): string | null {
  const others = context.amounts
    .filter((other) => other.clause === amount.clause && other !== amount && !other.isNotMoney)
    .sort((a, b) => a.start - b.start);
  if (others.length === 0) return null;
  const text = amount.source;
  const before = others.filter((other) => other.end <= amount.start).at(-1);
  const after = others.find((other) => other.start >= amount.end);
  let start = 0;
  if (before) {
    const between = text.slice(before.end, amount.start);
    const cut = amountBreak[context.language].exec(between);
    if (!cut) return null;
    start = before.end + cut.index;
  }
  let end = text.length;
  if (after) {
    const between = text.slice(amount.end, after.start);
    const cut = amountBreak[context.language].exec(between);
    if (!cut) return null;
    end = amount.end + cut.index;
  }
  return text.slice(start, end);
}

/**
 * Words of property damage: the cue words, or a thing of the injury lexicon's list ("my phone
 * screen", "la pantalla del teléfono", "los lentes"; decision 0150).
 */
const isPropertyWords = (words: string, language: Language): boolean =>
  cues.propertyDamage[language].test(words) || namesThing(words) || namesBelonging(words, language);

/** Words that say what something cost and not what it is for ("they cost", "costaron", "came to"). */
const costWords: Record<Language, RegExp> = {
  en: /\b(it|they|that|those|cost|costs|was|were|is|are|came to|come to|about|around|like|maybe|for|to|replace|fix)\b/g,
  es: /\b(costo|costaron|cuesta|cuestan|salio|salieron|fue|fueron|es|son|como|unos|mas o menos|para|reponer|arreglar|lo|los|la|las)\b/g,
};

/** "my glasses broke, they cost $320": a clause that only says what a thing named before cost. */
function isCostOfThingBefore(plain: string, previous: string | undefined, language: Language): boolean {
  if (!previous || !(namesThing(previous) || namesBelonging(previous, language))) return false;
  if (cues.medical[language].test(previous)) return false;
  return !hasRoleWords(plain.replace(costWords[language], ' '), language) && !namesThing(plain);
}

/** Role words of their own: an amount's own words that name what it is for. */
const hasRoleWords = (words: string, language: Language): boolean =>
  cues.lostWages[language].test(words) ||
  cues.medical[language].test(words) ||
  isPropertyWords(words, language) ||
  cues.futureMedical[language].test(words) ||
  cues.outOfPocket[language].test(words) ||
  cues.settlementOffer[language].test(words);

/**
 * The words of a figure said as what care cost (decision 0268), each matched at the end of the
 * words right before the figure: "<care> <link> [hedge]" ("the ambulance ride was like"), a
 * link alone ("the bill was"), a hedge, and a word that leads a year ("back in").
 */
function careCostPatterns(language: Language) {
  const { subjects, links, hedges, yearLeads } = careCostWords[language];
  const atEnd = (body: string) => new RegExp(String.raw`(?<![\p{L}\d'])(?:${body})\s*\$?\s*$`, 'u');
  const link = phraseAlternation(links);
  const hedge = phraseAlternation(hedges);
  return {
    careCost: atEnd(
      String.raw`(?:${phraseAlternation(subjects)})(?:\s+[\p{L}']+){0,2}?\s+(?:${link})(?:\s+(?:${hedge}))?`,
    ),
    link: atEnd(link),
    hedge: atEnd(hedge),
    yearLead: atEnd(phraseAlternation(yearLeads)),
  };
}
const careCost = { en: careCostPatterns('en'), es: careCostPatterns('es') };

/**
 * A figure shaped like a year that is money all the same (decision 0268): no word that leads a
 * year stands right before it ("back in 2019"), and it is given to a question about money
 * ("around 2000 so far"), said as what care came to ("the er visit was about 2000"), or said
 * as what a bill came to ("the hospital bill was 2000").
 */
function isYearSaidAsMoney(amount: PlacedAmount, context: ReadContext): boolean {
  if (!amount.isYearShaped) return false;
  const patterns = careCost[context.language];
  const before = wordsJustBefore(amount);
  const unhedged = before.replace(patterns.hedge, '');
  if (patterns.yearLead.test(unhedged)) return false;
  const clause = context.clauses[amount.clause]?.plain ?? '';
  return (
    isMoneyAnswer(context.pending) ||
    patterns.careCost.test(before) ||
    (billWords[context.language].test(clause) && patterns.link.test(unhedged))
  );
}

/** Classifies every money amount in the message. Cached per context. */
const kindWords = (language: Language) => {
  const words = moneyToldWithItsKindWords[language];
  return {
    coverages: phrasePattern(words.coverages),
    coverageLimits: phrasePattern(words.coverageLimits),
    paidHelp: phrasePattern(words.paidHelp),
    /** "<n> [hours] times [$]<n> [an hour] is [about] [$]": what stands before a product's result. */
    productBefore: new RegExp(
      `\\d[\\d,.]*k?\\s*(?:[\\p{L}$-]+\\s+){0,3}?(?:${phraseAlternation(words.times)})\\s*\\$?\\s*\\d[\\d,.]*k?\\s*(?:[\\p{L}$-]+\\s+){0,3}?(?:${phraseAlternation(words.equals)})\\s*(?:about|around|like|roughly|unos|como)?\\s*\\$?\\s*$`,
      'u',
    ),
  };
};
const kinds = { en: kindWords('en'), es: kindWords('es') };

/**
 * The factors of a product said out loud (decision 0422): "40 hours times $20 is $800", "8 horas
 * por 15 son 120". The amounts inside "<a> times <b> is" are no facts; the result after it is the
 * amount, read by its own words (its period, its clause).
 */
export function factorsOfAProduct(context: ReadContext): Set<PlacedAmount> {
  const factors = new Set<PlacedAmount>();
  for (const result of context.amounts) {
    const before = result.source.slice(0, result.start);
    const found = kinds[context.language].productBefore.exec(before);
    if (!found) continue;
    for (const amount of context.amounts)
      if (
        amount !== result &&
        amount.source === result.source &&
        amount.start >= found.index &&
        amount.end <= result.start
      )
        factors.add(amount);
  }
  return factors;
}

/**
 * Pay earned beside a wage, said with the amount (decision 0422): "plus about $100 a night in
 * tips", "más 80 de propinas por turno". The words are those between the amount and the next one,
 * or right before it back to the previous amount.
 */
export function isPayAddition(amount: PlacedAmount, context: ReadContext): boolean {
  const same = context.amounts.filter((other) => other.source === amount.source && other !== amount);
  const nextStart = Math.min(
    amount.end + 40,
    ...same.filter((other) => other.start >= amount.end).map((other) => other.start),
  );
  const previousEnd = Math.max(
    amount.start - 30,
    0,
    ...same.filter((other) => other.end <= amount.start).map((other) => other.end),
  );
  const words = `${amount.source.slice(previousEnd, amount.start)} ${amount.source.slice(amount.end, nextStart)}`;
  const languages: Language[] = context.language === 'es' ? ['es', 'en'] : ['en'];
  return languages.some((each) => phrasePattern(moneyToldWithItsKindWords[each].payAdditions).test(words));
}

/**
 * The visitor's own medical coverage told with its limit (decision 0423): "I have $5,000 of PIP",
 * "MedPay with a 10k limit", "mi PIP cubre hasta 10 mil". Coverage, never property damage, bills or pay.
 */
function isOwnCoverageLimit(plain: string, language: Language): boolean {
  const languages: Language[] = language === 'es' ? ['es', 'en'] : ['en'];
  return languages.some(
    (each) => kinds[each].coverages.test(plain) && kinds[each].coverageLimits.test(plain),
  );
}

/**
 * Help at home paid for (decision 0423): "I pay someone $300 a week to help me at home", "a home
 * aide at $20 an hour". What the visitor spends, never a wage nor pay lost.
 */
export function isPaidHelp(plain: string, language: Language): boolean {
  const languages: Language[] = language === 'es' ? ['es', 'en'] : ['en'];
  return languages.some((each) => kinds[each].paidHelp.test(plain));
}

export function roledAmounts(context: ReadContext): RoledAmount[] {
  const cached = cache.get(context.amounts);
  if (cached) return cached;
  const result: RoledAmount[] = [];
  const { language } = context;
  // "they have a million dollar policy, right?", "is it 100/300?": an amount the visitor asks
  // about is no fact of theirs (issue 23, point 3; decision 0132).
  const asked = new Set(
    context.clauses.flatMap((clause, index) =>
      isAskedBack(context, clause) || isTaggedQuestion(clause.plain, language) ? [index] : [],
    ),
  );
  // An amount that opens the question is what the visitor has, asked about ("is 8000 a lot for
  // this?"): it stays.
  const claimed = new Set<PlacedAmount>(
    context.amounts.filter(
      (amount) =>
        asked.has(amount.clause) && !opensTheQuestion(amount.source.slice(0, amount.start), context),
    ),
  );

  // 1. Structure: "<payer> paid A of (the) B", "<payer> sends me A a week", and the amount
  // told right after a payment in a clause of its own ("insurance paid the bulk of it, around 3k").
  context.clauses.forEach((clause, index) => {
    const here = context.amounts.filter(
      (amount) => amount.clause === index && !amount.isNotMoney && !claimed.has(amount),
    );
    const previous = context.clauses[index - 1];
    if (here.length > 0 && previous && appositiveAmount[language].test(clause.plain)) {
      const payer = payerInClause(previous.plain, language);
      const isPaidBefore = context.amounts.some(
        (amount) => amount.clause === index - 1 && !amount.isNotMoney,
      );
      if (payer && !isPaidBefore && payer.kind !== 'self' && payer.kind !== 'other_party_insurer') {
        const whole = isWholePayment(previous.plain, language);
        result.push({
          amount: here[0]!,
          role: whole ? 'medicalTotal' : 'medicalPaid',
          payer: { kind: payer.kind, ...(payer.name ? { name: payer.name } : {}) },
          quote: `${previous.text} ${clause.text}`,
        });
        claimed.add(here[0]!);
        return;
      }
    }
    if (here.length === 0) return;
    for (const entry of rolesOfPayment(context, here, clause)) {
      result.push(entry);
      claimed.add(entry.amount);
    }
  });

  // 2. The words of the amount's own clause.
  const factors = factorsOfAProduct(context);
  for (const amount of context.amounts) {
    if (claimed.has(amount) || (amount.isNotMoney && !isYearSaidAsMoney(amount, context))) continue;
    if (factors.has(amount)) continue;
    // "the bill was 2,100 not 1,200": the amount taken back is no value (decision 0139).
    if (takenBackBefore[language].test(amount.source.slice(Math.max(0, amount.start - 16), amount.start)))
      continue;
    const clause = context.clauses[amount.clause];
    if (!clause) continue;
    // "the other guy has the bare minimum, $30k per person": a clause that is only an amount
    // is read with the words of the clause before it.
    const previous = context.clauses[amount.clause - 1];
    const isThingCost = isCostOfThingBefore(clause.plain, previous?.plain, language);
    const lead =
      previous && (appositiveAmount[language].test(clause.plain) || isThingCost) ? `${previous.plain} ` : '';
    // An amount read by its own words when they say what it is for, else by its clause's.
    const own = ownWordsOf(amount, context);
    // "besides the bills I paid $240 for a brace": bills set aside are not what the amount is for.
    const plain = (own !== null && hasRoleWords(own, language) ? own : lead + clause.plain).replace(
      billsSetAside[language],
      ' ',
    );
    const nearby = lead.slice(-60) + amount.source.slice(Math.max(0, amount.start - 60), amount.end + 60);
    const ratePeriod = ratePeriodOf(amount);
    // A first-party payer named by its kind ("my PIP", "Medicare", "comp"), never a bare "insurance".
    const firstParty = payerKindIn(plain, language, false);
    const isFirstParty = firstParty !== undefined && firstPartyPayers.includes(firstParty.kind);
    const isByPeriod =
      ratePeriod !== undefined || everyTwoWeeks.test(amount.source.slice(amount.end, amount.end + 24));
    const isEarned = earnWords[language].test(plain);
    // "ninguna oferta, me mandan cheques semanales de 390": a check that comes by the week is
    // a benefit, whatever else its clause says (decision 0132).
    const isCheckByPeriod =
      isByPeriod && !isEarned && checkWords[language].test(`${previous?.plain ?? ''} ${plain}`);
    // "about 5k, they offered that in a letter": an amount alone in its clause, taken up by the
    // next clause's offer words and a word pointing back at it, is the offer (decision 0244).
    const next = context.clauses[amount.clause + 1];
    const isOfferAfter =
      next !== undefined &&
      appositiveAmount[language].test(clause.plain) &&
      !context.amounts.some((other) => other.clause === amount.clause + 1 && !other.isNotMoney) &&
      cues.settlementOffer[language].test(next.plain) &&
      pointsBack[language].test(next.plain);
    let role: MoneyRole | undefined;
    if (amount.split) role = 'policyLimit';
    else if (isOfferAfter) role = 'settlementOffer';
    else if (isCheckByPeriod) role = 'benefitRate';
    else if (cues.settlementOffer[language].test(nearby)) role = 'settlementOffer';
    // "I only paid the $100 copay": a copay the visitor paid is their own share (decision 0214).
    else if (isCopayPaid(nearby, language, ratePeriod)) role = 'outOfPocket';
    else if (deductibleWords[language].test(nearby)) role = 'deductible';
    else if (cues.coverageAmount[language].test(plain) || isOwnCoverageLimit(plain, language))
      role = 'coverageAmount';
    // "I pay a lady $300 a week to help me at home": what the visitor spends, by a period or not.
    else if (isPaidHelp(plain, language) && !isEarned) role = ratePeriod ? 'travelCost' : 'outOfPocket';
    else if (cues.policyLimit[language].test(nearby) && !cues.medical[language].test(nearby))
      // "my PIP is only 10k", "PIP covers up to 10,000": the visitor's own coverage, not the other side's limit.
      role = isFirstParty ? 'coverageAmount' : 'policyLimit';
    // "the shop quoted 4,500 for the car": a quote for a thing is its damage, not care to come.
    else if (
      cues.futureMedical[language].test(plain) &&
      !isThingOnly(plain, language) &&
      // "the body shop quoted me 2,450", to the question about the car: a quote for the car (decision 0162).
      !(context.pending === 'propertyDamage' && isOnlyATally(plain, language, context.pending))
    )
      role = 'futureMedical';
    else if (isByPeriod && isFirstParty && !isEarned) role = 'benefitRate';
    else if (ratePeriod) role = 'wageRate';
    const isOwnShare = ownShare[language].share.test(wordsJustBefore(amount));
    if (!role) {
      // "Aetna covered most, my part was around 1,500": the visitor's own share, never the whole.
      if (isOwnShare) role = 'outOfPocket';
      else if (cues.lostWages[language].test(plain)) role = 'lostWages';
      // "they cost $320" after a thing: the cost is the thing's, not care's.
      else if (
        isPropertyWords(plain, language) &&
        (isThingCost || !cues.medical[language].test(plain.replace(costWords[language], ' ')))
      )
        role = 'propertyDamage';
      else if (cues.outOfPocket[language].test(plain) && !cues.medical[language].test(plain))
        role = 'outOfPocket';
      // Asked what care is still to come, care named with a figure is that care's cost
      // ("about 30k for the knee surgery"), unless it is called a bill or a tally so far.
      else if (isCareStillAhead(plain, language, context.pending)) role = 'futureMedical';
      else if (
        (cues.medical[language].test(plain) || careCost[language].careCost.test(wordsJustBefore(amount))) &&
        !isOnlyATally(plain, language, context.pending) &&
        !isCareBoughtOutOfPocket(plain, language, context.pending)
      )
        role = 'medicalTotal';
    }
    // "my comp checks come to $455": a payer's check is neither pay lost nor a bill total.
    if (role === 'lostWages' && isFirstParty && !earnWords[language].test(plain)) role = undefined;
    // "I'm retired so no lost wages. about 3000": pay words that deny a loss, in the amount's
    // clause or the one before it, make it no pay lost; and for a visitor who says so, a bare
    // amount in the answer about lost pay is not pay lost either (decision 0196).
    if (role === 'lostWages' && deniesPayLoss(plain, language)) role = undefined;
    const isLossDenied = context.pending === 'lostWages' && deniesPayLoss(context.plain, language);
    // An answer to a money question: a bare amount is the fact asked.
    if (!role && context.pending && pendingRoles[context.pending] && !isLossDenied)
      role = pendingRoles[context.pending];
    // A payer paying is never a limit, whatever the question (issue 24).
    if (role === 'policyLimit' && !amount.split && isFirstParty && !cues.policyLimit[language].test(nearby))
      role = undefined;
    if (!role) continue;
    // A bare number ("about 9000") is money only in an answer to a money question, and
    // never a small count ("2 epidural shots").
    // "I make like 600 a week" is money by its rate words, in any answer.
    // "22 an hour": an hourly wage is small, but its rate words make it money all the same.
    const isHourly = ratePeriod === 'hour';
    const isMoneyByRate =
      (role === 'wageRate' || role === 'benefitRate') &&
      (amount.value >= 100 || (isHourly && amount.value >= 7) || isPayAddition(amount, context));
    // "the adjuster said the policy is 100,000": words that name a limit make a large number money.
    const isMoneyByLimitWords = (role === 'policyLimit' || role === 'coverageAmount') && amount.value >= 1000;
    // "oh and the hospital bill is really 9,800", said to another question: a figure its clause
    // calls a bill is money in any answer (issue 23, point 3; decision 0130).
    const isMoneyByBillWords =
      role === 'medicalTotal' && amount.value >= 100 && billWords[language].test(plain);
    // "the urgent care was like 400", said to another question: a figure said as what care
    // came to is money too (decision 0268).
    const isMoneyByCareWords =
      role === 'medicalTotal' &&
      amount.value >= 50 &&
      careCost[language].careCost.test(wordsJustBefore(amount));
    // "I lost 2,000 in paychecks", said to another question: a figure its own words call pay.
    const isMoneyByPayWords = role === 'lostWages' && amount.value >= 100 && payWords[language].test(plain);
    // "the only damage was my phone screen, like 180": a figure said of a thing is what it cost;
    // a bare one only hedged or standing alone ("la 41", "carretera 83" are roads).
    const isMoneyByThingWords =
      role === 'propertyDamage' &&
      amount.value >= 20 &&
      (amount.isHedged || appositiveAmount[language].test(clause.plain)) &&
      isPropertyWords(plain, language);
    if (
      !amount.isMoneyShaped &&
      !isMoneyByRate &&
      !isMoneyByLimitWords &&
      !isMoneyByBillWords &&
      !isMoneyByCareWords &&
      !isMoneyByPayWords &&
      !isMoneyByThingWords &&
      (!isMoneyAnswer(context.pending) || amount.value < 100)
    )
      continue;
    // "the bill was 6,000, I paid 500 of it myself": a share of a bill the visitor paid is a part
    // of that bill, not a cost beside it (counting both would count the 500 twice).
    if (role === 'outOfPocket' && isShareOfABill(plain, context, isOwnShare)) {
      result.push({ amount, role: 'medicalPaid', payer: { kind: 'self' }, quote: clause.text });
      continue;
    }
    const payer = role === 'benefitRate' && firstParty ? { kind: firstParty.kind } : undefined;
    result.push({ amount, role, ...(payer ? { payer } : {}), quote: clause.text });
  }
  // "the ER was $4,000 and PIP paid $1,500": told beside a larger total with no payer, what a
  // payer paid is a part of it, not the whole.
  const plainTotals = result.filter((entry) => entry.role === 'medicalTotal' && !entry.payer);
  for (const entry of result)
    if (
      entry.role === 'medicalTotal' &&
      entry.payer &&
      plainTotals.some((total) => total.amount.value > entry.amount.value)
    )
      entry.role = 'medicalPaid';
  for (const entry of result) entry.role = roleByWordsBeside(entry, context);
  // "comp pays me $450 a week", "me pagan 400 de la aseguranza por semana", "I get 300 a week from
  // unemployment": money the visitor receives is a benefit, never a wage, pay lost or a bill (0350).
  for (const entry of result) {
    if (entry.role === 'benefitRate' || !isBenefitReceived(entry.amount, context)) continue;
    const clause = context.clauses[entry.amount.clause]?.plain ?? '';
    const payer = payerKindIn(clause, language, false);
    entry.role = 'benefitRate';
    if (payer && firstPartyPayers.includes(payer.kind)) entry.payer = { kind: payer.kind };
    else delete entry.payer;
  }
  // "6 extra weeks ... around $7,500": an amount written as money outranks a bare number.
  result.sort((a, b) => Number(b.amount.isMoneyShaped) - Number(a.amount.isMoneyShaped));
  cache.set(context.amounts, result);
  return result;
}

const ownShare = {
  en: {
    share: phrasePattern(ownShareWords.en.share),
    copays: phrasePattern(ownShareWords.en.copays),
    perVisit: phrasePattern(ownShareWords.en.perVisit),
  },
  es: {
    share: phrasePattern(ownShareWords.es.share),
    copays: phrasePattern(ownShareWords.es.copays),
    perVisit: phrasePattern(ownShareWords.es.perVisit),
  },
};

/** The words right before an amount, after any other figure ("my part was around"). */
function wordsJustBefore(amount: PlacedAmount): string {
  const before = amount.source.slice(Math.max(0, amount.start - 40), amount.start);
  return before.replace(/^.*\d/s, '');
}

/** A copay told as paid, not as the plan's rate ("$25 per visit"; decision 0214). */
function isCopayPaid(nearby: string, language: Language, ratePeriod: RatePeriod | undefined): boolean {
  const words = ownShare[language];
  return ratePeriod === undefined && words.copays.test(nearby) && !words.perVisit.test(nearby);
}

/** Bills named only to be set aside: "besides the bills", "not counting the hospital bills". */
const billsSetAside: Record<Language, RegExp> = {
  en: /\b(?:besides|apart from|aside from|other than|not counting|not including|on top of|beyond)\s+(?:the\s+|my\s+|all\s+the\s+)?(?:medical\s+|hospital\s+|doctor\s+)?(?:bills?|medical)\b/g,
  es: /\b(?:aparte de|ademas de|sin contar|fuera de)\s+(?:las\s+|los\s+|mis\s+)?(?:cuentas?|facturas?|gastos medicos)(?:\s+medicas?)?\b/g,
};

/** Words that make an amount a share of something named before ("of it", "toward the bill"). */
const shareOfBefore: Record<Language, RegExp> = {
  en: /\b(of it|of that|of them|of those|of the (bill|bills|total|balance|hospital bill|er bill)|toward(s)? (it|that|the (bill|bills|balance|total)))\b/,
  es: /\b(de eso|de la cuenta|de las cuentas|del total|de la factura|para la cuenta)\b/,
};

/** A share the visitor paid of a bill the message or the record already holds. */
function isShareOfABill(plain: string, context: ReadContext, isOwnShare = false): boolean {
  if (!isOwnShare && !shareOfBefore[context.language].test(plain)) return false;
  if (context.record.medicalBills?.total !== undefined) return true;
  return context.clauses.some(
    (clause, index) =>
      (billWords[context.language].test(clause.plain) || cues.medical[context.language].test(clause.plain)) &&
      context.amounts.some((amount) => amount.clause === index && !amount.isNotMoney),
  );
}

/** Pay named as pay: wages, paychecks, tips, shifts missed. */
const payWords: Record<Language, RegExp> = {
  en: /\b(wages?|paychecks?|income|salary|lost pay|in pay|my pay|of pay|tips|missed (?:work|shifts?)|(?:missed|lost)(?:\s+(?:a|an|about|around|almost|nearly|over|\d+|one|two|three|four|five|six|few|couple|of|full|whole|days?|weeks?|months?|shifts?)){1,4}\s+(?:of\s+|from\s+)?work)\b/,
  es: /\b(sueldo|salario|cheques? de pago|ingresos?|propinas?|dias de trabajo|turnos)\b/,
};

/** Bills named as bills; what else care costs ("rides to therapy", "medicinas") is paid by the visitor. */
const billWords: Record<Language, RegExp> = {
  en: /\b(bills?|invoices?|(?:hospital |er |medical )?charges|statements?)\b/,
  es: /\b(cuentas?|facturas?|cobros del hospital)\b/,
};

/**
 * To "what else have you paid?", a cost named beside care ("$300 in cab rides to therapy",
 * "250 en medicinas") is what the visitor paid, not the medical bills' total.
 */
function isCareBoughtOutOfPocket(plain: string, language: Language, pending: FactKey | null): boolean {
  return pending === 'outOfPocket' && !billWords[language].test(plain);
}

/**
 * "About $3,100 so far" answering the lost-pay question: "so far" and "total" say how an
 * amount adds up, not what it is for. When those words alone point at the bills while
 * another money question is pending, the amount is that question's.
 */
const tallyWords: Record<Language, RegExp> = {
  en: /\b(so far|total|totals?|came to|come to|all together|altogether|costs?|charges?|expenses?)\b/g,
  es: /\b(en total|hasta ahora)\b/g,
};

function isOnlyATally(plain: string, language: Language, pending: FactKey | null): boolean {
  const pendingRole = pending ? pendingRoles[pending] : undefined;
  if (!pendingRole || pendingRole === 'medicalTotal') return false;
  return !cues.medical[language].test(plain.replace(tallyWords[language], ' '));
}

/** Words of a thing damaged and none of care. */
const isThingOnly = (plain: string, language: Language): boolean =>
  isPropertyWords(plain, language) && !cues.medical[language].test(plain);

/** Words that say care already happened and was billed ("the bill was", "so far", "I paid"). */
const pastCareWords: Record<Language, RegExp> = {
  en: /\b(so far|already|came to|come to|was billed|billed me|charged me|i paid|we paid|paid for|last (week|month|year))\b/,
  es: /\b(hasta ahora|ya (me )?(cobraron|pague|pagamos)|me cobraron|pague|pagamos)\b/,
};

/**
 * To the question about care still to come, a figure beside care words ("30k for the knee
 * surgery", "unos 20 mil la operación") is what that care will cost, not the bills so far.
 */
const benefitWords = (['en', 'es'] as const).map((language) => ({
  language,
  benefits: phrasePattern(moneyRoleWords[language].benefits),
  payers: phrasePattern(moneyRoleWords[language].benefitPayers),
  received: phrasePattern(moneyRoleWords[language].received),
}));

/**
 * An amount by a period (said anywhere after it in its clause: "400 de la aseguranza por
 * semana") in a clause that names a benefit ("unemployment", "incapacidad"), or a payer and a
 * verb of receiving ("comp pays me", "me pagan … de la aseguranza"), with no words of pay earned
 * (decision 0350). Both languages' words count in either chat.
 */
function isBenefitReceived(amount: PlacedAmount, context: ReadContext): boolean {
  const clause = context.clauses[amount.clause];
  if (!clause) return false;
  const plain = clause.plain;
  if (earnWords[context.language].test(plain)) return false;
  const after = amount.source.slice(amount.end, amount.end + 60).split(/[,;.]/)[0] ?? '';
  const hasPeriod =
    ratePeriodOf(amount) !== undefined ||
    everyTwoWeeks.test(after) ||
    [...after.matchAll(/(?:^|\s)(?=\S)/g)].some(
      (space) => payPeriodAfter(after.slice(space.index).trim()) !== undefined,
    );
  if (!hasPeriod) return isCompMoneyReceived(plain, context);
  return benefitWords.some(
    (words) =>
      words.benefits.test(plain) ||
      (words.received.test(plain) &&
        (words.payers.test(plain) || payerKindIn(plain, words.language, false) !== undefined)),
  );
}

/**
 * Money said to come to the visitor from comp or a benefit with no period ("workers comp pays me
 * 520", "recibo 350 de la compensación", "I get 900 from disability"): a benefit, not the bills'
 * total nor pay lost, unless its clause names care it paid for (decision 0374). A payer that paid
 * the visitor back for a bill ("comp paid me back for the ER") names care and keeps its role.
 */
function isCompMoneyReceived(plain: string, context: ReadContext): boolean {
  if (medicalObjectWords[context.language].test(plain)) return false;
  return benefitWords.some(
    (words) =>
      words.received.test(plain) &&
      (words.benefits.test(plain) || payerKindIn(plain, words.language, false)?.kind === 'workers_comp'),
  );
}

function isCareStillAhead(plain: string, language: Language, pending: FactKey | null): boolean {
  return (
    pending === 'futureMedical' &&
    cues.medical[language].test(plain) &&
    !billWords[language].test(plain) &&
    !pastCareWords[language].test(plain)
  );
}

const besideWords = (language: Language) => {
  const words = moneyRoleWords[language];
  const opening = (list: readonly string[]) =>
    new RegExp(
      String.raw`^\s*(?:(?:dollars|dollar|bucks|usd|dolares|dls)\s+)?(?:${phraseAlternation(list)})(?![\p{L}\d'])`,
      'u',
    );
  return {
    perOccasion: opening(words.perOccasion),
    perOccasionBefore: phrasePattern(words.perOccasionBefore),
    owedAfter: opening(words.owedAfter),
    owedBefore: phrasePattern(words.owedBefore),
    owesBefore: phrasePattern(words.owesBefore),
    fares: phrasePattern(words.fares),
    notFares: phrasePattern(words.notFares),
    driving: phrasePattern(words.driving),
  };
};
const beside = { en: besideWords('en'), es: besideWords('es') };

/** Roles a word beside an amount can take back, each with the words that do it. */
const payRoles: readonly MoneyRole[] = ['lostWages', 'wageRate', 'benefitRate'];
const billRoles: readonly MoneyRole[] = ['medicalTotal', 'medicalPaid', 'futureMedical'];

/**
 * The role an amount keeps once the words right beside it are heard (decision 0302), the same for
 * every way the role was found (its clause's words, a payer's verb, the question pending):
 * "PT costs 60 a session" is the price of one session, never the bills' total; "the cab to PT
 * was 35" is a fare, never pay nor a bill; "I still owe 1,200" is a balance, never the total nor
 * what the visitor paid. The words are data (money-roles.json).
 */
function roleByWordsBeside(entry: RoledAmount, context: ReadContext): MoneyRole {
  const { amount, role } = entry;
  const words = beside[context.language];
  const after = amount.source.slice(amount.end, amount.end + 30);
  const before = amount.source.slice(Math.max(0, amount.start - 60), amount.start).replace(/^.*[\d,;]/s, '');
  const own = ownWordsOf(amount, context) ?? context.clauses[amount.clause]?.plain ?? amount.source;
  const isPerOccasion = words.perOccasion.test(after) || words.perOccasionBefore.test(before);
  if (isPerOccasion && (billRoles.includes(role) || payRoles.includes(role) || role === 'outOfPocket'))
    return 'perOccasion';
  const isFare =
    words.fares.test(own) &&
    !words.notFares.test(own) &&
    !words.driving.test(context.plain) &&
    !earnWords[context.language].test(own) &&
    !billWords[context.language].test(own);
  if (isFare && (billRoles.includes(role) || payRoles.includes(role))) {
    const isByPeriod = ratePeriodOf(amount) !== undefined;
    return !isByPeriod && (context.pending === 'outOfPocket' || cues.outOfPocket[context.language].test(own))
      ? 'outOfPocket'
      : 'travelCost';
  }
  // "I owe 5,000" with nobody paying is the whole bill; beside a payer that paid, what is left.
  const isPaidInPart =
    (context.record.medicalBills?.paid ?? []).some((part) => part.payer !== 'self') ||
    context.clauses.some((clause) => {
      // "nadie me paga nada", "Molina won't pay": a payer that did not pay paid no part.
      if (context.pack.reading.negation.test(clause.plain)) return false;
      const payer = payerInClause(clause.plain, context.language);
      return payer !== undefined && payer.kind !== 'self';
    });
  const isOwed =
    words.owedBefore.test(before) ||
    words.owedAfter.test(after) ||
    (isPaidInPart && words.owesBefore.test(before));
  if (isOwed && (role === 'medicalTotal' || role === 'medicalPaid' || role === 'outOfPocket'))
    return 'balanceOwed';
  return role;
}

/** Keyed by the message's amounts: every reader of one message shares one classification. */
const cache = new WeakMap<readonly PlacedAmount[], RoledAmount[]>();

export function amountsFor(context: ReadContext, role: MoneyRole): RoledAmount[] {
  return roledAmounts(context).filter((entry) => entry.role === role);
}

/** The clause text an amount came from, shortened for provenance. */
export const quoteOf = (entry: RoledAmount): string => tidyPhrase(entry.quote, 200);
