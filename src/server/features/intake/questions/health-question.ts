import { z } from 'zod';

import type { Language } from '../../../../contracts/case-record';
import { normalize } from '../agent/reading/text';
import { clauseWords, findInjuryWords } from '../agent/facts/injury-lexicon';
import healthFile from '../language/lexicons/health-questions.json' with { type: 'json' };

/**
 * A visitor's own question about their body or symptoms ("I still get dizzy, is that normal?",
 * "¿es normal que me duela tanto?") is not a legal question: the answer is to see a doctor, not
 * the attorney line (issue 23, decision 0121). Words are data (health-questions.json): a
 * symptom, or a body part or injury of the injury lexicon, and no word of money or the law.
 */
const listsSchema = z.object({
  symptoms: z.array(z.string().min(2)),
  moneyOrLegal: z.array(z.string().min(2)),
});
const lists = z.object({ $comment: z.string(), en: listsSchema, es: listsSchema }).parse(healthFile);

function compile(words: readonly string[]): RegExp {
  const alternatives = words.map((word) =>
    word.endsWith('*') ? `${word.slice(0, -1).replace(/ /g, '\\s+')}\\p{L}*` : word.replace(/ /g, '\\s+'),
  );
  return new RegExp(`(?<![\\p{L}\\d])(?:${alternatives.join('|')})(?![\\p{L}\\d])`, 'u');
}

const symptoms = compile([...lists.en.symptoms, ...lists.es.symptoms]);
const moneyOrLegal = compile([...lists.en.moneyOrLegal, ...lists.es.moneyOrLegal]);

export function isHealthQuestion(question: string, _language: Language): boolean {
  const plain = normalize(question);
  if (moneyOrLegal.test(plain)) return false;
  // A body part or a named condition: injury verbs alone ("is that going to hurt me", "did I do
  // anything wrong") are as often about the case as about the body.
  return (
    symptoms.test(plain) ||
    findInjuryWords(clauseWords(question)).some((hit) => hit.kind === 'part' || hit.kind === 'condition')
  );
}
