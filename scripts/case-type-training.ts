/**
 * The case-type model's trainer and its training rows (issue 22 point 5), shared by
 * `npm run train:case-type` (scripts/train-case-type.ts), `npm run bench:case-type` and the test
 * that checks the shipped model was trained on today's corpus. Kept apart from the script so
 * the script can check its arguments before loading any of this (decision 0133).
 */
import { existsSync, readFileSync } from 'node:fs';

import { type CaseType, caseTypes } from '../src/contracts/case-record';
import { mechanismsIn } from '../src/server/features/intake/agent/facts/case-type.fact';
import { caseTypeFeatures } from '../src/server/features/intake/agent/reading/case-type-model';
import { normalize } from '../src/server/features/intake/agent/reading/text';
import { detectLanguage } from '../src/server/features/intake/language/detect-language';
import { corpusItemSchema } from '../src/server/features/intake/testing/reading-corpus';

import { trainingKeyOf, trainLogistic } from './danger-training';

/** The labelled texts of the train split that say what kind of case it is. */
export const CASE_TYPE_SPLITS = ['train', 'dev'] as const;

export function readCaseTypeRows(
  root: URL,
): { id: string; text: string; caseType: CaseType; secondaryCaseType?: CaseType }[] {
  return CASE_TYPE_SPLITS.flatMap((split) => {
    const file = new URL(`test/corpora/reading/${split}.jsonl`, root);
    return existsSync(file) ? readFileSync(file, 'utf8').split('\n') : [];
  })
    .filter((line) => line.trim())
    .map((line) => corpusItemSchema.parse(JSON.parse(line)))
    .filter((item) => item.kind === 'first' || item.question === 'caseType')
    .filter((item) => (caseTypes as readonly unknown[]).includes(item.facts.caseType))
    .map((item) => ({
      id: item.id,
      text: item.text,
      caseType: item.facts.caseType as CaseType,
      ...((caseTypes as readonly unknown[]).includes(item.facts.secondaryCaseType)
        ? { secondaryCaseType: item.facts.secondaryCaseType as CaseType }
        : {}),
    }));
}

/** A short key of the rows a model was trained on (the danger trainer's key, the case type and any second type as label). */
export function caseTypeTrainingKey(
  rows: { id: string; text: string; caseType: string; secondaryCaseType?: string }[],
): string {
  return trainingKeyOf(
    rows.map(({ id, text, caseType, secondaryCaseType }) => ({
      id,
      text,
      label: secondaryCaseType ? `${caseType}+${secondaryCaseType}` : caseType,
    })),
  );
}

type CaseTypeRow = ReturnType<typeof readCaseTypeRows>[number];

export interface TrainingOptions {
  /** A feature must appear in this many texts to be learned. */
  minTexts: number;
  logistic: { epochs: number; rate: number; decay: number; l2: number };
}
export const defaultTrainingOptions: TrainingOptions = {
  minTexts: 2,
  logistic: { epochs: 30, rate: 0.2, decay: 0.9, l2: 1e-3 },
};

/** The model file's content, trained on these rows (the fold bench trains on parts of them). */
export function trainCaseTypeModel(rows: CaseTypeRow[], options: TrainingOptions = defaultTrainingOptions) {
  const documents = rows.map((row) => ({
    features: caseTypeFeatures(
      row.text,
      mechanismsIn(normalize(row.text), detectLanguage(row.text, undefined)),
    ),
    caseType: row.caseType,
    secondaryCaseType: row.secondaryCaseType,
  }));
  // A feature seen in one text says more about its writer than about a case type.
  const seen = new Map<string, number>();
  for (const { features } of documents)
    for (const feature of features) seen.set(feature, (seen.get(feature) ?? 0) + 1);
  for (const document of documents)
    document.features = document.features.filter((feature) => seen.get(feature)! >= options.minTexts);
  const perType = caseTypes.map((type) =>
    trainLogistic(
      documents.map(({ features, caseType }) => ({ features, isNow: caseType === type })),
      options.logistic,
    ),
  );
  // The second-side scores: a text whose second side is this type (a courier bitten on the
  // route, for the dog-bite model) is neither for nor against it. Taught as a "no", the model
  // would learn to miss the very second side it is asked for (readSecondaryCaseType).
  const perTypeSecond = caseTypes.map((type) =>
    trainLogistic(
      documents
        .filter(({ secondaryCaseType }) => secondaryCaseType !== type)
        .map(({ features, caseType }) => ({ features, isNow: caseType === type })),
      options.logistic,
    ),
  );
  const weightTable = (models: typeof perType) => {
    const table: Record<string, number[]> = {};
    const features = [...new Set(models.flatMap(({ weights }) => [...weights.keys()]))].sort();
    for (const feature of features) {
      const row = models.map(({ weights: byFeature }) => Number((byFeature.get(feature) ?? 0).toFixed(4)));
      if (row.some((weight) => Math.abs(weight) >= 0.01)) table[feature] = row;
    }
    return table;
  };
  const weights = weightTable(perType);
  return {
    $comment:
      'Generated by scripts/train-case-type.ts from test/corpora/reading/train.jsonl and dev.jsonl (never test.jsonl). Regenerate with `npm run train:case-type`.',
    trainingKey: caseTypeTrainingKey(rows),
    bias: perType.map(({ bias }) => Number(bias.toFixed(4))),
    weights,
    second: {
      bias: perTypeSecond.map(({ bias }) => Number(bias.toFixed(4))),
      weights: weightTable(perTypeSecond),
    },
  };
}
