import { z } from 'zod';

import safetyAnswersFile from './lexicons/safety-answers.json' with { type: 'json' };
import { cuePhrase, type Phrase } from './safety-lexicons';
import { stripAccents } from './safety-text';

/**
 * The visitor's answer to "Are you safe right now, and is help on the way?" (issue 27):
 * safe (or help has come or is coming), not safe yet, or neither; or no danger at all, the
 * alarm denied ("there's no emergency", "no pasa nada"), which is safe and more. Words are data
 * (lexicons/safety-answers.json): a clear "not yet" first ("not safe" holds "safe"), then
 * "safe", then a bare "no". A denial of the danger itself ("no emergency") comes before all.
 */
export type SafetyAnswer = 'safe' | 'unsafe' | 'unclear' | 'noDanger';

const listsSchema = z.object({
  unsafe: z.array(z.string()),
  safe: z.array(z.string()),
  helpThere: z.array(z.string()),
  unsafeWeak: z.array(z.string()),
  noDanger: z.array(z.string()),
  /** "nobody is coming", "no viene nadie": help words said of help that is not there. */
  noHelp: z.array(z.string()),
  /** Later news from someone help has reached right now ("we're at the ER now"): present tense only. */
  helpNow: z.array(z.string()),
  /** Help has reached the visitor ("the paramedics got here", "EMS is with me"): decision 0259. */
  helpPresent: z.array(z.string()),
  /** The danger came back or grew ("again", "worse", "otra vez"): decision 0259. */
  backOrWorse: z.array(z.string()),
  /** Self-harm itself denied, or the words said to be a way of speaking: decision 0282. */
  selfHarmDenied: z.array(z.string()),
  /** An alarmed sign goes on ("still", "todavía", "sigue"): the same emergency, decision 0281. */
  stillGoing: z.array(z.string()),
  /** Doubt or a question back beside a denial ("I think? is it ok to let him sleep"): decision 0295. */
  noDangerDoubts: z.array(z.string()),
  /** At home now ("we're back at the house", "ya estamos en casa"): not in care (decision 0296). */
  atHome: z.array(z.string()),
  /** Not going in for care ("we're not going to the ER", "no vamos a ir"): decision 0296. */
  notGoing: z.array(z.string()),
  /** Home after care ("they sent him home", "le dieron de alta"): no word of care refused. */
  backFromCare: z.array(z.string()),
  /** What we alarmed on placed weeks or more back ("this was last month"): decision 0321. */
  toldPast: z.array(z.string()),
});
const answersSchema = z.object({ $comment: z.string(), en: listsSchema, es: listsSchema });

const parsed = answersSchema.parse(safetyAnswersFile);
const unsafe = [...parsed.en.unsafe, ...parsed.es.unsafe].map(cuePhrase);
const helpPresent = [...parsed.en.helpPresent, ...parsed.es.helpPresent].map(cuePhrase);
const helpThere = [...parsed.en.helpThere, ...parsed.es.helpThere].map(cuePhrase).concat(helpPresent);
const safe = [...parsed.en.safe, ...parsed.es.safe].map(cuePhrase).concat(helpThere);
const unsafeWeak = [...parsed.en.unsafeWeak, ...parsed.es.unsafeWeak].map(cuePhrase);
const noDanger = [...parsed.en.noDanger, ...parsed.es.noDanger].map(cuePhrase);
const noHelp = [...parsed.en.noHelp, ...parsed.es.noHelp].map(cuePhrase);
const helpNow = [...parsed.en.helpNow, ...parsed.es.helpNow].map(cuePhrase).concat(helpPresent);
const backOrWorse = [...parsed.en.backOrWorse, ...parsed.es.backOrWorse].map(cuePhrase);
const selfHarmDenied = [...parsed.en.selfHarmDenied, ...parsed.es.selfHarmDenied].map(cuePhrase);
const stillGoing = [...parsed.en.stillGoing, ...parsed.es.stillGoing].map(cuePhrase);
const noDangerDoubts = [...parsed.en.noDangerDoubts, ...parsed.es.noDangerDoubts].map(cuePhrase);
const atHome = [...parsed.en.atHome, ...parsed.es.atHome].map(cuePhrase);
const notGoing = [...parsed.en.notGoing, ...parsed.es.notGoing].map(cuePhrase);
const backFromCare = [...parsed.en.backFromCare, ...parsed.es.backFromCare].map(cuePhrase);
const toldPast = [...parsed.en.toldPast, ...parsed.es.toldPast].map(cuePhrase);

