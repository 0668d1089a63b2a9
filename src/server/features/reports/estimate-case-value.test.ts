import { describe, expect, it } from 'vitest';

import type { CaseRecord } from '../../../contracts/case-record';

import { estimateCaseValue } from './estimate-case-value';

const reportDate = '2026-11-21';
const record = (fields: Partial<CaseRecord>): CaseRecord => ({ unknowns: [], ...fields });
const known = (fields: Partial<CaseRecord>): CaseRecord =>
  record({
    incidentDate: '2026-06-01',
    medicalBills: { amount: 10_000 },
    lostWages: { amount: 2_000 },
    injuries: { severity: 'objective' },
    ownFault: { percent: 0 },
    insurance: { policyLimit: 1_000_000 },
    ...fields,
  });

describe('estimateCaseValue: fault rules', () => {
  it('pure comparative (CA): reduces by the share of fault', () => {
    // economic = 10,000 + 2,000 + 3,000 property = 15,000; base = 12,000
    // objective 2 / 2.5 / 3 → 24,000 / 30,000 / 36,000; subtotal 39,000 / 45,000 / 51,000
    // 20 % fault → × 0.8 = 31,200 / 36,000 / 40,800; no cap for auto; limit 100,000 does not bind
    // fee: low 31,200 − 40 % = 18,720; likely 36,000 − 12,000 = 24,000; high 40,800 − 13,600 = 27,200
    const valuation = estimateCaseValue({
      record: known({
        state: 'CA',
        caseType: 'auto',
        propertyDamage: { amount: 3_000 },
        ownFault: { percent: 20 },
        insurance: { policyLimit: 100_000 },
      }),
      reportDate,
    });
    expect(valuation.value).toEqual({ low: 31_200, likely: 36_000, high: 40_800 });
    expect(valuation.afterFee).toEqual({ low: 18_720, likely: 24_000, high: 27_200 });
    expect(valuation.isBarredByFault).toBe(false);
    expect(valuation.unknowns).toEqual([]);
    expect(valuation.steps.find((step) => step.label === 'Fault rule')!.reason).toContain('pure comparative');
  });

  it('modified 50 % (GA): barred at exactly 50 %', () => {
    const valuation = estimateCaseValue({
      record: known({ state: 'GA', caseType: 'auto', ownFault: { percent: 50 } }),
      reportDate,
    });
    expect(valuation.isBarredByFault).toBe(true);
    expect(valuation.value).toEqual({ low: 0, likely: 0, high: 0 });
  });

  it('modified 51 % (TX): 50 % is reduced by half, 51 % is barred', () => {
    // subtotal 12,000 + 12,000 × 2 / 2.5 / 3 = 36,000 / 42,000 / 48,000; × 0.5 = 18,000 / 21,000 / 24,000
    const half = estimateCaseValue({
      record: known({ state: 'TX', caseType: 'auto', ownFault: { percent: 50 } }),
      reportDate,
    });
    expect(half.value).toEqual({ low: 18_000, likely: 21_000, high: 24_000 });
    const over = estimateCaseValue({
      record: known({ state: 'TX', caseType: 'auto', ownFault: { percent: 51 } }),
      reportDate,
    });
    expect(over.isBarredByFault).toBe(true);
    expect(over.value.high).toBe(0);
  });

  it('contributory negligence (MD): 10 % fault bars recovery', () => {
    const valuation = estimateCaseValue({
      record: known({ state: 'MD', caseType: 'slip_fall', ownFault: { percent: 10 } }),
      reportDate,
    });
    expect(valuation.isBarredByFault).toBe(true);
    expect(valuation.value).toEqual({ low: 0, likely: 0, high: 0 });
  });

  it('South Dakota slight/gross: some fault makes the low end zero and reduces the rest', () => {
    // 36,000 / 42,000 / 48,000 → low 0; likely 42,000 × 0.8 = 33,600; high 48,000 × 0.8 = 38,400
    const valuation = estimateCaseValue({
      record: known({ state: 'SD', caseType: 'auto', ownFault: { percent: 20 } }),
      reportDate,
    });
    expect(valuation.value).toEqual({ low: 0, likely: 33_600, high: 38_400 });
  });

  it('Louisiana switched from pure to 51 % for incidents from 2026-01-01', () => {
    const before = estimateCaseValue({
      record: known({ state: 'LA', caseType: 'auto', incidentDate: '2025-12-31', ownFault: { percent: 60 } }),
      reportDate,
    });
    // pure: 36,000 / 42,000 / 48,000 × 0.4 = 14,400 / 16,800 / 19,200
    expect(before.value).toEqual({ low: 14_400, likely: 16_800, high: 19_200 });
    const after = estimateCaseValue({
      record: known({ state: 'LA', caseType: 'auto', incidentDate: '2026-01-01', ownFault: { percent: 60 } }),
      reportDate,
    });
    expect(after.isBarredByFault).toBe(true);
  });

  it('an unverified fault rule (WV) is not used to bar: only the reduction applies, and the report says so', () => {
    const valuation = estimateCaseValue({
      record: known({ state: 'WV', caseType: 'auto', ownFault: { percent: 50 } }),
      reportDate,
    });
    expect(valuation.value).toEqual({ low: 18_000, likely: 21_000, high: 24_000 });
    const step = valuation.steps.find((candidate) => candidate.label === 'Fault rule')!;
    expect(step.isUnverified).toBe(true);
    expect(valuation.notes.join(' ')).toContain('The fault rule for WV is unverified');
  });
});

