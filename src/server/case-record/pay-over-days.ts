import type { CaseRecord } from '../../contracts/case-record';

export type WageRate = NonNullable<NonNullable<CaseRecord['lostWages']>['rate']>;

/**
 * Pay at a rate over calendar days off work: five working days in seven, eight hours a
 * working day. The intake works out pay lost so far with it, the report pay still to be lost.
 */
export function payOverDays(rate: WageRate, days: number): number {
  const periods = {
    hour: (days * 5 * 8) / 7,
    day: (days * 5) / 7,
    week: days / 7,
    month: days / 30,
    year: days / 365,
  }[rate.per];
  return rate.amount * periods;
}