const wordsOf = (text: string) =>
  stripAccents(text.toLowerCase())
    // "can't" and "won't" before the other "n't" ("ca not", "wo not" would match nothing).
    .replace(/\bcan['\u2019]t\b/g, 'can not')
    .replace(/\bwon['\u2019]t\b/g, 'will not')
    .replace(/n['\u2019]t\b/g, ' not')
    .replace(/\b(can)not\b/g, '$1 not')
    .replace(/['\u2019]m\b/g, ' am')
    .replace(/['\u2019]re\b/g, ' are')
    .replace(/['\u2019]s\b/g, ' is')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * A surface word of the lexicons as it is compared: accents stripped once per word, not at every
 * comparison (every phrase was tried at every position of every message, each time stripping its
 * words again). Only the lexicons' own words are kept, so the map is as small as they are.
 */
const strippedSurfaces = new Map<string, string>();
function strippedSurface(word: string): string {
  let stripped = strippedSurfaces.get(word);
  if (stripped === undefined) {
    stripped = stripAccents(word);
    strippedSurfaces.set(word, stripped);
  }
  return stripped;
}

/** The words a phrase's first position takes as typed, and its prefixes: a quick "could it start here?". */
interface FirstWords {
  surfaces: Set<string>;
  prefixes: string[];
}
const firstWordsOfPhrase = new WeakMap<Phrase, FirstWords>();
function firstWordsOf(phrase: Phrase): FirstWords {
  let first = firstWordsOfPhrase.get(phrase);
  if (!first) {
    first = { surfaces: new Set(), prefixes: [] };
    for (const test of phrase[0] ?? []) {
      if (test.kind === 'surface') first.surfaces.add(strippedSurface(test.word));
      else if (test.kind === 'prefix') first.prefixes.push(test.prefix);
    }
    firstWordsOfPhrase.set(phrase, first);
  }
  return first;
}

function contains(words: string[], phrase: Phrase): boolean {
  if (phrase.length === 0) return true;
  const first = firstWordsOf(phrase);
  for (let start = 0; start + phrase.length <= words.length; start += 1) {
    // Only where the first word can stand is the whole phrase tried (the same test, made cheaply).
    const opening = words[start]!;
    if (!first.surfaces.has(opening) && !first.prefixes.some((prefix) => opening.startsWith(prefix)))
      continue;
    if (
      phrase.every((position, offset) =>
        position.some((test) => {
          const word = words[start + offset]!;
          if (test.kind === 'surface') return word === strippedSurface(test.word);
          if (test.kind === 'prefix') return word.startsWith(test.prefix);
          return false;
        }),
      )
    )
      return true;
  }
  return false;
}

const notSafe = cuePhrase('not safe');

export function readSafetyAnswer(text: string): SafetyAnswer {
  const words = wordsOf(text);
  // "nobody's in danger": the danger itself denied, before "nobody" can read as no one to help.
  if (noDanger.some((phrase) => contains(words, phrase)) && !contains(words, notSafe)) {
    // "he's not in danger, just sleepy I think? is it ok to let him sleep": a denial told with doubt
    // or asked back is no denial; the alarm stays and the question stands (decision 0295).
    const isDoubted = noDangerDoubts.some((phrase) => contains(words, phrase));
    return isDoubted ? 'unclear' : 'noDanger';
  }
  // "the paramedics got here, he's still not waking up": help is with them; the symptom told
  // again is no "not yet" (decision 0259).
  if (saysHelp(text, helpPresent)) return 'safe';
  // "yea I'm safe, this was 2 weeks ago … $60 on ubers since no car": safe said outright and the
  // event placed weeks back; a barrier word in a story of past costs is no "not yet" (decision 0432).
  if (
    safe.some((phrase) => contains(words, phrase)) &&
    toldPast.some((phrase) => contains(words, phrase)) &&
    !contains(words, notSafe) &&
    !noHelp.some((phrase) => contains(words, phrase))
  )
    return 'safe';
  // "no i haven't called anyone yet": no help is coming, whatever help words it holds.
  const isNotYet =
    unsafe.some((phrase) => contains(words, phrase)) || noHelp.some((phrase) => contains(words, phrase));
  // "no, that was weeks ago, I'm home": told in the past, its "no" and its home are not a "not yet" (0321).
  if (!isNotYet && toldPast.some((phrase) => contains(words, phrase))) return 'safe';
  // "we're back at the house", "no vamos a ir": home is not care, whatever help words it holds (0296).
  if (saysNotInCare(text)) return 'unsafe';
  if (isNotYet) return 'unsafe';
  if (safe.some((phrase) => contains(words, phrase))) return 'safe';
  if (unsafeWeak.some((phrase) => contains(words, phrase))) return 'unsafe';
  return 'unclear';
}

/**
 * The answer places what we alarmed on weeks or more back ("what? I'm fine, this was last month",
 * "eso fue hace dos semanas"): safe, and its help words ("I went to the ER") tell of care that is
 * over, never of help on the way (decision 0321). A clear "not yet" in it still wins.
 */
export function saysItWasPast(text: string): boolean {
  const words = wordsOf(text);
  return toldPast.some((phrase) => contains(words, phrase)) && readSafetyAnswer(text) !== 'unsafe';
}

/**
 * A safe answer that says help has come or is coming ("the ambulance is on the way"), and not
 * that none is ("no viene nadie porque no hace falta": safe, with no help to be glad of).
 */
export function saysHelpIsThere(text: string): boolean {
  return saysHelp(text, helpThere);
}

/**
 * Help words of one list, unless the message says no help is there, or that the visitor is at
 * home or not going in ("not going to the hospital", "ya estamos en la casa"): decision 0296.
 * Help that has reached them ("the paramedics are at the house") is there wherever they are.
 */
function saysHelp(text: string, phrases: Phrase[]): boolean {
  const words = wordsOf(text);
  if (noHelp.some((phrase) => contains(words, phrase))) return false;
  if (phrases !== helpPresent && notInCareOf(words) && !helpPresent.some((phrase) => contains(words, phrase)))
    return false;
  return phrases.some((phrase) => contains(words, phrase));
}

export type NotInCare = 'atHome' | 'notGoing';

function notInCareOf(words: string[]): NotInCare | null {
  if (backFromCare.some((phrase) => contains(words, phrase))) return null;
  if (notGoing.some((phrase) => contains(words, phrase))) return 'notGoing';
  if (atHome.some((phrase) => contains(words, phrase))) return 'atHome';
  return null;
}

/**
 * The visitor is at home now, or is not going in for care ("we're back at the house", "he won't
 * go to the ER", "ya estamos en la casa", "no vamos a ir"), with no word that care came first
 * ("they sent him home"): being home is not being in care (decision 0296). Help that has reached
 * them, said in the same message, is care.
 */
export function saysNotInCare(text: string): NotInCare | null {
  const words = wordsOf(text);
  if (helpPresent.some((phrase) => contains(words, phrase))) return null;
  return notInCareOf(words);
}

/**
 * News, after help was said to be coming, that it has reached the visitor or is taking them to
 * care right now ("we made it, they're taking him back"): present-tense words only, so a story
 * of care that is over ("the ambulance took him to the ER, he was there four days") is an answer.
 */
export function saysHelpIsHereNow(text: string): boolean {
  return saysHelp(text, helpNow);
}

/**
 * Help has reached the visitor, in this message ("the paramedics got here", "EMS is with me",
 * "ya llegaron los paramédicos"): asking whether help is on the way again would ignore it
 * (decision 0259).
 */
export function saysHelpIsPresent(text: string): boolean {
  return saysHelp(text, helpPresent);
}

/** The danger came back or grew ("he stopped breathing again", "está peor"): decision 0259. */
export function saysBackOrWorse(text: string): boolean {
  const words = wordsOf(text);
  return backOrWorse.some((phrase) => contains(words, phrase));
}

/**
 * Self-harm denied in so many words ("I'm not suicidal", "no quiero hacerme daño") or the
 * alarming words said to be a way of speaking ("I meant the pain", "era una forma de hablar"):
 * decision 0282. A bare "I'm fine" or "nothing is wrong" is no such denial.
 */
export function saysSelfHarmDenied(text: string): boolean {
  const words = wordsOf(text);
  return selfHarmDenied.some((phrase) => contains(words, phrase));
}

/** The danger goes on as it was ("he's still not awake", "sigue sin responder"): decision 0281. */
export function saysStillGoing(text: string): boolean {
  const words = wordsOf(text);
  return stillGoing.some((phrase) => contains(words, phrase));
}
