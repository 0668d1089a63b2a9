import { defaultFeeSchedule, feeScheduleRules } from './fee-schedules.rules';
import { faultRules } from './fault-rules.rules';
import { governmentNoticeRules } from './government-notice.rules';
import { helpDirectoryRules } from './help-directory.rules';
import { massActionRules } from './mass-actions.rules';
import { nonEconomicCapRules } from './non-economic-caps.rules';
import { isStale, type RuleEntry } from './rule-types';
import { solMedicalMalpracticeRules } from './sol-medical-malpractice.rules';
import { solMinorRules } from './sol-minors.rules';
import { solPersonalInjuryRules } from './sol-personal-injury.rules';
import { workersCompClaimRules } from './workers-comp-claims.rules';

/** Every table of legal data, by a name a person reads in a check's output. */
export const ruleSets: Readonly<Record<string, readonly RuleEntry<unknown>[]>> = {
  'fault rules': faultRules,
  'statute of limitations, personal injury': solPersonalInjuryRules,
  'statute of limitations, medical malpractice': solMedicalMalpracticeRules,
  'statute of limitations, minors': solMinorRules,
  'government notice of claim': governmentNoticeRules,
  "workers' compensation claim": workersCompClaimRules,
  'damage caps': nonEconomicCapRules,
  'fee schedules': [defaultFeeSchedule, ...feeScheduleRules],
  'mass actions': massActionRules,
  'where else to turn': helpDirectoryRules,
};

export interface StaleRule {
  ruleSet: string;
  state: string;
  verifiedOn: string;
  citation?: string;
}

/** Entries whose last check against their sources is older than the freshness window on `asOf`. */
export function findStaleRules(asOf: string): StaleRule[] {
  return Object.entries(ruleSets).flatMap(([ruleSet, entries]) =>
    entries
      .filter((entry) => isStale(entry, asOf))
      .map((entry) => ({
        ruleSet,
        state: entry.state,
        verifiedOn: entry.verifiedOn,
        ...(entry.citation ? { citation: entry.citation } : {}),
      })),
  );
}
