import nlp from 'compromise';
import { z } from 'zod';

import {
  type CaseRecord,
  type DateValue,
  type FactKey,
  factKeys,
  type Language,
} from '../../../../../contracts/case-record';
import { factCatalogue, type FactValueType } from '../../../../../contracts/fact-catalogue';

import relativesFile from '../facts/lexicons/relatives.json' with { type: 'json' };

import valueWordsFile from './lexicons/value-words.json' with { type: 'json' };
import { packFor } from '../../language/packs';

import { isOnlyBackReference } from './back-reference';
import { withoutChatFiller } from './chat-filler';
import { isOnlyDetail } from './detail-words';
import { findInsurers } from './insurers';
import { findAmounts } from './numbers';
import { findCityBeforeState, findStates } from './places';
import { lookUpPlace } from '../../../../case-record/us-gazetteer';
import { placeKey } from '../../../../case-record/us-places';
import { escapeRegExp, normalize } from './text';

/**
 * Every value passes its type's check before it is stored (issue 22 point 3, decision 0095).
 * A reader finds a value by where it sits in a message; these checks ask whether what it
 * found is that kind of value at all: a party is a name or a short noun phrase, not the
 * story, a filler, a pronoun, a question or "I don't know"; a date is not in the future nor
 * before the person was born; an age is a person's age. A value that fails is not stored.
 */

const checkedTypes = new Set<FactValueType>(['party', 'policy', 'relationship', 'date', 'age']);

/** The value types a check guards; a fact of another type is checked by its schema alone. */
export type ValueType = Extract<FactValueType, 'party' | 'policy' | 'relationship' | 'date' | 'age'>;

/** A policy the visitor says they do not have: a value of its own, not a company's name. */
export const noPolicy = 'None';

/** The facts each check guards, by the value type the fact catalogue gives them. */
export const factValueTypes: Partial<Record<FactKey, ValueType>> = Object.fromEntries(
  factKeys.flatMap((key) => {
    const type: FactValueType = factCatalogue[key].valueType;
    return checkedTypes.has(type) ? [[key, type]] : [];
  }),
);

export type ValueFault =
  | 'empty'
  | 'filler'
  | 'unknown'
  | 'negation'
  | 'pronoun'
  | 'question'
  | 'fragment'
  | 'personState'
  | 'care'
  | 'clause'
  | 'tooLong'
  | 'future'
  | 'beforeBirth'
  | 'outOfRange'
  | 'wrongShape'
  | 'notARelationship'
  | 'healthPlan'
  | 'amount'
  | 'place'
  | 'schedule'
  | 'detail';

/** A passing value may come back narrowed: "the other driver ran the light" keeps its doer. */
export type ValueCheck<V> = { isValid: true; value: V } | { isValid: false; fault: ValueFault };

export interface ValueContext {
  language: Language;
  /** The conversation's reference date: nothing it reads can have happened after it. */
  today: Date;
  record: CaseRecord;
}

const wordListsSchema = z.object({
  fillers: z.array(z.string()),
  metaReferences: z.array(z.string()),
  unknowns: z.array(z.string()),
  negations: z.array(z.string()),
  pronouns: z.array(z.string()),
  questionWords: z.array(z.string()),
  leadingJoiners: z.array(z.string()),
  relativeWords: z.array(z.string()),
  clitics: z.array(z.string()).optional(),
  finiteVerbs: z.array(z.string()).optional(),
  personStates: z.array(z.string()),
  careWords: z.array(z.string()),
  deferrals: z.array(z.string()),
  holdingStarts: z.array(z.string()),
  subjectStarts: z.array(z.string()),
  conditions: z.array(z.string()),
  unitWords: z.array(z.string()),
  placeOnly: z.array(z.string()),
  unitLinks: z.array(z.string()),
  codeNames: z.array(z.string()),
  scheduleWords: z.array(z.string()),
  scheduleLinks: z.array(z.string()),
  bareWords: z.array(z.string()),
});
const valueWordsSchema = z.object({ $comment: z.string(), en: wordListsSchema, es: wordListsSchema });

