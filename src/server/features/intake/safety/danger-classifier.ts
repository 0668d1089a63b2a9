import { z } from 'zod';

import { type DangerSignFamily, dangerSignFamilySchema } from '../../../../contracts/danger-signs';

import modelFile from './lexicons/danger-classifier.json' with { type: 'json' };
import stopwordsFile from './lexicons/stopwords.json' with { type: 'json' };
import { copyList, rememberRecent } from '../agent/reading/recent-results';
import { readSafetyText, type SafetyToken, stripAccents } from './safety-text';

/**
 * The backstop where the lexicons find no sign at all (issue 27): a logistic regression over
 * the English and Spanish stems of a message and their pairs, trained at build time on the
 * readable splits of the safety corpus and plain intake answers (scripts/train-danger-classifier.ts;
 * never the frozen test split). People describe danger in words no list foresees ("she keeps zoning out and we
 * have to shake him"); when the words lean clearly towards "in danger now", the 911 line shows.
 */

const NEGATIONS = new Set(['no', 'not', 'never', 'without', 'nobody', 'nunca', 'sin', 'ni', 'nadie']);
const stopwords = new Set(
  z
    .object({ $comment: z.string(), en: z.array(z.string()), es: z.array(z.string()) })
    .parse(stopwordsFile)
    .en.concat(z.object({ es: z.array(z.string()) }).parse(stopwordsFile).es)
    .map((word) => stripAccents(word)),
);
/** How far after a negation a word is read as denied. */
const NEGATION_REACH = 3;

/** The words of a message as the classifier sees them: stems, denied stems, and stem pairs. */
export function classifierFeatures(text: string): string[] {
  return recentFeatures(text);
}

// One description is weighed by the case-type model many times per reading (decision 0384).
const recentFeatures = rememberRecent(
  (text: string) =>
    tokenFeatures(readSafetyText(text, { isClauseBreak: () => false, correct: () => null }).tokens),
  copyList,
);

/** The features of words already read (only their plain forms and stems count, never a correction). */
export function tokenFeatures(tokens: readonly Pick<SafetyToken, 'surface' | 'stems'>[]): string[] {
  const features = new Set<string>();
  let deniedLeft = 0;
  let previous = '';
  for (const token of tokens) {
    if (NEGATIONS.has(token.surface)) {
      deniedLeft = NEGATION_REACH;
      features.add(`w:${token.surface}`);
      previous = 'NOT';
      continue;
    }
    const prefix = deniedLeft > 0 ? 'n' : '';
    deniedLeft = Math.max(0, deniedLeft - 1);
    if (stopwords.has(token.surface)) continue;
    features.add(`${prefix}e:${token.stems.en}`);
    features.add(`${prefix}s:${token.stems.es}`);
    if (previous) features.add(`b:${previous}_${token.stems.en}`);
    previous = token.stems.en;
  }
  return [...features];
}

const modelSchema = z
  .object({
    $comment: z.string(),
    /** A key of the training rows, so a stale model is noticed by the tests. */
    trainingKey: z.string(),
    /** Logistic regression: the bias and one weight per feature. */
    bias: z.number(),
    weights: z.record(z.string(), z.number()),
    /**
     * The families it was trained on, in the order of its counts. A family added to the lexicons
     * after training (one the corpus has no rows for yet, decision 0219) is named by its lexicon only.
     */
    families: z.array(dangerSignFamilySchema).min(1),
    /** feature → documents in danger now per family, in `families` order (to name the family). */
    familyCounts: z.record(z.string(), z.array(z.number().int().min(0))),
    familyDocuments: z.array(z.number().int().min(0)),
  })
  .refine(
    (model) =>
      model.familyDocuments.length === model.families.length &&
      Object.values(model.familyCounts).every((counts) => counts.length === model.families.length),
    { message: 'familyCounts and familyDocuments have one count per family' },
  );
export type DangerClassifierModel = z.infer<typeof modelSchema>;

/** Probability above which a message with no lexicon sign still gets the 911 line. */
export const BACKSTOP_THRESHOLD = 0.6;

export interface DangerClassifier {
  /** The probability that the message tells of someone in danger now, from its features. */
  probability(features: readonly string[]): number;
  /** The family the message most resembles, among those in danger now. */
  family(features: readonly string[]): DangerSignFamily;
}

export const sigmoid = (value: number) => 1 / (1 + Math.exp(-value));

export function createDangerClassifier(file: unknown = modelFile): DangerClassifier {
  const model = modelSchema.parse(file);
  return {
    probability(features) {
      let value = model.bias;
      for (const feature of features) value += model.weights[feature] ?? 0;
      return sigmoid(value);
    },
    family(features) {
      let best = 0;
      let bestScore = -Infinity;
      model.families.forEach((_family, index) => {
        const documents = model.familyDocuments[index]!;
        let score = Math.log(documents + 1);
        for (const feature of features) {
          const counts = model.familyCounts[feature];
          if (counts) score += Math.log((counts[index]! + 1) / (documents + 2));
        }
        if (score > bestScore) {
          bestScore = score;
          best = index;
        }
      });
      return model.families[best]!;
    },
  };
}
