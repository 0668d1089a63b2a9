import type { CaseRecord } from '../../../contracts/case-record';
import type { EligibilityDecision } from '../../db/tables/reports.tables';

import type { DeadlineSummary } from './compute-deadlines';
import { type CaseValuation, usd } from './estimate-case-value';

/**
 * Whether we refer the case (issue 5 "Eligibility"). Each check passes, fails or is
 * unknown, with its reason, and all are stored for staff. Any failure → ineligible; any
 * unknown → a person reviews it; otherwise eligible and matched with an attorney.
 */
export type CheckResult = 'passed' | 'failed' | 'unknown';

export const eligibilityCheckCodes = [
  'within_deadline',
  'has_injury',
  'other_party_at_fault',
  'not_represented',
  'claim_beyond_workers_comp',
  'state_served',
  'value_above_floor',
] as const;
export type EligibilityCheckCode = (typeof eligibilityCheckCodes)[number];

export interface EligibilityCheck {
  code: EligibilityCheckCode;
  result: CheckResult;
  reason: string;
}

export interface Eligibility {
  decision: EligibilityDecision;
  checks: EligibilityCheck[];
}

export interface EligibilityPolicy {
  servedStates: string[];
  valueFloor: number;
}

export function assessEligibility(
  record: CaseRecord,
  valuation: CaseValuation,
  deadlines: DeadlineSummary,
  policy: EligibilityPolicy,
): Eligibility {
  const checks: EligibilityCheck[] = [];

  checks.push(
    deadlines.isExpired
      ? {
          code: 'within_deadline',
          result: 'failed',
          reason: 'A filing or notice deadline we computed has passed.',
        }
      : deadlines.isUnknown
        ? {
            code: 'within_deadline',
            result: 'unknown',
            reason: 'No verified deadline could be computed (date, state or data missing).',
          }
        : { code: 'within_deadline', result: 'passed', reason: 'The computed deadlines have not passed.' },
  );

  const hasInjuryFacts = Boolean(
    record.injuries?.length || record.treatment?.levels.length || record.deceased,
  );
  checks.push(
    hasInjuryFacts
      ? { code: 'has_injury', result: 'passed', reason: 'An injury was reported.' }
      : { code: 'has_injury', result: 'unknown', reason: 'The intake did not capture an injury.' },
  );

  const ownFault = record.ownFaultPercent;
  const namesSomeone = [
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
  checks.push(
    ownFault === 100
      ? {
          code: 'other_party_at_fault',
          result: 'failed',
          reason: 'The visitor holds themselves fully at fault.',
        }
      : valuation.isBarredByFault
        ? {
            code: 'other_party_at_fault',
            result: 'failed',
            reason: "At the stated share of fault the state's rule bars recovery.",
          }
        : namesSomeone || (ownFault !== undefined && ownFault < 100 && record.caseType !== undefined)
          ? {
              code: 'other_party_at_fault',
              result: 'passed',
              reason: 'Another party is held at least partly responsible.',
            }
          : {
              code: 'other_party_at_fault',
              result: 'unknown',
              reason: 'The intake did not capture who else was at fault.',
            },
  );

  checks.push(
    record.priorAttorney === true
      ? {
          code: 'not_represented',
          result: 'failed',
          reason: 'Already represented by an attorney for this accident; we do not refer.',
        }
      : record.priorAttorney === false
        ? { code: 'not_represented', result: 'passed', reason: 'Not represented.' }
        : {
            code: 'not_represented',
            result: 'unknown',
            reason: 'The intake did not learn whether an attorney is already involved.',
          },
  );

  const comp = workersCompOnly(record);
  if (comp !== 'not_applicable') {
    checks.push(
      comp === 'comp_only'
        ? {
            code: 'claim_beyond_workers_comp',
            result: 'failed',
            reason:
              "Hurt at work with no one outside the employer involved: workers' compensation is normally the only remedy against an employer, so this is a comp claim, not an injury claim we refer.",
          }
        : comp === 'third_party'
          ? {
              code: 'claim_beyond_workers_comp',
              result: 'passed',
              reason:
                'Someone outside the employer was involved, so an injury claim may sit beside workers’ compensation.',
            }
          : {
              code: 'claim_beyond_workers_comp',
              result: 'unknown',
              reason: 'A work injury where we do not know whether anyone outside the employer was involved.',
            },
    );
  }

  checks.push(
    !record.state
      ? { code: 'state_served', result: 'unknown', reason: 'The state is not known.' }
      : policy.servedStates.includes(record.state)
        ? { code: 'state_served', result: 'passed', reason: `${record.state} is a state we serve.` }
        : { code: 'state_served', result: 'failed', reason: `${record.state} is not a state we serve.` },
  );

  const { likely, high } = valuation.value;
  checks.push(
    likely >= policy.valueFloor
      ? {
          code: 'value_above_floor',
          result: 'passed',
          reason: `Likely value ${usd(likely)} is at least ${usd(policy.valueFloor)}.`,
        }
      : high >= policy.valueFloor && valuation.unknowns.some((unknown) => unknown.widensRange)
        ? {
            code: 'value_above_floor',
            result: 'unknown',
            reason: `Likely value ${usd(likely)} is below ${usd(policy.valueFloor)}, but unknown facts put the high end at ${usd(high)}.`,
          }
        : {
            code: 'value_above_floor',
            result: 'failed',
            reason: `Estimated value ${usd(likely)} is below ${usd(policy.valueFloor)}.`,
          },
  );

  const decision: EligibilityDecision = checks.some((check) => check.result === 'failed')
    ? 'ineligible'
    : checks.some((check) => check.result === 'unknown')
      ? 'needs_review'
      : 'eligible';
  return { decision, checks };
}

/**
 * A work injury is a workers' compensation matter unless someone outside the employer
 * (another driver, an equipment maker, a contractor) shares the blame: the employer is
 * shielded by the exclusive-remedy rule (research intake-facts.md, the workplace third-party screen).
 */
export function workersCompOnly(
  record: CaseRecord,
): 'not_applicable' | 'comp_only' | 'third_party' | 'unknown' {
  if (record.caseType !== 'workplace') return 'not_applicable';
  if (record.thirdPartyInvolved === true || record.thirdParty || record.manufacturer) return 'third_party';
  if (record.secondaryCaseType && record.secondaryCaseType !== 'workplace') return 'third_party';
  return record.thirdPartyInvolved === false ? 'comp_only' : 'unknown';
}
