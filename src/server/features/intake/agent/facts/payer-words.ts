import type { Language, MedicalPayer } from '../../../../../contracts/case-record';

import { moneyRoleWords } from './fact-lexicons';

/**
 * The words of money that someone else pays (issue 24, "money roles"): who pays, the verbs
 * of paying, and the words that name a policy's limit. Data, one list per language, compiled
 * once into patterns on normalized text (no accents, lower case).
 *
 * A payment by PIP, MedPay, health insurance, Medicare, Medicaid or workers' comp is part of
 * the medical bills and names a lien; it is never the other side's policy limit. A limit comes
 * only from the words below that name one ("limit", "the state minimum", "cobertura de").
 */

/** A space in a word list is any run of spaces; " ?" stays an optional space ("med ?pay"). */
const words = (list: readonly string[]): string =>
  list.map((word) => word.replace(/ (?!\?)/g, String.raw`\s+`)).join('|');
const pattern = (list: readonly string[]): RegExp => new RegExp(String.raw`\b(?:${words(list)})\b`);

/** Payers a visitor names by kind. The first kind whose words appear wins, in this order. */
const payerWords: [
  Exclude<MedicalPayer, 'self' | 'unpaid' | 'other'>,
  Record<Language, readonly string[]>,
][] = [
  [
    'pip_medpay',
    {
      en: ['pip', 'med ?pay', 'medical payments coverage', 'personal injury protection', 'no-fault'],
      es: ['pip', 'med ?pay', 'proteccion de lesiones personales', 'proteccion contra lesiones personales'],
    },
  ],
  [
    'workers_comp',
    {
      en: [
        "workers'? ?comp\\w*",
        "workman'?s'? ?comp\\w*",
        'work ?comp',
        'comp',
        'the comp (?:carrier|insurance|adjuster)',
        'workers compensation',
      ],
      es: [
        'compensacion(?: laboral| al trabajador| de trabajadores| obrera)?',
        'seguro del? trabajo',
        'seguro de la (?:compania|empresa)',
        'workers ?comp',
      ],
    },
  ],
  ['medicare', { en: ['medicare'], es: ['medicare'] }],
  ['medicaid', { en: ['medicaid', 'medi-cal'], es: ['medicaid', 'medi-cal'] }],
  [
    'other_party_insurer',
    {
      en: [
        '(?:his|her|their) (?:car |auto )?insurance',
        "the other (?:driver|party|side|guy|woman|person)'?s? (?:insurance|insurer)",
        "the (?:hotel|store|company|owner|landlord|restaurant)'?s? insurance",
      ],
      es: ['el seguro del otro', 'el seguro de la otra', 'su aseguradora', 'la aseguradora del otro'],
    },
  ],
  [
    'health_insurance',
    {
      en: [
        'health (?:insurance|plan|insurer|coverage)',
        'medical insurance',
        'my insurance',
        'my insurer',
        'insurance (?:through|thru) (?:my )?(?:work|job|employer)',
        'aetna',
        'anthem',
        'blue ?cross',
        'blue ?shield',
        'bcbs',
        'cigna',
        'humana',
        'kaiser',
        'united ?health(?:care)?',
        'tricare',
        'molina',
        'ambetter',
        'oscar',
        'highmark',
        'wellmark',
      ],
      es: [
        'seguro medico',
        'seguro de salud',
        'plan de salud',
        'aseguranza(?: medica)?',
        'mi seguro',
        'aetna',
        'anthem',
        'blue ?cross',
        'cigna',
        'humana',
        'kaiser',
        'molina',
        'ambetter',
      ],
    },
  ],
];

/** "insurance paid most of it": a payer, most likely health insurance, but too vague to tell a limit apart. */
const genericInsurer: Record<Language, RegExp> = {
  en: pattern(['insurance', 'insurer', 'insurance company']),
  es: pattern(['seguro', 'aseguradora']),
};

const compiledPayers = payerWords.map(
  ([kind, byLanguage]) => [kind, { en: pattern(byLanguage.en), es: pattern(byLanguage.es) }] as const,
);

/**
 * The payer kind named in some words, by the lexicon above ("my PIP" → pip_medpay). A bare
 * "insurance" is health insurance only when `isGenericAllowed`: it cannot tell a first-party
 * payer from the insurer whose limit is told ("the insurance limit is 25k").
 */
export function payerKindIn(
  text: string,
  language: Language,
  isGenericAllowed = true,
): { kind: Exclude<MedicalPayer, 'self' | 'unpaid' | 'other'>; at: number } | undefined {
  for (const [kind, byLanguage] of compiledPayers) {
    const match = byLanguage[language].exec(text);
    if (match) return { kind, at: match.index };
  }
  const generic = isGenericAllowed ? genericInsurer[language].exec(text) : null;
  return generic ? { kind: 'health_insurance', at: generic.index } : undefined;
}

