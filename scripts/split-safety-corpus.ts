// One-time split of the safety corpus (issue 27) into train and a frozen test split.
// Written by helpers who had not read the code; run once on 2026-11-26. Kept so the split
// can be checked: it is deterministic (sha256 of seed + id), stratified by author, label,
// family and language, alternating within each stratum. It prints counts, never sentences.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';

const [, , draftsDir, outDir] = process.argv;
const SEED = 'safety-corpus-2026-11-26';
const rows: Record<string, unknown>[] = [];
for (const author of ['a', 'b', 'c', 'd']) {
  for (const line of readFileSync(`${draftsDir}/${author}.jsonl`, 'utf8').split('\n')) {
    if (line.trim()) rows.push({ ...JSON.parse(line), author });
  }
}
const strata = new Map<string, Record<string, unknown>[]>();
for (const row of rows) {
  const key = [row.author, row.label, row.family, row.lang === 'en' ? 'en' : 'es'].join('|');
  strata.set(key, [...(strata.get(key) ?? []), row]);
}
const hash = (id: unknown) => createHash('sha256').update(`${SEED}:${id}`).digest('hex');
const train: Record<string, unknown>[] = [];
const test: Record<string, unknown>[] = [];
let flip = 0;
for (const key of [...strata.keys()].sort()) {
  const group = strata.get(key)!.sort((a, b) => hash(a.id).localeCompare(hash(b.id)));
  for (const row of group) {
    (flip % 2 === 0 ? test : train).push(row);
    flip += 1;
  }
}
const write = (name: string, list: Record<string, unknown>[]) =>
  writeFileSync(`${outDir}/${name}.jsonl`, list.map((row) => JSON.stringify(row)).join('\n') + '\n');
write('train', train);
write('test', test);
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
