import {
  type HelpDirectoryValue,
  helpDirectoryRules,
  type HelpLink,
  nationalHelp,
} from './rules/help-directory.rules';
import { isVerified } from './rules/rule-types';

/**
 * Where a visitor we do not refer can turn in their state (issue 13): the state bar's lawyer
 * referral and the workers' comp agency, with whether we have checked them, and the national
 * directories that list every state's.
 */
export interface HelpForState {
  lawyerReferral: HelpLink | undefined;
  workersComp: HelpLink | undefined;
  isUnverified: boolean;
  national: HelpDirectoryValue;
}

export function findHelp(state: string | undefined, reportDate: string): HelpForState {
  const entry = state ? helpDirectoryRules.find((candidate) => candidate.state === state) : undefined;
  return {
    lawyerReferral: entry?.value.lawyerReferral,
    workersComp: entry?.value.workersComp,
    isUnverified: entry ? !isVerified(entry, reportDate) : true,
    national: nationalHelp,
  };
}
