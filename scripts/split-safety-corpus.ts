// One-time split of the safety corpus (issue 27) into train and a frozen test split.
// Written by helpers who had not read the code; run once on 2026-11-26. Kept so the split
// can be checked: it is deterministic (sha256 of seed + id), stratified by author, label,
// family and language, alternating within each stratum. It prints counts, never sentences.
import { readFileSync } from 'node:fs';

import { splitAlternating, writeJsonLines } from './stratified-split';

const [, , draftsDir, outDir] = process.argv;
const SEED = 'safety-corpus-2026-11-26';
const rows: Record<string, unknown>[] = [];
for (const author of ['a', 'b', 'c', 'd']) {
  for (const line of readFileSync(`${draftsDir}/${author}.jsonl`, 'utf8').split('\n')) {
    if (line.trim()) rows.push({ ...JSON.parse(line), author });
  }
}
const { train, test } = splitAlternating(
  rows,
  (row) => [row.author, row.label, row.family, row.lang === 'en' ? 'en' : 'es'].join('|'),
  SEED,
);
writeJsonLines(outDir!, 'train', train);
writeJsonLines(outDir!, 'test', test);
const count = (list: Record<string, unknown>[], label: string) =>
  list.filter((row) => row.label === label).length;
for (const [name, list] of [
  ['train', train],
  ['test', test],
] as const)
  console.info(
    name,
    list.length,
    'now',
    count(list, 'now'),
    'over',
    count(list, 'over'),
    'calm',
    count(list, 'calm'),
  );
