import { describe, expect, it } from 'vitest';

import {
  multiplierTable,
  perDiemDailyRate,
  perDiemNonEconomic,
  quickEstimate,
  severityTier,
} from './valuation';

describe('quickEstimate', () => {
  it('adds economic damages and multiplies medical bills and wages by the severity band', () => {
    // By hand: economic = 8,000 + 2,000 + 1,500 = 11,500; base = 10,000;
    // objective findings band 2 / 2.5 / 3 → 20,000 / 25,000 / 30,000 → 31,500 / 36,500 / 41,500.
    const estimate = quickEstimate({
      medicalBills: 8000,
      lostWages: 2000,
      propertyDamage: 1500,
      severity: 'objective',
    });
    expect(estimate).toMatchObject({ low: 31_500, likely: 36_500, high: 41_500 });
    expect(estimate.steps.map((step) => step.label)).toEqual([
      'Medical bills',
      'Lost wages',
      'Property damage',
      'Pain and suffering',
    ]);
    expect(estimate.steps[3]).toMatchObject({ amount: 25_000 });
    expect(estimate.steps[3]!.reason).toContain('2–3');
  });

  it('gives no pain-and-suffering amount when no injury is reported', () => {
    const estimate = quickEstimate({ medicalBills: 0, lostWages: 0, propertyDamage: 4000, severity: 'none' });
    expect(estimate).toMatchObject({ low: 4000, likely: 4000, high: 4000 });
  });

  it('counts death as catastrophic (4–5)', () => {
    expect(severityTier('death')).toBe('catastrophic');
    // 100,000 × 4 / 4.5 / 5 + 100,000
    expect(quickEstimate({ medicalBills: 100_000, lostWages: 0, severity: 'death' })).toMatchObject({
      low: 500_000,
      likely: 550_000,
      high: 600_000,
    });
  });

  it('keeps the bands between 1.5 and 5 and ordered', () => {
    const bands = [
      multiplierTable.soft_tissue,
      multiplierTable.objective,
      multiplierTable.surgery_or_permanent,
      multiplierTable.catastrophic,
    ];
    expect(bands[0]!.low).toBe(1.5);
    expect(bands[3]!.high).toBe(5);
    for (const band of bands) expect(band.low).toBeLessThanOrEqual(band.likely);
  });
});

describe('per diem cross-check', () => {
  it('uses a day of pay, never less than $200 a day', () => {
    expect(perDiemDailyRate(1500)).toBe(300); // 1,500 / 5 working days
    expect(perDiemDailyRate(500)).toBe(200); // 100 a day is below the floor
    expect(perDiemDailyRate()).toBe(200);
  });

  it('counts at most 730 days unless the injury is permanent', () => {
    expect(perDiemNonEconomic({ dailyRate: 200, days: 45 })).toBe(9000);
    expect(perDiemNonEconomic({ dailyRate: 200, days: 1000 })).toBe(146_000); // 200 × 730
    expect(perDiemNonEconomic({ dailyRate: 200, days: 1000, isPermanent: true })).toBe(200_000);
  });
});
