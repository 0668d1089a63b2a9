import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { readTrainingRows, trainingKeyOf } from '../../../../../scripts/danger-training';
import { readDanger } from './detect-danger';
import { compileFamilies, loadRealWords, typoVocabulary, vocabularyKey } from './safety-lexicons';
import { stemLanguages, type StemLanguage } from './safety-text';

/**
 * The train and dev splits of the safety corpus (test/corpora/safety, written by helpers who
 * had not read the code): every sentence of someone in danger now is caught, and over or calm
 * ones raise at most 3 % false alarms. The frozen test split is never read here; `npm run
 * bench:safety` scores it.
 */
const corpus = path.resolve(import.meta.dirname, '../../../../../test/corpora/safety');
const rowsOf = (split: string) =>
  fs
    .readFileSync(path.join(corpus, `${split}.jsonl`), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as { id: string; text: string; label: 'now' | 'over' | 'calm' });

describe.each(['train', 'dev'])('the safety corpus, %s split', (split) => {
  const rows = rowsOf(split);
  it('catches everyone in danger now, with at most 3 % false alarms', () => {
    const danger = rows.filter((row) => row.label === 'now');
    const safe = rows.filter((row) => row.label !== 'now');
    expect(danger.length).toBeGreaterThanOrEqual(150);
    expect(safe.length).toBeGreaterThanOrEqual(150);
    const missed = danger.filter((row) => readDanger(row.text).status !== 'now').map((row) => row.id);
    const alarms = safe.filter((row) => readDanger(row.text).status === 'now').map((row) => row.id);
    expect(missed).toEqual([]);
    expect(alarms.length / safe.length).toBeLessThanOrEqual(0.03);
    // Thousands of readings: a few seconds alone, far more on a machine running every suite.
  }, 180_000);
});

describe('the danger classifier', () => {
  it('was trained on the readable splits as they are (else: npm run train:danger)', () => {
    const model = JSON.parse(
      fs.readFileSync(path.resolve(import.meta.dirname, 'lexicons/danger-classifier.json'), 'utf8'),
    ) as { trainingKey: string };
    const root = new URL('../../../../../', import.meta.url);
    expect(model.trainingKey).toBe(trainingKeyOf(readTrainingRows(root)));
  });
});

describe('the list of real words near the signs', () => {
  it('was generated from the lexicons as they are (else: npm run build:safety-words)', () => {
    const families = compileFamilies();
    const vocabularies = Object.fromEntries(
      stemLanguages.map((language) => [language, typoVocabulary(families, language)]),
    ) as Record<StemLanguage, Map<string, string[]>>;
    expect(loadRealWords().vocabularyKey).toBe(vocabularyKey(vocabularies));
  });
});
