import type { CaseRecord, FactKey } from '../../../../contracts/case-record';
import type { ValuationStep, ValuationUnknown, ValuationUnknownKey } from '../../../../contracts/conclusions';

type WithoutSources<T> = T extends unknown ? Omit<T, 'sourceUrls' | 'isUnverified'> : never;

/**
 * One line of the "how we got there" table: its code, what it did to the range and its facts;
 * sources and the unverified mark only where a rule is behind it.
 */
export function valuationStep(
  step: WithoutSources<ValuationStep> & { sourceUrls?: string[]; isUnverified?: boolean },
): ValuationStep {
  return { sourceUrls: [], isUnverified: false, ...step };
}

/** A fact counts as unknown when it is missing where it matters, or the visitor said they do not know it. */
export function isUnknownFact(record: CaseRecord, key: FactKey, isMissing: boolean): boolean {
  return isMissing || record.unknowns.includes(key);
}

export const unknownFact = (key: ValuationUnknownKey, widensRange: boolean): ValuationUnknown => ({
  key,
  widensRange,
});
