import { describe, expect, it } from 'vitest';

import type { DateValue } from '../../../contracts/case-record';
import type { Deadline } from '../../../contracts/conclusions';

import { addMonths, computeDeadlines } from './compute-deadlines';
import { caseRecord as record, onDay } from './testing/report-test-kit';
import { reportWords } from './words';

const today = '2026-11-21';
const english = reportWords('en');
/** The English explanation the report shows beside a deadline. */
const explained = (deadline: Deadline, incidentDate?: DateValue) =>
  english.deadline(deadline, { incidentDate }).explanation;

describe('computeDeadlines', () => {
  it('flags an expired deadline loudly (TN, 1 year)', () => {
    // 2025-06-01 + 1 year = 2026-06-01; from 2026-06-01 to 2026-11-21 is 29+31+31+30+31+21 = 173 days ago
    const summary = computeDeadlines(
      record({ state: 'TN', caseType: 'auto', incidentDate: onDay('2025-06-01') }),
      today,
    );
    expect(summary.deadlines[0]).toMatchObject({ date: '2026-06-01', daysLeft: -173, status: 'expired' });
    expect(summary).toMatchObject({ isExpired: true, isUrgent: true });
  });

  it('names the deadline unverified once its rule was last checked over a year before the report', () => {
    const fresh = computeDeadlines(
      record({ state: 'CO', caseType: 'auto', incidentDate: onDay('2026-10-01') }),
      today,
    );
    expect(fresh.deadlines[0]).toMatchObject({ date: '2029-10-01', isUnverified: false });
    const stale = computeDeadlines(
      record({ state: 'CO', caseType: 'auto', incidentDate: onDay('2028-10-01') }),
      '2028-11-21',
    );
    expect(stale.deadlines[0]).toMatchObject({ isUnverified: true });
    expect(explained(stale.deadlines[0]!)).toContain('unverified');
  });

  it('flags a deadline within 90 days as urgent (CA, 2 years)', () => {
    // 2024-12-15 + 2 years = 2026-12-15: 9 days left in November + 15 = 24 days
    const summary = computeDeadlines(
      record({ state: 'CA', caseType: 'slip_fall', incidentDate: onDay('2024-12-15') }),
      today,
    );
    expect(summary.deadlines[0]).toMatchObject({ date: '2026-12-15', daysLeft: 24, status: 'urgent' });
    expect(summary).toMatchObject({ isExpired: false, isUrgent: true });
  });

  it('keys Florida on the incident date: 4 years before 2023-03-24, 2 after', () => {
    const old = computeDeadlines(
      record({ state: 'FL', caseType: 'auto', incidentDate: onDay('2022-12-01') }),
      today,
    );
    expect(old.deadlines[0]).toMatchObject({ date: '2026-12-01', status: 'urgent' });
    const recent = computeDeadlines(
      record({ state: 'FL', caseType: 'auto', incidentDate: onDay('2025-06-10') }),
      today,
    );
    expect(recent.deadlines[0]).toMatchObject({ date: '2027-06-10', status: 'open' });
  });

  it('uses the motor-vehicle period where the state has one (CO: 3 years for auto, 2 otherwise)', () => {
    const auto = computeDeadlines(
      record({ state: 'CO', caseType: 'auto', incidentDate: onDay('2025-01-01') }),
      today,
    );
    const fall = computeDeadlines(
      record({ state: 'CO', caseType: 'slip_fall', incidentDate: onDay('2025-01-01') }),
      today,
    );
    expect(auto.deadlines[0]!.date).toBe('2028-01-01');
    expect(fall.deadlines[0]!.date).toBe('2027-01-01');
  });

  it('puts a government notice of claim first and marks the case urgent (NY, 90 days)', () => {
    // 2026-10-01 + 90 days = 2026-12-30: 9 + 30 = 39 days left; the 3-year limit runs to 2029-10-01
    const summary = computeDeadlines(
      record({
        state: 'NY',
        caseType: 'slip_fall',
        incidentDate: onDay('2026-10-01'),
        governmentDefendant: true,
      }),
      today,
    );
    expect(summary.deadlines[0]).toMatchObject({
      kind: 'government_notice',
      date: '2026-12-30',
      daysLeft: 39,
      status: 'urgent',
    });
    // The suit that follows the notice: one year and ninety days (GML §50-i, general knowledge: unverified)
    expect(summary.deadlines[1]).toMatchObject({
      kind: 'government_suit',
      date: '2027-12-30',
      isUnverified: true,
    });
    expect(summary.deadlines.find((deadline) => deadline.kind === 'limitation')).toMatchObject({
      date: '2029-10-01',
      status: 'open',
    });
    expect(summary.isUrgent).toBe(true);
  });

  it('still marks a government defendant urgent where we have no notice data (TX)', () => {
    const summary = computeDeadlines(
      record({ state: 'TX', caseType: 'auto', incidentDate: onDay('2026-10-01'), governmentDefendant: true }),
      today,
    );
    expect(summary.deadlines[0]).toMatchObject({ kind: 'government_notice', status: 'unknown' });
    expect(summary.isUrgent).toBe(true);
  });

  it('medical malpractice: the earlier of 3 years from injury or 1 from discovery (CA)', () => {
    // 2025-01-10 + 3 = 2028-01-10; discovery 2026-03-01 + 1 = 2027-03-01 → the earlier
    const summary = computeDeadlines(
      record({
        state: 'CA',
        caseType: 'medical_malpractice',
        incidentDate: onDay('2025-01-10'),
        discoveryDate: onDay('2026-03-01'),
      }),
      today,
    );
    expect(summary.deadlines[0]).toMatchObject({ kind: 'limitation', date: '2027-03-01' });
  });

  it('medical malpractice: repose cuts a late discovery short (FL, 2 from discovery, 4 repose)', () => {
    // discovery 2025-06-01 + 2 = 2027-06-01; repose 2022-01-15 + 4 = 2026-01-15, already passed
    const summary = computeDeadlines(
      record({
        state: 'FL',
        caseType: 'medical_malpractice',
        incidentDate: onDay('2022-01-15'),
        discoveryDate: onDay('2025-06-01'),
      }),
      today,
    );
    expect(summary.deadlines[0]).toMatchObject({ kind: 'limitation', date: '2026-01-15', status: 'expired' });
    expect(summary.deadlines.find((deadline) => deadline.kind === 'repose')).toMatchObject({
      date: '2026-01-15',
    });
    expect(summary.isExpired).toBe(true);
  });

  it('shows the date of an unverified rule (TX medical malpractice) as an estimate, named unverified', () => {
    const summary = computeDeadlines(
      record({ state: 'TX', caseType: 'medical_malpractice', incidentDate: onDay('2026-01-01') }),
      today,
    );
    expect(summary.deadlines[0]).toMatchObject({ date: '2028-01-01', status: 'open', isUnverified: true });
    expect(explained(summary.deadlines[0]!)).toContain('unverified');
    expect(summary.isUnknown).toBe(false);
  });

  it('lets an unverified date make a case urgent but never count as passed', () => {
    // TX malpractice, 2 years: 2024-12-01 → 2026-12-01 is 10 days away; 2024-01-01 → passed
    const close = computeDeadlines(
      record({ state: 'TX', caseType: 'medical_malpractice', incidentDate: onDay('2024-12-01') }),
      today,
    );
    expect(close.deadlines[0]).toMatchObject({ daysLeft: 10, status: 'urgent', isUnverified: true });
    expect(close.isUrgent).toBe(true);
    const passed = computeDeadlines(
      record({ state: 'TX', caseType: 'medical_malpractice', incidentDate: onDay('2024-01-01') }),
      today,
    );
    expect(passed.deadlines[0]).toMatchObject({ status: 'expired', isUnverified: true });
    expect(passed).toMatchObject({ isExpired: false, isUnknown: false, isUrgent: true });
  });

  it('needs the state and incident date', () => {
    const summary = computeDeadlines(record({ caseType: 'auto' }), today);
    expect(summary.deadlines[0]!.status).toBe('unknown');
    expect(summary.isUnknown).toBe(true);
  });

  it('adds months in UTC and clamps to the end of a short month', () => {
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(addMonths('2024-08-31', 30)).toBe('2027-02-28');
  });

  it('flags 90 days left as urgent and 91 as open (the research rule for a same-day look)', () => {
    // CA 2 years: 2025-02-19 + 2 = 2027-02-19, 90 days after 2026-11-21; one day later is 91
    const ninety = computeDeadlines(
      record({ state: 'CA', caseType: 'slip_fall', incidentDate: onDay('2025-02-19') }),
      today,
    );
    expect(ninety.deadlines[0]).toMatchObject({ daysLeft: 90, status: 'urgent' });
    const ninetyOne = computeDeadlines(
      record({ state: 'CA', caseType: 'slip_fall', incidentDate: onDay('2025-02-20') }),
      today,
    );
    expect(ninetyOne.deadlines[0]).toMatchObject({ daysLeft: 91, status: 'open' });
    expect(ninetyOne.isUrgent).toBe(false);
  });

  it('counts a date known only to the month from its first day, and says so', () => {
    const incidentDate: DateValue = { from: '2025-03-01', to: '2025-03-31', precision: 'month' };
    const summary = computeDeadlines(record({ state: 'CA', caseType: 'auto', incidentDate }), today);
    expect(summary.deadlines[0]!.date).toBe('2027-03-01');
    expect(summary.deadlines[0]!.assumptions).toContain('imprecise_incident_date');
    expect(explained(summary.deadlines[0]!, incidentDate)).toContain(
      'counted from its earliest day, March 1, 2025',
    );
  });
});

