import PDFDocument from 'pdfkit';

import type { Range } from '../../../contracts/conclusions';
import { organization } from '../../../contracts/organization';

import { axisTop, shortUsd } from './render-report-html';
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
    // Kept in memory until the end, so every page can be numbered "Page n of N".
    bufferPages: true,
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

  if (view.isDatesCheck || view.isUrgent) {
    doc.moveDown(0.6);
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .fillColor('#b91c1c')
      .text(pdfSafe(urgentBanner(view)), {
        width,
      });
  }

  heading(page.rangeHeading);
  // A figure is set large; a sentence saying why there is none is read as a sentence.
  if (view.isValueUnmeasured) paragraph(view.rangeText, '#111827');
  else doc.font('Helvetica-Bold').fontSize(16).fillColor('#111827').text(pdfSafe(view.rangeText));
  if (!view.isValueUnmeasured)
    paragraph(`${page.afterFee(view.afterFeeText)} ${page.notAPromise}`, '#4b5563');
  if (view.drivers.length) {
    paragraph(page.driversHeading);
    for (const driver of view.drivers) bullet(driver);
  }

  // The chart (none without a value yet): two bars on one dollar axis with its amounts, each
  // bar's low, likely and high written under it, and a legend (issue 28).
  if (!view.isValueUnmeasured) drawRangeChart(doc, view, width);
  heading(page.howHeading);

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

  drawPageFurniture(doc, view);
  doc.end();
  return done;
}

const ink = '#111827';
const muted = '#4b5563';
const valueFill = '#93c5fd';
const afterFeeFill = '#86efac';

/** lucide's "scale", the site's logo, as PDF paths (a 24-unit box, scaled). */
const logoPaths = [
  'M12 3v18',
  'm19 8 3 8a5 5 0 0 1-6 0zV7',
  'M3 7h1a17 17 0 0 0 8-2 17 17 0 0 0 8 2h1',
  'm5 8 3 8a5 5 0 0 1-6 0zV7',
  'M7 21h10',
];

function drawLogo(doc: PDFKit.PDFDocument, x: number, y: number, size: number) {
  doc.save();
  doc.translate(x, y).scale(size / 24);
  doc.lineWidth(2).lineCap('round').lineJoin('round').strokeColor('#1e40af');
  for (const path of logoPaths) doc.path(path).stroke();
  doc.restore();
}

