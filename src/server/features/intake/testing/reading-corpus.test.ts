import { describe, expect, it } from 'vitest';

import { caseRecordSchema, emptyCaseRecord } from '../../../../contracts/case-record';
import { personasDirectory } from '../../../../../test/support/personas';

import {
  type CorpusItem,
  labelDateRange,
  recordFromLabels,
  scoreItem,
  type ValueComparer,
} from './reading-corpus';

// The comparer is the public personas' scorer when it is here; the tests below need only its
// money and text rules, so a missing ../shared falls back to exact comparison.
const directory = personasDirectory(new URL('../../../../../', import.meta.url).pathname);
const comparer: ValueComparer = directory
  ? ((await import(`${directory}/score.mjs`)) as ValueComparer)
  : { compareValue: (_type, truth, got) => ({ ok: JSON.stringify(truth) === JSON.stringify(got) }) };

const answer = (
  facts: CorpusItem['facts'],
  context: CorpusItem['facts'] = { caseType: 'auto' },
): CorpusItem => ({
  id: 't',
  kind: 'answer',
  lang: 'en',
  question: 'state',
  text: 'n/a',
  context,
  facts,
});

describe('the reading corpus labels', () => {
  it('reads a label date as the day, month or year it allows', () => {
    expect(labelDateRange('2026-03-09')).toEqual({ from: '2026-03-09', to: '2026-03-09', precision: 'day' });
    expect(labelDateRange('2026-02')).toEqual({ from: '2026-02-01', to: '2026-02-28', precision: 'month' });
    expect(labelDateRange('2025')).toEqual({ from: '2025-01-01', to: '2025-12-31', precision: 'year' });
    expect(labelDateRange('last week')).toBeUndefined();
  });

  it('turns a context into the record the agent knew, with "don\'t know" as unknown', () => {
    const record = recordFromLabels(
      {
        caseType: 'workplace',
        state: 'OR',
        incidentDate: '2026-07',
        medicalBills: 1200,
        'insurance.health': 'Aetna',
        treatment: ['er', 'physical_therapy', 'ongoing'],
        employer: null,
        nonsense: 'ignored',
      },
      'en',
    );
    expect(caseRecordSchema.safeParse(record).success).toBe(true);
    expect(record.caseType).toBe('workplace');
    expect(record.incidentDate).toEqual({ from: '2026-07-01', to: '2026-07-31', precision: 'month' });
    expect(record.medicalBills).toEqual({ total: 1200, paid: [] });
    expect(record.healthInsurance).toBe('Aetna');
    expect(record.treatment).toEqual({ levels: ['er', 'physical_therapy'], status: 'ongoing' });
    expect(record.unknowns).toEqual(['employer']);
  });
});

describe('scoring one reading against its label', () => {
  const before = recordFromLabels({ caseType: 'auto', state: 'LA' }, 'en');

  // Needs the personas' date rules: skipped where ../shared is absent.
  it.skipIf(!directory)('counts a correction kept as wrong and a taken one as right', () => {
    const item = answer({ state: 'CA' }, { caseType: 'auto', state: 'LA' });
    expect(scoreItem(item, before, before, comparer).facts[0]!.verdict).toBe('wrong');
    const after = { ...before, state: 'CA' };
    expect(scoreItem(item, before, after, comparer).facts[0]!.verdict).toBe('right');
  });

  it('counts a fact set without being said as invented, and a fact left alone as nothing', () => {
    const after = { ...before, employer: 'hold on a sec' };
    const score = scoreItem(answer({}), before, after, comparer);
    expect(score.invented).toEqual([{ label: 'employer', got: 'hold on a sec' }]);
    expect(scoreItem(answer({}), before, before, comparer).invented).toEqual([]);
  });

  it('is right on "I don\'t know" only when nothing was stored for it', () => {
    const item = answer({ 'insurance.otherPartyInsurer': null });
    expect(scoreItem(item, before, before, comparer).facts[0]!.verdict).toBe('right');
    const after = { ...before, otherPartyInsurer: 'Geico' };
    expect(scoreItem(item, before, after, comparer).facts[0]!.verdict).toBe('wrong');
  });

  it('never takes 0 % as an admitted share of the fault', () => {
    const item = answer({ ownFaultAdmitted: true });
    const empty = emptyCaseRecord();
    expect(scoreItem(item, empty, { ...empty, ownFaultPercent: 0 }, comparer).facts[0]!.verdict).toBe(
      'wrong',
    );
    expect(
      scoreItem(item, empty, { ...empty, ownFaultNotes: 'I was on my phone' }, comparer).facts[0]!.verdict,
    ).toBe('right');
    expect(scoreItem(item, empty, empty, comparer).facts[0]!.verdict).toBe('missing');
  });

  // Needs the personas' date rules: skipped where ../shared is absent.
  it.skipIf(!directory)(
    'takes a date inside the month a label gives, and a day only when the range holds it',
    () => {
      const empty = emptyCaseRecord();
      const month = answer({ incidentDate: '2026-07' });
      const july = {
        ...empty,
        incidentDate: { from: '2026-07-04', to: '2026-07-04', precision: 'day' as const },
      };
      expect(scoreItem(month, empty, july, comparer).facts[0]!.verdict).toBe('right');
      const day = answer({ incidentDate: '2026-07-04' });
      const june = {
        ...empty,
        incidentDate: { from: '2026-06-04', to: '2026-06-04', precision: 'day' as const },
      };
      expect(scoreItem(day, empty, june, comparer).facts[0]!.verdict).toBe('wrong');
      expect(
        scoreItem(
          answer({ medicalBills: 4000 }),
          empty,
          { ...empty, medicalBills: { total: 4100, paid: [] } },
          comparer,
        ).facts[0]!.verdict,
      ).toBe('right');
    },
  );
});
