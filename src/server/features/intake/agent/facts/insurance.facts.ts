import type { FactValues, Language } from '../../../../../contracts/case-record';
import { type Clause, findCue, normalize, tidyPhrase } from '../reading/text';

import { anyCase, caseIs, describeYesNo, type FactModule, type ReadContext, usd } from './fact-module';
import { amountsFor, payerBefore } from './money-roles';
import { limitWords, paidVerbPattern } from './payer-words';

/**
 * Insurance, read clause by clause: whose policy a clause is about decides the fact ("She
 * has Travelers, 50/100" is the other side's insurer and limits; "I have Amica with UM/UIM"
 * is the visitor's own coverage; "Anthem is my health insurance" is health insurance).
 */
type Owner = 'other' | 'own' | 'health';

const ownerCues: Record<Owner, Record<Language, RegExp>> = {
  health: {
    en: /\b(health (insurance|plan|coverage|insurer)|medicare|medicaid|(through|thru) (my )?(work|job)|my (medical|health) insurance|insurance (through|thru) (my )?(job|work|employer))\b/,
    es: /\b(seguro medico|seguro de salud|aseguranza medica|medicare|medicaid|plan de salud|por (mi )?trabajo)\b/,
  },
  own: {
    en: /\b(my (own )?(car |auto )?(insurance|policy|coverage|insurer)|i (only )?have (the |basic |full |a )?(\w+ )?(insurance|liability|coverage|pip|um|uim|policy)|i'?m (insured|covered)|my own|(coverage|policy) of my own|i have \w+ with|(for|on) my (own )?(car|truck|vehicle|van|suv|auto)|my (car|truck|vehicle|van) is (insured|covered)|my (car|truck|vehicle|van|auto)( insurance)? (is|are) (with|through|thru|by)|(i'?m|i am|we'?re|we are) with [\w ]{2,20} for (my|our|the) (car|truck|vehicle|van|auto))\b/,
    es: /\b(mi (propio )?seguro|yo tengo (seguro|cobertura)|mi poliza|mi aseguradora)\b/,
  },
  other: {
    en: /\b(his|her|their|the other (driver|party|side|guy|woman|person)'?s?|the (hotel|store|gym|company|owner|business|driver|landlord|neighbor|resort|bar|restaurant)'?s?|(he|she|they) (has|have|had)|the (\w+ )?(guy|man|woman|lady|dude|person|driver|owner)'?s? (had|has|have|insurance|insurer)|who insures (the|them|it)|it'?s (a|the) (county|city)|(the|a) (county|city) (bus|truck)|insured by|(their|the) insurance company)\b/,
    es: /\b(su seguro|el seguro (de el|del otro|de la otra|de ellos|de la compania|del hotel|de la tienda)|(el|ella|mi vecino) (dice que )?tiene seguro|la compania de (limpieza|transporte) tiene)\b/,
  },
};

/** Known health insurers and plans: an answer naming one is health insurance even without the words. */
const healthInsurers =
  /\b(aetna|anthem|blue ?cross|blue ?shield|bcbs|carefirst|cigna|humana|kaiser( permanente)?|united ?health(care)?|wellmark|hmsa|selecthealth|select health|hometown health|molina|ambetter|oscar|highmark|premera|regence|tricare|medicare|medicaid|medi-cal|harvard pilgrim|tufts|emblem ?health|geisinger|priority health|florida blue|health net)\b/;

const umUim = /\b(um\/uim|uim|um|uninsured|underinsured|un ?insured motorist|extra coverage)\b/;

const leads: Record<Language, RegExp> = {
  en: /^(and|also|so|but|well|i think|i guess|i believe|(the )?health insurance( is| was)?|its|it'?s|it is|he has|she has|they have|they had|his|her|their|my (own )?(car |auto |health )?(insurance|policy|coverage|insurer|plan)( is| was| company is)?|the (other (driver|party|side)'?s?|hotel'?s?|store'?s?|company'?s?|owner'?s?) insurance( is| company is)?|i (only )?have|i'?m (insured|covered) (with|by)|insured by|with|is)\s+/i,
  es: /^(y|tambien|pero|creo que|el tiene|ella tiene|tiene|tengo|mi (propio )?seguro( medico| de salud)?( es)?|su seguro( es)?|mi vecino dice que tiene seguro( de casa)? con|dice que tiene seguro( de casa)? con|seguro( de casa)? con|con|es)\s+/i,
};

/** The insurer's name: the clause minus lead words, limits, and "is my health insurance". */
function insurerName(clause: Clause, language: Language): string | undefined {
  let text = clause.text;
  for (let guard = 0; guard < 4; guard += 1) {
    const next = text.replace(leads[language], '').trim();
    if (next === text) break;
    text = next;
  }
  // "uber said their insurance is james river i think": the name after "insurance is".
  const named =
    /\b(?:insurance|insurer|insured|carrier|policy|seguro|aseguradora)(?: company)?(?: is| was| es| by| with| through| con)\s+(.+)$/i.exec(
      text,
    );
  if (named?.[1] && !/^(my|mi|the|el|la)?\s*(health|salud)\b/i.test(named[1])) text = named[1];
  text = text
    .replace(/\s+(i think|i believe|i guess|creo|me parece)\.?$/i, '')
    .replace(/,?\s*(with )?(\$?\d[\d,]*k?\s?\/\s?\$?\d[\d,]*k?(\s?\/\s?\$?\d[\d,]*k?)?)\b.*$/i, '')
    .replace(/\b(is|es) (my|mi) (health insurance|seguro( medico| de salud)?)\b.*$/i, '')
    .replace(/\b(is my insurance|(through|thru) (my )?(work|job))\b.*$/i, '')
    .replace(/\?+$/, '');
  const name = tidyPhrase(text, 200);
  if (!name || name.length < 2) return undefined;
  if (/^(no|none|nothing|nada|ninguno|i don'?t know|no se|unknown|not sure)\b/i.test(name)) return undefined;
  return name;
}

interface InsuranceClause {
  clause: Clause;
  owner: Owner | null;
  isUnknown: boolean;
}

/** Whose policy a clause names, by its owner words or, for a known health insurer, by the name. */
function ownerOf(plain: string, language: Language): Owner | null {
  if (
    ownerCues.health[language].test(plain) ||
    (healthInsurers.test(plain) &&
      !ownerCues.other[language].test(plain) &&
      !ownerCues.own[language].test(plain))
  )
    return 'health';
  if (ownerCues.own[language].test(plain)) return 'own';
  if (ownerCues.other[language].test(plain)) return 'other';
  return null;
}

/**
 * "i have progressive on my own car and health insurance thru work": one clause about two
 * policies is read as two, split at the "and" whose halves each name an owner.
 */
function byPolicy(clause: Clause, language: Language): Clause[] {
  const joiner = language === 'es' ? /\s+y\s+/g : /\s+and\s+/g;
  for (const match of clause.text.matchAll(joiner)) {
    const left = clause.text.slice(0, match.index);
    const right = clause.text.slice(match.index + match[0].length);
    const [leftPlain, rightPlain] = [normalize(left), normalize(right)];
    const leftOwner = ownerOf(leftPlain, language);
    const rightOwner = ownerOf(rightPlain, language);
    if (leftOwner && rightOwner && leftOwner !== rightOwner)
      return [
        { text: left, plain: leftPlain },
        { text: right, plain: rightPlain },
      ];
  }
  return [clause];
}

function insuranceClauses(context: ReadContext): InsuranceClause[] {
  const isAnswer =
    context.pending === 'otherPartyInsurer' ||
    context.pending === 'healthInsurance' ||
    context.pending === 'ownCoverage';
  const talksInsurance =
    /\b(insur\w*|coverage|policy|covered|limits?|pip|uim|seguro|aseguradora|poliza|cobertura)\b/;
  return context.clauses
    .flatMap((clause) => byPolicy(clause, context.language))
    .filter(
      (clause) =>
        isAnswer ||
        talksInsurance.test(clause.plain) ||
        healthInsurers.test(clause.plain) ||
        knownInsurers.test(clause.plain),
    )
    .map((clause) => ({
      clause,
      owner: ownerOf(clause.plain, context.language),
      isUnknown: context.pack.reading.unknown.test(clause.plain),
    }));
}

/** Without an owner word, an answer is about the party the question asked about. */
function defaultOwner(context: ReadContext): Owner | null {
  if (context.pending === 'healthInsurance') return 'health';
  if (context.pending === 'ownCoverage') return 'own';
  if (context.pending === 'otherPartyInsurer') {
    const type = context.record.caseType;
    return type === 'medical_malpractice' || type === 'product_liability' ? 'health' : 'other';
  }
  return null;
}

/** Insurers visitors name most often: a name in a passing mention counts only if it is one of these or capitalised. */
const knownInsurers =
  /\b(state farm|geico|progressive|allstate|liberty mutual|farmers|nationwide|travelers|usaa|american family|erie|amica|vermont mutual|the hartford|safeco|mercury|kemper|esurance|root|metlife|auto-owners|cincinnati|chubb|aig|zurich|old republic|self-insured)\b/;

function isNameLike(context: ReadContext, name: string): boolean {
  // "paid the bulk of it", "el PIP me mandó 900", "cobertura de 40 mil": a payment or a limit, not a name.
  const plain = normalize(name);
  if (
    paidVerbPattern[context.language].test(plain) ||
    limitWords[context.language].test(plain) ||
    /\b(cobertura|coverage|deductible|deducible)\b/.test(plain) ||
    /\d/.test(plain)
  )
    return false;
  if (
    /\b(says?|said|want|wants|told|paid|offered|only has|has|have|is|are|was|were|put|took|did|made|came|went|dice|dijo)\b/i.test(
      name,
    )
  )
    return false;
  if (name.split(/\s+/).length > 6) return false;
  if (context.pending !== null) return true;
  return (
    knownInsurers.test(name.toLowerCase()) ||
    healthInsurers.test(name.toLowerCase()) ||
    /(^|\s)[A-Z][a-z]/.test(name)
  );
}

/** A well-known insurer named in the clause, in its usual spelling ("state farm" → "State Farm"). */
function knownInsurerIn(clause: Clause): string | undefined {
  const match = knownInsurers.exec(clause.plain) ?? healthInsurers.exec(clause.plain);
  if (!match) return undefined;
  const word = match[0];
  return /^(usaa|aig|bcbs|hmsa|geico)$/.test(word)
    ? word.toUpperCase()
    : word.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());
}

function readFor(context: ReadContext, owner: Owner) {
  const fallback = defaultOwner(context);
  // A clause that says whose policy it is outranks one read by the question alone, and a
  // clause read by the question alone must name an insurer, not tell a story ("i wasnt in my car").
  const clauses = insuranceClauses(context)
    .filter(
      (entry) =>
        entry.owner !== null ||
        entry.isUnknown ||
        knownInsurerIn(entry.clause) !== undefined ||
        !/^(i|we|it|that|this|there|but|so|lol)\b/.test(entry.clause.plain),
    )
    .sort((a, b) => Number(a.owner === null) - Number(b.owner === null));
  for (const entry of clauses) {
    const entryOwner = entry.owner ?? fallback;
    if (entryOwner !== owner) continue;
    // "I don't know who insures the bowling alley" / "no idea who insures the gym".
    if (entry.isUnknown) {
      if (/\b(limits?|cuanto cubre|how much)\b/.test(entry.clause.plain) && owner === 'other') continue;
      return { isUnknown: true as const };
    }
    const name = knownInsurerIn(entry.clause) ?? insurerName(entry.clause, context.language);
    if (name && isNameLike(context, name))
      return { value: name, quote: entry.clause.text, replaces: context.pending !== null };
  }
  return undefined;
}

export const otherPartyInsurerFact: FactModule<'otherPartyInsurer'> = {
  key: 'otherPartyInsurer',
  label: { en: "The other side's insurer", es: 'Aseguradora de la otra parte' },
  // A work injury with no outsider has no other side's insurer to ask about.
  appliesTo: (record) =>
    record.caseType !== 'medical_malpractice' &&
    !(record.caseType === 'workplace' && record.thirdPartyInvolved !== true),
  alsoAsks: ['policyLimit', 'ownCoverage', 'healthInsurance'],
  question: {
    en: (record) =>
      record.caseType === 'auto'
        ? record.otherPartyInsurer
          ? 'What about your own car insurance and your health insurance: which companies are they with?'
          : "Which insurance companies are involved: the other driver's, your own car insurance, and your health insurance?"
        : record.caseType === 'workplace'
          ? 'Do you know which insurance company covers the other company involved?'
          : record.caseType === 'product_liability'
            ? 'Do you have health insurance, and if so, which company is it with?'
            : 'Do you know who insures the other side, and which health insurance do you have?',
    es: (record) =>
      record.caseType === 'auto'
        ? record.otherPartyInsurer
          ? '¿Y su propio seguro de carro y su seguro de salud: con qué compañías son?'
          : '¿Qué aseguradoras hay: la del otro conductor, su propio seguro de carro y su seguro de salud?'
        : record.caseType === 'workplace'
          ? '¿Sabe con qué aseguradora está la otra empresa?'
          : record.caseType === 'product_liability'
            ? '¿Tiene seguro de salud, y con qué compañía?'
            : '¿Sabe qué seguro tiene la otra parte, y qué seguro de salud tiene usted?',
  },
  rephrase: {
    en: () => 'If you have an insurance card or a letter from an insurer, which company is named on it?',
    es: () => 'Si tiene una tarjeta de seguro o una carta de una aseguradora, ¿qué compañía aparece?',
  },
  read: (context) => readFor(context, 'other'),
  describe: (value) => value,
};

export const healthInsuranceFact: FactModule<'healthInsurance'> = {
  key: 'healthInsurance',
  label: { en: 'Health insurance', es: 'Seguro médico' },
  appliesTo: anyCase,
  question: {
    en: () => 'Do you have health insurance, and which company is it with?',
    es: () => '¿Tiene seguro de salud, y con qué compañía?',
  },
  rephrase: {
    en: () => 'Which company is named on your health insurance card, if you have one?',
    es: () => '¿Qué compañía aparece en su tarjeta del seguro de salud, si tiene una?',
  },
  read: (context) => {
    const reading = readFor(context, 'health');
    if (reading) return reading;
    // "Aetna covered most of it", "Medicare paid most": a named payer of the bills.
    for (const clause of context.clauses) {
      const payer = payerBefore(clause.plain, context.language);
      if (
        payer?.name &&
        (payer.kind === 'health_insurance' || payer.kind === 'medicare' || payer.kind === 'medicaid')
      )
        if (!/\b(insurance|seguro)\b/.test(payer.name) || healthInsurers.test(payer.name))
          return {
            value: tidyPhrase(
              payer.kind === 'health_insurance' ? titleOf(clause.text, payer.name) : payer.name,
              200,
            ),
            quote: clause.text,
          };
    }
    return undefined;
  },
  describe: (value) => value,
};

/** The payer's words as the visitor typed them (their capitals), found by position. */
function titleOf(original: string, plainName: string): string {
  const index = original.toLowerCase().indexOf(plainName.toLowerCase());
  return index >= 0 ? original.slice(index, index + plainName.length) : plainName;
}

export const ownCoverageFact: FactModule<'ownCoverage'> = {
  key: 'ownCoverage',
  label: { en: 'Your own coverage', es: 'Su propia cobertura' },
  appliesTo: caseIs('auto'),
  alsoAsks: ['hasUmUim'],
  question: {
    en: () =>
      'Which company is your own car insurance with, and do you know if it includes uninsured or underinsured motorist coverage?',
    es: () =>
      '¿Con qué compañía es su propio seguro de carro, y sabe si incluye cobertura de conductor sin seguro?',
  },
  rephrase: {
    en: () => 'Which insurance company is your own car insured with?',
    es: () => '¿Con qué aseguradora tiene asegurado su propio carro?',
  },
  read: (context) => {
    const clauses = insuranceClauses(context).filter(
      (entry) => entry.owner === 'own' || (entry.owner === null && defaultOwner(context) === 'own'),
    );
    const entry = clauses.find(
      (candidate) =>
        !candidate.isUnknown &&
        (knownInsurerIn(candidate.clause) !== undefined ||
          /\b(insur\w*|liability|coverage|pip|uim|um|policy|full|basic|[a-z]+ with|seguro|cobertura)\b/.test(
            candidate.clause.plain,
          )) &&
        !/\b(any|ningun\w*) (extra )?coverage\b/.test(candidate.clause.plain),
    );
    if (!entry) return undefined;
    // "i have geico for my car": the company, plus what the visitor said it includes.
    const known = knownInsurerIn(entry.clause);
    const extra = /\b(full coverage|liability only|pip|um\/uim|uim|uninsured|underinsured)\b/.exec(
      entry.clause.plain,
    )?.[0];
    if (known)
      return {
        value: extra ? `${known}, ${extra}` : known,
        quote: entry.clause.text,
        replaces: context.pending !== null,
      };
    const name = tidyPhrase(
      entry.clause.text.replace(/^(and|also|but|y)\s+/i, '').replace(/^my own insurance is\s+/i, ''),
      200,
    );
    return { value: name, quote: entry.clause.text, replaces: context.pending !== null };
  },
  describe: (value) => value,
};

export const hasUmUimFact: FactModule<'hasUmUim'> = {
  key: 'hasUmUim',
  label: { en: 'Your uninsured/underinsured motorist coverage', es: 'Su cobertura de conductor sin seguro' },
  appliesTo: caseIs('auto'),
  read: (context) => {
    for (const clause of context.clauses) {
      const cue = findCue(clause, umUim, context.pack.reading.negation);
      if (!cue) continue;
      const isOwn =
        ownerCues.own[context.language].test(clause.plain) ||
        /\b(i|my|mine)\b/.test(clause.plain) ||
        context.pending === 'ownCoverage';
      if (!isOwn) continue;
      // "no idea about the uninsured thing" does not know; its "no" is not a no.
      if (context.pack.reading.unknown.test(clause.plain)) return { isUnknown: true as const };
      return { value: !cue.isNegated, quote: clause.text };
    }
    return undefined;
  },
  describe: describeYesNo,
};

type Limit = FactValues['policyLimit'];

export const policyLimitFact: FactModule<'policyLimit'> = {
  key: 'policyLimit',
  label: { en: "The other side's policy limit", es: 'Límite de la póliza de la otra parte' },
  appliesTo: (record) => record.caseType !== 'medical_malpractice',
  read: (context) => {
    for (const entry of amountsFor(context, 'policyLimit')) {
      const clause = context.clauses[entry.amount.clause];
      // The visitor's own limits ("I have Amica with UM/UIM 100/300") are not the ceiling.
      if (
        clause &&
        ownerCues.own[context.language].test(clause.plain) &&
        !ownerCues.other[context.language].test(clause.plain)
      )
        continue;
      const value: Limit = entry.amount.split
        ? { perPerson: entry.amount.split.perPerson, perAccident: entry.amount.split.perAccident }
        : { perPerson: entry.amount.value };
      return { value, quote: entry.quote, replaces: true };
    }
    const unknownLimits = context.clauses.find(
      (clause) =>
        context.pack.reading.unknown.test(clause.plain) &&
        /\b(limits?|how much (it|they) cover|cuanto cubre)\b/.test(clause.plain),
    );
    return unknownLimits ? { isUnknown: true } : undefined;
  },
  describe: (value) =>
    value.perAccident ? `${usd(value.perPerson)} / ${usd(value.perAccident)}` : usd(value.perPerson),
};
