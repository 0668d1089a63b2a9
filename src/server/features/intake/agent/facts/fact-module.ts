import type { CaseRecord, FactKey, FactValues, Language } from '../../../../../contracts/case-record';
import { answerWords } from '../../language/answer-words';
import type { LanguagePack } from '../../language/language-pack';
import type { DateMention } from '../reading/dates';
import type { AmountMention } from '../reading/numbers';
import { isQuestionBack, opensWithATurn } from '../reading/leading-answer';
import { isCounterfactual } from '../reading/modality';
import { readParaphrasedAnswer } from '../reading/paraphrased-answer';
import { type Clause, findCue, normalize, sentencesOf, tidyPhrase } from '../reading/text';

/**
 * One fact of the case record, as one module (DESIGN.md §3): which cases it applies to, how
 * it is asked in each language, how a message is read for it, and how it is said back.
 * Plans list facts; the agent knows nothing about a fact beyond its module.
 */
export interface FactModule<K extends FactKey = FactKey> {
  key: K;
  /** Whether the fact belongs to this case (by case type and what is known). */
  appliesTo(record: CaseRecord): boolean;
  /**
   * Where the fact does not apply, whether it is still read when told, though never asked
   * (decision 0345): "the manager wrote it up" in a crash is an incident report all the same.
   */
  isReadBeyond?(record: CaseRecord): boolean;
  /** One question, one topic, phrased from what is already known. Absent: never asked. */
  question?: Record<Language, (record: CaseRecord) => string>;
  /** A second wording for the one rephrase an unclear answer earns. */
  rephrase?: Record<Language, (record: CaseRecord) => string>;
  /** Facts an answer to this question usually carries. */
  alsoAsks?: readonly FactKey[];
  /**
   * A value held without the part a case's value turns on (time off work with no pay lost, a
   * wrecked car with no amount): the extension asks for that part once, in these words
   * (decision 0162). `lacks` says whether the held value still misses it.
   */
  followUp?: {
    lacks(record: CaseRecord): boolean;
    question: Record<Language, (record: CaseRecord) => string>;
  };
  /**
   * Whether the question still needs asking. Default: the record holds the fact, or the
   * visitor said they do not know it. Treatment is settled only once we know where it stands.
   */
  isSettled?(record: CaseRecord): boolean;
  /**
   * A plain "no" to this fact's question answers it and leaves nothing to store ("has anyone
   * offered you money?" "no, not yet"): the question is not put again.
   */
  isAnsweredByNo?: boolean;
  /** Reads the fact from a message. */
  read(context: ReadContext): Reading<FactValues[K]> | undefined;
  /** Says the value back in plain words (summary, review). */
  describe(value: FactValues[K], language: Language): string;
}

export type Reading<V> =
  | {
      value: V;
      /** The visitor's words it came from. */
      quote?: string;
      /** Replace a known value even when this fact was not asked (a correction, a negation of what we had). */
      replaces?: boolean;
      /** Worked out from another fact rather than said (a town's state): stored as derived from it. */
      derivedFrom?: FactKey;
      /** Only the reply's opening yes or no, read as the answer to the question asked. */
      isBareAnswer?: boolean;
    }
  | {
      isUnknown: true;
      /** Said outright to another question ("I don't have the report number"): marked all the same. */
      isSaidOutright?: boolean;
    };

export interface PlacedAmount extends AmountMention {
  clause: number;
}

export interface ReadContext {
  original: string;
  plain: string;
  clauses: Clause[];
  language: Language;
  pack: LanguagePack;
  record: CaseRecord;
  /** The fact whose question this message answers, if any. */
  pending: FactKey | null;
  origin: 'description' | 'answer' | 'update';
  today: Date;
  amounts: PlacedAmount[];
  dates: DateMention[];
  /** The message opened with a plain answer: "yes", "no", "I don't know". */
  leading: 'yes' | 'no' | 'unknown' | null;
  /** The visitor is writing for someone else (pronouns are theirs). */
  isForSomeoneElse: boolean;
}

export const anyCase = (): boolean => true;

export const caseIs =
  (...types: NonNullable<CaseRecord['caseType']>[]) =>
  (record: CaseRecord): boolean =>
    (record.caseType !== undefined && types.includes(record.caseType)) ||
    (record.secondaryCaseType !== undefined && types.includes(record.secondaryCaseType));

/** Per-language cue patterns of a fact, matched on normalized text. */
export type Cues = Record<Language, RegExp>;

export const isPending = (context: ReadContext, key: FactKey): boolean => context.pending === key;

