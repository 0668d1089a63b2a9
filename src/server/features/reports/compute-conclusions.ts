import { type CaseRecord, isConfirmedTurnAway, type TurnAwayFact } from '../../../contracts/case-record';
import type {
  CaseValuation,
  DeadlineSummary,
  NoClaimReason,
  Route,
  Routing,
} from '../../../contracts/conclusions';

import {
  assessEligibility,
  type Eligibility,
  type EligibilityPolicy,
  workersCompOnly,
} from './assess-eligibility';
import { computeDeadlines } from './compute-deadlines';
import { estimateCaseValue } from './estimate-case-value';
import { type Circumstances, humanReviewReasons, routeCase } from './route-case';
import { zero } from './valuation/range';
import { valuationStep } from './valuation/step';

/**
 * Everything the report, the eligibility decision and the staff view conclude from a
 * case record, in one pure call: the value, the deadlines, whether we refer, where the case
 * goes and what a person must look at. The report job, a correction's recomputation and the
 * persona bench all go through it, so they cannot disagree.
 */
export interface Conclusions {
  valuation: CaseValuation;
  deadlines: DeadlineSummary;
  eligibility: Eligibility;
  routing: Routing;
  /** The route alone, as report_versions stores it. */
  route: Route;
}

export function computeConclusions(
  record: CaseRecord,
  options: { reportDate: string; policy: EligibilityPolicy; circumstances?: Circumstances },
): Conclusions {
  const { valuation, deadlines } = computeFigures(record, options.reportDate);
  const assessed = assessEligibility(record, valuation, deadlines, options.policy);
  const humanReview = humanReviewReasons(
    record,
    { valuation, deadlines, eligibility: assessed },
    { reportDate: options.reportDate, circumstances: options.circumstances },
  );
  // A case every check clears still waits for a person when a rule cannot settle something.
  const eligibility: Eligibility =
    assessed.decision === 'eligible' && humanReview.length > 0
      ? { ...assessed, decision: 'needs_review' }
      : assessed;
  const routing = routeCase(record, eligibility, humanReview, options.reportDate);
  // A known action's case sent to its panel despite a date that looks passed waits for the
  // person who checks that date, rather than standing as ineligible (decision 0090).
  const decided: Eligibility =
    routing.route === 'mass_tort_panel' && eligibility.decision === 'ineligible'
      ? { ...eligibility, decision: 'needs_review' }
      : eligibility;
  return { valuation, deadlines, eligibility: decided, routing, route: routing.route };
}

/**
 * Only an eligible personal-injury-panel case is matched with an attorney by the rule. A
 * mass-tort or workers' comp case goes to its panel through a case manager; a case a person
 * must review waits for them (decision 0027).
 */
export function isAutoMatched(conclusions: Pick<Conclusions, 'eligibility' | 'routing'>): boolean {
  return conclusions.eligibility.decision === 'eligible' && conclusions.routing.route === 'pi_panel';
}

/**
 * The facts the conclusions would turn the visitor away on, were the visitor to confirm them
 * (decision 0091): what the intake asks "just to be sure" about.
 */
export function turnAwayFactsToConfirm(
  record: CaseRecord,
  options: { reportDate: string; policy: EligibilityPolicy },
): TurnAwayFact[] {
  const { valuation, deadlines } = computeFigures(record, options.reportDate);
  return assessEligibility(record, valuation, deadlines, options.policy).unconfirmed ?? [];
}

/** The value and the deadlines alone: they need no policy, only the record and the date. */
export function computeFigures(
  record: CaseRecord,
  reportDate: string,
): { valuation: CaseValuation; deadlines: DeadlineSummary } {
  const deadlines = computeDeadlines(record, reportDate);
  return { valuation: withoutClaim(estimateCaseValue({ record, reportDate }), record, deadlines), deadlines };
}

/**
 * Two facts leave no injury claim to value, whatever the damages: a filing deadline that
 * has passed, and a work injury with no one but the employer involved. The damages stay in
 * the steps (a person may still find an exception); the value the report shows is zero,
 * with the reason.
 */
function withoutClaim(
  valuation: CaseValuation,
  record: CaseRecord,
  deadlines: DeadlineSummary,
): CaseValuation {
  // Only on a date the visitor confirmed (decision 0091): otherwise the value stands for a person.
  const limitationExpired =
    isConfirmedTurnAway(record, 'incidentDate') &&
    deadlines.deadlines.some(
      (deadline) => deadline.kind === 'limitation' && deadline.status === 'expired' && !deadline.isUnverified,
    );
  const reason: NoClaimReason | undefined = limitationExpired
    ? 'deadline_passed'
    : workersCompOnly(record) === 'comp_only'
      ? 'workers_comp_only'
      : undefined;
  if (!reason) return valuation;
  return {
    ...valuation,
    value: zero,
    afterFee: zero,
    steps: [...valuation.steps, valuationStep({ code: 'no_claim', kind: 'total', range: zero, reason })],
    notes: [...valuation.notes, { code: 'no_claim', reason }],
  };
}
