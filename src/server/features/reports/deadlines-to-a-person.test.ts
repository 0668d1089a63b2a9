import { describe, expect, it } from 'vitest';

import type { CaseRecord } from '../../../contracts/case-record';

import { composeReportEmail } from './compose-report-email';
import { type Conclusions, computeConclusions } from './compute-conclusions';
import { renderReportHtml } from './render-report-html';
import { renderReportPdf } from './render-report-pdf';
import { caseRecord, type CaseRecordInput, onDay, pdfText } from './testing/report-test-kit';
import { reportViewFor } from './testing/report-view-kit';

/**
 * Issue 24, items 2 and 6 (decision 0090): a harm found later is dated from its discovery, a
 * minor's from the research's tolling rows; a deadline that may have passed goes to a person
 * the same day and the visitor is told only that a person will look at the dates today and to
 * sign nothing meanwhile; a product, drug or device in a known action goes to the mass-tort
 * panel with the action's deadline facts. The cases are written for this test.
 */
const today = '2026-11-21';
const served = ['AR', 'FL', 'IL', 'OH', 'SC', 'TN', 'TX'];
const damages: CaseRecordInput = {
  medicalBills: { total: 48_000, paid: [] },
  lostWages: { total: 9_000 },
  ownFaultPercent: 0,
  priorAttorney: false,
};
const conclude = (fields: CaseRecordInput): Conclusions =>
  computeConclusions(caseRecord({ ...damages, ...fields }), {
    reportDate: today,
    policy: { servedStates: served, valueFloor: 5000 },
  });
const limitationOf = (conclusions: Conclusions) =>
  conclusions.deadlines.deadlines.find((deadline) => deadline.kind === 'limitation')!;
const reviewCodes = (conclusions: Conclusions) =>
  conclusions.routing.humanReview.map((reason) => reason.code);

/** What a visitor may read: the page, the PDF and the email, in one string. */
async function everythingTheVisitorReads(record: CaseRecord): Promise<string> {
  const { view } = reportViewFor(record, { reportDate: today, servedStates: served });
  const email = composeReportEmail(view, {
    url: 'https://example.test/r/abc',
    expiresAt: '2027-02-19T00:00:00Z',
  });
  return [renderReportHtml(view), pdfText(await renderReportPdf(view)), email.text, email.html].join('\n');
}

