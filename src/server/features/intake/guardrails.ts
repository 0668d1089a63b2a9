import type { Language } from '../../../contracts/case-record';

import { normalize } from './agent/reading/text';
import type { SayingWords, VisitorQuestion } from './language/language-pack';
import { packFor } from './language/packs';
import { isExasperation } from './language/exasperation';
import { caseLengthCues } from './language/visitor-question-kinds';
import { isOnlyCloser, isOnlyRequests, saysLeavingNow } from './language/visitor-requests';
import {
  isClarifyingQuestion,
  isRetort,
  ownWords,
  sentencesWithOthers,
  splitSentence,
} from './questions/find-visitor-questions';
import { isCareBillsQuestion } from './questions/care-bills-question';
import { factsNamedByNoun, hasTypedValue, readCheckQuestion } from './questions/check-question';
import { type DangerReading, readDanger } from './safety/detect-danger';

/**
 * What the intake never does, whatever agent runs (DESIGN.md §3; compliance.md §5.4): the
 * emergency notice comes first, in any message, when someone is in danger now, in any words
 * (./safety: lexicons as data, read in time, issue 27); legal-advice requests and attempts to
 * change the agent's instructions get a short refusal, and only those sentences are set
 * aside, so the rest of the message (a "No." before the attempt) is still read. Checked by
 * the referee before any agent sees the words.
 */
export type Refusal = 'legalAdvice' | 'injection' | 'both';
export type Emergency = 'medical' | 'selfHarm';

export interface MessageCheck {
  /** An emergency happening now, and which notice it gets. */
  emergency: Emergency | null;
  /** The whole reading: now, over or none, with the families found and the context seen. */
  danger: DangerReading;
  refusal: Refusal | null;
  /** Another visitor's data or our internals was asked for. */
  isExtraction: boolean;
  /** The message without the refused sentences: what the agent reads. */
  readable: string;
  visitorQuestions: VisitorQuestion[];
  /**
   * The visitor's other questions (issue 23): answered from our content, or noted for the
   * attorney; never read as an answer. 'legalAdvice': on the legal merits, always noted;
   * 'clarifying': about our own question ("what do you mean?"), neither answered nor noted.
   * 'whyAsked': why we ask at all ("what does that have to do with anything?"): told why it
   * matters, then asked again; never noted (decision 0382).
   */
  openQuestions: OpenQuestion[];
  /** "I have to go now": the visitor must leave; their answers are kept for later (decision 0161). */
  isLeaving: boolean;
  /**
   * "again?", "how many times!!", "ya se lo dije, ¿no?": a sentence that only says the visitor
   * already told us (decision 0348). It is set aside, neither read nor noted as a question; the
   * referee looks for the pending fact in what they wrote before.
   */
  isExasperated: boolean;
}

export interface OpenQuestion {
  text: string;
  /**
   * 'check': the visitor checks what we took down ("did you write down my left knee?"): answered
   * with what the record holds for it, never noted nor a health question (decision 0159).
   */
  kind: 'open' | 'legalAdvice' | 'clarifying' | 'whyAsked' | 'check';
  /** For a check: what it checks, to be read as an answer ("she's 9, not 8"). */
  checked?: string;
}

export const NO_DANGER: DangerReading = {
  status: 'none',
  families: [],
  who: 'self',
  isCared: false,
  findings: [],
  contexts: [],
};

export function emergencyOf(danger: DangerReading): Emergency | null {
  if (danger.status !== 'now') return null;
  return danger.families.includes('self_harm') ? 'selfHarm' : 'medical';
}

