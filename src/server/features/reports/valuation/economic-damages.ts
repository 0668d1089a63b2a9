import { payOverDays } from '../../../case-record/pay-over-days';
import type { CaseRecord } from '../../../../contracts/case-record';
import type { Range, ValuationStep, ValuationUnknown } from '../../../../contracts/conclusions';
import { roundDollars } from '../../../../contracts/valuation';

import { addRanges, flat, zero } from './range';
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
  const hasTotal = record.medicalBills?.total !== undefined;
  const pastMedical =
    record.medicalBills?.total ??
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
  const property = record.propertyDamage?.amount;
  const isAuto = record.caseType === 'auto';

  const steps: ValuationStep[] = [];
  let economic = zero;
  const count = (step: ValuationStep) => {
    economic = addRanges(economic, step.range);
    steps.push(step);
  };
  const whole = (amount: number) => flat(roundDollars(amount));
  if (pastMedical !== undefined)
    count(
      valuationStep({
        code: 'medical_bills',
        kind: 'add',
        range: whole(pastMedical),
        isPaidParts: !hasTotal,
      }),
    );
  if (futureMedical !== undefined)
    count(valuationStep({ code: 'future_medical', kind: 'add', range: whole(futureMedical) }));
  if (wages !== undefined) count(valuationStep({ code: 'lost_wages', kind: 'add', range: whole(wages) }));
  const rate = notWorking ? undefined : record.lostWages?.rate;
  const daysOff = record.lostWages?.expectedDaysOff;
  if (rate && daysOff !== undefined && daysOff > 0) {
    // Not multiplied: pain and suffering rests on what the visitor has already lost.
    count(
      valuationStep({
        code: 'future_wages',
        kind: 'add',
        range: whole(payOverDays(rate, daysOff)),
        days: daysOff,
        rate: rate.amount,
        per: rate.per,
      }),
    );
  }
  if (record.outOfPocket !== undefined)
    count(valuationStep({ code: 'out_of_pocket', kind: 'add', range: whole(record.outOfPocket) }));
  if (property !== undefined) {
    if (isAuto) steps.push(valuationStep({ code: 'vehicle_damage', kind: 'check', range: whole(property) }));
    else count(valuationStep({ code: 'property_damage', kind: 'add', range: whole(property) }));
  }
  return {
    economic,
    multiplierBase: roundDollars((pastMedical ?? 0) + (futureMedical ?? 0) + (wages ?? 0)),
    wages,
    steps,
    unknowns,
  };
}
