import { describe, expect, it } from 'vitest';

import { computeConclusions, isAutoMatched } from './compute-conclusions';
import { caseRecord, type CaseRecordInput, onDay } from './testing/report-test-kit';
import { reportWords } from './words';
import { humanReviewNotes } from './words/case-manager';

const today = '2026-11-21';
const base: CaseRecordInput = {
  caseType: 'slip_fall',
  state: 'IL',
  incidentDate: onDay('2026-06-01'),
  atFaultParty: 'the grocery store',
  injuries: ['broken wrist'],
  medicalBills: { total: 12_000, paid: [] },
  lostWages: { total: 3_000 },
  ownFaultPercent: 0,
  policyLimit: { perPerson: 500_000 },
  priorAttorney: false,
};
const conclude = (fields: CaseRecordInput, circumstances = {}) =>
  computeConclusions(caseRecord({ ...base, ...fields }), {
    reportDate: today,
    policy: { servedStates: ['IL', 'MD', 'DC', 'SD', 'WV', 'CA', 'TX', 'NE'], valueFloor: 5000 },
    circumstances,
  });
const reviewCodes = (fields: CaseRecordInput, circumstances = {}) =>
  conclude(fields, circumstances).routing.humanReview.map((reason) => reason.code);
const english = reportWords('en');
const spanish = reportWords('es');

describe('routeCase: where a case goes, with the reasons each reader gets', () => {
  it('an injury claim goes to the personal-injury panel and is matched by the rule', () => {
    const conclusions = conclude({});
    expect(conclusions.routing).toMatchObject({
      route: 'pi_panel',
      visitorReasons: ['injury_panel'],
      humanReview: [],
      alsoWorkersComp: false,
    });
    expect(conclusions.routing.caseManagerReason).toContain('personal-injury panel');
    expect(isAutoMatched(conclusions)).toBe(true);
  });

  it('a work injury with someone outside the employer goes to the injury panel, and both readers are told comp applies too', () => {
    const routing = conclude({
      caseType: 'workplace',
      workersComp: true,
      thirdPartyInvolved: true,
      thirdParty: 'the delivery company',
    }).routing;
    expect(routing).toMatchObject({
      route: 'pi_panel',
      visitorReasons: ['injury_panel', 'workers_comp_too'],
      alsoWorkersComp: true,
    });
    expect(routing.caseManagerReason).toContain("workers' comp applies too");
    expect(english.routeReason('workers_comp_too', undefined)).toContain(
      "Workers' compensation still applies",
    );
  });

  it("a work injury with only the employer goes to the workers' comp panel, not as a failure of value", () => {
    const routing = conclude({ caseType: 'workplace', workersComp: true, thirdPartyInvolved: false }).routing;
    expect(routing).toMatchObject({
      route: 'workers_comp_panel',
      visitorReasons: ['workers_comp_only'],
      failedChecks: ['claim_beyond_workers_comp'],
    });
  });

  it('a work injury whose employer carries no comp is not turned away as comp only: a person checks (decision 0166)', () => {
    const conclusions = conclude({
      caseType: 'workplace',
      workersComp: true,
      thirdPartyInvolved: false,
      employerHasComp: false,
      state: 'TX',
    });
    expect(conclusions.routing.route).not.toBe('workers_comp_panel');
    expect(conclusions.routing.visitorReasons).not.toContain('workers_comp_only');
    const check = conclusions.eligibility.checks.find((each) => each.code === 'claim_beyond_workers_comp');
    expect(check).toMatchObject({ result: 'unknown' });
    expect(check?.reason).toContain("carries no workers' comp");
  });

  it('a drug in a known mass action goes to the mass-tort panel, named as unverified data, and is not matched by the rule', () => {
    const conclusions = conclude({
      caseType: 'product_liability',
      product: 'Ozempic injections',
      manufacturer: 'the drug maker',
      injuries: ['stomach paralysis (gastroparesis)'],
    });
    expect(conclusions.routing).toMatchObject({
      route: 'mass_tort_panel',
      visitorReasons: ['mass_tort_action'],
      massTort: { actionId: 'glp-1', court: 'MDL 3094, E.D. Pa.', isUnverified: true },
    });
    expect(conclusions.routing.caseManagerReason).toContain('check the JPML list');
    expect(english.routeReason('mass_tort_action', conclusions.routing.massTort)).toContain(
      'our unverified list',
    );
    expect(isAutoMatched(conclusions)).toBe(false);
  });

  it('a medical device with no known action still goes to the mass-tort panel', () => {
    const routing = conclude({
      caseType: 'product_liability',
      product: 'an insulin pump',
      medicalDevice: true,
    }).routing;
    expect(routing).toMatchObject({
      route: 'mass_tort_panel',
      visitorReasons: ['medical_device'],
      massTort: { actionId: 'medical_device' },
    });
  });

  it('matches mass actions on whole words only: a "talcum" product matches, "Italcementi" does not', () => {
    expect(conclude({ caseType: 'product_liability', product: 'talcum powder' }).routing.route).toBe(
      'mass_tort_panel',
    );
    expect(conclude({ caseType: 'product_liability', product: 'Italcementi ladder' }).routing.route).toBe(
      'pi_panel',
    );
    // A crash is never a mass action, whatever the words.
    expect(conclude({ caseType: 'auto', product: 'Roundup' }).routing.route).toBe('pi_panel');
  });

  it('someone already represented is not referred, and the visitor is told why, kindly', () => {
    const routing = conclude({ priorAttorney: true }).routing;
    expect(routing).toMatchObject({ route: 'has_attorney', visitorReasons: ['represented'] });
    expect(english.routeReason('represented', undefined)).toContain(
      'You may share this report with your attorney',
    );
    expect(spanish.routeReason('represented', undefined)).toContain(
      'Puede compartir este informe con su abogado',
    );
  });

  it('a case we do not refer lists the checks that failed: below the floor, outside our states, no injury claim left', () => {
    const small = conclude({
      medicalBills: { total: 400, paid: [] },
      lostWages: { total: 0 },
      injuries: ['bruise'],
    });
    expect(small.routing).toMatchObject({ route: 'none', failedChecks: ['value_above_floor'] });
    expect(conclude({ state: 'OK' }).routing.failedChecks).toEqual(['state_served']);
  });
});

