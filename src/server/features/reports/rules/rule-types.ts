/**
 * The shape every state rule entry shares (research/case-valuation.md §3.10). Legal numbers
 * are data with a source, an effective date and a verified-on date (STYLE.md); the rules
 * test fails when an entry lacks a source, and `npm run check:rules` when its verification
 * is over 12 months old.
 */
export type Confidence = 'sourced' | 'verify';

/** Which date decides whether an entry applies: the incident (accrual) date, or the date of the estimate for indexed amounts. */
export type KeyedOn = 'incident_date' | 'report_date';

export interface RuleEntry<T> {
  /** Two-letter code; 'US' for an entry that applies everywhere (a default). */
  state: string;
  value: T;
  citation?: string;
  sourceUrls: string[];
  /**
   * 'verify': the research marked the entry VERIFY (one source, or sources that conflict).
   * Such an entry is not used until secondSourceUrls holds an agreeing second source.
   */
  confidence: Confidence;
  secondSourceUrls?: string[];
  /** Inclusive ISO date from which the entry applies; null = in force before the research's period, no start date given. */
  effectiveFrom: string | null;
  /** Exclusive ISO date on which the entry stops applying; null = still in force. */
  effectiveTo: string | null;
  keyedOn: KeyedOn;
  /** ISO date the value was last checked against its sources. */
  verifiedOn: string;
  note?: string;
}

/**
 * The shared research (../shared/research/case-valuation.md) was compiled and read on this
 * date; entries copied from it carry it as their verified-on date (decision 0031).
 */
export const researchDate = '2026-11-21';

/** How long a rule may go without being re-checked against its sources before it counts as stale. */
export const ruleFreshnessDays = 365;

/**
 * A rule last checked over `ruleFreshnessDays` before `asOf` (an ISO date). Stale data is
 * still data, but the law may have moved: it is treated like a VERIFY entry and named as
 * unverified in the report and the staff view. `npm run check:rules` fails loudly on it,
 * apart from the tests, so a calendar date alone never turns the test suite red (issue 10).
 */
export function isStale(entry: RuleEntry<unknown>, asOf: string): boolean {
  return Date.parse(asOf) - Date.parse(entry.verifiedOn) > ruleFreshnessDays * 86_400_000;
}

/** Sourced (or VERIFY with an agreeing second source) and re-checked within the freshness window. */
export function isVerified(entry: RuleEntry<unknown>, asOf: string): boolean {
  const isSourced = entry.confidence === 'sourced' || (entry.secondSourceUrls?.length ?? 0) > 0;
  return isSourced && !isStale(entry, asOf);
}

export function appliesOn(entry: RuleEntry<unknown>, isoDate: string): boolean {
  if (entry.effectiveFrom !== null && isoDate < entry.effectiveFrom) return false;
  if (entry.effectiveTo !== null && isoDate >= entry.effectiveTo) return false;
  return true;
}

/** The entry for a state in force on the date (incident date, or report date for indexed amounts). */
export function findEntry<T>(
  entries: readonly RuleEntry<T>[],
  state: string,
  dates: { incidentDate: string; reportDate: string },
  filter: (entry: RuleEntry<T>) => boolean = () => true,
): RuleEntry<T> | undefined {
  return entries.find(
    (entry) =>
      entry.state === state &&
      filter(entry) &&
      appliesOn(entry, entry.keyedOn === 'report_date' ? dates.reportDate : dates.incidentDate),
  );
}