/** `contexts`: what earlier messages said that later signs need (a head injury, a child). */
export function checkMessage(
  text: string,
  language: Language,
  contexts: readonly string[] = [],
): MessageCheck {
  const { saying } = packFor(language);
  const other = packFor(language === 'en' ? 'es' : 'en').saying;
  const sentences = sentencesWithOthers(text);
  // A check of what we took down speaks of what was told before: it raises no alarm of its own
  // (decision 0159). A request in the same sentence keeps it a request.
  const isCheck = (sentence: string, others: Parameters<typeof ownWords>[1]) => {
    const own = normalize(ownWords(sentence, others));
    const asks = (words: typeof saying) =>
      Object.values<RegExp>(words.visitorQuestionCues).some((cue) => cue.test(own));
    return !asks(saying) && !asks(other) ? readCheckQuestion(sentence) : null;
  };
  const checks = sentences.map(({ sentence, others }) => isCheck(sentence, others));
  // "did you fix the date? it's the 14th": the short statement after a check that names a typed
  // fact by its noun is the value it carries (decision 0351), read with the check, not as an answer.
  const carried = new Set<number>();
  for (const [index, check] of checks.entries()) {
    const next = sentences[index + 1]?.sentence.trim() ?? '';
    const words = next.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
    if (!check || checks[index + 1] || words.length === 0 || words.length > 8 || next.endsWith('?')) continue;
    if (!factsNamedByNoun(check.checked).some(hasTypedValue)) continue;
    checks[index] = { ...check, checked: `${check.checked}, ${next}` };
    carried.add(index + 1);
  }
  const danger = readDanger(
    checks.some(Boolean)
      ? sentences
          .filter((_, index) => !checks[index])
          .map(({ sentence }) => sentence)
          .join(' ')
      : text,
    { contexts },
  );
  let wantsAdvice = false;
  let injects = false;
  let isExtraction = false;
  const kept: string[] = [];
  const questions = new Set<VisitorQuestion>();
  const openQuestions: OpenQuestion[] = [];
  let closesAnAnswer = false;
  let isLeaving = false;
  let isExasperated = false;
  for (const [index, { sentence, others }] of sentences.entries()) {
    // "??" after a question is its own "sentence" with nothing in it to read.
    if (!/[\p{L}\p{N}]/u.test(sentence) || carried.has(index)) continue;
    // "seriously??", "cuántas veces!!": "I already told you", never a question for the attorney
    // nor an answer (decision 0348). The marks typed after it ("how many times!", "!") count.
    const marksAfter = sentences[index + 1]?.sentence ?? '';
    if (
      isExasperation(
        sentence,
        /[?!¿¡]/u.test(sentence) || (!/[\p{L}\p{N}]/u.test(marksAfter) && /[?!]/u.test(marksAfter)),
      )
    ) {
      isExasperated = true;
      continue;
    }
    const plain = normalize(sentence);
    // "the managers report. thats all": the closer ends the answer, not the intake (below).
    if (isOnlyCloser(plain)) {
      closesAnAnswer = true;
      continue;
    }
    // What someone else said ("he asked me 'do I need a lawyer?'") asks us nothing.
    const own = normalize(ownWords(sentence, others));
    const test = (pick: (words: typeof saying) => RegExp, words = plain) =>
      pick(saying).test(words) || pick(other).test(words);
    const isInjection = test((words) => words.injectionCues);
    // How long the case itself takes is the attorney's to say, noted like the legal merits (decision 0383).
    const isAdvice =
      test((words) => words.legalAdviceCues, own) ||
      caseLengthCues.en.test(own) ||
      caseLengthCues.es.test(own);
    const isExtract = test((words) => words.extractionCues);
    if (isInjection) injects = true;
    if (isExtract) isExtraction = true;
    let isVisitorQuestion = false;
    for (const [kind, pattern] of Object.entries(saying.visitorQuestionCues) as [VisitorQuestion, RegExp][]) {
      // "do I have to pay the hospital until it settles?" asks about care, not the fee (decision 0160).
      if (kind === 'cost' && isCareBillsQuestion(own)) continue;
      if (pattern.test(own)) {
        questions.add(kind);
        isVisitorQuestion = true;
      }
    }
    // "I have to go to the clinic now": nothing in it to read (a stop it may hold is kept above).
    if (saysLeavingNow(own)) {
      isLeaving = true;
      continue;
    }
    // A question the visitor asks us is answered, never read as a fact ("what happens next?"),
    // but what comes before it in the same sentence still is: "nope, do i have a case?".
    if (isInjection || isExtract) {
      if (isAdvice) wantsAdvice = true;
      continue;
    }
    const check = checks[index];
    if (check) {
      openQuestions.push({ text: check.text, kind: 'check', checked: check.checked });
      continue;
    }
    const split = splitSentence(sentence, others);
    if (isAdvice) {
      // A question on the legal merits is noted for the attorney (issue 23); a demand for
      // advice that asks nothing ("tell me yes or no") still gets the refusal.
      const asked = split.question ?? (sentence.trim().endsWith('?') ? sentence.trim() : null);
      if (asked) {
        openQuestions.push({ text: asked, kind: 'legalAdvice' });
        if (split.question && split.answer) kept.push(split.answer);
      } else wantsAdvice = true;
      continue;
    }
    if (isVisitorQuestion) {
      // "agent", "stop please", "I changed my mind, bye": a clause that only asks is no answer.
      if (isOnlyRequests(plain)) continue;
      // "yes the ER, and can someone call me in spanish": only what comes before the request is read.
      if (saying.visitorQuestionCues.language.test(own)) {
        kept.push(...answerBeforeQuestion(sentence, saying, other));
        continue;
      }
      if (sentence.trim().endsWith('?')) kept.push(...answerBeforeQuestion(sentence, saying, other));
      // "cuanto se tarda", asked with no mark: only what comes before the question is read (decision 0277).
      else if (split.question) {
        if (split.answer) kept.push(split.answer);
      } else kept.push(sentence);
      continue;
    }
    if (split.question) {
      if (split.answer) kept.push(split.answer);
      openQuestions.push({
        text: split.question,
        kind: isRetort(split.question)
          ? 'whyAsked'
          : isClarifyingQuestion(split.question)
            ? 'clarifying'
            : 'open',
      });
    } else kept.push(sentence);
  }
  // A closer alone ("that's all, thanks") ends the questions; beside an answer it only ends that answer.
  if (closesAnAnswer && kept.length === 0 && openQuestions.length === 0) questions.add('done');
  const refusal: Refusal | null =
    injects && wantsAdvice
      ? 'both'
      : injects || isExtraction
        ? 'injection'
        : wantsAdvice
          ? 'legalAdvice'
          : null;
  return {
    emergency: emergencyOf(danger),
    danger,
    refusal,
    isExtraction,
    readable: kept.join(' '),
    visitorQuestions: [...questions],
    // Words that read as instructions are never noted for anyone (decision 0107).
    openQuestions: injects || isExtraction ? [] : openQuestions,
    isLeaving,
    isExasperated,
  };
}

/** The clauses of a sentence before the visitor's own question ("yes i do" in "yes i do, how much…?"). */
function answerBeforeQuestion(sentence: string, ...packs: SayingWords[]): string[] {
  const clauses = sentence.split(/[,.:]\s+/);
  const asks = (clause: string) =>
    clause.trim().endsWith('?') ||
    packs.some((words) =>
      Object.values<RegExp>(words.visitorQuestionCues).some((cue) => cue.test(normalize(clause))),
    );
  const before: string[] = [];
  for (const clause of clauses) {
    if (asks(clause)) break;
    if (clause.trim()) before.push(clause.trim());
  }
  return before.length ? [before.join(', ')] : [];
}
