import MiniSearch from 'minisearch';
import { z } from 'zod';

import type { Language } from '../../../../contracts/case-record';
import { normalize } from '../agent/reading/text';
import { stemOf } from '../safety/safety-text';

import glossaryFile from '../language/lexicons/site-search-glossary.json' with { type: 'json' };
import { questionWords } from './question-words';
import { type SitePassage, sitePassageSchema } from './site-passage';
import passagesFile from './site-passages.json' with { type: 'json' };

/**
 * Issue 23 rule 2: a visitor's question our own content answers gets that answer, one or two
 * sentences, and only when the look-up is confident. The site's content is cut into passages
 * (scripts/site-passages.ts) and searched with MiniSearch, a kept library, on stems without
 * stopwords; a Spanish question is looked up through a glossary of the English words our
 * content uses (the site has no Spanish text yet). The thresholds were chosen on the labelled
 * questions of visitor-questions.corpus.json (decision 0107).
 */

const passages: SitePassage[] = z.array(sitePassageSchema).parse(passagesFile);
const glossaryLists = z
  .object({
    $comment: z.string(),
    es: z.record(z.string(), z.array(z.string().min(1))),
    definingMarks: z.array(z.string().min(1)),
  })
  .parse(glossaryFile);
const glossary = glossaryLists.es;
const glossaryByStem = new Map(
  Object.entries(glossary).map(([word, english]) => [stemOf(word, 'es'), english]),
);

/**
 * A confident match: enough of the question's words found, in a passage that scores well.
 * A question about one term ("whats a lien") is confident with that term found, at a lower score.
 */
export const SITE_ANSWER_THRESHOLDS = {
  minScore: 9,
  minMatched: 2,
  minCoverage: 0.5,
  minTermScore: 4,
} as const;

const isStopword = (word: string) =>
  questionWords.en.stopwords.has(word) || questionWords.es.stopwords.has(word);

/**
 * The frame of "what does X mean", "what's a X", "que es eso del X" (decision 0111): left out
 * of the look-up, so the term is what is searched; a question of one term that says "mean" or
 * opens with "what" asks what the term is.
 */
