import type { Range } from '../../../../contracts/conclusions';
import { roundDollars } from '../../../../contracts/valuation';

/** Low / likely / high arithmetic for the valuation steps: every amount whole dollars. */
export const zero: Range = { low: 0, likely: 0, high: 0 };

export const flat = (amount: number): Range => ({ low: amount, likely: amount, high: amount });

export const mapRange = (range: Range, fn: (amount: number, which: keyof Range) => number): Range => ({
  low: roundDollars(fn(range.low, 'low')),
  likely: roundDollars(fn(range.likely, 'likely')),
  high: roundDollars(fn(range.high, 'high')),
});

export const addRanges = (a: Range, b: Range): Range => ({
  low: a.low + b.low,
  likely: a.likely + b.likely,
  high: a.high + b.high,
});

export const sameRange = (a: Range, b: Range): boolean =>
  a.low === b.low && a.likely === b.likely && a.high === b.high;

/** The two halves the later steps keep apart: a cap may reach only the non-economic one. */
export interface Damages {
  economic: Range;
  nonEconomic: Range;
}

export const totalOf = (damages: Damages): Range => addRanges(damages.economic, damages.nonEconomic);
