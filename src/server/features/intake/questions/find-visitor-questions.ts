import { normalize, sentencesOf } from '../agent/reading/text';

import { type QuestionWords, questionWords, SHORT_ANSWER_WORDS } from './question-words';

/**
 * Issue 23 rule 1: a message that asks something and answers nothing is a question, not an
 * answer. A question is found at the level of the clause, by how it opens (question words,
 * an auxiliary before its subject, "I was wondering if", "quisiera saber"), and by its
 * question mark; the words are data (../language/lexicons/visitor-questions.json), read in
 * English and Spanish alike, since visitors mix them. What comes before the question in the
 * same sentence is still an answer ("yes, but will they call me?").
 *
 * A clause ending in "?" that opens like no question is a hedged answer said with a rising
 * tone ("the 12th?", "maybe 30%?") when it hedges or is short, and a question said as a
 * statement otherwise ("so the insurance can just refuse to pay?"). A question whose only
 * content is a number ("is it 30%?") is also a hedged answer.
 */

export interface VisitorQuestionClause {
  /** The question as the visitor typed it. */
  text: string;
  /** It asks what our own question meant ("what do you mean?"): no question for the attorney. */
  isClarifying: boolean;
}

export interface QuestionReading {
  /** The message without its questions: what is read as an answer. */
  answer: string;
  questions: VisitorQuestionClause[];
}

const languages = [questionWords.en, questionWords.es];

/** Where a clause may begin inside a sentence: after , ; : or a dash, at "¿", or at a joining word. */
const clauseStarts = /[,;:]\s*|\s+[-–—]+\s+|¿|\s+(?=\S)/gu;

