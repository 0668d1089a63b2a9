import { describe, expect, it } from 'vitest';

import { turnAwayFacts, type TurnAwayFact } from '../../../contracts/case-record';

import { computeConclusions, turnAwayFactsToConfirm } from './compute-conclusions';
import { caseRecord, type CaseRecordInput, onDay } from './testing/report-test-kit';

/**
 * "The same case, misread" (issue 24 item 1, decision 0091): each fact that turns a visitor
 * away routes to a person while unconfirmed or read from words that instruct the agent, and
 * turns them away as before once the visitor confirmed it.
 */
const today = '2026-11-21';
const policy = { servedStates: ['IL', 'TX', 'CO'], valueFloor: 5000 };
const base: CaseRecordInput = {
  caseType: 'slip_fall',
  state: 'IL',
  incidentDate: onDay('2026-06-01'),
  atFaultParty: 'the hardware store',
  injuries: ['fractured kneecap'],
  treatment: { levels: ['er', 'surgery'], status: 'released' },
  medicalBills: { total: 24_000, paid: [] },
  ownFaultPercent: 0,
  priorAttorney: false,
};

const cases: Record<TurnAwayFact, { fields: CaseRecordInput; route: string; failed: string }> = {
  priorAttorney: { fields: { priorAttorney: true }, route: 'has_attorney', failed: 'not_represented' },
  thirdPartyInvolved: {
    fields: { caseType: 'workplace', workersComp: true, employer: 'a warehouse', thirdPartyInvolved: false },
    route: 'workers_comp_panel',
    failed: 'claim_beyond_workers_comp',
  },
  uninjured: {
    fields: {
      injuries: undefined,
      treatment: { levels: [], status: 'none' },
      medicalBills: undefined,
      uninjured: true,
    },
    route: 'none',
    failed: 'has_injury',
  },
  medicalBills: {
    fields: {
      injuries: ['scraped palm'],
      treatment: { levels: ['urgent_care'], status: 'released' },
      medicalBills: { total: 240, paid: [] },
    },
    route: 'none',
    failed: 'value_above_floor',
  },
  incidentDate: { fields: { incidentDate: onDay('2021-03-15') }, route: 'none', failed: 'within_deadline' },
};

const conclude = (fields: CaseRecordInput) =>
  computeConclusions(caseRecord({ ...base, ...fields }), { reportDate: today, policy });
const others = (key: TurnAwayFact) => turnAwayFacts.filter((fact) => fact !== key);

describe.each(turnAwayFacts)('the turn-away fact %s', (key) => {
  const { fields, route, failed } = cases[key];

  it('confirmed by the visitor: turns them away as before', () => {
    const conclusions = conclude(fields);
    expect(conclusions.routing.route).toBe(route);
    expect(conclusions.eligibility.checks.find((check) => check.code === failed)?.result).toBe('failed');
    expect(conclusions.routing.humanReview.map((reason) => reason.code)).not.toContain(
      'turn_away_unconfirmed',
    );
  });

  it('unconfirmed: a person, with the fact named; never "already represented" or "not referred"', () => {
    const conclusions = conclude({ ...fields, turnAway: { confirmed: others(key) } });
    expect(conclusions.routing.route).not.toBe('has_attorney');
    expect(conclusions.routing.route).not.toBe('none');
    expect(conclusions.routing.route).not.toBe('workers_comp_panel');
    expect(conclusions.eligibility.decision).toBe('needs_review');
    expect(conclusions.eligibility.checks.find((check) => check.code === failed)?.result).toBe('unknown');
    const reason = conclusions.routing.humanReview.find((entry) => entry.code === 'turn_away_unconfirmed');
    expect(reason?.caseManagerNote).toMatch(/confirm/);
    expect(conclusions.eligibility.unconfirmed).toEqual([key]);
    // And it is what the intake asks "just to be sure" about.
    expect(
      turnAwayFactsToConfirm(caseRecord({ ...base, ...fields, turnAway: { confirmed: others(key) } }), {
        reportDate: today,
        policy,
      }),
    ).toEqual([key]);
  });

  it('read from words that instruct the agent: a person, with that reason', () => {
    const conclusions = conclude({ ...fields, turnAway: { confirmed: others(key), instructionLike: [key] } });
    expect(conclusions.routing.route).not.toBe('none');
    expect(conclusions.routing.route).not.toBe('has_attorney');
    expect(conclusions.eligibility.decision).toBe('needs_review');
    expect(
      conclusions.routing.humanReview.find((entry) => entry.code === 'turn_away_instruction_like')
        ?.caseManagerNote,
    ).toBeTruthy();
  });
});

describe('an unconfirmed passed deadline', () => {
  it('keeps the value for the person who checks it, instead of zeroing it as "no claim"', () => {
    const unconfirmed = conclude({
      ...cases.incidentDate.fields,
      turnAway: { confirmed: others('incidentDate') },
    });
    expect(unconfirmed.valuation.value.likely).toBeGreaterThan(0);
    expect(unconfirmed.valuation.steps.some((step) => step.code === 'no_claim')).toBe(false);
    expect(conclude(cases.incidentDate.fields).valuation.value.likely).toBe(0);
  });
});

describe('nothing to confirm', () => {
  it('a case that turns nobody away asks nothing "just to be sure"', () => {
    expect(
      turnAwayFactsToConfirm(caseRecord({ ...base, turnAway: { confirmed: [] } }), {
        reportDate: today,
        policy,
      }),
    ).toEqual([]);
  });
});