interface WordLists {
  fillers: Set<string>;
  fillerWords: Set<string>;
  metaReferences: string[];
  unknowns: string[];
  negations: Set<string>;
  negationWords: Set<string>;
  pronouns: Set<string>;
  pronounWords: Set<string>;
  questionWords: string[];
  leadingJoiners: Set<string>;
  relativeWords: Set<string>;
  clitics: Set<string>;
  finiteVerbs: string[];
  personStates: Set<string>;
  /** Each word of the care lexicon: "IV antibiotics", "una resonancia" are care, not a party. */
  careWords: Set<string>;
  deferrals: string[];
  holdingStarts: string[];
  subjectStarts: Set<string>;
  conditions: Set<string>;
  unitWords: Set<string>;
  placeOnly: Set<string>;
  /** Names shaped like a unit code ("3M"). */
  codeNames: Set<string>;
  /** When someone works ("nights", "part time"), and the small words said with it (decision 0271). */
  scheduleWords: string[];
  scheduleLinks: Set<string>;
  /** A link, unit words and a unit code ending a phrase: " in 4B", " from apt 12", " del depto 3". */
  unitTail: RegExp;
  /** Function words, auxiliaries, common verbs, correction adverbs: no name alone (decision 0360). */
  bareWords: Set<string>;
}