/** Payers that pay the visitor's own bills or benefits and are repaid from a recovery (a lien). */
export const firstPartyPayers: readonly MedicalPayer[] = [
  'pip_medpay',
  'workers_comp',
  'medicare',
  'medicaid',
  'health_insurance',
];

/** Verbs of paying: "PIP paid", "Medicare picked up", "comp sends me", "el seguro me dio". */
const paidVerbWords: Record<Language, readonly string[]> = {
  en: [
    '(?:has |have |had |already |then |also |just )?paid(?: out| for| off)?',
    'pays(?: for)?',
    '(?:is |are |was |been )?paying(?: for)?',
    '(?:has |have |had |also )?covered',
    'covers',
    '(?:is |are )?covering',
    '(?:has |have )?picked up',
    'picks up',
    '(?:has |have )?taken care of',
    'took care of',
    'takes care of',
    'handled',
    'handles',
    '(?:has |have )?sent',
    'sends',
    '(?:has |have |is |are )?(?:been )?sending',
    'deposits',
    'deposited',
    'gave(?: me)?',
    'gives(?: me)?',
    '(?:has |have )?reimbursed',
    'reimburses',
    'kicked in',
    'chipped in',
    'put in',
    'cut (?:me )?a check for',
  ],
  es: [
    '(?:ya |tambien )?(?:me )?pago',
    '(?:me )?pagaron',
    '(?:me )?paga',
    '(?:me )?pagan',
    '(?:ha|han) pagado',
    '(?:me )?esta pagando',
    '(?:me )?cubrio',
    'cubrieron',
    'cubre',
    'se hizo cargo de',
    'se encargo de',
    '(?:me )?dio',
    '(?:me )?dieron',
    '(?:me )?da',
    '(?:me )?dan',
    '(?:me )?mando',
    '(?:me )?manda',
    '(?:me )?mandan',
    '(?:me )?deposita',
    '(?:me )?depositan',
    '(?:me )?deposito',
    '(?:me )?reembolso',
    'puso',
  ],
};

/** "<subject> <paid verb>": the subject is group 1, the verb group 2. */
export const paidVerbPattern: Record<Language, RegExp> = {
  en: new RegExp(String.raw`\b(${words(paidVerbWords.en)})\b`),
  es: new RegExp(String.raw`\b(${words(paidVerbWords.es)})\b`),
};

/**
 * The verbs that say a bill was paid, and nothing else ("paid", "covered", "pagó"). Only after
 * one of these is an unknown name read as an insurer's ("Wellmark paid most"): "the ER gave me
 * a bill", "my boss gave me $500" and "el hospital me mandó una cuenta" name no payer.
 */
export const billPaidVerb: Record<Language, RegExp> = {
  en: /^(?:(?:has|have|had|already|then|also|just) )?(?:paid|pays|paying|covered|covers|covering|picked up|picks up|took care of|takes care of|taken care of|reimbursed)\b|^(?:is|are|was|been) (?:paying|covering)\b/,
  es: /^(?:(?:ya|tambien) )?(?:me )?(?:pago|pagaron|paga|pagan|cubrio|cubrieron|cubre|reembolso)\b|^(?:ha|han) pagado\b|^(?:me )?esta pagando\b|^se (?:hizo cargo|encargo)\b/,
};

/** Nouns that are never an insurer's name: the care, the people and places of the story. */
export const notAPayerName: Record<Language, RegExp> = {
  en: /\b(er|hospital|doctor|doc|clinic|surgeon|nurse|ambulance|therapist|chiro\w*|boss|employer|manager|company|job|work|store|owner|landlord|friend|family|mom|dad|wife|husband|brother|sister|church|lawyer|attorney|they|he|she|someone|everyone|everybody)\b/,
  es: /\b(hospital|doctor(a|es)?|clinica|cirujano|enfermer[ao]|ambulancia|jefe|patron|empresa|compania|trabajo|chamba|tienda|duen[oa]|amig[oa]|familia|mama|papa|esposo|esposa|hermano|hermana|iglesia|abogad[oa]|ellos|ella|el)\b/,
};

/**
 * Words that name a policy's limit or a coverage amount. Not a payment, a bill, an offer or a
 * deductible: "PIP paid 3,000" names none of these.
 */
export const limitWords: Record<Language, RegExp> = {
  en: pattern([
    'limits?',
    'policy (?:limit|max\\w*|amount|is|was|of|for|only)',
    'polic(?:y|ies) (?:is|are|was)',
    'coverage (?:is|was|of|amount|limit|for|only)',
    'covers? up to',
    'covered up to',
    'carr(?:y|ies|ied|ying)',
    'state minimum',
    'minimum(?: coverage| policy| limits?)?',
    'bare minimum',
    'insured (?:for|up to)',
    'bodily injury',
    'liability (?:is|of|limit|coverage|only)',
    'only (?:has|have|had)',
    'max(?:es)? out at',
  ]),
  es: pattern([
    'limites?',
    'poliza (?:es|de|por|solo)',
    'cobertura (?:es|de|por|solo)',
    'cubre hasta',
    'minimo(?: del estado)?',
    'asegurad[oa] por',
    'solo tiene',
  ]),
};

