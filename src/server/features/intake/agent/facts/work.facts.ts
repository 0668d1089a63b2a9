import nlp from 'compromise';

import type { CaseRecord, FactKey, Language } from '../../../../../contracts/case-record';
import { escapeRegExp, findCue, findInOriginal, normalize, sentencesOf, tidyPhrase } from '../reading/text';
import {
  findParty,
  chainNamedBy,
  holdsName,
  isTown,
  namesInSentences,
  namesNoEmployer,
  namesSomeone,
  partyInEnglish,
  partyInLanguage,
  ownsAnimal,
  readEmployerName,
  nameOpening,
  opensWithNotName,
  readNamedParty,
  readWorkplaceName,
  saysNoJob,
} from '../reading/parties';
import { findStates } from '../reading/places';
import { checkPartyPhrase, isCareWord } from '../reading/validators';

import partiesFile from '../reading/lexicons/parties.json' with { type: 'json' };

import {
  employerWords,
  phraseAlternation,
  phrasePattern,
  staffingAgencyWords,
  workplaceKinds,
  workTimeWords,
} from './fact-lexicons';
import { contractArticles, nameFollowUp, theOne } from './name-follow-up';
import { compNamed, withoutTimeOff } from './work-words';
import { makerIn } from './product.facts';
import {
  answerPhrase,
  caseIs,
  describeYesNo,
  type FactModule,
  isAskedBack,
  type ReadContext,
  readYesNo,
  tellsStory,
} from './fact-module';

/** The workers' comp side of a case: employer, working at the time, and any outsider involved. */

const employerLeads: Record<Language, RegExp> = {
  en: /^(i'?m|i am|he'?s|he is|she'?s|she is|i work|he works|she works|i worked|as|yes|no|well|so)\s+(as\s+)?(?:(a|an|the)\s+)?/i,
  es: /^(soy|trabajo|trabaja|el es|ella es|es|si|pues)\s+(como\s+)?(?:(un|una|el|la)\s+)?/i,
};

/** "trabajo en Almacenes Ruiz de cajera": the job said after the name ends it (decision 0334). */
const jobAfterName = (language: Language): string => {
  const { jobTails } = employerWords[language];
  return jobTails.length === 0 ? '' : `|\\s+(?:${phraseAlternation(jobTails)})(?![\\p{L}\\d'])`;
};

const employerMention: Record<Language, RegExp> = {
  // "… at Pinecrest Grocers so I've been out": a clause after the name is no part of it (decision 0334).
  en: /\b(?:i work (?:at|for)|i'?m (?:a|an) [\w ]{2,30} at|at work at|i work the [\w ]{2,30} at|employed (?:at|by))\s+([\w'&. -]{3,60}?)(?=[,.;!?]|\s+(?:in|on|when|and|but|since|for|i think|so|because|cause|until|till|where|as|doing)\b|$)/,
  // "al trabajo", "un trabajo en …": "trabajo" after an article or "al" is the job, not "I work".
  es: new RegExp(
    `\\b(?<!\\b(?:al|el|un|mi|su|del|de|otro|ese|este) )(?:trabajo en (?:la linea de |la planta de |el almacen de )?|trabajo para |soy \\w+ en )([\\p{L}'&. -]{3,60}?)(?=[,.;!?]|\\s+(?:en|cuando|y|pero)\\b${jobAfterName('es')}|$)`,
    'u',
  ),
};

