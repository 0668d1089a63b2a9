import { describe, expect, it } from 'vitest';

import { caseRecordSchema } from '../../contracts/case-record';

import { applyFactChanges, reviewItems } from './fact-lines';

const lineOf = (record: ReturnType<typeof caseRecordSchema.parse>, key: string) =>
  reviewItems(record).find((item) => item.key === key);

describe('fact lines', () => {
  it('shows and corrects the incident report as the report line outside a crash, the police report in one', () => {
    const fall = caseRecordSchema.parse({ caseType: 'slip_fall', incidentReport: true });
    expect(lineOf(fall, 'policeReport')).toEqual({ key: 'policeReport', value: true, shown: 'Yes' });
    const corrected = applyFactChanges(fall, [{ key: 'policeReport', value: false }], '2026-11-24', 'staff');
    expect(corrected.record.incidentReport).toBe(false);
    expect(corrected.record.policeReport).toBeUndefined();
    expect(corrected.lines).toEqual(['A police or incident report was made: Yes → No']);

    const crash = caseRecordSchema.parse({ caseType: 'auto' });
    const reported = applyFactChanges(
      crash,
      [{ key: 'policeReport', value: true }],
      '2026-11-24',
      'correction',
    );
    expect(reported.record.policeReport).toBe(true);
    expect(reported.record.sources.policeReport).toEqual({ from: 'correction' });
  });

  it('clears a line the visitor does not know and lists it as unknown, and refuses a date in the future', () => {
    const record = caseRecordSchema.parse({ caseType: 'auto', medicalBills: { total: 900, paid: [] } });
    const cleared = applyFactChanges(record, [{ key: 'medicalBills', value: null }], '2026-11-24', 'staff');
    expect(cleared.record.medicalBills).toEqual({ paid: [] });
    expect(cleared.record.unknowns).toEqual(['medicalBills']);
    expect(() =>
      applyFactChanges(record, [{ key: 'incidentDate', value: '2026-12-01' }], '2026-11-24', 'staff'),
    ).toThrow('the date cannot be in the future');
  });

  it('shows the care a visitor had as yes/no lines, and a correction changes only that level', () => {
    const record = caseRecordSchema.parse({
      caseType: 'auto',
      treatment: { levels: ['ambulance', 'er'], status: 'ongoing' },
    });
    expect(lineOf(record, 'emergencyRoom')).toEqual({ key: 'emergencyRoom', value: true, shown: 'Yes' });
    expect(lineOf(record, 'surgery')).toEqual({ key: 'surgery', value: false, shown: 'No' });
    expect(lineOf(record, 'stillTreating')).toEqual({ key: 'stillTreating', value: true, shown: 'Yes' });
    const corrected = applyFactChanges(
      record,
      [
        { key: 'surgery', value: true },
        { key: 'stillTreating', value: false },
      ],
      '2026-11-24',
      'correction',
    );
    expect(corrected.record.treatment).toEqual({
      levels: ['ambulance', 'er', 'surgery'],
      status: 'released',
    });
    expect(corrected.record.sources.treatment).toEqual({ from: 'correction' });
    expect(corrected.lines).toEqual(['You had surgery: No → Yes', 'You are still being treated: Yes → No']);
  });

  it('shows what lost pay was worked out from', () => {
    const record = caseRecordSchema.parse({
      lostWages: { total: 126, daysMissed: 1, rate: { amount: 22, per: 'hour' }, expectedDaysOff: 90 },
    });
    expect(lineOf(record, 'lostWages')?.shown).toBe(
      '$126 (1 day missed; $22 an hour; about 90 more days off expected)',
    );
    const rateOnly = caseRecordSchema.parse({ lostWages: { rate: { amount: 22, per: 'hour' } } });
    expect(lineOf(rateOnly, 'lostWages')).toEqual({
      key: 'lostWages',
      value: null,
      shown: 'Not worked out yet ($22 an hour)',
    });
  });
});
