import { describe, expect, it } from 'vitest';

import type { CaseRecord } from '../../../../../contracts/case-record';

import { readTurn } from '../../testing/read-turn';
import type { LabelFacts } from '../../testing/reading-corpus';

import { lostWagesFact } from './money.facts';

/**
 * A bare number past any year a visitor could mean is an amount (decision 0248): "so like 2100"
 * after weeks of missed work is pay. A year that could be meant stays a year. Sentences written
 * for this test.
 */
const crash: LabelFacts = { caseType: 'auto', incidentDate: '2026-10-03' };
const read = async (question: 'lostWages' | 'medicalBills', text: string) =>
  (await readTurn(question, text, { context: crash })).record;

describe('a bare number no one would mean as a year is money (decision 0248)', () => {
  it.each([
    ['out 3 weeks so about 2100 gone', 2100],
    ['lost roughly 2080 of pay, two paychecks', 2080],
    ['missed the whole month, like 2095 I think', 2095],
    ['maybe 2099 after taxes, missed 2 weeks', 2099],
  ])('%s', async (text, total) => {
    expect((await read('lostWages', text)).lostWages?.total, text).toBe(total);
  });

  it('bills too: "the ER was 2100 and change"', async () => {
    expect((await read('medicalBills', 'the ER was 2100 and change')).medicalBills?.total).toBe(2100);
  });

  it.each(['I have been at that job since 2019, missed 5 days', 'missed 5 days, started there in 2021'])(
    'a year a person could mean stays a year: %s',
    async (text) => {
      const total = (await read('lostWages', text)).lostWages?.total;
      expect(total === 2019 || total === 2021, text).toBe(false);
    },
  );
});

describe('asked again, lost pay asks only the half still missing', () => {
  const rephrase = (lostWages: CaseRecord['lostWages'], language: 'en' | 'es') =>
    lostWagesFact.rephrase![language]({ caseType: 'auto', lostWages } as CaseRecord);

  it('the time off known: what they earn', () => {
    expect(rephrase({ daysMissed: 21 }, 'en')).toMatch(/what do you usually earn/);
    expect(rephrase({ daysMissed: 21 }, 'en')).not.toMatch(/days or weeks/);
    expect(rephrase({ expectedDaysOff: 10 }, 'es')).toMatch(/cuánto gana/);
  });

  it('the pay known: the time off', () => {
    expect(rephrase({ rate: { amount: 20, per: 'hour' } }, 'en')).toMatch(/days or weeks/);
    expect(rephrase({ rate: { amount: 20, per: 'hour' } }, 'en')).not.toMatch(/earn/);
  });

  it('nothing known: both', () => {
    expect(rephrase(undefined, 'en')).toMatch(/days or weeks.*usually earn/);
  });
});
