import {
  type CaseRecord,
  isConfirmedTurnAway,
  isWorkInjuryWithNoOutsideParty,
  type TurnAwayFact,
} from '../../../contracts/case-record';
import type {
  CaseValuation,
  DeadlineSummary,
  EligibilityCheck,
  EligibilityCheckCode,
} from '../../../contracts/conclusions';
import type { EligibilityDecision } from '../../../contracts/staff-console';

import { hasUnverifiedPassed } from './compute-deadlines';
import { checkReasons } from './words/case-manager';
import { isValueUnmeasured } from './valuation/is-value-unmeasured';

export { eligibilityCheckCodes } from '../../../contracts/conclusions';
export type { EligibilityCheck, EligibilityCheckCode } from '../../../contracts/conclusions';

/**
 * Whether we refer the case (issue 5 "Eligibility", decision 0033). Each check passes, fails
 * or is unknown, with the case manager's reason, and all are stored for staff. Any failure →
 * ineligible; any unknown → a person reviews it; otherwise eligible and matched with an
 * attorney. (A human-review reason from the routing also holds an eligible case for a person:
 * compute-conclusions.ts.)
 */
export interface Eligibility {
  decision: EligibilityDecision;
  checks: EligibilityCheck[];
  /** Facts that would have failed a check, held as unknown until the visitor confirms them (decision 0091). */
  unconfirmed?: TurnAwayFact[];
}

export interface EligibilityPolicy {
  servedStates: string[];
  valueFloor: number;
}

const check = (
  code: EligibilityCheckCode,
  result: EligibilityCheck['result'],
  reason: string,
): EligibilityCheck => ({ code, result, reason });

function withinDeadline(record: CaseRecord, deadlines: DeadlineSummary): EligibilityCheck {
  // A passed deadline turns a visitor away only on a date they confirmed (decision 0091).
  if (deadlines.isExpired)
    return isConfirmedTurnAway(record, 'incidentDate')
      ? check('within_deadline', 'failed', checkReasons.deadlinePassed)
      : check('within_deadline', 'unknown', checkReasons.unconfirmed('the date the deadline runs from'));
  if (deadlines.isUnknown) return check('within_deadline', 'unknown', checkReasons.noDeadline);
  // A passed date from unverified data neither closes the case nor clears it: a person looks.
  if (hasUnverifiedPassed(deadlines))
    return check('within_deadline', 'unknown', checkReasons.unverifiedPassed);
  const isEstimate = deadlines.deadlines.some(
    (deadline) => deadline.isUnverified && deadline.kind !== 'repose',
  );
  return check('within_deadline', 'passed', isEstimate ? checkReasons.openEstimate : checkReasons.open);
}

/** Someone other than the visitor is named as responsible, by any of the facts that name a party. */
function namesSomeoneElse(record: CaseRecord): boolean {
  return [
    record.atFaultParty,
    record.clearLiability,
    record.governmentDefendant,
    record.thirdPartyInvolved,
    record.thirdParty,
    record.propertyOwner,
    record.provider,
    record.facility,
    record.manufacturer,
  ].some(Boolean);
}

export function assessEligibility(
  record: CaseRecord,
  valuation: CaseValuation,
  deadlines: DeadlineSummary,
  policy: EligibilityPolicy,
): Eligibility {
  const checks: EligibilityCheck[] = [withinDeadline(record, deadlines)];

  const hasInjuryFacts = Boolean(
    record.injuries?.length || record.treatment?.levels.length || record.deceased,
  );
  checks.push(
    hasInjuryFacts
      ? check('has_injury', 'passed', checkReasons.injury)
      : record.uninjured === true
        ? isConfirmedTurnAway(record, 'uninjured')
          ? check('has_injury', 'failed', checkReasons.uninjured)
          : check('has_injury', 'unknown', checkReasons.unconfirmed('that nobody was hurt'))
        : check('has_injury', 'unknown', checkReasons.noInjury),
  );

  const ownFault = record.ownFaultPercent;
  checks.push(
    ownFault === 100
      ? check('other_party_at_fault', 'failed', checkReasons.fullyAtFault)
      : valuation.isBarredByFault
        ? check('other_party_at_fault', 'failed', checkReasons.barredByFault)
        : namesSomeoneElse(record) ||
            (ownFault !== undefined && ownFault < 100 && record.caseType !== undefined)
          ? check('other_party_at_fault', 'passed', checkReasons.otherParty)
          : check('other_party_at_fault', 'unknown', checkReasons.noOtherParty),
  );

  checks.push(
    record.priorAttorney === true
      ? isConfirmedTurnAway(record, 'priorAttorney')
        ? check('not_represented', 'failed', checkReasons.represented)
        : check(
            'not_represented',
            'unknown',
            checkReasons.unconfirmed('that a lawyer already represents the visitor'),
          )
      : record.priorAttorney === false
        ? check('not_represented', 'passed', checkReasons.notRepresented)
        : check('not_represented', 'unknown', checkReasons.representationUnknown),
  );

  const comp = workersCompOnly(record);
  if (comp !== 'not_applicable') {
    checks.push(
      comp === 'comp_only'
        ? check('claim_beyond_workers_comp', 'failed', checkReasons.compOnly)
        : comp === 'third_party'
          ? check('claim_beyond_workers_comp', 'passed', checkReasons.compThirdParty)
          : comp === 'comp_not_carried'
            ? check('claim_beyond_workers_comp', 'unknown', checkReasons.compNotCarried)
            : check('claim_beyond_workers_comp', 'unknown', checkReasons.compUnknown),
    );
  }

  checks.push(
    !record.state
      ? check('state_served', 'unknown', checkReasons.stateUnknown)
      : policy.servedStates.includes(record.state)
        ? check('state_served', 'passed', checkReasons.stateServed(record.state))
        : check('state_served', 'failed', checkReasons.stateNotServed(record.state)),
  );

  const { likely, high } = valuation.value;
  const noClaim = valuation.steps.find((step) => step.code === 'no_claim');
  checks.push(
    isValueUnmeasured(valuation)
      ? check('value_above_floor', 'unknown', checkReasons.valueUnmeasured)
      : noClaim?.code === 'no_claim'
        ? // Its own confirmed fact decided it (as before); said as such, not as "$0 is below".
          check('value_above_floor', 'failed', checkReasons.noClaim[noClaim.reason])
        : likely < policy.valueFloor && isStillTreatingAtUnknownCost(record, valuation)
          ? check('value_above_floor', 'unknown', checkReasons.stillTreating(likely, policy.valueFloor))
          : likely >= policy.valueFloor
            ? check('value_above_floor', 'passed', checkReasons.aboveFloor(likely, policy.valueFloor))
            : high >= policy.valueFloor && valuation.unknowns.some((unknown) => unknown.widensRange)
              ? check(
                  'value_above_floor',
                  'unknown',
                  checkReasons.floorUnclear(likely, high, policy.valueFloor),
                )
              : isBelowFloorConfirmed(record, valuation)
                ? check('value_above_floor', 'failed', checkReasons.belowFloor(likely, policy.valueFloor))
                : check(
                    'value_above_floor',
                    'unknown',
                    checkReasons.unconfirmed(
                      `the medical bills behind a value of $${likely} under the floor`,
                    ),
                  ),
  );

  const unconfirmed = unconfirmedTurnAways(record, deadlines, checks);
  const decision: EligibilityDecision = checks.some((entry) => entry.result === 'failed')
    ? 'ineligible'
    : checks.some((entry) => entry.result === 'unknown')
      ? 'needs_review'
      : 'eligible';
  return { decision, checks, ...(unconfirmed.length ? { unconfirmed } : {}) };
}

