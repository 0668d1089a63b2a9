import { describe, expect, it } from 'vitest';

import { estimateCaseValue } from './estimate-case-value';
import { californiaAutoRecord, caseRecord, onDay } from './testing/report-test-kit';
import { valueDrivers } from './value-drivers';
import { reportWords } from './words';

const english = reportWords('en');
const spanish = reportWords('es');

describe('valueDrivers', () => {
  it('names the steps that moved the likely value most, with their signed effect', () => {
    // CA auto: bills 10,000 + wages 2,000; pain and suffering 12,000 × 2.5 = 30,000; 20 % fault: 42,000 → 33,600
    const drivers = valueDrivers(
      estimateCaseValue({ record: californiaAutoRecord, reportDate: '2026-11-21' }),
      english,
    );
    expect(drivers.map((driver) => driver.text)).toEqual([
      'Pain and suffering (multiplier): +$30,000',
      'Medical bills so far: +$10,000',
      'Fault rule: −$8,400',
    ]);
  });

  it('shows a binding insurance limit as what took the value down', () => {
    const record = caseRecord({
      caseType: 'auto',
      state: 'VT',
      incidentDate: onDay('2026-04-08'),
      injuries: ['broken wrist, surgery'],
      medicalBills: { total: 40_000, paid: [] },
      lostWages: { total: 7_500 },
      ownFaultPercent: 0,
      policyLimit: { perPerson: 50_000, perAccident: 100_000 },
    });
    const drivers = valueDrivers(estimateCaseValue({ record, reportDate: '2026-11-21' }), english);
    expect(drivers[0]!.text).toMatch(/^Pain and suffering \(multiplier\): \+\$/);
    expect(drivers.some((driver) => driver.code === 'insurance_limit' && driver.effect < 0)).toBe(true);
  });

  it('words the same drivers in Spanish for a Spanish case', () => {
    const drivers = valueDrivers(
      estimateCaseValue({ record: californiaAutoRecord, reportDate: '2026-11-21' }),
      spanish,
    );
    expect(drivers.map((driver) => driver.text)).toEqual([
      'Dolor y sufrimiento (multiplicador): +$30,000',
      'Cuentas médicas hasta ahora: +$10,000',
      'Regla de culpa compartida: −$8,400',
    ]);
  });
});
