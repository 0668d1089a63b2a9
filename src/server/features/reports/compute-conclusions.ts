import type { CaseRecord } from '../../../contracts/case-record';

import {
  assessEligibility,
  type Eligibility,
  type EligibilityPolicy,
  workersCompOnly,
} from './assess-eligibility';
import { computeDeadlines, type DeadlineSummary } from './compute-deadlines';
import { type CaseValuation, estimateCaseValue } from './estimate-case-value';

/**
 * Everything the report, the eligibility decision and the staff view conclude from a
 * case record, in one pure call: the value, the deadlines and whether we refer. The
 * report job, the review's recomputation and the persona bench all go through it, so
 * they cannot disagree.
 */
export interface Conclusions {
  valuation: CaseValuation;
  deadlines: DeadlineSummary;
  eligibility: Eligibility;
  /** Where the case goes: our injury attorneys, a workers' comp path, their own attorney, or nowhere. */
  route: Route;
}

export type Route = 'pi_panel' | 'workers_comp_panel' | 'has_attorney' | 'none';

function routeOf(record: CaseRecord, eligibility: Eligibility): Route {
  if (record.priorAttorney === true) return 'has_attorney';
  if (workersCompOnly(record) === 'comp_only') return 'workers_comp_panel';
  return eligibility.decision === 'ineligible' ? 'none' : 'pi_panel';
}

export function computeConclusions(
  record: CaseRecord,
  options: { reportDate: string; policy: EligibilityPolicy },
): Conclusions {
  const deadlines = computeDeadlines(record, options.reportDate);
  const valuation = withoutClaim(
    estimateCaseValue({ record, reportDate: options.reportDate }),
    record,
    deadlines,
  );
  const eligibility = assessEligibility(record, valuation, deadlines, options.policy);
  return { valuation, deadlines, eligibility, route: routeOf(record, eligibility) };
}

/**
 * Two facts leave no injury claim to value, whatever the damages: a filing deadline that
 * has passed, and a work injury with no one but the employer involved. The damages stay in
 * the steps (a person may still find an exception); the value the report shows is zero,
 * with the reason in plain words.
 */
function withoutClaim(
  valuation: CaseValuation,
  record: CaseRecord,
  deadlines: DeadlineSummary,
): CaseValuation {
  const limitationExpired = deadlines.deadlines.some(
    (deadline) => deadline.kind === 'limitation' && deadline.status === 'expired' && !deadline.isUnverified,
  );
  const reason = limitationExpired
    ? 'The filing deadline we computed has passed, so there may be no claim left to value. Exceptions exist (a later discovery of the harm, a minor, time away): only an attorney can confirm.'
    : workersCompOnly(record) === 'comp_only'
      ? "A work injury with no one outside the employer involved is normally a workers' compensation claim: comp pays medical care and part of lost pay on a set schedule, not the damages valued here."
      : undefined;
  if (!reason) return valuation;
  const none = { low: 0, likely: 0, high: 0 };
  return {
    ...valuation,
    value: none,
    afterFee: none,
    steps: [...valuation.steps, { label: 'No injury claim to value', range: none, kind: 'total', reason }],
    notes: [...valuation.notes, reason],
  };
}
