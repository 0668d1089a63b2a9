import { describe, expect, it } from 'vitest';

import { axisTop, escapeHtml, renderReportHtml } from './render-report-html';
import { pdfSafe, renderReportPdf } from './render-report-pdf';
import {
  caseRecord,
  californiaAutoRange,
  californiaAutoRecord,
  onDay,
  pdfText,
} from './testing/report-test-kit';
import { reportViewFor } from './testing/report-view-kit';

function view(fullName: string, record = californiaAutoRecord, reportDate = '2026-11-21') {
  return reportViewFor(record, { fullName, reportDate, servedStates: ['CA', 'TN', 'IL'] }).view;
}

describe('report rendering', () => {
  it('carries no markup or script from what the visitor typed: a name that is not a name is not used', () => {
    const html = renderReportHtml(view('<img src=x onerror=alert(1)> Lopez'));
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('onerror');
    expect(html).not.toMatch(/<script/i);
    expect(escapeHtml('<b onclick="x">\'&')).toBe('&lt;b onclick=&quot;x&quot;&gt;&#39;&amp;');
    expect(html).toContain(californiaAutoRange);
  });

  it('shows the checklist for the case type, the next step for a match and the disclaimers', () => {
    const html = renderReportHtml(view('Maria Lopez'));
    expect(html).toContain('police or crash report number');
    expect(html).toContain('within 24–48 hours');
    expect(html).toContain('not legal advice');
    expect(html).toContain('not a guarantee');
    expect(html).toContain('Maria,'); // first name only
    expect(html).not.toContain('Lopez');
  });

  it('flags an expired deadline loudly as a person checking the dates today, never as passed (decision 0090)', async () => {
    const expired = view('Maria Lopez', {
      ...californiaAutoRecord,
      state: 'TN',
      incidentDate: onDay('2025-06-01'),
    });
    const html = renderReportHtml(expired);
    expect(html).toContain('<p class="banner" role="alert">A person on our team will look at the dates');
    expect(html).toContain('please do not sign anything about this claim');
    const text = pdfText(await renderReportPdf(expired));
    expect(text).toContain('A person on our team will look at the dates for your claim today');
    for (const shown of [html, text]) {
      expect(shown).not.toMatch(/may (already )?have passed|has passed|not referred|cannot refer/i);
      expect(shown).not.toContain('June 1, 2026');
    }
  });

  it('names a rule not re-checked for over a year as unverified on the page and in the PDF', async () => {
    const later = view(
      'Maria Lopez',
      { ...californiaAutoRecord, incidentDate: onDay('2028-10-01') },
      '2028-11-21',
    );
    expect(renderReportHtml(later)).toContain('<span class="tag">unverified</span>');
    expect(pdfText(await renderReportPdf(later))).toContain('(unverified)');
    expect(renderReportHtml(view('Maria Lopez'))).not.toContain('<span class="tag">unverified</span>');
  });

  it('tells a matched visitor how an attorney is chosen, in one sentence, and where the office is', async () => {
    const matched = reportViewFor(californiaAutoRecord, { matchedOffice: 'Fresno County, CA' }).view;
    const html = renderReportHtml(matched);
    expect(html).toContain(
      '<strong>How we choose an attorney.</strong> Among participating attorneys licensed in your state who take your type of case and have room for it, the case goes to the one with the lightest load for their capacity; we never rank by payment or ratings.',
    );
    expect(html).toContain('The attorney we matched you with has an office in Fresno County, CA.');
    expect(pdfText(await renderReportPdf(matched))).toContain('How we choose an attorney.');
  });

  it('spells out characters the PDF font lacks', () => {
    expect(pdfSafe('low − 20 %, 33⅓ % ≤ ✓')).toBe('low - 20 %, 33 1/3 % <= ?');
  });

  it('belongs to the site: header and footer links, the favicon, a print stylesheet', () => {
    const html = renderReportHtml(view('Maria Lopez'));
    expect(html).toContain('<link rel="icon" href="/favicon.svg"');
    for (const href of ['/', '/how-it-works', '/faq', '/contact', '/privacy-policy', '/terms'])
      expect(html).toContain(`href="${href}"`);
    expect(html).toContain('@media print');
  });

  it('wears the site chrome as landmarks, and its tables stack into rows on a phone', () => {
    const html = renderReportHtml(view('Maria Lopez'));
    expect(html).toMatch(/<header class="site-header">[\s\S]*<svg aria-hidden="true"[\s\S]*Case Intake<\/a>/);
    expect(html).toContain('<main id="main">');
    expect(html).toContain('<footer class="site-footer">');
    expect(html).toContain('<table class="stack" role="table">');
    expect(html).toMatch(/@media \(max-width: 600px\)[\s\S]*table\.stack tr \{ display:grid/);
  });

  it('rounds the after-fee figures to whole hundreds, as every figure a visitor reads', () => {
    const shown = view(
      'Maria Lopez',
      caseRecord({ ...californiaAutoRecord, medicalBills: { total: 10_250, paid: [] } }),
    );
    for (const amount of [shown.afterFee.low, shown.afterFee.likely, shown.afterFee.high])
      expect(amount % 100).toBe(0);
    expect(shown.steps.find((step) => step.label.startsWith('Attorney fee'))?.amount).toMatch(
      /^\$[\d,]+00 – \$[\d,]+00$/,
    );
  });

  it('numbers the PDF pages under the logo and name, and gives its chart an axis, labels and a legend', async () => {
    const text = pdfText(await renderReportPdf(view('Maria Lopez')));
    expect(text).toMatch(/Page 1 of [2-9]/);
    expect(text.match(/Case Intake/g)?.length).toBeGreaterThanOrEqual(2);
    for (const words of ['$0', '$10k', '$40k', 'low $29k', 'likely $33.5k', 'high $38.5k', 'likely figure'])
      expect(text).toContain(words);
  });

  it('draws the range on a labelled dollar axis with low, likely and high marks', () => {
    // $29,000 – $38,500 (likely $33,500): the axis runs to $40k in quarters
    const html = renderReportHtml(view('Maria Lopez'));
    for (const tick of ['$0', '$10k', '$20k', '$30k', '$40k']) expect(html).toContain(`>${tick}</text>`);
    for (const mark of ['low $29k', 'likely $33.5k', 'high $38.5k'])
      expect(html).toContain(`>${mark}</tspan>`);
    expect(axisTop(38_500)).toBe(40_000);
    expect(axisTop(51_500)).toBe(60_000);
    expect(axisTop(440_000)).toBe(500_000);
    expect(axisTop(2_500)).toBe(3_000);
  });

  it("explains a case it does not refer and where to turn, on the page and in the PDF (workers' comp only)", async () => {
    const comp = caseRecord({
      caseType: 'workplace',
      state: 'IL',
      incidentDate: onDay('2026-05-28'),
      injuries: ['herniated disc'],
      medicalBills: { total: 18_500, paid: [] },
      workersComp: true,
      thirdPartyInvolved: false,
      priorAttorney: false,
      ownFaultPercent: 0,
    });
    const notReferred = view('Ana Ruiz', comp);
    const html = renderReportHtml(notReferred);
    expect(html).toContain('Why we are not referring this case, and where to turn');
    expect(html).toContain('no one outside your employer was involved');
    expect(html).toContain('href="https://www.dol.gov/agencies/owcp/wc"');
    // The state's own agency and bar, each shown as general knowledge we have not checked (decision 0028)
    expect(html).toContain(
      '<a href="https://iwcc.il.gov" rel="noopener nofollow">Illinois Workers&#39; Compensation Commission: your state&#39;s workers&#39; compensation agency</a> <span class="tag">address from general knowledge, not yet checked by us</span>',
    );
    expect(html).toContain('Illinois State Bar Association: lawyer referral in your state');
    expect(html).toContain('Deadline to watch.');
    const text = pdfText(await renderReportPdf(notReferred));
    expect(text).toContain('Why we are not referring this case');
    expect(text).toContain('americanbar.org');
    expect(text).toMatch(
      /https:\/\/iwcc\.il\.gov\s+\(address from general knowledge, not yet checked by us\)/,
    );
    expect(renderReportHtml(view('Maria Lopez'))).not.toContain('Why we are not referring');
  });

  it('does not call a surgery with unknown bills worth $0: the value waits for the bills and a person reviews it', async () => {
    // The pedestrian of the messy phone trial: tibia and fibula repaired, bills not sent yet.
    const pedestrian = caseRecord({
      caseType: 'auto',
      role: 'pedestrian',
      state: 'TX',
      incidentDate: onDay('2026-11-24'),
      injuries: ['tibia and fibula both broke'],
      treatment: { levels: ['ambulance', 'er', 'surgery'], status: 'ongoing' },
      unknowns: ['medicalBills', 'lostWages'],
      ownFaultPercent: 0,
      priorAttorney: false,
      otherPartyInsurer: 'State Farm',
    });
    const { view: page, conclusions } = reportViewFor(pedestrian, {
      fullName: 'Maria Gonzalez',
      reportDate: '2026-11-25',
      servedStates: ['TX'],
    });
    expect(conclusions.eligibility.decision).toBe('needs_review');
    expect(conclusions.eligibility.checks.find((check) => check.code === 'value_above_floor')?.result).toBe(
      'unknown',
    );
    expect(page.isValueUnmeasured).toBe(true);
    expect(page.rangeText).toMatch(/^Not estimated yet: we need your medical bills/);
    const html = renderReportHtml(page);
    expect(html).not.toContain('Why we are not referring');
    expect(html).not.toContain('<svg role="img"');
    const text = pdfText(await renderReportPdf(page));
    expect(text).toContain('Not estimated yet');

    // Her pay and the time off her doctor expects are counted and shown ($22 an hour over
    // about 90 days off, five working days in seven, 8 hours a day), but a few weeks' pay is
    // not what a repaired leg is worth: without the bills the value still waits.
    const withPay = caseRecord({
      ...pedestrian,
      unknowns: ['medicalBills'],
      lostWages: { total: 126, daysMissed: 1, rate: { amount: 22, per: 'hour' }, expectedDaysOff: 90 },
    });
    const counted = reportViewFor(withPay, { reportDate: '2026-11-25', servedStates: ['TX'] }).view;
    expect(counted.steps).toContainEqual(
      expect.objectContaining({ label: 'Pay still to be lost', amount: '$11,314' }),
    );
    expect(counted.isValueUnmeasured).toBe(true);
    expect(counted.drivers).toEqual([]);
    // With the bills, the figure is worked out as usual.
    const withBills = caseRecord({ ...withPay, unknowns: [], medicalBills: { total: 48_000, paid: [] } });
    const valued = reportViewFor(withBills, { reportDate: '2026-11-25', servedStates: ['TX'] }).view;
    expect(valued.isValueUnmeasured).toBe(false);
    expect(valued.rangeText).toMatch(/^\$[\d,]+ – \$[\d,]+ \(likely \$[\d,]+\)$/);
  });
});
