import { z } from 'zod';

import { type CaseType, caseTypes, type Language } from '../../../../../contracts/case-record';
import { classifierFeatures, sigmoid } from '../../safety/danger-classifier';

import modelFile from '../lexicons/case-type-model.json' with { type: 'json' };

/**
 * Case type read from the whole description by a model (issue 22 point 5): one logistic
 * regression per case type over the English and Spanish stems of the message and their pairs
 * (the danger classifier's features), with the mechanisms the lexicon found as further
 * features, trained at build time on the reading corpus's readable splits
 * (scripts/train-case-type.ts; never the frozen test split). People say what happened in
 * words no list foresees; the model weighs every word they used, and the lexicon is one of
 * its inputs, not the only path.
 */

const modelSchema = z.object({
  $comment: z.string(),
  /** A key of the training rows, so a stale model is noticed by the tests. */
  trainingKey: z.string(),
  /** One bias per case type, in caseTypes order. */
  bias: z.array(z.number()).length(caseTypes.length),
  /** feature → one weight per case type, in caseTypes order. */
  weights: z.record(z.string(), z.array(z.number()).length(caseTypes.length)),
  /**
   * The same regressions trained without counting a text against its own second type (a
   * courier bitten on the route is not a "no" for dog bite): what a case also involves.
   */
  second: z
    .object({
      bias: z.array(z.number()).length(caseTypes.length),
      weights: z.record(z.string(), z.array(z.number()).length(caseTypes.length)),
    })
    .optional(),
});
export type CaseTypeModel = z.infer<typeof modelSchema>;

export interface CaseTypeGuess {
  caseType: CaseType;
  /** Its share of the seven scores (one-vs-rest, normalised). */
  probability: number;
  second: { caseType: CaseType; probability: number };
  /** Each type's score (0–1) from the second-side regressions: how much the case also involves it. */
  scores: Record<CaseType, number>;
}

/** The model's features: the words, and the mechanisms the lexicon found ("lex:auto"). */
export function caseTypeFeatures(text: string, mechanisms: Iterable<string>): string[] {
  return [...classifierFeatures(text), ...[...mechanisms].map((mechanism) => `lex:${mechanism}`)];
}

export interface CaseTypeModelReader {
  guess(text: string, mechanisms: Iterable<string>): CaseTypeGuess | null;
  /** The share a guess needs before it is acted on. */
  threshold: number;
}

/** The model's reading of a description is acted on from this share of the seven scores. */
export const MODEL_THRESHOLD = 0.5;

export function createCaseTypeModel(
  file: unknown = modelFile,
  threshold: number = MODEL_THRESHOLD,
): CaseTypeModelReader {
  const model = modelSchema.parse(file);
  return {
    threshold,
    guess(text, mechanisms) {
      // Read once: the main scores keep the features the model weighs, the second side all of them.
      const allFeatures = caseTypeFeatures(text, mechanisms);
      const features = allFeatures.filter((feature) => model.weights[feature]);
      if (features.length === 0) return null;
      const scores = caseTypes.map((_type, index) => {
        let value = model.bias[index]!;
        for (const feature of features) value += model.weights[feature]![index]!;
        return sigmoid(value);
      });
      const sum = scores.reduce((total, score) => total + score, 0);
      const ranked = scores
        .map((score, index) => ({ caseType: caseTypes[index]!, probability: score / sum }))
        .sort((a, b) => b.probability - a.probability);
      // A model file from before the second-side regressions: the main scores stand in.
      const second = model.second ?? { bias: model.bias, weights: model.weights };
      const own = Object.fromEntries(
        caseTypes.map((type, index) => {
          let value = second.bias[index]!;
          for (const feature of allFeatures) value += second.weights[feature]?.[index] ?? 0;
          return [type, sigmoid(value)];
        }),
      );
      return { ...ranked[0]!, second: ranked[1]!, scores: own as Record<CaseType, number> };
    },
  };
}

const defaultModel = createCaseTypeModel();

/** The model's reading of a description, when it is sure enough to act on. */
export function guessCaseType(
  text: string,
  mechanisms: Iterable<string>,
  model: CaseTypeModelReader = defaultModel,
): CaseTypeGuess | null {
  const guess = model.guess(text, mechanisms);
  return guess && guess.probability >= model.threshold ? guess : null;
}

/** The second-side score of each type for a description, however unsure (for a second type). */
export function caseTypeScores(
  text: string,
  mechanisms: Iterable<string>,
  model: CaseTypeModelReader = defaultModel,
): Record<CaseType, number> | null {
  return model.guess(text, mechanisms)?.scores ?? null;
}

export type { Language };
