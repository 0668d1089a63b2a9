import PDFDocument from 'pdfkit';

import { organization } from '../../../contracts/organization';

import type { ReportView } from './report-view';

/**
 * The PDF attached to the email: the same content as the page, in the same language, laid
 * out with pdfkit's built-in Helvetica (no font files to ship). Helvetica only has the WinAnsi
 * characters (Spanish accents and ñ, ¿ and ¡ among them), so a few typographic ones are
 * spelled out before drawing.
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
      Title: view.words.page.title,
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

  const { words } = view;
  const { page } = words;
  doc.font('Helvetica-Bold').fontSize(20).fillColor('#1d4ed8').text(pdfSafe(page.heading));
  paragraph(view.subtitle, '#4b5563');

  if (view.isUrgent) {
    doc.moveDown(0.6);
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .fillColor('#b91c1c')
      .text(pdfSafe(`${view.isExpired ? page.urgentPassed : page.urgentClose} ${page.urgentAdvice}`), {
        width,
      });
  }

  heading(page.rangeHeading);
  doc.font('Helvetica-Bold').fontSize(16).fillColor('#111827').text(pdfSafe(view.rangeText));
  if (!view.isValueUnmeasured)
    paragraph(`${page.afterFee(view.afterFeeText)} ${page.notAPromise}`, '#4b5563');
  if (view.drivers.length) {
    paragraph(page.driversHeading);
    for (const driver of view.drivers) bullet(driver);
  }

  // The chart: two bars on one scale, a tick at the likely figure (none without a value yet).
  if (!view.isValueUnmeasured) drawRangeChart();
  heading(page.howHeading);
  function drawRangeChart() {
    doc.moveDown(0.5);
    const top = doc.y;
    const left = doc.page.margins.left + 110;
    const span = width - 120;
    const max = Math.max(view.value.high, 1);
    const bar = (label: string, low: number, likely: number, high: number, y: number, color: string) => {
      doc
        .font('Helvetica')
        .fontSize(9)
        .fillColor('#374151')
        .text(pdfSafe(label), doc.page.margins.left, y + 4, { lineBreak: false });
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
        .text(pdfSafe(words.money(likely)), tick - 40, y + 21, {
          width: 80,
          align: 'center',
          lineBreak: false,
        });
    };
    bar(words.chart.value, view.value.low, view.value.likely, view.value.high, top, '#93c5fd');
    bar(
      words.chart.afterFee,
      view.afterFee.low,
      view.afterFee.likely,
      view.afterFee.high,
      top + 42,
      '#86efac',
    );
    doc.x = doc.page.margins.left;
    doc.y = top + 80;
  }

  for (const step of view.steps) {
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor('#111827')
      .text(pdfSafe(`${step.label}${step.isUnverified ? ` (${page.unverifiedTag})` : ''}: ${step.amount}`), {
        width,
      });
    paragraph(step.reason, '#374151');
    doc.moveDown(0.3);
  }
  if (view.unknowns.length) {
    heading(page.unknownsHeading);
    for (const unknown of view.unknowns) bullet(unknown);
  }
  for (const note of view.notes) bullet(note);

  heading(page.deadlinesHeading);
  for (const deadline of view.deadlines) {
    const when = deadline.date
      ? `${deadline.date}${deadline.when ? ` (${deadline.when})` : ''}`
      : page.notShown;
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor(deadline.isAlert ? '#b91c1c' : '#111827')
      .text(
        pdfSafe(
          `${deadline.label}${deadline.isUnverified ? ` (${page.unverifiedTag})` : ''}: ${when} · ${deadline.status}`,
        ),
        {
          width,
        },
      );
    paragraph(`${deadline.explanation}${deadline.citation ? ` (${deadline.citation})` : ''}`, '#374151');
    doc.moveDown(0.3);
  }

  heading(page.evidenceHeading);
  for (const item of view.evidence) bullet(item);
  heading(page.nextHeading);
  for (const reason of view.routeReasons) paragraph(reason);
  if (view.reviewNote) paragraph(view.reviewNote);
  doc.moveDown(0.3);
  for (const item of view.nextSteps) bullet(item);
  if (view.howAttorneyIsChosen) {
    doc.moveDown(0.3);
    paragraph(`${page.howChosenHeading}. ${view.howAttorneyIsChosen}`);
  }
  doc.moveDown(0.4);
  paragraph(words.matchingDisclosure, '#4b5563');

  if (view.notReferred) {
    heading(page.notReferredHeading);
    for (const reason of view.notReferred.reasons) bullet(reason);
    paragraph(page.stillFreeToChoose);
    for (const link of view.notReferred.help)
      bullet(`${link.label}: ${link.href}${link.isUnverified ? ` (${words.help.notYetChecked})` : ''}`);
    if (view.notReferred.deadlineToWatch)
      paragraph(`${page.deadlineToWatch} ${view.notReferred.deadlineToWatch}`);
  }

  heading(page.pleaseRead);
  for (const text of words.disclaimers) {
    paragraph(text, '#4b5563');
    doc.moveDown(0.3);
  }
  paragraph(words.contactLine, '#4b5563');

  doc.end();
  return done;
}