describe('estimateCaseValue: caps, ceilings, unknowns', () => {
  it('caps non-economic damages in California medical malpractice (2026 MICRA figure)', () => {
    // economic 200,000 + 50,000 = 250,000; base 250,000 × 3 / 3.5 / 4 = 750,000 / 875,000 / 1,000,000
    // capped at $470,000 (2026) → total 720,000 each
    // fee (CA B&P §6146): likely/high 720,000 × 25 % = 180,000 → 540,000; low litigated 33 % = 237,600 → 482,400
    const valuation = estimateCaseValue({
      record: known({
        state: 'CA',
        caseType: 'medical_malpractice',
        medicalBills: { amount: 200_000 },
        lostWages: { amount: 50_000 },
        injuries: { severity: 'surgery_or_permanent' },
        insurance: undefined,
      }),
      reportDate,
    });
    expect(valuation.value).toEqual({ low: 720_000, likely: 720_000, high: 720_000 });
    expect(valuation.afterFee).toEqual({ low: 482_400, likely: 540_000, high: 540_000 });
    expect(valuation.steps.find((step) => step.label === 'Damage cap')!.reason).toContain('$470,000');
    expect(valuation.unknowns.map((unknown) => unknown.key)).toEqual(['insurance.policyLimit']);
  });

  it('does not apply a cap the research marks VERIFY (UT), and says it is unverified', () => {
    const valuation = estimateCaseValue({
      record: known({
        state: 'UT',
        caseType: 'medical_malpractice',
        medicalBills: { amount: 200_000 },
        injuries: { severity: 'catastrophic' },
        insurance: undefined,
      }),
      reportDate,
    });
    // 202,000 + 202,000 × 4.5 = 1,111,000: above the $450k figure, untouched
    expect(valuation.value.likely).toBe(1_111_000);
    expect(valuation.steps.find((step) => step.label === 'Damage cap')!.isUnverified).toBe(true);
  });

  it('uses a known policy limit as the ceiling', () => {
    // econ 50,000; base 50,000 × 3 / 3.5 / 4 → 200,000 / 225,000 / 250,000 → limit 25,000 each
    // fee: low 25,000 × 40 % = 10,000 → 15,000; likely 25,000 / 3 = 8,333 → 16,667
    const valuation = estimateCaseValue({
      record: known({
        state: 'NY',
        caseType: 'auto',
        medicalBills: { amount: 40_000 },
        lostWages: { amount: 10_000 },
        injuries: { severity: 'surgery_or_permanent' },
        insurance: { policyLimit: 25_000 },
      }),
      reportDate,
    });
    expect(valuation.value).toEqual({ low: 25_000, likely: 25_000, high: 25_000 });
    expect(valuation.afterFee).toEqual({ low: 15_000, likely: 16_667, high: 16_667 });
  });

  it('names unknown facts and widens the range instead of inventing them (FL fee schedule)', () => {
    // lost wages and own fault unknown → 2 unknowns: low − 20 %, high + 50 %
    // econ 10,000; soft tissue 1.5 / 1.75 / 2 → 15,000 / 17,500 / 20,000 → 25,000 / 27,500 / 30,000
    // widened 20,000 / 27,500 / 45,000; FL 51 % rule with no stated fault: unchanged
    // FL Rule 4-1.5: likely 27,500 − 9,167 = 18,333; high 45,000 − 15,000 = 30,000; low 20,000 − 8,000 = 12,000
    const valuation = estimateCaseValue({
      record: record({
        state: 'FL',
        caseType: 'auto',
        incidentDate: '2026-03-01',
        medicalBills: { amount: 10_000 },
        injuries: { severity: 'soft_tissue' },
        unknowns: ['lostWages.amount'],
      }),
      reportDate,
    });
    expect(valuation.value).toEqual({ low: 20_000, likely: 27_500, high: 45_000 });
    expect(valuation.afterFee).toEqual({ low: 12_000, likely: 18_333, high: 30_000 });
    expect(valuation.unknowns.map((unknown) => unknown.key)).toEqual([
      'lostWages.amount',
      'ownFault.percent',
      'insurance.policyLimit',
    ]);
    expect(valuation.steps.some((step) => step.label === 'Lost wages')).toBe(false);
  });

  it('shows the per-diem cross-check without adding it', () => {
    // 20 days missed at 1,000 a week → 200 a day (floor) → 4,000
    const valuation = estimateCaseValue({
      record: known({ state: 'CA', caseType: 'auto', lostWages: { daysMissed: 20, weeklyPay: 1000 } }),
      reportDate,
    });
    const check = valuation.steps.find((step) => step.kind === 'check')!;
    expect(check.range.likely).toBe(4000);
    // wages from days: 20 × 1,000 / 5 = 4,000; base 14,000 × 2.5 = 35,000 + 14,000 = 49,000
    expect(valuation.value.likely).toBe(49_000);
  });
});