describe('humanReviewReasons: what a rule cannot settle goes to a person, with the reason', () => {
  it('a deadline that has passed: not referred, but a person checks the exceptions first', () => {
    const conclusions = conclude({ state: 'TX', incidentDate: onDay('2023-06-01') });
    expect(conclusions.routing.route).toBe('none');
    expect(conclusions.routing.humanReview.map((reason) => reason.code)).toEqual([
      'deadline_passed_exception_possible',
    ]);
    expect(conclusions.routing.humanReview[0]!.caseManagerNote).toContain('2025-06-01');
  });

  it('a passed deadline from unverified data', () => {
    // Texas malpractice is VERIFY in the research: two years from 2024-01-01 passed on 2026-01-01
    expect(
      reviewCodes({ state: 'TX', caseType: 'medical_malpractice', incidentDate: onDay('2024-01-01') }),
    ).toContain('unverified_deadline_passed');
  });

  it('a contributory bar, and a contributory state where the other side blames the visitor or the share is unknown', () => {
    const barred = conclude({ state: 'MD', ownFaultPercent: 10 });
    expect(barred.routing.route).toBe('none');
    expect(barred.routing.humanReview.map((reason) => reason.code)).toEqual(['contributory_bar']);
    expect(reviewCodes({ state: 'DC', ownFaultNotes: 'the store says I was on my phone' })).toEqual([
      'contributory_fault_disputed',
    ]);
    expect(reviewCodes({ state: 'DC', ownFaultPercent: undefined })).toContain('contributory_fault_disputed');
    // No share and no dispute: the rule settles it.
    expect(reviewCodes({ state: 'MD' })).toEqual([]);
  });

  it('an unverified fault rule with a share of fault, and South Dakota’s slight/gross rule', () => {
    expect(reviewCodes({ state: 'WV', ownFaultPercent: 30 })).toEqual(['fault_bar_unverified']);
    expect(reviewCodes({ state: 'SD', ownFaultPercent: 20 })).toEqual(['slight_fault_rule']);
  });

  it('a minor, a death, someone writing for the injured person, an emergency during the intake', () => {
    expect(reviewCodes({ age: 16 })).toEqual(['minor']);
    expect(reviewCodes({ deceased: true })).toEqual(['wrongful_death']);
    expect(reviewCodes({ callerRelationship: 'wife' })).toEqual(['not_the_injured_person']);
    expect(reviewCodes({}, { emergencyReported: true })).toEqual(['emergency_during_intake']);
  });

  it('a government body whose notice deadline we have no data for', () => {
    expect(reviewCodes({ state: 'TX', governmentDefendant: true, governmentKind: 'city' })).toEqual([
      'government_notice_unknown',
    ]);
  });

  it('facts the intake could not settle, named for the case manager in words, not codes', () => {
    expect(reviewCodes({ priorAttorney: undefined })).toEqual(['facts_missing']);
    expect(humanReviewNotes.facts_missing('value_above_floor, not_represented')).toBe(
      'Checks the intake could not settle: Value above the referral floor; Not already represented.',
    );
  });

  it('holds an otherwise eligible case for the person: it is not matched by the rule until they look', () => {
    const conclusions = conclude({ callerRelationship: 'son' });
    expect(conclusions.eligibility.checks.every((check) => check.result === 'passed')).toBe(true);
    expect(conclusions.eligibility.decision).toBe('needs_review');
    expect(conclusions.routing.route).toBe('pi_panel');
    expect(isAutoMatched(conclusions)).toBe(false);
  });

  it('tells the visitor, in their language, that a person looks first and why', () => {
    expect(english.humanReviewIntro([english.humanReview('minor')])).toBe(
      'Before anything else, a person on our team will look at your case, because the injured person may have been under 18, and the rules for minors differ.',
    );
    expect(spanish.humanReviewIntro([spanish.humanReview('minor')])).toContain(
      'la persona lesionada podría haber sido menor de 18 años',
    );
  });
});

