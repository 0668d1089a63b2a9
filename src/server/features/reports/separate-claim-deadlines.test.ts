import { describe, expect, it } from 'vitest';

import type { CaseRecord } from '../../../contracts/case-record';
import type { Deadline } from '../../../contracts/conclusions';

import { composeReportEmail } from './compose-report-email';
import { computeDeadlines, workersCompDeadline } from './compute-deadlines';
import { renderReportHtml } from './render-report-html';
import { renderReportPdf } from './render-report-pdf';
import { researchDate, type RuleEntry } from './rules/rule-types';
import { workersCompClaimRules, type WorkersCompClaimValue } from './rules/workers-comp-claims.rules';
import { caseRecord, type CaseRecordInput, onDay, pdfText } from './testing/report-test-kit';
import { reportViewFor } from './testing/report-view-kit';
import { reportWords } from './words';

/**
 * Deadlines of a second claim beside the injury one (decisions 0343 and 0344): a dog-bite
 * law's own period and a workers' compensation claim's. The research gives neither figure
 * for any state, so the report says there is such a deadline, that it may come sooner, and
 * that an attorney (or the comp agency) confirms it; it never prints a period it has no
 * source for. The cases are written for this test.
 */
const today = '2026-11-21';
const damages: CaseRecordInput = {
  medicalBills: { total: 9_000, paid: [] },
  lostWages: { total: 2_000 },
  ownFaultPercent: 0,
  priorAttorney: false,
};
const english = reportWords('en');
const spanish = reportWords('es');
const byKind = (record: CaseRecord, kind: Deadline['kind']) =>
  computeDeadlines(record, today).deadlines.filter((deadline) => deadline.kind === kind);

/** What a visitor may read: the page, the PDF and the email, in one string, entities decoded. */
async function everythingTheVisitorReads(record: CaseRecord): Promise<string> {
  const { view } = reportViewFor(record, { reportDate: today });
  const email = composeReportEmail(view, {
    url: 'https://example.test/r/abc',
    expiresAt: '2027-02-19T00:00:00Z',
  });
  return [renderReportHtml(view), pdfText(await renderReportPdf(view)), email.text, email.html]
    .join('\n')
    .replaceAll('&#39;', "'")
    .replaceAll('&#x27;', "'");
}

describe('a dog bite: the general injury deadline, and a dog-bite law’s own that may come sooner (decision 0343)', () => {
  const bite = (fields: CaseRecordInput): CaseRecord =>
    caseRecord({
      ...damages,
      caseType: 'dog_bite',
      atFaultParty: 'the owner of the dog next door',
      injuries: ['bite wounds on the calf'],
      ...fields,
    });

  it('Arizona: the row is the 2-year negligence period with its citation, and says the earliest deadline may come sooner', () => {
    const [limitation] = byKind(bite({ state: 'AZ', incidentDate: onDay('2026-02-01') }), 'limitation');
    expect(limitation).toMatchObject({
      rule: 'personal_injury',
      date: '2028-02-01',
      citation: 'A.R.S. §12-542',
      assumptions: ['dog_bite_law_not_in_data'],
      isUnverified: false,
    });
    expect(limitation!.caseManagerNote).toContain('dog bite law not in data');
  });

  it('in English: the page, PDF and email name the shorter deadline that may apply, with no figure we have no source for', async () => {
    const read = await everythingTheVisitorReads(
      bite({ state: 'AZ', incidentDate: onDay('2026-03-14'), language: 'en' }),
    );
    expect(read).toContain('AZ: 2 years from the incident');
    expect(read).toContain('a claim under the dog-bite law itself has its own deadline, which can be shorter');
    expect(read).toContain('the earliest deadline that may apply could come before this date');
    expect(read).not.toMatch(/\b1 year\b/);
  });

  it('in Spanish: the same, in the pack’s words', async () => {
    const read = await everythingTheVisitorReads(
      bite({ state: 'AZ', incidentDate: onDay('2026-03-14'), language: 'es' }),
    );
    expect(read).toContain('ley sobre mordeduras de perro tiene su propio plazo, que puede ser más corto');
    expect(read).toContain('el plazo más temprano que podría aplicarse');
  });

  it('any state: the data has no dog-bite period anywhere, so a bite in New Mexico or Texas says it too', () => {
    for (const state of ['NM', 'TX']) {
      const [limitation] = byKind(bite({ state, incidentDate: onDay('2026-05-05') }), 'limitation');
      expect(english.deadline(limitation!, { incidentDate: undefined }).explanation).toContain(
        'dog-bite law itself has its own deadline',
      );
    }
  });

  it('not said of a car crash or a fall in Arizona, nor of a bite where the state is not known', () => {
    for (const caseType of ['auto', 'slip_fall'] as const) {
      const [limitation] = byKind(
        caseRecord({ ...damages, caseType, state: 'AZ', incidentDate: onDay('2026-02-01') }),
        'limitation',
      );
      expect(limitation!.assumptions).not.toContain('dog_bite_law_not_in_data');
      expect(english.deadline(limitation!, { incidentDate: undefined }).explanation).not.toContain('dog-bite');
    }
    const [undated] = byKind(bite({ incidentDate: onDay('2026-02-01') }), 'limitation');
    expect(undated).toMatchObject({ undatedReason: 'no_state', assumptions: [] });
  });
});