/** A deductible is the visitor's share under their own policy: never a limit, never a bill total. */
export const deductibleWords: Record<Language, RegExp> = {
  en: pattern(['deductibles?', 'copay(?:ment)?s?', 'co-?pays?']),
  es: pattern(['deducibles?', 'copagos?']),
};

/**
 * "I make", "I earn", "I'm paid": the amount that follows is pay, not a benefit, and not a
 * payment by the visitor (the lexicon's 'earned', decision 0302).
 */
export const earnWords: Record<Language, RegExp> = {
  en: pattern([
    ...moneyRoleWords.en.earned,
    'i make',
    'i made',
    'i earn',
    'i earned',
    'i was making',
    'i get paid',
    'my pay is',
    'my rate is',
  ]),
  es: pattern(['gano', 'ganaba', 'me pagaban en el trabajo', 'mi sueldo es', ...moneyRoleWords.es.earned]),
};

/** A payment's object that is a medical bill ("took care of the ambulance", "pago la cirugia"). */
export const medicalObjectWords: Record<Language, RegExp> = {
  en: pattern([
    'bills?',
    'hospital',
    'er',
    'emergency room',
    'surgery',
    'therapy',
    'pt',
    'treatment',
    'doctors?',
    'ambulance',
    'mri',
    'x-?rays?',
    'scans?',
    'clinic',
    'urgent care',
    'chiro\\w*',
    'medical',
    'visits?',
  ]),
  es: pattern([
    'cuentas?',
    'facturas?',
    'hospital',
    'emergencias?',
    'cirugia',
    'terapia',
    'tratamiento',
    'doctor(?:es)?',
    'ambulancia',
    'clinica',
    'radiografias?',
    'gastos medicos',
    'consultas?',
  ]),
};

/** "most of it", "part", "casi todo": what a payer paid was a share of the bills. */
export const shareWords: Record<Language, RegExp> = {
  en: pattern([
    'of it',
    'of that',
    'of the',
    'part',
    'most',
    'some',
    'a chunk',
    'a portion',
    'half',
    'the rest',
    'all',
  ]),
  es: pattern([
    'de eso',
    'parte',
    'la mayor parte',
    'casi todo',
    'la mayoria',
    'la mitad',
    'lo demas',
    'todo',
  ]),
};

/**
 * A payment said not to have happened ("comp did NOT pay the ER bill", "el seguro no pagó"): the
 * payer named in such a clause paid nothing, and is taken back if it was counted before.
 */
export const notPaidWords: Record<Language, RegExp> = {
  en: pattern([
    'did not (?:pay|cover)',
    "didn'?t (?:pay|cover)",
    'never (?:paid|covered)',
    'has not (?:paid|covered)',
    "hasn'?t (?:paid|covered)",
    'have not (?:paid|covered)',
    "haven'?t (?:paid|covered)",
    'will not (?:pay|cover)',
    "won'?t (?:pay|cover)",
    'does not (?:pay|cover)',
    "doesn'?t (?:pay|cover)",
    'not (?:paid|covered)',
    'refused to (?:pay|cover)',
    'refuses to (?:pay|cover)',
    'denied (?:it|the claim|the bill|payment|coverage)',
    'nobody (?:has )?paid',
    'no one (?:has )?paid',
  ]),
  es: pattern([
    'no (?:me |lo |la |los |las )?(?:ha |han )?(?:pago|pagaron|pagado|paga|pagan|cubrio|cubrieron|cubre|cubren|cubierto)',
    'nunca (?:me |lo |la )?(?:pago|pagaron|cubrio)',
    'no (?:quiso|quisieron|quiere|quieren) (?:pagar|cubrir)',
    'nego|negaron|rechazo|rechazaron',
    'nadie (?:ha )?pagado|nadie pago',
  ]),
};

/**
 * Care named as what a bill is for ("the ER bill", "la cuenta del hospital"): the words right
 * after (en) or right before (es) the care word. A "not" there is about the bill, not the care.
 */
export const billAfterCare: Record<Language, RegExp> = {
  en: /^\s*(?:'s\s+)?(?:bill|bills|invoice|invoices|statement|statements|charges?|copays?|costs?|fees?)\b/,
  es: /^\s*(?:bill|bills)\b/,
};
export const billBeforeCare: Record<Language, RegExp> = {
  en: /\b(?:bill|bills|invoice|statement|charges?) (?:from|for) (?:the |my )?$/,
  es: /\b(?:cuenta|cuentas|factura|facturas|cobro|cobros|recibo|recibos|deducible) (?:de|del|de la|por) (?:la |el )?$/,
};
