import type { EligibilityCheckCode } from '../../contracts/conclusions';

/** The eligibility checks as a case manager reads them (the console and the human-review notes). */
export const eligibilityCheckLabels: Record<EligibilityCheckCode, string> = {
  within_deadline: 'Within the filing deadline',
  has_injury: 'Has an injury',
  other_party_at_fault: 'Another party at fault',
  not_represented: 'Not already represented',
  claim_beyond_workers_comp: 'A claim beyond workers’ compensation',
  state_served: 'State we serve',
  value_above_floor: 'Value above the referral floor',
};

/** "value_above_floor, not_represented" → "Value above the referral floor; Not already represented". */
export function labelCheckCodes(codes: string): string {
  return codes
    .split(/,\s*/)
    .map((code) => eligibilityCheckLabels[code as EligibilityCheckCode] ?? code)
    .join('; ');
}