describe('a harm found later is dated from when it was found', () => {
  const missedDiagnosis: CaseRecordInput = {
    caseType: 'medical_malpractice',
    provider: 'the imaging clinic',
    injuries: ['tumour that grew while it went unread on a scan'],
    incidentDate: onDay('2024-09-10'),
    discoveryDate: onDay('2026-09-01'),
  };

  it('a missed diagnosis in a state that counts from the injury: the later of the two counts wins, and a person checks it today', () => {
    // Arkansas: 2 years from the injury. From the scan 2026-09-10 (gone); from the finding 2028-09-01.
    const conclusions = conclude({ ...missedDiagnosis, state: 'AR' });
    expect(limitationOf(conclusions)).toMatchObject({
      rule: 'medical_malpractice',
      date: '2028-09-01',
      pick: 'later',
      status: 'open',
      isUnverified: true,
      assumptions: ['counted_from_discovery'],
      terms: [
        { from: 'incident', fromDate: '2024-09-10', date: '2026-09-10' },
        { from: 'discovery', fromDate: '2026-09-01', date: '2028-09-01' },
      ],
    });
    expect(conclusions.route).toBe('pi_panel');
    expect(conclusions.eligibility.decision).toBe('needs_review');
    expect(reviewCodes(conclusions)).toContain('deadline_counted_from_discovery');
    expect(conclusions.routing.deadlineCheck).toBe(true);
    expect(conclusions.deadlines.isUrgent).toBe(true);
  });

  it('a count from the incident that has not run yet but runs out within weeks also gets a person today', () => {
    // Arkansas again, the scan dated so that its two years end 20 days after the report date.
    const conclusions = conclude({ ...missedDiagnosis, state: 'AR', incidentDate: onDay('2024-12-11') });
    expect(limitationOf(conclusions)).toMatchObject({
      date: '2028-09-01',
      terms: [
        { from: 'incident', date: '2026-12-11' },
        { from: 'discovery', date: '2028-09-01' },
      ],
    });
    expect(reviewCodes(conclusions)).toContain('deadline_counted_from_discovery');
    expect(conclusions.routing.deadlineCheck).toBe(true);
    // A count from the incident two years off leaves the discovery date to stand on its own.
    const farOff = conclude({ ...missedDiagnosis, state: 'AR', incidentDate: onDay('2026-06-01') });
    expect(reviewCodes(farOff)).not.toContain('deadline_counted_from_discovery');
    expect(farOff.routing.deadlineCheck).toBeFalsy();
  });

  it("tells the state's rule as the state writes it, and our count from the discovery as our own estimate", async () => {
    const text = await everythingTheVisitorReads(
      caseRecord({ ...damages, ...missedDiagnosis, state: 'AR', incidentDate: onDay('2024-12-11') }),
    );
    expect(text).not.toMatch(/whichever is later/);
    expect(text).toMatch(/2 years from the incident/);
    expect(text).toMatch(/Some states count from the day it was found, others from the incident/);
  });

  it('the same finding in a state whose row counts from discovery is dated by the row, and needs no same-day look', () => {
    // Florida: 2 years from discovery, 4 years' repose from the scan (2028-09-10, later).
    const conclusions = conclude({ ...missedDiagnosis, state: 'FL' });
    expect(limitationOf(conclusions)).toMatchObject({
      date: '2028-09-01',
      status: 'open',
      isUnverified: false,
    });
    expect(conclusions.route).toBe('pi_panel');
    expect(conclusions.routing.deadlineCheck).toBeUndefined();
    expect(conclusions.deadlines.isUrgent).toBe(false);
  });

  it('a device implanted years ago whose harm showed this year: counted from the finding, to the mass-tort panel with the action’s deadline facts', () => {
    const conclusions = conclude({
      caseType: 'product_liability',
      state: 'OH',
      medicalDevice: true,
      product: 'hernia mesh from a groin repair',
      injuries: ['mesh eroded into the bowel'],
      incidentDate: onDay('2018-05-14'),
      discoveryDate: onDay('2026-03-02'),
    });
    // Ohio: 2 years. From the implant 2020-05-14; from the finding 2028-03-02.
    expect(limitationOf(conclusions)).toMatchObject({
      rule: 'product_liability',
      date: '2028-03-02',
      status: 'open',
      assumptions: ['counted_from_discovery'],
    });
    expect(conclusions.route).toBe('mass_tort_panel');
    expect(conclusions.routing.massTort).toMatchObject({ actionId: 'hernia-mesh' });
    expect(conclusions.routing.massTort?.deadlineFacts).toMatch(/^MDL formed \d{4}-\d{2} \(unverified\)/);
    expect(conclusions.routing.caseManagerReason).toContain('MDL formed');
    expect(reviewCodes(conclusions)).toContain('deadline_counted_from_discovery');
  });

  it('a drug taken for years whose harm was diagnosed this year: counted from the diagnosis, to its action', () => {
    const conclusions = conclude({
      caseType: 'product_liability',
      state: 'SC',
      product: 'weekly semaglutide shots for weight loss',
      injuries: ['stomach paralysis'],
      incidentDate: onDay('2023-01-10'),
      discoveryDate: onDay('2026-06-15'),
    });
    // South Carolina: 3 years. From the first dose 2026-01-10 (gone); from the diagnosis 2029-06-15.
    expect(limitationOf(conclusions)).toMatchObject({ date: '2029-06-15', status: 'open' });
    expect(conclusions.route).toBe('mass_tort_panel');
    expect(conclusions.routing.massTort?.actionId).toBe('glp-1');
    expect(conclusions.eligibility.decision).not.toBe('ineligible');
  });
});

