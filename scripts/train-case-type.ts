/**
 * Trains the case-type model (issue 22 point 5) on the reading corpus's readable splits,
 * test/corpora/reading/train.jsonl and dev.jsonl (first messages and answers to "what happened?", each
 * labelled with its case type), never the frozen test split, and writes
 * src/server/features/intake/agent/lexicons/case-type-model.json: one logistic regression per
 * case type (one against the rest), over the features seen in at least two texts. Weights
 * under 0.01 are left out.
 * Run after the train split changes: `npm run train:case-type`.
 */
import { writeFileSync } from 'node:fs';

import { parseScriptArguments } from './script-arguments';

parseScriptArguments(
  'train:case-type',
  'Usage: npm run train:case-type   (no arguments; retrains the case-type model from the readable corpus splits)',
  { options: {} },
);
// The trainer and the corpus schema are loaded once the arguments are known to be right
// (decision 0133).
const { readCaseTypeRows, trainCaseTypeModel } = await import('./case-type-training');

const root = new URL('../', import.meta.url);
const rows = readCaseTypeRows(root);
const model = trainCaseTypeModel(rows);
writeFileSync(
  new URL('src/server/features/intake/agent/lexicons/case-type-model.json', root),
  `${JSON.stringify(model)}\n`,
);
console.info(`case-type model: ${rows.length} texts, ${Object.keys(model.weights).length} features`);
