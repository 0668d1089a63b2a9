/**
 * Trains the danger classifier (issue 27) on the readable splits of the safety corpus,
 * test/corpora/safety/train.jsonl, dev.jsonl and ordinary.jsonl (plain intake answers, so everyday
 * talk is not mistaken for danger), never the frozen test split, and writes
 * src/server/features/intake/safety/lexicons/danger-classifier.json. Run after either split
 * changes: `npm run train:danger`. Weights under 0.01 are left out.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';

import { z } from 'zod';

import { dangerSignFamilies } from '../src/contracts/danger-signs';
import { classifierFeatures, sigmoid } from '../src/server/features/intake/safety/danger-classifier';

import { parseScriptArguments } from './script-arguments';

const rowSchema = z.object({
  id: z.string(),
  text: z.string().min(1),
  label: z.enum(['now', 'over', 'calm']),
  family: z.enum(dangerSignFamilies).nullable(),
});
export const TRAINING_SPLITS = ['train', 'dev', 'ordinary'] as const;

export function readTrainingRows(root: URL): z.infer<typeof rowSchema>[] {
  return [
    ...TRAINING_SPLITS.flatMap((split) =>
      readFileSync(new URL(`test/corpora/safety/${split}.jsonl`, root), 'utf8')
        .split('\n')
        .filter((line) => line.trim())
        .map((line) => rowSchema.parse(JSON.parse(line))),
    ),
    ...readIntakeTalk(root),
  ];
}

/**
 * The reading corpus's readable splits (test/corpora/reading/train.jsonl and dev.jsonl, never
 * its frozen test split) as calm rows: 3,400 first messages and answers written by people telling
 * an accident, long and chatty, none asking for help now. Without them the classifier had learned
 * danger from length and worry words alone (a visitor's question about a recorded statement read
 * 0.98 seizure).
 */
export const INTAKE_TALK_SPLITS = ['train', 'dev'] as const;
function readIntakeTalk(root: URL): z.infer<typeof rowSchema>[] {
  return INTAKE_TALK_SPLITS.flatMap((split) =>
    readFileSync(new URL(`test/corpora/reading/${split}.jsonl`, root), 'utf8')
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => {
        const item = z.object({ id: z.string(), text: z.string().min(1) }).parse(JSON.parse(line));
        return { id: `reading:${item.id}`, text: item.text, label: 'calm' as const, family: null };
      }),
  );
}

/** A short key of the rows a model was trained on. */
export function trainingKeyOf(rows: { id: string; text: string; label: string }[]): string {
  const hash = createHash('sha256');
  for (const row of [...rows].sort((a, b) => a.id.localeCompare(b.id)))
    hash.update(`${row.id}\t${row.label}\t${row.text}\n`);
  return hash.digest('hex').slice(0, 16);
}

/** Logistic regression by stochastic gradient descent with L2, in a fixed order (the same model every run). */
export function trainLogistic(
  documents: { features: string[]; isNow: boolean }[],
  options = { epochs: 30, rate: 0.2, decay: 0.9, l2: 1e-3 },
): { bias: number; weights: Map<string, number> } {
  const weights = new Map<string, number>();
  let bias = 0;
  let rate = options.rate;
  const order = documents.map((_document, index) => index);
  for (let epoch = 0; epoch < options.epochs; epoch += 1) {
    // A fixed permutation per epoch: a shuffle that does not depend on Math.random.
    order.sort(
      (a, b) => ((a * 7919 + epoch * 104_729) % 1_000_003) - ((b * 7919 + epoch * 104_729) % 1_000_003),
    );
    for (const index of order) {
      const { features, isNow } = documents[index]!;
      let value = bias;
      for (const feature of features) value += weights.get(feature) ?? 0;
      const gradient = sigmoid(value) - (isNow ? 1 : 0);
      bias -= rate * gradient;
      for (const feature of features) {
        const weight = weights.get(feature) ?? 0;
        weights.set(feature, weight - rate * (gradient + options.l2 * weight));
      }
    }
    rate *= options.decay;
  }
  return { bias, weights };
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  // Read here, not on import: train:case-type borrows this file's trainer.
  parseScriptArguments(
    'train:danger',
    'Usage: npm run train:danger   (no arguments; retrains the danger classifier from the readable corpus splits)',
    { options: {} },
  );
  const root = new URL('../', import.meta.url);
  const rows = readTrainingRows(root);
  const familyCounts = new Map<string, number[]>();
  const familyDocuments = dangerSignFamilies.map(() => 0);
  const documents = rows.map((row) => ({
    features: classifierFeatures(row.text),
    isNow: row.label === 'now',
  }));
  rows.forEach((row, index) => {
    const familyIndex = row.label === 'now' && row.family ? dangerSignFamilies.indexOf(row.family) : -1;
    if (familyIndex < 0) return;
    familyDocuments[familyIndex]! += 1;
    for (const feature of documents[index]!.features) {
      const perFamily = familyCounts.get(feature) ?? dangerSignFamilies.map(() => 0);
      perFamily[familyIndex]! += 1;
      familyCounts.set(feature, perFamily);
    }
  });
  const { bias, weights } = trainLogistic(documents);
  const kept = [...weights.entries()]
    .filter(([, weight]) => Math.abs(weight) >= 0.01)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([feature, weight]) => [feature, Number(weight.toFixed(4))] as const);
  const model = {
    $comment:
      'Generated by scripts/train-danger-classifier.ts from test/corpora/safety/train.jsonl, dev.jsonl and ordinary.jsonl (never test.jsonl). Regenerate with `npm run train:danger`.',
    trainingKey: trainingKeyOf(rows),
    bias: Number(bias.toFixed(4)),
    weights: Object.fromEntries(kept),
    familyCounts: Object.fromEntries(
      [...familyCounts.entries()]
        .filter(([, counts]) => counts.reduce((sum, count) => sum + count, 0) >= 2)
        .sort(([a], [b]) => a.localeCompare(b)),
    ),
    familyDocuments,
  };
  writeFileSync(
    new URL('src/server/features/intake/safety/lexicons/danger-classifier.json', root),
    `${JSON.stringify(model)}\n`,
  );
  console.info(`${rows.length} sentences, ${kept.length} weights kept (of ${weights.size})`);
}
