import { payOverDays } from '../../../case-record/pay-over-days';
import type { CaseRecord } from '../../../../contracts/case-record';
import type { Range, ValuationStep, ValuationUnknown } from '../../../../contracts/conclusions';
import { economicLinesOf } from '../../../../contracts/valuation';

import { flat } from './range';
import { isUnknownFact, unknownFact, valuationStep } from './step';

/**
 * Step 1, economic damages (research §3.1): only the amounts the visitor gave, never a
 * guessed one. A bill's total counts; without one, the parts someone paid are at least what
 * it came to, and the total stays unknown. Someone not working has no wage line. Vehicle
 * damage in an auto case is settled as a property claim: shown, not added (decision 0019).
 */
export interface EconomicDamages {
  economic: Range;
  /** Medical costs and wages: what the pain-and-suffering multiplier is applied to. */
  multiplierBase: number;
  /** The wages counted, for the per-diem cross-check. */
  wages: number | undefined;
  steps: ValuationStep[];
  unknowns: ValuationUnknown[];
}

export function economicDamages(record: CaseRecord): EconomicDamages {
  const unknowns: ValuationUnknown[] = [];
  const paidParts = record.medicalBills?.paid.flatMap((part) =>
    part.amount === undefined ? [] : [part.amount],
  );
  // Care was had and its bills are told as none so far: they have not come, they are not $0
  // (an ambulance ride the same day). The total stays unknown; what someone paid still counts
  // as the least it came to (decision 0287).
  const isBilledLater = record.medicalBills?.total === 0 && (record.treatment?.levels.length ?? 0) > 0;
  const hasTotal = record.medicalBills?.total !== undefined && !isBilledLater;
  const pastMedical =
    (isBilledLater ? undefined : record.medicalBills?.total) ??
    (paidParts?.length ? paidParts.reduce((sum, amount) => sum + amount, 0) : undefined);
  if (isUnknownFact(record, 'medicalBills', !hasTotal)) unknowns.push(unknownFact('medicalBills', true));
  const futureMedical = record.futureMedical;
  if (
    isUnknownFact(
      record,
      'futureMedical',
      futureMedical === undefined && record.treatment?.status === 'ongoing',
    )
  ) {
    unknowns.push(unknownFact('futureMedical', true));
  }
  const notWorking = record.lostWages?.notWorking;
  const wages = notWorking ? undefined : record.lostWages?.total;
  if (!notWorking && isUnknownFact(record, 'lostWages', wages === undefined)) {
    unknowns.push(unknownFact('lostWages', true));
  }
  const rate = notWorking ? undefined : record.lostWages?.rate;
  const daysOff = record.lostWages?.expectedDaysOff;
  const futureWages = rate && daysOff !== undefined && daysOff > 0 ? payOverDays(rate, daysOff) : undefined;
  // The same lines the public calculator shows for the same amounts (decision 0088).
  const lines = economicLinesOf({
    medicalBills: pastMedical,
    futureMedical,
    lostWages: wages,
    futureWages,
    outOfPocket: record.outOfPocket,
    propertyDamage: record.propertyDamage?.amount,
    isVehicleDamage: record.caseType === 'auto',
  });
  const steps = lines.lines.map((line): ValuationStep => {
    const range = flat(line.amount);
    switch (line.code) {
      case 'medical_bills':
        return valuationStep({ code: line.code, kind: 'add', range, isPaidParts: !hasTotal });
      case 'future_wages':
        return valuationStep({
          code: line.code,
          kind: 'add',
          range,
          days: daysOff!,
          rate: rate!.amount,
          per: rate!.per,
        });
      case 'vehicle_damage':
        return valuationStep({ code: line.code, kind: 'check', range });
      default:
        return valuationStep({ code: line.code, kind: 'add', range });
    }
  });
  return {
    economic: flat(lines.economic),
    multiplierBase: lines.multiplierBase,
    wages,
    steps,
    unknowns,
  };
}
