import { describe, expect, it } from 'vitest';

import type { Severity } from '../../../contracts/case-record';
import { type QuickEstimateInput, quickEstimate } from '../../../contracts/valuation';

import { estimateCaseValue } from './estimate-case-value';
import { caseRecord, type CaseRecordInput, onDay } from './testing/report-test-kit';

/**
 * Issue 24, item 5 (decision 0088): the public settlement calculator and the case value report
 * run one model. The calculator's amounts become a case record with nothing else that moves the
 * number (no state, no own fault, no unknowns that widen), and every line the calculator shows
 * must be a line of the report with the same amount, and the calculator's range the report's value.
 */
const injuriesFor: Record<Exclude<Severity, 'none'>, CaseRecordInput> = {
  soft_tissue: { injuries: ['whiplash and a sore lower back'] },
  objective: { injuries: ['broken left wrist'] },
  surgery_or_permanent: { injuries: ['torn ligament, knee surgery in March'] },
  catastrophic: { injuries: ['two fingers amputated in the press'] },
  death: { deceased: true, injuries: ['killed in the crash'] },
};

function recordFor(input: QuickEstimateInput) {
  return caseRecord({
    caseType: input.isVehicleDamage ? 'auto' : 'slip_fall',
    incidentDate: onDay('2026-06-01'),
    ...(input.medicalBills !== undefined ? { medicalBills: { total: input.medicalBills, paid: [] } } : {}),
    ...(input.lostWages !== undefined ? { lostWages: { total: input.lostWages } } : {}),
    ...(input.propertyDamage !== undefined ? { propertyDamage: { amount: input.propertyDamage } } : {}),
    ...injuriesFor[input.severity as Exclude<Severity, 'none'>],
    ownFaultPercent: 0,
  });
}

const inputs: QuickEstimateInput[] = [
  // The case: a crash with a damaged car. The calculator added the car, the report did not.
  {
    medicalBills: 3_400,
    lostWages: 1_200,
    propertyDamage: 3_940,
    isVehicleDamage: true,
    severity: 'objective',
  },
  {
    medicalBills: 3_400,
    lostWages: 1_200,
    propertyDamage: 3_940,
    isVehicleDamage: false,
    severity: 'objective',
  },
  { medicalBills: 8_000, lostWages: 2_000, severity: 'soft_tissue' },
  { medicalBills: 42_000, lostWages: 9_500, propertyDamage: 600, severity: 'surgery_or_permanent' },
  { medicalBills: 180_000, lostWages: 0, severity: 'catastrophic' },
  { medicalBills: 61_250, lostWages: 0, propertyDamage: 12_000, isVehicleDamage: true, severity: 'death' },
];

describe('the settlement calculator and the case value report', () => {
  it.each(inputs)('give the same lines and the same range for %o', (input) => {
    const calculator = quickEstimate(input);
    const report = estimateCaseValue({ record: recordFor(input), reportDate: '2026-11-21' });

    const reportLines = report.steps
      .filter((step) => step.kind === 'add' || step.code === 'vehicle_damage')
      .map((step) => ({ code: step.code, amount: step.range.likely, isAdded: step.kind === 'add' }));
    const calculatorLines = calculator.steps.map(({ code, amount, isAdded }) => ({ code, amount, isAdded }));
    expect(calculatorLines).toEqual(reportLines);

    const pain = report.steps.find((step) => step.code === 'pain_and_suffering');
    expect(pain?.range.likely).toBe(
      calculator.steps.find((step) => step.code === 'pain_and_suffering')?.amount,
    );
    expect({ low: calculator.low, likely: calculator.likely, high: calculator.high }).toEqual(report.value);
  });

  it('leaves vehicle damage out of both ranges, and adds other property damage to both', () => {
    const [vehicle, other] = inputs;
    // 3,400 + 1,200 = 4,600; × 2 / 2.5 / 3 = 9,200 / 11,500 / 13,800 → 13,800 / 16,100 / 18,400.
    expect(quickEstimate(vehicle!)).toMatchObject({ low: 14_000, likely: 16_000, high: 18_500 });
    // + 3,940 of other property: 17,740 / 20,040 / 22,340.
    expect(quickEstimate(other!)).toMatchObject({ low: 17_500, likely: 20_000, high: 22_500 });
  });
});