describe('papers already signed for an insurer (decision 0116)', () => {
  it('holds the case for an attorney to read them, with the visitor’s words for the case manager', () => {
    const conclusions = conclude({
      releaseSigned: true,
      sources: { releaseSigned: { from: 'answer', quote: 'yes I signed a release for $800' } },
    });
    expect(conclusions.routing.humanReview.map((reason) => reason.code)).toEqual(['release_signed']);
    expect(conclusions.routing.humanReview[0]?.caseManagerNote).toContain('yes I signed a release for $800');
    expect(conclusions.routing.humanReview[0]?.caseManagerNote).toMatch(/copy to the attorney/);
    expect(conclusions.eligibility.decision).toBe('needs_review');
    expect(isAutoMatched(conclusions)).toBe(false);
    // Still the injury panel: what the papers mean is the attorney's to say, not a rule's.
    expect(conclusions.routing.route).toBe('pi_panel');
  });

  it('tells the visitor only that the attorney will need to see what they signed, in their language', () => {
    const visitor = english.humanReviewIntro([english.humanReview('release_signed')]);
    expect(visitor).toContain('the attorney will need to see what you signed');
    expect(visitor).not.toMatch(/\b(void|valid|binding|ends?|waived?|lost)\b/i);
    expect(spanish.humanReviewIntro([spanish.humanReview('release_signed')])).toContain(
      'el abogado necesitará ver lo que firmó',
    );
  });

  it('flags nothing when nothing was signed, or when the visitor is not sure', () => {
    expect(reviewCodes({ releaseSigned: false })).toEqual([]);
    expect(reviewCodes({ unknowns: ['releaseSigned'] })).toEqual([]);
    expect(reviewCodes({ recordedStatement: true })).toEqual([]);
  });
});
