import type { CaseRecord } from '../../../../contracts/case-record';
import type {
  DeadlineAssumption,
  DeadlineRule,
  DeadlineStart,
  Period,
} from '../../../../contracts/conclusions';

import { findEntry, isVerified, type RuleEntry } from '../rules/rule-types';
import {
  type MedicalMalpracticeLimitation,
  solMedicalMalpracticeRules,
} from '../rules/sol-medical-malpractice.rules';
import { solMinorRules } from '../rules/sol-minors.rules';
import { type LimitationValue, solPersonalInjuryRules } from '../rules/sol-personal-injury.rules';

import { addDays, addYears } from './calendar';

/**
 * Every limitation rule the research's §3.6 table gives, as one shape: the periods it counts
 * and from which day, whether the earlier or the later wins, and an outer limit (repose).
 * One computation (compute-deadlines.ts) dates them all, whatever the claim: personal injury,
 * a motor-vehicle period, medical malpractice with discovery and repose, a product, a minor
 * where the research gives tolling, a wrongful death.
 */
export interface TermRule {
  period: Period;
  from: DeadlineStart;
}

export interface LimitationRule {
  rule: DeadlineRule;
  terms: TermRule[];
  pick: 'only' | 'earlier' | 'later';
  repose?: Period;
  entry: RuleEntry<unknown>;
  isUnverified: boolean;
  assumptions: DeadlineAssumption[];
}

const years = (count: number): Period => ({ years: count });

/** The visitor's age is their age now; a birthday is placed on its earliest possible day (the safe side). */
export function birthWindow(age: number, reportDate: string): { earliest: string; latest: string } {
  return { earliest: addDays(addYears(reportDate, -(age + 1)), 1), latest: addYears(reportDate, -age) };
}

/** Whether the injured person may have been younger than `years` on the incident date. */
export function mayHaveBeenUnder(
  record: CaseRecord,
  yearsOfAge: number,
  incident: string,
  reportDate: string,
) {
  if (record.age === undefined) return false;
  return incident < addYears(birthWindow(record.age, reportDate).latest, yearsOfAge);
}

function medicalMalpracticeTerms(
  value: MedicalMalpracticeLimitation,
): Pick<LimitationRule, 'terms' | 'pick' | 'repose'> {
  const terms: TermRule[] = [
    { period: years(value.years), from: value.from === 'injury' ? 'incident' : 'discovery' },
  ];
  if (value.discoveryYears !== undefined && value.combine)
    terms.push({ period: years(value.discoveryYears), from: 'discovery' });
  return {
    terms,
    pick: terms.length > 1 ? (value.combine ?? 'only') : 'only',
    ...(value.reposeYears !== undefined ? { repose: years(value.reposeYears) } : {}),
  };
}

/**
 * Harm found after the incident (a missed diagnosis, a device or drug whose harm shows years
 * later, any latent injury): a period the row counts from the injury is also counted from the
 * day the harm was found, and the later day wins (research intake-facts.md §1: the discovery
 * date drives the deadline in malpractice, toxic exposure and late-showing product defects;
 * case-valuation.md §3.6: "discovery rules … change these numbers"). Which day a state treats
 * as the injury is for an attorney: the date is an estimate (unverified, so it never closes a
 * case) and a person checks it the same day (decision 0090). A row that already counts from
 * discovery is dated by it as it stands; the repose, from the incident, still cuts it.
 */
function countedFromDiscovery(rule: LimitationRule, isLatent: boolean): LimitationRule {
  // A row that counts from discovery, or weighs both days itself (CA, MD, NV: the earlier; AL,
  // MI, RI, VT, WA, WI: the later), or a minor's rule capped at a birthday, stands as it is.
  const countsDiscoveryItself = rule.terms.some((term) => term.from === 'discovery');
  const injuryTerms = rule.terms.filter((term) => term.from === 'incident');
  if (!isLatent || countsDiscoveryItself || injuryTerms.length === 0 || rule.pick === 'earlier') return rule;
  return {
    ...rule,
    terms: [
      ...rule.terms,
      ...injuryTerms.map((term) => ({ period: term.period, from: 'discovery' as const })),
    ],
    pick: 'later',
    isUnverified: true,
    assumptions: [...rule.assumptions, 'counted_from_discovery'],
  };
}

const isDogBite = (record: CaseRecord) =>
  record.caseType === 'dog_bite' || record.secondaryCaseType === 'dog_bite';

