import { describe, expect, it } from 'vitest';

import type { ValuationStepCode } from '../../../contracts/conclusions';

import { estimateCaseValue } from './estimate-case-value';
import { caseRecord, type CaseRecordInput, onDay } from './testing/report-test-kit';
import { reportWords } from './words';

const reportDate = '2026-11-21';
/** Medical bills 10,000 + lost wages 2,000 = 12,000; a fracture (objective: 2 / 2.5 / 3); no own fault. */
const known = (fields: CaseRecordInput) =>
  caseRecord({
    incidentDate: onDay('2026-06-01'),
    medicalBills: { total: 10_000, paid: [] },
    lostWages: { total: 2_000 },
    injuries: ['fractured left wrist'],
    ownFaultPercent: 0,
    policyLimit: { perPerson: 1_000_000 },
    ...fields,
  });
type Valuation = ReturnType<typeof estimateCaseValue>;
const english = reportWords('en');
const stepCoded = (valuation: Valuation, code: ValuationStepCode) =>
  valuation.steps.find((step) => step.code === code);
/** The English reason the report shows for a step (the words are the pack's, apart from the arithmetic). */
const reasonOf = (valuation: Valuation, code: ValuationStepCode) =>
  english.step(stepCoded(valuation, code)!).reason;
const notesOf = (valuation: Valuation) => valuation.notes.map(english.note).join(' ');

