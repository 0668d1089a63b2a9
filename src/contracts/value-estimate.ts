import type { CaseValuation, ValuationUnknownKey } from './conclusions';

/**
 * Whether a stored valuation is an estimate at all, and if not, what it waits for (issue 24):
 * the report (page, PDF, email) and the staff console (queue, case view, export) ask this one
 * function, so a case is "not estimated yet" everywhere or nowhere, and never "$0".
 *
 * Pain and suffering is a multiple of the medical bills, so an injury that reached care with no
 * bill total has no figure worth showing. Paid parts alone (a copay) still count for a minor
 * injury, where they are most of the bill; after surgery, an amputation or a brain injury they
 * are a small part of it, and the figure they give is a placeholder (decision 0088).
 */
export type MissingForValue = Extract<ValuationUnknownKey, 'medicalBills' | 'injuries'>;

const graveTiers = new Set<CaseValuation['severityTier']>(['surgery_or_permanent', 'catastrophic']);

export function missingForValue(valuation: CaseValuation): MissingForValue[] {
  if (valuation.isBarredByFault || valuation.severityTier === 'none') return [];
  if (valuation.steps.some((step) => step.code === 'no_claim')) return [];
  const isBillTotalUnknown = valuation.unknowns.some(
    (unknown) => unknown.key === 'medicalBills' && unknown.widensRange,
  );
  if (!isBillTotalUnknown) return [];
  const bills = valuation.steps.find((step) => step.code === 'medical_bills');
  const isPlaceholder = bills === undefined || (bills.isPaidParts && graveTiers.has(valuation.severityTier));
  if (!isPlaceholder) return [];
  const isInjuryUnknown = valuation.unknowns.some((unknown) => unknown.key === 'injuries');
  return isInjuryUnknown ? ['medicalBills', 'injuries'] : ['medicalBills'];
}

const missingWords: Record<MissingForValue, string> = {
  medicalBills: 'the medical bills',
  injuries: 'what the injuries are',
};

/** The staff console's words for a value not estimated: "Not estimated yet: we need the medical bills". */
export function notEstimatedText(missing: MissingForValue[]): string {
  return `Not estimated yet: we need ${missing.map((key) => missingWords[key]).join(' and ')}`;
}
