import { describe, expect, it } from 'vitest';

import type { TreatmentLevel } from '../../../contracts/case-record';

import { composeReportEmail } from './compose-report-email';
import { caseRecord, type CaseRecordInput, onDay } from './testing/report-test-kit';
import { reportViewFor } from './testing/report-view-kit';

/**
 * Care was had and its bills are told as none so far ("no bills yet", "nothing yet, it just
 * happened"): the bills have not come, they are not $0. The value waits for them and the case
 * goes to a person, never "below the floor" (decision 0287).
 */
const link = { url: 'https://caseintake.test/report/abc', expiresAt: '2026-12-21T00:00:00.000Z' };

const crash = (fields: CaseRecordInput) =>
  caseRecord({
    caseType: 'auto',
    state: 'GA',
    incidentDate: onDay('2026-11-20'),
    ownFaultPercent: 0,
    priorAttorney: false,
    atFaultParty: 'the other driver',
    injuries: ['broken left leg'],
    medicalBills: { total: 0, paid: [] },
    ...fields,
  });

function conclude(fields: CaseRecordInput) {
  const { view, conclusions } = reportViewFor(crash(fields), { servedStates: ['GA'] });
  return { view, conclusions, email: composeReportEmail(view, link) };
}

describe('bills none so far after care', () => {
  const cares: { levels: TreatmentLevel[] }[] = [
    { levels: ['ambulance'] },
    { levels: ['er'] },
    { levels: ['ambulance', 'er', 'hospital'] },
    { levels: ['urgent_care', 'imaging'] },
    { levels: ['physical_therapy'] },
  ];
  it.each(cares)('after $levels: not estimated yet, held for a person, never turned away', ({ levels }) => {
    const { view, conclusions, email } = conclude({ treatment: { levels, status: 'ongoing' } });
    expect(view.isValueUnmeasured).toBe(true);
    expect(conclusions.eligibility.decision).not.toBe('ineligible');
    expect(email.text).not.toMatch(/\$0\b/);
    expect(email.text).not.toContain('cannot refer');
  });

  it('keeps what someone paid as the least it came to', () => {
    const { conclusions } = conclude({
      treatment: { levels: ['er'], status: 'released' },
      medicalBills: { total: 0, paid: [{ payer: 'health_insurance', amount: 1800 }] },
    });
    const bills = conclusions.valuation.steps.find((step) => step.code === 'medical_bills');
    expect(bills?.range.likely).toBe(1800);
  });

  it('with no care at all, none is none: the value is measured as told', () => {
    const { view, conclusions } = conclude({
      injuries: ['sore neck'],
      treatment: { levels: [], status: 'none' },
    });
    expect(view.isValueUnmeasured).toBe(false);
    expect(conclusions.valuation.steps.find((step) => step.code === 'medical_bills')?.range.likely).toBe(0);
  });
});
