import type { RuleEntry } from './rule-types';

/**
 * The period a state gives a hurt worker to file a workers' compensation claim, counted from
 * the injury: the comp claim's own deadline, shown beside the injury deadline whenever comp
 * applies (decision 0344). A state with no entry gets the row undated, in the report's words
 * for a claim we have no data for: an attorney or the state's agency confirms it.
 *
 * Empty on purpose. The research (intake-facts.md §4.3) says only that many states require
 * notice to the employer within about 30 days; it gives no state's claim-filing period, and
 * a figure from anywhere else would be an invented one. A period the research later
 * supports goes here with its citation and sources, and the report dates it with no other
 * change.
 */
export interface WorkersCompClaimValue {
  years?: number;
  months?: number;
  days?: number;
}

export const workersCompClaimRules: RuleEntry<WorkersCompClaimValue>[] = [];
