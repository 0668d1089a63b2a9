import type { Language } from '../../../../contracts/case-record';
import { normalize, sentencesOf } from '../agent/reading/text';

import questionAnaphorsFile from './question-anaphors.json' with { type: 'json' };

const questionAnaphors = {
  en: new Set<string>(questionAnaphorsFile.en),
  es: new Set<string>(questionAnaphorsFile.es),
};

/**
 * A short question that points back ("should I do that?") is noted with the sentence of the
 * message before it, so the attorney reads what it asks about (decision 0446). Any other
 * question is noted as typed.
 */
export function withItsContext(question: string, message: string, language: Language): string {
  const words = normalize(question)
    .split(/[^\p{L}']+/u)
    .filter(Boolean);
  if (words.length > 6 || !words.some((word) => questionAnaphors[language].has(word))) return question;
  const sentences = sentencesOf(message);
  const at = sentences.findIndex((sentence) => sentence.includes(question.trim()));
  const before = at > 0 ? sentences[at - 1] : undefined;
  if (before) return `${before.trim()} ${question.trim()}`;
  // The question closes the sentence that tells its matter ("they want a statement, should I do that?").
  const whole = sentences[at];
  return whole && whole.trim() !== question.trim() ? whole.trim() : question;
}