describe('estimateCaseValue: fault rules', () => {
  it('pure comparative (CA): reduces by the share of fault', () => {
    // economic = 10,000 + 2,000 = 12,000 (vehicle damage is a property claim: shown, not added)
    // objective 2 / 2.5 / 3 → 24,000 / 30,000 / 36,000; subtotal 36,000 / 42,000 / 48,000
    // 20 % fault → × 0.8 = 28,800 / 33,600 / 38,400 → nearest $500: 29,000 / 33,500 / 38,500
    // fee: low 29,000 − 40 % = 17,400; likely 33,500 − 11,167 = 22,333; high 38,500 − 12,833 = 25,667
    const valuation = estimateCaseValue({
      record: known({
        state: 'CA',
        caseType: 'auto',
        propertyDamage: { amount: 3_000 },
        ownFaultPercent: 20,
        policyLimit: { perPerson: 100_000 },
      }),
      reportDate,
    });
    expect(valuation.value).toEqual({ low: 29_000, likely: 33_500, high: 38_500 });
    expect(valuation.afterFee).toEqual({ low: 17_400, likely: 22_333, high: 25_667 });
    expect(stepCoded(valuation, 'vehicle_damage')).toMatchObject({ kind: 'check', range: { likely: 3_000 } });
    expect(valuation.isBarredByFault).toBe(false);
    expect(valuation.unknowns).toEqual([]);
    expect(reasonOf(valuation, 'fault_rule')).toContain('pure comparative');
  });

  it('modified 50 % (GA): barred at exactly 50 %', () => {
    const valuation = estimateCaseValue({
      record: known({ state: 'GA', caseType: 'auto', ownFaultPercent: 50 }),
      reportDate,
    });
    expect(valuation.isBarredByFault).toBe(true);
    expect(valuation.value).toEqual({ low: 0, likely: 0, high: 0 });
  });

  it('modified 51 % (TX): 50 % is reduced by half, 51 % is barred', () => {
    // subtotal 12,000 + 12,000 × 2 / 2.5 / 3 = 36,000 / 42,000 / 48,000; × 0.5 = 18,000 / 21,000 / 24,000
    const half = estimateCaseValue({
      record: known({ state: 'TX', caseType: 'auto', ownFaultPercent: 50 }),
      reportDate,
    });
    expect(half.value).toEqual({ low: 18_000, likely: 21_000, high: 24_000 });
    const over = estimateCaseValue({
      record: known({ state: 'TX', caseType: 'auto', ownFaultPercent: 51 }),
      reportDate,
    });
    expect(over.isBarredByFault).toBe(true);
    expect(over.value.high).toBe(0);
  });

  it('contributory negligence (MD): 10 % fault bars recovery', () => {
    const valuation = estimateCaseValue({
      record: known({ state: 'MD', caseType: 'slip_fall', ownFaultPercent: 10 }),
      reportDate,
    });
    expect(valuation.isBarredByFault).toBe(true);
    expect(valuation.value).toEqual({ low: 0, likely: 0, high: 0 });
  });

  it('South Dakota slight/gross: some fault makes the low end zero and reduces the rest', () => {
    // 36,000 / 42,000 / 48,000 → low 0; likely 42,000 × 0.8 = 33,600; high 48,000 × 0.8 = 38,400; to $500
    const valuation = estimateCaseValue({
      record: known({ state: 'SD', caseType: 'auto', ownFaultPercent: 20 }),
      reportDate,
    });
    expect(valuation.value).toEqual({ low: 0, likely: 33_500, high: 38_500 });
  });

  it('Louisiana switched from pure to 51 % for incidents from 2026-01-01', () => {
    const before = estimateCaseValue({
      record: known({
        state: 'LA',
        caseType: 'auto',
        incidentDate: onDay('2025-12-31'),
        ownFaultPercent: 60,
      }),
      reportDate,
    });
    // pure: 36,000 / 42,000 / 48,000 × 0.4 = 14,400 / 16,800 / 19,200 → 14,500 / 17,000 / 19,000
    expect(before.value).toEqual({ low: 14_500, likely: 17_000, high: 19_000 });
    const after = estimateCaseValue({
      record: known({
        state: 'LA',
        caseType: 'auto',
        incidentDate: onDay('2026-01-01'),
        ownFaultPercent: 60,
      }),
      reportDate,
    });
    expect(after.isBarredByFault).toBe(true);
  });

  it('an unverified fault rule (WV) is not used to bar: only the reduction applies, and the report says so', () => {
    const valuation = estimateCaseValue({
      record: known({ state: 'WV', caseType: 'auto', ownFaultPercent: 50 }),
      reportDate,
    });
    expect(valuation.value).toEqual({ low: 18_000, likely: 21_000, high: 24_000 });
    const step = stepCoded(valuation, 'fault_rule')!;
    expect(step.isUnverified).toBe(true);
    expect(notesOf(valuation)).toContain('The fault rule for WV is unverified');
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
        medicalBills: { total: 200_000, paid: [] },
        lostWages: { total: 50_000 },
        injuries: ['spinal fusion after the wrong disc was operated on'],
        policyLimit: undefined,
      }),
      reportDate,
    });
    expect(valuation.value).toEqual({ low: 720_000, likely: 720_000, high: 720_000 });
    expect(valuation.afterFee).toEqual({ low: 482_400, likely: 540_000, high: 540_000 });
    expect(reasonOf(valuation, 'damage_cap')).toContain('$470,000');
    expect(valuation.unknowns.map((unknown) => unknown.key)).toEqual(['policyLimit']);
  });

  it('does not apply a cap the research marks VERIFY (UT), and says it is unverified', () => {
    const valuation = estimateCaseValue({
      record: known({
        state: 'UT',
        caseType: 'medical_malpractice',
        medicalBills: { total: 200_000, paid: [] },
        injuries: ['paralysis from the waist down'],
        policyLimit: undefined,
      }),
      reportDate,
    });
    // 202,000 + 202,000 × 4.5 = 1,111,000: above the $450k figure, untouched
    expect(valuation.value.likely).toBe(1_111_000);
    expect(stepCoded(valuation, 'damage_cap')!.isUnverified).toBe(true);
  });

  it('uses a known policy limit as the ceiling', () => {
    // econ 50,000; base 50,000 × 3 / 3.5 / 4 → 200,000 / 225,000 / 250,000 → limit 25,000 each
    // fee: low 25,000 × 40 % = 10,000 → 15,000; likely 25,000 / 3 = 8,333 → 16,667
    const valuation = estimateCaseValue({
      record: known({
        state: 'NY',
        caseType: 'auto',
        medicalBills: { total: 40_000, paid: [] },
        lostWages: { total: 10_000 },
        injuries: ['torn knee ligament'],
        treatment: { levels: ['er', 'surgery'] },
        policyLimit: { perPerson: 25_000, perAccident: 50_000 },
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
      record: caseRecord({
        state: 'FL',
        caseType: 'auto',
        incidentDate: onDay('2026-03-01'),
        medicalBills: { total: 10_000, paid: [] },
        injuries: ['whiplash'],
        unknowns: ['lostWages'],
      }),
      reportDate,
    });
    expect(valuation.value).toEqual({ low: 20_000, likely: 27_500, high: 45_000 });
    expect(valuation.afterFee).toEqual({ low: 12_000, likely: 18_333, high: 30_000 });
    expect(valuation.unknowns.map((unknown) => unknown.key)).toEqual([
      'lostWages',
      'ownFaultPercent',
      'policyLimit',
    ]);
    expect(valuation.steps.some((step) => step.code === 'lost_wages')).toBe(false);
  });

  it('shows the per-diem cross-check without adding it', () => {
    // 4,000 lost over 20 working days = 1,000 a week → 200 a day (the floor) → 4,000
    const valuation = estimateCaseValue({
      record: known({ state: 'CA', caseType: 'auto', lostWages: { daysMissed: 20, total: 4_000 } }),
      reportDate,
    });
    expect(stepCoded(valuation, 'per_diem')!.range.likely).toBe(4000);
    // base 14,000 × 2.5 = 35,000 + 14,000 = 49,000
    expect(valuation.value.likely).toBe(49_000);
  });

  it('widens the range for care still to come when treatment goes on and no cost was given', () => {
    const ongoing = estimateCaseValue({
      record: known({
        state: 'CA',
        caseType: 'auto',
        treatment: { levels: ['physical_therapy'], status: 'ongoing' },
      }),
      reportDate,
    });
    expect(ongoing.unknowns.map((unknown) => unknown.key)).toEqual(['futureMedical']);
    // one unknown: 36,000 × 0.9 = 32,400 → 32,500; 48,000 × 1.25 = 60,000
    expect(ongoing.value).toEqual({ low: 32_500, likely: 42_000, high: 60_000 });
  });

  it('counts the paid parts of the bills when no total was given, and keeps the total unknown', () => {
    // "my PIP covered 2,500": 2,500 + 2,000 wages = 4,500 × 2 / 2.5 / 3 → 13,500 / 15,750 / 18,000
    // the total is unknown: low − 10 % = 12,150 → 12,000; likely 15,750 → 16,000; high + 25 % = 22,500
    const valuation = estimateCaseValue({
      record: known({
        state: 'CA',
        caseType: 'auto',
        medicalBills: { paid: [{ payer: 'pip_medpay', amount: 2_500 }] },
      }),
      reportDate,
    });
    expect(stepCoded(valuation, 'medical_bills')!.range.likely).toBe(2_500);
    expect(valuation.unknowns.map((unknown) => unknown.key)).toEqual(['medicalBills']);
    expect(valuation.value).toEqual({ low: 12_000, likely: 16_000, high: 22_500 });
  });

  it('does not count wages for someone who was not working, and does not call them unknown', () => {
    const valuation = estimateCaseValue({
      record: known({ state: 'CA', caseType: 'auto', lostWages: { notWorking: 'retired' } }),
      reportDate,
    });
    expect(valuation.unknowns).toEqual([]);
    expect(stepCoded(valuation, 'lost_wages')).toBeUndefined();
    // 10,000 × 2 / 2.5 / 3 + 10,000 = 30,000 / 35,000 / 40,000
    expect(valuation.value).toEqual({ low: 30_000, likely: 35_000, high: 40_000 });
  });
});

