import type { CaseRecord, FactKey } from '../../../../../contracts/case-record';

/** The money facts that hold one figure (a total, an amount, an offer). */
export const moneyFigureKeys = [
  'medicalBills',
  'lostWages',
  'propertyDamage',
  'futureMedical',
  'outOfPocket',
  'settlementOffer',
] as const satisfies readonly FactKey[];

/** The figure a money fact holds: a bill's or a wage loss's total, a damage amount, an offer. */
export function moneyFigureOf(key: FactKey, record: CaseRecord): number | undefined {
  switch (key) {
    case 'medicalBills':
      return record.medicalBills?.total;
    case 'lostWages':
      return record.lostWages?.total;
    case 'propertyDamage':
      return record.propertyDamage?.amount;
    case 'futureMedical':
    case 'outOfPocket':
    case 'settlementOffer':
      return record[key];
    default:
      return undefined;
  }
}
