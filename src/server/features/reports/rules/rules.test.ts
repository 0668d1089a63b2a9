import { describe, expect, it } from 'vitest';

import { faultRules } from './fault-rules.rules';
import { nonEconomicCapRules, statesWithoutCap } from './non-economic-caps.rules';
import { findStaleRules, ruleSets } from './rule-sets';
import { isStale, isVerified, researchDate, ruleFreshnessDays, type RuleEntry } from './rule-types';
import { solMedicalMalpracticeRules } from './sol-medical-malpractice.rules';
import { solPersonalInjuryRules } from './sol-personal-injury.rules';

const jurisdictions =
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(
    ' ',
  );

const isIsoDate = (value: string | null) => value === null || /^\d{4}-\d{2}-\d{2}$/.test(value);

describe.each(Object.entries(ruleSets).map(([name, entries]) => [name, [...entries]] as const))(
  '%s',
  (_name, entries) => {
    it('gives every entry a source URL and ISO dates', () => {
      const problems = entries.flatMap((entry) => {
        const where = `${entry.state} ${JSON.stringify(entry.value).slice(0, 40)}`;
        const issues: string[] = [];
        if (entry.sourceUrls.length === 0) issues.push(`${where}: no source`);
        for (const url of [...entry.sourceUrls, ...(entry.secondSourceUrls ?? [])]) {
          if (!/^https?:\/\/\S+$/.test(url)) issues.push(`${where}: bad source '${url}'`);
        }
        if (!isIsoDate(entry.verifiedOn) || Number.isNaN(Date.parse(entry.verifiedOn)))
          issues.push(`${where}: bad verifiedOn`);
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
        expect(isVerified(entry, researchDate)).toBe(entry.confidence === 'sourced' || hasSecond);
      }
    });
  },
);

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
      const keys = entries.map((entry) => {
        const value = entry.value as { scope?: string; caseTypes?: string; covers?: string[]; id?: string };
        const scope = value.scope ?? value.caseTypes ?? value.covers ?? value.id;
        return `${entry.state}|${JSON.stringify(scope)}|${entry.effectiveFrom}|${entry.effectiveTo}`;
      });
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it('keeps the research VERIFY markers: WV and DE fault rules, NV/NC/SD/TN/UT/WI caps', () => {
    const unverified = (entries: RuleEntry<unknown>[]) =>
      entries.filter((entry) => !isVerified(entry, researchDate)).map((entry) => entry.state);
    expect(unverified(faultRules).sort()).toEqual(['DE', 'WV']);
    expect(unverified(nonEconomicCapRules).sort()).toEqual(['NC', 'NV', 'SD', 'TN', 'UT', 'WI']);
    expect(unverified(solMedicalMalpracticeRules)).toContain('TX');
  });

  it('lists no state both with a cap and without one', () => {
    const capped = new Set(nonEconomicCapRules.map((entry) => entry.state));
    expect(statesWithoutCap.states.filter((state) => capped.has(state))).toEqual([]);
  });
});

describe('freshness of the legal data', () => {
  const sourced: RuleEntry<unknown> = {
    state: 'XX',
    value: null,
    sourceUrls: ['https://example.org/statute'],
    confidence: 'sourced',
    effectiveFrom: null,
    effectiveTo: null,
    keyedOn: 'incident_date',
    verifiedOn: '2026-01-10',
  };

  it('counts a sourced rule as unverified once its last check is over the freshness window old', () => {
    expect(ruleFreshnessDays).toBe(365);
    expect(isVerified(sourced, '2027-01-10')).toBe(true);
    expect(isStale(sourced, '2027-01-11')).toBe(true);
    expect(isVerified(sourced, '2027-01-11')).toBe(false);
  });

  it('finds no stale rule on the research date and every rule stale two years later', () => {
    expect(findStaleRules(researchDate)).toEqual([]);
    const total = Object.values(ruleSets).reduce((sum, entries) => sum + entries.length, 0);
    const later = findStaleRules('2028-12-01');
    expect(later).toHaveLength(total);
    expect(later[0]).toMatchObject({ ruleSet: 'fault rules', verifiedOn: researchDate });
  });
});
