import type { CaseRecord } from '../../../../contracts/case-record';
import type { ValuationStep, ValuationUnknown } from '../../../../contracts/conclusions';

import { type Damages, mapRange, totalOf } from './range';
import { isUnknownFact, unknownFact, valuationStep } from './step';

/**
 * Step 3: facts that change the number but were not captured widen the range, each by a
 * fixed share, never filled in (decision 0032). Own fault joins them here: unknown, it may
 * cut the value under any fault rule.
 */
export const wideningPerUnknown = { low: 0.1, high: 0.25, maxLowCut: 0.5, maxHighRaise: 1 };

export function widenForUnknowns(
  record: CaseRecord,
  damages: Damages,
  unknownsSoFar: ValuationUnknown[],
): { damages: Damages; step: ValuationStep; unknowns: ValuationUnknown[]; isFaultUnknown: boolean } {
  const isFaultUnknown = isUnknownFact(record, 'ownFaultPercent', record.ownFaultPercent === undefined);
  const unknowns = isFaultUnknown ? [unknownFact('ownFaultPercent', true)] : [];
  const widening = [...unknownsSoFar, ...unknowns].filter((unknown) => unknown.widensRange);
  if (widening.length === 0) {
    return {
      damages,
      step: valuationStep({ code: 'subtotal', kind: 'total', range: totalOf(damages) }),
      unknowns,
      isFaultUnknown,
    };
  }
  const lowCut = Math.min(wideningPerUnknown.low * widening.length, wideningPerUnknown.maxLowCut);
  const highRaise = Math.min(wideningPerUnknown.high * widening.length, wideningPerUnknown.maxHighRaise);
  const widen = (amount: number, which: 'low' | 'likely' | 'high') =>
    which === 'low' ? amount * (1 - lowCut) : which === 'high' ? amount * (1 + highRaise) : amount;
  const widened = {
    economic: mapRange(damages.economic, widen),
    nonEconomic: mapRange(damages.nonEconomic, widen),
  };
  return {
    damages: widened,
    step: valuationStep({
      code: 'unknowns_widen',
      kind: 'total',
      range: totalOf(widened),
      keys: widening.map((unknown) => unknown.key),
      lowCut,
      highRaise,
    }),
    unknowns,
    isFaultUnknown,
  };
}
