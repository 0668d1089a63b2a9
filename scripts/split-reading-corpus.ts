// One-time split of the reading corpus (issue 22) into train and a frozen test split.
// Written by helpers who had not read the code, on 2026-11-26. Kept so the split can be
// checked: it is deterministic (sha256 of a fixed seed and the id), stratified by author,
// kind, question and language, alternating within each stratum. Rows that do not parse
// against the corpus schema are counted and left out. It prints counts, never sentences.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { failScript, parseScriptArguments } from './script-arguments';
import { splitAlternating, writeJsonLines } from './stratified-split';

const { positionals } = parseScriptArguments(
  'split:reading',
  'Usage: npm run split:reading -- <drafts dir with AUTHOR.jsonl files> <out dir>   (run once; the test split is frozen)',
  { allowPositionals: true, options: {} },
);
const [draftsDir, outDir] = positionals;
if (!draftsDir || !outDir || positionals.length > 2)
  failScript('split:reading', 'give the drafts folder and the output folder');
// The corpus schema is loaded once the arguments are known to be right (decision 0133).
const { corpusItemSchema } = await import('../src/server/features/intake/testing/reading-corpus');
const SEED = 'reading-corpus-2026-11-26';
const rows: Record<string, unknown>[] = [];
let rejected = 0;
for (const name of readdirSync(draftsDir!)
  .filter((file) => file.endsWith('.jsonl'))
  .sort()) {
  const author = path.basename(name, '.jsonl');
  for (const line of readFileSync(path.join(draftsDir!, name), 'utf8').split('\n')) {
    if (!line.trim()) continue;
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch {
      rejected += 1;
      continue;
    }
    const parsed = corpusItemSchema.safeParse({ ...(json as object), author });
    if (parsed.success) rows.push(parsed.data);
    else rejected += 1;
  }
}
const { train, test } = splitAlternating(
  rows,
  (row) => [row.author, row.kind, row.question ?? '', row.lang === 'en' ? 'en' : 'es'].join('|'),
  SEED,
);
writeJsonLines(outDir!, 'train', train);
writeJsonLines(outDir!, 'test', test);
for (const [name, list] of [
  ['train', train],
  ['test', test],
] as const) {
  const first = list.filter((row) => row.kind === 'first').length;
  console.info(name, list.length, 'first', first, 'answers', list.length - first);
}
console.info('rejected (not valid JSON or not the corpus schema):', rejected);
