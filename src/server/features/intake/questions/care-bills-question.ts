import { z } from 'zod';

import type { CaseRecord, Language } from '../../../../contracts/case-record';
import { normalize } from '../agent/reading/text';
import billsFile from '../language/lexicons/care-bills-questions.json' with { type: 'json' };

import { searchSite, siteAnswerText } from './answer-from-site';
import { wordPattern } from './word-pattern';

/**
 * "Do I have to pay the hospital myself until this settles?": a question about paying for care
 * while the case goes on, not about the lawyer's fee (decision 0160). Words are data
 * (care-bills-questions.json): a word of paying and a care cost, and none of the fee. It is
 * answered from our own content when a passage speaks of it for this kind of case, else noted
 * for the attorney; never with the contingency answer.
 */
const listsSchema = z.object({
  paying: z.array(z.string().min(2)),
  careCosts: z.array(z.string().min(2)),
  coverers: z.array(z.string().min(2)),
  fees: z.array(z.string().min(2)),
});
const lists = z
  .object({
    $comment: z.string(),
    en: listsSchema,
    es: listsSchema,
    lookUp: z.record(z.string(), z.string().min(1)),
  })
  .parse(billsFile);

const both = (pick: (language: z.infer<typeof listsSchema>) => string[]) =>
  wordPattern([...pick(lists.en), ...pick(lists.es)]);

const paying = both((words) => words.paying);
const careCosts = both((words) => words.careCosts);
const coverers = both((words) => words.coverers);
const fees = both((words) => words.fees);

/**
 * A question about paying for care now, not about the fee; normalized or typed text. The cost
 * may be left implied when who pays it is named ("will my insurance cover this?"; decision 0265).
 */
export function isCareBillsQuestion(text: string): boolean {
  const plain = normalize(text);
  return paying.test(plain) && (careCosts.test(plain) || coverers.test(plain)) && !fees.test(plain);
}

/**
 * Our content's answer for this kind of case, or null when the site has no passage on it
 * (the question is then noted for the attorney).
 */
export function answerCareBills(
  caseType: CaseRecord['caseType'],
  language: Language,
  siteUrl: string,
): string | null {
  const words = caseType ? lists.lookUp[caseType] : undefined;
  if (!words) return null;
  const match = searchSite(words);
  return match?.isConfident ? siteAnswerText(match.passage, language, siteUrl) : null;
}
