import { describe, expect, it } from 'vitest';

import { composeReportEmail } from './compose-report-email';
import { renderReportHtml } from './render-report-html';
import { renderReportPdf } from './render-report-pdf';
import { caseRecord, type CaseRecordInput, onDay, pdfText } from './testing/report-test-kit';
import { reportViewFor } from './testing/report-view-kit';

/**
 * Issue 24, item 4: a value we cannot estimate yet reads as unknown on the page, in the PDF and
 * in the email, never as "$0" or a placeholder figure, and no breakdown row stands for a step
 * that had nothing to work on.
 */
const link = { url: 'https://caseintake.test/report/abc', expiresAt: '2026-12-21T00:00:00.000Z' };

const injured = (fields: CaseRecordInput) =>
  caseRecord({
    caseType: 'workplace',
    state: 'OH',
    incidentDate: onDay('2026-10-02'),
    ownFaultPercent: 0,
    priorAttorney: false,
    unknowns: ['medicalBills'],
    ...fields,
  });

const money = /\$\s?\d/;

async function everyOutput(fields: CaseRecordInput) {
  const { view } = reportViewFor(injured(fields), { reportDate: '2026-11-21', servedStates: ['OH'] });
  const html = renderReportHtml(view);
  const pdf = pdfText(await renderReportPdf(view));
  const email = composeReportEmail(view, link);
  return { view, html, pdf, email };
}

describe('a value not estimated yet', () => {
  it('says what it waits for on the page, in the PDF and in the email, and shows no $0', async () => {
    // Hurt at a warehouse by a contractor's forklift; nothing about money was given.
    const { view, html, pdf, email } = await everyOutput({
      injuries: ['crushed foot, two toes amputated'],
      treatment: { levels: ['ambulance', 'er', 'surgery'], status: 'ongoing' },
      thirdPartyInvolved: true,
    });
    expect(view.isValueUnmeasured).toBe(true);
    expect(view.rangeText).toMatch(/^Not estimated yet: we need your medical bills/);
    expect(view.steps).toEqual([]);
    // Nothing to break down: no empty table of steps either.
    expect(html).not.toContain('<th scope="col" role="columnheader">Step</th>');
    expect(html).toContain('Not estimated yet: we need your medical bills');
    // Read as a sentence, not set in the large type of a figure, and not introduced as a value.
    expect(html).toMatch(/<p class="range-unknown">Not estimated yet/);
    expect(html).not.toContain('<p class="range">');
    expect(html).not.toContain('here is what cases like yours');
    expect(html).not.toMatch(/\$0\b/);
    expect(pdf).toContain('Not estimated yet');
    expect(pdf).not.toMatch(/\$0\b/);
    expect(email.text).toContain('Not estimated yet: we need your medical bills');
    expect(email.html).toContain('Not estimated yet: we need your medical bills');
    expect(email.text).not.toMatch(/\$0\b/);
  });

  it('keeps the amounts given as rows and drops the rows built on the missing bills', async () => {
    const { view, html } = await everyOutput({
      injuries: ['bleeding on the brain after the fall'],
      treatment: { levels: ['hospital'], status: 'ongoing' },
      lostWages: { total: 2_400 },
      thirdPartyInvolved: true,
    });
    expect(view.isValueUnmeasured).toBe(true);
    expect(view.steps.map((step) => step.amount)).toEqual(['$2,400']);
    expect(html).not.toContain('×');
    expect(view.drivers).toEqual([]);
  });

  it('does not make a figure of a copay after an amputation: the bill total is still needed', async () => {
    const { view, email } = await everyOutput({
      injuries: ['lost two fingers in the saw'],
      treatment: { levels: ['er', 'surgery'], status: 'ongoing' },
      medicalBills: { paid: [{ payer: 'self', amount: 500 }] },
      thirdPartyInvolved: true,
    });
    expect(view.isValueUnmeasured).toBe(true);
    expect(view.rangeText).not.toMatch(money);
    expect(email.text).toContain('Not estimated yet');
  });

  it('still counts paid parts for a sprain, where they are most of the bill', async () => {
    const { view } = await everyOutput({
      injuries: ['sprained ankle'],
      treatment: { levels: ['urgent_care'], status: 'released' },
      medicalBills: { paid: [{ payer: 'self', amount: 900 }] },
      thirdPartyInvolved: true,
    });
    expect(view.isValueUnmeasured).toBe(false);
    expect(view.rangeText).toMatch(money);
  });
});

describe('a work injury with only the employer involved (decision 0092)', () => {
  // A cook burned by the employer's own fryer, nobody else involved: a comp claim.
  const compOnly = (language: 'en' | 'es') =>
    injured({
      language,
      injuries: ['second-degree burns on the forearm'],
      treatment: { levels: ['er'], status: 'released' },
      medicalBills: { total: 2_900, paid: [] },
      lostWages: { total: 1_100 },
      thirdPartyInvolved: false,
      unknowns: [],
    });

  async function outputsOf(language: 'en' | 'es') {
    const { view } = reportViewFor(compOnly(language), { reportDate: '2026-11-21', servedStates: ['OH'] });
    return {
      view,
      html: renderReportHtml(view),
      pdf: pdfText(await renderReportPdf(view)).replace(/\s+/g, ' '),
      email: composeReportEmail(view, link),
    };
  }

  it('in English: says comp benefits are handled by the comp panel, lists only the amounts given, no $0', async () => {
    const { view, html, pdf, email } = await outputsOf('en');
    expect(view.isValueUnmeasured).toBe(true);
    expect(view.rangeText).toMatch(/^Not valued here: .*workers' compensation claim/);
    expect(view.steps.map((step) => step.amount)).toEqual(['$2,900', '$1,100']);
    expect(pdf).toContain("set by your state's workers' compensation rules");
    // Nothing is said to widen a range there is not.
    expect(view.unknowns).toEqual([]);
    expect(email.text).toContain('Not valued here: a work injury with only your employer involved');
    expect(email.text).not.toContain('Estimated range');
    for (const text of [html, pdf, email.text, email.html]) {
      expect(text).not.toMatch(/\$0\b/);
      expect(text).not.toContain('No injury claim to value');
      expect(text).not.toContain('×');
    }
  });

  it('in Spanish: the same, in Spanish', async () => {
    const { view, html, pdf, email } = await outputsOf('es');
    expect(view.rangeText).toMatch(/^Sin valorar aquí: .*compensación laboral/);
    expect(pdf).toContain('reglas de compensación laboral de su estado');
    expect(email.text).toContain('Sin valorar aquí');
    expect(email.text).not.toContain('Rango estimado');
    for (const text of [html, pdf, email.text, email.html]) {
      expect(text).not.toMatch(/\$0\b/);
      expect(text).not.toContain('No hay reclamo por lesión que valorar');
    }
  });

  it('in Spanish, a value waiting for the bills is not introduced as a range either', async () => {
    const { view } = reportViewFor(
      injured({
        language: 'es',
        injuries: ['pierna rota, operada con clavos'],
        treatment: { levels: ['er', 'surgery'], status: 'ongoing' },
        thirdPartyInvolved: true,
      }),
      { reportDate: '2026-11-21', servedStates: ['OH'] },
    );
    const email = composeReportEmail(view, link);
    expect(email.text).toContain('Todavía sin estimar: necesitamos sus cuentas médicas');
    expect(email.text).not.toContain('Rango estimado');
    expect(email.text).not.toMatch(/\$0\b/);
  });
});