/**
 * A yes/no fact read from cue words: "police came" (yes), "no police" (no), "nobody took
 * pictures" (no). When its question is pending, a plain "yes"/"no" answers it too, and "I
 * don't know" marks it unknown.
 */
export function readYesNo(
  context: ReadContext,
  key: FactKey,
  cues: Cues,
  options: { negativeCues?: Cues; answerFallback?: (context: ReadContext) => boolean | undefined } = {},
): Reading<boolean> | undefined {
  // Spanish is often typed with English words in it ("mi boss no tiene workers comp"): its
  // cues, then the English ones, each with the Spanish negation around it.
  const patterns = context.language === 'es' ? [cues.es, cues.en] : [cues.en];
  const negation = context.pack.reading.negation;
  for (const clause of context.clauses) {
    // "does the agency count as another company?" asks; it tells nothing.
    if (isAskedBack(context, clause)) continue;
    const negative = options.negativeCues?.[context.language].exec(clause.plain);
    if (negative) return { value: false, quote: clause.text };
    for (const pattern of patterns) {
      const cue = findCue(clause, pattern, negation);
      // "i should have taken pictures": what the visitor wishes had happened tells neither way.
      if (cue && isCounterfactual(clause.plain.slice(0, cue.index))) break;
      if (!cue) continue;
      const object = objectOf(clause.plain, cue);
      // "I signed nothing but the release", "no firmé nada más que el finiquito": done (decision 0300).
      if (object !== undefined && isExcepted(context, clause, object))
        return { value: true, quote: clause.text };
      return {
        value:
          !cue.isNegated &&
          !isDeniedAfter(clause.plain.slice(cue.index + cue.match.length)) &&
          !(object !== undefined && isNegativeObject(clause.plain.slice(object).split(/\s+/))),
        quote: clause.text,
      };
    }
  }
  if (!isPending(context, key)) return undefined;
  // "yes the police came" to the lawyer question answers another question: its yes is not this one's.
  if ((context.leading === 'yes' || context.leading === 'no') && isAboutAnotherTopic(context, key))
    return undefined;
  if (context.leading === 'yes') return { value: true, quote: context.clauses[0]?.text, isBareAnswer: true };
  if (context.leading === 'no') return { value: false, quote: context.clauses[0]?.text, isBareAnswer: true };
  if (context.leading === 'unknown') return { isUnknown: true };
  const paraphrased = readParaphrasedAnswer(context, key, (clause) => isAskedBack(context, clause));
  if (paraphrased) return paraphrased;
  const fallback = options.answerFallback?.(context);
  return fallback === undefined ? undefined : { value: fallback, quote: context.clauses[0]?.text };
}

/** Words that join another statement: the object of the cue's verb stops before them. */
const joins = new Set(['and', 'or', 'y', 'o', 'but', 'pero']);

/**
 * Where the object of a cue's verb may start: a word inside the cue after its first, or one of
 * the two words after it ("signed nothing", "gave them no statement", "firmé ninguno"), before
 * any comma or joining word. The index in the clause of the first negative quantifier or
 * "anything" there, if any.
 */
