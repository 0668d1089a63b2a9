import type { CaseRecord, FactKey, Language } from '../../../../../contracts/case-record';

import type { FactModule } from './fact-module';
import { factRegistry } from './registry';

export type PlainValue = string | number | boolean;

/**
 * The record as plain values, one per fact key, in the visitor's language: money as numbers
 * (a bill's total, a split limit's per-person figure), dates known to the day as ISO,
 * everything else as the module says it back. Staff screens, exports and the intake bench
 * read this view; an imprecise date stays words ("between March 20 and June 20, 2026").
 */
export function plainFacts(
  record: CaseRecord,
  language: Language = 'en',
): Partial<Record<FactKey, PlainValue>> {
  const view: Partial<Record<FactKey, PlainValue>> = {};
  for (const key of Object.keys(factRegistry) as FactKey[]) {
    const value = record[key];
    if (value === undefined) continue;
    const plain = plainValue(key, value, language);
    if (plain !== undefined) view[key] = plain;
  }
  return view;
}

function plainValue(
  key: FactKey,
  value: NonNullable<CaseRecord[FactKey]>,
  language: Language,
): PlainValue | undefined {
  switch (key) {
    case 'incidentDate':
    case 'discoveryDate':
    case 'firstTreatmentDate': {
      const date = value as NonNullable<CaseRecord['incidentDate']>;
      return date.precision === 'day'
        ? date.from
        : (factRegistry[key] as FactModule).describe(date, language);
    }
    case 'medicalBills':
      return (value as NonNullable<CaseRecord['medicalBills']>).total;
    case 'lostWages':
      return (value as NonNullable<CaseRecord['lostWages']>).total;
    case 'propertyDamage':
      return (value as NonNullable<CaseRecord['propertyDamage']>).amount;
    case 'policyLimit':
      return (value as NonNullable<CaseRecord['policyLimit']>).perPerson;
    default:
      if (typeof value === 'number' || typeof value === 'boolean') return value;
      return (factRegistry[key] as FactModule).describe(value as never, language);
  }
}
