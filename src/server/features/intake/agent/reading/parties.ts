import { z } from 'zod';

import type { Language } from '../../../../../contracts/case-record';
import type { AnswerWords } from '../../language/answer-words';

import { withoutFillers } from './leading-answer';
import partiesFile from './lexicons/parties.json' with { type: 'json' };
import { type Clause, normalize, tidyPhrase } from './text';

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
  auxiliaries: z.array(z.string()),
  passiveBy: z.array(z.string()),
  pronouns: z.array(z.string()),
  titles: z.array(z.string()),
  publicBodies: z.array(z.string()),
  others: z.object({
    heads: z.array(z.string()).min(1),
    hedges: z.array(z.string()),
    determiners: z.array(z.string()).min(1),
    stops: z.array(z.string()),
  }),
});
const partiesSchema = z.object({ $comment: z.string(), en: listsSchema, es: listsSchema });
const lexicon = partiesSchema.parse(partiesFile);
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

/** Length in tokens of the lexicon phrase starting at `index`, or 0. */
function phraseAt(tokens: Token[], index: number, entries: string[]): number {
  let longest = 0;
  for (const entry of entries) {
    const parts = entry.split(' ');
    if (parts.length <= longest) continue;
    if (
      parts.every(
        (part, offset) => tokens[index + offset] && matchesEntry(tokens[index + offset]!.word, part),
      )
    )
      longest = parts.length;
  }
  return longest;
}

function kindOf(word: string, language: Language): Kind | undefined {
  return kinds.find((kind) => lexicon[language][kind].some((entry) => matchesEntry(word, entry)));
}

const firstPerson: Record<Language, Set<string>> = {
  en: new Set(['i', 'me', 'we', 'us', 'myself']),
  es: new Set(['yo', 'nosotros']),
};
const ownDeterminers: Record<Language, Set<string>> = {
  en: new Set(['my', 'our']),
  es: new Set(['mi', 'mis', 'nuestro', 'nuestra']),
};
const phraseLinks: Record<Language, Set<string>> = {
  en: new Set(['in', 'on', 'behind', 'with', 'from', 'driving']),
  es: new Set(['de', 'del']),
};
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
    if (
      phraseAt(tokens, back, lexicon[language].harmVerbs) ||
      phraseAt(tokens, back, lexicon[language].crashVerbs)
    )
      break;
    if (lexicon[language].determiners.includes(word)) {
      start = back;
      if (!lexicon[language].determiners.includes(tokens[back - 1]?.word ?? '')) break;
    }
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
  if (
    link &&
    phraseLinks[language].has(link.word) &&
    (kind === 'people' || kind === 'animals' || language === 'es')
  ) {
    const determiner = tokens[end + 1];
    const noun = tokens[end + 2];
    if (
      determiner &&
      lexicon[language].determiners.includes(determiner.word) &&
      (language === 'es' || !ownDeterminers.en.has(determiner.word)) &&
      noun &&
      !firstPerson[language].has(noun.word)
    )
      end += 3;
    else if (
      determiner &&
      language === 'es' &&
      (kindOf(determiner.word, language) || /^\p{Lu}/u.test(determiner.text))
    ) {
      end += 2;
      // "el gerente de Mariscos Lupita": a name runs on while its words are capitalised.
      while (end < tokens.length && end <= head + 4 && /^\p{Lu}/u.test(tokens[end]!.text)) end += 1;
    } else if (link.word === 'behind' && determiner && firstPerson[language].has(determiner.word)) end += 2;
  }
  return { start, head, end, kind };
}

function textOf(clause: Clause, tokens: Token[], phrase: { start: number; end: number }): string {
  return clause.text.slice(tokens[phrase.start]!.start, tokens[phrase.end - 1]!.end);
}

export interface PartyReading {
  value: string;
  quote: string;
}

const otherDriver: Record<Language, string> = { en: 'the other driver', es: 'el otro conductor' };