describe('computeDeadlines: every kind of row says which rule and which day it counts from', () => {
  const limitationOf = (summary: ReturnType<typeof computeDeadlines>, rule?: string) =>
    summary.deadlines.find(
      (deadline) => deadline.kind === 'limitation' && (!rule || deadline.rule === rule),
    )!;

  it('a product whose harm showed later is counted from the incident and from the discovery, the later winning, as an estimate (decision 0090)', () => {
    const summary = computeDeadlines(
      record({
        state: 'SC',
        caseType: 'product_liability',
        incidentDate: onDay('2025-02-01'),
        discoveryDate: onDay('2026-01-15'),
      }),
      today,
    );
    expect(limitationOf(summary)).toMatchObject({
      rule: 'product_liability',
      date: '2029-01-15',
      pick: 'later',
      terms: [
        { period: { years: 3 }, from: 'incident', fromDate: '2025-02-01', date: '2028-02-01' },
        { period: { years: 3 }, from: 'discovery', fromDate: '2026-01-15', date: '2029-01-15' },
      ],
      assumptions: ['counted_from_discovery'],
      citation: 'S.C. Code §15-3-530',
      isUnverified: true,
    });
    expect(explained(limitationOf(summary))).toContain('we also counted from the day it was found');
  });

  it('a death adds a wrongful-death estimate counted from the death, the incident standing in for its date', () => {
    const summary = computeDeadlines(
      record({ state: 'TX', caseType: 'auto', incidentDate: onDay('2026-03-01'), deceased: true }),
      today,
    );
    expect(limitationOf(summary, 'wrongful_death')).toMatchObject({
      date: '2028-03-01',
      terms: [{ from: 'death', fromDate: '2026-03-01' }],
      assumptions: ['death_date_not_given'],
      isUnverified: true,
    });
    expect(limitationOf(summary, 'personal_injury').isUnverified).toBe(false);
  });

  it('a child under four in Alabama malpractice has until the eighth birthday, never past the 4-year repose', () => {
    // age 2 on the report date: born 2023-11-22 at the earliest, eighth birthday 2031-11-22; repose 2029-06-01
    const summary = computeDeadlines(
      record({ state: 'AL', caseType: 'medical_malpractice', incidentDate: onDay('2025-06-01'), age: 2 }),
      today,
    );
    const deadline = limitationOf(summary);
    expect(deadline).toMatchObject({ rule: 'minor_medical_malpractice', pick: 'later', date: '2029-06-01' });
    expect(deadline.terms.at(-1)).toMatchObject({ from: 'eighth_birthday', date: '2031-11-22' });
    expect(deadline.cappedByRepose).toMatchObject({ period: { years: 4 }, date: '2029-06-01' });
    expect(deadline.assumptions).toContain('birthday_estimated');
  });

  it('a minor in Illinois malpractice has eight years, never past the 22nd birthday', () => {
    // age 16 now: born 2009-11-22 at the earliest → 22nd birthday 2031-11-22; 2025-06-01 + 8 = 2033-06-01
    const summary = computeDeadlines(
      record({ state: 'IL', caseType: 'medical_malpractice', incidentDate: onDay('2025-06-01'), age: 16 }),
      today,
    );
    expect(limitationOf(summary)).toMatchObject({
      rule: 'minor_medical_malpractice',
      pick: 'earlier',
      date: '2031-11-22',
    });
  });

  it('a minor where the research gives no tolling keeps the adult date and says a minor’s may be later', () => {
    const summary = computeDeadlines(
      record({ state: 'OH', caseType: 'slip_fall', incidentDate: onDay('2025-06-01'), age: 15 }),
      today,
    );
    expect(limitationOf(summary)).toMatchObject({
      date: '2027-06-01',
      assumptions: ['minor_tolling_not_in_data'],
    });
  });

  it('a school district in California: six-month claim, then a suit deadline that depends on the rejection', () => {
    const summary = computeDeadlines(
      record({
        state: 'CA',
        caseType: 'slip_fall',
        incidentDate: onDay('2026-08-01'),
        governmentDefendant: true,
        governmentKind: 'school_district',
      }),
      today,
    );
    expect(summary.deadlines[0]).toMatchObject({
      kind: 'government_notice',
      date: '2027-02-01',
      terms: [{ from: 'incident', fromDate: '2026-08-01' }],
      isUnverified: false,
      citation: 'Gov. Code §911.2',
    });
    expect(summary.deadlines[1]).toMatchObject({
      kind: 'government_suit',
      status: 'unknown',
      undatedReason: 'needs_later_event',
      terms: [{ period: { months: 6 }, from: 'claim_rejection' }],
      isUnverified: true,
    });
  });

  it('a transit agency in New York takes the same 90-day notice (unverified), a state agency there has no data', () => {
    const transit = computeDeadlines(
      record({
        state: 'NY',
        caseType: 'auto',
        incidentDate: onDay('2026-10-01'),
        governmentDefendant: true,
        governmentKind: 'transit',
      }),
      today,
    );
    expect(transit.deadlines[0]).toMatchObject({ date: '2026-12-30', isUnverified: true });
    const state = computeDeadlines(
      record({
        state: 'NY',
        caseType: 'auto',
        incidentDate: onDay('2026-10-01'),
        governmentDefendant: true,
        governmentKind: 'state',
      }),
      today,
    );
    expect(state.deadlines[0]).toMatchObject({
      kind: 'government_notice',
      status: 'unknown',
      undatedReason: 'no_rule_data',
    });
    expect(state.isUrgent).toBe(true);
  });

  it('a federal agency anywhere: a two-year administrative claim (FTCA), unverified', () => {
    const summary = computeDeadlines(
      record({
        state: 'OK',
        caseType: 'auto',
        incidentDate: onDay('2026-05-01'),
        governmentDefendant: true,
        governmentKind: 'federal',
      }),
      today,
    );
    expect(summary.deadlines[0]).toMatchObject({
      kind: 'government_notice',
      date: '2028-05-01',
      governmentKinds: ['federal'],
      isUnverified: true,
    });
  });

  it('a public body not named: the earliest notice that may apply, and it says so', () => {
    const summary = computeDeadlines(
      record({ state: 'MD', caseType: 'auto', incidentDate: onDay('2026-09-03'), governmentDefendant: true }),
      today,
    );
    expect(summary.deadlines[0]).toMatchObject({
      date: '2027-09-03',
      assumptions: ['government_kind_not_given'],
    });
    expect(explained(summary.deadlines[0]!)).toContain('earliest notice deadline that may apply');
  });
});