describe('a work injury: the comp claim’s own deadline beside the injury one (decision 0344)', () => {
  const work = (fields: CaseRecordInput): CaseRecord =>
    caseRecord({
      ...damages,
      caseType: 'workplace',
      employer: 'the stamping plant',
      injuries: ['crushed hand'],
      workersComp: true,
      ...fields,
    });
  const ohioCompOnly = (language: 'en' | 'es') =>
    work({ state: 'OH', incidentDate: onDay('2026-06-01'), thirdPartyInvolved: false, language });

  it('Ohio, comp only: the 2-year injury row stays, and a comp row follows it, undated for want of data', () => {
    const summary = computeDeadlines(ohioCompOnly('en'), today);
    expect(summary.deadlines.map((deadline) => deadline.kind)).toEqual(['limitation', 'workers_comp_claim']);
    expect(summary.deadlines[1]).toMatchObject({
      rule: 'workers_comp_claim',
      state: 'OH',
      status: 'unknown',
      undatedReason: 'no_rule_data',
      sourceUrls: [],
    });
    expect(summary.deadlines[1]!.caseManagerNote).toBe('workers comp claim (OH) · no date: no rule data');
    expect(summary).toMatchObject({ isExpired: false, isUnknown: false });
  });

  it('in English: the report lists the comp deadline and names it first where the visitor is sent to comp', async () => {
    const record = ohioCompOnly('en');
    const { view } = reportViewFor(record, { reportDate: today });
    expect(view.deadlines.map((deadline) => deadline.label)).toEqual([
      'Filing deadline (statute of limitations)',
      'Workers’ compensation claim deadline',
    ]);
    expect(view.deadlines[1]).toMatchObject({ date: null, status: 'Needs an attorney' });
    expect(view.notReferred?.deadlineToWatch).toBe(
      'Workers’ compensation claim: its deadline in OH is separate from the injury deadline and may come sooner. We have no data for it, so ask the state’s workers’ compensation agency or an attorney soon. Filing deadline (statute of limitations): about June 1, 2028 (an estimate; an attorney must confirm it).',
    );
    const read = await everythingTheVisitorReads(record);
    expect(read).toContain('We have no deadline data for it in OH');
    expect(read).toContain('within about 30 days');
  });

  it('in Spanish: the same row and the same note, in the pack’s words', async () => {
    const { view } = reportViewFor(ohioCompOnly('es'), { reportDate: today });
    expect(view.deadlines[1]!.label).toBe('Plazo para presentar el reclamo de compensación laboral');
    expect(view.deadlines[1]!.explanation).toContain('No tenemos datos de ese plazo en OH');
    expect(view.notReferred?.deadlineToWatch).toContain('Reclamo de compensación laboral: su plazo en OH');
  });

  it('comp beside an injury claim against someone else (Texas), and a work crash told as a car case, get the row too', () => {
    const thirdParty = work({
      state: 'TX',
      incidentDate: onDay('2026-04-10'),
      thirdPartyInvolved: true,
      thirdParty: 'the forklift maker',
    });
    expect(byKind(thirdParty, 'workers_comp_claim')).toHaveLength(1);
    const { conclusions } = reportViewFor(thirdParty, { reportDate: today });
    expect(conclusions.routing.route).toBe('pi_panel');
    const crash = caseRecord({
      ...damages,
      caseType: 'auto',
      secondaryCaseType: 'workplace',
      state: 'GA',
      incidentDate: onDay('2026-04-10'),
    });
    expect(byKind(crash, 'workers_comp_claim')).toHaveLength(1);
  });

  it('no comp row for a fall at a store, for an employer that carries no comp, nor for someone not working', () => {
    const fall = caseRecord({ ...damages, caseType: 'slip_fall', state: 'OH', incidentDate: onDay('2026-06-01') });
    expect(byKind(fall, 'workers_comp_claim')).toEqual([]);
    expect(byKind(work({ state: 'OH', employerHasComp: false }), 'workers_comp_claim')).toEqual([]);
    expect(byKind(work({ state: 'OH', workersComp: false }), 'workers_comp_claim')).toEqual([]);
  });

  it('the table holds no period: the research gives no state’s comp filing deadline, and none is invented', () => {
    expect(workersCompClaimRules).toEqual([]);
  });

  it('once the research gives a period, the row is dated from the entry with its source, and a passed one is urgent', () => {
    // A period written for this test in a state code that is none: not any state's law.
    const entry: RuleEntry<WorkersCompClaimValue> = {
      state: 'ZZ',
      value: { years: 1 },
      citation: 'Test Code §1',
      sourceUrls: ['https://example.org/test-statute'],
      confidence: 'sourced',
      effectiveFrom: null,
      effectiveTo: null,
      keyedOn: 'incident_date',
      verifiedOn: researchDate,
    };
    const record = work({ state: 'ZZ', incidentDate: onDay('2026-06-01') });
    const open = workersCompDeadline(record, { incident: '2026-06-01', today }, [entry]);
    expect(open).toMatchObject({ date: '2027-06-01', status: 'open', citation: 'Test Code §1', isUnverified: false });
    const words = english.deadline({ ...open, caseManagerNote: '' }, { incidentDate: undefined });
    expect(words.label).toBe('Workers’ compensation claim deadline');
    expect(words.explanation).toBe(
      'ZZ: a workers’ compensation claim must be filed within 1 year of the incident (June 1, 2026), apart from the injury deadline.',
    );
    expect(spanish.deadline({ ...open, caseManagerNote: '' }, { incidentDate: undefined }).explanation).toContain(
      'el reclamo de compensación laboral debe presentarse dentro de 1 año',
    );
    const passed = workersCompDeadline(record, { incident: '2025-06-01', today }, [entry]);
    expect(passed).toMatchObject({ date: '2026-06-01', status: 'expired' });
  });
});

describe('North Carolina malpractice as the research gives it: 3 years, 4 of repose, no foreign-object row (decision 0343)', () => {
  it('an object found three and a half years after surgery: the repose date has passed, and a person checks it today', () => {
    const record = caseRecord({
      ...damages,
      caseType: 'medical_malpractice',
      state: 'NC',
      provider: 'the surgical centre',
      injuries: ['infection from a clamp left inside'],
      incidentDate: onDay('2022-05-02'),
      discoveryDate: onDay('2025-11-03'),
    });
    const summary = computeDeadlines(record, today);
    const [limitation, repose] = summary.deadlines;
    expect(limitation).toMatchObject({ rule: 'medical_malpractice', date: '2026-05-02', isUnverified: true });
    expect(limitation!.assumptions).toContain('counted_from_discovery');
    expect(repose).toMatchObject({ kind: 'repose', date: '2026-05-02', status: 'expired' });
    const { view, conclusions } = reportViewFor(record, { reportDate: today });
    expect(conclusions.routing.deadlineCheck).toBe(true);
    expect(view.isDatesCheck).toBe(true);
  });
});