/** The turn-away facts the record holds that would have failed a check, had the visitor confirmed them. */
function unconfirmedTurnAways(
  record: CaseRecord,
  deadlines: DeadlineSummary,
  checks: EligibilityCheck[],
): TurnAwayFact[] {
  const unknown = (code: EligibilityCheckCode) =>
    checks.some((entry) => entry.code === code && entry.result === 'unknown');
  const facts: TurnAwayFact[] = [];
  const isHeld = (key: TurnAwayFact, holds: boolean) => holds && !isConfirmedTurnAway(record, key);
  if (isHeld('priorAttorney', record.priorAttorney === true)) facts.push('priorAttorney');
  if (isHeld('thirdPartyInvolved', record.caseType === 'workplace' && record.thirdPartyInvolved === false))
    facts.push('thirdPartyInvolved');
  if (isHeld('uninjured', record.uninjured === true) && unknown('has_injury')) facts.push('uninjured');
  if (isHeld('incidentDate', deadlines.isExpired)) facts.push('incidentDate');
  if (
    isHeld('medicalBills', true) &&
    checks.some(
      (entry) =>
        entry.code === 'value_above_floor' &&
        entry.result === 'unknown' &&
        entry.reason.startsWith(checkReasons.unconfirmed('').split(',')[0]!),
    )
  )
    facts.push('medicalBills');
  return facts;
}

/**
 * A value under the floor turns a visitor away only on bills they confirmed (decision 0091).
 * A case with no claim (a confirmed passed deadline, comp only) is worth nothing whatever
 * the bills: its own confirmed fact already decided it.
 */
function isBelowFloorConfirmed(record: CaseRecord, valuation: CaseValuation): boolean {
  return (
    valuation.steps.some((step) => step.code === 'no_claim') ||
    valuation.isBarredByFault ||
    isConfirmedTurnAway(record, 'medicalBills')
  );
}

/**
 * Care still going on, at a cost nobody knows yet: the bills so far are where the value
 * starts, not where it ends (a sling and an X-ray four days after a crash, with a specialist
 * next week), so a figure under the floor is not a reason to turn the visitor away. A case
 * with no claim (a passed deadline, comp only) or barred by fault has no value to wait for.
 */
function isStillTreatingAtUnknownCost(record: CaseRecord, valuation: CaseValuation): boolean {
  return (
    record.treatment?.status === 'ongoing' &&
    !valuation.isBarredByFault &&
    !valuation.steps.some((step) => step.code === 'no_claim') &&
    valuation.unknowns.some((unknown) => unknown.key === 'futureMedical' && unknown.widensRange)
  );
}

/**
 * A work injury is a workers' compensation matter unless someone outside the employer
 * (another driver, an equipment maker, a contractor) shares the blame: the employer is
 * shielded by the exclusive-remedy rule (research intake-facts.md, the workplace third-party screen).
 */
export function workersCompOnly(
  record: CaseRecord,
): 'not_applicable' | 'comp_only' | 'third_party' | 'comp_not_carried' | 'unknown' {
  if (record.caseType !== 'workplace') return 'not_applicable';
  if (!isWorkInjuryWithNoOutsideParty(record)) return 'third_party';
  // An employer without comp: the exclusive-remedy reasoning does not hold as such (decision 0166).
  if (record.employerHasComp === false) return 'comp_not_carried';
  // Comp only turns a visitor away from the injury panel only once they confirmed it (decision 0091).
  return record.thirdPartyInvolved === false && isConfirmedTurnAway(record, 'thirdPartyInvolved')
    ? 'comp_only'
    : 'unknown';
}
