import { z } from 'zod';

import type { Language } from '../../../../contracts/case-record';
import { phraseSource as writtenPhraseSource } from '../agent/reading/written-phrases';
import { packFor } from '../language/packs';

import questionsFile from '../language/lexicons/visitor-questions.json' with { type: 'json' };

/**
 * The words a visitor's own question is recognised by (issue 23 rule 1), data in
 * ../language/lexicons/visitor-questions.json, checked against their schema and compiled
 * once per language. Phrases match on normalized text at the start of a clause.
 */

const phrases = z.array(z.string().min(1));
const questionListsSchema = z.object({
  joining: phrases,
  asking: phrases.min(1),
  doubting: phrases,
  modals: phrases,
  whWords: phrases.min(1),
  whFollowers: phrases,
  accentedWh: phrases.optional(),
  auxiliaries: phrases,
  subjects: phrases,
  askedOnly: phrases,
  hedges: phrases,
  clarifying: phrases,
  /** "you mean…", "o sea…": a question about our own question, whatever follows. */
  clarifyingLeads: phrases,
  /** "why would you even ask that", "¿y eso qué tiene que ver?": why we ask at all (decision 0382). */
  retorts: phrases,
  /** "which", "cuál": asks which of our meanings, when no verb of its own follows. */
  whichWords: phrases,
  /** "or", "o": two meanings offered back ("me or my son?"). */
  alternatives: phrases,
  /** "today?", "¿hoy?": a time word alone, asked right after a question, adds to it (decision 0438). */
  whenFollowUps: phrases,
  stopwords: phrases,
  contractedWh: phrases,
  unmarkedWhWords: phrases,
  copulas: phrases,
  cleftVerbs: phrases,
  modalAuxiliaries: phrases,
  determinerSubjects: phrases,
  /** "going to", "gonna": after a copula and a determiner subject, the clause asks (decision 0265). */
  futures: phrases,
  quantifierAuxiliaries: phrases,
  quantifierSubjects: phrases,
  answerPrepositions: phrases,
  reporting: phrases,
  reportingAfterWord: phrases,
  reportingEnds: phrases,
  /** "I asked", "like I said": the visitor reporting their own words to us (decision 0246). */
  selfReporters: phrases,
  /** "if", "for", "you": what follows a self-reporting word when it repeats a question to us. */
  toUs: phrases,
  /** "…, right", "…, ¿verdad?": a tag that turns a statement into a question. */
  confirmationTags: phrases,
  rhetorical: z.object({
    whole: phrases,
    openings: phrases,
    interjections: phrases,
    afterInterjection: phrases,
    tags: phrases,
  }),
  definitional: phrases,
  degreeWords: phrases,
  /** A question typed straight after an answer: an auxiliary and a subject inside the sentence. */
  innerAuxiliaries: phrases,
  innerSubjects: phrases,
  /** "who", "que": open a relative clause after a noun phrase ("my mother, who is 67, fell"). */
  relativeWords: phrases,
  /** "my", "la": open the short noun phrase a relative clause describes. */
  nounOpeners: phrases,
  /** The word before that makes it no new question ("not only did i", "what should i do"). */
  innerBlockers: phrases,
  /** "puedo", "me van a": with a word of `stakeVerbs` right after, a question with no mark (decision 0277). */
  stakeModals: phrases,
  /** "perder mi trabajo", "despedir", "ir a la corte": what the visitor fears may happen to them. */
  stakeVerbs: phrases,
  /** "should have", "debí haber": after a wondering or doubting lead, a regret, no question (decision 0409). */
  regrets: phrases,
  /** "the same", "lo mismo": after a wondering lead, agreement that asks nothing (decision 0409). */
  echoes: phrases,
  /** "which is why", "lo cual": a relative clause that goes on telling (decision 0409). */
  continuations: phrases,
});

const questionsFileSchema = z.object({
  $comment: z.string(),
  shortAnswerWords: z.number().int().min(1),
  en: questionListsSchema,
  es: questionListsSchema,
});

const file = questionsFileSchema.parse(questionsFile);

