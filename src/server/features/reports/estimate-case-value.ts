import type { CaseRecord } from '../../../contracts/case-record';
import {
  type CaseValuation,
  CONCLUSIONS_VERSION,
  type ValuationNote,
  type ValuationStep,
  type ValuationUnknown,
} from '../../../contracts/conclusions';

import { applyDamageCap } from './valuation/apply-damage-cap';
import { applyFaultRule } from './valuation/apply-fault-rule';
import { applyInsuranceLimit, roundValue } from './valuation/apply-insurance-limit';
import { lienNotes } from './valuation/liens';
import { illustrativeFee } from './valuation/attorney-fee';
import { economicDamages } from './valuation/economic-damages';
import { nonEconomicDamages } from './valuation/non-economic-damages';
import { totalOf } from './valuation/range';
import { widenForUnknowns } from './valuation/widen-for-unknowns';

/**
 * The case value model (issue 5, research §3.1) as a pipeline of small steps, each in its
 * own module and each returning numbers: economic → non-economic (multiplier, per diem
 * cross-check) → unknowns widen the range → the state's fault rule → damage cap → known
 * insurance limit → rounding → illustrative attorney fee. Every step keeps low / likely /
 * high. The words that explain a step are the report's, per language (words/), apart from
 * this arithmetic. Pure: the same record and date always give the same valuation.
 */
export interface EstimateInput {
  record: CaseRecord;
  /** ISO date of the estimate (today), for indexed caps and rules keyed on filing. */
  reportDate: string;
}

export function estimateCaseValue({ record, reportDate }: EstimateInput): CaseValuation {
  const dates = { incidentDate: record.incidentDate?.from ?? reportDate, reportDate };
  const steps: ValuationStep[] = [];
  const unknowns: ValuationUnknown[] = [];
  const notes: ValuationNote[] = [];
  const keep = (part: {
    step?: ValuationStep;
    steps?: ValuationStep[];
    unknowns?: ValuationUnknown[];
    notes?: ValuationNote[];
  }) => {
    if (part.step) steps.push(part.step);
    steps.push(...(part.steps ?? []));
    unknowns.push(...(part.unknowns ?? []));
    notes.push(...(part.notes ?? []));
  };

  const economic = economicDamages(record);
  keep(economic);
  keep({ notes: lienNotes(record) });
  const nonEconomic = nonEconomicDamages(record, economic);
  keep(nonEconomic);

  const widened = widenForUnknowns(
    record,
    { economic: economic.economic, nonEconomic: nonEconomic.nonEconomic },
    unknowns,
  );
  keep(widened);
  const fault = applyFaultRule(record, widened.damages, dates, widened.isFaultUnknown);
  keep(fault);
  const capped = applyDamageCap(record, fault.damages, dates, nonEconomic);
  keep(capped);
  const limited = applyInsuranceLimit(record, totalOf(capped.damages));
  keep(limited);
  const rounded = roundValue(limited.value);
  keep(rounded);
  const fee = illustrativeFee(record, rounded.value, reportDate);
  keep(fee);

  return {
    modelVersion: CONCLUSIONS_VERSION,
    value: rounded.value,
    afterFee: fee.afterFee,
    steps,
    unknowns,
    notes,
    isBarredByFault: fault.isBarred,
    severityTier: nonEconomic.tier ?? 'unknown',
  };
}