describe('estimateCaseValue: modifiers from the facts (research §3.2)', () => {
  it('raises the multiplier by 1.1 for clear liability', () => {
    // 24,000 / 30,000 / 36,000 × 1.1 = 26,400 / 33,000 / 39,600 + 12,000 → 38,400 / 45,000 / 51,600
    const valuation = estimateCaseValue({
      record: known({
        state: 'CA',
        caseType: 'auto',
        clearLiability: 'rear-ended while stopped at a red light',
      }),
      reportDate,
    });
    expect(valuation.value).toEqual({ low: 38_500, likely: 45_000, high: 51_500 });
    expect(reasonOf(valuation, 'pain_and_suffering')).toContain('clear liability');
  });

  it('lowers it by 0.85 for a treatment gap over 30 days and for an earlier injury to the same part', () => {
    // gap: 24,000 × 0.85 = 20,400 + 12,000 = 32,400 → 32,500; 30,000 × 0.85 + 12,000 = 37,500; 36,000 × 0.85 + 12,000 = 42,600 → 42,500
    const gap = estimateCaseValue({
      record: known({
        state: 'CA',
        caseType: 'auto',
        treatment: { levels: ['physical_therapy'], gapDays: 42 },
      }),
      reportDate,
    });
    expect(gap.value).toEqual({ low: 32_500, likely: 37_500, high: 42_500 });
    const both = estimateCaseValue({
      record: known({
        state: 'CA',
        caseType: 'auto',
        treatment: { levels: [], firstCareDelayDays: 45 },
        priorInjurySamePart: true,
      }),
      reportDate,
    });
    // × 0.7225: 17,340 / 21,675 / 26,010 + 12,000 = 29,340 / 33,675 / 38,010 → 29,500 / 33,500 / 38,000
    expect(both.value).toEqual({ low: 29_500, likely: 33_500, high: 38_000 });
  });
});
