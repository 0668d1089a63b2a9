import nlp from 'compromise';
import { z } from 'zod';

import type { Language } from '../../../../../contracts/case-record';
import type { AnswerWords } from '../../language/answer-words';

import { withoutFillers } from './leading-answer';
import chainsFile from './lexicons/chains.json' with { type: 'json' };
import partiesFile from './lexicons/parties.json' with { type: 'json' };
import { type Clause, normalize, tidyPhrase } from './text';
import { lookUpPlace } from '../../../../case-record/us-gazetteer';
import { placeKey } from '../../../../case-record/us-places';

import { findInsurers } from './insurers';
import { findPlaceMentions, findStates } from './places';
import { checkPartyPhrase, namesNoOneAlone } from './validators';

/**
 * The one reader of parties (issue 22): who did it, who else was involved, and who a value names
 * when the value is a person or an organisation. Words are data (lexicons/parties.json).
 *
 * Who did it, read as a noun phrase: the doer of the harm verb in a clause ("a guy
 * in a pickup ran the light", "the nurse gave me…", "el vecino dejó suelto al perro"), the
 * doer after a passive ("hit by a delivery van"), or Spanish's doer after its verb ("me chocó
 * un carro"). Words are data (lexicons/parties.json). A vehicle stands for its driver, an
 * animal for its owner, and anyone at all who crashes into the visitor is the other driver.
 * A clause with no party word in the right place gives nothing: the reader never guesses.
 */

const listsSchema = z.object({
  determiners: z.array(z.string()),
  people: z.array(z.string()),
  vehicles: z.array(z.string()),
  animals: z.array(z.string()),
  parties: z.array(z.string()),
  crashVerbs: z.array(z.string()),
  harmVerbs: z.array(z.string()),
  actVerbs: z.array(z.string()),
  notOwners: z.array(z.string()),
  auxiliaries: z.array(z.string()),
  passiveBy: z.array(z.string()),
  passiveAuxiliaries: z.array(z.string()),
  passiveHarms: z.array(z.string()),
  ownFamily: z.array(z.string()),
  pronouns: z.array(z.string()),
  titles: z.array(z.string()),
  publicBodies: z.array(z.string()),
  careGivers: z.array(z.string()),
  /** A business's own people (the staff, an employee): at a named place, the place is the party (decision 0399). */
  staff: z.array(z.string().min(1)).min(1),
  others: z.object({
    heads: z.array(z.string()).min(1),
    hedges: z.array(z.string()),
    determiners: z.array(z.string()).min(1),
    stops: z.array(z.string()),
  }),
  names: z.object({
    introducers: z.array(z.string()).min(1),
    copulas: z.array(z.string()).min(1),
    denials: z.array(z.string()).min(1),
    sellers: z.array(z.string()),
    links: z.array(z.string()),
    holders: z.array(z.string()),
    streets: z.array(z.string()),
    venueLeads: z.array(z.string()),
    businesses: z.array(z.string()),
    notNames: z.array(z.string()),
    brandMarkers: z.array(z.string()),
    workVerbs: z.array(z.string()),
    workLinks: z.array(z.string()),
    placeWorkVerbs: z.array(z.string()),
    notJobs: z.array(z.string()),
    jobEndings: z.array(z.string()),
    jobLeads: z.array(z.string()),
    notEmployers: z.array(z.string()),
    jobNameLinks: z.array(z.string()),
    notBrands: z.array(z.string()),
    ownerRoles: z.array(z.string()),
    ownerWords: z.array(z.string()),
    ownedBy: z.array(z.string().min(1)).min(1),
    ownVerbs: z.array(z.string().min(1)).min(1),
    industries: z.array(z.string()),
  }),
  inEnglish: z.record(z.string(), z.string()).optional(),
  blameLeads: z.array(z.string().min(1)).min(1),
  /** "the one that hit me was …": a party or a description may follow (decision 0431). */
  blameCopulaLeads: z.array(z.string().min(1)).min(1),
  blameEnds: z.array(z.string().min(1)),
  faultSaid: z.array(z.string().min(1)).min(1),
  notBlamed: z.array(z.string().min(1)).min(1),
  insuranceWords: z.array(z.string().min(1)).min(1),
  doerModifiers: z.object({
    relativizers: z.array(z.string().min(1)).min(1),
    positions: z.array(z.string().min(1)),
    notParticiples: z.array(z.string().min(1)),
  }),
  /** The other language's determiners a visitor mixes in ("la vaca de the farmer"; decision 0278). */
  borrowedDeterminers: z.array(z.string().min(1)),
  /** The other language's words not lent ("officer": the police come after the harm). */
  notBorrowed: z.array(z.string().min(1)),
});
const partiesSchema = z.object({ $comment: z.string(), en: listsSchema, es: listsSchema });
const typedLexicon = partiesSchema.parse(partiesFile);

/**
 * A borrowed word with a '*' keeps only its own forms ("neighbor*": neighbor, neighbors), so an
 * English stem never reads a Spanish word that begins the same ("guard*" is not "guardar").
 */
const borrowedForms = (entries: readonly string[]) =>
  entries.flatMap((entry) =>
    entry.endsWith('*') ? [entry.slice(0, -1), `${entry.slice(0, -1)}s`] : [entry],
  );

/**
 * Spanish and Spanglish visitors say a party in English inside a Spanish phrase ("el perro de the
 * neighbor", "la company", "mi boss"; decision 0278): a Spanish chat reads the English words of
 * people, vehicles, animals and parties, of insurance and of the visitor's own household, and the
 * English determiners the lexicon lends it.
 */
function withBorrowed(lists: z.infer<typeof listsSchema>, other: z.infer<typeof listsSchema>) {
  if (lists.borrowedDeterminers.length === 0) return lists;
  const borrowed = (kind: Kind) => [
    ...lists[kind],
    ...borrowedForms(other[kind]).filter((word) => !lists.notBorrowed.includes(word)),
  ];
  return {
    ...lists,
    determiners: [...lists.determiners, ...lists.borrowedDeterminers],
    people: borrowed('people'),
    vehicles: borrowed('vehicles'),
    animals: borrowed('animals'),
    parties: borrowed('parties'),
    // …and what says a phrase is no party: "my insurance company", "my wife".
    insuranceWords: [...lists.insuranceWords, ...other.insuranceWords],
    ownFamily: [...lists.ownFamily, ...other.ownFamily],
  };
}

const lexicon = {
  ...typedLexicon,
  en: withBorrowed(typedLexicon.en, typedLexicon.es),
  es: withBorrowed(typedLexicon.es, typedLexicon.en),
};
type OtherPartyWords = z.infer<typeof listsSchema>['others'];

type Kind = 'people' | 'vehicles' | 'animals' | 'parties';
const kinds: Kind[] = ['people', 'vehicles', 'animals', 'parties'];

interface Token {
  /** As typed. */
  text: string;
  /** Normal form, apostrophes dropped ("didn't" → "didnt", "neighbor's" → "neighbor"). */
  word: string;
  isPossessive: boolean;
  /** Characters of the clause this token spans. */
  start: number;
  end: number;
}

