import PDFDocument from 'pdfkit';

import { organization } from '../../../contracts/organization';

import { usd } from './estimate-case-value';
import { rangeText } from './render-report-html';
import { contactLine, disclaimers, matchingDisclosure } from './report-content';
import { valueDrivers } from './value-drivers';
import type { ReportView } from './report-view';

/**
 * The PDF attached to the email: the same content as the page, laid out with pdfkit's
 * built-in Helvetica (no font files to ship). Helvetica only has the WinAnsi characters,
 * so a few typographic ones are spelled out before drawing.
 */
const replacements: [RegExp, string][] = [
  [/−/g, '-'],
  [/⅓/g, ' 1/3'],
  [/≤/g, '<='],
  [/≥/g, '>='],
  [/→/g, '->'],
  [/[^ -~\u00a0-\u00ff\n\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]/g, '?'],
];
export function pdfSafe(text: string): string {
  return replacements.reduce((value, [pattern, replacement]) => value.replace(pattern, replacement), text);
}

export async function renderReportPdf(view: ReportView): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 54,
    info: {
      Title: 'Case value report',
      Author: organization.productName,
      CreationDate: new Date(`${view.reportDate}T00:00:00Z`),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 108;
  const heading = (text: string) => {
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).fillColor('#111827').text(pdfSafe(text));
    doc.moveDown(0.3).font('Helvetica').fontSize(10);
  };
  const paragraph = (text: string, color = '#111827') =>
    doc.font('Helvetica').fontSize(10).fillColor(color).text(pdfSafe(text), { width });
  const bullet = (text: string) =>
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor('#111827')
      .text(pdfSafe(`•  ${text}`), { width, indent: 0 });

  const { valuation, deadlines } = view;
  doc.font('Helvetica-Bold').fontSize(20).fillColor('#1d4ed8').text('Your case value report');
  paragraph(
    `${view.caseTypeLabel}${view.state ? ` in ${view.state}` : ''}${view.incidentDate ? ` on ${view.incidentDate}` : ''} · prepared ${view.reportDate}`,
    '#4b5563',
  );

  if (deadlines.isUrgent) {
    doc.moveDown(0.6);
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .fillColor('#b91c1c')
      .text(
        pdfSafe(
          `${deadlines.isExpired ? 'A deadline for your claim may already have passed.' : 'A deadline for your claim may be close.'} Speak with an attorney as soon as possible.`,
        ),
        { width },
      );
  }

  heading('Estimated range');
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .fillColor('#111827')
    .text(pdfSafe(rangeText(valuation.value)));
  paragraph(
    `After an illustrative attorney fee: ${rangeText(valuation.afterFee)}. An estimate, not a promise.`,
    '#4b5563',
  );
  const drivers = valueDrivers(valuation);
  if (drivers.length) {
    paragraph('What moved the likely figure most:');
    for (const driver of drivers) bullet(driver.text);
  }

  // The chart: two bars on one scale, a tick at the likely figure.
  doc.moveDown(0.5);
  const top = doc.y;
  const left = doc.page.margins.left + 110;
  const span = width - 120;
  const max = Math.max(valuation.value.high, 1);
  const bar = (label: string, low: number, likely: number, high: number, y: number, color: string) => {
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor('#374151')
      .text(label, doc.page.margins.left, y + 4, { lineBreak: false });
    doc.rect(left + (low / max) * span, y, Math.max(((high - low) / max) * span, 2), 16).fill(color);
    const tick = left + (likely / max) * span;
    doc
      .moveTo(tick, y - 3)
      .lineTo(tick, y + 19)
      .lineWidth(1.5)
      .stroke('#111827');
    doc
      .fillColor('#111827')
      .fontSize(8)
      .text(pdfSafe(usd(likely)), tick - 40, y + 21, { width: 80, align: 'center', lineBreak: false });
  };
  bar('Estimated value', valuation.value.low, valuation.value.likely, valuation.value.high, top, '#93c5fd');
  bar(
    'After attorney fee',
    valuation.afterFee.low,
    valuation.afterFee.likely,
    valuation.afterFee.high,
    top + 42,
    '#86efac',
  );
  doc.x = doc.page.margins.left;
  doc.y = top + 80;

  heading('How we got there');
  for (const step of valuation.steps) {
    const amount =
      step.kind === 'check'
        ? `(${usd(step.range.likely)}, not added)`
        : step.range.low === step.range.high
          ? usd(step.range.likely)
          : `${usd(step.range.low)} – ${usd(step.range.high)}`;
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor('#111827')
      .text(pdfSafe(`${step.label}${step.isUnverified ? ' (unverified)' : ''}: ${amount}`), { width });
    paragraph(step.reason, '#374151');
    doc.moveDown(0.3);
  }
  if (valuation.unknowns.length) {
    heading('What we did not know');
    for (const unknown of valuation.unknowns)
      bullet(`${unknown.label}${unknown.widensRange ? ' (widens the range)' : ''}`);
  }
  for (const note of valuation.notes) bullet(note);

  heading('Deadlines');
  for (const deadline of deadlines.deadlines) {
    const when = deadline.date
      ? `${deadline.date} (${deadline.daysLeft! < 0 ? `${-deadline.daysLeft!} days ago` : `about ${deadline.daysLeft} days from the report date`})`
      : 'not shown';
    const color = deadline.status === 'expired' || deadline.status === 'urgent' ? '#b91c1c' : '#111827';
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor(color)
      .text(pdfSafe(`${deadline.label}${deadline.isUnverified ? ' (unverified)' : ''}: ${when}`), { width });
    paragraph(`${deadline.explanation}${deadline.citation ? ` (${deadline.citation})` : ''}`, '#374151');
    doc.moveDown(0.3);
  }

  heading('What to keep and gather');
  for (const item of view.evidence) bullet(item);
  heading('What happens next');
  for (const item of view.nextSteps) bullet(item);
  doc.moveDown(0.4);
  paragraph(matchingDisclosure, '#4b5563');

  if (view.notReferred) {
    heading('Why we are not referring this case, and where to turn');
    for (const reason of view.notReferred.reasons) bullet(reason);
    paragraph('You can still speak with any attorney you choose. These public directories can help:');
    for (const link of view.notReferred.help) bullet(`${link.label}: ${link.href}`);
    if (view.notReferred.deadlineToWatch) paragraph(`Deadline to watch. ${view.notReferred.deadlineToWatch}`);
  }

  heading('Please read');
  for (const text of disclaimers) {
    paragraph(text, '#4b5563');
    doc.moveDown(0.3);
  }
  paragraph(contactLine, '#4b5563');

  doc.end();
  return done;
}