/** Every page: the logo and name at the top, "Page n of N" at the foot. */
function drawPageFurniture(doc: PDFKit.PDFDocument, view: ReportView) {
  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index += 1) {
    doc.switchToPage(range.start + index);
    const { width, height, margins } = doc.page;
    // Writing inside the margins must not start a new page.
    const bottom = margins.bottom;
    doc.page.margins.bottom = 0;
    drawLogo(doc, margins.left, 20, 16);
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor(ink)
      .text(organization.productName, margins.left + 22, 23, { lineBreak: false });
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(muted)
      .text(pdfSafe(view.words.page.title), margins.left, 25, {
        width: width - margins.left - margins.right,
        align: 'right',
        lineBreak: false,
      });
    doc
      .moveTo(margins.left, 42)
      .lineTo(width - margins.right, 42)
      .lineWidth(0.5)
      .strokeColor('#d1d5db')
      .stroke();
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(muted)
      .text(pdfSafe(view.words.page.pageOf(index + 1, range.count)), margins.left, height - 36, {
        width: width - margins.left - margins.right,
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
}

/**
 * The range chart: a dollar axis with ticks at quarters of a round top (the page's `axisTop`),
 * light grid lines, two bars from low to high with a dark mark at the likely figure and
 * "low · likely · high" under each, and a legend below the axis.
 */
function drawRangeChart(doc: PDFKit.PDFDocument, view: ReportView, width: number) {
  const { words } = view;
  const { chart } = words;
  doc.moveDown(0.6);
  const left = doc.page.margins.left;
  const plotLeft = left + 104;
  const span = width - 104 - 16;
  const top = axisTop(view.value.high);
  const x = (amount: number) => plotLeft + (Math.min(Math.max(amount, 0), top) / top) * span;
  const barHeight = 16;
  const rowGap = 46;
  const needed = 2 * rowGap + 70;
  if (doc.y + needed > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const y0 = doc.y + 4;
  const axisY = y0 + 2 * rowGap;

  // Grid and axis with its amounts.
  for (const share of [0, 0.25, 0.5, 0.75, 1]) {
    const tickX = x(share * top);
    doc
      .moveTo(tickX, y0 - 4)
      .lineTo(tickX, axisY)
      .lineWidth(0.5)
      .strokeColor('#e5e7eb')
      .stroke();
    doc
      .moveTo(tickX, axisY)
      .lineTo(tickX, axisY + 4)
      .lineWidth(0.75)
      .strokeColor('#6b7280')
      .stroke();
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(ink)
      .text(pdfSafe(shortUsd(share * top)), tickX - 30, axisY + 7, {
        width: 60,
        align: 'center',
        lineBreak: false,
      });
  }
  doc
    .moveTo(plotLeft, axisY)
    .lineTo(plotLeft + span, axisY)
    .lineWidth(0.75)
    .strokeColor('#6b7280')
    .stroke();

  const bar = (label: string, range: Range, y: number, fill: string) => {
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor('#374151')
      .text(pdfSafe(label), left, y + 4, {
        width: 100,
        lineBreak: false,
      });
    doc.rect(x(range.low), y, Math.max(x(range.high) - x(range.low), 2), barHeight).fill(fill);
    const mark = x(range.likely);
    doc
      .moveTo(mark, y - 3)
      .lineTo(mark, y + barHeight + 3)
      .lineWidth(2)
      .strokeColor(ink)
      .stroke();
    const caption = `${chart.low} ${shortUsd(range.low)}  ·  ${chart.likely} ${shortUsd(range.likely)}  ·  ${chart.high} ${shortUsd(range.high)}`;
    const middle = Math.min(
      Math.max((x(range.low) + x(range.high)) / 2, plotLeft + 110),
      plotLeft + span - 110,
    );
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(ink)
      .text(pdfSafe(caption), middle - 110, y + barHeight + 5, {
        width: 220,
        align: 'center',
        lineBreak: false,
      });
  };
  bar(chart.value, view.value, y0, valueFill);
  bar(chart.afterFee, view.afterFee, y0 + rowGap, afterFeeFill);

  // Legend: the two bars' colours and the likely mark, then what the axis counts.
  const legendY = axisY + 24;
  let legendX = plotLeft;
  const swatch = (fill: string, text: string) => {
    doc.rect(legendX, legendY, 10, 10).fill(fill);
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(ink)
      .text(pdfSafe(text), legendX + 14, legendY + 1, { lineBreak: false });
    legendX += 14 + doc.widthOfString(pdfSafe(text)) + 16;
  };
  swatch(valueFill, chart.value);
  swatch(afterFeeFill, chart.afterFee);
  doc
    .moveTo(legendX + 4, legendY - 1)
    .lineTo(legendX + 4, legendY + 11)
    .lineWidth(2)
    .strokeColor(ink)
    .stroke();
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(ink)
    .text(pdfSafe(chart.likelyMark), legendX + 12, legendY + 1, {
      lineBreak: false,
    });
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(muted)
    .text(pdfSafe(chart.axis), plotLeft, legendY + 16, { width: span, lineBreak: false });
  doc.x = left;
  doc.y = legendY + 34;
}

/** A date a person checks today, or a deadline that may be close: the banner's words. */
function urgentBanner(view: ReportView): string {
  const { page } = view.words;
  return view.isDatesCheck
    ? `${page.datesCheck} ${page.signNothing}`
    : `${page.urgentClose} ${page.urgentAdvice}`;
}
