import type { FactKey, Language, MedicalPayer } from '../../../../../contracts/case-record';
import { tidyPhrase } from '../reading/text';

import type { PlacedAmount, ReadContext } from './fact-module';

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
  | 'wageRate';

export type RatePeriod = 'hour' | 'day' | 'week' | 'month' | 'year';

/** The pay period written right after an amount: "22 an hour", "$22/hr", "600 a week", "2.000 al mes". */
const ratePeriodWords: [RegExp, RatePeriod][] = [
  [/^\s*(?:(?:an|a|per|la|por) hour|hourly|\/\s?(?:hr|hour|h)\b|(?:la|por) hora\b)/, 'hour'],
  // A shift is counted as a day's pay ("180 a shift", "$150 por turno").
  [/^\s*(?:(?:a|per|each) (?:day|shift)\b|daily|\/\s?(?:day|shift)\b|(?:al|por) (?:dia|turno)\b)/, 'day'],
  [/^\s*(?:(?:a|per) week|weekly|\/\s?(?:wk|week)\b|(?:a la|por) semana\b)/, 'week'],
  [/^\s*(?:(?:a|per) month|monthly|\/\s?(?:mo|month)\b|(?:al|por) mes\b)/, 'month'],
  [/^\s*(?:(?:a|per) year|yearly|annually|\/\s?(?:yr|year)\b|al ano\b)/, 'year'],
];

export function ratePeriodAfter(text: string): RatePeriod | undefined {
  const lower = text.toLowerCase().replace(/^\s*(?:dollars|bucks|usd)\b/, '');
  return ratePeriodWords.find(([pattern]) => pattern.test(lower))?.[1];
}

export interface RoledAmount {
  amount: PlacedAmount;
  role: MoneyRole;
  payer?: { kind: MedicalPayer; name?: string };
  quote: string;
}

const cues: Record<
  Exclude<MoneyRole, 'medicalPaid' | 'medicalTotal' | 'wageRate'> | 'medical',
  Record<Language, RegExp>
