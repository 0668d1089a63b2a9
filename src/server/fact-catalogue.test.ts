import { describe, expect, it } from 'vitest';

import { caseTypes, emptyCaseRecord, factKeys, factValueSchemas, languages } from '../contracts/case-record';
import { valuationUnknownKeys } from '../contracts/conclusions';
import {
  caseTypeName,
  type FactEntry,
  factCatalogue,
  factFormLabel,
  factLabel,
} from '../contracts/fact-catalogue';
import { factEntries } from '../contracts/fact-catalogue-schemas';
import { reviewFields, visitorReviewKeys } from '../contracts/intake-review';
import { reviewRequestSchema } from '../contracts/intake-review-schemas';

import { factValueTypes } from './features/intake/agent/reading/validators';
import { listUnknowns } from './features/intake/summarize-case';
import { reportWords } from './features/reports/words';

/**
 * One fact catalogue (issue 22 point 4, decision 0100): every fact has an entry, and every
 * consumer's name for a fact, a case type and a value type is the catalogue's.
 */
describe('the fact catalogue', () => {
  const entryOf = (key: (typeof factKeys)[number]): FactEntry => factCatalogue[key];

  it('has one entry for every fact of the case record, named in English and Spanish', () => {
    expect(Object.keys(factCatalogue).sort()).toEqual([...factKeys].sort());
    for (const language of languages) {
      const labels = factKeys.map((key) => factLabel(key, language));
      expect(labels.every((label) => label.trim().length > 0)).toBe(true);
      expect(new Set(labels).size).toBe(labels.length);
    }
    for (const key of factKeys) {
      expect(entryOf(key).description.length).toBeGreaterThan(10);
      expect(factEntries[key].schema).toBe(factValueSchemas[key]);
    }
  });

  it('offers, for a choice, exactly the values its schema accepts', () => {
    for (const key of factKeys) {
      const entry = entryOf(key);
      if (entry.correction !== 'choice') {
        expect(entry.options).toBeUndefined();
        continue;
      }
      const values = entry.options!.map((option) => option.value);
      expect(values).toEqual((factValueSchemas[key] as unknown as { options: string[] }).options);
    }
  });

  it('gives each fact a value type its schema agrees with', () => {
    const sample: Partial<Record<FactEntry['valueType'], unknown>> = {
      'yes-no': true,
      percent: 20,
      age: 40,
      state: 'TX',
      list: ['a broken wrist'],
    };
    for (const key of factKeys) {
      const value = sample[entryOf(key).valueType];
      if (value !== undefined) expect(factValueSchemas[key].safeParse(value).success, key).toBe(true);
    }
  });

  it('is where the intake’s value checks take each fact’s type from', () => {
    for (const key of factKeys) {
      const type = entryOf(key).valueType;
      const checked = ['party', 'policy', 'relationship', 'date', 'age'].includes(type) ? type : undefined;
      expect(factValueTypes[key], key).toBe(checked);
    }
  });

  it('names each unknown fact and each kind of case in the report as the catalogue does', () => {
    for (const language of languages) {
      const words = reportWords(language);
      for (const key of valuationUnknownKeys) expect(words.unknown(key)).toBe(factLabel(key, language));
      for (const type of caseTypes) expect(words.caseType(type)).toBe(caseTypeName(type, language));
    }
  });

  it('names each fact the visitor does not know in the chat as the catalogue does', () => {
    const record = { ...emptyCaseRecord(), unknowns: [...factKeys] };
    for (const language of languages) {
      const reply = listUnknowns(record, language);
      for (const key of factKeys) expect(reply).toContain(`- ${factLabel(key, language)}`);
    }
  });

  it('has a correction line for every fact a person can correct, labelled and typed by the catalogue', () => {
    const lines = new Map(reviewFields.map((field) => [field.key, field]));
    for (const key of factKeys) {
      const entry = entryOf(key);
      const line = lines.get(key);
      if (entry.correction === 'none') {
        expect(line, key).toBeUndefined();
        continue;
      }
      expect(line, key).toMatchObject({
        label: factFormLabel(key, 'en'),
        labels: { en: factFormLabel(key, 'en'), es: factFormLabel(key, 'es') },
        kind: entry.correction,
      });
      if (entry.options)
        expect(line!.options).toEqual(
          entry.options.map((option) => ({
            value: option.value,
            label: option.label.en,
            labels: option.label,
          })),
        );
    }
    // Only the treatment's parts are lines of no fact of their own.
    expect(reviewFields.filter((field) => !(field.key in factCatalogue)).map((field) => field.key)).toEqual([
      'emergencyRoom',
      'surgery',
      'stillTreating',
    ]);
  });

  it('keeps the visitor’s review to its own lines: a case manager’s line cannot be sent from it', () => {
    expect(visitorReviewKeys).not.toContain('role');
    const request = { SessionID: 'ABC123', ChatID: 'abcde12345' };
    const ownLine = reviewRequestSchema.safeParse({ ...request, changes: [{ key: 'age', value: 40 }] });
    expect(ownLine.success).toBe(true);
    const staffLine = reviewRequestSchema.safeParse({
      ...request,
      changes: [{ key: 'role', value: 'driver' }],
    });
    expect(staffLine.success).toBe(false);
  });
});
