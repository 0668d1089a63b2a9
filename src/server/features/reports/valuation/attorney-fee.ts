import type { CaseRecord } from '../../../../contracts/case-record';
import type { FeeBracket, Range, ValuationStep } from '../../../../contracts/conclusions';
import { roundDollars } from '../../../../contracts/valuation';

import { defaultFeeSchedule, feeScheduleRules } from '../rules/fee-schedules.rules';
import { isVerified } from '../rules/rule-types';

import { valuationStep } from './step';

/**
 * Step 7: an illustrative contingency fee (research §3.9): the pre-suit schedule for the
 * likely and high figures, the litigated one for the low. A state's rule or statute limit
 * replaces the common practice where the research gives one. Costs and liens are not in it.
 */
export function feeFor(amount: number, brackets: FeeBracket[]): number {
  let fee = 0;
  let floor = 0;
  for (const bracket of brackets) {
    const ceiling = bracket.upTo ?? Number.POSITIVE_INFINITY;
    if (amount > floor) fee += (Math.min(amount, ceiling) - floor) * bracket.rate;
    floor = ceiling;
  }
  return roundDollars(fee);
}

export function illustrativeFee(
  record: CaseRecord,
  value: Range,
  reportDate: string,
): { afterFee: Range; step: ValuationStep } {
  const state = record.state;
  const entry =
    (state &&
      feeScheduleRules.find(
        (candidate) =>
          candidate.state === state &&
          isVerified(candidate, reportDate) &&
          (candidate.value.caseTypes === 'all' || candidate.value.caseTypes === record.caseType),
      )) ||
    defaultFeeSchedule;
  const { preSuit, litigated } = entry.value;
  const afterFee: Range = {
    low: value.low - feeFor(value.low, litigated),
    likely: value.likely - feeFor(value.likely, preSuit),
    high: value.high - feeFor(value.high, preSuit),
  };
  const isStateLimit = entry.state !== defaultFeeSchedule.state;
  return {
    afterFee,
    step: valuationStep({
      code: 'attorney_fee',
      kind: 'total',
      range: afterFee,
      ...(isStateLimit ? { state: entry.state } : {}),
      ...(isStateLimit && entry.citation ? { citation: entry.citation } : {}),
      preSuit,
      litigated,
      sourceUrls: entry.sourceUrls,
    }),
  };
}
