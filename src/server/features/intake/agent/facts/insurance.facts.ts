import type { CaseRecord, FactValues, Language } from '../../../../../contracts/case-record';
import { findInsurers, type Insurer, isDeniedMention, isHealthInsurer } from '../reading/insurers';
import { guessesAfterNotKnowing } from '../reading/leading-answer';
import { checkPartyPhrase, noPolicy } from '../reading/validators';
import { opensWithNotName, peopleAlternatives } from '../reading/parties';
import { type Clause, findCue, normalize, properNames, sentencesOf, tidyPhrase } from '../reading/text';

import {
  anyCase,
  caseIs,
  describeYesNo,
  type FactModule,
  isAskedBack,
  isPending,
  type ReadContext,
  type Reading,
  usd,
} from './fact-module';
import {
  businessInsurerWords,
  compCarrierWords,
  noCarWords,
  phraseAlternation,
  phrasePattern,
  planNameTails,
  planOfARelativeWords,
} from './fact-lexicons';
import { amountsFor, payerBefore } from './money-roles';
import { limitWords, paidVerbPattern } from './payer-words';

/**
 * Insurance, read clause by clause: whose policy a clause is about decides the fact ("She
 * has Travelers, 50/100" is the other side's insurer and limits; "I have Amica with UM/UIM"
 * is the visitor's own coverage; "Anthem is my health insurance" is health insurance).
 */
/** Whose policy a clause is about; 'comp' is a workers' comp carrier, read as none of the others (decision 0440). */
type Owner = 'other' | 'own' | 'health' | 'comp';

/** Words of a vehicle or its policy: the visitor's own policy said of a car. */
const vehicleWords =
  /\b(car|cars|auto|truck|vehicle|van|suv|motorcycle|pip|um|uim|liability|full coverage|carro|coche|camioneta|troca|vehiculo|moto)\b/;

