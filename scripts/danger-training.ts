/**
 * The danger classifier's trainer and its training rows (issue 27), shared by
 * `npm run train:danger` (scripts/train-danger-classifier.ts), the case-type trainer and the
 * tests that check the shipped model was trained on today's corpus. Kept apart from the script
 * so the script can check its arguments before loading any of this (decision 0133).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

import { z } from 'zod';

import { dangerSignFamilies } from '../src/contracts/danger-signs';
import { sigmoid } from '../src/server/features/intake/safety/danger-classifier';

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
