import { describe, expect, it } from 'vitest';

import type { CaseRecord } from '../../../contracts/case-record';

import { assessEligibility } from './assess-eligibility';
import { chooseAttorney, type AttorneyCandidate } from './choose-attorney';
import { computeDeadlines } from './compute-deadlines';
import { estimateCaseValue } from './estimate-case-value';

const today = '2026-11-21';
const policy = { servedStates: ['CA', 'TX', 'MD'], valueFloor: 5000 };
const base: CaseRecord = {
  caseType: 'auto',
  state: 'CA',
  incidentDate: '2026-06-01',
  parties: { atFault: 'the other driver' },
  injuries: { severity: 'objective' },
  medicalBills: { amount: 10_000 },
  lostWages: { amount: 2_000 },
  ownFault: { percent: 0 },
  insurance: { policyLimit: 100_000 },
  hasAttorney: false,
  unknowns: [],
};
const assess = (fields: Partial<CaseRecord>) => {
  const record = { ...base, ...fields };
  const valuation = estimateCaseValue({ record, reportDate: today });
  return assessEligibility(record, valuation, computeDeadlines(record, today), policy);
};
const resultOf = (eligibility: ReturnType<typeof assess>, code: string) =>
  eligibility.checks.find((check) => check.code === code)?.result;

describe('assessEligibility', () => {
  it('is eligible when every check passes, with a reason for each', () => {
    const eligibility = assess({});
    expect(eligibility.decision).toBe('eligible');
    expect(eligibility.checks).toHaveLength(6);
    expect(eligibility.checks.every((check) => check.result === 'passed' && check.reason.length > 0)).toBe(
      true,
    );
  });

  it('blocks a visitor who is already represented', () => {
    const eligibility = assess({ hasAttorney: true });
    expect(eligibility.decision).toBe('ineligible');
    expect(resultOf(eligibility, 'not_represented')).toBe('failed');
  });

  it('refuses an expired deadline, a state we do not serve, no injury, and a value under the floor', () => {
    expect(resultOf(assess({ incidentDate: '2024-01-01' }), 'within_deadline')).toBe('failed');
    expect(resultOf(assess({ state: 'NY' }), 'state_served')).toBe('failed');
    expect(resultOf(assess({ injuries: { severity: 'none' } }), 'has_injury')).toBe('failed');
    const small = assess({
      medicalBills: { amount: 500 },
      lostWages: { amount: 0 },
      injuries: { severity: 'soft_tissue' },
    });
    expect(resultOf(small, 'value_above_floor')).toBe('failed');
  });

  it('fails "another party at fault" when the fault rule bars recovery (MD contributory, 10 %)', () => {
    const eligibility = assess({ state: 'MD', ownFault: { percent: 10 } });
    expect(resultOf(eligibility, 'other_party_at_fault')).toBe('failed');
    expect(eligibility.decision).toBe('ineligible');
  });

  it('sends unknown facts to a person instead of guessing', () => {
    const eligibility = assess({ hasAttorney: undefined, parties: undefined, ownFault: undefined });
    expect(eligibility.decision).toBe('needs_review');
    expect(resultOf(eligibility, 'not_represented')).toBe('unknown');
  });
});

describe('chooseAttorney', () => {
  const attorney = (id: string, fields: Partial<AttorneyCandidate> = {}): AttorneyCandidate => ({
    id,
    statesLicensed: ['CA'],
    practiceAreas: ['auto'],
    capacity: 10,
    isActive: true,
    openMatches: 0,
    ...fields,
  });

  it('matches by state and practice area and spreads load by capacity, recording every candidate', () => {
    const decision = chooseAttorney({ state: 'CA', practiceArea: 'auto' }, [
      attorney('a', { openMatches: 3, capacity: 5 }), // 0.6
      attorney('b', { openMatches: 4, capacity: 10 }), // 0.4: lowest ratio
      attorney('c', { statesLicensed: ['TX'] }),
      attorney('d', { practiceAreas: ['medical_malpractice'] }),
      attorney('e', { isActive: false }),
      attorney('f', { openMatches: 2, capacity: 2 }),
    ]);
    expect(decision.attorneyId).toBe('b');
    expect(decision.rule).toContain('lowest open/capacity ratio');
    expect(decision.inputs.candidates.map((candidate) => [candidate.id, candidate.why])).toEqual([
      ['a', 'fits'],
      ['b', 'fits'],
      ['c', 'not licensed in the state'],
      ['d', 'practice area not listed'],
      ['e', 'inactive'],
      ['f', 'at capacity'],
    ]);
  });

  it('records a match with nobody when no attorney fits', () => {
    const decision = chooseAttorney({ state: 'WY', practiceArea: 'auto' }, [attorney('a')]);
    expect(decision.attorneyId).toBeNull();
    expect(decision.inputs.state).toBe('WY');
  });
});