function piScopeMatches(entry: RuleEntry<LimitationValue>, isAuto: boolean): boolean {
  return entry.value.scope === 'all' || (entry.value.scope === 'auto' ? isAuto : !isAuto);
}

/**
 * The limitation rules for a record: the claim's own, and a wrongful-death one beside it
 * when the injured person died. Undefined rules (no data for the state) are left out; the
 * caller says so.
 */
export function limitationRulesFor(
  record: CaseRecord,
  dates: { incidentDate: string; reportDate: string },
): { claim: LimitationRule | undefined; wrongfulDeath: LimitationRule | undefined } {
  const state = record.state!;
  const isVerifiedEntry = (entry: RuleEntry<unknown>) => isVerified(entry, dates.reportDate);
  const isAuto = record.caseType === 'auto';
  const piEntry = findEntry(solPersonalInjuryRules, state, dates, (entry) => piScopeMatches(entry, isAuto));
  const isLatent = record.discoveryDate !== undefined && record.discoveryDate.from > dates.incidentDate;
  const mayBeMinor = mayHaveBeenUnder(record, 18, dates.incidentDate, dates.reportDate);

  let claim: LimitationRule | undefined;
  if (record.caseType === 'medical_malpractice') {
    const entry = findEntry(solMedicalMalpracticeRules, state, dates);
    if (entry) {
      claim = {
        rule: 'medical_malpractice',
        ...medicalMalpracticeTerms(entry.value),
        entry,
        isUnverified: !isVerifiedEntry(entry),
        assumptions: [],
      };
      const minors = mayBeMinor ? findEntry(solMinorRules, state, dates) : undefined;
      const tolling = minors?.value.tolling;
      if (minors && tolling?.kind === 'until_birthday') {
        if (mayHaveBeenUnder(record, tolling.underAge, dates.incidentDate, dates.reportDate)) {
          claim = {
            ...claim,
            rule: 'minor_medical_malpractice',
            terms: [...claim.terms, { period: {}, from: 'eighth_birthday' }],
            pick: 'later',
            entry: minors,
            isUnverified: claim.isUnverified || !isVerifiedEntry(minors),
            assumptions: ['birthday_estimated'],
          };
        }
      } else if (minors && tolling?.kind === 'years_capped_at_birthday') {
        claim = {
          rule: 'minor_medical_malpractice',
          terms: [
            { period: years(tolling.years), from: 'incident' },
            { period: {}, from: 'twenty_second_birthday' },
          ],
          pick: 'earlier',
          entry: minors,
          isUnverified: !isVerifiedEntry(minors),
          assumptions: ['birthday_estimated'],
        };
      } else if (mayBeMinor) {
        // The adult period is all the data gives; a minor's is usually later: an estimate
        // that never closes the case on its own (decision 0090).
        claim = {
          ...claim,
          isUnverified: true,
          assumptions: [...claim.assumptions, 'minor_tolling_not_in_data'],
        };
      }
      claim = countedFromDiscovery(claim, isLatent);
    }
  } else if (piEntry) {
    claim = {
      rule:
        record.caseType === 'product_liability'
          ? 'product_liability'
          : piEntry.value.scope === 'auto'
            ? 'motor_vehicle'
            : 'personal_injury',
      terms: [{ period: years(piEntry.value.years), from: 'incident' }],
      pick: 'only',
      entry: piEntry,
      // A minor's tolling is not in the research for injury claims: the adult date is an
      // estimate that never closes the case on its own (decision 0090).
      isUnverified: !isVerifiedEntry(piEntry) || mayBeMinor,
      assumptions: [
        ...(mayBeMinor ? ['minor_tolling_not_in_data' as const] : []),
        // The row is the state's negligence period; a claim under a dog-bite law may have its
        // own, shorter one that the research does not give: said beside the date (decision 0343).
        ...(isDogBite(record) ? ['dog_bite_law_not_in_data' as const] : []),
      ],
    };
    claim = countedFromDiscovery(claim, isLatent);
  }

  // The research has no wrongful-death column: the state's injury period stands in for it,
  // counted from the death, always as an unverified estimate (decision 0027).
  const wrongfulDeath: LimitationRule | undefined =
    record.deceased && piEntry
      ? {
          rule: 'wrongful_death',
          terms: [{ period: years(piEntry.value.years), from: 'death' }],
          pick: 'only',
          entry: piEntry,
          isUnverified: true,
          assumptions: [],
        }
      : undefined;
  return { claim, wrongfulDeath };
}
