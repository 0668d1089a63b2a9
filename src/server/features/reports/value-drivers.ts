import type { CaseValuation, ValuationStepCode } from '../../../contracts/conclusions';

import type { ReportWords } from './words';

/**
 * The few steps that moved the likely value most, in plain words, so a visitor sees why the
 * number is what it is (issue 12; predict.law's calculator does the same). An amount added
 * counts as its size; a rule that changes the running total (shared fault, a cap, the
 * insurance limit, a deadline that has passed) counts as the change it made. The fee, the
 * rounding and the subtotal are not drivers.
 */
export interface ValueDriver {
  code: ValuationStepCode;
  /** Signed change to the likely value, whole dollars. */
  effect: number;
  text: string;
}

const notDrivers = new Set<ValuationStepCode>(['rounded', 'subtotal']);

export function valueDrivers(valuation: CaseValuation, words: ReportWords, count = 3): ValueDriver[] {
  const drivers: ValueDriver[] = [];
  let running = 0;
  for (const step of valuation.steps) {
    // The fee is shown beside the value, not taken from it: it moves no running total.
    if (step.kind === 'check' || step.code === 'attorney_fee') continue;
    const effect = step.kind === 'add' ? step.range.likely : step.range.likely - running;
    running = step.kind === 'add' ? running + step.range.likely : step.range.likely;
    if (notDrivers.has(step.code) || effect === 0) continue;
    drivers.push({
      code: step.code,
      effect,
      text: words.driver(words.step(step).label, `${effect > 0 ? '+' : '−'}${words.money(Math.abs(effect))}`),
    });
  }
  return drivers.sort((a, b) => Math.abs(b.effect) - Math.abs(a.effect)).slice(0, count);
}
