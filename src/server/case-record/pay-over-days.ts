import type { CaseRecord } from '../../contracts/case-record';

export type WageRate = NonNullable<NonNullable<CaseRecord['lostWages']>['rate']>;

/** A full working day, when the visitor does not say how long theirs is. */
export const HOURS_IN_A_WORKING_DAY = 8;

/**
 * Pay at a rate over calendar days off work: five working days in seven, eight hours a
 * working day. The intake works out pay lost so far with it, the report pay still to be lost.
 */
export function payOverDays(rate: WageRate, days: number): number {
  const periods = {
    hour: (days * 5 * HOURS_IN_A_WORKING_DAY) / 7,
    day: (days * 5) / 7,
    week: days / 7,
    month: days / 30,
    year: days / 365,
  }[rate.per];
  return rate.amount * periods;
}
