import { describe, expect, it } from 'vitest';

import type { ReportRow } from '../../db/tables/reports.tables';

import { computeDeadlines } from './compute-deadlines';
import { estimateCaseValue } from './estimate-case-value';
import { renderReportHtml } from './render-report-html';
import { pdfSafe, renderReportPdf } from './render-report-pdf';
import { buildReportView } from './report-view';
import { californiaAutoRange, californiaAutoRecord, onDay, pdfText } from './testing/report-test-kit';

function view(fullName: string, record = californiaAutoRecord, reportDate = '2026-11-21') {
  const valuation = estimateCaseValue({ record, reportDate });
  const deadlines = computeDeadlines(record, reportDate);
  const report: ReportRow = {
    id: 'r1',
    case_id: 'c1',
    model_version: 1,
    value_low: valuation.value.low,
    value_likely: valuation.value.likely,
    value_high: valuation.value.high,
    valuation: JSON.stringify(valuation),
    deadlines: JSON.stringify(deadlines),
    is_urgent: 0,
    report_date: reportDate,
    created_at: `${reportDate}T00:00:00.000Z`,
  };
  return buildReportView({ report, record, fullName, decision: 'eligible', isMatched: true });
}

describe('report rendering', () => {
  it('escapes what the visitor typed and carries no script', () => {
    const html = renderReportHtml(view('<img src=x onerror=alert(1)> Lopez'));
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img');
    expect(html).not.toMatch(/<script/i);
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

  it('flags an expired deadline loudly on the page and in the PDF', async () => {
    const expired = view('Maria Lopez', {
      ...californiaAutoRecord,
      state: 'TN',
      incidentDate: onDay('2025-06-01'),
    });
    expect(renderReportHtml(expired)).toContain('may already have passed');
    const text = pdfText(await renderReportPdf(expired));
    expect(text).toContain('may already have passed');
    expect(text).toContain('2026-06-01');
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

  it('spells out characters the PDF font lacks', () => {
    expect(pdfSafe('low − 20 %, 33⅓ % ≤ ✓')).toBe('low - 20 %, 33 1/3 % <= ?');
  });
});
