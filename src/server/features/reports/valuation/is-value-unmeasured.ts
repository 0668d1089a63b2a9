import type { CaseValuation } from '../../../../contracts/conclusions';

/**
 * An injury that reached care, whose bills nobody has told us: the model has nothing to
 * multiply, so its $0 would say "worth nothing" about a case that is only unmeasured. Such
 * a value is reported as not yet estimated, and the value floor is left to a person.
 */
export function isValueUnmeasured(valuation: CaseValuation): boolean {
  return (
    valuation.value.high === 0 &&
    !valuation.isBarredByFault &&
    valuation.severityTier !== 'none' &&
    valuation.unknowns.some((unknown) => unknown.key === 'medicalBills' && unknown.widensRange) &&
    !valuation.steps.some((step) => step.code === 'no_claim' || step.code === 'medical_bills')
  );
}
