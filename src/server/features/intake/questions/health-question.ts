import { z } from 'zod';

import type { Language } from '../../../../contracts/case-record';
import { normalize } from '../agent/reading/text';
import { clauseWords, findInjuryWords } from '../agent/facts/injury-lexicon';
import healthFile from '../language/lexicons/health-questions.json' with { type: 'json' };
import { wordPattern } from './word-pattern';

/**
 * A visitor's own question about their body or symptoms ("I still get dizzy, is that normal?",
 * "¿es normal que me duela tanto?") is not a legal question: the answer is to see a doctor, not
 * the attorney line (issue 23, decision 0121). Words are data (health-questions.json): a
 * symptom, or a body part or injury of the injury lexicon, and no word of money or the law.
 *
 * A worry asked about the body ("is that bad?", "should I be worried?") names no body part of
 * its own: it is about the body when the rest of the message is, or the question it answers
 * was. A question about care ("was it dumb to say no to the ambulance", "should I go to the
 * ER?") is about the visitor's own choice, so it is for a doctor too (decision 0141).
 */
const listsSchema = z.object({
  symptoms: z.array(z.string().min(2)),
  moneyOrLegal: z.array(z.string().min(2)),
  worries: z.array(z.string().min(2)),
  care: z.array(z.string().min(2)),
  self: z.array(z.string().min(1)),
  /** Acknowledgements that open a message ("ok, ..."): a worry word there asks nothing (decision 0436). */
  openers: z.array(z.string().min(1)),
  /** Which doctor the visitor may or must see (decision 0339): a question for the attorney. */
  doctorChoice: z.object({
    providers: z.array(z.string().min(2)).min(1),
    choosers: z.array(z.string().min(2)).min(1),
    choosing: z.array(z.string().min(2)).min(1),
  }),
});
const lists = z
  .object({ $comment: z.string(), en: listsSchema, es: listsSchema, bodyQuestions: z.array(z.string()) })
  .parse(healthFile);

const both = (pick: (language: z.infer<typeof listsSchema>) => string[]) =>
  wordPattern([...pick(lists.en), ...pick(lists.es)]);

const symptoms = both((words) => words.symptoms);
const moneyOrLegal = both((words) => words.moneyOrLegal);
const worries = both((words) => words.worries);
const care = both((words) => words.care);
const self = both((words) => words.self);
const openers = new RegExp(
  `^(?:(?:${[...lists.en.openers, ...lists.es.openers]
    .sort((a, b) => b.length - a.length)
    .map((word) => word.replace(/ /g, '\\s+'))
    .join('|')})(?![\\p{L}\\d'])[\\s,.!;:-]*)+`,
  'u',
);
const bodyQuestions: ReadonlySet<string> = new Set(lists.bodyQuestions);
const providers = both((words) => words.doctorChoice.providers);
const choosers = both((words) => words.doctorChoice.choosers);
const choosing = both((words) => words.doctorChoice.choosing);

/**
 * "do I have to use the company doctor?", "can I see my own doctor or does comp pick?", "¿tengo que
 * ir al doctor de la compañía?" (decision 0339): which doctor the visitor may or must see, under
 * comp or an insurer, is a question of their rights, for the attorney: a provider, a word of who
 * picks or which one, and a word of choosing, permission or obligation. "Should I see a doctor?"
 * and "should I take ibuprofen?" name no choice, and stay questions for a doctor.
 */
export function isDoctorChoiceQuestion(question: string): boolean {
  const plain = normalize(question);
  return providers.test(plain) && choosers.test(plain) && choosing.test(plain);
}

/** A symptom, a body part or a named condition (injury verbs alone are as often about the case). */
function namesTheBody(text: string): boolean {
  return (
    symptoms.test(normalize(text)) ||
    findInjuryWords(clauseWords(text)).some((hit) => hit.kind === 'part' || hit.kind === 'condition')
  );
}

export interface HealthQuestionContext {
  /** The whole message the question was asked in. */
  message?: string;
  /** The key of the agent's question it answers, if any. */
  pending?: string | null;
}

export function isHealthQuestion(
  question: string,
  _language: Language,
  context: HealthQuestionContext = {},
): boolean {
  const plain = normalize(question);
  if (moneyOrLegal.test(plain) || isDoctorChoiceQuestion(question)) return false;
  if (namesTheBody(question)) return true;
  // "was it dumb to say no to the ambulance", "should I have gone to the ER": their own choice of care.
  if (care.test(plain) && self.test(plain)) return true;
  // "ok, can we move on?": the opening acknowledgement is no worry (decision 0436).
  if (!worries.test(plain.replace(/^[\s¿¡]+/u, '').replace(openers, ''))) return false;
  // "I hit my head on the window, is that bad?": the worry is about what the message said.
  const rest = context.message ? context.message.replace(question, ' ') : '';
  if (rest && moneyOrLegal.test(normalize(rest))) return false;
  return (rest !== '' && namesTheBody(rest)) || bodyQuestions.has(context.pending ?? '');
}