function tokensOf(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)) {
    const plain = normalize(match[0]).replace(/'/g, '');
    const isPossessive = /['’]s$/i.test(match[0]) || (/s'$/.test(match[0]) && match[0].length > 2);
    const word = /['’]s$/i.test(match[0]) ? plain.replace(/s$/, '') : plain;
    tokens.push({
      text: match[0],
      word,
      isPossessive,
      start: match.index,
      end: match.index + match[0].length,
    });
  }
  return tokens;
}

const matchesEntry = (word: string, entry: string) =>
  entry.endsWith('*') ? word.startsWith(entry.slice(0, -1)) : word === entry;

/**
 * A lexicon list split into words once (decision 0384): its phrases by their first word, and
 * those whose first word is a prefix ("drunk*") apart. Called for every token of every clause,
 * it split each of its hundreds of entries each time.
 */
interface PhraseIndex {
  byFirstWord: Map<string, string[][]>;
  byPrefix: string[][];
}
const phraseIndexes = new WeakMap<readonly string[], PhraseIndex>();
function phraseIndexOf(entries: readonly string[]): PhraseIndex {
  let index = phraseIndexes.get(entries);
  if (!index) {
    index = { byFirstWord: new Map(), byPrefix: [] };
    for (const entry of entries) {
      const parts = entry.split(' ');
      const first = parts[0]!;
      if (first.endsWith('*')) index.byPrefix.push(parts);
      else index.byFirstWord.set(first, [...(index.byFirstWord.get(first) ?? []), parts]);
    }
    phraseIndexes.set(entries, index);
  }
  return index;
}

/** Length in tokens of the lexicon phrase starting at `index`, or 0. */
function phraseAt(tokens: Token[], index: number, entries: readonly string[]): number {
  const first = tokens[index];
  if (!first) return 0;
  const { byFirstWord, byPrefix } = phraseIndexOf(entries);
  let longest = 0;
  for (const candidates of [byFirstWord.get(first.word), byPrefix]) {
    for (const parts of candidates ?? []) {
      if (parts.length <= longest) continue;
      if (
        parts.every(
          (part, offset) => tokens[index + offset] && matchesEntry(tokens[index + offset]!.word, part),
        )
      )
        longest = parts.length;
    }
  }
  return longest;
}

function kindOf(word: string, language: Language): Kind | undefined {
  return kinds.find((kind) => lexicon[language][kind].some((entry) => matchesEntry(word, entry)));
}

/** A word that names someone who can do something: a person, a vehicle (its driver), an animal or a party. */
export const isPartyWord = (word: string, language: Language): boolean =>
  kindOf(word, language) !== undefined;

/** Words of a clause in their normal form, apostrophes dropped ("he's" → "hes"). */
export const wordsOf = (text: string): string[] => tokensOf(text).map((token) => token.word);

const firstPerson: Record<Language, Set<string>> = {
  en: new Set(['i', 'me', 'we', 'us', 'myself']),
  es: new Set(['yo', 'nosotros']),
};
/** The visitor's own ("my", "mi"), and in Spanish the English ones a visitor mixes in ("mi boss", "my boss"). */
const ownDeterminers: Record<Language, Set<string>> = {
  en: new Set(['my', 'our']),
  es: new Set(['mi', 'mis', 'nuestro', 'nuestra', 'my', 'our']),
};
/** Someone else's, named before the clause ("their dog", "her Rottweiler", "su perro"). */
const otherPossessives: Record<Language, Set<string>> = {
  en: new Set(['his', 'her', 'their', 'its']),
  es: new Set(['su', 'sus', 'his', 'her', 'their', 'its']),
};
const phraseLinks: Record<Language, Set<string>> = {
  en: new Set(['in', 'on', 'behind', 'with', 'from', 'driving']),
  es: new Set(['de', 'del']),
};
/** A word that can end a party's noun phrase: a party word, or the head of another party ("agency", "crew"). */
const isPartyNoun = (word: string, language: Language) =>
  kindOf(word, language) !== undefined || lexicon[language].others.heads.includes(word);
/** Words a noun phrase never reaches back over to its determiner. */
const phraseStops: Record<Language, Set<string>> = {
  en: new Set(['like', 'as', 'than', 'to', 'of', 'for', 'with', 'about', 'into']),
  es: new Set(['como', 'para', 'con', 'sobre']),
};
/** What links a role to where it works ("the guard at the mall", "a temp from an agency"). */
const roleLinks: Record<Language, Set<string>> = { en: new Set(['at', 'from']), es: new Set() };
const negations: Record<Language, Set<string>> = { en: new Set(['not', 'no']), es: new Set(['no', 'ni']) };

interface NounPhrase {
  start: number;
  /** Index of the party word. */
  head: number;
  /** One past the last token. */
  end: number;
  kind: Kind;
}

/**
 * The noun phrase whose party word is at `head`: back to its determiner (at most three words
 * back: "a septa bus", "the drywall sub's guy"), forward over a short "in a pickup".
 */
function phraseAround(tokens: Token[], first: number, language: Language): NounPhrase | undefined {
  if (!kindOf(tokens[first]!.word, language)) return undefined;
  // "the truck driver", "city bus": the last party word of a compound is its head.
  let head = first;
  while (tokens[head + 1] && !tokens[head]!.isPossessive && kindOf(tokens[head + 1]!.word, language))
    head += 1;
  const kind = kindOf(tokens[head]!.word, language)!;
  // Back to the first of its determiners ("el otro conductor", "the drywall sub's guy").
  let start = first;
  for (let back = first - 1; back >= Math.max(0, first - 3); back -= 1) {
    const word = tokens[back]!.word;
    if (firstPerson[language].has(word) || negations[language].has(word)) break;
    // "bruises that look like someone grabbed her": a preposition ends the phrase (decision 0396).
    if (phraseStops[language].has(word)) break;
    if (
      phraseAt(tokens, back, lexicon[language].harmVerbs) ||
      phraseAt(tokens, back, lexicon[language].crashVerbs)
    )
      break;
    if (lexicon[language].determiners.includes(word)) {
      start = back;
      if (!lexicon[language].determiners.includes(tokens[back - 1]?.word ?? '')) break;
    } else if (back === first - 1 && isOwnerOf(tokens, back, language)) start = back;
  }
  // Spanish: "el perro de los vecinos", "el de la guagua"; English: "a guy in a pickup".
  let end = head + 1;
  // "Dr. Reyes", "la doctora Ruiz": a title keeps the name after it.
  while (
    end < tokens.length &&
    end <= head + 2 &&
    lexicon[language].titles.includes(tokens[head]!.word) &&
    /^\p{Lu}/u.test(tokens[end]!.text)
  )
    end += 1;
  const link = tokens[end];
  // "the bouncer at a club", "a temp from a staffing agency": a party's role keeps where it is from (decision 0396).
  const isRoleLink = kind === 'parties' && roleLinks[language].has(link?.word ?? '');
  if (
    link &&
    (phraseLinks[language].has(link.word) || isRoleLink) &&
    (kind === 'people' || kind === 'animals' || language === 'es' || isRoleLink)
  ) {
    const determiner = tokens[end + 1];
    const noun = tokens[end + 2];
    if (
      determiner &&
      lexicon[language].determiners.includes(determiner.word) &&
      (language === 'es' || !ownDeterminers.en.has(determiner.word)) &&
      noun &&
      !firstPerson[language].has(noun.word)
    ) {
      // "from a temp agency", "at the tire shop": the link's noun phrase runs on over its
      // compound's nouns while they name a party; a role's place ends on a party noun or a
      // name, never on "at her public" (decision 0396).
      let last = end + 3;
      while (last < tokens.length && last <= head + 6 && isPartyNoun(tokens[last]!.word, language)) last += 1;
      const closing = tokens[last - 1]!;
      if (!isRoleLink || isPartyNoun(closing.word, language) || /^\p{Lu}/u.test(closing.text)) end = last;
    } else if (
      determiner &&
      language === 'es' &&
      (kindOf(determiner.word, language) || /^\p{Lu}/u.test(determiner.text))
    ) {
      end += 2;
      // "el gerente de Mariscos Lupita": a name runs on while its words are capitalised.
      while (end < tokens.length && end <= head + 4 && /^\p{Lu}/u.test(tokens[end]!.text)) end += 1;
    } else if (isRoleLink && determiner && /^\p{Lu}/u.test(determiner.text)) {
      // "a guard at Lakeside Mall": a role's place named with capitals runs on while they last.
      end += 2;
      while (end < tokens.length && end <= head + 5 && /^\p{Lu}/u.test(tokens[end]!.text)) end += 1;
    } else if (link.word === 'behind' && determiner && firstPerson[language].has(determiner.word)) end += 2;
  }
  return { start, head, end, kind };
}

/**
 * "Neighbor's dog", "the neighbors pit": a person or a name right before an animal owns it,
 * with or without its apostrophe (a plural role word before an animal is its owner too).
 */
function isOwnerOf(tokens: Token[], index: number, language: Language): boolean {
  const token = tokens[index]!;
  const next = tokens[index + 1];
  if (!next || kindOf(next.word, language) !== 'animals') return false;
  const kind = kindOf(token.word, language);
  if (kind === 'people' || kind === 'parties') return token.isPossessive || /s$/.test(token.word);
  return token.isPossessive && /^\p{Lu}/u.test(token.text);
}

function textOf(clause: Clause, tokens: Token[], phrase: { start: number; end: number }): string {
  return clause.text.slice(tokens[phrase.start]!.start, tokens[phrase.end - 1]!.end);
}

export interface PartyReading {
  value: string;
  quote: string;
}

/** The record keeps roles in English, as it keeps relationships (said back in Spanish by `partyInLanguage`). */
const otherDriver: Record<Language, string> = { en: 'the other driver', es: 'the other driver' };

/** The party as it should be kept: a vehicle's driver, an animal's owner, a crash's other driver. */
function partyValue(
  clause: Clause,
  tokens: Token[],
  phrase: NounPhrase,
  isCrash: boolean,
  isCrashCase: boolean,
  language: Language,
  /** The doer of a verb: a bare role gets its "the"; a phrase named alone stays as typed. */
  isDoer = true,
): string | undefined {
  const words = tokens.slice(phrase.start, phrase.end).map((token) => token.word);
  // "Truck hit me": a role word that opens the message is no name, its capital says nothing.
  const typed = textOf(clause, tokens, phrase);
  const said =
    phrase.start === 0 &&
    phrase.start === phrase.head &&
    phrase.end === phrase.head + 1 &&
    /^\p{Lu}\p{Ll}*$/u.test(tokens[0]!.text)
      ? typed.charAt(0).toLowerCase() + typed.slice(1)
      : typed;
  // "bus driver was on his phone", "Pharmacy gave me…": a role typed without its determiner.
  const first = tokens[phrase.start]!;
  const isBareRole =
    isDoer &&
    language === 'en' &&
    (phrase.kind === 'parties' || phrase.kind === 'vehicles' || phrase.head > phrase.start) &&
    !lexicon.en.determiners.includes(first.word) &&
    !first.isPossessive &&
    !lexicon.en.titles.includes(first.word) &&
    (phrase.start === 0 || !/^\p{Lu}/u.test(first.text));
  const text = isBareRole ? `the ${said}` : said;
  const determiner = tokens[phrase.start]!.word;
  if (phrase.kind === 'vehicles') {
    // The visitor's own car is not the party ("my car hit the pole").
    if (ownDeterminers[language].has(determiner)) return undefined;
    if (words.some((word) => /^(driver|conductor|chofer)/.test(word))) return text;
    // "el del camión", "la de la troca": "the one of the truck" already; its driver is "el conductor del camión".
    const next = tokens[phrase.start + 1]?.word;
    if (language === 'es' && lexicon.es.determiners.includes(determiner) && (next === 'de' || next === 'del'))
      return `el conductor ${text.replace(/^\S+\s+/u, '')}`;
    return language === 'es' ? `el conductor de ${text}` : `the driver of ${text}`;
  }
  if (phrase.kind === 'animals') {
    // "my neighbor's two dogs", "the neighbors pit": the owner is the one named before the animal.
    const owner = tokens
      .slice(phrase.start, phrase.head)
      .findIndex((token, offset) => token.isPossessive || isOwnerOf(tokens, phrase.start + offset, language));
    if (owner >= 0) {
      const named = clause.text
        .slice(tokens[phrase.start]!.start, tokens[phrase.start + owner]!.end)
        .replace(/['’]s?$/, '');
      // "Neighbor's dog": a role word without its determiner is the one the visitor means.
      const isBareRole =
        owner === 0 && language === 'en' && kindOf(tokens[phrase.start]!.word, language) !== undefined;
      return isBareRole ? `the ${tokens[phrase.start]!.word}` : named;
    }
    const ofOwner = tokens[phrase.head + 1];
    if (language === 'es' && ofOwner && /^del?$/.test(ofOwner.word) && phrase.end > phrase.head + 1) {
      const ownerTokens = tokens.slice(phrase.head + 2, phrase.end);
      // "un perro de la calle", "perros de una casa": a place, not whose they are.
      if (ownerTokens.some((token) => lexicon[language].notOwners.includes(token.word))) return undefined;
      const owner = clause.text.slice(tokens[phrase.head + 2]!.start, tokens[phrase.end - 1]!.end);
      // "el perro del vecino": the owner keeps the article "del" holds ("el vecino", the neighbor).
      return ofOwner.word === 'del' ? `el ${owner}` : owner;
    }
    // "their dog", "su perro": whose it is was said before this clause, and "the owner of their
    // dog" names no one (decision 0174).
    if (otherPossessives[language].has(determiner)) return undefined;
    return language === 'es' ? `el dueño de ${text}` : `the owner of ${text}`;
  }
  // "my sister's Lyft driver": the one who did it is the driver, not the visitor's own relative.
  const owner = tokens.slice(phrase.start, phrase.head).findIndex((token) => token.isPossessive);
  const owned =
    owner >= 0 && ownDeterminers[language].has(determiner) && language === 'en'
      ? `the ${clause.text.slice(tokens[phrase.start + owner + 1]!.start, tokens[phrase.end - 1]!.end)}`
      : text;
  if (
    phrase.kind === 'people' &&
    isCrash &&
    isCrashCase &&
    !words.some((word) => /^(driver|conductor|chofer)/.test(word))
  )
    return `${otherDriver[language]} (${owned})`;
  return owned;
}

interface VerbAt {
  index: number;
  length: number;
  isCrash: boolean;
  /** A harm told only in the passive ("assaulted by …"): its doer is after "by" alone. */
  isPassiveOnly?: boolean;
}

function verbsOf(tokens: Token[], language: Language): VerbAt[] {
  const verbs: VerbAt[] = [];
  for (let index = 0; index < tokens.length; index += 1) {
    const crash = phraseAt(tokens, index, lexicon[language].crashVerbs);
    const harm = phraseAt(tokens, index, lexicon[language].harmVerbs);
    if (crash || harm) {
      verbs.push({ index, length: Math.max(crash, harm), isCrash: crash >= harm && crash > 0 });
      index += Math.max(crash, harm) - 1;
      continue;
    }
    const passive = phraseAt(tokens, index, lexicon[language].passiveHarms);
    if (passive && lexicon[language].passiveBy.includes(tokens[index + passive]?.word ?? '')) {
      verbs.push({ index, length: passive, isCrash: false, isPassiveOnly: true });
      index += passive - 1;
    }
  }
  return verbs;
}

/** Whom a crash verb was done to, when told in passing: the visitor ("hit me", "ran into my car", "me chocó"). */
const visitorObjects: Record<Language, Set<string>> = {
  en: new Set(['me', 'us', 'my', 'our']),
  es: new Set(['me', 'nos', 'mi', 'nuestro', 'nuestra']),
};
/** What a driver runs when they cause a crash ("ran the red light", "blew the stop sign"). */
const signalWords = new Set(['red', 'light', 'stop', 'sign', 'alto', 'rojo', 'semaforo']);

function isDoneToVisitor(tokens: Token[], verb: VerbAt, language: Language): boolean {
  const verbWords = tokens.slice(verb.index, verb.index + verb.length).map((token) => token.word);
  if (verbWords.some((word) => visitorObjects[language].has(word))) return true;
  const after = tokens
    .slice(verb.index + verb.length, verb.index + verb.length + 3)
    .map((token) => token.word);
  return (
    (after.length > 0 && visitorObjects[language].has(after[0]!)) ||
    (after[0] === 'into' && visitorObjects[language].has(after[1] ?? '')) ||
    after.some((word) => signalWords.has(word))
  );
}

/** The doer before a verb: back over "just", "was", "who" to the party word, or over "in a pickup". */
function doerBefore(tokens: Token[], verb: number, language: Language, isAct = true): NounPhrase | undefined {
  let index = verb - 1;
  while (index >= 0) {
    const skip = phraseAt(tokens, index, lexicon[language].auxiliaries);
    if (skip > 0 && index + skip <= verb) index -= 1;
    else break;
  }
  for (let head = Math.max(0, index - 4); head <= index; head += 1) {
    const phrase = phraseAround(tokens, head, language);
    if (phrase && phrase.end >= index + 1 && phrase.end <= verb) return phrase;
  }
  const modified = doerBeforeModifier(tokens, index, verb, language);
  if (modified) return modified;
  // "the bus driver was on his phone and hit us": the second of two joined verbs has the
  // first one's doer, the phrase that opens the clause.
  // "y me chocó": Spanish object pronouns stand between the joining word and its verb.
  let joint = index;
  while (joint > 0 && language === 'es' && clitics.has(tokens[joint]!.word)) joint -= 1;
  if (isAct && joint > 0 && coordinators[language].has(tokens[joint]!.word))
    return subjectBefore(tokens, joint, language);
  return undefined;
}

/** Longest a modifier between a doer and its verb may be, in words ("that was making a u-turn"). */
const maxModifierWords = 8;

/**
 * Where a modifier of the doer starts at `index`: a relative clause ("that was turning", "que
 * iba sin sirena"), a participle ("making a left turn", "dando vuelta") or where the doer was
 * ("behind me", "de atrás"). Returns the position phrase's length for a position, 1 for the
 * others, 0 for none.
 */
function modifierAt(tokens: Token[], index: number, language: Language): number {
  const words = lexicon[language].doerModifiers;
  const position = phraseAt(tokens, index, words.positions);
  if (position > 0) return position;
  const word = tokens[index]!.word;
  if (words.relativizers.includes(word)) return 1;
  if (words.notParticiples.includes(word)) return 0;
  const isParticiple =
    language === 'en' ? /^[a-z]{3,}ing$/.test(word) : /^[a-z]+(ando|iendo|yendo)$/.test(word);
  return isParticiple ? 1 : 0;
}

/**
 * "a pickup making a u-turn slammed into me", "un carro que daba vuelta la golpeó", "the sedan
 * behind me never braked and pushed me": the doer with what is said of it between it and its
 * verb. The modifier holds no first-person word (but in a position: "behind me"), no other
 * party and no joining word, so that "a car I was following" or "a van and then my car" name
 * nobody by it.
 */
function doerBeforeModifier(
  tokens: Token[],
  index: number,
  verb: number,
  language: Language,
): NounPhrase | undefined {
  for (let start = index; start >= Math.max(1, verb - maxModifierWords); start -= 1) {
    const length = modifierAt(tokens, start, language);
    if (length === 0) continue;
    const isPosition = phraseAt(tokens, start, lexicon[language].doerModifiers.positions) === length;
    const rest = tokens.slice(isPosition ? start + length : start + 1, verb);
    // What follows a position is only auxiliaries ("behind me just", "de atrás ya").
    if (
      isPosition &&
      rest.some(
        (token) =>
          !phraseAt([token], 0, lexicon[language].auxiliaries) &&
          !negations[language].has(token.word) &&
          !clitics.has(token.word),
      )
    )
      continue;
    if (
      !isPosition &&
      tokens
        .slice(start + 1, verb)
        .some(
          (token, offset) =>
            firstPerson[language].has(token.word) ||
            ownDeterminers[language].has(token.word) ||
            coordinators[language].has(token.word) ||
            (kindOf(token.word, language) !== undefined &&
              phraseAround(tokens, start + 1 + offset, language)?.kind !== 'vehicles'),
        )
    )
      continue;
    for (let head = Math.max(0, start - 4); head < start; head += 1) {
      const phrase = phraseAround(tokens, head, language);
      // English keeps where the doer was ("the driver of the sedan behind me").
      if (phrase && phrase.end === start && phrase.kind !== 'parties' && !tokens[start - 1]!.isPossessive)
        return isPosition && language === 'en' ? { ...phrase, end: start + length } : phrase;
    }
  }
  return undefined;
}

/**
 * A verb that does something to someone (a crash, "bit", "gave"), as opposed to what someone
 * failed to do ("never", "didn't", "was responsible"): only a doing verb takes its doer from
 * a verb joined before it, since "the guard was removed and never put back" names no doer.
 */
function isActVerb(tokens: Token[], verb: VerbAt, language: Language): boolean {
  if (verb.isCrash) return true;
  return tokens
    .slice(verb.index, verb.index + verb.length)
    .some((token) => lexicon[language].actVerbs.includes(token.word));
}

/** Words that may stand between a passive's auxiliary and its verb ("was just hit", "got also bit"). */
const passiveAdverbs = new Set([
  'just',
  'also',
  'then',
  'almost',
  'nearly',
  'actually',
  'apparently',
  'suddenly',
]);
/** Particles of a phrasal verb ("knocked over", "run down"), closed and English only. */
const verbParticles = new Set(['over', 'down', 'off', 'out', 'up', 'around']);
/** Verb words that are no participle: a failure ("was never told", "was not watching") or "was to blame" is told actively. */
const notParticiples = new Set(['never', 'not', 'no', 'nunca', 'ni', 'to']);

/**
 * "my husband was knocked down", "I got hit", "fue atacado": a harm verb right after a form of
 * "be" or "get" is passive, so the phrase before it is who it was done to (decision 0174).
 */
function isPassive(tokens: Token[], verb: VerbAt, language: Language): boolean {
  const first = tokens[verb.index]!.word;
  if (notParticiples.has(first) || /ing$/.test(first)) return false;
  let back = verb.index - 1;
  while (back > 0 && passiveAdverbs.has(tokens[back]!.word)) back -= 1;
  return back >= 0 && lexicon[language].passiveAuxiliaries.includes(tokens[back]!.word);
}

/** "my wife", "nuestro esposo": the visitor's own household was with them, not who did the harm (decision 0174). */
function isOwnFamily(tokens: Token[], phrase: NounPhrase, language: Language): boolean {
  return (
    ownDeterminers[language].has(tokens[phrase.start]!.word) &&
    !tokens.slice(phrase.start, phrase.head).some((token) => token.isPossessive) &&
    lexicon[language].ownFamily.includes(tokens[phrase.head]!.word)
  );
}

const clitics = new Set(['me', 'nos', 'le', 'les', 'lo', 'la', 'los', 'las', 'se', 'te']);
const coordinators: Record<Language, Set<string>> = {
  en: new Set(['and', 'then']),
  es: new Set(['y', 'e', 'luego']),
};
/** Words that may stand before a clause's subject without being part of it. */
const clauseOpeners: Record<Language, Set<string>> = {
  en: new Set(['so', 'and', 'then', 'but', 'well', 'yesterday', 'today', 'suddenly']),
  es: new Set(['y', 'pues', 'entonces', 'pero', 'ayer', 'hoy', 'luego', 'bueno']),
};

/**
 * The party phrase that opens a clause, when nothing before `end` names anyone else: no
 * first-person word (the visitor's own doing) and no second party between it and `end`.
 */
function subjectBefore(tokens: Token[], end: number, language: Language): NounPhrase | undefined {
  let start = 0;
  while (start < end && clauseOpeners[language].has(tokens[start]!.word)) start += 1;
  for (let head = start; head <= start + 3 && head < end; head += 1) {
    const phrase = phraseAround(tokens, head, language);
    if (!phrase) continue;
    // The visitor's own people ("my wife was driving and…") and an owner of something else
    // ("the gym's treadmill jerked and…") are not who did it.
    if (
      phrase.start !== start ||
      ownDeterminers[language].has(tokens[phrase.start]!.word) ||
      tokens[phrase.end - 1]!.isPossessive
    )
      return undefined;
    const between = tokens.slice(phrase.end, end);
    const isClear = between.every(
      (token, offset) =>
        !firstPerson[language].has(token.word) &&
        // Spanish "el" is a pronoun only without its accent, which is often left off.
        !(
          lexicon[language].pronouns.includes(token.word) &&
          !lexicon[language].determiners.includes(token.word)
        ) &&
        !phraseAround(tokens, phrase.end + offset, language),
    );
    return isClear && phrase.end < end ? phrase : undefined;
  }
  return undefined;
}

/** The doer after a verb: English "by a van", Spanish "me chocó un carro". */
function doerAfter(tokens: Token[], after: number, language: Language): NounPhrase | undefined {
  let index = after;
  if (language === 'en') {
    if (!tokens[index] || !lexicon.en.passiveBy.includes(tokens[index]!.word)) return undefined;
    index += 1;
  } else if (tokens[index] && lexicon.es.passiveBy.includes(tokens[index]!.word)) index += 1;
  const determiner = tokens[index];
  if (!determiner) return undefined;
  if (!lexicon[language].determiners.includes(determiner.word)) return undefined;
  for (let head = index + 1; head <= index + 3 && head < tokens.length; head += 1) {
    const phrase = phraseAround(tokens, head, language);
    // "by a neighbor's beagle": a possessive owns what follows, which is the doer.
    if (phrase && tokens[phrase.end - 1]!.isPossessive && phrase.end < tokens.length) continue;
    if (phrase) return phrase.start === index ? phrase : { ...phrase, start: index };
  }
  return undefined;
}

/**
 * A clause about insurance ("my health insurance is Aetna", "he's insured with Progressive",
 * "la aseguranza del otro es Geico"): the name in it is an insurer, not who did the harm.
 */
export function tellsInsurance(clause: Clause, language: Language): boolean {
  const tokens = tokensOf(clause.text);
  return (
    tokens.some((_, index) => phraseAt(tokens, index, lexicon[language].insuranceWords) > 0) ||
    findInsurers(clause.text).length > 0
  );
}

export interface PartyOptions {
  /** A crash case: anyone who ran into the visitor, or "he" who hit them, is the other driver. */
  isCrashCase?: boolean;
  /** An answer to "who was at fault": a party named on its own ("the store", "el otro chofer") counts. */
  isAnswer?: boolean;
  /** Only who ran into the visitor ("he hit me", "she blew the stop sign"): told in passing in a crash. */
  isCrashOnly?: boolean;
}

/**
 * The value as the party check takes it: "the other driver (a young guy in a Mustang)" is too long
 * for a party, so the phrase the visitor typed stands alone.
 */
function fitting(value: string | undefined, language: Language): string | undefined {
  if (value === undefined || checkPartyPhrase(value, language).isValid) return value;
  const inner = /^[^()]+\(([^()]+)\)$/.exec(value)?.[1];
  return inner !== undefined && checkPartyPhrase(inner, language).isValid ? inner : value;
}

/** The party at fault named in these clauses, or undefined. */
export function readParty(
  clauses: Clause[],
  language: Language,
  options: PartyOptions = {},
): PartyReading | undefined {
  const isCrashCase = options.isCrashCase === true;
  for (const clause of clauses) {
    const tokens = tokensOf(clause.text);
    for (const verb of verbsOf(tokens, language)) {
      if (options.isCrashOnly && !(verb.isCrash && isDoneToVisitor(tokens, verb, language))) continue;
      // Told in passing, only a doer named at the verb itself counts.
      const isAct = !options.isCrashOnly && isActVerb(tokens, verb, language);
      // "my husband was hit by a van": the one before a passive verb had it done to them.
      const passive = verb.isPassiveOnly === true || isPassive(tokens, verb, language);
      const before = passive ? undefined : doerBefore(tokens, verb.index, language, isAct);
      // "knocked over by a customer": a particle may stand between a passive verb and its "by".
      const particle = passive && verbParticles.has(tokens[verb.index + verb.length]?.word ?? '') ? 1 : 0;
      const after = before ? undefined : doerAfter(tokens, verb.index + verb.length + particle, language);
      const phrase = before ?? after;
      if (phrase && isOwnFamily(tokens, phrase, language)) continue;
      if (phrase) {
        const value = fitting(
          partyValue(clause, tokens, phrase, verb.isCrash, isCrashCase, language),
          language,
        );
        if (value) return { value: tidyPhrase(partyInEnglish(value, language), 200), quote: clause.text };
      }
      // "he ran the red", "him. he hit me from behind": in a crash, the other driver.
      const pronoun = tokens[verb.index - 1];
      if (
        verb.isCrash &&
        isCrashCase &&
        pronoun &&
        lexicon[language].pronouns.includes(pronoun.word) &&
        (verb.index === 1 || !lexicon[language].determiners.includes(tokens[verb.index - 2]?.word ?? ''))
      )
        return { value: otherDriver[language], quote: clause.text };
    }
  }
  if (!options.isAnswer) return undefined;
  // "La tienda, because they had boxes", "Not me. The store.": the first party named, not denied,
  // in a clause about fault first ("my husband rode with her … the club should have fixed it").
  const aboutFault = clauses.filter((clause) => {
    const tokens = tokensOf(clause.text);
    return tokens.some((_, index) => phraseAt(tokens, index, lexicon[language].faultSaid) > 0);
  });
  for (const clause of [...aboutFault, ...clauses.filter((clause) => !aboutFault.includes(clause))]) {
    const tokens = tokensOf(clause.text);
    for (let head = 0; head < tokens.length; head += 1) {
      const phrase = phraseAround(tokens, head, language);
      if (!phrase || (phrase.start === phrase.head && !/^[A-Z]/.test(tokens[head]!.text) && phrase.start > 0))
        continue;
      const before = tokens[phrase.start - 1];
      if (before && negations[language].has(before.word)) {
        head = phrase.end - 1;
        continue;
      }
      // "my insurance company", "mi seguro médico": an insurer, not who did it.
      if (isInsurancePhrase(tokens, phrase, language)) {
        head = phrase.end - 1;
        continue;
      }
      const value = partyValue(clause, tokens, phrase, false, isCrashCase, language, false);
      if (value) return { value: tidyPhrase(partyInEnglish(value, language), 200), quote: clause.text };
    }
  }
  return undefined;
}

/** A noun phrase that names insurance itself, its words or the one right after them ("insurance company", "el seguro"). */
function isInsurancePhrase(tokens: Token[], phrase: NounPhrase, language: Language): boolean {
  for (let index = phrase.start; index <= phrase.end && index < tokens.length; index += 1)
    if (phraseAt(tokens, index, lexicon[language].insuranceWords) > 0) return true;
  return false;
}

/**
 * Whose animal it was, told anywhere in a story about an animal ("the neighbors pit got out
 * and went for my son", "el perro de mi cuñado"): the owner named with the animal, whatever the
 * verb. An animal named without its owner ("a loose dog") gives nothing.
 */
export function readAnimalOwner(clauses: Clause[], language: Language): PartyReading | undefined {
  for (const clause of clauses) {
    const tokens = tokensOf(clause.text);
    for (let index = 0; index < tokens.length; index += 1) {
      if (kindOf(tokens[index]!.word, language) !== 'animals') continue;
      const phrase = phraseAround(tokens, index, language);
      if (!phrase || phrase.kind !== 'animals') continue;
      const value = partyValue(clause, tokens, phrase, false, false, language);
      index = phrase.end - 1;
      if (!value || /^(?:the owner of|el dueño de)\b/.test(value)) continue;
      if (ownDeterminers[language].has(tokens[phrase.start]!.word) && !tokens[phrase.start]!.isPossessive) {
        // "my dog", "mi perro": the visitor's own animal names no one else.
        const owner = tokens.slice(phrase.start, phrase.head).some((token) => token.isPossessive);
        if (!owner && language === 'en') continue;
      }
      const checked = fitting(value, language);
      if (checked && checkPartyPhrase(checked, language).isValid)
        return { value: tidyPhrase(partyInEnglish(checked, language), 200), quote: clause.text };
    }
  }
  return undefined;
}

/**
 * The words for anyone at all in a language (a guy, el señor, la señora, el chofer), as a
 * regular expression's alternatives: a sentence may name a holder of something by them ("el
 * señor tiene Progressive").
 */
export function peopleAlternatives(language: Language): string {
  return lexicon[language].people
    .map((entry) => (entry.endsWith('*') ? `${entry.slice(0, -1)}\\w*` : entry))
    .join('|');
}

/**
 * "the owner of a dog", "the owner of the neighbor's pit bull", "el dueño del perro": the value
 * names the keeper of an animal, someone outside any employer (decision 0206), whatever
 * "owner" says elsewhere ("the owner of the shop").
 */
export function ownsAnimal(party: string): boolean {
  const tokens = tokensOf(party);
  const languages: Language[] = ['en', 'es'];
  const lead = tokens.findIndex((token) => /^(owner|owners|dueno|duena|duenos|duenas)$/.test(token.word));
  if (lead < 0 || lead > 1 || !/^(of|de|del)$/.test(tokens[lead + 1]?.word ?? '')) return false;
  return tokens
    .slice(lead + 2)
    .some((token) => languages.some((language) => kindOf(token.word, language) === 'animals'));
}

/**
 * "the driver of a septa bus", "the district": a party that may be a public body, so not a private
 * one. Both languages' words count: a Spanish visitor's party is kept in English.
 */
export function mayBePublicBody(party: string, language: Language): boolean {
  const languages: Language[] = language === 'es' ? ['es', 'en'] : ['en'];
  return tokensOf(party).some((token) =>
    languages.some((each) => lexicon[each].publicBodies.some((entry) => matchesEntry(token.word, entry))),
  );
}

/*
 * Who else a work injury involved: the party a clause names besides the employer, as the noun
 * phrase that names it: "the truck driver from XPO", "a customer", "the property management
 * company", "un cliente del restaurante". Found by its head noun (the lexicon's 'others'), from
 * the determiner before it to the word that starts what the party did ("who hit me", "backed into
 * me"). A party that is the visitor's own ("my company", "our crew") or denied ("not a sub") is none.
 */
export interface Party {
  phrase: string;
  /** Only a bare "company", "guy", "someone": it says someone was involved, not who. */
  isGeneric: boolean;
  clause: Clause;
}

const genericHeads = new Set([
  'company',
  'compny',
  'companies',
  'business',
  'firm',
  'guy',
  'guys',
  'man',
  'woman',
  'person',
  'someone',
  'somebody',
  'worker',
  'workers',
  'dog',
  'compania',
  'empresa',
  'senor',
  'senora',
  'hombre',
  'mujer',
  'persona',
  'alguien',
  'trabajador',
  'perro',
]);
/** Words that lead into a phrase saying which party it is. */
const linkingWords = new Set(['from', 'of', 'for', 'at', 'on', 'with', 'de', 'del']);
/** Words a phrase does not end on: "the subcontractor on" is cut back to "the subcontractor". */
const danglingWords = new Set([
  'on',
  'in',
  'at',
  'from',
  'of',
  'for',
  'to',
  'with',
  'by',
  'the',
  'a',
  'an',
  'de',
  'del',
  'en',
  'el',
  'la',
  'con',
  'para',
]);
const companyHeads = new Set(['company', 'compny', 'companies', 'business', 'firm', 'compania', 'empresa']);
const ownWords = new Set(['my', 'our', 'mi', 'mis', 'nuestra', 'nuestro', 'own', 'coworker', 'coworkers']);
const denials = new Set(['not', 'no', 'never', 'nobody', 'ni', 'nunca', 'ningun', 'ninguna']);
/** Modifiers that say "someone else" without saying who: "another company" is still generic. */
const vagueModifiers = new Set(['other', 'another', 'different', 'outside', 'otra', 'otro', 'diferente']);

interface OtherPartyLexicon {
  heads: Set<string>;
  hedges: string[];
  determiners: Set<string>;
  stops: Set<string>;
}

const otherLexicons = {
  en: compile(lexicon.en.others),
  es: compile(lexicon.es.others),
};

function compile(words: OtherPartyWords): OtherPartyLexicon {
  return {
    heads: new Set(words.heads),
    hedges: [...words.hedges].sort((a, b) => b.length - a.length),
    determiners: new Set(words.determiners),
    stops: new Set(words.stops),
  };
}

const wordOf = (token: string) =>
  normalize(token)
    .replace(/^[^\p{L}\d]+|[^\p{L}\d']+$/gu, '')
    .replace(/'s$/, '');

/** Where a head noun starts at `index`, and how many tokens it takes ("truck driver": 2). */
function headAt(words: string[], index: number, vocabulary: OtherPartyLexicon): number {
  const two = `${words[index]} ${words[index + 1] ?? ''}`;
  if (index + 1 < words.length && vocabulary.heads.has(two)) return 2;
  return vocabulary.heads.has(words[index]!) ? 1 : 0;
}

function partyInClause(clause: Clause, vocabulary: OtherPartyLexicon): Omit<Party, 'clause'> | undefined {
  const tokens = clause.text.split(/\s+/).filter(Boolean);
  const words = tokens.map(wordOf);
  for (let index = 0; index < words.length; index += 1) {
    const size = headAt(words, index, vocabulary);
    if (size === 0) continue;
    // Back to the determiner, through modifiers ("the general contractor", "a drunk driver");
    // without one, the head alone.
    let start = index;
    let isOwnOrDenied = false;
    for (let back = index - 1; back >= 0 && index - back <= 4; back -= 1) {
      const word = words[back]!;
      if (ownWords.has(word) || denials.has(word)) {
        isOwnOrDenied = true;
        break;
      }
      if (/[,.;:!?]$/.test(tokens[back]!) || vocabulary.stops.has(word)) break;
      if (vocabulary.determiners.has(word)) {
        start = back;
        isOwnOrDenied = denials.has(words[back - 1] ?? '');
        break;
      }
    }
    if (isOwnOrDenied) continue;
    // Forward through a phrase that says which one ("from XPO", "on the site", "del
    // restaurante"), up to a word that tells what they did ("who", "hit", "clipped").
    let end = index + size - 1;
    if (linkingWords.has(words[end + 1] ?? '') && !/[,.;:!?]$/.test(tokens[end]!)) {
      for (let next = end + 1; next < words.length && next - index <= 5; next += 1) {
        const word = words[next]!;
        if (
          vocabulary.stops.has(word) ||
          (next > index + size && /(?:ed|ing|o|io|aron)$/.test(word) && !vocabulary.heads.has(word))
        )
          break;
        end = next;
        if (/[,.;:!?]$/.test(tokens[next]!)) break;
      }
    }
    // "a patient's visitor", "the owner's maintenance guy": the party is the one possessed.
    for (
      let next = end + 1;
      /'s$/i.test(normalize(tokens[end]!)) && next < words.length && next - end <= 2;
      next += 1
    ) {
      if (vocabulary.stops.has(words[next]!)) break;
      end = next;
      if (vocabulary.heads.has(words[next]!) || /[,.;:!?]$/.test(tokens[next]!)) break;
    }
    while (end > index + size - 1 && danglingWords.has(words[end]!)) end -= 1;
    const span = words.slice(start, end + 1);
    if (span.some((word) => ownWords.has(word))) continue;
    // Modifiers kept only when they say which one: "the tire company", not "another company".
    const head = words.slice(index, index + size).join(' ');
    const modifiers = words.slice(start, index).filter((word) => !vocabulary.determiners.has(word));
    const tail = words.slice(index + size, end + 1);
    const isBare =
      genericHeads.has(head) && modifiers.every((word) => vagueModifiers.has(word)) && tail.length === 0;
    const phrase = tokens.slice(start, end + 1).join(' ');
    // "the company that made the ladder": a bare company is named by what it made or did;
    // "the guy who hit my van" says someone, not who.
    if (isBare && companyHeads.has(head) && /^(that|which|que)$/.test(words[end + 1] ?? '')) {
      const clauseEnd = tokens.findIndex((token, position) => position > end && /[,.;:!?]$/.test(token));
      const last = Math.min(clauseEnd === -1 ? tokens.length - 1 : clauseEnd, end + 6);
      return { phrase: tidyPhrase(tokens.slice(start, last + 1).join(' '), 120), isGeneric: false };
    }
    return { phrase: tidyPhrase(phrase, 120), isGeneric: isBare };
  }
  return undefined;
}

/**
 * The first party named in these statements (the caller leaves out questions asked back); the
 * answer words say what opens an answer without naming anyone (yes, fillers).
 */
export function findParty(clauses: Clause[], language: Language, answers: AnswerWords): Party | undefined {
  const vocabulary = otherLexicons[language];
  const parties: Party[] = [];
  for (const clause of clauses) {
    const party = partyInClause(stripOpening(clause, vocabulary, answers), vocabulary);
    if (party) parties.push({ ...party, clause });
  }
  // "a driver for a beverage company, I believe the Pepsi distributor": the one with a name.
  const named = parties.find(
    (party) => !party.isGeneric && /\s\p{Lu}/u.test(` ${party.phrase.replace(/^\S+/, '')}`),
  );
  return named ?? parties.find((party) => !party.isGeneric) ?? parties[0];
}

/** The clause without the yes, filler or hedge it opens with ("yes,", "hmm I guess", "sí,"). */
function stripOpening(clause: Clause, vocabulary: OtherPartyLexicon, answers: AnswerWords): Clause {
  let text = clause.text;
  for (let guard = 0; guard < 4; guard += 1) {
    const plain = normalize(text);
    const rest = withoutFillers(plain, answers);
    const yes = answers.yesStart.exec(rest);
    const hedge = vocabulary.hedges.find((word) => rest === word || rest.startsWith(`${word} `));
    const cut = yes ? yes[0] : hedge;
    const dropped = plain.length - rest.length + (cut?.length ?? 0);
    if (dropped === 0) break;
    text = dropTokens(text, plain.slice(0, dropped).trim().split(/\s+/).length).replace(/^[\s,.;:!?-]+/, '');
  }
  return { text, plain: normalize(text) };
}

const dropTokens = (text: string, count: number) => text.trim().split(/\s+/).slice(count).join(' ');

const iWords = /^I(?:'\w+)?$/;
const isTypedInCapitals = (word: string) => /^\p{Lu}{3,}$/u.test(word.replace(/['.,]/g, ''));

/**
 * Names typed with capitals inside a sentence ("hit by a truck from XPO", "Otis?"): a capital
 * that opens a sentence, or the pronoun "I", says nothing of a name ("Hmm", "I'd").
 */
export function namesInSentences(original: string): string[] {
  const names: string[] = [];
  for (const match of original.matchAll(/(?<=\S\s+)\p{Lu}[\p{L}\d&'.-]*(?:\s+\p{Lu}[\p{L}\d&'.-]*)*/gu)) {
    const before = original.slice(0, match.index).trimEnd();
    if (/[.!?:¿¡]$/.test(before)) continue;
    const words = match[0]
      .replace(/[.,]+$/, '')
      .split(/\s+/)
      .filter((word) => !iWords.test(word));
    // "I did NOT go", "NADA": a word in capitals for emphasis is no name; a run of them alone is
    // none, and one opening a run is left out of it (decision 0360).
    while (words.length > 0 && namesNoOneAlone(words[0]!) && isTypedInCapitals(words[0]!)) words.shift();
    if (words.every((word) => namesNoOneAlone(word))) continue;
    if (words.length > 0) names.push(words.join(' '));
  }
  return names;
}

/*
 * A party by name, in the answer to a question about a person or an organisation (who owns the
 * place, who made it, who you work for, which doctor or clinic, who was at fault): a name the
 * visitor introduces ("a bar called the rusty nail", "se llama Don Ramón"), a name a role is said
 * to be ("the landlord is Apex Properties", "la tienda es Dollar General"), a name typed with
 * capitals ("Rite Aid", "Dr. Kowalski"), or a short name set after a role ("my dentist, bright
 * smile dental"); else the role itself ("the landlord", "la tienda" kept as "the store"). A party
 * the visitor rules out ("not Apple", "not the surgeon") is skipped, a place that only sold the
 * thing is skipped when asked who made it, and a value that fails the party check is never given.
 */

export interface NamedParty {
  value: string;
  quote: string;
  /** A name (capitals, or introduced as a name), not only a role. */
  isName: boolean;
}

export interface NamedPartyOptions {
  /** Asked who made something: a place it was bought at ("at Target", "en Walmart") is no maker. */
  skipSellers?: boolean;
  /** Only an organisation or a place by role ("a restaurant"), not a person ("the other man"). */
  isOrganisation?: boolean;
}

const hasCapital = (token: Token) => /^\p{Lu}/u.test(token.text) || /^\d/.test(token.text);
const maxNameTokens = 5;

/** A name's words from `start`: capitalised words, with "of", "&", "de" between them. */
function capitalRun(tokens: Token[], start: number, language: Language): number {
  const { links } = lexicon[language].names;
  let end = start;
  while (end < tokens.length && end - start < maxNameTokens) {
    const token = tokens[end]!;
    if (hasCapital(token) && !(end > start && isNotName(token, language))) end += 1;
    else if (
      end > start &&
      links.includes(token.word) &&
      tokens[end + 1] &&
      hasCapital(tokens[end + 1]!) &&
      !isNotName(tokens[end + 1]!, language)
    )
      end += 2;
    else break;
  }
  return end;
}

const isNotName = (token: Token, language: Language) =>
  lexicon[language].names.notNames.includes(token.word) || /^i('|$)/i.test(token.text);

const isDeterminer = (token: Token | undefined, language: Language) =>
  token !== undefined && lexicon[language].determiners.includes(token.word);

/** A checked name from the typed words `start`..`end` (trailing words dropped until it passes). */
function checkedName(clause: Clause, tokens: Token[], start: number, end: number, language: Language) {
  for (let last = Math.min(end, start + maxNameTokens); last > start; last -= 1) {
    const text = clause.text.slice(tokens[start]!.start, tokens[last - 1]!.end);
    const checked = checkPartyPhrase(text, language);
    if (checked.isValid && checked.value === text) return text;
  }
  return undefined;
}

/** A role word (the landlord, la tienda, a guy, the brand) ends right before `index`. */
function roleBefore(tokens: Token[], index: number, language: Language): boolean {
  for (let head = Math.max(0, index - 3); head < index; head += 1)
    if (
      phraseAround(tokens, head, language) ||
      otherLexicons[language].heads.has(tokens[head]!.word) ||
      lexicon[language].names.holders.includes(tokens[head]!.word)
    )
      return true;
  return false;
}

/** A name in one clause, or undefined. */
function nameInClause(
  clause: Clause,
  tokens: Token[],
  language: Language,
  options: NamedPartyOptions,
): { name: string; isIntroduced: boolean } | undefined {
  const words = lexicon[language].names;
  for (let index = 0; index < tokens.length; index += 1) {
    // "called the rusty nail", "se llama Don Ramón": whatever the case.
    const introducer = phraseAt(tokens, index, words.introducers);
    if (introducer > 0 && index + introducer < tokens.length) {
      const name = checkedName(clause, tokens, index + introducer, tokens.length, language);
      if (name) return { name, isIntroduced: true };
    }
    // "the landlord is Apex Properties", "la marca es Dewalt".
    const copula = phraseAt(tokens, index, words.copulas);
    const next = tokens[index + copula];
    if (copula > 0 && next && hasCapital(next) && roleBefore(tokens, index, language)) {
      const end = capitalRun(tokens, index + copula, language);
      const name = checkedName(clause, tokens, index + copula, end, language);
      const isOneWordOfPlace = end - index - copula === 1 && isPlaceOrPeople(next, language);
      if (name && !isOneWordOfPlace) return { name, isIntroduced: true };
    }
  }
  const placeStarts = new Set([
    ...findPlaceMentions(clause.text, { isAnswer: false }).map((mention) => mention.start),
    ...findStates(clause.text).map((mention) => mention.start),
  ]);
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index]!;
    const follower = tokens[index + 1];
    // "Dr. Reyes", "doctor Shah", "dr lee": a title and the name after it; a name in lower case
    // only after the abbreviation ("doctor que", "nurse probably" name nobody).
    const isTitle =
      lexicon[language].titles.includes(token.word) &&
      follower !== undefined &&
      !isNotName(follower, language) &&
      !isDeterminer(follower, language) &&
      (startsName(follower) || /^dra?$/.test(token.word));
    if (!(startsName(token) || isTitle) || isNotName(token, language)) continue;
    const end = isTitle
      ? Math.max(index + 2, capitalRun(tokens, index + 1, language))
      : capitalRun(tokens, index, language);
    const before = tokens[isDeterminer(tokens[index - 1], language) ? index - 2 : index - 1]?.word ?? '';
    const isRuledOut =
      words.denials.includes(tokens[index - 1]?.word ?? '') ||
      (options.skipSellers && words.sellers.includes(before)) ||
      placeStarts.has(token.start) ||
      // "Main Street", "Oak Ave": an address, not who.
      words.streets.includes(token.word) ||
      words.streets.includes(tokens[end - 1]?.word ?? '') ||
      words.streets.includes(tokens[end]?.word ?? '') ||
      // A role word in capitals ("la Ciudad") is that role, read below.
      (end - index === 1 && phraseAround(tokens, index, language) !== undefined) ||
      (end - index === 1 && !isTitle && isPlaceOrPeople(token, language));
    // A capital that opens the clause says nothing by itself ("Sorry I meant…", "Trabajo en…"):
    // a name there is the whole clause, several capitalised words, or one the tagger knows.
    const isOpeningCapital =
      index === 0 &&
      end - index === 1 &&
      tokens.length > 1 &&
      !isAcronym(token) &&
      !(language === 'en' && nlp(token.text).has('#ProperNoun'));
    // A determiner alone ("The", "El") is no name; "The Rusty Nail" is.
    const isLoneDeterminer = isDeterminer(token, language) && end - index === 1;
    if (isRuledOut) index = end - 1;
    else if (!isOpeningCapital && !isLoneDeterminer) {
      const name = checkedName(clause, tokens, index, end, language);
      if (name) return { name, isIntroduced: false };
    }
  }
  return undefined;
}

/** A name typed in capitals only ("CVS", "AMC"): a name even where it opens the sentence. */
const isAcronym = (token: Token) => /^\p{Lu}{2,5}$/u.test(token.text);

/** A word that can open a name: a capital, or a number run into letters ("3M", "7-Eleven"), not "45th". */
const startsName = (token: Token) =>
  /^\p{Lu}/u.test(token.text) || (/^\d+-?\p{L}/u.test(token.text) && !isMeasure(token.text));

/** "45th", "4am", "10x", "20mph", "5mg": a number with its unit is a time, an order or an amount, never a name. */
const isMeasure = (text: string) =>
  /^\d+(?:st|nd|rd|th|am|pm|x|mph|kph|ft|in|lbs?|kg|mg|ml|cc|k|yo|yrs?|s|hrs?|min)$/i.test(text);

/** One capitalised English word that names a place or a people ("Philippines", "Filipino"). */
const isPlaceOrPeople = (token: Token, language: Language) =>
  language === 'en' && nlp(token.text).has('(#Place|#Demonym)');

/** The noun phrase of a business named by what it is ("a small bakery", "la panadería"), if any. */
function businessAt(tokens: Token[], head: number, language: Language): NounPhrase | undefined {
  // "a nursing home", "the gas station": a business of two words ends on its head.
  const size = lexicon[language].names.businesses.reduce((longest, entry) => {
    const parts = entry.split(' ');
    const first = head - parts.length + 1;
    const fits =
      first >= 0 && parts.every((part, offset) => matchesEntry(tokens[first + offset]!.word, part));
    return fits ? Math.max(longest, parts.length) : longest;
  }, 0);
  if (size === 0) return undefined;
  const opening = head - size + 1;
  const back = [1, 2].find((distance) => isDeterminer(tokens[opening - distance], language));
  return { start: back === undefined ? opening : opening - back, head, end: head + 1, kind: 'parties' };
}

/** The role phrase a clause names (not ruled out), in the record's words. */
function roleInClause(
  clause: Clause,
  tokens: Token[],
  language: Language,
  options: NamedPartyOptions = {},
): string | undefined {
  const words = lexicon[language].names;
  for (let head = 0; head < tokens.length; head += 1) {
    const phrase = phraseAround(tokens, head, language) ?? businessAt(tokens, head, language);
    // A vehicle or an animal is not who: their driver or owner is read with the harm.
    if (!phrase || phrase.kind === 'vehicles' || phrase.kind === 'animals') continue;
    if (options.isOrganisation && phrase.kind === 'people') continue;
    if (
      tokens
        .slice(Math.max(0, phrase.start - 2), phrase.start)
        .some((token) => words.denials.includes(token.word))
    )
      return undefined;
    // "oak terrace apartments", "run by silver creek lofts": the name before a business's
    // word is part of it, never cut to its head noun (decision 0271).
    const named =
      phrase.kind === 'parties'
        ? { ...phrase, start: nameRunBefore(tokens, phrase.start, language) }
        : phrase;
    const text = textOf(clause, tokens, named);
    if (!checkPartyPhrase(text, language).isValid) {
      head = phrase.end - 1;
      continue;
    }
    // "the pharmacist at the corner drugstore": a clause that is all one noun phrase is kept whole.
    const whole = wholePhrase(clause, tokens, language);
    if (phrase.start === 0 && whole) return partyInEnglish(whole, language);
    return partyInEnglish(text, language);
  }
  return undefined;
}

/** How many words of a name may stand before a business's word ("pine hollow apartments"). */
const nameRunLength = 3;

/**
 * Where a business's name begins when no determiner opens it: back over the words right before
 * its word that name rather than link or act ("oak terrace apartments", "maple court
 * townhomes"), never over a verb, a preposition, a pronoun or another party word. English only:
 * a Spanish name follows its word ("apartamentos Brightwater").
 */
function nameRunBefore(tokens: Token[], start: number, language: Language): number {
  if (language !== 'en' || start === 0) return start;
  // "its a strip mall": a phrase opened by its determiner is whole already.
  const previous = tokens[start - 1]!;
  const determiners = lexicon[language].determiners;
  if (determiners.includes(tokens[start]!.word) || determiners.includes(previous.word)) return start;
  // The words are tagged in their place, before the business's word ("pine" names, "run" acts).
  const from = Math.max(0, start - nameRunLength);
  const words = tokens.slice(from, start + 1);
  const terms = (
    nlp(words.map((token) => token.text).join(' ')).json() as { terms: { tags: string[] }[] }[]
  ).flatMap((sentence) => sentence.terms);
  if (terms.length !== words.length) return start;
  const others = ['Verb', 'Preposition', 'Pronoun', 'Conjunction', 'Adverb', 'Determiner', 'Value'];
  let first = start;
  for (let index = start - 1; index >= from; index -= 1) {
    const token = tokens[index]!;
    const tags = new Set(terms[index - from]!.tags);
    if (!/^\p{L}+$/u.test(token.text) || token.isPossessive) break;
    if (lexicon[language].determiners.includes(token.word) || kindOf(token.word, language)) break;
    if (!(tags.has('Noun') || tags.has('Adjective')) || others.some((tag) => tags.has(tag))) break;
    first = index;
  }
  return first;
}

/** The clause as one noun phrase that opens with its determiner and passes the party check. */
function wholePhrase(clause: Clause, tokens: Token[], language: Language): string | undefined {
  const whole = clause.text.replace(/[\s,;:.!]+$/u, '');
  if (!isDeterminer(tokens[0], language) || tokens.length > 8) return undefined;
  const checked = checkPartyPhrase(whole, language);
  return checked.isValid && checked.value === whole ? whole : undefined;
}

/** The clauses cut at their commas too: an answer lists its parties with commas. */
export function piecesOf(clauses: Clause[]): Clause[] {
  return clauses.flatMap((clause) =>
    clause.text
      .split(/\s*[,;]\s*/)
      .filter((piece) => piece.trim().length > 0)
      .map((piece) => ({ text: piece, plain: normalize(piece) })),
  );
}

export function readNamedParty(
  clauses: Clause[],
  language: Language,
  options: NamedPartyOptions = {},
): NamedParty | undefined {
  const { denials } = lexicon[language].names;
  const stated = piecesOf(clauses)
    .map((clause) => ({ clause, tokens: tokensOf(clause.text) }))
    .filter(
      ({ clause, tokens }) =>
        tokens.length > 0 && !denials.includes(tokens[0]!.word) && !isNoStatement(clause.text, language),
    );
  for (const [position, { clause, tokens }] of stated.entries()) {
    const found = nameInClause(clause, tokens, language, options);
    if (found) {
      // "the walk-in clinic on Oak", "the Mercy clinic": the answer's own noun phrase, when it
      // is one and holds the name, says more than the name.
      const whole = found.isIntroduced ? undefined : wholePhrase(clause, tokens, language);
      const value = whole?.includes(found.name) ? whole : found.name;
      return { value: tidyPhrase(value, 200), quote: clause.text, isName: true };
    }
    // "my dentist, bright smile dental": a short name in lower case right after a role.
    const following = stated[position + 1];
    if (
      following &&
      following.tokens.length <= 4 &&
      roleInClause(clause, tokens, language, options) !== undefined &&
      following.tokens.every(
        (token, index) =>
          !phraseAround(following.tokens, index, language) &&
          !businessAt(following.tokens, index, language) &&
          !lexicon[language].pronouns.includes(token.word),
      ) &&
      !isDeterminer(following.tokens[0], language)
    ) {
      const text = following.clause.text.replace(/[\s.!]+$/u, '');
      const checked = checkPartyPhrase(text, language);
      if (checked.isValid && checked.value === text && !/\d/.test(text) && !tellsAct(text, language))
        return { value: tidyPhrase(text, 200), quote: `${clause.text}, ${text}`, isName: true };
    }
  }
  for (const { clause, tokens } of stated) {
    const role = roleInClause(clause, tokens, language, options);
    if (role) return { value: tidyPhrase(role, 200), quote: clause.text, isName: false };
  }
  return undefined;
}

/**
 * Words that tell what someone did or does rather than name anyone: "barriendo", "cocino
 * de noche", "sweeping the warehouse floor". English by the tagger; Spanish by its
 * gerund endings and the first-person work verbs of the lexicon.
 */
function tellsAct(text: string, language: Language): boolean {
  if (language === 'en') {
    // Its first word, tagged where a doing word would stand ("they were cutting …").
    const first = tokensOf(text)[0]?.word ?? '';
    const framed = nlp(`they were ${first}`).terms().json() as { terms: { tags: string[] }[] }[];
    const tags = new Set(framed[2]?.terms[0]?.tags ?? []);
    return tags.has('Verb') || tags.has('Gerund') || (/ing$/.test(first) && !tags.has('Noun'));
  }
  return tokensOf(text).some(
    (token) => /(?:ando|iendo|yendo)$/.test(token.word) || lexicon.es.names.workVerbs.includes(token.word),
  );
}

/** A clause that names nobody whatever it holds: "and the other guy", a question, a filler. */
function isNoStatement(text: string, language: Language): boolean {
  const checked = checkPartyPhrase(text, language);
  return (
    !checked.isValid &&
    (checked.fault === 'fragment' ||
      checked.fault === 'question' ||
      checked.fault === 'filler' ||
      checked.fault === 'unknown')
  );
}

/**
 * A Spanish role phrase in the record's words, English ("el otro chofer" → "the other driver",
 * "la dueña del perro" → "the owner of the dog"), as relationships are kept; a phrase with any
 * word the lexicon cannot say in English (a name, an unknown noun) stays as typed.
 */
export function partyInEnglish(phrase: string, language: Language): string {
  const table = lexicon[language].inEnglish;
  if (!table) return phrase;
  // An English word of the lexicon mixed in ("mi boss", "de the neighbor") is English already.
  const inEnglish = (word: string) =>
    table[word] ??
    (typedLexicon.en.determiners.includes(word) || kindOf(word, 'en') !== undefined ? word : undefined);
  return phrase.replace(/[^()]+/g, (part) => {
    const tokens = tokensOf(part);
    if (tokens.length === 0 || tokens.some((token) => inEnglish(token.word) === undefined)) return part;
    const english = tokens.map((token) => inEnglish(token.word)!).join(' ');
    return part.replace(/^(\s*).*?(\s*)$/s, `$1${english}$2`);
  });
}

/** A party kept in English, said back in Spanish where the lexicon knows its words. */
export function partyInLanguage(value: string, language: Language): string {
  const table = lexicon.es.inEnglish;
  if (language !== 'es' || !table) return value;
  const spanish = new Map<string, string>();
  for (const [word, english] of Object.entries(table)) if (!spanish.has(english)) spanish.set(english, word);
  return value.replace(/[^()]+/g, (part) => {
    const tokens = tokensOf(part);
    if (tokens.length === 0 || tokens.some((token) => !spanish.has(token.word))) return part;
    const said = tokens.map((token) => spanish.get(token.word)!);
    // Determiners and "otro" agree with the noun they open ("la tienda", "una clinica", "el
    // conductor del camion"): the next word that is not one of them, else the phrase's last.
    const agreed = said.map((word, index) => {
      const noun = said.slice(index + 1).find((next) => !(next in agreements)) ?? said.at(-1)!;
      const isFeminine = /(?:a|as|ad|ion)$/.test(noun) && !masculineDespiteEnding.has(noun);
      return agreeing(word, isFeminine, /s$/.test(noun));
    });
    const joined = agreed
      .join(' ')
      .replace(/\bde el\b/g, 'del')
      .replace(/\ba el\b/g, 'al');
    return part.replace(/^(\s*).*?(\s*)$/s, `$1${joined}$2`);
  });
}

/** Nouns whose ending reads feminine but are not ("el camion", "el dia"). */
const masculineDespiteEnding = new Set(['camion', 'avion', 'dia', 'mapa', 'sofa', 'policia', 'guardia']);

const agreements: Record<string, [string, string, string, string]> = {
  el: ['el', 'la', 'los', 'las'],
  un: ['un', 'una', 'unos', 'unas'],
  otro: ['otro', 'otra', 'otros', 'otras'],
};

function agreeing(word: string, isFeminine: boolean, isPlural: boolean): string {
  const forms = agreements[word];
  if (!forms) return word;
  return forms[(isPlural ? 2 : 0) + (isFeminine ? 1 : 0)]!;
}

/*
 * Who owns the place, told in the story of a fall (decision 0113): a name set beside an owner's
 * role or a business, after a copula or an introducer ("the owner is …", "the bar is the …",
 * "it's called …", "el casero es una compañía, …"), or after the role alone in its own piece
 * ("my landlord, Mr. …"); else the owner's role with its determiner ("the landlord", "the host",
 * "el casero"), kept in English. A town, a state or a day is no name; a role ruled out is none.
 */
export function readOwner(clauses: Clause[], language: Language): NamedParty | undefined {
  const pieces = piecesOf(clauses).map((piece) => ({ piece, tokens: tokensOf(piece.text) }));
  const { ownerRoles, ownerWords, businesses, introducers, copulas, denials } = lexicon[language].names;
  const ownerAt = (tokens: Token[], index: number) =>
    Math.max(phraseAt(tokens, index, ownerRoles), phraseAt(tokens, index, ownerWords));
  const holderAt = (tokens: Token[], index: number) =>
    Math.max(ownerAt(tokens, index), phraseAt(tokens, index, businesses));
  const nameOpening = (position: number) => {
    const next = pieces[position + 1];
    if (!next || next.tokens.length === 0 || next.tokens.length > maxNameTokens) return undefined;
    const name = ownerNameAt(next.piece, next.tokens, 0, language);
    // "Pinos Verdes Inc": a company's suffix may follow the name.
    const isWhole = next.tokens.slice(name?.end ?? 0).every((token) => isNotName(token, language));
    return name !== undefined && isWhole ? name.text : undefined;
  };
  for (const [position, { piece, tokens }] of pieces.entries()) {
    for (let index = 0; index < tokens.length; index += 1) {
      if (denials.includes(tokens[index - 1]?.word ?? '')) continue;
      const introducer = phraseAt(tokens, index, introducers);
      const role = introducer > 0 ? 0 : holderAt(tokens, index);
      if (introducer === 0 && role === 0) continue;
      let at = index + introducer + role;
      // "my landlord, Mr. …": an owner's role ends its piece and the next piece is a name (a
      // business before a comma is followed by its town: "… apartments, Springfield").
      if (at === tokens.length && role > 0 && ownerAt(tokens, index) === role) {
        const name = nameOpening(position);
        if (name) return { value: tidyPhrase(name, 200), quote: `${piece.text}, ${name}`, isName: true };
        continue;
      }
      if (role > 0) {
        const copula = phraseAt(tokens, at, copulas);
        if (copula === 0) continue;
        at += copula;
      }
      const name = ownerNameAt(piece, tokens, at, language);
      if (name) return { value: tidyPhrase(name.text, 200), quote: piece.text, isName: true };
      // "el casero es una compañía, Pinos Verdes Properties": what it is, then its name.
      const rest = isDeterminer(tokens[at], language) ? at + 1 : at;
      const isWhat =
        rest < tokens.length &&
        (holderAt(tokens, rest) === tokens.length - rest ||
          (rest === tokens.length - 1 && companyHeads.has(tokens[rest]!.word)));
      if (isWhat) {
        const apposed = nameOpening(position);
        if (apposed)
          return { value: tidyPhrase(apposed, 200), quote: `${piece.text}, ${apposed}`, isName: true };
      }
    }
  }
  for (const { piece, tokens } of pieces) {
    for (let index = 0; index < tokens.length; index += 1) {
      const size = phraseAt(tokens, index, ownerRoles);
      if (size === 0) continue;
      const start = isDeterminer(tokens[index - 1], language) ? index - 1 : index;
      if (denials.includes(tokens[start - 1]?.word ?? '')) continue;
      const text = piece.text.slice(tokens[start]!.start, tokens[index + size - 1]!.end);
      const checked = checkPartyPhrase(text, language);
      if (checked.isValid && checked.value === text)
        return { value: tidyPhrase(partyInEnglish(text, language), 200), quote: piece.text, isName: false };
      index += size - 1;
    }
  }
  return undefined;
}

/**
 * Whose place it was, told with an owning verb: "the rink is owned by the city", "park is run by
 * the county", "the city owns that lot", "el parque es propiedad de la ciudad". The owner is a
 * party word's noun phrase ("the city", "a management company") or a name in capitals ("owned by
 * Greystar"); a place ("owned by a family in Ohio"), a pronoun or the visitor's own is none.
 */
export function readOwnedBy(clauses: Clause[], language: Language): NamedParty | undefined {
  const { ownedBy, ownVerbs } = lexicon[language].names;
  for (const clause of clauses) {
    const tokens = tokensOf(clause.text);
    for (let index = 0; index < tokens.length; index += 1) {
      const passive = phraseAt(tokens, index, ownedBy);
      const active = passive > 0 ? 0 : phraseAt(tokens, index, ownVerbs);
      if (passive === 0 && active === 0) continue;
      if (negations[language].has(tokens[index - 1]?.word ?? '')) continue;
      const found =
        passive > 0
          ? ownerAfter(clause, tokens, index + passive, language)
          : ownerBefore(clause, tokens, index, language);
      if (found)
        return {
          value: tidyPhrase(partyInEnglish(found, language), 200),
          quote: clause.text,
          isName: /^\p{Lu}/u.test(found),
        };
    }
  }
  return undefined;
}

function ownerAfter(clause: Clause, tokens: Token[], at: number, language: Language): string | undefined {
  const token = tokens[at];
  if (!token || ownDeterminers[language].has(token.word) || firstPerson[language].has(token.word))
    return undefined;
  const name = ownerNameAt(clause, tokens, at, language);
  if (name) return name.text;
  if (!lexicon[language].determiners.includes(token.word)) return undefined;
  for (let head = at + 1; head <= at + 3 && head < tokens.length; head += 1) {
    const phrase = phraseAround(tokens, head, language);
    if (phrase?.kind === 'parties' && phrase.start === at)
      return checkedOwner(textOf(clause, tokens, phrase), language);
  }
  return undefined;
}

function ownerBefore(clause: Clause, tokens: Token[], verb: number, language: Language): string | undefined {
  for (let head = Math.max(0, verb - 3); head < verb; head += 1) {
    const phrase = phraseAround(tokens, head, language);
    if (!phrase || phrase.kind !== 'parties' || phrase.end !== verb) continue;
    if (ownDeterminers[language].has(tokens[phrase.start]!.word)) return undefined;
    if (!lexicon[language].determiners.includes(tokens[phrase.start]!.word)) return undefined;
    return checkedOwner(textOf(clause, tokens, phrase), language);
  }
  return undefined;
}

function checkedOwner(text: string, language: Language): string | undefined {
  const checked = checkPartyPhrase(text, language);
  return checked.isValid && checked.value === text ? text : undefined;
}

/** A name typed in capitals from `at` (after one determiner, "the Rusty Spur"), with where it ends. */
function ownerNameAt(
  piece: Clause,
  tokens: Token[],
  at: number,
  language: Language,
): { text: string; end: number } | undefined {
  const first = isDeterminer(tokens[at], language) && tokens[at + 1] ? at + 1 : at;
  const token = tokens[first];
  if (!token || !startsName(token) || isNotName(token, language) || isDeterminer(token, language))
    return undefined;
  const end = capitalRun(tokens, first, language);
  const bare = piece.text.slice(token.start, tokens[end - 1]!.end);
  if (isTown(bare) || findStates(bare).length > 0) return undefined;
  if (findPlaceMentions(bare, { isAnswer: true }).some((mention) => mention.start === 0)) return undefined;
  if (end - first === 1 && isPlaceOrPeople(token, language)) return undefined;
  const text = piece.text.slice(tokens[at]!.start, tokens[end - 1]!.end);
  const checked = checkPartyPhrase(text, language);
  return checked.isValid && checked.value === text ? { text, end } : undefined;
}

/*
 * Where it happened, as a party: in a first message about a fall or about care, the business or
 * the facility the visitor was at ("at the Home Depot", "at Northside Hospital", "en el Walmart",
 * "la farmacia de Walgreens", "at a med spa") is whose place it was. Read after a word that puts
 * a place ('venueLeads'), as a name in capitals that is no town or state, or a business noun with
 * the capitalised name before it. A town ("in Tampa"), a home or a street is no venue.
 */

export interface Venue {
  value: string;
  quote: string;
  isName: boolean;
}

const chainsSchema = z.object({
  $comment: z.string(),
  names: z.array(z.string().min(1)).min(1),
  withCapitalOnly: z.array(z.string().min(1)),
});
const chainLists = chainsSchema.parse(chainsFile);
const chains = [
  ...chainLists.names.map((name) => ({ name, words: tokensOf(name), needsCapital: false })),
  ...chainLists.withCapitalOnly.map((name) => ({ name, words: tokensOf(name), needsCapital: true })),
].sort((a, b) => b.words.length - a.words.length);

/**
 * A large chain named at `index` ("the kroger", "Home Depot", "lowes"), as the lexicon writes it.
 * `anyCase`: the names kept for their capital count in lower case too.
 */
function chainAt(
  tokens: Token[],
  index: number,
  anyCase = false,
): { name: string; size: number } | undefined {
  const found = chains.find(
    (chain) =>
      (anyCase || !chain.needsCapital || /^\p{Lu}/u.test(tokens[index]?.text ?? '')) &&
      chain.words.every((word, offset) => {
        const token = tokens[index + offset];
        return (
          token !== undefined &&
          (word.isPossessive
            ? (token.word === word.word && token.isPossessive) || token.word === `${word.word}s`
            : token.word === word.word)
        );
      }),
  );
  return found ? { name: found.name, size: found.words.length } : undefined;
}

/** Words before a chain's name that put the visitor in it ("at", "into", "in front of", "en el"). */
const chainLeads = new Set([
  'at',
  'inside',
  'outside',
  'into',
  'in',
  'of',
  'entering',
  'leaving',
  'en',
  'del',
  'al',
  'de',
]);

/**
 * A chain the clause puts the visitor in ("slipped at the kroger", "walking into target", "me
 * caí en el HEB"), or a clause that opens with one ("walgreens in baltimore", "Kroger."). A
 * chain they work at is their employer, not whose place it was.
 */
function chainInClause(tokens: Token[], language: Language): string | undefined {
  for (let index = 0; index < tokens.length; index += 1) {
    const chain = chainAt(tokens, index);
    if (!chain) continue;
    let lead = index - 1;
    while (lead >= 0 && isDeterminer(tokens[lead], language)) lead -= 1;
    const isOpening = lead < 0;
    const isLed = lead >= 0 && chainLeads.has(tokens[lead]!.word);
    const isWork = lead >= 1 && lexicon[language].names.placeWorkVerbs.includes(tokens[lead - 1]!.word);
    if ((isOpening || isLed) && !isWork) return chain.name;
    index += chain.size - 1;
  }
  return undefined;
}

/** The business or facility a clause puts the visitor at, if any. */
function venueInClause(clause: Clause, language: Language, withChains: boolean): Venue | undefined {
  const tokens = tokensOf(clause.text);
  const chain = withChains ? chainInClause(tokens, language) : undefined;
  if (chain) return { value: chain, quote: clause.text, isName: true };
  const { venueLeads } = lexicon[language].names;
  const placeStarts = new Set([
    ...findPlaceMentions(clause.text, { isAnswer: false }).map((mention) => mention.start),
    ...findStates(clause.text).map((mention) => mention.start),
  ]);
  for (let index = 0; index < tokens.length; index += 1) {
    if (!venueLeads.includes(tokens[index]!.word)) continue;
    let start = index + 1;
    while (isDeterminer(tokens[start], language) && start <= index + 2) start += 1;
    const first = tokens[start];
    if (!first || isNotName(first, language) || placeStarts.has(first.start)) continue;
    if (placeStarts.has(tokens[index + 1]!.start)) continue;
    let nameEnd = startsName(first) ? capitalRun(tokens, start, language) : start;
    // "en el Fiesta Mart, Texas": a comma ends a name ("St. Agnes" is one).
    for (let next = start; next < nameEnd - 1; next += 1)
      if (/[,;:]/.test(clause.text.slice(tokens[next]!.end, tokens[next + 1]!.start))) nameEnd = next + 1;
    // "Northside Hospital", "Cedar Grove nursing home", "a med spa": a business noun ends it.
    let end = nameEnd;
    for (let next = nameEnd; next < Math.min(tokens.length, nameEnd + 3); next += 1) {
      const business = businessAt(tokens, next, language);
      const twoWords = `${tokens[next]!.word} ${tokens[next + 1]?.word ?? ''}`;
      if (lexicon[language].names.businesses.includes(twoWords)) {
        end = next + 2;
        break;
      }
      if (business) {
        end = next + 1;
        break;
      }
      if (nameEnd === start && next > start) break;
    }
    if (end === start) continue;
    // "el supermercado C-Town", "the clinic Brightsmile": a name in capitals right after the
    // business noun is its name.
    const after = tokens[end];
    if (nameEnd === start && after && startsName(after) && !isNotName(after, language)) {
      const runEnd = capitalRun(tokens, end, language);
      const name = clause.text.slice(after.start, tokens[runEnd - 1]!.end);
      const isPlace =
        placeStarts.has(after.start) ||
        isTown(name) ||
        (runEnd - end === 1 && isPlaceOrPeople(after, language));
      const checked = checkPartyPhrase(name, language);
      if (!isPlace && checked.isValid && checked.value === name)
        return { value: name, quote: clause.text, isName: true };
    }
    const isName = nameEnd > start;
    // A name alone must not be a town, a person's own home or a single word the tagger calls a place.
    const isOneWordName = isName && end === nameEnd && nameEnd - start === 1;
    if (isName && end === nameEnd && isTown(clause.text.slice(first.start, tokens[nameEnd - 1]!.end)))
      continue;
    if (isOneWordName && isPlaceOrPeople(first, language)) continue;
    // Spanish "en" puts anything anywhere ("en el Bronx"): one word alone is a business only when
    // the tagger knows it as one ("en el Walmart").
    if (isOneWordName && language === 'es' && !nlp(first.text).has('#Organization')) continue;
    const typedStart = isName ? start : Math.max(index + 1, start - 1);
    const text = clause.text.slice(tokens[typedStart]!.start, tokens[end - 1]!.end);
    const checked = checkPartyPhrase(text, language);
    if (!checked.isValid || checked.value !== text) continue;
    return { value: isName ? text : partyInEnglish(text, language), quote: clause.text, isName };
  }
  return undefined;
}

/** A name that is a town of some size or a nickname for one ("at Houston", "Vegas"), not a business. */
export function isTown(name: string): boolean {
  const place = lookUpPlace(placeKey(name));
  return (
    place !== undefined &&
    !place.isEverydayWord &&
    (place.isNickname || (place.states[0]?.population ?? 0) >= 50_000)
  );
}

/**
 * The first venue the message puts the visitor at, a named one before a role ("a clinic").
 * `withChains`: a large chain counts in lower case too (the place of a fall, not of care).
 */
export function readVenue(
  clauses: Clause[],
  language: Language,
  options: { withChains?: boolean } = {},
): Venue | undefined {
  const venues = clauses.flatMap(
    (clause) => venueInClause(clause, language, options.withChains === true) ?? [],
  );
  return venues.find((venue) => venue.isName) ?? venues[0];
}

/*
 * Who made a product, told beside the product rather than asked for (decision 0102): a name
 * next to the word for a brand ("Mainstays brand", "marca Presto"), a name typed in capitals
 * right before the product's word ("a Ninja blender", "the Goodyear tire"; after it in Spanish,
 * "una licuadora Oster"), or the make after a model year ("our 2017 Kia"). A name in lower case
 * counts before "brand" only where it opens its piece ("werner brand"), and before a product
 * only when the tagger knows it as a company ("samsung phone"). A town, a people or a day is
 * no brand, and every value passes the party check unchanged.
 */

/** Nothing but spaces between two tokens: a comma or a stop ends a name. */
const isJoined = (clause: Clause, tokens: Token[], index: number) =>
  tokens[index + 1] !== undefined &&
  /^\s+$/.test(clause.text.slice(tokens[index]!.end, tokens[index + 1]!.start));

const opensPiece = (clause: Clause, tokens: Token[], index: number) =>
  index === 0 || !isJoined(clause, tokens, index - 1);

const isKnownCompany = (token: Token) => nlp(token.text).has('#Organization');

/** A brand's typed words from `start` to `end`, if they can be one. */
function brandName(
  clause: Clause,
  tokens: Token[],
  start: number,
  end: number,
  language: Language,
): string | undefined {
  if (start < 0 || end <= start || end - start > 3) return undefined;
  const words = tokens.slice(start, end);
  const { notBrands, streets } = lexicon[language].names;
  if (
    words.some(
      (token) =>
        isNotName(token, language) ||
        isDeterminer(token, language) ||
        notBrands.includes(token.word) ||
        streets.includes(token.word) ||
        lexicon[language].pronouns.includes(token.word),
    )
  )
    return undefined;
  for (let index = start; index < end - 1; index += 1) if (!isJoined(clause, tokens, index)) return undefined;
  const text = clause.text.slice(tokens[start]!.start, tokens[end - 1]!.end);
  // A company the tagger knows is a maker even where a town has its name ("Goodyear").
  const isKnown = language === 'en' && nlp(text).has('#Organization');
  if (!isKnown && (isTown(text) || findStates(text).length > 0)) return undefined;
  if (!isKnown && words.length === 1 && isPlaceOrPeople(words[0]!, language)) return undefined;
  const checked = checkPartyPhrase(text, language);
  return checked.isValid && checked.value === text ? text : undefined;
}

/** The capitalised run that ends right before `end` (at most three words, no comma inside), as a start index. */
function capitalsBefore(clause: Clause, tokens: Token[], end: number): number {
  let start = end;
  while (
    start > 0 &&
    end - start < 3 &&
    hasCapital(tokens[start - 1]!) &&
    !/^\d+$/.test(tokens[start - 1]!.text) &&
    (start === end || isJoined(clause, tokens, start - 1))
  )
    start -= 1;
  return start;
}

/** How many words may say which kind of product between its maker and its word ("carbon road"). */
const maxKindWords = 3;
/** Tags a word that says which kind of product may carry ("carbon", "10", "inch", "folding"). */
const kindWordTags = '(#Noun|#Adjective|#Value)';
const notKindWordTags = '(#Verb|#Preposition|#Conjunction|#Pronoun|#Determiner|#Adverb)';

/**
 * "a Velotek carbon road bike", "my Craftline 10 inch table saw" (decision 0310): the name in
 * capitals after a determiner or an owner's word, then up to three lower-case words that say
 * which kind, then the product's word. Spanish names it after the product and its "de" phrase
 * ("la parrilla de gas BrasaMax"). Without the determiner a capital opens a sentence or names
 * a place ("in Denver riding my road bike"), so no name is read.
 */
function brandBeforeKindWords(
  clause: Clause,
  tokens: Token[],
  product: number,
  productLength: number,
  language: Language,
): string | undefined {
  if (language === 'es') {
    const after = product + productLength;
    const name = after + 2;
    if (
      tokens[after]?.word !== 'de' ||
      !tokens[name] ||
      hasCapital(tokens[after + 1]!) ||
      isDeterminer(tokens[after + 1], language) ||
      !startsName(tokens[name]!) ||
      ![after - 1, after, after + 1].every((index) => isJoined(clause, tokens, index))
    )
      return undefined;
    return brandName(clause, tokens, name, capitalRun(tokens, name, language), language);
  }
  let end = product;
  while (end > 0 && product - end < maxKindWords && isJoined(clause, tokens, end - 1)) {
    const word = tokens[end - 1]!;
    if (hasCapital(word) && !/^\d/.test(word.text)) break;
    if (isDeterminer(word, language) || lexicon[language].pronouns.includes(word.word)) return undefined;
    end -= 1;
  }
  if (end === product || end === 0 || !isJoined(clause, tokens, end - 1)) return undefined;
  const start = capitalsBefore(clause, tokens, end);
  const before = tokens[start - 1];
  if (start === end || !before || !(isDeterminer(before, language) || before.isPossessive)) return undefined;
  if (!isJoined(clause, tokens, start - 1)) return undefined;
  // The kind's words read as what they are beside their product, not alone ("saw" is a noun here).
  const kind = nlp(clause.text.slice(tokens[end]!.start, tokens[product + productLength - 1]!.end));
  const terms = kind.terms();
  for (let at = 0; at < product - end; at += 1) {
    const term = terms.eq(at);
    if (!term.has(kindWordTags) || term.has(notKindWordTags)) return undefined;
  }
  return brandName(clause, tokens, start, end, language);
}

function brandInClause(
  clause: Clause,
  language: Language,
  productWords: string[],
  isAnswer = false,
): string | undefined {
  const tokens = tokensOf(clause.text);
  const { brandMarkers } = lexicon[language].names;
  for (let index = 0; index < tokens.length; index += 1) {
    const marker = phraseAt(tokens, index, brandMarkers);
    if (marker > 0) {
      // "marca Presto", "brand Homall": the name typed after the word.
      const after = index + marker;
      if (
        tokens[after] &&
        isJoined(clause, tokens, after - 1) &&
        (startsName(tokens[after]!) || isKnownCompany(tokens[after]!))
      ) {
        const end = startsName(tokens[after]!) ? capitalRun(tokens, after, language) : after + 1;
        const name = brandName(clause, tokens, after, Math.min(end, after + 3), language);
        if (name) return name;
      }
      // "Mainstays brand", "werner brand": the name right before it, in lower case only as the
      // whole of its piece's opening ("ladder collapsed, werner brand").
      if (index > 0 && isJoined(clause, tokens, index - 1)) {
        const capitals = capitalsBefore(clause, tokens, index);
        const start = capitals < index ? capitals : index - 1;
        const name =
          capitals < index || opensPiece(clause, tokens, start)
            ? brandName(clause, tokens, start, index, language)
            : undefined;
        if (name) return name;
      }
    }
    const product = phraseAt(tokens, index, productWords);
    if (product > 0) {
      // "a Ninja blender", "samsung phone": the name right before the product's word.
      if (index > 0 && isJoined(clause, tokens, index - 1) && !phraseAt(tokens, index - 1, productWords)) {
        // "The Goodyear tire": a capitalised determiner opens the phrase, not the name.
        const run = capitalsBefore(clause, tokens, index);
        const capitals = run < index - 1 && isDeterminer(tokens[run], language) ? run + 1 : run;
        // Asked which product, the answer opens with it: "Cosori air fryer" names its maker.
        const isOpening =
          !isAnswer && capitals === 0 && !isAcronym(tokens[0]!) && !nlp(tokens[0]!.text).has('#ProperNoun');
        const name =
          capitals < index && !isOpening
            ? brandName(clause, tokens, capitals, index, language)
            : isKnownCompany(tokens[index - 1]!)
              ? brandName(clause, tokens, index - 1, index, language)
              : undefined;
        if (name) return name;
      }
      const kindNamed = brandBeforeKindWords(clause, tokens, index, product, language);
      if (kindNamed) return kindNamed;
      // "the blender was a Vitamix", "la licuadora es una Oster": the product is a make.
      const after = index + product;
      const copula = phraseAt(tokens, after, lexicon[language].names.copulas);
      const make = after + copula;
      if (
        copula > 0 &&
        indefinites[language].has(tokens[make]?.word ?? '') &&
        tokens[make + 1] &&
        startsName(tokens[make + 1]!)
      ) {
        const name = brandName(clause, tokens, make + 1, capitalRun(tokens, make + 1, language), language);
        if (name) return name;
      }
      // "una licuadora Oster", "mi celular Samsung": Spanish names it after.
      if (
        language === 'es' &&
        tokens[after] &&
        isJoined(clause, tokens, after - 1) &&
        startsName(tokens[after]!)
      ) {
        const name = brandName(clause, tokens, after, capitalRun(tokens, after, language), language);
        if (name) return name;
      }
      index += product - 1;
      continue;
    }
    // "our 2017 Kia", "mi 2015 Toyota": the make after a model year.
    if (
      /^(?:19|20)\d\d$/.test(tokens[index]!.text) &&
      isDeterminer(tokens[index - 1], language) &&
      tokens[index + 1] &&
      isJoined(clause, tokens, index) &&
      /^\p{Lu}\p{Ll}/u.test(tokens[index + 1]!.text)
    ) {
      const name = brandName(clause, tokens, index + 1, index + 2, language);
      if (name) return name;
    }
  }
  return undefined;
}

/**
 * The maker a message names beside its product, or undefined; `productWords` are the product
 * lexicon's words. `isAnswer`: the message answers "what product was it?", so it opens with the
 * product ("Cosori air fryer") and may name its maker on its own ("Heater. Panasonic.", "a Presto").
 */
export function readBrand(
  clauses: Clause[],
  language: Language,
  productWords: string[],
  isAnswer = false,
): NamedParty | undefined {
  for (const clause of clauses) {
    const name = brandInClause(clause, language, productWords, isAnswer);
    if (name) return { value: tidyPhrase(name, 200), quote: clause.text, isName: true };
  }
  if (!isAnswer) return undefined;
  for (const piece of piecesOf(clauses)) {
    const name = loneBrand(piece, language, productWords);
    if (name) return { value: tidyPhrase(name, 200), quote: piece.text, isName: true };
  }
  return undefined;
}

const indefinites: Record<Language, Set<string>> = {
  en: new Set(['a', 'an']),
  es: new Set(['un', 'una']),
};
const brandHedges: Record<Language, string[]> = {
  en: ['i think', 'i believe', 'maybe', 'probably', 'i guess'],
  es: ['creo', 'creo que', 'tal vez', 'quizas', 'a lo mejor'],
};

/**
 * A piece of an answer about the product that is only a maker's name ("Panasonic", "a Vornado",
 * "un Conair", "I think a Presto"): a name after "a"/"un" (a make, as in "a Ford"), one the tagger
 * knows as a name or a company, or one in capitals only. A capitalised word alone says nothing
 * by itself ("Garage.", "Melted."). A product word, a town or a people is no maker.
 */
function loneBrand(piece: Clause, language: Language, productWords: string[]): string | undefined {
  const tokens = tokensOf(piece.text);
  // "Not Vitamix, the other blender": a maker ruled out is none.
  if (tokens.length === 0 || lexicon[language].names.denials.includes(tokens[0]!.word)) return undefined;
  let start = 0;
  for (const hedge of brandHedges[language]) {
    const size = phraseAt(tokens, 0, [hedge]);
    if (size > 0) start = Math.max(start, size);
  }
  const isMake = indefinites[language].has(tokens[start]?.word ?? '');
  if (isMake) start += 1;
  let end = tokens.length;
  for (const hedge of brandHedges[language]) {
    const size = hedge.split(' ').length;
    if (end - size > start && phraseAt(tokens, end - size, [hedge]) === size) end -= size;
  }
  if (end <= start || end - start > 3 || !startsName(tokens[start]!)) return undefined;
  if (capitalRun(tokens, start, language) < end) return undefined;
  if (tokens.slice(start, end).some((_, index) => phraseAt(tokens, start + index, productWords) > 0))
    return undefined;
  const text = piece.text.slice(tokens[start]!.start, tokens[end - 1]!.end);
  const tagged = nlp(text);
  const isKnownName = language === 'en' && tagged.has('(#ProperNoun|#Organization)');
  if (!(isMake || isKnownName || isAcronym(tokens[start]!))) return undefined;
  // A company the tagger knows is a maker even where a town has its name ("Goodyear").
  if (language === 'en' && tagged.has('#Organization')) {
    const checked = checkPartyPhrase(text, language);
    return checked.isValid && checked.value === text ? text : undefined;
  }
  return brandName(piece, tokens, start, end, language);
}

/*
 * Who gave the care, in a first message about care that names no one by name (decision 0102):
 * the first one who gives care ("the dentist", "Pharmacist", "la enfermera", "an urgent care"),
 * as its noun phrase. A second opinion ("another doctor", "otro médico") and what someone is
 * ("I'm a nurse", "mi mamá es enfermera") are not who gave it.
 */
const secondOpinions: Record<Language, Set<string>> = {
  en: new Set(['another', 'second', 'different', 'other', 'new', 'next', 'later']),
  es: new Set(['otro', 'otra', 'segundo', 'segunda', 'nuevo', 'nueva', 'diferente']),
};
const copulaBefore: Record<Language, Set<string>> = {
  en: new Set(['am', 'im', 'is', 'was', 'as', 'were', 'are']),
  es: new Set(['soy', 'es', 'era', 'como', 'fui']),
};

export function readCareGiver(clauses: Clause[], language: Language): NamedParty | undefined {
  const { careGivers } = lexicon[language];
  for (const clause of clauses) {
    const tokens = tokensOf(clause.text);
    for (let index = 0; index < tokens.length; index += 1) {
      const size = phraseAt(tokens, index, careGivers);
      if (size === 0) continue;
      const phrase = phraseAround(tokens, index + size - 1, language) ?? {
        start: index,
        end: index + size,
      };
      // Its own determiner only ("la enfermera"), never one further back ("mi papá al hospital").
      const start = isDeterminer(tokens[index - 1], language) ? index - 1 : index;
      const before = tokens.slice(Math.max(0, start - 2), index).map((token) => token.word);
      if (
        before.some((word) => secondOpinions[language].has(word)) ||
        copulaBefore[language].has(tokens[start - 1]?.word ?? '') ||
        (tokens[start - 1] &&
          isDeterminer(tokens[start], language) &&
          copulaBefore[language].has(tokens[start - 2]?.word ?? ''))
      ) {
        index += size - 1;
        continue;
      }
      // "the pharmacist at Walgreens": the phrase runs on over a short "at …"/"de …".
      const end = Math.max(phrase.end, index + size);
      const text = clause.text.slice(tokens[start]!.start, tokens[end - 1]!.end);
      const checked = checkPartyPhrase(text, language);
      if (!checked.isValid || checked.value !== text) {
        index += size - 1;
        continue;
      }
      return { value: tidyPhrase(partyInEnglish(text, language), 200), quote: clause.text, isName: false };
    }
  }
  return undefined;
}

/*
 * Who someone works for, told in passing (decision 0102): a name after a word that leads an
 * employer ('workLinks'), when what comes before says a job: a work verb ("I drive for FedEx",
 * "trabajo para Cárdenas Electric"), a job after a copula ("I'm a flight attendant for
 * Southwest", "he's a lineman with Altus"), or a job word that opens the clause ("Bus mechanic for
 * the City of Toledo"). Without a name, a workplace by what it is after "at"/"en" ("working at a
 * car wash", "en un hotel"). A town or a state is where, not who.
 */
const copulaWords: Record<Language, Set<string>> = {
  en: new Set(['am', 'im', 'is', 'was', 'are', 'were', 'hes', 'shes']),
  es: new Set(['soy', 'es', 'era', 'fue']),
};

function saysJobBefore(clause: Clause, tokens: Token[], link: number, language: Language): boolean {
  const { workVerbs, placeWorkVerbs, jobEndings, notJobs, jobLeads, workLinks } = lexicon[language].names;
  // "I work at …" but "I drive for …": only a verb of working takes a place ("driving at night").
  const isPlaceLink = language === 'en' ? tokens[link]!.word === 'at' : tokens[link]!.word === 'en';
  const isWorkVerb = (token: Token | undefined) =>
    token !== undefined && (isPlaceLink ? placeWorkVerbs : workVerbs).includes(token.word);
  // "I drive for …", "I drive a forklift for …".
  // "at work lifting boxes at …": "work" after a preposition is the place, not the verb.
  const nouns = new Set(['at', 'from', 'to', 'for', 'after', 'before', 'en', 'del', 'al', 'de', 'the', 'el']);
  for (let back = link - 1; back >= Math.max(0, link - 3); back -= 1) {
    if (!isJoined(clause, tokens, back)) break;
    if (isWorkVerb(tokens[back]) && !nouns.has(tokens[back - 1]?.word ?? '')) return true;
  }
  // "I work as a flight attendant for …", "I drive a tow truck for …" (decision 0309): the verb
  // further back (up to five words between), when they open as a job or a thing driven does ("as",
  // "a"); only before "for"/"with", since "working a catering event at the hotel" tells where, not whom.
  for (let back = link - 4; back >= (isPlaceLink ? link : Math.max(0, link - 6)); back -= 1) {
    const between = tokens.slice(back + 1, link);
    if (
      isWorkVerb(tokens[back]) &&
      !nouns.has(tokens[back - 1]?.word ?? '') &&
      jobLeads.includes(between[0]!.word) &&
      between.every((token) => !workLinks.includes(token.word)) &&
      tokens.slice(back, link).every((_, offset) => isJoined(clause, tokens, back + offset))
    )
      return true;
  }
  const isJob = (token: Token | undefined) =>
    token !== undefined &&
    jobEndings.some((ending) => token.word.endsWith(ending) && token.word.length > ending.length + 2);
  // "I'm a flight attendant for …", "soy chofer para …": what someone is, a job; "the car is
  // sitting at …", "he was born at …" say no job.
  for (let back = link - 1; back >= Math.max(0, link - 5); back -= 1) {
    const token = tokens[back]!;
    if (!isJoined(clause, tokens, back)) return false;
    const isCopula =
      copulaWords[language].has(token.word) || (/^(?:he|she)['’]s$/i.test(token.text) && language === 'en');
    if (!isCopula) continue;
    if (back >= link - 1) return false;
    // "a guest at the hotel", "un paciente en …": someone at a place, not working there.
    if (tokens.slice(back + 1, link).some((word) => notJobs.includes(word.word))) return false;
    // "I'm a flagger for …", and without its article "I am driver for …", "he is truck
    // driver for …": a job word the tagger knows as a noun ("later" is none).
    const next = tokens[back + 1]!;
    const isBareJob = (token: Token | undefined) =>
      isJob(token) && nlp(token!.text).has('#Noun') && !nlp(token!.text).has('#Adverb');
    if (language === 'en')
      return /^an?$/.test(next.word) || isBareJob(next) || (isBareJob(tokens[back + 2]) && back + 2 < link);
    return isJob(next);
  }
  // "CDL driver for Werner", "Bus mechanic for …": a job word opens the clause, with no
  // determiner ("the lifeguard at …" is someone else).
  return (
    link <= 3 &&
    language === 'en' &&
    tokens[link]!.word !== 'at' &&
    isJob(tokens[link - 1]) &&
    !isDeterminer(tokens[0], language) &&
    tokens.slice(0, link - 1).every((_, index) => isJoined(clause, tokens, index))
  );
}

/**
 * "I am a UPS driver", "I'm an Amazon picker", "soy repartidor de Amazon" (decision 0308): what
 * the visitor is, told as the company's name and a job word. English puts the name (in capitals,
 * or a company the tagger knows) between the article and the job; Spanish puts it after the job
 * and "de" (the lexicon's `jobNameLinks`). A department, licence or shift before the job ("an ER
 * nurse", "a CDL driver": `notEmployers`), a town, a state or a people ("a Texas trucker") is none.
 */
const firstPersonCopulas: Record<Language, Set<string>> = { en: new Set(['am', 'im']), es: new Set(['soy']) };

function employerBeforeJob(clause: Clause, tokens: Token[], language: Language): string | undefined {
  const { jobEndings, notJobs, notEmployers, jobNameLinks } = lexicon[language].names;
  const isJob = (token: Token | undefined) =>
    token !== undefined &&
    !notJobs.includes(token.word) &&
    jobEndings.some((ending) => token.word.endsWith(ending) && token.word.length > ending.length + 2);
  // A name opens with a capital letter here: "a 58-year-old machinist" is an age, not a company.
  const isNameStart = (token: Token | undefined) =>
    token !== undefined &&
    ((startsName(token) && /^\p{Lu}/u.test(token.text)) || (language === 'en' && isKnownCompany(token))) &&
    !isDeterminer(token, language) &&
    !isNotName(token, language) &&
    !notEmployers.includes(token.word) &&
    !isPlaceOrPeople(token, language) &&
    // "a Spanish teacher", "a Mexican cook": a language or a people, by the tagger, alone.
    !(language === 'en' && nlp(token.text).has('(#Adjective|#Demonym)'));
  for (let index = 0; index < tokens.length - 2; index += 1) {
    const token = tokens[index]!;
    // The visitor's own job only: "it was a Honda driver who hit me" tells someone else's.
    const isOwnCopula =
      firstPersonCopulas[language].has(token.word) ||
      (token.word === 'was' && tokens[index - 1]?.word === 'i');
    if (!isOwnCopula || !isJoined(clause, tokens, index)) continue;
    let start = index + 1;
    let end: number;
    if (language === 'en') {
      if (indefinites.en.has(tokens[start]!.word)) start += 1;
      if (!isNameStart(tokens[start]) || !isJoined(clause, tokens, start - 1)) continue;
      end = startsName(tokens[start]!) ? capitalRun(tokens, start, language) : start + 1;
      // "a Delta baggage handler": one lower-case word of the job may stand before its job word.
      const isJobAt = (at: number) => isJob(tokens[at]) && isJoined(clause, tokens, at - 1);
      const hasJobWord =
        isJobAt(end) || (tokens[end] !== undefined && !hasCapital(tokens[end]!) && isJobAt(end + 1));
      if (!hasJobWord || !isJoined(clause, tokens, end - 1)) continue;
      if (tokens.slice(start, end).some((word) => notEmployers.includes(word.word))) continue;
    } else {
      if (indefinites.es.has(tokens[start]!.word)) start += 1;
      const link = start + 1;
      if (!isJob(tokens[start]) || !jobNameLinks.includes(tokens[link]?.word ?? '')) continue;
      start = link + 1;
      if (
        !isNameStart(tokens[start]) ||
        !isJoined(clause, tokens, link) ||
        !isJoined(clause, tokens, start - 2)
      )
        continue;
      end = capitalRun(tokens, start, language);
    }
    const name = clause.text.slice(tokens[start]!.start, tokens[end - 1]!.end);
    const checked = checkPartyPhrase(name, language);
    if (!isTown(name) && findStates(name).length === 0 && checked.isValid && checked.value === name)
      return name;
  }
  return undefined;
}

export function readEmployerName(clauses: Clause[], language: Language): NamedParty | undefined {
  const { workLinks } = lexicon[language].names;
  for (const clause of clauses) {
    const tokens = tokensOf(clause.text);
    const beforeJob = employerBeforeJob(clause, tokens, language);
    if (beforeJob) return { value: tidyPhrase(beforeJob, 200), quote: clause.text, isName: true };
    const placeStarts = new Set([
      ...findPlaceMentions(clause.text, { isAnswer: false }).map((mention) => mention.start),
      ...findStates(clause.text).map((mention) => mention.start),
    ]);
    for (let link = 1; link < tokens.length - 1; link += 1) {
      if (!workLinks.includes(tokens[link]!.word) || !isJoined(clause, tokens, link)) continue;
      if (!saysJobBefore(clause, tokens, link, language)) continue;
      const opensWithThe =
        tokens[link + 1]!.word === 'the' && tokens[link + 2] && hasCapital(tokens[link + 2]!);
      const first = opensWithThe ? link + 2 : link + 1;
      const token = tokens[first]!;
      // "at 5am", "a las 7pm": a time, not a workplace.
      if (placeStarts.has(token.start) || isNotName(token, language) || /^\d+(?:am|pm)$/i.test(token.text))
        continue;
      let end = first;
      if (startsName(token) && !isDeterminer(token, language)) end = capitalRun(tokens, first, language);
      else if (isKnownCompany(token)) end = first + 1;
      if (end > first) {
        const name = clause.text.slice(tokens[opensWithThe ? link + 1 : first]!.start, tokens[end - 1]!.end);
        const bare = clause.text.slice(token.start, tokens[end - 1]!.end);
        const checked = checkPartyPhrase(name, language);
        if (!isTown(bare) && findStates(bare).length === 0 && checked.isValid && checked.value === name)
          return { value: tidyPhrase(name, 200), quote: clause.text, isName: true };
        continue;
      }
      // "working at a car wash", "en un hotel": the workplace by what it is.
      if (!isDeterminer(token, language)) continue;
      for (let head = first + 1; head <= first + 3 && head < tokens.length; head += 1) {
        const business = businessAt(tokens, head, language);
        const twoWords = `${tokens[head]!.word} ${tokens[head + 1]?.word ?? ''}`;
        const size = lexicon[language].names.businesses.includes(twoWords) ? 2 : business ? 1 : 0;
        if (size === 0) continue;
        // "la empacadora de carne JBS": a name in capitals soon after is its name.
        for (let next = head + size; next < Math.min(tokens.length, head + size + 3); next += 1) {
          const word = tokens[next]!;
          if (!isJoined(clause, tokens, next - 1) || lexicon[language].names.venueLeads.includes(word.word))
            break;
          if (!startsName(word) || placeStarts.has(word.start) || isNotName(word, language)) continue;
          const name = clause.text.slice(word.start, tokens[capitalRun(tokens, next, language) - 1]!.end);
          const checked = checkPartyPhrase(name, language);
          if (!isTown(name) && checked.isValid && checked.value === name)
            return { value: tidyPhrase(name, 200), quote: clause.text, isName: true };
          break;
        }
        const text = clause.text.slice(token.start, tokens[head + size - 1]!.end);
        const checked = checkPartyPhrase(text, language);
        if (checked.isValid && checked.value === text)
          return {
            value: tidyPhrase(partyInEnglish(text, language), 200),
            quote: clause.text,
            isName: false,
          };
        break;
      }
    }
  }
  return undefined;
}

/**
 * A value that holds a name ("Crossroads Carriers", "Brightline", "Dr. Ruiz"), not only a role
 * ("a truck driver", "The dentist"): a word in capitals, unless it only opens the value as a
 * determiner or a role word.
 */
export function holdsName(value: string): boolean {
  return tokensOf(value).some(
    (token, index) =>
      /^\p{Lu}/u.test(token.text) &&
      !(
        index === 0 &&
        (['en', 'es'] as const).some(
          (language) => isDeterminer(token, language) || kindOf(token.word, language) !== undefined,
        )
      ),
  );
}

/**
 * The large chain a whole value names, as the lexicon writes it ("walmart", "the home depot" →
 * "Walmart", "Home Depot"), or undefined. For the answer to a question that asks for the party
 * itself ("who do you work for?"), where "target" or "subway" alone can only be the chain, so the
 * names kept for their capital count in lower case too (decision 0263).
 */
export function chainNamedBy(value: string): string | undefined {
  const tokens = tokensOf(value);
  const start = (['en', 'es'] as const).some((language) => isDeterminer(tokens[0], language)) ? 1 : 0;
  const chain = chainAt(tokens, start, true);
  return chain && start + chain.size === tokens.length ? chain.name : undefined;
}

/** A value that holds a large chain's name anywhere ("the home depot, nights", "cashier at kroger"). */
export function holdsChain(value: string): boolean {
  const tokens = tokensOf(value);
  return tokens.some((_token, index) => chainAt(tokens, index) !== undefined);
}

/** Words that say what kind of party a value is ("a bakery", "the district", "roofing", "my boss"). */
const kindWords = (['en', 'es'] as const).map((language) => {
  const words = lexicon[language];
  return {
    language,
    entries: [
      ...words.determiners,
      ...words.people,
      ...words.vehicles,
      ...words.animals,
      ...words.parties,
      ...words.pronouns,
      ...words.publicBodies,
      ...words.careGivers,
      ...words.others.heads,
      ...words.names.businesses,
      ...words.names.industries,
      ...words.names.notNames,
      ...words.names.ownerRoles,
      ...words.names.ownerWords,
    ].map((entry) => normalize(entry)),
  };
});

/** Most words a bare name holds ("jack in the box" is four). */
const maxBareNameTokens = 5;

/**
 * A value made only of a name, in any case (decision 0263): "brightline", "okafor", "kessler
 * and daughters" name someone; "a bakery", "the school district", "roofing", "my boss" say
 * only what kind of party it is. Every word must be one no party lexicon reads as a kind, a
 * determiner, a pronoun or a trade, and there must be a letter in it.
 */
export function isBareName(value: string): boolean {
  const tokens = tokensOf(value);
  if (tokens.length === 0 || tokens.length > maxBareNameTokens) return false;
  if (!tokens.some((token) => /\p{L}/u.test(token.word))) return false;
  return kindWords.every(
    ({ entries }) => !tokens.some((_token, index) => phraseAt(tokens, index, entries) > 0),
  );
}

/**
 * A value that names someone: a name, or a word of the lexicon for a person, an organisation, a
 * vehicle's driver or an animal's owner ("the subcontractor", "a truck driver"), not a thing
 * ("the conveyor").
 */
export function namesSomeone(value: string, language: Language): boolean {
  return (
    holdsName(value) ||
    tokensOf(value).some(
      (token) => kindOf(token.word, language) !== undefined || otherLexicons[language].heads.has(token.word),
    )
  );
}

/**
 * "construcción", "la madrugada", "Houston": after "trabajo en …" / "I work in …" a trade, a time
 * of day, a town or a state says what or where the work is, never who the employer is (decision 0174).
 */
export function namesNoEmployer(value: string, language: Language): boolean {
  const plain = tokensOf(value)
    .map((token) => token.word)
    .join(' ');
  const bare = plain.replace(/^(?:a|an|the|un|una|el|la)\s+/, '');
  return (
    // "limpieza de oficinas", "construction of homes": a trade with what it works on.
    lexicon[language].names.industries.some((industry) =>
      [plain, bare].some(
        (words) =>
          words === industry || words.startsWith(`${industry} de `) || words.startsWith(`${industry} of `),
      ),
    ) ||
    isTown(value) ||
    findStates(value).length > 0
  );
}

/** "June", "Monday", "May": a value that opens on a word no name opens with (decision 0174). */
export function opensWithNotName(value: string, language: Language): boolean {
  const first = tokensOf(value)[0];
  return first !== undefined && isNotName(first, language);
}

/** "I'm a guest at …", "soy paciente en …": the words say someone at a place, not working there. */
export function saysNoJob(text: string, language: Language): boolean {
  return tokensOf(text).some((token) => lexicon[language].names.notJobs.includes(token.word));
}

const escapedAlternatives = (words: readonly string[]) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|');

const blameLeads: Record<Language, RegExp> = {
  en: new RegExp(String.raw`(?<![\p{L}'])(?:${escapedAlternatives(lexicon.en.blameLeads)})\s+(.+)$`, 'u'),
  es: new RegExp(String.raw`(?<![\p{L}'])(?:${escapedAlternatives(lexicon.es.blameLeads)})\s+(.+)$`, 'u'),
};
const blameCopulaLeads: Record<Language, RegExp> = {
  en: new RegExp(String.raw`(?<![\p{L}'])(?:${escapedAlternatives(lexicon.en.blameCopulaLeads)})\s+(.+)$`, 'u'),
  es: new RegExp(String.raw`(?<![\p{L}'])(?:${escapedAlternatives(lexicon.es.blameCopulaLeads)})\s+(.+)$`, 'u'),
};

/**
 * After "the one that hit me was", a party opens as a noun phrase: a determiner, a name typed
 * with a capital, or in English a word tagged as a noun that is no bare pronoun. "speeding",
 * "going really fast", "muy grosero" describe the party instead (decision 0431).
 */
function opensAsNounPhrase(named: string, typedFirst: string, language: Language): boolean {
  const first = named.split(/\s+/)[0] ?? '';
  if (lexicon[language].determiners.includes(first) || /^\p{Lu}/u.test(typedFirst)) return true;
  if (language === 'es') return false;
  const tags = new Set<string>((nlp(named).json() as { terms: { tags: string[] }[] }[])[0]?.terms[0]?.tags ?? []);
  return tags.has('Noun') && !(tags.has('Pronoun') && !tags.has('Possessive'));
}

const blameEnds: Partial<Record<Language, RegExp>> =
  lexicon.en.blameEnds.length > 0
    ? {
        en: new RegExp(
          String.raw`(?:^|\b(?:it'?s|it is|it was|was|all)\s+)((?:the|a|an|that)\s+[\p{L}\d' -]{2,60}?)(?:${escapedAlternatives(lexicon.en.blameEnds)})(?![\p{L}])`,
          'u',
        ),
      }
    : {};
const notBlamed: Record<Language, RegExp> = {
  en: new RegExp(String.raw`^(?:${escapedAlternatives(lexicon.en.notBlamed)})(?![\p{L}])`, 'u'),
  es: new RegExp(String.raw`^(?:${escapedAlternatives(lexicon.es.notBlamed)})(?![\p{L}])`, 'u'),
};

/** Longest party phrase kept after a blame lead, in words. */
const longestBlamed = 10;

/**
 * The party a visitor blames in so many words (decision 0150): "es la culpa de la administración
 * del edificio", "fue culpa de los apartamentos Sierra Vista", "it's the fault of the property
 * manager", "it was the landlord's fault". The party is kept whole, as typed, to the end of its
 * clause; a negated blame ("no fue culpa de nadie", "it wasn't the fault of …") names none.
 */
export function readBlamedParty(
  clauses: readonly Clause[],
  language: Language,
  negation: RegExp,
): { value: string; quote: string } | undefined {
  for (const clause of clauses) {
    const copula = blameCopulaLeads[language].exec(clause.plain);
    const lead = blameLeads[language].exec(clause.plain) ?? copula;
    const end = lead ? undefined : blameEnds[language]?.exec(clause.plain);
    const found = lead ?? end;
    if (!found?.[1]) continue;
    const named = found[1].trim();
    if (notBlamed[language].test(named)) continue;
    const before = clause.plain.slice(0, found.index);
    if (negation.test(before.split(/\s+/).slice(-3).join(' '))) continue;
    const words = named.split(/\s+/);
    if (words.length > longestBlamed) continue;
    // As typed: the normal form and the clause's text have the same words, one for one.
    const typed = clause.text.trim().split(/\s+/);
    const start = clause.plain
      .slice(0, clause.plain.indexOf(named, found.index))
      .split(/\s+/)
      .filter(Boolean).length;
    if (lead === copula && copula && !opensAsNounPhrase(named, typed[start] ?? '', language)) continue;
    const value = tidyPhrase(typed.slice(start, start + words.length).join(' '), 120)
      .replace(/['’]s$/i, '')
      .replace(/[.,;!?]+$/, '');
    if (value.length >= 3) return { value, quote: clause.text };
  }
  return undefined;
}

/** Driver words: a person named by driving ("the driver", "a trucker", "el chofer"). */
const driverWord = /^(driver|drivers|motorist|trucker|conductor|conductora|chofer|chofera)$/;

/**
 * A vehicle, or its driver, did a crash verb to the visitor in these words ("a van backed into
 * me", "the pickup reversed over my foot", "me atropelló una camioneta"): the crash is the
 * mechanism, wherever it happened and however the visitor came to the ground. The same doer and
 * verb positions as `readParty`, kept to vehicles; the visitor's own vehicle is no doer.
 */
export function tellsVehicleHitVisitor(clauses: Clause[], language: Language): boolean {
  return clauses.some((clause) => {
    const tokens = tokensOf(clause.text);
    return verbsOf(tokens, language).some((verb) => {
      if (!verb.isCrash || !isDoneToVisitor(tokens, verb, language)) return false;
      const phrase =
        doerBefore(tokens, verb.index, language) ?? doerAfter(tokens, verb.index + verb.length, language);
      if (!phrase || ownDeterminers[language].has(tokens[phrase.start]!.word)) return false;
      return (
        phrase.kind === 'vehicles' ||
        tokens.slice(phrase.start, phrase.end).some((token) => driverWord.test(token.word))
      );
    });
  });
}

/** Words before "called" that say it names something else: "and my dog is called Max". */
const notWorkplaceLeads = new Set([
  'and',
  'but',
  'so',
  'my',
  'his',
  'her',
  'our',
  'y',
  'pero',
  'mi',
  'su',
  'nuestro',
]);

/**
 * The name of a workplace told by its kind (decision 0195): after "called", "que se llama"
 * ("a moving company in Doral called Alder Movers"), or in capitals as the clause right after it
 * ("un restaurante, Tacos Villa en Fresno"). A town, a state or care in capitals is no name.
 */
export function readWorkplaceName(clauses: Clause[], language: Language): NamedParty | undefined {
  const words = lexicon[language].names;
  for (const clause of clauses) {
    const tokens = tokensOf(clause.text);
    for (let index = 0; index < tokens.length; index += 1) {
      const introducer = phraseAt(tokens, index, words.introducers);
      if (introducer === 0 || index + introducer >= tokens.length) continue;
      // "and my dog is called Max": someone else's name, past a joiner or an owner's word.
      if (tokens.slice(Math.max(0, index - 5), index).some((token) => notWorkplaceLeads.has(token.word)))
        continue;
      const start = index + introducer;
      // "called Sweet Crumb and burned his arm": a name in capitals ends with its capitals.
      const end = startsName(tokens[start]!) ? capitalRun(tokens, start, language) : tokens.length;
      const name = checkedName(clause, tokens, start, end, language);
      if (name && !isTown(name) && findStates(name).length === 0)
        return { value: tidyPhrase(name, 200), quote: clause.text, isName: true };
    }
  }
  return undefined;
}

/** A clause that opens with a name in capitals, up to a place ("Tacos Villa en Fresno"). */
export function nameOpening(clause: Clause, language: Language): string | undefined {
  const tokens = tokensOf(clause.text);
  const first = tokens[0];
  if (!first || !startsName(first) || isNotName(first, language) || isDeterminer(first, language))
    return undefined;
  const end = capitalRun(tokens, 0, language);
  const rest = tokens.slice(end);
  // The name is the clause, or is followed only by where it is ("in Casper", "en el Gaslamp").
  if (rest.length > 0 && !['in', 'en', 'at', 'near', 'cerca', 'of', 'de', 'out'].includes(rest[0]!.word))
    return undefined;
  const name = checkedName(clause, tokens, 0, end, language);
  if (!name || isTown(name) || findStates(name).length > 0 || isPlaceOrPeople(first, language))
    return undefined;
  return name;
}

/**
 * "the staff", "an employee", "el personal": a party that is only a business's own people, with
 * nothing but determiners before it; at a named place the place answers for them (decision 0399).
 */
export function isOnlyStaff(value: string, language: Language): boolean {
  const tokens = tokensOf(value);
  const staffAt = tokens.findIndex((_, index) => phraseAt(tokens, index, lexicon[language].staff) > 0);
  if (staffAt < 0) return false;
  const length = phraseAt(tokens, staffAt, lexicon[language].staff);
  return (
    staffAt + length === tokens.length &&
    tokens
      .slice(0, staffAt)
      .every(
        (token) =>
          lexicon[language].determiners.includes(token.word) && !ownDeterminers[language].has(token.word),
      )
  );
}