function objectOf(plain: string, cue: { index: number; match: string }): number | undefined {
  const cueWords = cue.match.trim().split(/\s+/).length;
  let at = cue.index;
  const words = plain.slice(cue.index).split(' ');
  for (const [position, word] of words.entries()) {
    if (position > cueWords + 1) break;
    const bare = word.replace(/[^\p{L}']+$/u, '');
    if (position > 0 && joins.has(bare)) break;
    if (position > 0 && (isNegativeObject(words.slice(position)) || isAnyObject(bare))) return at;
    if (bare !== word) break;
    at += word.length + 1;
  }
  return undefined;
}

/** The words open with a negative quantifier, in either language ("nothing", "no one", "ninguno"). */
function isNegativeObject(words: readonly string[]): boolean {
  const [first = '', second = ''] = words.map((word) => word.replace(/[^\p{L}']+$/u, ''));
  return (['en', 'es'] as const).some(
    (language) =>
      answerWords[language].negativeObject.test(first) ||
      answerWords[language].negativeObject.test(`${first} ${second}`),
  );
}

const isAnyObject = (word: string): boolean =>
  answerWords.en.lists.anyObjects.includes(word) || answerWords.es.lists.anyObjects.includes(word);

/**
 * "nothing but the release", "anything except the release", "nada más que el finiquito": the
 * quantifier is lifted by the exceptive after it, read in the whole sentence, as a clause ends
 * at "but". A signed release missed is the costlier mistake, so the deed counts as done.
 */
function isExcepted(context: ReadContext, clause: Clause, objectIndex: number): boolean {
  const sentence = sentencesOf(context.plain).find((each) => each.includes(clause.plain));
  if (sentence === undefined) return false;
  const rest = sentence.slice(sentence.indexOf(clause.plain) + objectIndex);
  return answerWords.en.exceptedObject.test(rest) || answerWords.es.exceptedObject.test(rest);
}

/**
 * The thing named is the subject of a denied verb: "the officers never showed", "la policía nunca
 * llegó", "the manager didn't write one". Both languages' words, as Spanish is often typed
 * with English in it.
 */
export function isDeniedAfter(plainAfterCue: string): boolean {
  return (
    answerWords.en.deniedAfterSubject.test(plainAfterCue) ||
    answerWords.es.deniedAfterSubject.test(plainAfterCue)
  );
}

/**
 * Topics a yes/no question can be about, each with the words that name it and the facts it
 * covers. A reply that opens with yes or no and goes on to name a topic of other facts only
 * ("yes the police came" to "Is a lawyer working on this?") answers that topic, not the one asked.
 */
const yesNoTopics: { words: RegExp; facts: readonly FactKey[] }[] = [
  {
    words: /\b(police|cops?|officers?|trooper|sheriff|policia|patrulla)\b/,
    facts: ['policeReport', 'policeReportNumber', 'incidentReport'],
  },
  { words: /\b(witness(es)?|testigos?)\b/, facts: ['witnesses'] },
  { words: /\b(photos?|pictures?|pics|video|fotos?)\b/, facts: ['photos'] },
  {
    words: /\b(lawyers?|attorneys?|law firm|abogad[oa]s?)\b/,
    facts: ['priorAttorney'],
  },
];

function isAboutAnotherTopic(context: ReadContext, key: FactKey): boolean {
  if (opensWithATurn(context.plain)) return false;
  const first = context.clauses[0]?.plain ?? '';
  const topics = yesNoTopics.filter((topic) => topic.words.test(first));
  return topics.length > 0 && topics.every((topic) => !topic.facts.includes(key));
}

/**
 * Whether a clause belongs to a question the visitor asks back ("can I sue the other company
 * if I already get comp?"): it asks, it tells nothing. Judged on its whole sentence, since a
 * question's first clause has no question mark of its own.
 */
export function isAskedBack(context: ReadContext, clause: Clause): boolean {
  return sentencesOf(context.original).some((sentence) => {
    const plain = normalize(sentence);
    return plain.includes(clause.plain) && isQuestionBack(plain, context.pack.reading.answers);
  });
}

/** Leading words that carry no fact ("I'm a", "it's", "my health insurance is"). */
export function stripLead(text: string, leads: RegExp): string {
  let current = text.trim();
  for (let guard = 0; guard < 4; guard += 1) {
    const next = current.replace(leads, '').trim();
    if (next === current) break;
    current = next;
  }
  return current;
}

/**
 * The answer as a short phrase for a text fact (employer, product, provider): the first
 * sentence, minus filler. Not for "I don't know", a bare "no", or an empty reply.
 */
export function answerPhrase(
  context: ReadContext,
  leads: Record<Language, RegExp>,
  max = 200,
): string | undefined {
  if (context.leading === 'unknown' || context.leading === 'no') return undefined;
  const first = context.clauses.find((clause) => !context.pack.reading.unknown.test(clause.plain));
  if (!first) return undefined;
  const phrase = tidyPhrase(stripLead(first.text, leads[context.language]), max);
  return phrase.length >= 2 ? phrase : undefined;
}

/** Clauses whose normalized text matches. */
export function clausesMatching(context: ReadContext, pattern: RegExp): Clause[] {
  return context.clauses.filter((clause) => pattern.test(clause.plain));
}

export function includesWord(text: string, pattern: RegExp): boolean {
  return pattern.test(normalize(text));
}

export const describeYesNo = (value: boolean, language: Language): string =>
  language === 'es' ? (value ? 'sí' : 'no') : value ? 'yes' : 'no';

export const usd = (amount: number): string =>
  `$${Math.round(amount).toLocaleString('en-US', { maximumFractionDigits: 0 })}`;

/**
 * The message tells what happened: the first message, or the answer to "what happened?"
 * (decision 0113). Who or what it names is read as in a first message, as strictly.
 */
export function tellsStory(context: ReadContext): boolean {
  return context.origin === 'description' || (context.origin === 'answer' && context.pending === 'caseType');
}

/** The answer is about where or when it happened: a place it names is where the visitor was. */
export function tellsWhereOrWhen(context: ReadContext): boolean {
  return (
    context.pending === 'city' ||
    context.pending === 'state' ||
    context.pending === 'incidentDate' ||
    context.pending === 'discoveryDate'
  );
}
