import { describe, expect, it } from 'vitest';

import { chooseAttorney, type AttorneyCandidate } from './choose-attorney';
import { computeConclusions } from './compute-conclusions';
import { caseRecord, type CaseRecordInput, onDay } from './testing/report-test-kit';
import { reportWords } from './words';

const english = reportWords('en');

const today = '2026-11-21';
const policy = { servedStates: ['CA', 'TX', 'MD', 'IL'], valueFloor: 5000 };
const base: CaseRecordInput = {
  caseType: 'auto',
  state: 'CA',
  incidentDate: onDay('2026-06-01'),
  atFaultParty: 'the other driver',
  injuries: ['broken collarbone'],
  medicalBills: { total: 10_000, paid: [] },
  lostWages: { total: 2_000 },
  ownFaultPercent: 0,
  policyLimit: { perPerson: 100_000 },
  priorAttorney: false,
};
const conclude = (fields: CaseRecordInput) =>
  computeConclusions(caseRecord({ ...base, ...fields }), { reportDate: today, policy });
const assess = (fields: CaseRecordInput) => conclude(fields).eligibility;
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
    const eligibility = assess({ priorAttorney: true });
    expect(eligibility.decision).toBe('ineligible');
    expect(resultOf(eligibility, 'not_represented')).toBe('failed');
  });

  it('refuses an expired deadline, a state we do not serve, and a value under the floor', () => {
    expect(resultOf(assess({ incidentDate: onDay('2024-01-01') }), 'within_deadline')).toBe('failed');
    expect(resultOf(assess({ state: 'NY' }), 'state_served')).toBe('failed');
    const small = assess({
      medicalBills: { total: 500, paid: [] },
      lostWages: { total: 0 },
      injuries: ['sprained ankle'],
    });
    expect(resultOf(small, 'value_above_floor')).toBe('failed');
  });

  it('leaves a small value to a person while treatment goes on at a cost nobody knows yet', () => {
    const early = {
      medicalBills: { total: 400, paid: [] },
      lostWages: { total: 540 },
      injuries: ['right shoulder, it pops and hurts to lift'],
      treatment: { levels: ['urgent_care' as const, 'imaging' as const], status: 'ongoing' as const },
    };
    const stillTreating = assess(early);
    expect(resultOf(stillTreating, 'value_above_floor')).toBe('unknown');
    expect(stillTreating.decision).toBe('needs_review');
    expect(stillTreating.checks.find((check) => check.code === 'value_above_floor')?.reason).toMatch(
      /treatment is still going on/,
    );
    // The control: the same bills after she was released, or with the cost to come known, are measured.
    expect(
      resultOf(
        assess({ ...early, treatment: { ...early.treatment, status: 'released' } }),
        'value_above_floor',
      ),
    ).toBe('failed');
    expect(resultOf(assess({ ...early, futureMedical: 300 }), 'value_above_floor')).toBe('failed');
  });

  it('fails "another party at fault" when the fault rule bars recovery (MD contributory, 10 %)', () => {
    const eligibility = assess({ state: 'MD', ownFaultPercent: 10 });
    expect(resultOf(eligibility, 'other_party_at_fault')).toBe('failed');
    expect(eligibility.decision).toBe('ineligible');
  });

  it('sends unknown facts to a person instead of guessing', () => {
    const eligibility = assess({
      priorAttorney: undefined,
      atFaultParty: undefined,
      ownFaultPercent: undefined,
    });
    expect(eligibility.decision).toBe('needs_review');
    expect(resultOf(eligibility, 'not_represented')).toBe('unknown');
    expect(resultOf(eligibility, 'other_party_at_fault')).toBe('unknown');
    expect(resultOf(assess({ injuries: undefined }), 'has_injury')).toBe('unknown');
  });

  it('takes a government defendant, a property owner or a maker as the party at fault', () => {
    for (const fields of [
      { governmentDefendant: true },
      { propertyOwner: 'Kroger' },
      { manufacturer: 'Acme Heaters' },
    ] satisfies CaseRecordInput[]) {
      expect(resultOf(assess({ atFaultParty: undefined, ...fields }), 'other_party_at_fault')).toBe('passed');
    }
  });
});

describe('computeConclusions: cases with no injury claim to value', () => {
  const work: CaseRecordInput = {
    caseType: 'workplace',
    state: 'IL',
    atFaultParty: 'my employer',
    workersComp: true,
  };

  it("routes a work injury with no one outside the employer to workers' comp, with a zero value and the reason", () => {
    const conclusions = conclude({ ...work, thirdPartyInvolved: false });
    expect(conclusions.valuation.value).toEqual({ low: 0, likely: 0, high: 0 });
    expect(conclusions.valuation.steps.at(-1)).toMatchObject({
      code: 'no_claim',
      reason: 'workers_comp_only',
    });
    expect(english.step(conclusions.valuation.steps.at(-1)!).reason).toContain("workers' compensation");
    expect(resultOf(conclusions.eligibility, 'claim_beyond_workers_comp')).toBe('failed');
    expect(conclusions.eligibility.decision).toBe('ineligible');
  });

  it('keeps the injury claim when someone outside the employer was involved, and asks when we do not know', () => {
    const thirdParty = conclude({ ...work, thirdPartyInvolved: true, thirdParty: 'the forklift maker' });
    expect(resultOf(thirdParty.eligibility, 'claim_beyond_workers_comp')).toBe('passed');
    expect(thirdParty.valuation.value.likely).toBeGreaterThan(0);
    expect(thirdParty.eligibility.decision).toBe('eligible');
    const unsure = conclude(work);
    expect(resultOf(unsure.eligibility, 'claim_beyond_workers_comp')).toBe('unknown');
    expect(unsure.eligibility.decision).toBe('needs_review');
  });

  it('shows no value once the filing deadline has passed, and keeps the damages in the steps', () => {
    const expired = conclude({ incidentDate: onDay('2023-01-10') });
    expect(expired.deadlines.isExpired).toBe(true);
    expect(expired.valuation.value).toEqual({ low: 0, likely: 0, high: 0 });
    expect(expired.valuation.steps.find((step) => step.code === 'subtotal')!.range.likely).toBeGreaterThan(0);
    expect(expired.valuation.notes.map(english.note).join(' ')).toContain(
      'a person on our team will first look at its dates',
    );
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
