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

/** How the clause opens, in one language: 'question', or null for no question opening. */
function opensAsQuestion(typed: string, plain: string, isAsked: boolean, words: QuestionWords): boolean {
  const text = opening(plain, words);
  if (!text) return false;
  if (words.askingStart.test(text)) return true;
  const doubt = words.doubtingStart?.exec(text);
  if (doubt) return Boolean(words.modalNear?.test(afterFirstWord(text, doubt)));
  // "qué", "cómo": the accent is the question's own mark in Spanish.
  const typedOpening = opening(typed.toLowerCase(), words);
  if (words.accentedWhStart?.test(typedOpening)) return true;
  const wh = words.whStart.exec(text);
  if (wh) {
    // "como a las 3?" hedges ("around 3"); "como cuánto tarda?" asks: a hedge is read past.
    if (words.hedgeStart?.exec(text)?.[0] === wh[0]) {
      const rest = afterFirstWord(text, wh);
      return opensAsQuestion(rest, rest, isAsked, words);
    }
    if (isAsked) return true;
    const rest = afterFirstWord(text, wh);
    return Boolean(words.whFollowerStart?.test(rest)) || /^'(s|re)\b/.test(text.slice(wh[0].length));
  }
  const auxiliary = words.auxiliaryStart?.exec(text);
  if (auxiliary) return isAsked || Boolean(words.subjectStart?.test(afterFirstWord(text, auxiliary)));
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

/** It asks what our own question meant, and nothing else ("what do you mean?", "¿a qué se refiere?"). */
export function isClarifyingQuestion(question: string): boolean {
  const text = normalize(question).replace(/[?¿!.,\s]+$/u, '');
  return languages.some((words) => {
    const bare = opening(text, words);
    const match = words.clarifyingStart.exec(bare);
    return match !== null && contentWords(bare.slice(match[0].length)).length === 0;
  });
}

/** Only numbers and stopwords ("is it the 12th?", "was it 30%?"): an answer asked back for a check. */
function asksOnlyAValue(plain: string): boolean {
  const words = contentWords(plain.replace(/[?¿!]+/g, ' '));
  return words.length > 0 && words.every(isValueWord);
}

/** The question in one sentence, if any, and the answer before it. */
export function splitSentence(sentence: string): { answer: string; question: string | null } {
  // "what happened: I slipped…", "quick question: do I…": what comes before a colon that more
  // words follow is a lead-in, never the question; the rest is read on its own.
  const colon = /:\s+(?=\S)/u.exec(sentence);
  if (colon && !sentence.slice(0, colon.index).includes('?')) {
    const lead = sentence.slice(0, colon.index + 1);
    const rest = splitSentence(sentence.slice(colon.index + colon[0].length));
    // A lead of joining words alone ("quick question:", "otra cosa:") says nothing to read.
    const plainLead = normalize(lead).replace(/:$/, '');
    const isQuestionLead = languages.some((words) => opening(plainLead, words) === '');
    return {
      answer: isQuestionLead ? '' : [lead, rest.answer].filter(Boolean).join(' '),
      question: rest.question,
    };
  }
  const isAskedSentence = /\?\s*$/.test(sentence);
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
    if (languages.some((words) => opensAsQuestion(typed, plain, isAsked, words))) {
      if (isAsked && asksOnlyAValue(plain)) continue;
      return { answer: tidyAnswer(sentence.slice(0, start)), question: typed.trim() };
    }
  }
  if (!isAskedSentence && !sentence.includes('¿')) return { answer: sentence, question: null };
  // Asked, but opened like no question: the last clause decides.
  const lastBreak = Math.max(sentence.lastIndexOf(','), sentence.lastIndexOf(';'), sentence.lastIndexOf('¿'));
  const last = lastBreak >= 0 ? sentence.slice(lastBreak) : sentence;
  if (isHedgedAnswer(normalize(last)) || asksOnlyAValue(normalize(last)))
    return { answer: sentence, question: null };
  return {
    answer: tidyAnswer(lastBreak >= 0 ? sentence.slice(0, lastBreak) : ''),
    question: last.replace(/^[,;]\s*/, '').trim(),
  };
}

/** A clause begins after , ; : a dash or "¿", or at a joining word ("but", "y"). */
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

/** The visitor's questions in a message, and the rest of it, to be read as an answer. */
export function findVisitorQuestions(text: string): QuestionReading {
  const answers: string[] = [];
  const questions: VisitorQuestionClause[] = [];
  for (const sentence of sentencesOf(text)) {
    if (!/[\p{L}\p{N}]/u.test(sentence)) continue;
    const split = splitSentence(sentence);
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
