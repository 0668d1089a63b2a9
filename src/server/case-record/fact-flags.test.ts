import { describe, expect, it } from 'vitest';

import { caseRecordSchema, type DateValue } from '../../contracts/case-record';

import { factStates } from './fact-flags';

/**
 * The incident date against the first treatment's (issue 25 point 3, decision 0145): flagged when
 * the incident's earliest day is after the first care's latest, never when loose dates overlap
 * or one is unknown. Records written for this test.
 */
const today = new Date('2026-11-26T15:00:00.000Z');
const day = (iso: string): DateValue => ({ from: iso, to: iso, precision: 'day' });
const month = (from: string, to: string): DateValue => ({ from, to, precision: 'month' });
const week = (from: string, to: string): DateValue => ({ from, to, precision: 'week' });

function conflictsOf(fields: Record<string, unknown>) {
  const record = caseRecordSchema.parse({ caseType: 'auto', ...fields });
  return Object.fromEntries(
    factStates(record, { today, check: () => null }).map((state) => [
      state.key,
      state.flags.filter((flag) => flag.kind === 'conflict').map((flag) => flag.text),
    ]),
  );
}

const wrongOrder = 'The date it happened is after the first treatment: one of the two dates is wrong.';

describe('the date it happened after the first treatment', () => {
  it('flags both dates, in plain words, when the incident comes after the first care', () => {
    const flags = conflictsOf({ incidentDate: day('2026-03-10'), firstTreatmentDate: day('2026-03-04') });
    expect(flags.incidentDate).toEqual([wrongOrder]);
    expect(flags.firstTreatmentDate).toEqual([wrongOrder]);
  });

  it('flags a day after, and not the same day or the day before', () => {
    expect(
      conflictsOf({ incidentDate: day('2026-03-05'), firstTreatmentDate: day('2026-03-04') })
        .firstTreatmentDate,
    ).toEqual([wrongOrder]);
    expect(
      conflictsOf({ incidentDate: day('2026-03-04'), firstTreatmentDate: day('2026-03-04') })
        .firstTreatmentDate,
    ).toEqual([]);
    expect(
      conflictsOf({ incidentDate: day('2026-03-03'), firstTreatmentDate: day('2026-03-04') })
        .firstTreatmentDate,
    ).toEqual([]);
  });

  it('never flags loose dates that overlap', () => {
    // "In March" and care on March 2: the incident may have been March 1.
    expect(
      conflictsOf({
        incidentDate: month('2026-03-01', '2026-03-31'),
        firstTreatmentDate: day('2026-03-02'),
      }).incidentDate,
    ).toEqual([]);
    // Care "about a week later", March 7 to 13, and an incident on the 13th.
    expect(
      conflictsOf({
        incidentDate: day('2026-03-13'),
        firstTreatmentDate: week('2026-03-07', '2026-03-13'),
      }).incidentDate,
    ).toEqual([]);
    expect(
      conflictsOf({
        incidentDate: day('2026-03-14'),
        firstTreatmentDate: week('2026-03-07', '2026-03-13'),
      }).incidentDate,
    ).toEqual([wrongOrder]);
    // An incident in April and care in March cannot both be right, however loose.
    expect(
      conflictsOf({
        incidentDate: month('2026-04-01', '2026-04-30'),
        firstTreatmentDate: month('2026-03-01', '2026-03-31'),
      }).firstTreatmentDate,
    ).toEqual([wrongOrder]);
  });

  it('never flags when either date is unknown', () => {
    expect(conflictsOf({ firstTreatmentDate: day('2026-03-04') }).firstTreatmentDate).toEqual([]);
    expect(conflictsOf({ incidentDate: day('2026-03-10') }).incidentDate).toEqual([]);
  });

  it('clears the flag of a date staff set or confirmed, and keeps the other one', () => {
    const flags = conflictsOf({
      incidentDate: day('2026-03-10'),
      firstTreatmentDate: day('2026-03-04'),
      sources: { incidentDate: { from: 'staff', by: 'cm@example.org' } },
    });
    expect(flags.incidentDate).toEqual([]);
    expect(flags.firstTreatmentDate).toEqual([wrongOrder]);
  });

  it('does not call a first care date read from another answer doubtful: it is never asked', () => {
    const record = caseRecordSchema.parse({
      caseType: 'auto',
      incidentDate: day('2026-03-03'),
      firstTreatmentDate: day('2026-03-04'),
      sources: {
        firstTreatmentDate: { from: 'answer', quote: 'saw my doctor on March 4', answerTo: 'treatment' },
      },
    });
    const state = factStates(record, { today, check: () => null }).find(
      (fact) => fact.key === 'firstTreatmentDate',
    );
    expect(state?.flags).toEqual([]);
    expect(state?.quote).toBe('saw my doctor on March 4');
  });
});