describe('a minor’s deadline is dated from the research’s tolling rows', () => {
  it('a child hurt in care at 10, now 15, in Illinois: eight years from the act, not past the 22nd birthday', () => {
    const conclusions = conclude({
      caseType: 'medical_malpractice',
      state: 'IL',
      provider: 'the children’s clinic',
      injuries: ['nerve damage from an injection'],
      incidentDate: onDay('2021-11-01'),
      age: 15,
    });
    // The adult rule (2 years) ran out in 2023; eight years from the act is 2029-11-01, before
    // the earliest 22nd birthday (2032-11-22).
    expect(limitationOf(conclusions)).toMatchObject({
      rule: 'minor_medical_malpractice',
      date: '2029-11-01',
      status: 'open',
      pick: 'earlier',
    });
    expect(conclusions.route).toBe('pi_panel');
    expect(reviewCodes(conclusions)).toContain('minor');
  });

  it('a child hurt at 10, now 15, where the research has no tolling row: the adult date stands as an estimate and a person checks it today, never a refusal', () => {
    const conclusions = conclude({
      caseType: 'dog_bite',
      state: 'TX',
      atFaultParty: 'the neighbour who owns the dog',
      injuries: ['bite wounds to the arm'],
      incidentDate: onDay('2021-11-01'),
      age: 15,
    });
    expect(limitationOf(conclusions)).toMatchObject({
      date: '2023-11-01',
      status: 'expired',
      isUnverified: true,
      // A dog bite: the row is the general injury period, and a dog-bite law's may be shorter (decision 0343).
      assumptions: ['minor_tolling_not_in_data', 'dog_bite_law_not_in_data'],
    });
    expect(conclusions.route).toBe('pi_panel');
    expect(conclusions.eligibility.decision).toBe('needs_review');
    expect(reviewCodes(conclusions)).toEqual(expect.arrayContaining(['unverified_deadline_passed', 'minor']));
    expect(conclusions.routing.deadlineCheck).toBe(true);
  });
});

describe('a deadline that may have passed goes to a person, and the visitor is told so kindly', () => {
  const lapsed = (language: 'en' | 'es'): CaseRecord =>
    caseRecord({
      ...damages,
      caseType: 'auto',
      state: 'TN',
      atFaultParty: 'the driver who ran the light',
      injuries: ['broken collarbone'],
      incidentDate: onDay('2025-03-03'),
      language,
    });

  it('the rule’s conclusion waits for a person: urgent the same day, with the reason for the case manager', () => {
    // Tennessee: 1 year, so 2026-03-03 (verified data).
    const conclusions = conclude(lapsed('en'));
    expect(limitationOf(conclusions)).toMatchObject({ date: '2026-03-03', status: 'expired' });
    expect(conclusions.deadlines.isUrgent).toBe(true);
    expect(conclusions.routing.deadlineCheck).toBe(true);
    const reason = conclusions.routing.humanReview.find(
      (entry) => entry.code === 'deadline_passed_exception_possible',
    );
    expect(reason?.caseManagerNote).toContain('2026-03-03');
  });

  it('in English: the page, the PDF and the email say a person will look at the dates today and to sign nothing, never that it may have passed', async () => {
    const read = await everythingTheVisitorReads(lapsed('en'));
    expect(read).toContain('A person on our team will look at the dates for your claim today');
    expect(read).toContain('do not sign anything about this claim');
    expect(read).not.toMatch(/may (already )?have passed|has passed|seems to have passed|cannot refer/i);
    expect(read).not.toContain('March 3, 2026');
    // The value waits for the dates: not estimated yet, never $0 nor "no claim".
    expect(read).toContain('Not estimated yet: a person on our team will first look at the dates');
    expect(read).not.toMatch(/No injury claim to value|Estimated range: \$0/);
  });

  it('in Spanish: the same, in Spanish, and never that it may have expired', async () => {
    const read = await everythingTheVisitorReads(lapsed('es'));
    expect(read).toContain('una persona de nuestro equipo revisará las fechas de su reclamo');
    expect(read).toContain('no firme nada sobre este reclamo');
    expect(read).not.toMatch(
      /puede haber vencido|ya haya vencido|ya venció|parece que venció|no podemos referir/i,
    );
    expect(read).not.toContain('3 de marzo de 2026');
    expect(read).toContain(
      'Todavía sin estimar: hoy mismo una persona de nuestro equipo revisará primero las fechas',
    );
    expect(read).not.toContain('No hay reclamo por lesión que valorar');
  });

  it('a known action’s product with no date of finding given still goes to its panel, the passed incident date checked by a person', () => {
    const conclusions = conclude({
      caseType: 'product_liability',
      state: 'OH',
      product: 'a straightening relaxer used for years',
      injuries: ['uterine cancer'],
      incidentDate: onDay('2019-04-01'),
    });
    expect(limitationOf(conclusions)).toMatchObject({ date: '2021-04-01', status: 'expired' });
    expect(conclusions.route).toBe('mass_tort_panel');
    expect(conclusions.routing.massTort?.actionId).toBe('hair-relaxer');
    expect(conclusions.eligibility.decision).toBe('needs_review');
    expect(conclusions.routing.deadlineCheck).toBe(true);
  });
});