const definitionalWords = new Set(
  [...questionWords.en.definitional, ...questionWords.es.definitional].flatMap((phrase) => phrase.split(' ')),
);
const definitionalFrame = /^(?:so\s+|and\s+|y\s+|pero\s+)?(?:what|what's|whats|wat|que|qué)\b/u;
const asksMeaning = (text: string) =>
  definitionalFrame.test(text) ||
  text
    .split(/[^\p{L}']+/u)
    .some((word) => ['mean', 'means', 'meaning', 'significa', 'definition'].includes(word));

const wordsOf = (text: string) =>
  (normalize(text).match(/[\p{L}\p{N}]+(?:'[\p{L}]+)?/gu) ?? []).filter(
    (word) => word.length > 1 && !isStopword(word),
  );

/** Index side: English stems of the content's words. */
const indexTerm = (word: string) => stemOf(word, 'en');

/**
 * Query side: each word of the question as a group of stems, the word itself, or the
 * English words a Spanish one is said with (synonyms: finding any one finds the word).
 */
function queryGroups(text: string): string[][] {
  const groups: string[][] = [];
  const seen = new Set<string>();
  for (const word of wordsOf(text).filter((each) => !definitionalWords.has(each))) {
    const english = glossary[word] ?? glossaryByStem.get(stemOf(word, 'es'));
    const group = [...new Set((english ?? [word]).map(indexTerm))];
    const key = group.join(' ');
    if (seen.has(key)) continue;
    seen.add(key);
    groups.push(group);
  }
  return groups;
}

const index = new MiniSearch<SitePassage>({
  fields: ['title', 'text'],
  storeFields: ['id'],
  tokenize: (text) => wordsOf(text),
  processTerm: (term) => indexTerm(term),
  searchOptions: { boost: { title: 1.5 }, fuzzy: (term) => (term.length >= 6 ? 0.2 : false) },
});
index.addAll(passages);
const byId = new Map(passages.map((passage) => [passage.id, passage]));

/**
 * How telling each stem is: the inverse of the share of passages that use it. A word our
 * content never uses ("jail", "evict") weighs most, so a question about it is not answered
 * by a passage that shares only the common words ("driver", "claim").
 */
const passagesWith = new Map<string, number>();
for (const passage of passages)
  for (const term of new Set(wordsOf(`${passage.title} ${passage.text}`).map(indexTerm)))
    passagesWith.set(term, (passagesWith.get(term) ?? 0) + 1);
const weightOf = (term: string) => Math.log((passages.length + 1) / ((passagesWith.get(term) ?? 0) + 0.5));

/** The passage's answer has a word of the term's stems right before a defining mark ("contingency:"). */
function definesTerm(id: unknown, stems: readonly string[]): boolean {
  const answer = normalize(byId.get(String(id))?.answer ?? '');
  return glossaryLists.definingMarks.some((mark) =>
    answer
      .split(mark)
      .slice(0, -1)
      .some((before) => stems.includes(indexTerm(before.match(/[\p{L}\p{N}]+$/u)?.[0] ?? ''))),
  );
}

export interface SiteMatch {
  passage: SitePassage;
  score: number;
  /** Distinct words of the question found in the passage. */
  matched: number;
  /** The weight of the question's words found over the weight of all of them (see `weightOf`). */
  coverage: number;
  isConfident: boolean;
}

/** The best passage for a question, with how sure the look-up is; undefined when nothing matches. */
export function searchSite(question: string): SiteMatch | undefined {
  const groups = queryGroups(question);
  if (groups.length === 0) return undefined;
  const results = index.search(groups.flat().join(' '), {
    tokenize: (text) => text.split(' '),
    processTerm: (term) => term,
  });
  const isTermQuestion = groups.length === 1 && asksMeaning(normalize(question));
  // About one term: the passage among the best few that says what the term is.
  const top =
    (isTermQuestion ? results.slice(0, 5).find((result) => definesTerm(result.id, groups[0]!)) : undefined) ??
    results[0];
  const passage = top ? byId.get(String(top.id)) : undefined;
  if (!top || !passage) return undefined;
  const found = new Set(top.queryTerms);
  // A group weighs as its most common stem: a synonym our content uses says how telling the word is.
  const weightOfGroup = (group: string[]) => Math.min(...group.map(weightOf));
  const isFound = (group: string[]) => group.some((term) => found.has(term));
  const total = groups.reduce((sum, group) => sum + weightOfGroup(group), 0);
  const covered = groups.filter(isFound).reduce((sum, group) => sum + weightOfGroup(group), 0);
  const matched = groups.filter(isFound).length;
  const coverage = covered / total;
  const { minScore, minMatched, minCoverage, minTermScore } = SITE_ANSWER_THRESHOLDS;
  return {
    passage,
    score: top.score,
    matched,
    coverage,
    isConfident: isTermQuestion
      ? top.score >= minTermScore && coverage === 1
      : top.score >= minScore && matched >= minMatched && coverage >= minCoverage,
  };
}

/**
 * What the chat says from our content, in the visitor's language: the passage itself in
 * English, and in Spanish a short line pointing to the page (the site has no Spanish text).
 */
export function siteAnswerText(passage: SitePassage, language: Language, siteUrl: string): string {
  const link = `${siteUrl.replace(/\/$/, '')}${passage.url}`;
  return language === 'es'
    ? `Nuestro sitio tiene información sobre eso (por ahora solo en inglés): ${link}`
    : `From our site: ${passage.answer} (${link})`;
}

/** The answer our content gives to a question, or null when the look-up is not confident. */
export function answerFromSite(question: string, language: Language, siteUrl: string): string | null {
  const match = searchSite(question);
  return match?.isConfident ? siteAnswerText(match.passage, language, siteUrl) : null;
}