/** The party as it should be kept: a vehicle's driver, an animal's owner, a crash's other driver. */
function partyValue(
  clause: Clause,
  tokens: Token[],
  phrase: NounPhrase,
  isCrash: boolean,
  isCrashCase: boolean,
  language: Language,
): string | undefined {
  const words = tokens.slice(phrase.start, phrase.end).map((token) => token.word);
  const text = textOf(clause, tokens, phrase);
  const determiner = tokens[phrase.start]!.word;
  if (phrase.kind === 'vehicles') {
    // The visitor's own car is not the party ("my car hit the pole").
    if (ownDeterminers[language].has(determiner)) return undefined;
    if (words.some((word) => /^(driver|conductor|chofer)/.test(word))) return text;
    return language === 'es' ? `el conductor de ${text}` : `the driver of ${text}`;
  }
  if (phrase.kind === 'animals') {
    // "my neighbor's two dogs": the owner is the one named before the animal.
    const owner = tokens.slice(phrase.start, phrase.head).findIndex((token) => token.isPossessive);
    if (owner >= 0)
      return clause.text
        .slice(tokens[phrase.start]!.start, tokens[phrase.start + owner]!.end)
        .replace(/['’]s?$/, '');
    const ofOwner = tokens[phrase.head + 1];
    if (language === 'es' && ofOwner && /^del?$/.test(ofOwner.word) && phrase.end > phrase.head + 1)
      return clause.text.slice(tokens[phrase.head + 2]!.start, tokens[phrase.end - 1]!.end);
    return language === 'es' ? `el dueño de ${text}` : `the owner of ${text}`;
  }
  if (
    phrase.kind === 'people' &&
    isCrash &&
    isCrashCase &&
    !words.some((word) => /^(driver|conductor|chofer)/.test(word))
  )
    return `${otherDriver[language]} (${text})`;
  return text;
}

interface VerbAt {
  index: number;
  length: number;
  isCrash: boolean;
}

function verbsOf(tokens: Token[], language: Language): VerbAt[] {
  const verbs: VerbAt[] = [];
  for (let index = 0; index < tokens.length; index += 1) {
    const crash = phraseAt(tokens, index, lexicon[language].crashVerbs);
    const harm = phraseAt(tokens, index, lexicon[language].harmVerbs);
    if (crash || harm) {
      verbs.push({ index, length: Math.max(crash, harm), isCrash: crash >= harm && crash > 0 });
      index += Math.max(crash, harm) - 1;
    }
  }
  return verbs;
}

/** The doer before a verb: back over "just", "was", "who" to the party word, or over "in a pickup". */
function doerBefore(tokens: Token[], verb: number, language: Language): NounPhrase | undefined {
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
  if (!determiner || !lexicon[language].determiners.includes(determiner.word)) return undefined;
  for (let head = index + 1; head <= index + 3 && head < tokens.length; head += 1) {
    const phrase = phraseAround(tokens, head, language);
    if (phrase) return phrase.start === index ? phrase : { ...phrase, start: index };
  }
  return undefined;
}

export interface PartyOptions {
  /** A crash case: anyone who ran into the visitor, or "he" who hit them, is the other driver. */
  isCrashCase?: boolean;
  /** An answer to "who was at fault": a party named on its own ("the store", "el otro chofer") counts. */
  isAnswer?: boolean;
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
      const before = doerBefore(tokens, verb.index, language);
      const after = before ? undefined : doerAfter(tokens, verb.index + verb.length, language);
      const phrase = before ?? after;
      if (phrase) {
        const value = partyValue(clause, tokens, phrase, verb.isCrash, isCrashCase, language);
        if (value) return { value: tidyPhrase(value, 200), quote: clause.text };
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
  // "La tienda, because they had boxes", "Not me. The store.": the first party named, not denied.
  for (const clause of clauses) {
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
      const value = partyValue(clause, tokens, phrase, false, isCrashCase, language);
      if (value) return { value: tidyPhrase(value, 200), quote: clause.text };
    }
  }
  return undefined;
}

/** "the driver of a septa bus", "the district": a party that may be a public body, so not a private one. */
export function mayBePublicBody(party: string, language: Language): boolean {
  return tokensOf(party).some((token) =>
    lexicon[language].publicBodies.some((entry) => matchesEntry(token.word, entry)),
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
    if (words.length > 0) names.push(words.join(' '));
  }
  return names;
}
