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

  it('lists every fact the report uses, the share of blame and future care among them, each correctable', () => {
    const record = caseRecordSchema.parse({
      caseType: 'auto',
      ownFaultPercent: 20,
      futureMedical: 6000,
      age: 42,
      policyLimit: { perPerson: 50_000, perAccident: 100_000 },
      healthInsurance: 'Blue Cross',
    });
    expect(lineOf(record, 'caseType')).toEqual({ key: 'caseType', value: 'auto', shown: 'Vehicle accident' });
    expect(lineOf(record, 'ownFaultPercent')?.shown).toBe('20%');
    expect(lineOf(record, 'futureMedical')?.shown).toBe('$6,000');
    expect(lineOf(record, 'age')?.shown).toBe('42');
    expect(lineOf(record, 'policyLimit')?.shown).toBe('$50,000 ($100,000 per accident)');
    expect(lineOf(record, 'healthInsurance')?.shown).toBe('Blue Cross');
    const corrected = applyFactChanges(
      record,
      [
        { key: 'ownFaultPercent', value: 0 },
        { key: 'futureMedical', value: null },
        { key: 'caseType', value: 'workplace' },
        { key: 'policyLimit', value: 25_000 },
      ],
      '2026-11-26',
      'correction',
    );
    expect(corrected.record).toMatchObject({
      ownFaultPercent: 0,
      caseType: 'workplace',
      policyLimit: { perPerson: 25_000, perAccident: 100_000 },
    });
    expect(corrected.record.futureMedical).toBeUndefined();
    expect(corrected.record.unknowns).toContain('futureMedical');
    expect(corrected.lines).toEqual([
      'Your share of the blame: 20% → None (0%)',
      'Future medical care (estimated cost): $6,000 → not known',
      'Kind of accident: Vehicle accident → Injury at work',
      "Other side's policy limit per person: $50,000 ($100,000 per accident) → $25,000 ($100,000 per accident)",
    ]);
  });

  it('marks "please check" what the agent was unsure of, and not what the visitor corrected', () => {
    const record = caseRecordSchema.parse({
      caseType: 'product_liability',
      atFaultParty: 'it came with the bike when i bought it used',
      manufacturer: 'Voltra',
      incidentDate: { from: '2026-03-01', to: '2026-05-31', precision: 'season' },
      employer: 'Voltra',
      city: 'Austin',
      sources: {
        employer: { from: 'answer', derivedFrom: 'manufacturer' },
        city: { from: 'answer', byModel: true },
      },
    });
    expect(lineOf(record, 'atFaultParty')?.toCheck).toBe(true);
    expect(lineOf(record, 'incidentDate')?.toCheck).toBe(true);
    expect(lineOf(record, 'employer')?.toCheck).toBe(true);
    expect(lineOf(record, 'city')?.toCheck).toBe(true);
    expect(lineOf(record, 'caseType')?.toCheck).toBeUndefined();
    const misread = caseRecordSchema.parse({
      injuries: ['sore neck', 'Texas on March 3 and hurt my neck'],
      healthInsurance: 'worth 14,000',
      otherPartyInsurer: 'State Farm',
    });
    expect(lineOf(misread, 'injuries')?.toCheck).toBe(true);
    expect(lineOf(misread, 'healthInsurance')?.toCheck).toBe(true);
    expect(lineOf(misread, 'otherPartyInsurer')?.toCheck).toBeUndefined();
    const corrected = applyFactChanges(
      record,
      [{ key: 'atFaultParty', value: 'the seller of a used bike with a Voltra battery' }],
      '2026-11-26',
      'correction',
    );
    expect(lineOf(corrected.record, 'atFaultParty')?.toCheck).toBeUndefined();
  });
});
