import { z } from 'zod';

import type { Language } from '../../../../contracts/case-record';

import answersFile from './lexicons/answers.json' with { type: 'json' };
import correctionsFile from './lexicons/corrections.json' with { type: 'json' };

/**
 * The words of a yes/no answer (data, in ./lexicons/answers.json), checked against their
 * schema and compiled once: what a plain answer looks like at the start of a reply, after
 * the filler people type before it ("so… no", "hmm, yes"), and what opens a question asked
 * back ("should I have kept it?").
 */

const answerListsSchema = z.object({
  yes: z.array(z.string().min(1)).min(1),
  yesBeforeBreak: z.array(z.string().min(1)),
  /** After a subject and its auxiliary ("we have"), a word that denies it ("we have not"; decision 0369). */
  negatedAuxiliary: z.array(z.string().min(1)),
  yesBeforeVerb: z.array(z.string().min(1)),
  no: z.array(z.string().min(1)).min(1),
  noBeforeBreak: z.array(z.string().min(1)),
  notYet: z.array(z.string().min(1)),
  noAfter: z.array(z.string().min(1)),
  negationAfterSubject: z.array(z.string().min(1)),
  eventVerbs: z.array(z.string().min(1)),
  unknown: z.array(z.string().min(1)).min(1),
  /** A best guess after not knowing ("not sure, maybe …"; decision 0429). */
  guesses: z.array(z.string().min(1)).min(1),
  answerFollowers: z.array(z.string().min(1)),
  fillers: z.array(z.string().min(1)),
  questionOpeners: z.array(z.string().min(1)),
  negativeObjects: z.array(z.string().min(1)).min(1),
  anyObjects: z.array(z.string().min(1)).min(1),
  exceptives: z.array(z.string().min(1)).min(1),
  clauseSubjects: z.array(z.string().min(1)).min(1),
});

const answersFileSchema = z.object({
  $comment: z.string(),
  en: answerListsSchema,
  es: answerListsSchema,
});

export type AnswerLists = z.infer<typeof answerListsSchema>;

export interface AnswerWords {
  lists: AnswerLists;
  /** Any word of yes or no at the start ("yes", "sure", "nope", "nobody"). */
  yesStart: RegExp;
  noStart: RegExp;
  /** A yes said with the verb it affirms ("I did hire a firm"), at the start. */
  yesBeforeVerbStart: RegExp;
  /** A no said with time in it ("not yet", "todavía no"), at the start. */
  notYetStart: RegExp;
  /** A no after the thing it denies, alone at the end of a clause ("surgery, no"). */
  noAtEnd: RegExp;
  /**
   * What follows a thing when it is the subject of a denied verb ("[the officers] never showed",
   * "[la patrulla] jamas aparecio"): at most two words, a negation, at most one word, a verb.
   */
  deniedAfterSubject: RegExp;
  /** Not knowing, anywhere in the text. */
  unknown: RegExp;
  /** One filler at the start, with the punctuation after it. */
  fillerStart: RegExp;
  /** A best guess at the start or at the end of a text ("maybe …", "… i think"). */
  guessStart: RegExp;
  guessEnd: RegExp;
  /** A word that opens a question asked back, at the start. */
  questionStart: RegExp;
  /** A negative quantifier alone, as a whole word ("nothing", "ninguno"). */
  negativeObject: RegExp;
  /** "nothing but …", "anything except …", "nada más que …": a quantifier, then an exceptive, at the start. */
  exceptedObject: RegExp;
  /** One-word yes and no entries, for reading a typo ("nobdy", "yse"). */
  singleWords: { word: string; answer: 'yes' | 'no'; needsBreak: boolean }[];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const longestFirst = (words: readonly string[]) =>
  [...words].sort((a, b) => b.length - a.length).map((word) => escape(word).replace(/ /g, '\\s+'));
const atStart = (words: readonly string[]) =>
  new RegExp(`^(?:${longestFirst(words).join('|')})(?![\\p{L}\\d'])`, 'u');

/**
 * "like I said", "ya le dije": the reminders the corrections lexicon already lists (its repeats
 * and its "already said") open an answer as filler does (decision 0225).
 */
const reminders = (language: Language): string[] => [
  ...correctionsFile[language].repeats,
  ...correctionsFile[language].alreadySaid,
];

function compile(lists: AnswerLists, language: Language): AnswerWords {
  const single = (words: readonly string[], answer: 'yes' | 'no', needsBreak: boolean) =>
    words.filter((word) => /^\p{L}+$/u.test(word)).map((word) => ({ word, answer, needsBreak }));
  return {
    lists,
    yesStart: atStart([...lists.yes, ...lists.yesBeforeBreak]),
    noStart: atStart([...lists.no, ...lists.notYet, ...lists.noBeforeBreak]),
    yesBeforeVerbStart: lists.yesBeforeVerb.length > 0 ? atStart(lists.yesBeforeVerb) : /(?!)/,
    notYetStart: atStart(lists.notYet),
    noAtEnd: new RegExp(`^[\\s,.:;!?¿¡-]*(?:${longestFirst(lists.noAfter).join('|')})[\\s.!…]*$`, 'u'),
    deniedAfterSubject: new RegExp(
      `^\\s*(?:[\\p{L}']+\\s+){0,2}?(?:${longestFirst(lists.negationAfterSubject).join('|')})\\s+(?:[\\p{L}']+\\s+)?(?:${longestFirst(lists.eventVerbs).join('|')})(?![\\p{L}\\d'])`,
      'u',
    ),
    unknown: new RegExp(`(?<![\\p{L}\\d'])(?:${longestFirst(lists.unknown).join('|')})(?![\\p{L}\\d'])`, 'u'),
    fillerStart: new RegExp(
      `^(?:${longestFirst([...lists.fillers, ...reminders(language)]).join('|')})(?![\\p{L}\\d'])[\\s,.!…-]*`,
      'u',
    ),
    guessStart: atStart(lists.guesses),
    guessEnd: new RegExp(`(?<![\\p{L}\\d'])(?:${longestFirst(lists.guesses).join('|')})[\\s.!?…]*$`, 'u'),
    questionStart: new RegExp(
      `^[¿]?(?:${longestFirst(lists.questionOpeners).join('|')})(?![\\p{L}\\d'])`,
      'u',
    ),
    negativeObject: new RegExp(`^(?:${longestFirst(lists.negativeObjects).join('|')})$`, 'u'),
    // "nothing but the release", "nada más que el finiquito", "no papers except that one"; never
    // "nothing, but I …": the exceptive must not open a clause of its own.
    exceptedObject: new RegExp(
      `^\\s*(?:${longestFirst([...lists.negativeObjects, ...lists.anyObjects]).join('|')})\\s+(?:[\\p{L}']+\\s+)?(?:${longestFirst(lists.exceptives).join('|')})\\s+(?!(?:${longestFirst(lists.clauseSubjects).join('|')})\\s)`,
      'u',
    ),
    singleWords: [
      ...single(lists.yes, 'yes', false),
      ...single(lists.yesBeforeBreak, 'yes', true),
      ...single(lists.no, 'no', false),
      ...single(lists.noBeforeBreak, 'no', true),
    ],
  };
}

const answersLexicon = answersFileSchema.parse(answersFile);

export const answerWords: Record<Language, AnswerWords> = {
  en: compile(answersLexicon.en, 'en'),
  es: compile(answersLexicon.es, 'es'),
};