> = {
  settlementOffer: {
    en: /\b(offer\w*|settle\w*|release|wants? to pay|willing to pay|gift card|pay the \d+ and be done)\b/,
    es: /\b(ofrec\w*|oferta|arreglo|acuerdo|liberacion)\b/,
  },
  policyLimit: {
    en: /\b(limits?|policy|polic(y|ies) (is|are)|covers? up to|coverage (is|of)|only has|only have)\b/,
    es: /\b(limites?|poliza|cubre hasta|solo tiene)\b/,
  },
  coverageAmount: {
    en: /\b(i have (the |a )?\$?[\d,]+ (pip|med ?pay|um|uim)|(pip|med ?pay) (of|is) \$?[\d,]+)\b/,
    es: /\b(tengo (el |un )?\$?[\d,]+ de (pip|cobertura))\b/,
  },
  futureMedical: {
    en: /\b(later|future|down the road|will need|going to need|gonna need|need(s)? (another|more|a second)|another surgery|more surgery|revision|quoted|estimate[sd]? (for|at)|next surgery|still need)\b/,
    es: /\b(mas adelante|en el futuro|otra cirugia|necesit\w+ otra|tal vez necesit\w+|mas cirugia|presupuest\w+ para)\b/,
  },
  lostWages: {
    en: /\b(wages?|paychecks?|income|earnings|salary|lost pay|in (lost )?pay|my pay|of pay|in wages|pay i lost|lost (out on|about|around|roughly|like)?|out (about|around|like|roughly)?\s?\$?\d[\d,.]*k?|missed (work|shifts?|days|weeks)|couldn'?t work|off work|out of work|check(s)? (are|were|is))\b/,
    es: /\b(sueldo|salario|perd[io]\w*|sin trabajar|no pude trabajar|dejo de trabajar|cheques?|ingresos?)\b/,
  },
  propertyDamage: {
    en: /\b(car|cars|vehicle|truck|van|suv|bike|motorcycle|repair\w*|fix|body shop|totaled|total loss|rug|curtains?|carpet|damage to|damaged|paid me \$?[\d,]+ for it|phone|laptop|glasses)\b/,
    es: /\b(carro|coche|vehiculo|camioneta|repar\w+|taller|perdida total|alfombra|cortinas?|danos? (a|al|en))\b/,
  },
  outOfPocket: {
    en: /\b(out of (my own )?pocket|i paid|i've paid|on my (credit )?card|copays?|prescriptions?|mileage)\b/,
    es: /\b(de mi bolsillo|yo pague|con mi tarjeta|copagos?)\b/,
  },
  medical: {
    en: /\b(bills?|medical|hospital|er|surgery|therapy|treatment|doctor|ambulance|so far|total|totals?|came to|come to|all together|altogether|costs?|charges?|expenses?|clinic|x-?rays?|mri|urgent care)\b/,
    es: /\b(cuentas?|facturas?|hospital|medic\w*|cirugia|terapia|gastos|en total|hasta ahora|clinica|ambulancia)\b/,
  },
};

const paidVerb: Record<Language, string> = {
  en: String.raw`(?:paid|covered|picked up|pays|has paid|have paid|has covered|took care of|is paying|is covering)`,
  es: String.raw`(?:pago|pagaron|ha pagado|han pagado|cubrio|cubrieron|esta pagando|me paga|paga)`,
};

/** Payer words → the payer kind ("PIP", "workers' comp", "Medicare", "her insurance", a company name). */
export function payerOf(
  words: string,
  language: Language,
): { kind: MedicalPayer; name?: string } | undefined {
  const plain = words.trim();
  if (!plain) return undefined;
  if (/\b(pip|med ?pay|personal injury protection)\b/.test(plain)) return { kind: 'pip_medpay' };
  if (
    /\b(comp|workers'? ?comp\w*|work comp|compensacion|seguro del trabajo|seguro de(l)? trabajo)\b/.test(
      plain,
    )
  )
    return { kind: 'workers_comp' };
  if (/\bmedicare\b/.test(plain)) return { kind: 'medicare', name: 'Medicare' };
  if (/\b(medicaid|medi-cal)\b/.test(plain)) return { kind: 'medicaid', name: 'Medicaid' };
  if (
    /\b(her|his|their|the other driver'?s?|the hotel'?s?|the store'?s?|the company'?s?|su aseguradora)\b.*\binsurance\b/.test(
      plain,
    )
  )
    return { kind: 'other_party_insurer' };
  if (/^(i|me|myself|yo)$/.test(plain)) return { kind: 'self' };
  if (/\b(health insurance|my insurance|insurance|seguro medico|mi seguro|aseguranza)\b/.test(plain))
    return { kind: 'health_insurance' };
  const name = plain
    .split(/\s+/)
    .filter((word) => !/^(the|my|and|then|so|but|el|la|mi|y|pero)$/.test(word))
    .slice(-3)
    .join(' ');
  if (!name || /^(it|they|he|she|that|this|someone|nobody|eso|ellos)$/.test(name)) return undefined;
  return { kind: 'health_insurance', name: language === 'es' ? name : name };
}

/** The text before a "paid" verb in a clause: the payer ("PIP", "wellmark", "El seguro del trabajo"). */
export function payerBefore(
  clausePlain: string,
  language: Language,
): { kind: MedicalPayer; name?: string; at: number } | undefined {
  const match = new RegExp(
    String.raw`([\p{L}' ]{2,40}?)\s+(?:has |have |ha |han )?${paidVerb[language]}\b`,
    'u',
  ).exec(clausePlain);
  if (!match) return undefined;
  const words = match[1]!.split(/[,;]/).pop()!.trim();
  const payer = payerOf(words, language);
  return payer ? { ...payer, at: match.index } : undefined;
}

const pendingRoles: Partial<Record<FactKey, MoneyRole>> = {
  medicalBills: 'medicalTotal',
  futureMedical: 'futureMedical',
  lostWages: 'lostWages',
  propertyDamage: 'propertyDamage',
  policyLimit: 'policyLimit',
  otherPartyInsurer: 'policyLimit',
  settlementOffer: 'settlementOffer',
  outOfPocket: 'outOfPocket',
};

/** Classifies every money amount in the message. Cached per context. */
export function roledAmounts(context: ReadContext): RoledAmount[] {
  const cached = cache.get(context.amounts);
  if (cached) return cached;
  const result: RoledAmount[] = [];
  const { language } = context;
  const claimed = new Set<PlacedAmount>();

  // 1. Structure: "<payer> paid A of (the) B" / "A of the B".
  context.clauses.forEach((clause, index) => {
    const here = context.amounts.filter((amount) => amount.clause === index && !amount.isNotMoney);
    if (here.length === 0) return;
    const payer = payerBefore(clause.plain, language);
    const ofTotal = new RegExp(
      String.raw`\d[\d,.]*\s?(?:k|mil|grand)?\s+(?:of|de)\s+(?:the|my|los|las|el|la|it|that|eso)?\s*\$?\d`,
    ).exec(clause.plain);
    if (payer && here.length >= 2 && ofTotal) {
      const [part, total] = here;
      result.push({ amount: part!, role: 'medicalPaid', payer, quote: clause.text });
      result.push({ amount: total!, role: 'medicalTotal', quote: clause.text });
      claimed.add(part!).add(total!);
      return;
    }
    if (
      payer &&
      here.length >= 1 &&
      !cues.lostWages[language].test(clause.plain.slice(0, payer.at)) &&
      !cues.policyLimit[language].test(clause.plain)
    ) {
      const amount = here.find((candidate) => candidate.start > payer.at) ?? here[0]!;
      // "comp has paid about $64,000 so far" is the total of bills that comp paid.
      const isWholeBill =
        /\b(so far|total|in all|altogether|hasta ahora|en total)\b/.test(clause.plain) ||
        !/\b(of it|of that|of the|part|most|some|de eso|parte)\b/.test(clause.plain);
      if (context.pending === 'medicalBills' || cues.medical[language].test(clause.plain) || isWholeBill) {
        result.push({
          amount,
          role: isWholeBill ? 'medicalTotal' : 'medicalPaid',
          payer,
          quote: clause.text,
        });
        claimed.add(amount);
      }
    }
  });

  // 2. The words of the amount's own clause.
  for (const amount of context.amounts) {
    if (claimed.has(amount) || amount.isNotMoney) continue;
    const clause = context.clauses[amount.clause];
    if (!clause) continue;
    const plain = clause.plain;
    const nearby = amount.source.slice(Math.max(0, amount.start - 60), amount.end + 60);
    let role: MoneyRole | undefined;
    if (amount.split) role = 'policyLimit';
    else if (cues.settlementOffer[language].test(nearby)) role = 'settlementOffer';
    else if (cues.coverageAmount[language].test(plain)) role = 'coverageAmount';
    else if (cues.policyLimit[language].test(nearby) && !cues.medical[language].test(nearby))
      role = 'policyLimit';
    else if (cues.futureMedical[language].test(plain)) role = 'futureMedical';
    else if (ratePeriodAfter(amount.source.slice(amount.end, amount.end + 16))) role = 'wageRate';
    if (!role) {
      if (cues.lostWages[language].test(plain)) role = 'lostWages';
      else if (cues.propertyDamage[language].test(plain) && !cues.medical[language].test(plain))
        role = 'propertyDamage';
      else if (cues.outOfPocket[language].test(plain) && !cues.medical[language].test(plain))
        role = 'outOfPocket';
      else if (cues.medical[language].test(plain) && !isOnlyATally(plain, language, context.pending))
        role = 'medicalTotal';
    }
    // An answer to a money question: a bare amount is the fact asked.
    if (!role && context.pending && pendingRoles[context.pending]) role = pendingRoles[context.pending];
    if (!role) continue;
    // A bare number ("about 9000") is money only in an answer to a money question, and
    // never a small count ("2 epidural shots").
    // "I make like 600 a week" is money by its rate words, in any answer.
    // "22 an hour": an hourly wage is small, but its rate words make it money all the same.
    const isHourly = ratePeriodAfter(amount.source.slice(amount.end, amount.end + 16)) === 'hour';
    const isMoneyByRate = role === 'wageRate' && (amount.value >= 100 || (isHourly && amount.value >= 7));
    if (
      !amount.isMoneyShaped &&
      !isMoneyByRate &&
      (!(context.pending && pendingRoles[context.pending]) || amount.value < 100)
    )
      continue;
    result.push({ amount, role, quote: clause.text });
  }
  // "6 extra weeks ... around $7,500": an amount written as money outranks a bare number.
  result.sort((a, b) => Number(b.amount.isMoneyShaped) - Number(a.amount.isMoneyShaped));
  cache.set(context.amounts, result);
  return result;
}

/**
 * "About $3,100 so far" answering the lost-pay question: "so far" and "total" say how an
 * amount adds up, not what it is for. When those words alone point at the bills while
 * another money question is pending, the amount is that question's.
 */
const tallyWords: Record<Language, RegExp> = {
  en: /\b(so far|total|totals?|came to|come to|all together|altogether)\b/g,
  es: /\b(en total|hasta ahora)\b/g,
};

function isOnlyATally(plain: string, language: Language, pending: FactKey | null): boolean {
  const pendingRole = pending ? pendingRoles[pending] : undefined;
  if (!pendingRole || pendingRole === 'medicalTotal') return false;
  return !cues.medical[language].test(plain.replace(tallyWords[language], ' '));
}

/** Keyed by the message's amounts: every reader of one message shares one classification. */
const cache = new WeakMap<readonly PlacedAmount[], RoledAmount[]>();

export function amountsFor(context: ReadContext, role: MoneyRole): RoledAmount[] {
  return roledAmounts(context).filter((entry) => entry.role === role);
}

/** The clause text an amount came from, shortened for provenance. */
export const quoteOf = (entry: RoledAmount): string => tidyPhrase(entry.quote, 200);
