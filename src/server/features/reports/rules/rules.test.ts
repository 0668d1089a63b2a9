import { describe, expect, it } from 'vitest';

import { defaultFeeSchedule, feeScheduleRules } from './fee-schedules.rules';
import { faultRules } from './fault-rules.rules';
import { governmentNoticeRules } from './government-notice.rules';
import { nonEconomicCapRules, statesWithoutCap } from './non-economic-caps.rules';
import { isVerified, type RuleEntry } from './rule-types';
import { solMedicalMalpracticeRules } from './sol-medical-malpractice.rules';
import { solPersonalInjuryRules } from './sol-personal-injury.rules';

const ruleSets: Record<string, RuleEntry<unknown>[]> = {
  'fault rules': faultRules,
  'statute of limitations, personal injury': solPersonalInjuryRules,
  'statute of limitations, medical malpractice': solMedicalMalpracticeRules,
  'government notice of claim': governmentNoticeRules,
  'damage caps': nonEconomicCapRules,
  'fee schedules': [defaultFeeSchedule, ...feeScheduleRules],
};

const jurisdictions =
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(
    ' ',
  );

/** Legal data goes stale: an entry not re-checked for 12 months fails the build. */
const maxAgeMs = 365 * 86_400_000;
const isIsoDate = (value: string | null) => value === null || /^\d{4}-\d{2}-\d{2}$/.test(value);

describe.each(Object.entries(ruleSets))('%s', (_name, entries) => {
  it('gives every entry a source URL, ISO dates and a verification within the last 12 months', () => {
    const now = Date.now();
    const problems = entries.flatMap((entry) => {
      const where = `${entry.state} ${JSON.stringify(entry.value).slice(0, 40)}`;
      const issues: string[] = [];
      if (entry.sourceUrls.length === 0) issues.push(`${where}: no source`);
      for (const url of [...entry.sourceUrls, ...(entry.secondSourceUrls ?? [])]) {
        if (!/^https?:\/\/\S+$/.test(url)) issues.push(`${where}: bad source '${url}'`);
      }
      if (!isIsoDate(entry.verifiedOn) || Number.isNaN(Date.parse(entry.verifiedOn)))
        issues.push(`${where}: bad verifiedOn`);
      else if (now - Date.parse(entry.verifiedOn) > maxAgeMs)
        issues.push(`${where}: verified ${entry.verifiedOn}, over 12 months ago`);
      if (!isIsoDate(entry.effectiveFrom) || !isIsoDate(entry.effectiveTo))
        issues.push(`${where}: bad effective dates`);
      if (entry.effectiveFrom && entry.effectiveTo && entry.effectiveFrom >= entry.effectiveTo)
        issues.push(`${where}: empty period`);
      return issues;
    });
    expect(problems).toEqual([]);
  });

  it('treats VERIFY entries as unverified until a second source is recorded', () => {
    for (const entry of entries) {
      const hasSecond = (entry.secondSourceUrls?.length ?? 0) > 0;
      expect(isVerified(entry)).toBe(entry.confidence === 'sourced' || hasSecond);
    }
  });
});

describe('coverage of the research', () => {
  it('has a fault rule and a personal-injury deadline for every state and DC', () => {
    for (const state of jurisdictions) {
      expect(
        faultRules.some((entry) => entry.state === state),
        state,
      ).toBe(true);
      expect(
        solPersonalInjuryRules.some((entry) => entry.state === state),
        state,
      ).toBe(true);
      expect(
        solMedicalMalpracticeRules.some((entry) => entry.state === state),
        state,
      ).toBe(true);
    }
  });

  it('never has two entries for the same state, scope and period', () => {
    for (const entries of Object.values(ruleSets)) {
      const keys = entries.map(
        (entry) =>
          `${entry.state}|${JSON.stringify((entry.value as { scope?: string; caseTypes?: string }).scope ?? (entry.value as { caseTypes?: string }).caseTypes)}|${entry.effectiveFrom}|${entry.effectiveTo}`,
      );
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it('keeps the research VERIFY markers: WV and DE fault rules, NV/NC/SD/TN/UT/WI caps', () => {
    const unverified = (entries: RuleEntry<unknown>[]) =>
      entries.filter((entry) => !isVerified(entry)).map((entry) => entry.state);
    expect(unverified(faultRules).sort()).toEqual(['DE', 'WV']);
    expect(unverified(nonEconomicCapRules).sort()).toEqual(['NC', 'NV', 'SD', 'TN', 'UT', 'WI']);
    expect(unverified(solMedicalMalpracticeRules)).toContain('TX');
  });

  it('lists no state both with a cap and without one', () => {
    const capped = new Set(nonEconomicCapRules.map((entry) => entry.state));
    expect(statesWithoutCap.states.filter((state) => capped.has(state))).toEqual([]);
  });
});