/** Lists are matched on words, so each entry is cut the way a value is. */
const wordsOf = (plain: string): string[] => plain.split(/[^\p{L}\p{N}'&/]+/u).filter(Boolean);
const phraseOf = (entry: string): string => wordsOf(normalize(entry)).join(' ');

function listsFor(raw: z.infer<typeof wordListsSchema>): WordLists {
  const phrases = (entries: string[]) => entries.map(phraseOf);
  // Words that stand alone in a list; a phrase ("this guy") is matched whole, never by its parts.
  const wordsIn = (entries: string[]) => new Set(phrases(entries).filter((entry) => !entry.includes(' ')));
  return {
    fillers: new Set(phrases(raw.fillers)),
    fillerWords: wordsIn(raw.fillers),
    metaReferences: phrases(raw.metaReferences),
    unknowns: phrases(raw.unknowns),
    negations: new Set(phrases(raw.negations)),
    negationWords: wordsIn(raw.negations),
    pronouns: new Set(phrases(raw.pronouns)),
    pronounWords: wordsIn(raw.pronouns),
    questionWords: phrases(raw.questionWords),
    leadingJoiners: new Set(phrases(raw.leadingJoiners)),
    relativeWords: new Set(phrases(raw.relativeWords)),
    clitics: new Set(phrases(raw.clitics ?? [])),
    finiteVerbs: phrases(raw.finiteVerbs ?? []),
    personStates: new Set(phrases(raw.personStates)),
    careWords: new Set(phrases(raw.careWords).flatMap((entry) => entry.split(' '))),
    deferrals: phrases(raw.deferrals),
    holdingStarts: phrases(raw.holdingStarts),
    subjectStarts: new Set(phrases(raw.subjectStarts)),
    conditions: new Set(phrases(raw.conditions)),
    unitWords: new Set(phrases(raw.unitWords)),
    placeOnly: new Set(phrases(raw.placeOnly)),
    codeNames: new Set(phrases(raw.codeNames)),
    scheduleWords: phrases(raw.scheduleWords).sort((a, b) => b.length - a.length),
    scheduleLinks: new Set(phrases(raw.scheduleLinks)),
    bareWords: new Set(phrases(raw.bareWords).flatMap((entry) => entry.split(' '))),
    unitTail: new RegExp(
      `\\s+(?:${raw.unitLinks.map(escapeRegExp).join('|')})\\s+(?:(?:${raw.unitWords
        .map(escapeRegExp)
        .join('|')})\\.?\\s*)*#?\\s*${unitCodeSource}(?:'s)?[\\s.,!]*$`,
      'iu',
    ),
  };
}

/** A unit's code, a closed form: a number with up to two letters before or after it ("4B", "12", "C3"). */
const unitCodeSource = '(?:\\d{1,5}[a-z]{0,2}|[a-z]{1,2}-?\\d{1,4})';
const unitCode = new RegExp(`^${unitCodeSource}(?:'s)?$`, 'iu');

const valueWords = valueWordsSchema.parse(valueWordsFile);
const lists: Record<Language, WordLists> = { en: listsFor(valueWords.en), es: listsFor(valueWords.es) };

/** A name or a noun phrase this long is a party; longer is a story. */
export const maxHeadWords = 8;
/** With a clause that says which one ("the driver who ran the light"), a little longer. */
export const maxWordsWithRelative = 16;

const hasPhrase = (words: string[], phrase: string): boolean =>
  ` ${words.join(' ')} `.includes(` ${phrase} `);
const startsWithPhrase = (words: string[], phrase: string): boolean =>
  `${words.join(' ')} `.startsWith(`${phrase} `);

/** A word that names no one by itself, however it is typed (decision 0360). */
const isBareWord = (typed: string, words_: WordLists): boolean => {
  const word = typed.replace(/'/g, '');
  return (
    words_.bareWords.has(word) ||
    words_.fillerWords.has(word) ||
    words_.negationWords.has(word) ||
    words_.pronounWords.has(word)
  );
};

/** Whether a word (any case) is one that names no one alone in `language` (decision 0360). */
export const namesNoOneAlone = (word: string, language?: Language): boolean =>
  (language ? [language] : (['en', 'es'] as const)).some((one) =>
    isBareWord(normalize(word).replace(/[^\p{L}\p{N}']+/gu, ''), lists[one]),
  );

/** "ok so", "um well": openers that carry nothing, taken off before the value is judged. */
function withoutLeadingFillers(words: string[], words_: WordLists): string[] {
  let start = 0;
  while (start < words.length - 1 && words_.fillerWords.has(words[start]!)) start += 1;
  return words.slice(start);
}

/** One entry per word typed (split on spaces), with what compromise says each word is. */
interface TaggedWord {
  plain: string;
  tags: Set<string>;
  /** Typed with a capital after the first word, or before another capitalised word: a name. */
  isCapitalised: boolean;
}

function tagEnglish(original: string): TaggedWord[] | null {
  const typed = original.trim().split(/\s+/);
  const terms = nlp(original).json() as {
    terms: { text: string; pre: string; post: string; tags: string[] }[];
  }[];
  const words: { text: string; tags: Set<string> }[] = [];
  let isNewWord = true;
  for (const sentence of terms)
    for (const term of sentence.terms) {
      if (isNewWord || words.length === 0) words.push({ text: '', tags: new Set() });
      const current = words[words.length - 1]!;
      current.text += term.text;
      for (const tag of term.tags) current.tags.add(tag);
      isNewWord = /\s/.test(term.post) || term.post === '';
      // A contraction's second half ("I'm" → I + am) has no text of its own: it stays in its word.
      if (term.text !== '' && term.post === '' && !/\s/.test(term.pre)) isNewWord = false;
    }
  // compromise keeps every word it was given; if not, the words cannot be placed: no narrowing.
  if (words.length !== typed.length) return null;
  return typed.map((text, index) => ({
    plain: normalize(text).replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''),
    tags: words[index]!.tags,
    isCapitalised:
      /^\p{Lu}/u.test(text) &&
      text !== 'I' &&
      (index > 0 || /^\p{Lu}/u.test(typed[1] ?? '') || typed.length === 1),
  }));
}

const personalSubjects = new Set(['i', 'we', 'you', 'they', 'he', 'she', 'it']);
/** Words that open a noun phrase: the word after one is part of the phrase, not its verb. */
const nounOpeners = new Set(['a', 'an', 'the', 'my', 'your', 'his', 'her', 'its', 'our', 'their']);
/** "hit me", "sold us": a base form with a person after it is done to someone. */
const objectsAfterVerb = new Set(['me', 'us', 'him', 'her', 'them', 'my', 'our']);

/**
 * A verb that makes a clause. compromise reads a noun that opens a short phrase as an order
 * ("shift lead", "fork lift driver"): a bare base form counts only after a pronoun
 * ("I drive a forklift"), where it cannot be a noun.
 */
const isFiniteVerb = (
  word: TaggedWord,
  before: TaggedWord | undefined,
  after: TaggedWord | undefined,
): boolean =>
  word.tags.has('Verb') &&
  // "a distracted driver", "my sister's cab driver": right after a determiner a word describes
  // or owns the noun that follows; the tagger's past tense or "'s" there is no verb.
  !(before !== undefined && nounOpeners.has(before.plain) && after !== undefined) &&
  !word.tags.has('Gerund') &&
  !word.tags.has('Participle') &&
  !word.tags.has('Particle') &&
  !word.isCapitalised &&
  (!(word.tags.has('Infinitive') || word.tags.has('Imperative')) ||
    word.tags.has('Copula') ||
    /ed$/.test(word.plain) ||
    after?.tags.has('Particle') === true ||
    (after !== undefined && objectsAfterVerb.has(after.plain)) ||
    (before !== undefined &&
      (personalSubjects.has(before.plain) || before.tags.has('Negative') || before.tags.has('Adverb'))));
/** Words between a doer and its verb ("the landlord never fixed"): not part of the name. */
const isVerbModifier = (word: TaggedWord): boolean =>
  word.tags.has('Adverb') || word.tags.has('Negative') || word.tags.has('Auxiliary');

/** Where the head ends and its verb begins, per language; -1: no finite verb in the head. */
function findEnglishVerb(original: string, relative: Set<string>): { verb: number; head: number } | null {
  const tagged = tagEnglish(original);
  if (!tagged) return null;
  let head = tagged.length;
  for (let index = 1; index < tagged.length; index += 1) {
    const word = tagged[index]!;
    const next = tagged[index + 1];
    // "that" names a thing ("that company") unless a verb follows it ("the guy that owns it").
    const isRelative =
      relative.has(word.plain) &&
      (word.plain !== 'that' || (next !== undefined && isFiniteVerb(next, word, tagged[index + 2])));
    if (isRelative) {
      head = index;
      break;
    }
  }
  const verb = tagged
    .slice(0, head)
    .findIndex((word, index) => isFiniteVerb(word, tagged[index - 1], tagged[index + 1]));
  if (verb <= 0) return { verb, head };
  let subjectEnd = verb;
  while (subjectEnd > 0 && isVerbModifier(tagged[subjectEnd - 1]!)) subjectEnd -= 1;
  return { verb: subjectEnd, head };
}

/**
 * Past and imperfect endings no Spanish noun of a party phrase ends with ("quitaron",
 * "limpiaban", "rompieron", "limpian"); a word typed with a capital is a name ("Christian").
 */
const spanishVerbEnding = /^\p{L}{3,}(aron|ieron|eron|aban|aba|ian)$/u;

function findSpanishVerb(
  plainWords: string[],
  typedWords: string[],
  words_: WordLists,
): { verb: number; head: number } {
  let head = plainWords.length;
  for (let index = 1; index < plainWords.length; index += 1)
    if (words_.relativeWords.has(plainWords[index]!)) {
      head = index;
      break;
    }
  const headWords = plainWords.slice(0, head);
  for (let index = 0; index < headWords.length; index += 1) {
    const rest = headWords.slice(index);
    const isVerb =
      words_.finiteVerbs.some((verb) => startsWithPhrase(rest, verb)) ||
      (words_.clitics.has(headWords[index]!) && index + 1 < headWords.length) ||
      (index > 0 && spanishVerbEnding.test(headWords[index]!) && !/^\p{Lu}/u.test(typedWords[index] ?? ''));
    if (!isVerb) continue;
    let subjectEnd = index;
    while (subjectEnd > 0 && /^(no|nunca|ya|tambien|solo)$/.test(headWords[subjectEnd - 1]!)) subjectEnd -= 1;
    return { verb: subjectEnd, head };
  }
  return { verb: -1, head };
}

/** The first `count` words as typed, without the punctuation that ended them. */
const firstWordsOf = (original: string, count: number): string =>
  original
    .trim()
    .split(/\s+/)
    .slice(0, count)
    .join(' ')
    .replace(/[\s,;:.!-]+$/u, '');

/**
 * A name or a short noun phrase for a person, organisation or thing: "the other driver",
 * "Walmart", "Dr. Patel at Mercy", "el dueño del perro". A clause whose doer is such a phrase
 * keeps the doer ("the landlord never fixed the stairs" → "the landlord"); any other clause,
 * a bare pronoun, a filler, a question, a bare "no" or an "I don't know" fails.
 */
export function checkPartyPhrase(text: string, language: Language): ValueCheck<string> {
  const key = `${language}\u0000${text}`;
  const known = checkedParties.get(key);
  if (known) return known;
  const checked = checkPartyPhraseOnce(text, language);
  // A message is read more than once in a turn (guided, then the model's proposals): remember a few.
  if (checkedParties.size >= maxRemembered) checkedParties.delete(checkedParties.keys().next().value!);
  checkedParties.set(key, checked);
  return checked;
}

const checkedParties = new Map<string, ValueCheck<string>>();
const maxRemembered = 500;

function checkPartyPhraseOnce(text: string, language: Language): ValueCheck<string> {
  // "<Company> lol", "jaja, the landlord": chat filler at the ends is no part of a name; a value
  // that is only filler is none, refused for what it is when the checks below know it ("idk"),
  // else as filler (decision 0349).
  const unfilled = withoutChatFiller(text);
  if (unfilled !== '') return checkPartyWords(unfilled, language);
  const asTyped = checkPartyWords(text, language);
  return asTyped.isValid ? { isValid: false, fault: 'filler' } : asTyped;
}

function checkPartyWords(text: string, language: Language): ValueCheck<string> {
  const words_ = lists[language];
  const trimmed = text
    .trim()
    .replace(/^["'“”‘’«»]+|["'“”‘’«»]+$/gu, '')
    .trim();
  if (!trimmed) return { isValid: false, fault: 'empty' };
  if (/\?\s*$/.test(trimmed) || trimmed.startsWith('¿')) return { isValid: false, fault: 'question' };
  const allWords = wordsOf(normalize(trimmed));
  if (allWords.length === 0) return { isValid: false, fault: 'empty' };
  if (words_.unknowns.some((phrase) => hasPhrase(allWords, phrase)))
    return { isValid: false, fault: 'unknown' };
  if (words_.metaReferences.some((phrase) => hasPhrase(allWords, phrase)))
    return { isValid: false, fault: 'filler' };
  // "ya se lo mencioné", "I told u already": a reply pointing back at an earlier one (decision 0255).
  if (isOnlyBackReference(trimmed)) return { isValid: false, fault: 'filler' };
  // "ok ya volví": a filler phrase after openers is still a filler.
  for (let start = 0; start < allWords.length; start += 1) {
    if (words_.fillers.has(allWords.slice(start).join(' '))) return { isValid: false, fault: 'filler' };
    if (!words_.fillerWords.has(allWords[start]!)) break;
  }
  // "checking the box", "dejame ver": typed while the visitor goes to look, before any answer.
  if (words_.holdingStarts.some((phrase) => startsWithPhrase(allWords, phrase)))
    return { isValid: false, fault: 'filler' };
  const plainWords = withoutLeadingFillers(allWords, words_);
  const plain = plainWords.join(' ');
  if (words_.leadingJoiners.has(plainWords[0]!)) return { isValid: false, fault: 'fragment' };
  // "I havent", "52 if that matters", "no dice la marca": a clause cut short, a condition, a
  // denial: none of them names anyone (decision 0199).
  // ("I have Geico" names what the visitor has: read below.)
  if (plainWords.length > 1 && words_.subjectStarts.has(plainWords[0]!) && !possession[language].test(plain))
    return { isValid: false, fault: 'clause' };
  if (plainWords.slice(1).some((word) => words_.conditions.has(word)))
    return { isValid: false, fault: 'clause' };
  if (plainWords.length > 1 && words_.negationWords.has(plainWords[0]!) && plainWords[0] !== 'none')
    return { isValid: false, fault: 'negation' };
  // "the place", "ese lugar": a place, no one (decision 0334).
  if (words_.placeOnly.has(plain)) return { isValid: false, fault: 'place' };
  // "retired", "a student", "jubilado": what the person is, not who.
  if (words_.personStates.has(plain)) return { isValid: false, fault: 'personState' };
  // "nights", "the night shift", "medio tiempo": when the visitor works, not for whom (decision 0271).
  if (isOnlySchedule(plainWords, words_)) return { isValid: false, fault: 'schedule' };
  // "they gave me IV antibiotics": a drip or a medicine in capitals is care, not a name (decision 0195).
  const named = plainWords.filter((word) => !articles.has(word));
  if (named.length > 0 && named.every((word) => words_.careWords.has(word)))
    return { isValid: false, fault: 'care' };
  if (words_.questionWords.some((phrase) => startsWithPhrase(plainWords, phrase)))
    return { isValid: false, fault: 'question' };
  if (
    words_.negations.has(plain) ||
    plainWords.every((word) => words_.negationWords.has(word) || words_.fillerWords.has(word))
  )
    return { isValid: false, fault: 'negation' };
  if (
    words_.pronouns.has(plain) ||
    plainWords.every(
      (word) =>
        words_.pronounWords.has(word) || word === 'and' || word === 'or' || word === 'y' || word === 'o',
    )
  )
    return { isValid: false, fault: 'pronoun' };
  // "NOT", "I HAVE", "Actually", "TODO", "Bueno": a word in capitals for emphasis or one opening a
  // correction, alone or with small words, names no one (decision 0360).
  if (plainWords.every((word) => isBareWord(word, words_))) return { isValid: false, fault: 'filler' };
  const skipped = allWords.length - plainWords.length;
  const typed = trimmed
    .split(/\s+/)
    .slice(skipped)
    .join(' ')
    .replace(/^[\s,;:.!-]+/u, '');
  // A unit of a building is where someone lives, not who (decision 0244): "4B", "unit 12" name no
  // party, and "travis in 4B" names Travis.
  const unitTail = words_.unitTail.exec(typed);
  if (unitTail && unitTail.index > 0) return checkPartyPhraseOnce(typed.slice(0, unitTail.index), language);
  const unitParts = plainWords.filter((word) => !articles.has(word) && !words_.codeNames.has(word));
  if (
    unitParts.some((word) => unitCode.test(word)) &&
    unitParts.every((word) => unitCode.test(word) || words_.unitWords.has(word))
  )
    return { isValid: false, fault: 'place' };
  // One word that is none of the above is a name ("Target", "Geico"), whatever else it could be.
  if (plainWords.length === 1)
    return words_.finiteVerbs.includes(plain)
      ? { isValid: false, fault: 'clause' }
      : { isValid: true, value: typed.replace(/[\s,;:.!-]+$/u, '') };

  const found =
    language === 'en'
      ? findEnglishVerb(typed, words_.relativeWords)
      : findSpanishVerb(plainWords, typed.split(/\s+/), words_);
  if (!found) return { isValid: false, fault: 'clause' };
  if (found.verb === -1) {
    if (found.head > maxHeadWords) return { isValid: false, fault: 'tooLong' };
    if (plainWords.length > maxWordsWithRelative) return { isValid: false, fault: 'tooLong' };
    return { isValid: true, value: typed.replace(/[\s,;:.!-]+$/u, '') };
  }
  // "I only have basic liability", "tengo Medicaid": what the visitor has is the value.
  const had = possession[language].exec(plain);
  if (had) {
    const object = typed.split(/\s+/).slice(had[0].split(' ').length).join(' ');
    const objectCheck = checkPartyPhraseOnce(object, language);
    return objectCheck.isValid ? objectCheck : { isValid: false, fault: 'clause' };
  }
  if (found.verb === 0) return { isValid: false, fault: 'clause' };
  // "my wife knows the name", "mi papá se encarga": the question sent to someone else, whose
  // name is not the answer (decision 0199).
  const verbOn = wordsOf(normalize(typed.split(/\s+/).slice(found.verb).join(' ')));
  if (words_.deferrals.some((phrase) => startsWithPhrase(verbOn, phrase)))
    return { isValid: false, fault: 'unknown' };
  // A clause: its doer, when that is a party in its own right, is the value.
  const doer = firstWordsOf(typed, found.verb);
  if (/[;:]/.test(doer)) return { isValid: false, fault: 'clause' };
  const doerCheck = checkPartyPhraseOnce(doer, language);
  if (!doerCheck.isValid) return { isValid: false, fault: 'clause' };
  const doerWords = wordsOf(normalize(doerCheck.value));
  if (doerWords.some((word) => words_.leadingJoiners.has(word) && word !== 'o' && word !== 'or'))
    return { isValid: false, fault: 'clause' };
  if (doerWords.some((word) => ['i', 'yo', 'we', 'nosotros'].includes(word)))
    return { isValid: false, fault: 'clause' };
  return doerCheck;
}

/**
 * The words say only when or how much someone works: one schedule word at least ("nights",
 * "part time"), and besides them only the small words said with one ("on the night shift").
 */
function isOnlySchedule(words: string[], words_: WordLists): boolean {
  let index = 0;
  let hasSchedule = false;
  while (index < words.length) {
    const rest = words.slice(index);
    const phrase = words_.scheduleWords.find((entry) => startsWithPhrase(rest, entry));
    if (phrase) {
      hasSchedule = true;
      index += phrase.split(' ').length;
    } else if (words_.scheduleLinks.has(words[index]!)) index += 1;
    else return false;
  }
  return hasSchedule;
}

/**
 * An amount of money in the phrase: a dollar sign, a currency word after a number, a magnitude
 * ("2k", "3 mil") or thousands written with their comma ("1,200"). A name may hold a number
 * ("Route 66 Diner", "24 Hour Fitness"), never an amount.
 */
function saysAnAmount(text: string, language: Language): boolean {
  // As typed: "3M" in capitals is a maker's name, "3m" or "$3M" an amount.
  return findAmounts(text, language, packFor(language).reading.numbers).some(
    (amount) =>
      !amount.isNotMoney &&
      (amount.isMoneyShaped ||
        /^\d{1,3}(,\d{3})+/.test(amount.source.slice(amount.start).replace(/^\$\s?/, ''))),
  );
}

/** A word of the care lexicon ("IV", "Tylenol"): typed in capitals, still no name (decision 0195). */
export const isCareWord = (word: string, language: Language): boolean =>
  lists[language].careWords.has(phraseOf(word));

/** Small words a list of care holds besides its care ("an MRI and Percocet"). */
const articles = new Set([
  'a',
  'an',
  'the',
  'some',
  'and',
  'or',
  'un',
  'una',
  'el',
  'la',
  'los',
  'las',
  'unos',
  'unas',
  'y',
  'o',
  'mas',
]);

const possession: Record<Language, RegExp> = {
  en: /^(?:i|we) (?:only |just |still )?(?:have|had|got|'ve got|have got)(?= \S)/,
  es: /^(?:yo )?(?:solo |nada mas )?(?:tengo|tenemos|tenia)(?= \S)/,
};

const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/** A date is not after the conversation's day, nor before the person's birth when their age is known. */
export function checkDateValue(value: DateValue, context: ValueContext): ValueCheck<DateValue> {
  if (value.from > isoDay(context.today)) return { isValid: false, fault: 'future' };
  const age = context.record.age;
  if (age !== undefined) {
    // Born at the earliest age + 1 years before today (a birthday may be tomorrow).
    const earliestBirth = new Date(context.today);
    earliestBirth.setUTCFullYear(earliestBirth.getUTCFullYear() - age - 1);
    if (value.to < isoDay(earliestBirth)) return { isValid: false, fault: 'beforeBirth' };
  }
  return { isValid: true, value };
}

export function checkAge(value: number): ValueCheck<number> {
  return Number.isInteger(value) && value >= 0 && value <= 120
    ? { isValid: true, value }
    : { isValid: false, fault: 'outOfRange' };
}

const isDateValue = (value: unknown): value is DateValue =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as DateValue).from === 'string' &&
  typeof (value as DateValue).to === 'string';

/** The check for a fact's value type; a fact without one passes as it is. */
/**
 * Who is writing is one of the ties the relatives lexicon names ("wife", "son", "parent
 * (mother or father)"), never a phrase: a closed set, so a party's checks do not apply (in
 * Spanish "son" is a verb, and "Soy su hijo" was refused as a clause).
 */
const relationshipWords = new Set(
  (['en', 'es'] as const).flatMap((language) => [
    ...relativesFile[language].injured.map((relative) => relative.writerIs),
    ...Object.values(relativesFile[language].selfWords),
  ]),
);

export function checkFactValue(key: FactKey, value: unknown, context: ValueContext): ValueCheck<unknown> {
  if (key === 'city')
    return typeof value === 'string'
      ? checkPlaceName(value, context.language)
      : { isValid: false, fault: 'wrongShape' };
  switch (factValueTypes[key]) {
    case 'party': {
      if (typeof value !== 'string') return { isValid: false, fault: 'wrongShape' };
      // "<Company> lol": the filler goes before any other check; only filler is no value (decision 0349).
      // Only filler is left to the party check, which refuses it (decision 0349).
      const party = withoutChatFiller(value) || value;
      // "yo tengo medicaid, ya le dije": the visitor's health plan is no one who caused it or owns the place.
      if ((key === 'atFaultParty' || key === 'propertyOwner') && isHealthPlanOnly(party))
        return { isValid: false, fault: 'healthPlan' };
      // "1,200 de urgencias creo", "about $900 so far": money, the answer to another question
      // (decision 0217). A policy may carry its limits ("Geico, 50/100"); a party never does.
      if (saysAnAmount(party, context.language)) return { isValid: false, fault: 'amount' };
      // "columbus ohio" to "where do you work?": a place is where, not who (stop 46).
      if (isOnlyAPlace(party)) return { isValid: false, fault: 'place' };
      // "LEFT", "the back bumper", "red": how it happened, not who (decision 0332).
      // A product may be a part of a car ("the tire"): that is what it is.
      if (key !== 'product' && isOnlyDetail(party)) return { isValid: false, fault: 'detail' };
      return checkPartyPhrase(party, context.language);
    }
    case 'policy':
      if (value === noPolicy) return { isValid: true, value };
      return typeof value === 'string'
        ? checkPartyPhrase(withoutChatFiller(value) || value, context.language)
        : { isValid: false, fault: 'wrongShape' };
    case 'relationship':
      return typeof value === 'string' && relationshipWords.has(value)
        ? { isValid: true, value }
        : { isValid: false, fault: 'notARelationship' };
    case 'date':
      return isDateValue(value) ? checkDateValue(value, context) : { isValid: false, fault: 'wrongShape' };
    case 'age':
      return typeof value === 'number' ? checkAge(value) : { isValid: false, fault: 'wrongShape' };
    default:
      return { isValid: true, value };
  }
}

/** Words around a place that add nothing to it ("in Dayton", "out in Ohio"). */
const placeGlue = new Set(['in', 'at', 'near', 'out', 'en', 'cerca', 'de', 'the', 'el', 'la']);

/**
 * The whole value is a state, a town and its state, or a town after a place word ("Columbus
 * Ohio", "Texas", "in Dayton"), nothing else: "Ohio State", "the State of Texas", "Denver Health"
 * name someone, and a town's name alone may be a company's ("Goodyear").
 */
export function isOnlyAPlace(value: string): boolean {
  const plain = normalize(value).replace(/[.,;]/g, ' ');
  let rest = ` ${plain} `;
  for (const state of findStates(plain).sort((a, b) => b.start - a.start))
    rest = `${rest.slice(0, state.start + 1)} ${rest.slice(state.end + 1)}`;
  const pair = findCityBeforeState(value);
  if (pair?.city)
    rest = rest.replace(` ${normalize(pair.city)} `, ' ').replace(` ${pair.state.toLowerCase()} `, ' ');
  const left = rest.split(/\s+/).filter((word) => word && !placeGlue.has(word));
  if (left.length === 0) return plain.trim().length > 0;
  // A town alone is a place only when a place word leads it ("in Dayton"): "Goodyear" and "Kent"
  // are companies as well as towns.
  const leads = plain.split(/\s+/).filter(Boolean);
  const town = lookUpPlace(placeKey(left.join(' ')));
  return (
    placeGlue.has(leads[0] ?? '') &&
    town !== undefined &&
    !town.isEverydayWord &&
    (town.states[0]?.population ?? 0) >= 50_000
  );
}

/** The whole value is a health plan and nothing else ("Medicaid", "my Aetna"). */
function isHealthPlanOnly(value: string): boolean {
  const mentions = findInsurers(value, { isInsuranceAnswer: true });
  if (mentions.length === 0) return false;
  if (!mentions.every((mention) => mention.insurer.lines.every((line) => line === 'health'))) return false;
  const rest = normalize(value)
    .split(/\s+/)
    .filter(
      (word) =>
        !['my', 'mi', 'the', 'el', 'la', 'su', 'his', 'her', 'plan', 'insurance', 'seguro'].includes(word),
    );
  return rest.length <= mentions.reduce((count, mention) => count + (mention.end - mention.start), 0);
}

/**
 * "hold on my wife knows the name", "my dad handles the insurance": a party read from a message
 * that sends the question to them is who knows the answer, not the answer (decision 0199).
 * True when the words right after the value, in its quote, are one of the lexicon's deferrals.
 */
export function isDeferredTo(value: string, quote: string | undefined, language: Language): boolean {
  if (!quote) return false;
  const said = wordsOf(normalize(value)).join(' ');
  const words = wordsOf(normalize(quote));
  const text = ` ${words.join(' ')} `;
  const at = said.length > 0 ? text.indexOf(` ${said} `) : -1;
  if (at < 0) return false;
  const after = wordsOf(text.slice(at + said.length + 2));
  return [...lists.en.deferrals, ...lists[language].deferrals].some((phrase) =>
    startsWithPhrase(after, phrase),
  );
}

/**
 * A city is a place's name: a filler, a hedge, words typed while looking ("one sec") or a
 * question are none (decision 0199).
 */
export function checkPlaceName(typed: string, language: Language): ValueCheck<string> {
  const words_ = lists[language];
  // "Tulsa lol": the filler is no part of the place (decision 0349).
  const text = withoutChatFiller(typed);
  const allWords = wordsOf(normalize(text));
  if (allWords.length === 0) return { isValid: false, fault: 'empty' };
  const plain = allWords.join(' ');
  if (words_.fillers.has(plain) || lists.en.fillers.has(plain)) return { isValid: false, fault: 'filler' };
  if (isOnlyBackReference(plain)) return { isValid: false, fault: 'filler' };
  if (
    [...words_.holdingStarts, ...lists.en.holdingStarts].some((phrase) => startsWithPhrase(allWords, phrase))
  )
    return { isValid: false, fault: 'filler' };
  if (words_.unknowns.some((phrase) => hasPhrase(allWords, phrase)))
    return { isValid: false, fault: 'unknown' };
  if (words_.pronouns.has(plain) || words_.negations.has(plain)) return { isValid: false, fault: 'pronoun' };
  return { isValid: true, value: text };
}
