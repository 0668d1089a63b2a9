import type { CaseValuation } from '../../../../contracts/conclusions';

/**
 * An injury that reached care, whose bills nobody has told us: pain and suffering is a
 * multiple of the bills, so without them the model's figure says almost nothing (a rod in a
 * broken leg came to $0, or to a few weeks' pay). Such a value is reported as not yet
 * estimated, with the parts we know still shown, and the value floor is left to a person.
 */
export function isValueUnmeasured(valuation: CaseValuation): boolean {
  return (
    !valuation.isBarredByFault &&
    valuation.severityTier !== 'none' &&
    valuation.unknowns.some((unknown) => unknown.key === 'medicalBills' && unknown.widensRange) &&
    !valuation.steps.some((step) => step.code === 'no_claim' || step.code === 'medical_bills')
  );
}
