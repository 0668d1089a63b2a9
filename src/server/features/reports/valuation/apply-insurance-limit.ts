import type { CaseRecord } from '../../../../contracts/case-record';
import type {
  Range,
  ValuationNote,
  ValuationStep,
  ValuationUnknown,
} from '../../../../contracts/conclusions';

import { mapRange, sameRange } from './range';
import { unknownFact, valuationStep } from './step';

/**
 * Step 6: a known per-person policy limit is the practical ceiling (research §3.8); without
 * one the report says the collectible amount may be limited. Then the range is rounded to
 * $500: estimates, not quotes.
 */
const policyLimitSource = 'https://legalclarity.org/what-is-a-policy-limits-settlement-offer';

export function applyInsuranceLimit(
  record: CaseRecord,
  value: Range,
): { value: Range; step: ValuationStep | undefined; notes: ValuationNote[]; unknowns: ValuationUnknown[] } {
  const perPerson = record.policyLimit?.perPerson;
  if (perPerson === undefined) {
    return {
      value,
      step: undefined,
      notes: [{ code: 'insurance_unknown' }],
      unknowns: [unknownFact('policyLimit', false)],
    };
  }
  const limited = mapRange(value, (amount) => Math.min(amount, perPerson));
  return {
    value: limited,
    step: valuationStep({
      code: 'insurance_limit',
      kind: 'total',
      range: limited,
      perPerson,
      sourceUrls: [policyLimitSource],
    }),
    notes: [],
    unknowns: [],
  };
}

const toNearest500 = (amount: number): number => Math.round(amount / 500) * 500;

export function roundValue(value: Range): { value: Range; step: ValuationStep | undefined } {
  const rounded = mapRange(value, toNearest500);
  return {
    value: rounded,
    step: sameRange(rounded, value)
      ? undefined
      : valuationStep({ code: 'rounded', kind: 'total', range: rounded }),
  };
}