/** "he works for …" is the injured person's employer only when someone writes for them. */
const theirEmployerMention: Record<Language, RegExp> = {
  en: /\b(?:he|she) works (?:at|for)\s+([\w'&. -]{3,60}?)(?=[,.;!?]|\s+(?:in|on|when|and|but|since|for|i think)\b|$)/,
  es: /\b(?:el|ella) trabaja (?:en|para)\s+([\p{L}'&. -]{3,60}?)(?=[,.;!?]|\s+(?:en|cuando|y|pero|creo)\b|$)/u,
};
/** A work injury told by its workplace: "lifting boxes at the amazon warehouse". */
const workplaceAt: Record<Language, RegExp> = {
  en: /\bat (?:the |a )?([a-z][\w'&-]*(?: [a-z][\w'&-]*)?) (warehouse|plant|factory|distribution center|store|job ?site|construction site|restaurant|hotel|hospital|office|kitchen|shop|yard|mill|mine|farm)\b/,
  es: /\ben (?:el|la) (almacen|planta|fabrica|tienda|obra|restaurante|hotel|hospital|oficina|cocina|taller) de ([\p{L}'&-]+(?: [\p{L}'&-]+)?)/u,
};

const workplaceAfter: Record<Language, RegExp> = {
  en: /\b(?:at|for|with)\s+(\S.*)$/i,
  es: /\b(?:en|para|con)\s+(\S.*)$/i,
};

/**
 * What tells an employer from a trade (lexicons/employer-words.json; decision 0140): an
 * employer is named after "for", "at", "para", "en", with a company word, in capitals, or as
 * the employer ("my employer is", "mi patrón es"); "yo hago framing", "I'm a roofer" say a trade.
 */
interface EmployerWords {
  tradeLead: RegExp;
  trades: RegExp;
  fillers: Set<string>;
  link: RegExp;
  company: RegExp;
  namedAs: RegExp;
  companyNamedAs: RegExp;
  otherSide: RegExp;
}

const opener = '(?:(?:yes|yeah|no|well|so|um|ok|okay|si|pues|bueno|este),?\\s+)*';

function compileEmployerWords(words: (typeof employerWords)['en']): EmployerWords {
  const links = phrasePattern(words.links).source;
  return {
    tradeLead: new RegExp(`^${opener}(?:${phrasePattern(words.tradeLeads).source})\\s*(.*)$`, 'u'),
    trades: phrasePattern(words.trades, 'g'),
    fillers: new Set(words.fillers),
    link: new RegExp(`${links}\\s+\\S`, 'u'),
    company: phrasePattern(words.companyWords),
    namedAs: phrasePattern(words.namedAs),
    companyNamedAs: phrasePattern(words.companyNamedAs),
    otherSide: new RegExp(`${phrasePattern(words.otherSide).source}\\s*$`, 'u'),
  };
}

const employerPatterns: Record<Language, EmployerWords> = {
  en: compileEmployerWords(employerWords.en),
  es: compileEmployerWords(employerWords.es),
};

/**
 * A word in capitals past the first of its sentence ("i do framing for Bellwether"), not "I" nor
 * care typed in capitals ("they gave me IV antibiotics"; decision 0195).
 */
const hasCapitalisedName = (text: string, language: Language): boolean =>
  text.split(/(?<=[.!?])\s+/).some((sentence) =>
    sentence
      .split(/\s+/)
      .slice(1)
      .some((word) => /^\p{Lu}/u.test(word) && !/^I(?:'|’|$)/.test(word) && !isCareWord(word, language)),
  );

/**
 * The answer to the employer question says only what the visitor does ("yo hago framing",
 * "I'm a roofer", "carpenter"): no employer is named beside the trade, after a link, with a
 * company word or in capitals.
 */
function saysOnlyTrade(context: ReadContext): boolean {
  const words = employerPatterns[context.language];
  const text = context.clauses
    .filter((clause) => !isAskedBack(context, clause))
    .map((clause) => clause.text)
    .join(', ');
  const plain = normalize(text);
  if (
    !plain ||
    words.link.test(plain) ||
    words.company.test(plain) ||
    hasCapitalisedName(text, context.language)
  )
    return false;
  // "im a mail carrier, usps": a piece after the trade may be the employer's name.
  const pieces = plain
    .split(/[,;.!?:]+/)
    .map((piece) =>
      piece
        .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean);
  const isOnlyTrades = (piece: string) => {
    const left = piece.replace(words.trades, ' ');
    return left !== piece && left.split(' ').every((word) => !word || words.fillers.has(word));
  };
  const [first, ...others] = pieces;
  if (!first || !others.every(isOnlyTrades)) return false;
  const lead = words.tradeLead.exec(first);
  if (lead && lead[1]!.length > 0) return true;
  return isOnlyTrades(first.replace(new RegExp(`^${opener}`, 'u'), ''));
}

/** Questions about someone besides the employer: "the company is …" in their answer is theirs. */
const otherPartyQuestions = new Set<FactKey>([
  'thirdParty',
  'thirdPartyInvolved',
  'atFaultParty',
  'manufacturer',
  'product',
  'propertyOwner',
  'provider',
  'facility',
  'otherPartyInsurer',
  'ownCoverage',
  'healthInsurance',
  'policyLimit',
]);
const isAboutAnotherParty = (context: ReadContext) =>
  context.pending !== null && otherPartyQuestions.has(context.pending);

/**
 * An employer named as such, in any answer (the read-back's too): "my employer is Pacific
 * Crate", "la empresa donde trabajo es Lácteos Sierra"; in a
 * work injury also "the company is …", unless it is another side's ("the other company is").
 */
function employerNamedAs(context: ReadContext): { value: string; quote: string } | undefined {
  const words = employerPatterns[context.language];
  // By sentence: a colon ends a clause ("employer: Halvorsen Dairy").
  for (const text of sentencesOf(context.original)) {
    const clause = { text, plain: normalize(text) };
    if (isAskedBack(context, clause)) continue;
    const plain = clause.plain;
    let rest: string | undefined;
    let said = '';
    const named = words.namedAs.exec(plain);
    if (named) {
      rest = plain.slice(named.index + named[0].length);
      said = named[0];
    } else if (context.record.caseType === 'workplace' && !isAboutAnotherParty(context)) {
      const company = words.companyNamedAs.exec(plain);
      if (company && !words.otherSide.test(plain.slice(0, company.index))) {
        rest = plain.slice(company.index + company[0].length);
        said = company[0];
      }
    }
    if (rest === undefined) continue;
    const phrase = rest
      .replace(/^[\s:,-]+/, '')
      .split(
        /\s*[,;]\s*|\s+(?:and|but|y|pero|where|donde|since|desde|for|para|in|on|near|off|by|en|cerca|por)\s+/,
      )[0]!
      .trim();
    if (!phrase || phrase.split(' ').length > 5) continue;
    const typed = tidyPhrase(findInOriginal(clause.text, phrase) ?? phrase, 200);
    // "a small company", "the plant", "la fábrica": a kind of place, not the employer's name;
    // "a Grayson Tire in Dayton" is the name, in capitals after its article (decision 0195).
    const article = /^(?:a|an|the|un|una|el|la|los|las)\s+/i.exec(typed);
    if (article && !/^\p{Lu}/u.test(typed.slice(article[0].length))) continue;
    const value = article ? typed.slice(article[0].length) : typed;
    // A name: in capitals, a company the tagger knows, or said to be its name ("se llama").
    // "the company was great about it" names nothing.
    const isNamed =
      /\p{Lu}/u.test(value) ||
      nlp(value).has('#Organization') ||
      /(?:called|name is|se llama)\W*$/.test(said);
    const checked = checkPartyPhrase(value, context.language);
    if (isNamed && checked.isValid && checked.value === value) return { value, quote: clause.text };
  }
  return undefined;
}

const namedBeforePatterns: Record<Language, { before: RegExp; tenure: RegExp; hired: RegExp }> = {
  en: {
    before: phrasePattern(employerWords.en.namedBefore),
    tenure: phrasePattern(employerWords.en.tenureLeads),
    hired: phrasePattern(employerWords.en.hiredLeads),
  },
  es: {
    before: phrasePattern(employerWords.es.namedBefore),
    tenure: phrasePattern(employerWords.es.tenureLeads),
    hired: phrasePattern(employerWords.es.hiredLeads),
  },
};

/** The agency's kind, a comma or "called" between the words of hiring and the name. */
const hiredKind =
  /^\s*,?\s*(?:(?:a|an|the|una|un|la|el)\s+)?(?:(?:temp(?:orary)?|staffing|employment|labor|temp staffing)\s+(?:agency|company|service|firm)|agencia(?:\s+de\s+(?:trabajo|empleo|personal|temporales))?)?\s*,?\s*(?:(?:called|named|que se llama|llamada|llamado)\s+)?/iu;

/**
 * "a temp through ProStaff", "hired by a temp agency, Labor Ready", "im a temp from staffmark"
 * (decision 0402): whoever hired the visitor is the employer, ahead of the site they were placed
 * at. The name is in capitals, a large chain, or one word that ends its sentence.
 */
function employerThatHired(context: ReadContext): { value: string; quote: string } | undefined {
  const { hired } = namedBeforePatterns[context.language];
  for (const sentence of sentencesOf(context.original)) {
    if (isQuestionBackSentence(context, sentence)) continue;
    const plain = normalize(sentence);
    const lead = hired.exec(plain);
    if (!lead) continue;
    // "a temp from Keystone ran into me" is someone else's agency: the visitor (or the person
    // they write for) is the one hired.
    // "I work for Delmar Foods and a temp from …": the temp after "and" is another subject.
    const subject = `${plain
      .slice(0, lead.index)
      .split(/[,;]|\s(?:and|but|when|then|y|pero|cuando)\s/)
      .pop()!} ${lead[0]}`;
    const isOwn =
      /\b(?:i|i'?m|i'?ve|me|my|yo|mi)\b/.test(subject) ||
      (context.isForSomeoneElse && /\b(?:he|she|he'?s|she'?s|him|her|el|ella|lo|la)\b/.test(subject));
    if (!isOwn) continue;
    const after = sentence.slice(findInOriginalEnd(sentence, plain, lead.index + lead[0].length));
    const rest = after.slice(hiredKind.exec(after)?.[0].length ?? 0);
    const opening = rest.trim().split(/\s+/).slice(0, 3);
    const chain = opening
      .map((_, index) => chainNamedBy(opening.slice(0, opening.length - index).join(' ')))
      .find((name) => name !== undefined);
    const lastWord = /^([\p{Ll}][\p{L}\d'&-]{2,})[.!?]*$/u.exec(rest.trim())?.[1];
    const name = (chain ?? capitalsOpening(rest) ?? lastWord)?.replace(/^the\s+/i, '');
    if (!name) continue;
    const checked = checkPartyPhrase(name, context.language);
    if (
      checked.isValid &&
      checked.value === name &&
      !isTown(name) &&
      findStates(name).length === 0 &&
      !namesNoEmployer(name, context.language) &&
      !opensWithNotName(name, context.language)
    )
      return { value: tidyPhrase(name, 200), quote: sentence };
  }
  return undefined;
}

/** A length of time after the employer's name: "for six years", "for a while", "por 3 años". */
const tenureAfter =
  /^\s*(?:for|por|desde hace)\s+(?:(?:over|almost|about|nearly|like|around|more than|mas de|casi|como)\s+)?(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d+|un|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|many|several|muchos)\b/u;

/** The typed words in capitals that end `text` (at most five, "&" and "of" inside): a name. */
function capitalsEnding(text: string): string | undefined {
  const words = text.trim().split(/\s+/);
  let start = words.length;
  while (
    start > 0 &&
    words.length - start < 5 &&
    (/^[\p{Lu}\d]/u.test(words[start - 1]!) ||
      (['&', 'of', 'de', 'and'].includes(words[start - 1]!) && start < words.length))
  )
    start -= 1;
  while (start < words.length && !/^\p{Lu}/u.test(words[start]!)) start += 1;
  return start < words.length ? words.slice(start).join(' ') : undefined;
}

/** The typed words in capitals that open `text` (at most five): a name. */
function capitalsOpening(text: string): string | undefined {
  const match =
    /^\s*((?:the\s+)?\p{Lu}[\p{L}\d'’&.-]*(?:\s+(?:(?:&|of|de|and)\s+)?\p{Lu}[\p{L}\d'’&.-]*){0,4})/u.exec(
      text,
    );
  return match?.[1];
}

/**
 * "Halvorsen Dairy is my employer", "Transportes Garza es mi patrón": the name right before the
 * words that say it is the employer; and "been with Carver Logistics for six years": the name
 * between the words of tenure and its length (decision 0402). Only a name in capitals or a large
 * chain's name, never a town or a state.
 */
function employerNamedBefore(context: ReadContext): { value: string; quote: string } | undefined {
  const { before, tenure } = namedBeforePatterns[context.language];
  for (const sentence of sentencesOf(context.original)) {
    if (isQuestionBackSentence(context, sentence)) continue;
    const plain = normalize(sentence);
    const candidates: string[] = [];
    const said = before.exec(plain);
    if (said) {
      const typed = sentence
        .slice(0, findInOriginalEnd(sentence, plain, said.index))
        .split(/[,;:(]/)
        .pop()!;
      const chainWords = typed.trim().split(/\s+/).slice(-3);
      const chain = chainWords
        .map((_, index) => chainNamedBy(chainWords.slice(index).join(' ')))
        .find((name) => name !== undefined);
      const name = chain ?? capitalsEnding(typed);
      if (name) candidates.push(name);
    }
    const lead = tenure.exec(plain);
    if (lead) {
      const rest = sentence.slice(findInOriginalEnd(sentence, plain, lead.index + lead[0].length));
      const opening = rest.trim().split(/\s+/).slice(0, 3);
      const chain = opening
        .map((_, index) => opening.slice(0, opening.length - index).join(' '))
        .find((words) => chainNamedBy(words) !== undefined);
      const name = chain ?? capitalsOpening(rest);
      if (name && tenureAfter.test(normalize(rest.slice(rest.indexOf(name) + name.length))))
        candidates.push(chain ? chainNamedBy(chain)! : name);
    }
    for (const candidate of candidates) {
      const name = candidate.replace(/^the\s+/i, '').replace(/[.,!?]+$/, '');
      const checked = checkPartyPhrase(name, context.language);
      if (
        checked.isValid &&
        checked.value === name &&
        (holdsName(name) || chainNamedBy(name)) &&
        !isTown(name) &&
        findStates(name).length === 0 &&
        !namesNoEmployer(name, context.language)
      )
        return { value: tidyPhrase(name, 200), quote: sentence };
    }
  }
  return undefined;
}

/**
 * "I drive a forklift at Acme": the employer is the place, not the sentence (decision 0095).
 * An answer that is already a name or a job at a place is kept as typed; the link that leads
 * a name ("for Pacific Crate", "para Servicios Beltrán") is not part of it.
 */
function workplaceIn(answer: string, language: Language): string {
  const phrase = answer.replace(/^(?:for|at|with|para|en|con)\s+(?=\S)/i, '');
  // "hago framing para Constructora Ríos": the trade said first is no part of the name.
  const isTradeFirst = employerPatterns[language].tradeLead.test(normalize(phrase));
  if (!isTradeFirst && checkPartyPhrase(phrase, language).isValid) return phrase;
  const place = workplaceAfter[language].exec(phrase)?.[1];
  return place ? tidyPhrase(place, 200) : phrase;
}

/** What the employer fact holds for someone who works for themself (decision 0148). */
export const selfEmployed = 'Self-employed';

const selfEmployedPatterns: Record<Language, { anywhere: RegExp; asAnswer: RegExp }> = {
  en: {
    anywhere: phrasePattern(employerWords.en.selfEmployed),
    asAnswer: phrasePattern(employerWords.en.selfEmployedAsAnswer),
  },
  es: {
    anywhere: phrasePattern(employerWords.es.selfEmployed),
    asAnswer: phrasePattern(employerWords.es.selfEmployedAsAnswer),
  },
};

/**
 * "I'm self-employed", "trabajo por mi cuenta", and as the answer to the employer question also
 * "freelance", "on my own, cash jobs": no company to name. Not after a negation ("not
 * self-employed"); the other language's plain phrases count too ("soy self-employed").
 */
function saysSelfEmployed(context: ReadContext, isAnswer: boolean): string | undefined {
  const other = context.language === 'en' ? 'es' : 'en';
  const patterns = [
    selfEmployedPatterns[context.language].anywhere,
    selfEmployedPatterns[other].anywhere,
    ...(isAnswer ? [selfEmployedPatterns[context.language].asAnswer] : []),
  ];
  for (const clause of context.clauses) {
    if (isAskedBack(context, clause)) continue;
    for (const pattern of patterns) {
      const match = pattern.exec(clause.plain);
      if (!match) continue;
      const before = clause.plain.slice(0, match.index).trim().split(/\s+/).slice(-3).join(' ');
      if (context.pack.reading.negation.test(before)) continue;
      return clause.text;
    }
  }
  return undefined;
}

/**
 * A Spanish workplace told by its kind, in the record's English words (decision 0211): "una
 * fábrica de muebles" is "a furniture factory", "la compañía de luz" "the power company",
 * "un restaurante mexicano" "a Mexican restaurant". Only a phrase made wholly of the lexicon's
 * words (lexicons/workplace-kinds.json) is put in English; a name or any other word keeps it as typed.
 */
export function workplaceKindInEnglish(phrase: string): string | undefined {
  const words = normalize(phrase)
    .replace(/[^\p{L}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const { determiners, heads, adjectives, modifiers } = workplaceKinds;
  const article = determiners[words[0] ?? ''];
  const head = heads[words[1] ?? ''];
  if (article === undefined || head === undefined) return undefined;
  const said: string[] = [];
  let at = 2;
  while (at < words.length && adjectives[words[at]!] !== undefined) {
    if (adjectives[words[at]!]) said.push(adjectives[words[at]!]!);
    at += 1;
  }
  if (at < words.length && (words[at] === 'de' || words[at] === 'del')) {
    at += words[at + 1] === 'la' || words[at + 1] === 'el' ? 2 : 1;
    const modifier = modifiers[words[at] ?? ''];
    if (modifier === undefined) return undefined;
    said.push(modifier);
    at += 1;
  }
  if (at !== words.length) return undefined;
  said.push(head);
  const lead = article === 'a' && /^[aeiou]/i.test(said[0]!) ? 'an' : article;
  return `${lead} ${said.join(' ')}`;
}

function readEmployer(context: ReadContext) {
  const read = readEmployerAsSaid(context);
  if (!read || !('value' in read) || typeof read.value !== 'string') return read;
  // "walmart", "the home depot": a large chain is kept as its name is written (decision 0263).
  const chain = chainNamedBy(read.value);
  if (chain) return { ...read, value: chain };
  if (context.language !== 'es') return read;
  const english = workplaceKindInEnglish(read.value);
  return english ? { ...read, value: english } : read;
}

/** Links that lead the company a self-employed or gig worker works for ("a contractor for Lyft"). */
const ownWorkLinks: Record<Language, RegExp> = {
  // Not "at" nor "en": "therapy at Northgate Rehab" is a place of care, not of work.
  en: /\b(?:for|with|through|thru)\s+(?:the\s+)?$/,
  es: /\b(?:para|con|a traves de)\s+(?:el\s+|la\s+)?$/,
};

/** The name is said right after a link of work ("for", "with", "para"), in the normalized text. */
function namedAfterLink(plain: string, name: string, language: Language): boolean {
  const at = plain.indexOf(normalize(name));
  return at > 0 && ownWorkLinks[language].test(plain.slice(0, at));
}

function readEmployerAsSaid(context: ReadContext) {
  const isAsked = context.pending === 'employer';
  if (isAsked) {
    if (context.leading === 'unknown') return { isUnknown: true as const };
    const ownWork = saysSelfEmployed(context, true);
    if (ownWork) {
      // "self-employed, but the job was for Ridgeline Builders": the name is who they worked for.
      const named = readNamedParty(
        context.clauses.filter((clause) => !isAskedBack(context, clause)),
        context.language,
        { isOrganisation: true },
      );
      // "a 1099 contractor for Lyft": the app is who they work for; a name told for another
      // reason ("the bill from Mercy General") is no employer (decision 0439).
      if (!named?.isName || !namedAfterLink(context.plain, named.value, context.language))
        return { value: selfEmployed, quote: ownWork, replaces: true };
    }
    // "yo hago framing": the trade is asked for again as the company's name.
    if (saysOnlyTrade(context)) return undefined;
    // A company named in the answer ("I clean houses for a company called …", "el Marriott"); a
    // Spanish answer without a name keeps its workplace in the record's words ("a restaurant").
    const named = readNamedParty(
      context.clauses.filter((clause) => !isAskedBack(context, clause)),
      context.language,
      { isOrganisation: true },
    );
    const phrase = answerPhrase(context, employerLeads);
    // "I'm a prep cook at Denny's": the job with the name says more than the name.
    const workplace = phrase === undefined ? undefined : workplaceIn(phrase, context.language);
    const checked = workplace === undefined ? undefined : checkPartyPhrase(workplace, context.language);
    const job = checked?.isValid ? checked.value : workplace;
    // "en una compañía de limpieza, limpio casas": the kind said whole says more than its head
    // ("a company"), unless a name is given.
    const kind =
      context.language === 'es' && job !== undefined
        ? workplaceKindInEnglish(job.split(/\s*[,;]\s*/)[0]!)
        : undefined;
    if (kind && !named?.isName) return { value: kind, quote: context.original.slice(0, 200), replaces: true };
    if (
      named &&
      (named.isName || context.language === 'es') &&
      !(job && named.isName && job.includes(named.value))
    )
      return { value: named.value, quote: named.quote, replaces: true };
    if (job)
      return {
        value: job,
        quote: context.original.slice(0, 200),
        replaces: true,
      };
    return undefined;
  }
  if (context.record.employer) return undefined;
  const ownWork = saysSelfEmployed(context, false);
  if (ownWork) return { value: selfEmployed, quote: ownWork };
  const namedAs = employerThatHired(context) ?? employerNamedAs(context) ?? employerNamedBefore(context);
  if (namedAs) return namedAs;
  const missedAt = employerOfTimeOff(context);
  if (missedAt) return missedAt;
  const ownWorkplace = ownWorkplaceNamed(context);
  if (ownWorkplace) return ownWorkplace;
  const match =
    employerMention[context.language].exec(context.plain) ??
    (context.isForSomeoneElse ? theirEmployerMention[context.language].exec(context.plain) : null);
  if (match?.[1] && !saysNoJob(match[0], context.language) && !namesNoEmployer(match[1], context.language))
    return withWorkplaceName(context, {
      value: tidyPhrase(findInOriginal(context.original, match[1]) ?? match[1], 200),
      quote: match[0],
    });
  // "I haul freight for Vantix", "Cigna through my job at Costco": who
  // they work for, told in the story or in passing in any answer. The reader takes a name only
  // after words that say a job, so a place named for another reason is never an employer.
  const told = readEmployerName(
    context.clauses.filter(
      (clause) =>
        !isAskedBack(context, clause) &&
        (context.origin === 'description' ||
          context.isForSomeoneElse ||
          !othersAsSubject[context.language].test(clause.plain)),
    ),
    context.language,
  );
  if (told) return told.isName ? { value: told.value, quote: told.quote } : withWorkplaceName(context, told);
  if (context.origin !== 'description' || context.record.caseType !== 'workplace') return undefined;
  const place = workplaceAt[context.language].exec(context.plain);
  if (!place) return undefined;
  const words = context.language === 'es' ? `${place[1]} de ${place[2]}` : `${place[1]} ${place[2]}`;
  return withWorkplaceName(context, {
    value: tidyPhrase(findInOriginal(context.original, words) ?? words, 200),
    quote: place[0],
  });
}

interface TypedWord {
  text: string;
  key: string;
  /** A comma, a colon or the like right after the word ends a name there. */
  isEnd: boolean;
}

const typedWords = (sentence: string): TypedWord[] =>
  sentence
    .split(/\s+/)
    .filter(Boolean)
    .map((text) => ({
      text: text.replace(/[,;:()."!?]+$/g, ''),
      key: normalize(text).replace(/[^\p{L}\p{N}'&-]+/gu, ''),
      isEnd: /[,;:()."!?]$/.test(text),
    }));

const phraseWords = (list: readonly string[]): string[][] =>
  [...list].map((phrase) => phrase.split(' ')).sort((a, b) => b.length - a.length);

const ownWorkplaceWords = {
  en: {
    leads: phraseWords(employerWords.en.ownWorkplaceLeads),
    tails: phraseWords(employerWords.en.ownWorkplaceTails),
    heads: phraseWords(employerWords.en.workplaceHeads),
  },
  es: {
    leads: phraseWords(employerWords.es.ownWorkplaceLeads),
    tails: phraseWords(employerWords.es.ownWorkplaceTails),
    heads: phraseWords(employerWords.es.workplaceHeads),
  },
};

const articles = new Set(['the', 'a', 'an', 'el', 'la', 'los', 'las', 'un', 'una']);
const isAt = (words: TypedWord[], at: number, phrase: string[]) =>
  phrase.every((word, offset) => words[at + offset]?.key === word);
/** The length of the lexicon phrase that starts at `at`, or 0. */
const phraseAt = (words: TypedWord[], at: number, list: string[][]) =>
  list.find((phrase) => isAt(words, at, phrase))?.length ?? 0;
/** A word in capitals that may be part of a name: not "I", not the sentence's first word. */
const isNameWord = (words: TypedWord[], at: number) =>
  at > 0 && /^[\p{Lu}\p{N}&]/u.test(words[at]?.text ?? '') && !/^I(?:'|’|$)/.test(words[at]!.text);

/**
 * An employer said in passing with the visitor's own work beside it (decision 0334): "my shift
 * at the Kessler Steel plant", "the Norvale Foods warehouse where I work", "estaba trabajando en
 * la bodega de Distribuidora Soto". Only a name in capitals is kept, never the kind alone.
 */
function ownWorkplaceNamed(context: ReadContext): { value: string; quote: string } | undefined {
  const { leads, tails, heads } = ownWorkplaceWords[context.language];
  const isSpanish = context.language === 'es';
  for (const sentence of sentencesOf(context.original)) {
    if (isQuestionBackSentence(context, sentence)) continue;
    const words = typedWords(sentence);
    const names: [number, number][] = [];
    for (let at = 0; at < words.length; at += 1) {
      const lead = phraseAt(words, at, leads);
      if (lead > 0 && !words[at + lead - 1]!.isEnd) {
        let start = at + lead;
        if (articles.has(words[start]?.key ?? '')) start += 1;
        // "la bodega de Distribuidora Soto": the kind, then the name after "de".
        const head = isSpanish ? phraseAt(words, start, heads) : 0;
        if (head > 0 && ['de', 'del'].includes(words[start + head]?.key ?? '')) start += head + 1;
        let end = start;
        while (isNameWord(words, end) && (end === start || !words[end - 1]!.isEnd)) end += 1;
        if (end > start) names.push([start, end]);
      }
      const tail = phraseAt(words, at, tails);
      if (tail > 0 && at > 0 && !words[at - 1]!.isEnd) {
        // "the Norvale Foods warehouse where I work": the kind before the tail, then the name.
        let end = at;
        if (!isSpanish) {
          const head = heads.find((phrase) => isAt(words, at - phrase.length, phrase));
          if (head) end -= head.length;
        }
        let start = end;
        while (start > 0 && isNameWord(words, start - 1) && (start === end || !words[start - 1]!.isEnd))
          start -= 1;
        if (end > start) names.push([start, end]);
      }
    }
    for (const [start, end] of names) {
      const name = words
        .slice(start, end)
        .map((word) => word.text)
        .join(' ');
      const checked = checkPartyPhrase(name, context.language);
      if (
        checked.isValid &&
        checked.value === name &&
        holdsName(name) &&
        !namesNoEmployer(name, context.language)
      )
        return { value: tidyPhrase(name, 200), quote: sentence };
    }
  }
  return undefined;
}

const missedAtPatterns: Record<Language, RegExp> = {
  en: phrasePattern(employerWords.en.missedAt),
  es: phrasePattern(employerWords.es.missedAt),
};

/**
 * Time off work told with where ("I missed 6 days at the plant, Acme Foods", "falté 5 días en
 * la fábrica, Tortillería La Luz"): the name after it, or after the workplace's kind and a
 * comma, is the visitor's employer (decision 0234). Only the visitor's own time off, never a
 * clause about someone else, and only a name: the kind alone says no employer.
 */
function employerOfTimeOff(context: ReadContext): { value: string; quote: string } | undefined {
  for (const sentence of sentencesOf(context.original)) {
    const plain = normalize(sentence);
    if (isQuestionBackSentence(context, sentence)) continue;
    const said = missedAtPatterns[context.language].exec(plain);
    if (!said || !isOwnTimeOff(plain.slice(0, said.index), context)) continue;
    const rest = sentence.slice(findInOriginalEnd(sentence, plain, said.index + said[0].length));
    const pieces = rest
      .split(/\s*[,;(]\s*/)
      .map((text) => text.replace(/[).!?]+$/g, '').trim())
      .filter(Boolean)
      .slice(0, 2);
    for (const piece of pieces) {
      const name = nameOpening({ text: piece, plain: normalize(piece) }, context.language);
      if (!name) continue;
      const checked = checkPartyPhrase(name, context.language);
      if (checked.isValid && holdsName(name)) return { value: tidyPhrase(name, 200), quote: sentence };
    }
  }
  return undefined;
}

/** Where in the typed sentence the normal form's `at` falls (normalizing keeps word lengths but for accents). */
function findInOriginalEnd(sentence: string, plain: string, at: number): number {
  const words = plain.slice(0, at).trim().split(/\s+/).length;
  const typed = [...sentence.matchAll(/\S+/g)];
  const last = typed[words - 1];
  return last ? last.index + last[0].length : 0;
}

/**
 * The time off is the visitor's: said with "I" or with no subject ("missed 6 days at …"), or by
 * the person hurt when the visitor writes for them; a Spanish verb of missing says its person.
 */
function isOwnTimeOff(plainBefore: string, context: ReadContext): boolean {
  if (context.language === 'es') return true;
  const subject = plainBefore.split(/[,;]/).pop()!.trim();
  if (!subject || /^(?:(?:and|so|yeah|yes|well|but|um)\s+)*$/.test(subject)) return true;
  return /\b(?:i|i'?ve|i have|i had|i'?d|i already|i also|i just)$/.test(subject);
}

const isQuestionBackSentence = (context: ReadContext, sentence: string): boolean =>
  isAskedBack(context, { text: sentence, plain: normalize(sentence) });

/**
 * A workplace told by its kind, then by its name (decision 0195): "una compañía de mudanzas en
 * Doral que se llama Alder Movers", "a tire shop, Redline Tire in Casper": the name is the
 * employer. Only in the workplace's clause and the one right after it.
 */
function withWorkplaceName(
  context: ReadContext,
  found: { value: string; quote: string },
): { value: string; quote: string } {
  if (holdsName(found.value)) return found;
  const quote = normalize(found.quote);
  const at = context.clauses.findIndex(
    (clause) => clause.plain.includes(quote) || (clause.plain.length > 0 && quote.includes(clause.plain)),
  );
  if (at < 0) return found;
  // Comma pieces: "trabajo en un restaurante, Tacos Villa en Fresno" is one clause of two.
  const pieces = context.clauses
    .slice(at, at + 2)
    .filter((clause) => !isAskedBack(context, clause))
    .flatMap((clause) => clause.text.split(/\s*[,(]\s*/))
    .map((text) => text.replace(/[)]/g, ' ').trim())
    .filter(Boolean)
    .map((text) => ({ text, plain: normalize(text) }));
  const from = Math.max(
    0,
    pieces.findIndex((piece) => piece.plain.includes(quote) || quote.includes(piece.plain)),
  );
  const introduced = readWorkplaceName(pieces.slice(from), context.language);
  if (introduced) return { value: introduced.value, quote: introduced.quote };
  const next = pieces[from + 1];
  const opening = next ? nameOpening(next, context.language) : undefined;
  return opening ? { value: tidyPhrase(opening, 200), quote: next!.text } : found;
}

/**
 * In an answer, "he drives for Crossroads Freight" tells someone else's employer: a clause whose
 * subject is another person, unless the visitor writes for the person hurt.
 */
const othersAsSubject: Record<Language, RegExp> = {
  en: /^(?:(?:yes|yeah|no|and|so|well|but),? )*(?:he|she|they|he'?s|she'?s|they'?re|the|a|an|his|her|their)\b/,
  es: /^(?:(?:si|no|y|pues|pero),? )*(?:el|ella|ellos|ellas|la|los|las|un|una|su|sus)\b/,
};

/**
 * Below 14 a child cannot hold most jobs (FLSA's general minimum age for non-farm work), so a
 * child bitten or hurt is never asked where they work or whether they were on the job.
 */
const YOUNGEST_WORKING_AGE = 14;

/**
 * A visitor who said they are retired, a student or not working has no employer to name and
 * was not on the job, unless the injury happened at work; nor has a young child.
 */
function hasWorkToAskAbout(record: CaseRecord): boolean {
  if (record.caseType === 'workplace') return true;
  if (record.age !== undefined && record.age < YOUNGEST_WORKING_AGE) return false;
  return !record.lostWages?.notWorking;
}

export const employerFact: FactModule<'employer'> = {
  key: 'employer',
  appliesTo: hasWorkToAskAbout,
  question: {
    en: (record) =>
      record.caseType === 'workplace'
        ? 'Who do you work for, and what is your job there?'
        : 'Where do you work, and what do you do there?',
    es: () => '¿Dónde trabaja, y qué hace ahí?',
  },
  rephrase: {
    en: () => 'What is the name of the company you work for?',
    es: () => '¿Cómo se llama la empresa para la que trabaja?',
  },
  followUp: nameFollowUp(
    'employer',
    {
      en: () => 'What is the name of the company you work for? The name on a pay stub is enough.',
      es: () => '¿Cómo se llama la empresa para la que trabaja? Basta con el nombre del talón de pago.',
    },
    (value) => value === selfEmployed,
  ),
  read: readEmployer,
  describe: (value, language) =>
    value === selfEmployed ? employerWords[language].selfEmployedSaid : partyInLanguage(value, language),
};

const compCues = {
  en: /\b(workers'? ?comp\w*|work ?comp|comp (is|has|pays|paid|claim|covers|only)|\bcomp\b(?! (the|a|an|my|me|us|him|her|them|our|your|it|his|their)\b)|compensation claim|(i|he|she) was (working|on the clock|on the job|at work)|while (i was |he was |she was )?working|at work|on the job)\b/,
  // Comp named as such ("compensación laboral"), never "compensación" alone (decision 0273).
  es: new RegExp(`\\b(?:estaba trabajando|en el trabajo|en mi trabajo)\\b|${compNamed.es.source}`, 'u'),
};
const notAtWork = {
  en: /\b(not working|wasn'?t working|was not working|not at work|day off|on vacation|weekend|(driving|going|walking|heading) (home )?(from|to) work|after work|before (my|work|the) shift|at home|i was bowling|off duty)\b/,
  es: /\b(no estaba trabajando|mi dia libre|de vacaciones|en (mi )?casa|fin de semana)\b/,
};

const workTime = {
  en: { on: phrasePattern(workTimeWords.en.onTheJob), off: phrasePattern(workTimeWords.en.offTheJob) },
  es: { on: phrasePattern(workTimeWords.es.onTheJob), off: phrasePattern(workTimeWords.es.offTheJob) },
};

/**
 * On the job or not, said by what the visitor was doing (lexicons/work-time.json). Their own
 * time ("on a Saturday off", "unrelated to my job") is read in any answer, as it is said of nothing
 * else. Doing the job ("on my route", "driving between clients") is read in the answers about
 * work, also beside a question asked back ("does that count?"): the visitor tells what they
 * were doing while asking whether it counts. In a story it often tells the visitor's trade,
 * not the fact asked, so it is left to the comp words there.
 */
const hypothetical = /^(what if|if|suppose|supposing|say|let'?s say|y si|que tal si|suponiendo|supongamos)\b/;

function readWorkTime(
  context: ReadContext,
): { value: boolean; quote: string; replaces?: boolean } | undefined {
  const words = workTime[context.language];
  const isAsked = context.pending === 'workersComp';
  for (const clause of context.clauses) {
    if (words.off.test(clause.plain) && !isAskedBack(context, clause))
      return { value: false, quote: clause.text, replaces: isAsked };
  }
  const isAboutWork = isAsked || context.pending === 'employer';
  if (!isAboutWork) return undefined;
  for (const clause of context.clauses) {
    // "what if I was driving for work?" supposes; it tells nothing.
    if (hypothetical.test(clause.plain)) continue;
    const cue = findCue(clause, words.on, context.pack.reading.negation);
    if (cue) return { value: !cue.isNegated, quote: clause.text, replaces: isAsked };
  }
  return undefined;
}

export const workersCompFact: FactModule<'workersComp'> = {
  key: 'workersComp',
  appliesTo: hasWorkToAskAbout,
  question: {
    en: (record) =>
      record.caseType === 'workplace'
        ? "Have you filed a workers' comp claim, and is comp paying anything?"
        : 'Were you working or on the job when this happened?',
    es: (record) =>
      record.caseType === 'workplace'
        ? '¿Presentó un reclamo de compensación laboral, y la compensación le está pagando algo?'
        : '¿Estaba trabajando cuando pasó esto?',
  },
  rephrase: {
    en: () => 'Did this happen while you were doing your job?',
    es: () => '¿Esto pasó mientras hacía su trabajo?',
  },
  read: (context) => {
    // "at home", "on the weekend", "driving home from work" answer "were you working?"; in a
    // story they set the scene of a case that is not about work, and tell nothing of comp
    // (decision 0183). Time plainly off the job is read anywhere, from the work-time lexicon.
    const off = context.clauses.find((clause) => notAtWork[context.language].test(clause.plain));
    if (off && context.pending === 'workersComp') return { value: false, quote: off.text, replaces: true };
    // "not sure if I have workers comp", "no sé si hay compensación": a doubt is unknown, never a
    // yes nor a no, and kept as said so no case type makes it a yes (decision 0232).
    if (doubtsComp(context))
      return context.pending === 'workersComp'
        ? { isUnknown: true }
        : { isUnknown: true, isSaidOutright: true };
    // "my boss doesn't carry workers comp" tells of the employer's insurance, not whether the
    // visitor was working: it is no answer to this fact (decision 0166).
    if (context.clauses.some((clause) => compNotCarried[context.language].test(clause.plain)))
      return readWorkTime(context);
    // "falté dos semanas en el trabajo": the job missed, not an injury on it (decision 0273).
    const read =
      readWorkTime(context) ??
      readYesNo(
        { ...context, clauses: withoutTimeOff(context.clauses, context.language) },
        'workersComp',
        compCues,
      );
    // "my boss told me not to file comp", "the hotel wouldn't comp the room": in a story a denied
    // comp word says nothing of whether the visitor was on the job (decision 0183).
    if (
      context.origin === 'description' &&
      read &&
      'value' in read &&
      read.value === false &&
      !readWorkTime(context)
    )
      return undefined;
    return read;
  },
  describe: describeYesNo,
};

const compNotCarried = {
  en: compNotCarriedPattern('en'),
  es: compNotCarriedPattern('es'),
};

const compDoubt = {
  en: compDoubtPatterns('en'),
  es: compDoubtPatterns('es'),
};

function compDoubtPatterns(language: Language): { doubt: RegExp; noun: RegExp } {
  const words = workTimeWords[language];
  return {
    doubt: phrasePattern(words.compDoubt, 'g'),
    noun: phrasePattern([...words.compNouns, ...words.compDoubtNouns]),
  };
}

/**
 * A sentence that doubts comp: not knowing whether, then a comp noun after it ("idk if they
 * carry comp", "don't know if the owner even has comp", "no sé si tengo seguro del trabajo").
 * Spanish is read with the English words too, as it is often typed with them.
 */
export function doubtsComp(context: ReadContext): boolean {
  const languages: Language[] = context.language === 'es' ? ['es', 'en'] : ['en'];
  return sentencesOf(context.original).some((sentence) => {
    const plain = normalize(sentence);
    return languages.some((language) => {
      const { doubt, noun } = compDoubt[language];
      // The doubt reaches its own clause: "not sure if I broke it, but I filed comp" doubts no comp.
      return [...plain.matchAll(doubt)].some((match) =>
        noun.test(
          plain
            .slice(match.index + match[0].length)
            .split(/[,;:]/)[0]!
            .split(/\s+/)
            .slice(0, 10)
            .join(' '),
        ),
      );
    });
  });
}

/** "doesn't carry" + "workers comp", or "non-subscriber": the employer carries no comp. */
function compNotCarriedPattern(language: Language): RegExp {
  const words = workTimeWords[language];
  const lead = phrasePattern(words.compLacking).source;
  const noun = phrasePattern(words.compNouns).source;
  const whole = phrasePattern(words.compNotCarried).source;
  return new RegExp(`${lead}\\s+(?:any\\s+|a\\s+|ningun\\s+|el\\s+)?${noun}|${whole}`, 'u');
}

/**
 * The employer carries no workers' comp, said anywhere ("my boss doesn't carry workers comp",
 * "el patrón no tiene seguro de trabajadores"): never asked, and read only as a no. Comp may then
 * not be the only remedy, which a person checks before any turn-away (decision 0166).
 */
export const employerHasCompFact: FactModule<'employerHasComp'> = {
  key: 'employerHasComp',
  appliesTo: (record) => record.caseType === 'workplace' || record.workersComp === true,
  read: (context) => {
    // "idk if they carry comp": whether the employer has comp is not known (decision 0232).
    if (doubtsComp(context)) return { isUnknown: true, isSaidOutright: true };
    const languages: Language[] = context.language === 'es' ? ['es', 'en'] : ['en'];
    for (const clause of context.clauses) {
      if (isAskedBack(context, clause)) continue;
      if (languages.some((language) => compNotCarried[language].test(clause.plain)))
        return { value: false, quote: clause.text };
    }
    return undefined;
  },
  describe: describeYesNo,
};

/** The party besides the employer named in the message's statements (questions back left out). */
const otherPartyIn = (context: ReadContext) =>
  findParty(
    context.clauses.filter((clause) => !isAskedBack(context, clause)),
    context.language,
    context.pack.reading.answers,
  );

/**
 * A worker of another company who did the harm at work, named by that company ("a forklift
 * driver from BrightPath Staffing backed into me", "un operador de Servicios Ruiz me golpeó"):
 * the company, an agency above all, is the third party (decision 0439). The name is in capitals
 * and ends in an agency's word (in Spanish, or opens on one), and a harm verb follows it; never the visitor's own agency ("I'm a
 * temp from …") nor the employer already known.
 */
const agencyWorkerPatterns: Record<Language, { lead: RegExp; agency: RegExp; own: RegExp }> = {
  en: {
    lead: new RegExp(
      `(?<![\\p{L}\\d'])(?:${phraseAlternation(staffingAgencyWords.en.people)})\\s+(?:${phraseAlternation(staffingAgencyWords.en.links)})\\s+(?:the\\s+)?`,
      'gu',
    ),
    agency: new RegExp(`(?<![\\p{L}\\d'])(?:${phraseAlternation(staffingAgencyWords.en.agencyWords)})$`, 'u'),
    own: /\b(?:i'?m|i am|im|i was|i'?ve been|me)\s+(?:a|an|the|one)?\s*$/,
  },
  es: {
    lead: new RegExp(
      `(?<![\\p{L}\\d'])(?:${phraseAlternation(staffingAgencyWords.es.people)})\\s+(?:${phraseAlternation(staffingAgencyWords.es.links)})\\s+(?:la\\s+|el\\s+)?`,
      'gu',
    ),
    // "Servicios Laborales Ibarra": a Spanish name opens on its kind as often as it ends on it.
    agency: new RegExp(
      `^(?:${phraseAlternation(staffingAgencyWords.es.agencyWords)})(?![\\p{L}\\d'])|(?<![\\p{L}\\d'])(?:${phraseAlternation(staffingAgencyWords.es.agencyWords)})$`,
      'u',
    ),
    own: /\b(?:soy|era|yo soy|yo era|estoy de|estaba de)\s+(?:un|una|el|la)?\s*$/,
  },
};

const harmAfterAgency = {
  en: phrasePattern([...partiesFile.en.crashVerbs, ...partiesFile.en.harmVerbs]),
  es: phrasePattern([...partiesFile.es.crashVerbs, ...partiesFile.es.harmVerbs]),
};

export function agencyWorkerParty(context: ReadContext): { value: string; quote: string } | undefined {
  const patterns = agencyWorkerPatterns[context.language];
  const employer = normalize(context.record.employer ?? '');
  for (const sentence of sentencesOf(context.original)) {
    if (isQuestionBackSentence(context, sentence)) continue;
    const plain = normalize(sentence);
    for (const lead of plain.matchAll(patterns.lead)) {
      if (patterns.own.test(plain.slice(0, lead.index))) continue;
      const rest = sentence.slice(findInOriginalEnd(sentence, plain, lead.index + lead[0].length));
      const name = capitalsOpening(rest)?.replace(/^the\s+/i, '');
      if (!name) continue;
      const named = normalize(name);
      if (employer && (employer.includes(named) || named.includes(employer))) continue;
      // The worker did the harm: a harm verb follows in the clause ("… backed into me").
      const after = normalize(rest.slice(rest.indexOf(name) + name.length)).split(/[,.;!?]/)[0] ?? '';
      if (!patterns.agency.test(named) || !harmAfterAgency[context.language].test(after)) continue;
      const checked = checkPartyPhrase(name, context.language);
      if (!checked.isValid || isTown(name) || findStates(name).length > 0) continue;
      return { value: tidyPhrase(name, 200), quote: sentence };
    }
  }
  return undefined;
}

const thirdPartyCues = {
  en: /\b(temp(orary)? (agency|worker|guy)|staffing (agency|company)|(guy|driver|worker|operator|man|woman) from (the |a |another |a different )?(temp|staffing|other|different|outside)\b|(he|she|they) (works?|worked) for (a |another )?(different|other|temp|staffing)|contractor|subcontractor|another company|other company|third[- ]party|(works|worked) for [\w ]+,? not (for )?|not (from |with |for |part of )?(my|the|our) (company|employer|crew)|trucking company|delivery driver|outside (company|crew)|(different|separate) company)\b/,
  es: /\b(contratista|otra compania|otra empresa|no son de|no es de (la|mi) (compania|empresa)|compania de (limpieza|transporte))\b/,
};
const noThirdParty = {
  en: /\b(no (other|outside) (company|one|party)|all (company|their|the company'?s?) (stuff|equipment|fault)|only (my|the) (company|employer)|just (my|the) (company|employer))\b/,
  es: /\b(ninguna otra (compania|empresa)|solo (mi|la) (compania|empresa))\b/,
};

/** Words of the employer's own side: the one who did it is no third party. */
const employerSide =
  /\b(my|our|mi|mis|nuestro|nuestra|company|compan\w*|employer|boss|supervisor|foreman|manager|owner|coworkers?|co-workers?|crew|district|distrito|patron|jefe|empresa|duen[oa]|encargad[oa]|companer[oa]s?)\b/;

/**
 * In the story of a work injury, a party besides the employer (decision 0102): the maker of the
 * machine ("the press is made by komatsu", "a Hyster forklift"), else the one who did the harm
 * when they are not of the employer's side ("a guy in a Tahoe clipped me", "a visitor assaulted
 * her"); never the employer, a boss or a coworker.
 */
function thirdPartyInStory(context: ReadContext): { value: string; quote: string } | undefined {
  // A work injury told as a crash or a bite first ("a mail carrier bitten by a dog on the route")
  // is still a work injury: its doer is the party besides the employer (decision 0206).
  if (context.record.caseType !== 'workplace') return undefined;
  // Asked who was at fault, the party named in this answer is read as in the story.
  const isFaultAnswer = context.origin === 'answer' && context.pending === 'atFaultParty';
  if (!tellsStory(context) && !isFaultAnswer) return undefined;
  const maker = isFaultAnswer ? undefined : makerIn(context);
  const employer = normalize(context.record.employer ?? '');
  // "Company is Cascade Lumber" in a work story names the employer, not a maker.
  const isEmployerNamed = maker !== undefined && /^(?:the )?company\b/i.test(maker.quote);
  if (maker && !isEmployerNamed && !(employer && employer.includes(normalize(maker.value)))) return maker;
  const doer = context.record.atFaultParty;
  const source = context.record.sources.atFaultParty;
  // The doer read from this very message, never one known from before.
  const isFromThisMessage =
    source?.from === 'description'
      ? context.origin === 'description'
      : source?.quote !== undefined && context.original.includes(source.quote);
  if (!doer || !isFromThisMessage) return undefined;
  // Asked who was at fault at work, an answer with no one in it is kept as its cause ("the
  // conveyor jammed"): only someone, never a thing, is another party.
  if (isFaultAnswer && !namesSomeone(doer, context.language)) return undefined;
  const plain = normalize(doer);
  // "the owner of a dog" at work is the animal's keeper, not the owner of the business.
  if (
    (employerSide.test(plain) && !ownsAnimal(doer)) ||
    (employer && (plain.includes(employer) || employer.includes(plain)))
  )
    return undefined;
  return { value: doer, quote: context.record.sources.atFaultParty?.quote ?? doer };
}

export const thirdPartyInvolvedFact: FactModule<'thirdPartyInvolved'> = {
  key: 'thirdPartyInvolved',
  appliesTo: caseIs('workplace'),
  alsoAsks: ['thirdParty'],
  question: {
    en: () =>
      'Was anyone other than your employer involved, like a contractor, another company, a driver, or the maker of a machine?',
    es: () =>
      '¿Estuvo involucrado alguien aparte de su empleador, como un contratista, otra compañía, un conductor o el fabricante de una máquina?',
  },
  rephrase: {
    en: () => 'Did the person or equipment that caused it belong to another company?',
    es: () => '¿La persona o el equipo que lo causó era de otra compañía?',
  },
  read: (context) => {
    const none = context.clauses.find((clause) => noThirdParty[context.language].test(clause.plain));
    if (none) return { value: false, quote: none.text, replaces: true };
    const agency = context.record.caseType === 'workplace' ? agencyWorkerParty(context) : undefined;
    if (agency) return { value: true, quote: agency.quote };
    const told = thirdPartyInStory(context);
    if (told) return { value: true, quote: told.quote };
    // Asked who else was involved, an answer that names a party says yes ("the building owner").
    if (context.pending === 'thirdPartyInvolved' && context.leading !== 'no') {
      const party = otherPartyIn(context);
      if (party) return { value: true, quote: party.clause.text, replaces: true };
    }
    return readYesNo(context, 'thirdPartyInvolved', thirdPartyCues);
  },
  describe: describeYesNo,
};

const thirdPartyName: Record<Language, RegExp[]> = {
  en: [
    /\b(?:he|she|they|the (?:driver|guy|worker|operator)) (?:works?|worked) for ([\w'&. -]{3,40}?)(?=[,.;!?]|\s+(?:i think|i believe|and|but|not)\b|$)/,
    /\bworks? for ([\w'&. -]{3,50}?),? not\b/,
    /\b([A-Z][\w'&.-]+(?: [A-Z][\w'&.-]+){0,3}) (?:is|was|are) (?:a|an|the) (?:\w+ )?(?:contractor|company|subcontractor)\b/,
  ],
  es: [/\(([\p{L}'&. -]{3,40})\)/u, /\b([A-Z][\p{L}'&.-]+) es otra compa/u],
};

/**
 * Who the other party is, from an answer about them: the noun phrase that names them ("the
 * general contractor", "a customer"), with a name typed right after it ("the company that
 * serviced the elevator, Otis"); else a name typed with capitals inside a sentence. A party
 * said only as "another company" or "a guy" names nobody. A Spanish phrase is kept only as a
 * name: the record's other parties are written in English.
 */
function namedParty(context: ReadContext): { value: string; quote: string } | undefined {
  const employer = context.record.employer?.toLowerCase() ?? '';
  const names = namesInSentences(context.original).filter((name) => !employer.includes(name.toLowerCase()));
  const party = otherPartyIn(context);
  if (party && !party.isGeneric && context.language === 'en') {
    const after = context.original.slice(context.original.indexOf(party.phrase) + party.phrase.length);
    const apposed = names.find((name) => new RegExp(`^\\s*,\\s*${escapeRegExp(name)}`).test(after));
    const value = apposed ? `${party.phrase}, ${apposed}` : party.phrase;
    return { value: tidyPhrase(value, 200), quote: party.clause.text };
  }
  const name = names[0];
  if (name) return { value: tidyPhrase(name, 200), quote: name };
  // "un pasajero", "un chofer": a Spanish role phrase, kept in English when the
  // lexicon can say every word of it.
  if (party && !party.isGeneric && context.language === 'es') {
    const english = partyInEnglish(party.phrase, 'es');
    if (english !== party.phrase) return { value: tidyPhrase(english, 200), quote: party.clause.text };
  }
  return undefined;
}

export const thirdPartyFact: FactModule<'thirdParty'> = {
  key: 'thirdParty',
  appliesTo: (record) => record.thirdPartyInvolved === true,
  // A party read from the story only by its role ("a truck driver") is kept, and its name still asked.
  isSettled: (record) =>
    record.unknowns.includes('thirdParty') ||
    (record.thirdParty !== undefined &&
      !(record.sources.thirdParty?.from === 'description' && !holdsName(record.thirdParty))),
  question: {
    en: () => 'What is the name of the other company or person involved?',
    es: () => '¿Cómo se llama la otra compañía o persona involucrada?',
  },
  rephrase: {
    en: () => 'Do you know who that outside company or person was?',
    es: () => '¿Sabe quién era esa compañía o persona de fuera?',
  },
  followUp: nameFollowUp('thirdParty', {
    en: (record) =>
      `What is ${theOne(record.thirdParty, 'en') ?? 'the other company'} called, for example from a truck, a uniform or a sign at the site?`,
    es: (record) =>
      contractArticles(
        `¿Sabe el nombre de ${theOne(record.thirdParty, 'es') ?? 'la otra compañía'}, por ejemplo de un camión, un uniforme o un letrero en el lugar?`,
      ),
  }),
  read: (context) => {
    if (
      context.record.thirdParty &&
      context.pending !== 'thirdPartyInvolved' &&
      context.pending !== 'thirdParty'
    )
      return undefined;
    // "no other company" names nobody, though it says "other company".
    if (context.clauses.some((clause) => noThirdParty[context.language].test(clause.plain))) return undefined;
    // Asked for its name (decision 0186): the name said wins over the role the story gave it.
    if (context.pending === 'thirdParty') {
      const named = readNamedParty(
        context.clauses.filter((clause) => !isAskedBack(context, clause)),
        context.language,
      );
      if (named?.isName) return { value: named.value, quote: named.quote, replaces: true };
    }
    // "a forklift driver from BrightPath Staffing hit me": the agency, named (decision 0439).
    const agency = context.record.caseType === 'workplace' ? agencyWorkerParty(context) : undefined;
    if (agency) return agency;
    const told = thirdPartyInStory(context);
    if (told) return told;
    for (const pattern of thirdPartyName[context.language]) {
      const match = pattern.exec(context.original);
      if (
        match?.[1] &&
        (thirdPartyCues[context.language].test(context.plain) || context.record.thirdPartyInvolved === true)
      )
        return { value: tidyPhrase(match[1], 200), quote: match[0] };
    }
    const isNamedAnswer =
      context.pending === 'thirdParty' ||
      (context.pending === 'thirdPartyInvolved' &&
        (context.leading === 'yes' ||
          (context.leading === null &&
            (otherPartyIn(context) !== undefined || thirdPartyCues[context.language].test(context.plain)))));
    if (!isNamedAnswer) return undefined;
    const named = namedParty(context);
    if (named) return { value: named.value, quote: named.quote, replaces: context.pending === 'thirdParty' };
    if (context.pending !== 'thirdParty') return undefined;
    if (context.leading === 'unknown') return { isUnknown: true };
    const first = context.clauses.find((clause) => !isAskedBack(context, clause));
    const value = first ? tidyPhrase(first.text, 200) : undefined;
    return value ? { value, quote: first!.text, replaces: true } : undefined;
  },
  describe: (value) => value,
};
