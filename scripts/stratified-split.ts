import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The corpora's one-time split into train and a frozen test split: deterministic (sha256 of a
 * fixed seed and the id), stratified by the given key, alternating within each stratum in hash
 * order and carrying the alternation across strata, the test split first. The same rows and
 * seed always give the same split.
 */
export function splitAlternating<T extends { id?: unknown }>(
  rows: readonly T[],
  stratumOf: (row: T) => string,
  seed: string,
): { train: T[]; test: T[] } {
  const strata = new Map<string, T[]>();
  for (const row of rows) {
    const key = stratumOf(row);
    strata.set(key, [...(strata.get(key) ?? []), row]);
  }
  const hash = (id: unknown) =>
    createHash('sha256')
      .update(`${seed}:${String(id)}`)
      .digest('hex');
  const train: T[] = [];
  const test: T[] = [];
  let flip = 0;
  for (const key of [...strata.keys()].sort()) {
    const group = strata.get(key)!.sort((a, b) => hash(a.id).localeCompare(hash(b.id)));
    for (const row of group) {
      (flip % 2 === 0 ? test : train).push(row);
      flip += 1;
    }
  }
  return { train, test };
}

/** One JSON object per line. */
export function writeJsonLines(directory: string, name: string, rows: readonly unknown[]): void {
  writeFileSync(
    path.join(directory, `${name}.jsonl`),
    rows.map((row) => JSON.stringify(row)).join('\n') + '\n',
  );
}