export interface QuestionWords {
  language: Language;
  joiningStart: RegExp | null;
  fillerStart: RegExp;
  askingStart: RegExp;
  doubtingStart: RegExp | null;
  /** A modal within the first few words after a doubt ("not sure if i should"). */
  modalNear: RegExp | null;
  whStart: RegExp;
  whFollowerStart: RegExp | null;
  /** Accented question words, matched on the text as typed ("qué", not "que"). */
  accentedWhStart: RegExp | null;
  auxiliaryStart: RegExp | null;
  subjectStart: RegExp | null;
  askedOnlyStart: RegExp | null;
  hedgeAnywhere: RegExp | null;
  hedgeStart: RegExp | null;
  clarifyingStart: RegExp;
  clarifyingLeadStart: RegExp | null;
  retortStart: RegExp | null;
  whichStart: RegExp | null;
  alternativesAnywhere: RegExp | null;
  /** The whole of a sentence that only adds a time to the question before it ("today?"). */
  whenFollowUpWhole: RegExp | null;
  stopwords: ReadonlySet<string>;
  /** A question word run together with its verb ("whats", "hows"): asks with no "?". */
  contractedWhStart: RegExp | null;
  /** Question words that may ask with no mark at all (not "porque", "como"). */
  unmarkedWhStart: RegExp | null;
  /** Up to two words, then "is" / "was": a clause that is the subject of a sentence, not a question. */
  copulaNear: RegExp | null;
  cleftVerbStart: RegExp | null;
  modalAuxiliaryStart: RegExp | null;
  determinerSubjectStart: RegExp | null;
  /** "is", "was": an auxiliary that is only a copula. */
  copulaStart: RegExp | null;
  /** "going to" within the first few words ("my insurance going to"). */
  futureNear: RegExp | null;
  quantifierAuxiliaryStart: RegExp | null;
  quantifierSubjectStart: RegExp | null;
  /** Up to two words, then an auxiliary and its subject ("percent do they"). */
  auxiliarySubjectNear: RegExp | null;
  answerPrepositionStart: RegExp | null;
  /** Someone else's words follow ("asked me", "me dijo"). */
  reportingAnywhere: RegExp | null;
  /** The same, only with another word before it in the clause ("el ajustador me pregunto"). */
  reportingAfterWord: RegExp | null;
  reportingEndAnywhere: RegExp | null;
  /** A self-reporter ending the text before a reporting word ("… like I" + "said"). */
  selfReporterEnd: RegExp | null;
  toUsStart: RegExp | null;
  rhetoricalWhole: ReadonlySet<string>;
  rhetoricalOpening: RegExp | null;
  interjectionStart: RegExp | null;
  afterInterjectionStart: RegExp | null;
  rhetoricalTagEnd: RegExp | null;
  /** A confirmation tag after a comma, ending the sentence ("…, right?", "…, ¿no?"). */
  confirmationTagEnd: RegExp | null;
  /** A modal anywhere in a clause ("can't", "have to", "van a"): the statement a tag asks about. */
  modalAnywhere: RegExp | null;
  /** The words of "what does X mean" besides X, left out of the look-up. */
  definitional: readonly string[];
  /** "much", "long": followed by a subject pronoun, the clause is embedded ("how much it hurt"). */
  degreeStart: RegExp | null;
  /**
   * Inside a sentence, where a question typed straight after an answer starts: an auxiliary and
   * its subject ("should i"), or in Spanish the auxiliary alone, only in a sentence marked asked.
   */
  innerQuestionStart: RegExp | null;
  /** An inner start needs the sentence marked as asked (Spanish says no subject). */
  isInnerStartMarkedOnly: boolean;
  innerBlockers: ReadonlySet<string>;
  relativeStart: RegExp | null;
  nounOpenerStart: RegExp | null;
  /** A modal opening a clause ("puedo", "me van a") … */
  stakeModalStart: RegExp | null;
  /** … and, right after it, what the visitor fears ("perder mi trabajo"): asked with no mark. */
  stakeVerbNear: RegExp | null;
  /** A modal perfect within the first words: a regret (decision 0409). */
  regretNear: RegExp | null;
  echoStart: RegExp | null;
  continuationStart: RegExp | null;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const alternatives = (words: readonly string[]) =>
  [...words].sort((a, b) => b.length - a.length).map((word) => escape(word).replace(/ /g, '\\s+'));
const boundary = "(?![\\p{L}\\d'])";
const atStart = (words: readonly string[]) =>
  words.length ? new RegExp(`^(?:${alternatives(words).join('|')})${boundary}`, 'u') : null;
const anywhere = (words: readonly string[]) =>
  words.length ? new RegExp(`(?<![\\p{L}\\d'])(?:${alternatives(words).join('|')})${boundary}`, 'u') : null;

/** One of the words within the first `words` words after the start (0 words: right away). */
const near = (list: readonly string[], words: number) =>
  list.length
    ? new RegExp(`^(?:\\S+\\s+){0,${words}}?(?:${alternatives(list).join('|')})${boundary}`, 'u')
    : null;

function compile(language: Language): QuestionWords {
  const lists = file[language];
  const answers = packFor(language).reading.answers.lists;
  const modals = alternatives(lists.modals).join('|');
  return {
    language,
    joiningStart: atStart(lists.joining),
    fillerStart: new RegExp(`^(?:${alternatives(answers.fillers).join('|')})${boundary}[\\s,.!…-]*`, 'u'),
    askingStart: atStart(lists.asking)!,
    doubtingStart: atStart(lists.doubting),
    modalNear: modals ? new RegExp(`^(?:\\S+\\s+){0,3}?(?:${modals})${boundary}`, 'u') : null,
    whStart: atStart(lists.whWords)!,
    whFollowerStart: atStart(lists.whFollowers),
    accentedWhStart: lists.accentedWh?.length
      ? new RegExp(`^(?:${alternatives(lists.accentedWh).join('|')})${boundary}`, 'u')
      : null,
    auxiliaryStart: atStart(lists.auxiliaries),
    subjectStart: atStart(lists.subjects),
    askedOnlyStart: atStart(lists.askedOnly),
    hedgeAnywhere: anywhere(lists.hedges),
    hedgeStart: atStart(lists.hedges),
    clarifyingStart: atStart(lists.clarifying)!,
    clarifyingLeadStart: atStart(lists.clarifyingLeads),
    retortStart: lists.retorts.length
      ? new RegExp(`^(?:${lists.retorts.map(writtenPhraseSource).join('|')})${boundary}`, 'u')
      : null,
    whichStart: atStart(lists.whichWords),
    alternativesAnywhere: anywhere(lists.alternatives),
    whenFollowUpWhole: lists.whenFollowUps.length
      ? new RegExp(`^(?:${alternatives(lists.whenFollowUps).join('|')})$`, 'u')
      : null,
    stopwords: new Set(lists.stopwords),
    contractedWhStart: atStart(lists.contractedWh),
    unmarkedWhStart: atStart(lists.unmarkedWhWords),
    copulaNear: near(lists.copulas, 2),
    cleftVerbStart: atStart(lists.cleftVerbs),
    modalAuxiliaryStart: atStart(lists.modalAuxiliaries),
    determinerSubjectStart: atStart(lists.determinerSubjects),
    copulaStart: atStart(lists.copulas),
    futureNear: near(lists.futures, 4),
    regretNear: near(lists.regrets, 3),
    echoStart: atStart(lists.echoes),
    continuationStart: atStart(lists.continuations),
    quantifierAuxiliaryStart: atStart([...lists.modalAuxiliaries, ...lists.quantifierAuxiliaries]),
    quantifierSubjectStart: atStart(lists.quantifierSubjects),
    auxiliarySubjectNear:
      lists.auxiliaries.length && lists.subjects.length
        ? new RegExp(
            `^(?:\\S+\\s+){1,2}?(?:(?:${alternatives(lists.auxiliaries).join('|')})\\s+(?:${alternatives(lists.subjects).join('|')})|(?:${alternatives([...lists.modalAuxiliaries, ...lists.quantifierAuxiliaries]).join('|')})\\s+(?:${alternatives([...lists.determinerSubjects, ...lists.quantifierSubjects]).join('|')}))${boundary}`,
            'u',
          )
        : null,
    answerPrepositionStart: atStart(lists.answerPrepositions),
    reportingAnywhere: anywhere(lists.reporting),
    reportingAfterWord: lists.reportingAfterWord.length
      ? new RegExp(
          `(?<=[\\p{L}\\d']\\s+)(?:${alternatives(lists.reportingAfterWord).join('|')})${boundary}`,
          'u',
        )
      : null,
    reportingEndAnywhere: anywhere(lists.reportingEnds),
    selfReporterEnd: lists.selfReporters.length
      ? new RegExp(`(?:^|[^\\p{L}\\d'])(?:${alternatives(lists.selfReporters).join('|')})\\s*$`, 'u')
      : null,
    toUsStart: atStart(lists.toUs),
    rhetoricalWhole: new Set(lists.rhetorical.whole),
    rhetoricalOpening: atStart(lists.rhetorical.openings),
    interjectionStart: atStart(lists.rhetorical.interjections),
    afterInterjectionStart: atStart(lists.rhetorical.afterInterjection),
    rhetoricalTagEnd: lists.rhetorical.tags.length
      ? new RegExp(`(?:[\\s,]+(?:${alternatives(lists.rhetorical.tags).join('|')}))+$`, 'u')
      : null,
    confirmationTagEnd: lists.confirmationTags.length
      ? new RegExp(`,\\s*¿?\\s*(?:${alternatives(lists.confirmationTags).join('|')})\\s*[?!.]*\\s*$`, 'u')
      : null,
    modalAnywhere: lists.modals.length
      ? new RegExp(`(?<![\\p{L}'])(?:${alternatives(lists.modals).join('|')})(?![\\p{L}'])`, 'u')
      : null,
    definitional: lists.definitional,
    degreeStart: atStart(lists.degreeWords),
    innerQuestionStart: lists.innerAuxiliaries.length
      ? new RegExp(
          `^(?:${alternatives(lists.innerAuxiliaries).join('|')})${
            lists.innerSubjects.length ? `\\s+(?:${alternatives(lists.innerSubjects).join('|')})` : ''
          }${boundary}`,
          'u',
        )
      : null,
    isInnerStartMarkedOnly: lists.innerSubjects.length === 0,
    innerBlockers: new Set(lists.innerBlockers),
    relativeStart: atStart(lists.relativeWords),
    nounOpenerStart: atStart(lists.nounOpeners),
    stakeModalStart: atStart(lists.stakeModals),
    stakeVerbNear: near(lists.stakeVerbs, 1),
  };
}

export const questionWords: Record<Language, QuestionWords> = { en: compile('en'), es: compile('es') };

/** A clause ending in "?" with this many words or fewer, and no question opening, is a hedged answer. */
export const SHORT_ANSWER_WORDS = file.shortAnswerWords;
