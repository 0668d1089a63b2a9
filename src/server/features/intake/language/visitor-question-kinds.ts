import { z } from 'zod';

import type { Language } from '../../../../contracts/case-record';

import { isWrittenPhrase, phrasesSource } from '../agent/reading/written-phrases';

import kindsFile from './lexicons/visitor-question-kinds.json' with { type: 'json' };

/**
 * The questions a visitor asks us that get our own answer (issue 23; decision 0107, moved to data
 * by decision 0277): their words are lexicons/visitor-question-kinds.json, compiled here once
 * into the cue a language pack holds, matched on normalized text. Phrases are written word by
 * word (agent/reading/written-phrases.ts); a group's 'notFollowedBy' words may not come right
 * after its phrases ('*': no word at all).
 */

export type QuestionKind =
  'hasCase' | 'needLawyer' | 'cost' | 'howLong' | 'nextSteps' | 'immigration' | 'privacy' | 'deadline';

const group = z.object({
  phrases: z.array(z.string().refine(isWrittenPhrase, 'the first word is always said')).min(1),
  notFollowedBy: z.array(z.string().min(1)).optional(),
  /** "no sé cuánto cuesta" tells a doubt: a phrase right after these asks nothing (decision 0436). */
  notPrecededBy: z.array(z.string().min(1)).optional(),
});
const kinds = z.object({
  hasCase: z.array(group).min(1),
  needLawyer: z.array(group).min(1),
  cost: z.array(group).min(1),
  howLong: z.array(group).min(1),
  nextSteps: z.array(group).min(1),
  immigration: z.array(group).min(1),
  privacy: z.array(group).min(1),
  deadline: z.array(group).min(1),
});
const attorneyOnly = z.object({ en: z.array(group).min(1), es: z.array(group).min(1) });
const file = z
  .object({ $comment: z.string(), en: kinds, es: kinds, caseLength: attorneyOnly })
  .parse(kindsFile);

function groupSource(cues: z.infer<typeof group>): string {
  const after = cues.notFollowedBy?.length
    ? cues.notFollowedBy.includes('*')
      ? `(?!\\s*\\p{L})`
      : `(?!\\s+${phrasesSource(cues.notFollowedBy)})`
    : '';
  const before = cues.notPrecededBy?.length ? `(?<!${phrasesSource(cues.notPrecededBy)}\\s+)` : '';
  return `${before}${phrasesSource(cues.phrases)}${after}`;
}

function compile(language: Language): Record<QuestionKind, RegExp> {
  const lists = file[language];
  const cue = (kind: QuestionKind) => new RegExp(lists[kind].map(groupSource).join('|'), 'u');
  return {
    hasCase: cue('hasCase'),
    needLawyer: cue('needLawyer'),
    cost: cue('cost'),
    howLong: cue('howLong'),
    nextSteps: cue('nextSteps'),
    immigration: cue('immigration'),
    privacy: cue('privacy'),
    deadline: cue('deadline'),
  };
}

export const questionKindCues: Record<Language, Record<QuestionKind, RegExp>> = {
  en: compile('en'),
  es: compile('es'),
};

/**
 * How long the case itself takes ("how long will my claim take", "cuánto tarda el caso"): no
 * answer of ours, but a question for the attorney, noted like one on the legal merits (decision 0383).
 */
export const caseLengthCues: Record<Language, RegExp> = {
  en: new RegExp(file.caseLength.en.map(groupSource).join('|'), 'u'),
  es: new RegExp(file.caseLength.es.map(groupSource).join('|'), 'u'),
};