const ownerCues: Record<Exclude<Owner, 'comp'>, Record<Language, RegExp>> = {
  health: {
    en: /\b(health (insurance|plan|coverage|insurer)|medicare|medicaid|(through|thru) (my )?(work|job)|my (medical|health) insurance|insurance (through|thru) (my )?(job|work|employer))\b/,
    es: /\b(seguro medico|seguro de salud|aseguranza medica|medicare|medicaid|plan de salud|por (mi )?trabajo)\b/,
  },
  own: {
    en: /\b(my (own )?(car |auto )?(insurance|policy|coverage|insurer)|i (only )?have (the |basic |full |a )?(\w+ )?(insurance|liability|coverage|pip|um|uim|policy)|i'?m (insured|covered)|my own|(coverage|policy) of my own|i have \w+ with|(for|on) my (own )?(car|truck|vehicle|van|suv|auto)|my (car|truck|vehicle|van) is (insured|covered)|my (car|truck|vehicle|van|auto)( insurance)? (is|are) (with|through|thru|by)|(i'?m|i am|we'?re|we are) with [\w ]{2,20} for (my|our|the) (car|truck|vehicle|van|auto))\b/,
    es: /\b(mi (propio )?(seguro|aseguranza)|(seguro|aseguranza|poliza) (mio|mia)|yo tengo (seguro|cobertura)|mi poliza|mi aseguradora)\b/,
  },
  other: {
    en: /\b(his|her|their|the other (driver|party|side|guy|woman|person)'?s?|the (hotel|store|gym|company|owner|business|driver|landlord|neighbor|resort|bar|restaurant)'?s?|(he|she|they) (has|have|had)|the (\w+ )?(guy|man|woman|lady|dude|person|driver|owner)'?s? (had|has|have|insurance|insurer)|who insures (the|them|it)|it'?s (a|the) (county|city)|(the|a) (county|city) (bus|truck)|insured by|(their|the) insurance company|(who|that) (hit|struck|rear ?ended|ran into|crashed into|backed into|sideswiped|t ?boned) (me|us|my))\b/,
    es: /\b(su (seguro|aseguranza|aseguradora)|(el seguro|la aseguranza|la aseguradora|el|la) (de el|del otro|de la otra|de ellos|de la compania|del hotel|de la tienda|del (conductor|chofer|senor|troquero))|(el|ella|ellos|mi vecino) (dice que )?(tiene|tienen|tenia) seguro|la compania de (limpieza|transporte) tiene|(que|quien) me (choco|pego|atropello|golpeo))\b/,
  },
};

/**
 * Having a named insurer says whose it is: "mine is erie", "i'm with progressive" are the
 * visitor's own; "he had geico", "el tiene state farm" the other side's.
 */
const havingCues: Record<'own' | 'other', Record<Language, RegExp>> = {
  own: {
    en: /\b(mine|i (have|had|got)|i'?ve got|i'?m with|we (have|had)|we'?re with|ours)\b/,
    es: /\b(tengo|tenemos|la mia|el mio|estoy con|yo con)\b/,
  },
  other: {
    en: /\b((he|she|they) (has|have|had|got)|(he'?s|she'?s|they'?re) with|(his|hers|theirs) (is|was)|(the|that|this|a|an) ([\w']+ ){0,3}(has|had|have|is with|was with|carries|carried))\b/,
    // "el otro tiene State Farm", "el señor tiene seguro con Progressive": anyone else by a people word (decision 0206).
    es: new RegExp(
      `\\b((el|ella|ellos|ellas) (tiene|tienen|tenia|tenian|esta con|estan con)|la suya|el suyo|(el|la|los|las|ese|esa|este|esta) (otro|otra|otros|otras|${peopleAlternatives('es')}) (tiene|tienen|tenia|tenian|traia|traian|esta con|estan con|estaba con))\\b`,
    ),
  },
};

const compWords = {
  en: phrasePattern(compCarrierWords.en.compWords),
  es: phrasePattern([...compCarrierWords.es.compWords, ...compCarrierWords.en.compWords]),
};

/** Insurance questions: an answer to one may be a bare name ("root", "erie"). */
const isInsurerQuestion = (pending: ReadContext['pending']): boolean =>
  pending === 'otherPartyInsurer' || pending === 'healthInsurance' || pending === 'ownCoverage';

/**
 * Insurers a clause names. A name that needs context ("progressive", "farmers") may get it from
 * the rest of the message: in "he had geico i think, i have progressive" the second clause alone
 * says nothing of insurance, but the message does.
 */
/**
 * The insurers of a text, read once however many facts ask: the same clauses are asked about by
 * each kind of insurance a message is read for. Only the latest few texts are kept, in memory.
 */
const recentReadings = new Map<string, Insurer[]>();
const RECENT_READINGS = 64;
function insurersOf(text: string, isAnswer: boolean): Insurer[] {
  const key = `${isAnswer ? 'a' : 'm'}:${text}`;
  let insurers = recentReadings.get(key);
  if (!insurers) {
    if (recentReadings.size >= RECENT_READINGS) recentReadings.clear();
    // A name said only to be denied ("ni medicare", "not even medicaid") is none (decision 0356).
    insurers = findInsurers(text, { isInsuranceAnswer: isAnswer })
      .filter((mention) => !isDeniedMention(text, mention.start))
      .map((mention) => mention.insurer);
    recentReadings.set(key, insurers);
  }
  return insurers;
}

function insurersIn(text: string, isAnswer: boolean, message?: string): Insurer[] {
  const own = insurersOf(text, isAnswer);
  if (!message || message === text) return own;
  const words = ` ${text.replace(/[^\p{L}\d]+/gu, ' ').trim()} `;
  const fromMessage = insurersOf(message, isAnswer).filter(
    (insurer) =>
      !own.includes(insurer) &&
      words.includes(
        ` ${insurer.name
          .toLowerCase()
          .replace(/[^\p{L}\d]+/gu, ' ')
          .trim()} `,
      ),
  );
  return [...own, ...fromMessage];
}

const umUim =
  /\b(um\/uim|uim|um|un(der)?[a-z]{0,2}sured|un ?insured motorist|extra coverage|conductor(es)? sin seguro|motorista sin seguro|seguro insuficiente)\b/;
/** UM/UIM turned down when the policy was bought ("I turned down uninsured motorist"). */
const umDeclined =
  /\b(declined|rejected|waived|dropped|turned (it )?down|opted out|said no to|cancell?ed|rechace|rechazamos|no (lo|la) (quise|quisimos|puse|pusimos|agregue))\b/;
/** Hoping is not knowing: "hopefully UM is on it" tells nothing. */
const umHoped = /\b(hope|hoping|hopefully|supposedly|ojala|espero)\b/;
/** Only the minimum the law asks for: no UM/UIM on top ("only liability", "nada más lo mínimo"). */
const liabilityOnly =
  /\b((just|only) (the )?(liability|minimum|basic|state minimum)|liability only|minimum coverage|solo (tengo )?(lo minimo|responsabilidad civil|la basica|el basico))\b/;

/** Not knowing about the UM/UIM part only ("Safeco, unsure about the UM part"): the company is known. */
function isUnknownOnlyAboutUm(plain: string, unknown: RegExp): boolean {
  const match = unknown.exec(plain);
  if (!match) return false;
  const after = plain
    .slice(match.index + match[0].length)
    .trim()
    .split(/\s+/)
    .slice(0, 4)
    .join(' ');
  return umUim.test(after);
}

const leads: Record<Language, RegExp> = {
  en: /^(and|also|so|but|well|now|right now|currently|i think|i guess|i believe|mine('?s| is| was)|(the )?health insurance( is| was)?|its|it'?s|it is|he has|she has|they have|they had|his|her|their|my (own )?(car |auto |health )?(insurance|policy|coverage|insurer|plan)( is| was| company is)?|the (other (driver|party|side)'?s?|hotel'?s?|store'?s?|company'?s?|owner'?s?) insurance( is| company is)?|i (only )?have|i'?m (insured|covered) (with|by)|insured by|with|is)\s+/i,
  es: /^(y|tambien|pero|ahora|ahorita|actualmente|creo que|el tiene|ella tiene|tiene|tengo|(la|mi|su) aseguranza( de el| del otro| de ella)?( es)?|(la mia|el mio|la del otro|el del otro)( es)?|mi (propio )?seguro( medico| de salud)?( es)?|su seguro( es)?|mi vecino dice que tiene seguro( de casa)? con|dice que tiene seguro( de casa)? con|seguro( de casa)? con|con|es)\s+/i,
};

const tails: Record<Language, string[][]> = {
  en: planNameTails.en.map((phrase) => phrase.split(' ')),
  es: planNameTails.es.map((phrase) => phrase.split(' ')),
};

/**
 * A plan's name without what the answer says after it (lexicons/plan-name-tails.json; decision
 * 0211): "Vivida Salud por el trabajo", "Northline Health since last year" keep the name alone.
 */
function withoutTail(text: string, language: Language): string {
  const words = text.split(/\s+/);
  const plain = words.map((word) => normalize(word).replace(/[^\p{L}\d'-]+/gu, ''));
  for (let at = 1; at < words.length; at += 1) {
    const ends = tails[language].some((tail) =>
      tail.every((word, index) => word === '*' || plain[at + index] === word),
    );
    if (ends)
      return words
        .slice(0, at)
        .join(' ')
        .replace(/[,;:.]+$/, '');
  }
  return text;
}

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
    /\b(?:insurance|insurer|insured|carrier|policy|seguro|aseguradora)(?: company)?(?: (?:of|for|de|del|de la|de los|de las) [\p{L}' ]{2,30}?)?(?: is| was| es| era| by| with| through| con)\s+(.+)$/iu.exec(
      text,
    );
  if (named?.[1] && !/^(my|mi|the|el|la)?\s*(health|salud)\b/i.test(named[1])) text = named[1];
  text = text
    .replace(/\s+(i think|i believe|i guess|creo|me parece)\.?$/i, '')
    .replace(/,?\s*(with )?(\$?\d[\d,]*k?\s?\/\s?\$?\d[\d,]*k?(\s?\/\s?\$?\d[\d,]*k?)?)\b.*$/i, '')
    .replace(/\b(is|es) (my|mi) (health insurance|seguro( medico| de salud)?)\b.*$/i, '')
    .replace(/\b(is my insurance|(through|thru) (my )?(work|job))\b.*$/i, '')
    .replace(/\?+$/, '');
  const name = tidyPhrase(withoutTail(text, language), 200);
  if (!name || name.length < 2) return undefined;
  if (/^(no|none|nothing|nada|ninguno|i don'?t know|no se|unknown|not sure)\b/i.test(name)) return undefined;
  return name;
}

interface InsuranceClause {
  clause: Clause;
  owner: Owner | null;
  isUnknown: boolean;
}

/** An owner's words, also as a possessive ("the pharmacy's", "the owners'"). */
const ownerPattern = (list: readonly string[]) =>
  new RegExp(`(?<![\\p{L}\\d'])(?:${phraseAlternation(list)})(?:'s|s'|')?(?![\\p{L}\\d'])`, 'u');

const businessInsurer = {
  en: {
    owners: ownerPattern(businessInsurerWords.en.owners),
    insurerWords: phrasePattern(businessInsurerWords.en.insurerWords),
    notOthers: ownerPattern(businessInsurerWords.en.notOthers),
  },
  es: {
    owners: ownerPattern(businessInsurerWords.es.owners),
    insurerWords: phrasePattern(businessInsurerWords.es.insurerWords),
    notOthers: ownerPattern(businessInsurerWords.es.notOthers),
  },
};

/**
 * A clause about the insurer of a business or a property owner ("the pharmacy's insurance is
 * Travelers", "a lady from Zurich called for the store", "el seguro de la tienda es …"): the
 * other side's, in a fall or a work injury (decision 0346). Never the visitor's own employer,
 * comp or health plan.
 */
export function namesBusinessInsurer(plain: string, language: Language, isAnswer: boolean): boolean {
  const languages: Language[] = language === 'es' ? ['es', 'en'] : ['en'];
  const words = languages.map((each) => businessInsurer[each]);
  if (!words.some((each) => each.owners.test(plain))) return false;
  if (words.some((each) => each.notOthers.test(plain))) return false;
  return words.some((each) => each.insurerWords.test(plain)) || insurersOf(plain, isAnswer).length > 0;
}

/**
 * The company someone came from, said as a caller or an adjuster from it ("a lady from Zurich
 * called", "their adjuster from Travelers", "una señora de Mapfre"): the name as typed, with
 * capitals, or as the lexicon spells it (decision 0346).
 */
const callerFrom =
  /\b(?:someone|somebody|(?:a|the|an|their|his|her) (?:lady|woman|man|guy|rep|representative|person|adjuster|adjustor|agent)|adjuster|alguien|(?:una|la) (?:senora|señora|muchacha|mujer|ajustadora|agente)|(?:un|el) (?:senor|señor|muchacho|hombre|ajustador|agente))\s+(?:from|de)\s+((?:the\s+)?[A-Z][\p{L}&.'-]*(?:\s+[A-Z][\p{L}&.'-]*){0,3})/u;

function insurerCalledFrom(clause: Clause, language: Language): string | undefined {
  const name = callerFrom.exec(clause.text)?.[1];
  if (!name) return undefined;
  const known = insurersOf(name, true)[0]?.name;
  if (known) return known;
  // "a man from Kroger called": a business, not its insurer. A name the lexicon lacks needs an
  // insurer's word in its clause ("an adjuster from Acme Mutual").
  const languages: Language[] = language === 'es' ? ['es', 'en'] : ['en'];
  const plainName = normalize(name);
  if (languages.some((each) => businessInsurer[each].owners.test(plainName))) return undefined;
  const hasInsurerWord =
    /\b(insurance|insurer|adjuster|adjustor|claims?|seguro|aseguradora|ajustador|ajustadora)\b/.test(
      clause.plain,
    );
  return hasInsurerWord ? tidyPhrase(name, 200) : undefined;
}

/** Whose policy a clause names, by its owner words or, for a known health insurer, by the name. */
function ownerOf(plain: string, language: Language, isAnswer: boolean, message?: string): Owner | null {
  const named = insurersIn(plain, isAnswer, message);
  // "mi seguro Molina", "my insurance is Humana": a health plan named with the visitor's own
  // generic words is their health insurance; their own words about a car make it the car's.
  const isOwnCar = ownerCues.own[language].test(plain) && vehicleWords.test(plain);
  if (
    ownerCues.health[language].test(plain) ||
    isPlanOfARelative(plain, language) ||
    (named.some(isHealthInsurer) && !ownerCues.other[language].test(plain) && !isOwnCar)
  )
    return 'health';
  if (ownerCues.own[language].test(plain)) return 'own';
  // "comp is through Acme Mutual", "the comp insurance is …": the employer's comp carrier, not
  // the other side's insurer (decision 0440).
  if (compWords[language].test(plain)) return 'comp';
  if (ownerCues.other[language].test(plain)) return 'other';
  if (namesBusinessInsurer(plain, language, isAnswer)) return 'other';
  if (named.length > 0 && havingCues.other[language].test(plain)) return 'other';
  if (named.length > 0 && havingCues.own[language].test(plain)) return 'own';
  return null;
}

/**
 * "i have progressive on my own car and health insurance thru work": one clause about two
 * policies is read as two, split at the "and" or comma whose halves each name an owner.
 */
function byPolicy(
  clause: Clause,
  language: Language,
  isAnswer: boolean,
  message?: string,
  fallback: Owner | null = null,
): Clause[] {
  // "he had geico i think, i have progressive": a comma joins two policies as "and" does.
  const joiner = language === 'es' ? /\s+y\s+|[,;]\s*/g : /\s+and\s+|[,;]\s*/g;
  for (const match of clause.text.matchAll(joiner)) {
    const left = clause.text.slice(0, match.index);
    const right = clause.text.slice(match.index + match[0].length);
    const [leftPlain, rightPlain] = [normalize(left), normalize(right)];
    // "Geico, no health insurance" to the own-car question: a name without owner words is the
    // policy asked about, beside the other kind said after it (decision 0299).
    const leftOwner = ownerOf(leftPlain, language, isAnswer, message) ?? fallback;
    const rightOwner = ownerOf(rightPlain, language, isAnswer, message) ?? fallback;
    if (leftOwner && rightOwner && leftOwner !== rightOwner)
      return [
        { text: left, plain: leftPlain },
        { text: right, plain: rightPlain },
      ];
  }
  return [clause];
}

function insuranceClauses(context: ReadContext): InsuranceClause[] {
  const isAnswer = isInsurerQuestion(context.pending);
  const talksInsurance =
    /\b(insur\w*|coverage|policy|covered|limits?|pip|uim|seguro|aseguradora|poliza|cobertura)\b/;
  return context.clauses
    .flatMap((clause) => byPolicy(clause, context.language, isAnswer, context.plain, defaultOwner(context)))
    .filter(
      (clause) =>
        isAnswer ||
        talksInsurance.test(clause.plain) ||
        insurersIn(clause.plain, isAnswer, context.plain).length > 0 ||
        namesBusinessInsurer(clause.plain, context.language, isAnswer),
    )
    .map((clause) => ({
      clause,
      owner:
        ownerOf(clause.plain, context.language, isAnswer, context.plain) ??
        ownerBeforeThePredicate(clause, context, isAnswer),
      isUnknown:
        context.pack.reading.unknown.test(clause.plain) &&
        !isUnknownOnlyAboutUm(clause.plain, context.pack.reading.unknown) &&
        // "not sure, maybe Travelers": a best guess names the insurer (decision 0429).
        !guessesAfterNotKnowing(clause.plain, context.pack.reading.answers) &&
        !guessesAfterNotKnowing(context.plain, context.pack.reading.answers),
    }));
}

/**
 * A clause that opens on its predicate ("is insured with Progressive", "tiene seguro con Qualitas")
 * has its subject in the clause before it, past a name set off by commas: in "the other driver,
 * Trent Lasky, is insured with Progressive" the policy is the other driver's (issue 23, decision 0408).
 */
const predicateFirst: Record<Language, RegExp> = {
  en: /^(is|was|are|were) (insured|covered|with)\b|^(has|had|have|carries|carried) (insurance|coverage|a policy)\b/,
  es: /^(tiene|tenia|tienen|tenian|traia|esta|estaba) (asegurad[oa]s?|seguro|aseguranza|con)\b/,
};

/** A subject alone that names someone on the other side: "the other driver", "el otro conductor". */
const otherSubject: Record<Language, RegExp> = {
  en: new RegExp(`^(the|that) (other )?([\\w']+ )?(${peopleAlternatives('en')})$`),
  es: new RegExp(`^(el|la|ese|esa) (otr[oa] )?(${peopleAlternatives('es')})( del otro \\w+)?$`),
};

function ownerBeforeThePredicate(clause: Clause, context: ReadContext, isAnswer: boolean): Owner | null {
  if (!predicateFirst[context.language].test(clause.plain)) return null;
  const at = context.clauses.indexOf(clause);
  for (let index = at - 1; index >= 0; index -= 1) {
    const before = context.clauses[index];
    if (!before) break;
    const owner = otherSubject[context.language].test(before.plain)
      ? 'other'
      : ownerOf(before.plain, context.language, isAnswer, context.plain);
    if (owner) return owner;
    // Only a name in apposition may stand between the subject and its predicate.
    const words = before.text
      .replace(/[.,;]+$/, '')
      .trim()
      .split(/\s+/);
    if (properNames(before.text).join(' ').split(/\s+/).length !== words.length) break;
  }
  return null;
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

/** Words of a company's name ("Acuity Insurance", "Penn National Mutual"). */
const companyWords =
  /\b(insurance|insurer|mutual|casualty|indemnity|assurance|underwriters|group|company|companies|co|inc|llc|corp|corporation|fund|seguros?|aseguradora|health plan)\b/;

/** Words around a company word that name no company ("car insurance", "the store's company"). */
const genericWords = new Set(
  'the a an his her their my our its car auto truck health home medical life full basic own liability other driver guy store hotel company insurance insurer group seguro seguros aseguradora de del la el su mi carro salud'.split(
    ' ',
  ),
);

/** Public bodies, which insure themselves: the county, the city, the transit authority. */
const publicBodies =
  /\b(county|city|state|transit|authority|department|district|government|municipal|condado|ciudad|gobierno)\b/;

/** Words no company name holds: the visitor talking, not naming ("idk maybe the city"). */
const notNameWords =
  /\b(i|me|my|mine|you|your|he|him|she|they|them|we|us|it|not|no|dont|don't|idk|know|maybe|think|sure|yes|yeah|lol|something|someone|somebody|whatever|thing|stuff|yo|tu|nada|sabe|se|algo|alguien|now|currently|still|ahora|ahorita|actualmente|todavia|ya)\b/i;

/**
 * An insurer the lexicon does not list is kept only when the words look like a company's
 * name: a company word beside a word of its own ("Acuity Insurance"), or capitals
 * ("Penn National"); never a payment, a limit, a verb or the visitor talking (issue 22).
 */
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
  if (name.split(/\s+/).length > 6 || notNameWords.test(plain)) return false;
  // "it's a county bus": a public body answers for its own vehicles, and is its own insurer.
  if (publicBodies.test(plain)) return true;
  const hasOwnWord = plain.split(' ').some((word) => !genericWords.has(word));
  if (companyWords.test(plain) && hasOwnWord && !/^(the|a|an|el|la|un|una)\b/.test(plain)) return true;
  return properNames(name).length > 0;
}

/** The insurer a clause names, as the lexicon spells it ("statefarm" → "State Farm"). */
function knownInsurerIn(clause: Clause, context: ReadContext): string | undefined {
  return insurersIn(clause.plain, isInsurerQuestion(context.pending), context.plain)[0]?.name;
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
        knownInsurerIn(entry.clause, context) !== undefined ||
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
    const known = knownInsurerIn(entry.clause, context) ?? insurerCalledFrom(entry.clause, context.language);
    if (known) return { value: known, quote: entry.clause.text, replaces: context.pending !== null };
    const name = insurerName(entry.clause, context.language);
    // "tengo seguro médico", "ya le dije no tengo seguro médico": the kind of policy is no
    // company's name, nor to be said back as one (decision 0327).
    if (name && isNameLike(context, name) && !namesNoCompany(name))
      return { value: name, quote: entry.clause.text, replaces: context.pending !== null };
  }
  return undefined;
}

const hasOtherSideInsurer = (record: CaseRecord): boolean =>
  record.caseType !== 'medical_malpractice' &&
  !(record.caseType === 'workplace' && record.thirdPartyInvolved !== true);

export const otherPartyInsurerFact: FactModule<'otherPartyInsurer'> = {
  key: 'otherPartyInsurer',
  // A work injury with no outsider has no other side's insurer to ask about.
  appliesTo: hasOtherSideInsurer,
  // But the insurer of a business or an owner, told in a work injury, is kept (decision 0346).
  isReadBeyond: (record) => record.caseType === 'workplace',
  alsoAsks: ['policyLimit', 'ownCoverage', 'healthInsurance'],
  question: {
    en: (record) =>
      record.caseType === 'auto'
        ? record.otherPartyInsurer
          ? hasHealthAnswer(record)
            ? 'What about your own car insurance: which company is it with?'
            : 'What about your own car insurance and your health insurance: which companies are they with?'
          : hasHealthAnswer(record)
            ? "Which insurance companies are involved: the other driver's and your own car insurance?"
            : "Which insurance companies are involved: the other driver's, your own car insurance, and your health insurance?"
        : record.caseType === 'workplace'
          ? 'Do you know which insurance company covers the other company involved?'
          : record.caseType === 'product_liability' && !hasHealthAnswer(record)
            ? 'Do you have health insurance, and if so, which company is it with?'
            : hasHealthAnswer(record)
              ? 'Do you know which insurance company covers the other side?'
              : 'Do you know who insures the other side, and which health insurance do you have?',
    es: (record) =>
      record.caseType === 'auto'
        ? record.otherPartyInsurer
          ? hasHealthAnswer(record)
            ? '¿Y su propio seguro de carro: con qué compañía es?'
            : '¿Y su propio seguro de carro y su seguro de salud: con qué compañías son?'
          : hasHealthAnswer(record)
            ? '¿Qué aseguradoras hay: la del otro conductor y su propio seguro de carro?'
            : '¿Qué aseguradoras hay: la del otro conductor, su propio seguro de carro y su seguro de salud?'
        : record.caseType === 'workplace'
          ? '¿Sabe con qué aseguradora está la otra empresa?'
          : record.caseType === 'product_liability' && !hasHealthAnswer(record)
            ? '¿Tiene seguro de salud, y con qué compañía?'
            : hasHealthAnswer(record)
              ? '¿Sabe qué aseguradora cubre a la otra parte?'
              : '¿Sabe qué seguro tiene la otra parte, y qué seguro de salud tiene usted?',
  },
  rephrase: {
    en: () => 'If you have an insurance card or a letter from an insurer, which company is named on it?',
    es: () => 'Si tiene una tarjeta de seguro o una carta de una aseguradora, ¿qué compañía aparece?',
  },
  read: (context) => {
    if (!hasOtherSideInsurer(context.record) && context.pending !== 'otherPartyInsurer') {
      const isAnswer = isInsurerQuestion(context.pending);
      const clauses = context.clauses.filter((clause) =>
        namesBusinessInsurer(clause.plain, context.language, isAnswer),
      );
      return clauses.length > 0 ? readFor({ ...context, clauses }, 'other') : undefined;
    }
    const reading = readFor(context, 'other');
    if (reading) return reading;
    if (hasNoOtherCoverage(context))
      return { value: noPolicy, quote: context.original.slice(0, 120), replaces: context.pending !== null };
    return undefined;
  },
  describe: describePolicy,
};

/**
 * Health insurance already told (a plan, or none) is not asked again inside the combined
 * insurer question: asking it twice reads as not listening (issue 23, re-asks).
 */
function hasHealthAnswer(record: { healthInsurance?: string | null | undefined }): boolean {
  return typeof record.healthInsurance === 'string' && record.healthInsurance.length > 0;
}

/** A policy's name, or that there is none, in the visitor's language. */
function describePolicy(value: string, language: Language): string {
  if (value !== noPolicy) return value;
  return language === 'es' ? 'ninguno' : 'none';
}

/** The other side, as people name them when they say it had no insurance. */
const otherSide: Record<Language, RegExp> = {
  en: /\b(he|she|they|his|her|their|the (other|dog'?s?|car'?s?|truck'?s?)? ?(driver|guy|man|woman|lady|dude|owner|person|party|side|kid|teen))\b/,
  // "el" alone is mostly the article ("el doctor"): the pronoun counts right before its verb.
  es: /\b(el (no )?(tenia|tiene|tuvo)|ella|ellos|ellas|el otro|la otra|el dueno|la duena|el conductor|el chofer|el senor|la senora|el driver|el otro driver)\b/,
};
/** "an uninsured driver", "un conductor sin seguro": the other side's lack told as a label. */
/** The Spanish name of UM coverage: "(la cobertura | lo) de conductor sin seguro". */
const umCoverageName =
  /\b(cobertura|lo|la|proteccion|seguro|poliza|parte)( de| del| para)( un| el)? (conductor|motorista)(es)? sin seguro\b/;

const uninsuredParty: Record<Language, RegExp> = {
  en: /\b(uninsured (driver|guy|man|woman|lady|person|car|truck|vehicle)|(driver|guy|man|woman|lady|person) (with no|without) (insurance|coverage))\b/,
  es: /\b((conductor|chofer|driver|senor|senora|carro|troca) (sin|que no tenia|que no tiene) (seguro|aseguranza|insurance))\b/,
};

/**
 * "he didn't have insurance", "the other driver was uninsured", "el otro no tenía seguro": the
 * other side had no policy. A bare "no" to the insurer question is not this: it says the
 * visitor does not know, and is read as such.
 */
function hasNoOtherCoverage(context: ReadContext): boolean {
  return context.clauses.some((clause) => {
    if (insurersIn(clause.plain, true).length > 0) return false;
    // "tengo la parte de conductor sin seguro" names the visitor's UM coverage, not an uninsured driver.
    const plain = clause.plain.replace(umCoverageName, ' ');
    if (uninsuredParty.en.test(plain) || uninsuredParty.es.test(plain)) return true;
    if (!otherSide[context.language].test(clause.plain) || context.pack.reading.unknown.test(clause.plain))
      return false;
    if (
      /\b(i|my|me|mine|yo|mi|tengo|tenemos|tenia yo)\b/.test(clause.plain) &&
      !/\b(hit me|me (choco|pego))\b/.test(clause.plain)
    )
      return false;
    if (/\b(was|is|were) uninsured\b/.test(clause.plain)) return true;
    const cue =
      findCue(clause, coverageNouns.own.en, context.pack.reading.negation) ??
      findCue(clause, coverageNouns.own.es, context.pack.reading.negation) ??
      findCue(clause, having, context.pack.reading.negation);
    return (
      cue?.isNegated === true && /\b(insurance|seguro|aseguranza|coverage|cobertura|any)\b/.test(clause.plain)
    );
  });
}

/** Insurance nouns, by whose policy they name; a bare "insurance" fits either question. */
const coverageNouns: Record<'health' | 'own', Record<Language, RegExp>> = {
  health: {
    en: /\b(health (insurance|coverage|plan)|medical (insurance|coverage)|insurance|coverage)\b/,
    es: /\b(seguro( medico| de salud)?|aseguranza( medica)?|health insurance|insurance|cobertura)\b/,
  },
  own: {
    en: /\b((car|auto) insurance|insurance|coverage|policy)\b/,
    es: /\b(seguro( de(l)? (carro|auto|coche))?|aseguranza|insurance|cobertura|poliza)\b/,
  },
};
/** Words that put a policy under the other question ("no car insurance" is not about health). */
const otherKindWords: Record<'health' | 'own', RegExp> = {
  health: /\b(car|auto|vehicle|truck|carro|coche|auto|liability|pip)\b/,
  own: /\b(health|medical|medico|salud|medicare|medicaid|uninsured|underinsured|um|uim|extra|conductor(es)? sin seguro|seguro insuficiente)\b/,
};

/** A denial of what to do ("not to talk", "no hablar", "que no firme"): no denial of having. */
const deniesAnotherVerb: Record<Language, RegExp> = {
  en: /\b(?:not|never) to \w+/,
  es: /\b(?:no|nunca) (?:\w+(?:ar|er|ir)|hable|hablara|llame|llamara|firme|firmara|diga|dijera)\b|\b(?:not|never) to \w+/,
};

/** The visitor speaking of themself, in either language. */
const firstPerson = /\b(i|my|me|mine|yo|mi|tengo|tenemos)\b/;

/** Having a policy, in either language. */
const having = /\b(have|has|had|got|carry|tengo|tiene|tenemos|cuento con)\b/;
/** A past participle after "have (not)": "haven't talked", "have not been", "no he hablado". */
const perfectVerbAfter =
  /^\s*(?:not|n'?t|never|yet|really)?\s*(?:\w+ed|been|spoken|gone|seen|heard|done|gotten|told|sent|filed|called|hablado|ido|visto|llamado)\b/;

/**
 * "no I don't have health insurance", "nope none", "no tengo seguro", "they don't give us
 * insurance": the visitor has no such policy, a fact in its own right, so the question is not
 * put again. A "no" opening the answer to the question counts; elsewhere the insurance word
 * itself must be negated, and must not name the other kind of policy.
 */
/** No policy of the kind: said in words (true), or only a "no" to its question ('bare'). */
function hasNoCoverage(context: ReadContext, kind: 'health' | 'own'): boolean | 'bare' {
  const asked = kind === 'health' ? 'healthInsurance' : 'ownCoverage';
  const isAsked = context.pending === asked;
  // "no, wait, I do have Medicaid", "I have geico but no uninsured coverage": an insurer of
  // this kind named anywhere is a policy, whatever "no" comes before it.
  // A clause about someone else's policy ("el otro tiene Allstate") says nothing of this one.
  const isOfKind = (clause: Clause, fallback: Owner | null = null) => {
    if (otherKindWords[kind].test(clause.plain)) return false;
    const owner =
      ownerOf(clause.plain, context.language, isInsurerQuestion(context.pending), context.plain) ?? fallback;
    return owner === null || owner === kind;
  };
  // "State Farm i think, I don't have health insurance", to the other driver's insurer: a name
  // with no owner words is the insurer the question asked about, not a policy of this kind
  // (decision 0299).
  const fallback = defaultOwner(context);
  const policies = context.clauses.flatMap((clause) =>
    byPolicy(clause, context.language, isInsurerQuestion(context.pending), context.plain, fallback),
  );
  if (policies.some((clause) => isOfKind(clause, fallback) && insurersIn(clause.plain, isAsked).length > 0))
    return false;
  const isSaid = context.clauses.some((clause) => {
    // "¿qué es eso de sin seguro?" asks; it says nothing about a policy.
    if (!isOfKind(clause) || isAskedBack(context, clause)) return false;
    // "i don't have any", "no tengo": having, denied, in the answer to the question.
    const had = isAsked ? findCue(clause, having, context.pack.reading.negation) : null;
    // "I have not talked to a lawyer": "have" there only builds another verb's tense.
    if (had?.isNegated && !perfectVerbAfter.test(clause.plain.slice(had.index + had.match.length)))
      return true;
    // Spanglish names policies in either language: "ahorita no tengo health insurance".
    const cue =
      findCue(clause, coverageNouns[kind][context.language], context.pack.reading.negation) ??
      findCue(
        clause,
        coverageNouns[kind][context.language === 'en' ? 'es' : 'en'],
        context.pack.reading.negation,
      );
    if (!cue?.isNegated) return false;
    // "State Farm, he doesn't have health insurance": someone else's lack, not the visitor's.
    const before = clause.plain.slice(0, cue.index);
    if (otherSide[context.language].test(before) && !firstPerson.test(before)) return false;
    // "my lawyer said not to talk to the insurance", "me dijeron que no hablara con el seguro":
    // the no is another verb's, told to the visitor (decision 0199).
    if (deniesAnotherVerb[context.language].test(clause.plain.slice(0, cue.index))) return false;
    return (
      isAsked ||
      cue.match.includes(kind === 'health' ? 'health' : 'car') ||
      (kind === 'health' && /\b(medical|medico|salud)\b/.test(cue.match)) ||
      (kind === 'health' && firstPerson.test(clause.plain) && isAboutCare(context))
    );
  });
  if (isSaid) return true;
  return isAsked && context.leading === 'no' ? 'bare' : false;
}

/** Questions about care and its cost: a bare "insurance" in their answers is the health plan. */
const careQuestions = new Set<ReadContext['pending']>([
  'medicalBills',
  'treatment',
  'futureMedical',
  'outOfPocket',
]);

/**
 * Where the visitor's own "no insurance" can only be health insurance (decision 0356): in an
 * answer about care or its bills, or in a case with no car of theirs in it (a fall, a bite, work).
 */
function isAboutCare(context: ReadContext): boolean {
  const type = context.record.caseType;
  return careQuestions.has(context.pending) || (type !== undefined && type !== 'auto');
}

/** The reading of no policy, marked as only the opening "no" where nothing else said it. */
function noCoverageReading(context: ReadContext, kind: 'health' | 'own') {
  const none = hasNoCoverage(context, kind);
  if (!none) return undefined;
  return {
    value: noPolicy,
    quote: context.original.slice(0, 120),
    replaces: context.pending !== null,
    ...(none === 'bare' ? { isBareAnswer: true } : {}),
  };
}

const planOfARelative = {
  en: planOfARelativePatterns('en'),
  es: planOfARelativePatterns('es'),
};

function planOfARelativePatterns(language: Language): { lead: RegExp; connector: RegExp } {
  const { relatives, leads, connectors } = planOfARelativeWords[language];
  const relative = `(?:${phraseAlternation(relatives)})`;
  const lead = phraseAlternation(leads).replace(/REL/g, relative);
  return {
    lead: new RegExp(`(?<![\\p{L}\\d'])(?:${lead})(?![\\p{L}\\d'])`, 'u'),
    connector: new RegExp(
      `^(?:[\\s,:;-]*(?:${phraseAlternation(connectors)})(?![\\p{L}\\d']))*[\\s,:;-]*`,
      'iu',
    ),
  };
}

/**
 * "I'm on my wife's plan from her work", "tengo seguro por el trabajo de mi esposo": a plan held
 * through a relative or a relative's job is a health plan, never the visitor's own car policy
 * (decisions 0336, 0388). "his"/"her" stand for the relative only inside the lead: a clause
 * that names the other side outside it ("his insurance, through his job") stays theirs.
 */
function isPlanOfARelative(plain: string, language: Language): boolean {
  const said = planOfARelative[language].lead.exec(plain);
  if (!said) return false;
  const rest = `${plain.slice(0, said.index)} ${plain.slice(said.index + said[0].length)}`;
  return !ownerCues.other[language].test(rest) && !vehicleWords.test(rest);
}

/**
 * "I'm on my husband's insurance, Harborline Health", "el seguro de mi esposa, Salud Norteña": a
 * plan held through a relative, named in capitals after it, is the visitor's health insurer though
 * the insurers' lexicon does not know it (decision 0336).
 */
function planOfARelativeNamed(context: ReadContext): { value: string; quote: string } | undefined {
  const { lead, connector } = planOfARelative[context.language];
  for (const sentence of sentencesOf(context.original)) {
    const plain = normalize(sentence);
    const said = lead.exec(plain);
    if (!said || plain.length !== sentence.length) continue;
    const rest = sentence.slice(said.index + said[0].length).trimStart();
    const after = rest.slice(connector.exec(normalize(rest))?.[0].length ?? 0);
    const words: string[] = [];
    for (const word of after.trim().split(/\s+/)) {
      const bare = word.replace(/[,;:.!?()]+$/u, '');
      if (!/^\p{Lu}/u.test(bare)) break;
      words.push(bare);
      if (bare !== word) break;
    }
    const name = words.join(' ');
    if (!name) continue;
    const checked = checkPartyPhrase(name, context.language);
    if (checked.isValid && checked.value === name && !opensWithNotName(name, context.language))
      return { value: tidyPhrase(name, 200), quote: sentence };
  }
  return undefined;
}

export const healthInsuranceFact: FactModule<'healthInsurance'> = {
  key: 'healthInsurance',
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
    // A plan through a relative, by a name no lexicon knows, before the policy words around it
    // are read as its name (decision 0336).
    const relatives = planOfARelativeNamed(context);
    if (relatives && insurersIn(context.plain, context.pending === 'healthInsurance').length === 0)
      return context.pending === 'healthInsurance' ? { ...relatives, replaces: true } : relatives;
    const reading = readFor(context, 'health');
    if (reading) return reading;
    const none = noCoverageReading(context, 'health');
    if (none) return none;
    // "Aetna covered most of it", "Medicare paid most": a named payer of the bills.
    for (const clause of context.clauses) {
      const payer = payerBefore(clause.plain, context.language);
      // "I'm paid 17 an hour", "we get paid weekly": a person paid is wages, no payer of the bills.
      if (payer?.name && isPersonWord.test(payer.name)) continue;
      if (
        payer?.name &&
        (payer.kind === 'health_insurance' || payer.kind === 'medicare' || payer.kind === 'medicaid')
      )
        if (!/\b(insurance|seguro)\b/.test(payer.name) || insurersIn(payer.name, true).length > 0)
          return {
            value: tidyPhrase(
              insurersIn(payer.name, true)[0]?.name ??
                (payer.kind === 'health_insurance' ? titleOf(clause.text, payer.name) : payer.name),
              200,
            ),
            quote: clause.text,
          };
    }
    return undefined;
  },
  describe: describePolicy,
};

/** A pronoun, a closed class: no plan is named by one. */
const isPersonWord =
  /^(?:i|i'?m|i am|i get|we|we'?re|we get|you|he|she|they|he'?s|she'?s|they'?re|me|yo|nos|les|le)$/;

/** The payer's words as the visitor typed them (their capitals), found by position. */
function titleOf(original: string, plainName: string): string {
  const index = original.toLowerCase().indexOf(plainName.toLowerCase());
  return index >= 0 ? original.slice(index, index + plainName.length) : plainName;
}

const noCarPatterns = {
  en: phrasePattern(noCarWords.en.said, 'g'),
  es: phrasePattern(noCarWords.es.said, 'g'),
};

/**
 * "I don't have a car", "i said no car", "no tengo carro" (decision 0240): no car of their own,
 * so no policy of their own to ask about. Read in the first message and in the answer to the
 * own-car question; not said of someone else ("the guy didn't have a car"), nor of something
 * else ("no car seat"), nor of a car they had ("I don't have a car anymore").
 */
function noCarReading(context: ReadContext) {
  if (context.pending !== 'ownCoverage' && context.origin !== 'description') return undefined;
  const words = noCarWords[context.language];
  for (const clause of context.clauses)
    for (const match of clause.plain.matchAll(noCarPatterns[context.language])) {
      const before = clause.plain.slice(0, match.index).trim().split(/\s+/).slice(-3);
      const next =
        clause.plain
          .slice(match.index + match[0].length)
          .trim()
          .split(/\s+/)[0] ?? '';
      if (before.some((word) => words.others.includes(word)) || words.notAfter.includes(next)) continue;
      return { value: noPolicy, quote: clause.text, replaces: context.pending === 'ownCoverage' };
    }
  return undefined;
}

export const ownCoverageFact: FactModule<'ownCoverage'> = {
  key: 'ownCoverage',
  appliesTo: caseIs('auto'),
  alsoAsks: ['hasUmUim'],
  question: {
    en: () =>
      'Which company is your own car insurance with, and do you know if it includes uninsured or underinsured motorist coverage?',
    es: () =>
      '¿Con qué compañía es su propio seguro de carro, y sabe si incluye cobertura de conductor sin seguro?',
  },
  rephrase: {
    en: () => 'If you can check your insurance card: which company is your own car insured with?',
    es: () => 'Si puede revisar su tarjeta del seguro, ¿con qué aseguradora tiene asegurado su propio carro?',
  },
  read: (context) => {
    const none = noCoverageReading(context, 'own');
    if (none) return none;
    const noCar = noCarReading(context);
    if (noCar) return noCar;
    const clauses = insuranceClauses(context).filter(
      (entry) => entry.owner === 'own' || (entry.owner === null && defaultOwner(context) === 'own'),
    );
    const entry = clauses.find(
      (candidate) =>
        !candidate.isUnknown &&
        (knownInsurerIn(candidate.clause, context) !== undefined ||
          /\b(insur\w*|liability|coverage|pip|uim|um|policy|full|basic|[a-z]+ with|seguro|cobertura)\b/.test(
            candidate.clause.plain,
          )) &&
        !/\b(any|ningun\w*) (extra )?coverage\b/.test(candidate.clause.plain) &&
        // "I have no insurance": no policy is not a policy's name (hasNoCoverage reads it).
        !findCue(candidate.clause, coverageNouns.own.en, context.pack.reading.negation)?.isNegated &&
        !findCue(candidate.clause, coverageNouns.own.es, context.pack.reading.negation)?.isNegated,
    );
    if (!entry) return undefined;
    // "i have geico for my car": the company, plus what the visitor said it includes.
    const known = knownInsurerIn(entry.clause, context);
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
    // "yes I have insurance", "sí tengo seguro": a policy, but no company to store (decision 0162):
    // the company stays open, and the question is put again in other words.
    if (namesNoCompany(name)) return undefined;
    return { value: name, quote: entry.clause.text, replaces: context.pending !== null };
  },
  describe: describePolicy,
};

/** Words that say a policy exists without naming whose it is (en, es). */
const policyOnlyWords = new Set([
  'yes',
  'yeah',
  'yep',
  'yup',
  'sure',
  'i',
  'have',
  'has',
  'do',
  'got',
  'my',
  'own',
  'the',
  'a',
  'an',
  'car',
  'auto',
  'vehicle',
  'insurance',
  'insured',
  'coverage',
  'policy',
  'of',
  'course',
  'it',
  'is',
  'si',
  'claro',
  'tengo',
  'mi',
  'propio',
  'el',
  'la',
  'un',
  'una',
  'de',
  'del',
  'carro',
  'coche',
  'seguro',
  'aseguranza',
  'cobertura',
  'poliza',
  'health',
  'medical',
  'plan',
  'medico',
  'medica',
  'salud',
  'no',
  'not',
  'any',
  'ningun',
  'ninguno',
  'ninguna',
  'ya',
  'le',
  'te',
  'dije',
  'yo',
]);

/** A clause kept as an insurer's name that names none: every word says only that a policy exists. */
function namesNoCompany(name: string): boolean {
  const words = normalize(name)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return words.length > 0 && words.every((word) => policyOnlyWords.has(word));
}

export const hasUmUimFact: FactModule<'hasUmUim'> = {
  key: 'hasUmUim',
  appliesTo: caseIs('auto'),
  // Asked on its own in the extension (decision 0109), when the own insurer is known and this is not.
  question: {
    en: () =>
      'Does your own car insurance include uninsured or underinsured motorist coverage? It is fine to say you are not sure.',
    es: () =>
      '¿Su propio seguro de auto incluye cobertura de conductor sin seguro o con seguro insuficiente? Está bien si no está seguro.',
  },
  rephrase: {
    en: () => 'On your own policy, is there coverage for when the other driver has little or no insurance?',
    es: () => 'En su propia póliza, ¿hay cobertura para cuando el otro conductor tiene poco o ningún seguro?',
  },
  read: (context) => {
    const found = readUmUim(context);
    if (found || !isPending(context, 'hasUmUim')) return found;
    if (context.leading === 'yes') return { value: true, quote: context.clauses[0]?.text };
    if (context.leading === 'no') return { value: false, quote: context.clauses[0]?.text };
    return context.leading === 'unknown' ? { isUnknown: true } : undefined;
  },
  describe: describeYesNo,
};

function readUmUim(context: ReadContext): Reading<boolean> | undefined {
  for (const clause of context.clauses) {
    // "what's UM coverage?" asks back; "hopefully UM is on it" hopes: neither says.
    if (isAskedBack(context, clause) || umHoped.test(clause.plain)) continue;
    const cue = findCue(clause, umUim, context.pack.reading.negation);
    if (!cue) continue;
    const isOwn =
      ownerCues.own[context.language].test(clause.plain) ||
      /\b(i|my|mine)\b/.test(clause.plain) ||
      context.pending === 'ownCoverage';
    if (!isOwn) continue;
    // "no idea about the uninsured thing" does not know; its "no" is not a no.
    if (context.pack.reading.unknown.test(clause.plain)) return { isUnknown: true as const };
    return { value: !cue.isNegated && !umDeclined.test(clause.plain), quote: clause.text };
  }
  const isAsked = context.pending === 'ownCoverage' || context.pending === 'hasUmUim';
  if (!isAsked) return undefined;
  // Only the legal minimum, or no car insurance at all: nothing for an uninsured driver either.
  const minimum = context.clauses.find((clause) => liabilityOnly.test(clause.plain));
  if (minimum) return { value: false, quote: minimum.text };
  const namesOtherSide = /\b(he|she|they|him|guy|driver|other|el otro|la otra|conductor|chofer)\b/;
  const namesInsurance = /\b(insurance|insured|coverage|policy|seguro|aseguranza|cobertura|poliza)\b/;
  if (
    namesInsurance.test(context.plain) &&
    !namesOtherSide.test(context.plain) &&
    hasNoCoverage(context, 'own')
  )
    return { value: false, quote: context.clauses[0]?.text };
  return undefined;
}

type Limit = FactValues['policyLimit'];

export const policyLimitFact: FactModule<'policyLimit'> = {
  key: 'policyLimit',
  appliesTo: (record) => record.caseType !== 'medical_malpractice',
  // Asked in the extension (decision 0109), once the other side's insurer is known: the
  // ceiling of what a claim can recover.
  question: {
    en: () =>
      "Do you know how much the other side's policy covers, for example $25,000 per person? If not, that's fine.",
    es: () =>
      '¿Sabe cuánto cubre la póliza de la otra parte, por ejemplo $25,000 por persona? Si no lo sabe, está bien.',
  },
  rephrase: {
    en: () => "Has anyone told you the limits of the other side's insurance?",
    es: () => '¿Alguien le dijo los límites del seguro de la otra parte?',
  },
  read: (context) => {
    // "no" to "do you know…" is not knowing.
    const reading = readLimit(context);
    if (reading || !isPending(context, 'policyLimit')) return reading;
    return context.leading === 'no' || context.leading === 'unknown' ? { isUnknown: true } : undefined;
  },
  describe: (value) =>
    value.perAccident ? `${usd(value.perPerson)} / ${usd(value.perAccident)}` : usd(value.perPerson),
};

function readLimit(context: ReadContext): Reading<Limit> | undefined {
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
}