/** The clause with what opens it aside: joining words ("and", "pero") and fillers ("um"). */
function opening(plain: string, words: QuestionWords): string {
  let current = plain.replace(/^[\s¿¡"'(,;:.!-]+/u, '');
  for (let guard = 0; guard < 4; guard += 1) {
    const next = current
      .replace(words.joiningStart ?? /^\b$/, '')
      .replace(words.fillerStart, '')
      .replace(/^[\s¿¡,;:.!-]+/u, '');
    if (next === current) break;
    current = next;
  }
  return current;
}

const afterFirstWord = (text: string, match: RegExpExecArray) => text.slice(match[0].length).trim();

/** "is" or "was" after at least `minWords` and at most two words: the clause before is a subject. */
function isCleft(rest: string, words: QuestionWords, minWords: number): boolean {
  const copula = words.copulaNear?.exec(rest);
  return copula !== null && copula !== undefined && copula[0].trim().split(/\s+/).length > minWords;
}

/** How the clause opens, in one language: 'question', or null for no question opening. */
function opensAsQuestion(typed: string, plain: string, isAsked: boolean, words: QuestionWords): boolean {
  const text = opening(plain, words);
  if (!text) return false;
  // "I wonder if I should have called", "i was wondering the same": a regret or an agreement,
  // asking us nothing (decision 0409).
  const asking = words.askingStart.exec(text);
  if (asking) {
    const rest = afterFirstWord(text, asking);
    return !(words.echoStart?.test(rest) || (!isAsked && words.regretNear?.test(rest)));
  }
  const doubt = words.doubtingStart?.exec(text);
  if (doubt) {
    const rest = afterFirstWord(text, doubt);
    return Boolean(words.modalNear?.test(rest)) && !(!isAsked && words.regretNear?.test(rest));
  }
  // "which is why I'm here": a relative clause going on with the story.
  if (!isAsked && words.continuationStart?.test(text)) return false;
  // "qué", "cómo": the accent is the question's own mark in Spanish.
  const typedOpening = opening(typed.toLowerCase(), words);
  if (words.accentedWhStart?.test(typedOpening)) return true;
  // "whats the difference", "hows my case looking": the verb is in the word; "whats crazy
  // is…" opens narration, the clause being the subject of "is".
  const contracted = words.contractedWhStart?.exec(text);
  if (contracted) return isAsked || !isCleft(afterFirstWord(text, contracted), words, 1);
  const wh = words.whStart.exec(text);
  if (wh) {
    // "como a las 3?" hedges ("around 3"); "como cuánto tarda?" asks: a hedge is read past.
    if (words.hedgeStart?.exec(text)?.[0] === wh[0]) {
      const rest = afterFirstWord(text, wh);
      return opensAsQuestion(rest, rest, isAsked, words);
    }
    if (isAsked) return true;
    // With no mark at all, "porque" and "como" are "because" and "like".
    if (!words.unmarkedWhStart?.test(text)) return false;
    const rest = afterFirstWord(text, wh);
    // "what happened was the truck…", "what hurts is my back": narration.
    const cleftVerb = words.cleftVerbStart?.exec(rest);
    if (cleftVerb && isCleft(afterFirstWord(rest, cleftVerb), words, 0)) return false;
    // "how much it hurt…", "how long it took…": no verb before the subject, an embedded clause.
    const degree = words.degreeStart?.exec(rest);
    if (degree && words.subjectStart?.test(afterFirstWord(rest, degree))) return false;
    return (
      Boolean(words.whFollowerStart?.test(rest)) ||
      /^'(s|re)\b/.test(text.slice(wh[0].length)) ||
      // "what percent do they take", "which doctor should i see".
      Boolean(words.auxiliarySubjectNear?.test(rest))
    );
  }
  const auxiliary = words.auxiliaryStart?.exec(text);
  if (auxiliary) {
    if (isAsked) return true;
    const rest = afterFirstWord(text, auxiliary);
    if (words.subjectStart?.test(rest)) return true;
    // "will my boss find out", "do most of these settle"; "did my best", "do the exercises"
    // and "is the worst" are answers with their subject left out.
    const isModal = words.modalAuxiliaryStart?.exec(text)?.[0] === auxiliary[0];
    if (isModal && words.determinerSubjectStart?.test(rest)) return true;
    // "is my insurance going to cover this": a copula before its subject and a future (decision 0265).
    const isCopula = words.copulaStart?.exec(text)?.[0] === auxiliary[0];
    if (isCopula && words.determinerSubjectStart?.test(rest) && words.futureNear?.test(rest)) return true;
    const takesQuantifier = words.quantifierAuxiliaryStart?.exec(text)?.[0] === auxiliary[0];
    return takesQuantifier && Boolean(words.quantifierSubjectStart?.test(rest));
  }
  // "puedo perder mi trabajo por esto", "me van a subir el seguro": Spanish asks a yes or no in
  // the words of a statement; what the visitor fears may happen to them is asked (decision 0277).
  // A "¿" further on marks where the question starts ("…, pero ¿me pueden despedir?").
  const stake = /^[^¿]+¿/u.test(typed) ? null : words.stakeModalStart?.exec(text);
  if (stake && words.stakeVerbNear?.test(afterFirstWord(text, stake))) return true;
  if (isAsked && words.askedOnlyStart?.test(text)) return !words.hedgeAnywhere?.test(text);
  return false;
}

/** The words that carry meaning: no stopwords, no fillers. */
export function contentWords(plain: string): string[] {
  return (plain.match(/[\p{L}\p{N}$%'.-]+/gu) ?? [])
    .map((word) => word.replace(/^['.-]+|['.-]+$/g, ''))
    .filter(
      (word) => word !== '' && !questionWords.en.stopwords.has(word) && !questionWords.es.stopwords.has(word),
    );
}

/** A number, an amount, a share or a day of the month: what a hedged answer gives. */
const isValueWord = (word: string) => /^\$?\d[\d,.]*(%|k|st|nd|rd|th|am|pm)?$/.test(word);

function isHedgedAnswer(plain: string): boolean {
  const text = plain.replace(/[?¿!.,\s]+$/u, '').replace(/^[¿\s]+/u, '');
  if (languages.some((words) => words.hedgeAnywhere?.test(text))) return true;
  const words = text.split(/\s+/).filter(Boolean);
  return words.length <= SHORT_ANSWER_WORDS;
}

/**
 * It asks what our own question meant: nothing else ("what do you mean?", "¿a qué se refiere?"),
 * a meaning offered back ("you mean the first visit?", "o sea, ¿el día del choque?"), which one
 * ("which date?"), or two meanings to choose from ("me? or my son?", "which date, the crash or
 * the surgery?"). Such a question gets our question again in plainer words (decision 0141).
 */
export function isClarifyingQuestion(question: string): boolean {
  const text = normalize(question).replace(/[?¿!.,\s]+$/u, '');
  return languages.some((words) => {
    const bare = opening(text, words);
    const match = words.clarifyingStart.exec(bare);
    if (match !== null && contentWords(bare.slice(match[0].length)).length === 0) return true;
    if (leadsWithMeaning(text, words)) return true;
    if (offersThingBack(text, words)) return true;
    const which = words.whichStart?.exec(bare);
    // "which date", "whose insurance": which of ours, with no verb of its own.
    if (which && !/[,:]/.test(bare) && bare.split(/\s+/).length <= 3) return true;
    // "which date, the crash or the surgery": the choices follow the question word.
    const head = which ?? words.whStart.exec(bare);
    const choices = head && /^[^,:]*[,:]/.test(bare) ? bare.replace(/^[^,:]*[,:]\s*/, '') : bare;
    return offersChoices(choices, words);
  });
}

/** Words a question about our question may have besides ours ("what do you mean by", "which … do you mean"). */
const MAX_ABOUT_OURS_WORDS = 8;

/** The same word for this purpose: the first five letters ("insurance", "insurer"). */
const stemOf = (word: string) => word.slice(0, 5);

/**
 * It asks about a word of the question we just put (decision 0409): "what do you mean by at
 * fault?", "which insurance do you mean?", "what kind of care?", "¿cómo que cuál seguro?". It opens
 * like a question about meaning (the clarifying starts, which, the words of a definition), is
 * short, and every word it carries of its own is a word of our question. Such a question is ours
 * to say again in plainer words, not one for the attorney.
 */
export function isAboutOurQuestion(question: string, ourQuestion: string): boolean {
  const text = normalize(question).replace(/[?¿!.,\s]+$/u, '');
  if (text.split(/\s+/).length > MAX_ABOUT_OURS_WORDS) return false;
  const ours = new Set(contentWords(normalize(ourQuestion)).map(stemOf));
  return languages.some((words) => {
    const bare = opening(text, words);
    const start = words.clarifyingStart.exec(bare) ?? words.whichStart?.exec(bare) ?? null;
    if (!start) return false;
    const own = contentWords(bare.slice(start[0].length)).filter(
      (word) => !words.definitional.includes(word) && !/^(by|con|de|mean|decir|refiere)$/.test(word),
    );
    return own.length > 0 && own.every((word) => ours.has(stemOf(word)));
  });
}

/**
 * "why would you even need that?", "¿y eso qué tiene que ver?": asks why we ask at all. It gets a
 * short line on why the question matters, then the question again; never noted (decision 0382).
 */
export function isRetort(question: string): boolean {
  const text = normalize(question).replace(/[?¿!.,\s]+$/u, '');
  return languages.some((words) => Boolean(words.retortStart?.test(opening(text, words))));
}

/** Words a thing offered back with its relative clause may have ("the lady who was driving?"). */
const MAX_OFFERED_WORDS = 8;

/**
 * "the driver who hit me?", "¿el que me chocó?": a person or thing offered back with a relative
 * clause, nothing asked of its own (no modal, no question opening): a meaning of our question
 * checked with us (decision 0382).
 */
function offersThingBack(plain: string, words: QuestionWords): boolean {
  const bare = opening(plain.replace(/[?¿!.\s]+$/u, ''), words);
  const tokens = bare.split(/\s+/).filter(Boolean);
  if (tokens.length < 2 || tokens.length > MAX_OFFERED_WORDS || !words.nounOpenerStart?.test(bare))
    return false;
  // "¿tú qué crees?" is a retort that asks nothing (decision 0141), no thing offered back.
  if (isRhetorical(bare) || languages.some((language) => language.modalAnywhere?.test(bare))) return false;
  if (contentWords(bare).some(isValueWord)) return false;
  if (languages.some((language) => opensAsQuestion(bare, bare, true, language))) return false;
  for (let index = 1; index <= 3 && index < tokens.length - 1; index += 1)
    if (words.relativeStart?.test(tokens.slice(index).join(' '))) return true;
  return false;
}

/** "you mean…", "o sea…" (whose "o" is no joining word here), before or after what opens the clause. */
function leadsWithMeaning(plain: string, words: QuestionWords): boolean {
  const lead = words.clarifyingLeadStart;
  return Boolean(lead?.test(plain.replace(/^[\s¿¡,;:.!-]+/u, '')) || lead?.test(opening(plain, words)));
}

/** "me or my son", "the crash or the surgery": a few words with an "or" that ask nothing else. */
function offersChoices(text: string, words: QuestionWords): boolean {
  const plain = text
    .replace(/[?¿!]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const or = words.alternativesAnywhere?.exec(plain);
  return (
    or !== null &&
    or !== undefined &&
    // A choice on both sides of the "or".
    /[\p{L}]/u.test(plain.slice(0, or.index)) &&
    /[\p{L}]/u.test(plain.slice(or.index + or[0].length)) &&
    plain.split(' ').length <= MAX_CHOICE_WORDS &&
    !contentWords(plain).some(isValueWord) &&
    // "me van a llamar hoy o mañana": a verb of its own asks something else.
    !languages.some((language) => language.modalAnywhere?.test(plain)) &&
    !languages.some((language) => opensAsQuestion(plain, plain, false, language))
  );
}

/** A choice offered back is short; longer, it says something of its own. */
const MAX_CHOICE_WORDS = 8;

/** Only numbers and stopwords ("is it the 12th?", "was it 30%?"): an answer asked back for a check. */
function asksOnlyAValue(plain: string): boolean {
  const words = contentWords(plain.replace(/[?¿!]+/g, ' '));
  return words.length > 0 && words.every(isValueWord);
}

/** A stretch of a sentence, [start, end), that holds someone else's words. */
export type Span = readonly [number, number];

const isInside = (spans: readonly Span[], position: number) =>
  spans.some(([start, end]) => position >= start && position < end);

/**
 * Rhetorical: a clause that asks nothing of us ("who knows", "why me", "how could anyone…",
 * "¿qué le vamos a hacer?"), or "why" right after an exclamation ("ugh why does everything
 * hurt"). Judged on the clause that begins at `start`, up to its comma.
 */
export function isRhetorical(sentence: string, start = 0): boolean {
  const text = normalize(sentence.slice(start)).replace(/^[\s,;¿¡"'(.-]+/u, '');
  const lead = normalize(sentence.slice(0, start))
    .replace(/[^\p{L}\s']+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // "ok, can we move on?": a clause of fillers alone ("ok") gives way to the next (decision 0437).
  const clauseOf = (rest: string, words: QuestionWords) => {
    const clauses = rest.split(/[,;]/);
    const first = clauses.findIndex((clause) => opening(clause, words).replace(/[?¿!.…\s]+$/u, '') !== '');
    return (clauses[Math.max(first, 0)] ?? '').replace(/[?¿!.…\s]+$/u, '');
  };
  return languages.some((words) => {
    const interjection = words.interjectionStart?.exec(text);
    const afterInterjection = interjection
      ? text.slice(interjection[0].length).replace(/^[\s,!.…-]+/u, '')
      : lead !== '' && words.interjectionStart?.exec(lead)?.[0] === lead
        ? text
        : null;
    if (afterInterjection !== null && words.afterInterjectionStart?.test(afterInterjection)) return true;
    const bare = opening(clauseOf(afterInterjection ?? text, words), words)
      .replace(words.rhetoricalTagEnd ?? /^\b$/, '')
      .trim();
    return words.rhetoricalWhole.has(bare) || Boolean(words.rhetoricalOpening?.test(bare));
  });
}

/** Somewhere after its first word, the clause asks ("in that case will they pay?"). */
function asksInside(plain: string): boolean {
  const tokens = plain.split(/\s+/);
  return tokens.some(
    (_, index) =>
      index > 0 &&
      languages.some((words) =>
        opensAsQuestion(tokens.slice(index).join(' '), tokens.slice(index).join(' '), false, words),
      ),
  );
}

/** "near the mall on Route 9?", "cerca del Walmart?": a place said with a rising tone. */
function isPlaceAnswer(plain: string): boolean {
  const text = plain.replace(/^[\s¿¡,;]+/u, '').replace(/[?¿!.\s]+$/u, '');
  return (
    languages.some((words) => words.answerPrepositionStart?.test(opening(text, words))) && !asksInside(text)
  );
}

/** The question in one sentence, if any, and the answer before it. `others`: someone else's words in it. */
export function splitSentence(
  sentence: string,
  others: readonly Span[] = [],
): { answer: string; question: string | null } {
  // "what happened: I slipped…", "quick question: do I…": what comes before a colon that more
  // words follow is a lead-in, never the question; the rest is read on its own.
  const colon = /:\s+(?=\S)/u.exec(sentence);
  if (colon && !sentence.slice(0, colon.index).includes('?')) {
    const lead = sentence.slice(0, colon.index + 1);
    const restStart = colon.index + colon[0].length;
    // "he asked me: do you have insurance": a lead that reports makes the rest someone else's.
    const isReportingLead = reportedSpans(lead).some(([, end]) => end >= colon.index);
    const rest = splitSentence(
      sentence.slice(restStart),
      isReportingLead
        ? [[0, sentence.length - restStart]]
        : others.map(([start, end]) => [start - restStart, end - restStart] as const),
    );
    // A lead of joining words alone ("quick question:", "otra cosa:") says nothing to read.
    const plainLead = normalize(lead).replace(/:$/, '');
    const isQuestionLead = languages.some((words) => opening(plainLead, words) === '');
    return {
      answer: isQuestionLead ? '' : [lead, rest.answer].filter(Boolean).join(' '),
      question: rest.question,
    };
  }
  // "they can't fire me for this, right", "me van a pagar, ¿verdad?": a statement with a modal,
  // turned into a question by a tag after a comma, is asked whole.
  const tagged = confirmationTagged(sentence, others);
  if (tagged) return { answer: '', question: tagged };
  // A "?" inside quotes or a report is someone else's.
  const isAskedSentence = /\?\s*$/.test(sentence) && !isInside(others, sentence.lastIndexOf('?'));
  const candidates = [0];
  for (const match of sentence.matchAll(clauseStarts)) candidates.push(match.index + match[0].length);
  if (sentence.includes('¿')) candidates.push(...[...sentence.matchAll(/¿/g)].map((match) => match.index));
  const starts = [...new Set(candidates)].filter((start) => start < sentence.length).sort((a, b) => a - b);
  for (const start of starts) {
    // A clause is asked when its sentence ends in "?" or a "¿" opens it.
    const typed = sentence.slice(start);
    // With a "¿" in the sentence, only what it opens is asked ("fue en la tarde, pero ¿importa?").
    const isAsked = sentence.includes('¿') ? /^\s*¿/.test(typed) : isAskedSentence;
    const plain = normalize(typed);
    // Inside a clause, only a word after a joining word or a break may open a question.
    if (start > 0 && !isClauseBoundary(sentence, start)) continue;
    // A question in quotes or after "he asked me" is someone else's: part of the story.
    if (isInside(others, start)) continue;
    if (isRelativeClause(sentence, start)) continue;
    if (languages.some((words) => opensAsQuestion(typed, plain, isAsked, words))) {
      if (isAsked && asksOnlyAValue(plain)) continue;
      if (isRhetorical(sentence, start)) continue;
      return { answer: tidyAnswer(sentence.slice(0, start)), question: typed.trim() };
    }
  }
  // The mark asks for the run-on question itself when its start is the visitor's own: "… debo
  // firmar lo que me mandó el seguro?" ends in words a reporting verb would claim.
  const inner = innerQuestionStart(sentence, /\?\s*$/.test(sentence), others);
  if (inner !== null)
    return { answer: tidyAnswer(sentence.slice(0, inner)), question: sentence.slice(inner).trim() };
  const hasOwnOpeningMark = [...sentence.matchAll(/¿/g)].some((match) => !isInside(others, match.index));
  if (!isAskedSentence && !hasOwnOpeningMark) return { answer: sentence, question: null };
  // Asked, but opened like no question: the last clause decides. A comma inside a number
  // ("$5,000") breaks no clause.
  const lastBreak = Math.max(
    lastBreakAt(sentence, ','),
    sentence.lastIndexOf(';'),
    sentence.lastIndexOf('¿'),
  );
  const last = lastBreak >= 0 ? sentence.slice(lastBreak) : sentence;
  const lastStart = Math.max(lastBreak, 0);
  // "¿yo o mi hijo?": two meanings offered back are asked, however short (not a hedge).
  const isChoice = languages.some(
    (words) => offersChoices(normalize(last), words) && !words.hedgeAnywhere?.test(normalize(last)),
  );
  // "¿o sea, el seguro mío?": a meaning offered back is asked whole.
  // "the driver who hit me?": a thing offered back with its relative clause, asked whole (0382).
  if (
    languages.some(
      (words) => leadsWithMeaning(normalize(sentence), words) || offersThingBack(normalize(sentence), words),
    )
  )
    return { answer: '', question: sentence.trim() };
  if (
    !isChoice &&
    (isHedgedAnswer(normalize(last)) ||
      asksOnlyAValue(normalize(last)) ||
      isPlaceAnswer(normalize(last)) ||
      isRhetorical(sentence, lastStart) ||
      // "who else would it be, the guy ran the light?": a retort, then its answer.
      isRhetorical(sentence, 0))
  )
    return { answer: sentence, question: null };
  return {
    answer: tidyAnswer(lastBreak >= 0 ? sentence.slice(0, lastBreak) : ''),
    question: last.replace(/^[,;]\s*/, '').trim(),
  };
}

/** The last place of a mark that is not between two digits ("5,000"), or -1. */
function lastBreakAt(sentence: string, mark: string): number {
  for (let index = sentence.lastIndexOf(mark); index >= 0; index = sentence.lastIndexOf(mark, index - 1)) {
    if (!(/\d/.test(sentence[index - 1] ?? '') && /\d/.test(sentence[index + 1] ?? ''))) return index;
    if (index === 0) break;
  }
  return -1;
}

/** Words an answer said before a run-on question holds, at least ("missed 6 shifts should i…"). */
const MIN_ANSWER_WORDS = 2;

/**
 * Where a question typed straight after an answer, with no comma or joining word, starts: "i
 * missed six shifts about 2000 should i sign their form" asks from "should i". An auxiliary and
 * its subject after at least a few words, not after a word that makes it part of the clause
 * ("not only did i", "so do i", "what should i do"); in Spanish, which says no subject, the
 * auxiliary alone in a sentence marked as asked ("… como 2000 debo firmar?").
 */
function innerQuestionStart(sentence: string, isAsked: boolean, others: readonly Span[]): number | null {
  const tokens = [...sentence.matchAll(/\S+/g)];
  for (let index = MIN_ANSWER_WORDS; index < tokens.length; index += 1) {
    const start = tokens[index]!.index;
    if (isInside(others, start)) continue;
    const before = normalize(tokens[index - 1]![0]).replace(/[^\p{L}\p{N}']+/gu, '');
    const plain = normalize(sentence.slice(start));
    const earlier = normalize(sentence.slice(0, start)).split(/[^\p{L}']+/u);
    for (const words of languages) {
      if (!words.innerQuestionStart?.test(plain)) continue;
      if (words.isInnerStartMarkedOnly && !isAsked) continue;
      if (words.innerBlockers.has(before)) continue;
      // "whats funny is i…", "what else was i supposed to do": a question word earlier in the
      // sentence makes the auxiliary its own, no new question ("como" that hedges a figure is none).
      if (
        earlier.some((word) =>
          languages.some(
            (each) =>
              (each.whStart.test(word) && !each.hedgeStart?.test(word)) || each.contractedWhStart?.test(word),
          ),
        )
      )
        continue;
      if (isRhetorical(sentence, start)) continue;
      return start;
    }
  }
  return null;
}

/** The sentence as a question when it ends in a confirmation tag after a statement with a modal. */
function confirmationTagged(sentence: string, others: readonly Span[]): string | null {
  // Phones type ’ for ': "isn’t it" is "isn't it" (one character for one, so places still match).
  const plain = folded(sentence.replace(/[\u2018\u2019]/g, "'"));
  if (plain === null) return null;
  for (const words of languages) {
    const tag = words.confirmationTagEnd?.exec(plain);
    if (!tag || isInside(others, tag.index)) continue;
    const statement = plain.slice(0, tag.index);
    if (statement.split(/\s+/).filter(Boolean).length < 3) continue;
    if (!(words.modalAnywhere?.test(statement) ?? false)) continue;
    return sentence.trim();
  }
  return null;
}

/** A clause begins after , ; : a dash or "¿", or at a joining word ("but", "y"). */
/** Most words a noun phrase before a relative clause may have ("my 67 year old mother"). */
const NOUN_PHRASE_WORDS = 5;

/**
 * "my mother, who is 67, slipped", "mi papá, que tiene 80 años, se cayó": a clause opening with
 * a relative word right after the comma of a short noun phrase, closed by another comma with
 * more of the sentence after it, describes that noun; it asks nothing (decision 0243).
 */
function isRelativeClause(sentence: string, start: number): boolean {
  const before = sentence.slice(0, start);
  if (!/,\s*$/u.test(before)) return false;
  const head = before.replace(/,\s*$/u, '');
  const phraseStart = Math.max(...[',', ';', ':', '.', '!', '?'].map((mark) => head.lastIndexOf(mark))) + 1;
  const phrase = normalize(head.slice(phraseStart)).trim();
  const rest = sentence.slice(start);
  const close = rest.indexOf(',');
  if (close < 0 || !/[\p{L}\p{N}]/u.test(rest.slice(close + 1))) return false;
  const plain = normalize(rest);
  // The sentence goes on with its verb ("…, slipped"), not with another noun phrase ("who is
  // responsible, the owner or the landlord?").
  const after = normalize(rest.slice(close + 1)).trim();
  return languages.some(
    (words) =>
      Boolean(words.relativeStart?.test(plain)) &&
      !words.nounOpenerStart?.test(after) &&
      Boolean(words.nounOpenerStart?.test(phrase)) &&
      phrase.split(/\s+/).length <= NOUN_PHRASE_WORDS,
  );
}

function isClauseBoundary(sentence: string, start: number): boolean {
  if (sentence[start] === '¿') return true;
  const before = sentence.slice(0, start);
  if (/([,;:¿]|\s[-–—]+)\s*$/u.test(before)) return true;
  const plain = normalize(sentence.slice(start));
  return languages.some((words) => words.joiningStart?.test(plain) ?? false);
}

const tidyAnswer = (text: string) =>
  text
    .replace(/[\s,;:¿-]+$/u, '')
    .replace(/\s+(and|but|so|y|pero|entonces)$/i, '')
    .replace(/[\s,;:¿-]+$/u, '')
    .trim();

/** Lower case without accents, letter for letter as typed, or null when the lengths differ. */
function folded(text: string): string | null {
  const plain = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  return plain.length === text.length ? plain : null;
}

const globally = (pattern: RegExp | null) => (pattern ? new RegExp(pattern.source, 'gu') : null);
const reporting = languages.map((words) => ({
  words,
  anywhere: globally(words.reportingAnywhere),
  afterWord: globally(words.reportingAfterWord),
}));

/**
 * What follows a reporting verb ("he asked me", "kept yelling", "me dijo") up to the end of
 * its clause, a word that ends the report ("but", "pero") or the sentence: someone else's
 * question. A break right after the verb ("she said, why…") does not end it.
 */
export function reportedSpans(sentence: string): Span[] {
  const text = folded(sentence);
  if (!text) return [];
  const spans: Span[] = [];
  for (const { words, anywhere, afterWord } of reporting) {
    const starts: number[] = [];
    for (const match of anywhere ? text.matchAll(anywhere) : []) {
      const rest = text.slice(match.index + match[0].length);
      const after = rest.replace(/^[\s,:;"“«-]+/u, '');
      // "I asked if I can talk to a person", "like I said, can someone call me": the visitor
      // repeating their own words to us (decision 0246).
      const isOwn =
        (words.selfReporterEnd?.test(text.slice(0, match.index)) ?? false) &&
        ((words.toUsStart?.test(after) ?? false) || /^\s*[,:]/u.test(rest));
      if (!isOwn) starts.push(match.index + match[0].length);
    }
    for (const match of afterWord ? text.matchAll(afterWord) : []) {
      // "me pregunto si…" is the visitor wondering; "el ajustador me pregunto si…" reports.
      const clauseStart = Math.max(
        ...[',', ';', ':', '¿', '.'].map((mark) => text.lastIndexOf(mark, match.index)),
      );
      const before = opening(text.slice(clauseStart + 1, match.index), words)
        .replace(/^(yo|i)\b/, '')
        .trim();
      if (before) starts.push(match.index + match[0].length);
    }
    for (const start of starts) {
      const content =
        start +
        (/^[\s,:;"“«-]*(me|him|her|us|them|le|les)?[\s,:;"“«-]*/u.exec(text.slice(start))?.[0].length ?? 0);
      const breakAt = /[,;]|\s[-–—]+\s/u.exec(text.slice(content));
      const ending = words.reportingEndAnywhere?.exec(text.slice(content));
      const ends = [breakAt?.index, ending?.index].filter((value): value is number => value !== undefined);
      spans.push([start, ends.length ? content + Math.min(...ends) : text.length]);
    }
  }
  return spans;
}

/** Quoted stretches of a sentence; `isOpen`: a quote opened in an earlier sentence is still open. */
function quotedSpans(sentence: string, isOpen: boolean): { spans: Span[]; isOpenAfter: boolean } {
  const spans: Span[] = [];
  let openedAt = isOpen ? 0 : -1;
  for (let index = 0; index < sentence.length; index += 1) {
    const char = sentence[index]!;
    const closes = char === '”' || char === '»' || (char === '"' && openedAt >= 0);
    if (closes) {
      spans.push([Math.max(openedAt, 0), index + 1]);
      openedAt = -1;
    } else if (char === '"' || char === '“' || char === '«' || char === '„') openedAt = index;
  }
  if (openedAt >= 0) spans.push([openedAt, sentence.length]);
  return { spans, isOpenAfter: openedAt >= 0 };
}

/** The sentences of a message, each with the stretches that are someone else's words. */
export function sentencesWithOthers(text: string): { sentence: string; others: Span[] }[] {
  let isQuoteOpen = false;
  return joinedChoices(sentencesOf(text)).map((sentence) => {
    const quoted = quotedSpans(sentence, isQuoteOpen);
    isQuoteOpen = quoted.isOpenAfter;
    return { sentence, others: [...quoted.spans, ...reportedSpans(sentence)] };
  });
}

/** "me? or my son?": a sentence opened by "or" after a question is the other half of a choice. */
function joinedChoices(sentences: readonly string[]): string[] {
  const joined: string[] = [];
  for (const sentence of sentences) {
    const previous = joined.at(-1);
    const opensWithOr = languages.some((words) =>
      Boolean(
        words.alternativesAnywhere &&
        new RegExp(`^\\s*¿?\\s*(?:${words.alternativesAnywhere.source})`, 'u').test(normalize(sentence)),
      ),
    );
    // "when will you call me? today?": a time alone, asked after a question, adds to it (decision 0438).
    const bare = normalize(sentence)
      .replace(/[\s¿?¡!.,]+/gu, ' ')
      .trim();
    const addsATime =
      /\?\s*$/.test(sentence) && languages.some((words) => Boolean(words.whenFollowUpWhole?.test(bare)));
    if (previous !== undefined && /\?\s*$/.test(previous) && (opensWithOr || addsATime))
      joined[joined.length - 1] = `${previous} ${sentence}`;
    else joined.push(sentence);
  }
  return joined;
}

/** The sentence without someone else's words, for the cues of a request to us. */
export function ownWords(sentence: string, others: readonly Span[]): string {
  let own = '';
  for (let index = 0; index < sentence.length; index += 1)
    own += isInside(others, index) ? ' ' : sentence[index];
  return own;
}

/** The visitor's questions in a message, and the rest of it, to be read as an answer. */
export function findVisitorQuestions(text: string): QuestionReading {
  const answers: string[] = [];
  const questions: VisitorQuestionClause[] = [];
  for (const { sentence, others } of sentencesWithOthers(text)) {
    if (!/[\p{L}\p{N}]/u.test(sentence)) continue;
    const split = splitSentence(sentence, others);
    if (split.answer && /[\p{L}\p{N}]/u.test(split.answer)) answers.push(split.answer);
    if (split.question)
      questions.push({ text: split.question, isClarifying: isClarifyingQuestion(split.question) });
  }
  return { answer: answers.join(' '), questions };
}

/** Whether a clause is a question to us (the unit the tests and the corpus judge). */
export function isVisitorQuestion(text: string): boolean {
  return findVisitorQuestions(text).questions.length > 0;
}
