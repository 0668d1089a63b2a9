import type { CaseValuation, ValuationUnknownKey } from './conclusions';

/**
 * Whether a stored valuation is an estimate at all, and if not, what it waits for (issue 24):
 * the report (page, PDF, email) and the staff console (queue, pipeline and its sort, case view,
 * export, timeline) ask `valueEstimateOf`, so a case is "not estimated yet" everywhere or
 * nowhere, and never "$0" (decisions 0088 and 0092).
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

/**
 * What a stored value is:
 * - `estimated`: the figures are the estimate;
 * - `not_estimated`: the bills (and maybe the injuries) are missing, the figures are zeros or a
 *   placeholder;
 * - `awaits_dates`: the rule zeroed the value because the filing deadline looks passed. The
 *   zero is applied only on a confirmed date, and such a case is always held for a person's
 *   same-day check of its dates (decision 0090); nothing stored says that check was made (a
 *   person who finds the date wrong corrects the record, which recomputes the report), so the
 *   stored zero is never shown as a value;
 * - `workers_comp_only`: a work injury with only the employer involved is not valued by the
 *   injury model at all: comp benefits follow the state's schedule and go to the workers' comp
 *   panel. The zero means "not this model's question", not "worth nothing".
 */
export type ValueEstimate =
  | { kind: 'estimated' }
  | { kind: 'not_estimated'; missing: MissingForValue[] }
  | { kind: 'awaits_dates' }
  | { kind: 'workers_comp_only' };

export function valueEstimateOf(valuation: CaseValuation): ValueEstimate {
  for (const step of valuation.steps) {
    if (step.code !== 'no_claim') continue;
    return step.reason === 'deadline_passed' ? { kind: 'awaits_dates' } : { kind: 'workers_comp_only' };
  }
  const missing = missingForValue(valuation);
  return missing.length ? { kind: 'not_estimated', missing } : { kind: 'estimated' };
}

const missingWords: Record<MissingForValue, string> = {
  medicalBills: 'the medical bills',
  injuries: 'what the injuries are',
};

/** The staff console's words for a value not estimated: "Not estimated yet: we need the medical bills". */
export function notEstimatedText(missing: MissingForValue[]): string {
  return `Not estimated yet: we need ${missing.map((key) => missingWords[key]).join(' and ')}`;
}

/**
 * The staff console's sentence in place of the figures (queue, pipeline, case view, summary,
 * report versions, timeline, CSV and JSON export), or null when the figures are an estimate.
 */
export function valueNotEstimatedText(valuation: CaseValuation): string | null {
  const estimate = valueEstimateOf(valuation);
  switch (estimate.kind) {
    case 'estimated':
      return null;
    case 'not_estimated':
      return notEstimatedText(estimate.missing);
    case 'awaits_dates':
      return 'Not estimated yet: a person must first check the dates (the filing deadline looks passed)';
    case 'workers_comp_only':
      return "Not valued: workers' comp only; comp benefits are handled by the workers' comp panel, not by the injury model";
  }
}
