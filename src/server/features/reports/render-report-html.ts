import { organization } from '../../../contracts/organization';
import type { Range } from '../../../contracts/conclusions';
import { paths } from '../../../contracts/site-paths';
import { escapeHtml } from '../../http/html';

import type { ReportView, ShownDeadline } from './report-view';
import { reportWords, type ReportWords } from './words';

/**
 * The report page: a standalone HTML document with its own CSS and an inline SVG chart, in
 * the case's language. The CSP forbids inline scripts, so there are none; inline styles are
 * allowed. Every visitor-derived string goes through escapeHtml (ASVS 1.2.1).
 */
export { escapeHtml };

/** The English range text ("$29,000 – $38,500 (likely $33,500)"), as tests and the console expect it. */
export const rangeText = reportWords('en').rangeText;

/** A round top for the axis: 1, 2, 2.5 or 5 times a power of ten, at or above the amount. */
export function axisTop(amount: number): number {
  if (amount <= 0) return 1000;
  const power = 10 ** Math.floor(Math.log10(amount));
  const step = [1, 2, 2.5, 5, 10].find((candidate) => candidate * power >= amount)!;
  return step * power;
}

const shortUsd = (amount: number): string =>
  amount >= 1_000_000
    ? `$${Number((amount / 1_000_000).toFixed(2))}M`
    : amount >= 1000
      ? `$${Number((amount / 1000).toFixed(1))}k`
      : `$${amount}`;

/**
 * Two horizontal bars on one labelled dollar axis: the estimated value and the illustrative
 * amount after the fee, each with its low and high ends and a mark at the likely figure.
 */
export function renderRangeChart(value: Range, afterFee: Range, words: ReportWords): string {
  const width = 420;
  const left = 112;
  const right = 24;
  const span = width - left - right;
  const top = axisTop(value.high);
  const x = (amount: number) => left + (Math.min(amount, top) / top) * span;
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((share) => share * top);
  const axisY = 140;
  const axis =
    `<line x1="${left}" x2="${left + span}" y1="${axisY}" y2="${axisY}" stroke="#6b7280"/>` +
    ticks
      .map(
        (tick) =>
          `<line x1="${x(tick).toFixed(1)}" x2="${x(tick).toFixed(1)}" y1="${axisY}" y2="${axisY + 5}" stroke="#6b7280"/>` +
          `<line x1="${x(tick).toFixed(1)}" x2="${x(tick).toFixed(1)}" y1="4" y2="${axisY}" stroke="#e5e7eb"/>` +
          `<text x="${x(tick).toFixed(1)}" y="${axisY + 19}" text-anchor="middle" class="value">${escapeHtml(shortUsd(tick))}</text>`,
      )
      .join('') +
    `<text x="${left + span / 2}" y="${axisY + 38}" text-anchor="middle" class="label">${escapeHtml(words.chart.axis)}</text>`;
  // The low–high words sit under the bar's middle, kept inside the plot so they never clip.
  const clampedMiddle = (range: Range) =>
    Math.min(Math.max((x(range.low) + x(range.high)) / 2, left + 70), left + span - 70);
  const row = (label: string, range: Range, y: number, fill: string) => {
    const barWidth = Math.max(x(range.high) - x(range.low), 2);
    return (
      `<text x="0" y="${y + 16}" class="label">${escapeHtml(label)}</text>` +
      `<rect x="${x(range.low).toFixed(1)}" y="${y}" width="${barWidth.toFixed(1)}" height="22" rx="4" fill="${fill}"/>` +
      `<line x1="${x(range.likely).toFixed(1)}" x2="${x(range.likely).toFixed(1)}" y1="${y - 3}" y2="${y + 25}" stroke="#111827" stroke-width="2.5"/>` +
      `<text x="${clampedMiddle(range).toFixed(1)}" y="${y + 40}" text-anchor="middle" class="value">` +
      `<tspan>${escapeHtml(words.chart.low)} ${escapeHtml(shortUsd(range.low))}</tspan> · <tspan font-weight="700">${escapeHtml(words.chart.likely)} ${escapeHtml(shortUsd(range.likely))}</tspan> · <tspan>${escapeHtml(words.chart.high)} ${escapeHtml(shortUsd(range.high))}</tspan></text>`
    );
  };
  return (
    `<svg role="img" aria-labelledby="chart-title" viewBox="0 0 ${width} ${axisY + 46}" width="100%" xmlns="http://www.w3.org/2000/svg">` +
    `<title id="chart-title">${escapeHtml(words.chart.title(words.rangeText(value), words.rangeText(afterFee)))}</title>` +
    axis +
    row(words.chart.value, value, 14, '#93c5fd') +
    row(words.chart.afterFee, afterFee, 76, '#86efac') +
    '</svg>'
  );
}

function deadlineRow(deadline: ShownDeadline, words: ReportWords): string {
  const when = deadline.date
    ? `${escapeHtml(deadline.date)}${deadline.when ? `<br><span class="muted">${escapeHtml(deadline.when)}</span>` : ''}`
    : `<span class="muted">${escapeHtml(words.page.notShown)}</span>`;
  const flag = deadline.isAlert ? ' class="alert"' : '';
  return (
    `<tr${flag}><th scope="row">${escapeHtml(deadline.label)}${deadline.isUnverified ? ` <span class="tag">${escapeHtml(words.page.unverifiedTag)}</span>` : ''}</th>` +
    `<td>${when}</td><td><strong>${escapeHtml(deadline.status)}</strong><br>${escapeHtml(deadline.explanation)}` +
    `${deadline.citation ? ` <span class="muted">(${escapeHtml(deadline.citation)})</span>` : ''}</td></tr>`
  );
}

const css = `
:root { color-scheme: light; --ink:#111827; --muted:#4b5563; --line:#e5e7eb; --accent:#1d4ed8; --alert:#b91c1c; }
* { box-sizing: border-box; }
body { margin:0; font: 16px/1.55 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background:#f9fafb; }
main { max-width: 760px; margin: 0 auto; padding: 24px 16px 48px; }
header { border-bottom: 3px solid var(--accent); margin-bottom: 24px; }
h1 { font-size: 1.6rem; margin: 0 0 4px; } h2 { font-size: 1.2rem; margin: 32px 0 8px; } section > h2:first-child { margin-top: 0; }
section { background:#fff; border:1px solid var(--line); border-radius:8px; padding: 16px 20px; margin-bottom: 16px; }
.range { font-size: 1.5rem; font-weight: 700; margin: 4px 0 12px; }
.muted { color: var(--muted); font-size: .9rem; }
.label { font: 13px system-ui, sans-serif; fill: #374151; } .value { font: 12px system-ui, sans-serif; fill: #111827; }
table { width:100%; border-collapse: collapse; } th, td { text-align:left; vertical-align: top; padding: 8px 6px; border-top:1px solid var(--line); }
td.num { text-align:right; white-space: nowrap; font-variant-numeric: tabular-nums; }
@media (max-width: 480px) { td.num { white-space: normal; } th, td { padding: 6px 4px; } section { padding: 12px 12px; } }
tr.alert th, tr.alert td { color: var(--alert); }
.banner { border:2px solid var(--alert); color: var(--alert); background:#fef2f2; border-radius:8px; padding: 12px 16px; font-weight:600; }
.tag { display:inline-block; font-size:.75rem; border:1px solid #d97706; color:#92400e; border-radius:4px; padding:0 4px; }
ul { padding-left: 1.2rem; } footer { margin-top: 32px; }
.site-header { background:#fff; border-bottom:1px solid var(--line); }
.site-header div, .site-footer div { max-width: 760px; margin: 0 auto; padding: 12px 16px; display:flex; flex-wrap:wrap; gap: 8px 20px; align-items:center; justify-content:space-between; }
.site-header a, .site-footer a { color: var(--accent); } .brand { font-weight:700; text-decoration:none; color: var(--ink) !important; }
.site-header nav, .site-footer nav { display:flex; flex-wrap:wrap; gap: 4px 16px; font-size:.95rem; }
.site-footer { border-top:1px solid var(--line); background:#fff; }
a:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
@media print {
  body { background:#fff; font-size: 11pt; } main { max-width:none; padding:0; }
  .site-header nav, .site-footer nav { display:none; }
  section { break-inside: avoid; border-color:#9ca3af; }
  .banner { background:#fff; }
  a[href^="http"]::after { content: " (" attr(href) ")"; font-size: .8em; color: var(--muted); }
}
`;

const list = (items: string[]) => `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;

export function renderReportHtml(view: ReportView): string {
  const { words } = view;
  const { page } = words;
  const stepRows = view.steps
    .map(
      (step) =>
        `<tr><th scope="row">${escapeHtml(step.label)}${step.isUnverified ? ` <span class="tag">${escapeHtml(page.unverifiedTag)}</span>` : ''}</th>` +
        `<td>${escapeHtml(step.reason)}</td><td class="num">${escapeHtml(step.amount)}</td></tr>`,
    )
    .join('');
  const urgent = view.isUrgent
    ? `<p class="banner" role="alert">${escapeHtml(view.isExpired ? page.urgentPassed : page.urgentClose)} ${escapeHtml(page.urgentAdvice)}</p>`
    : '';
  const unknowns = view.unknowns.length
    ? `<h2>${escapeHtml(page.unknownsHeading)}</h2>${list(view.unknowns)}`
    : '';

  return `<!doctype html>
<html lang="${view.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(page.title)} | ${escapeHtml(organization.productName)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${css}</style>
</head>
<body>
${siteHeader(words)}
<main id="main">
<header>
<h1>${escapeHtml(page.heading)}</h1>
<p class="muted">${escapeHtml(view.subtitle)}</p>
</header>
${urgent}
<section aria-labelledby="value-heading">
<h2 id="value-heading">${escapeHtml(page.rangeHeading)}</h2>
${view.greetingName ? `<p>${escapeHtml(page.greeting(view.greetingName))}</p>` : ''}
<p class="range">${escapeHtml(view.rangeText)}</p>
${view.isValueUnmeasured ? '' : `<p class="muted">${escapeHtml(page.afterFee(view.afterFeeText))} ${escapeHtml(page.notAPromise)}</p>`}
${view.drivers.length ? `<p><strong>${escapeHtml(page.driversHeading)}</strong></p>${list(view.drivers)}` : ''}
${view.isValueUnmeasured ? '' : renderRangeChart(view.value, view.afterFee, words)}
</section>
<section aria-labelledby="how-heading">
<h2 id="how-heading">${escapeHtml(page.howHeading)}</h2>
<table><thead><tr><th scope="col">${escapeHtml(page.columns.step)}</th><th scope="col">${escapeHtml(page.columns.why)}</th><th scope="col">${escapeHtml(page.columns.amount)}</th></tr></thead><tbody>${stepRows}</tbody></table>
${unknowns}
${view.notes.length ? list(view.notes) : ''}
</section>
<section aria-labelledby="deadline-heading">
<h2 id="deadline-heading">${escapeHtml(page.deadlinesHeading)}</h2>
<table><tbody>${view.deadlines.map((deadline) => deadlineRow(deadline, words)).join('')}</tbody></table>
</section>
<section aria-labelledby="evidence-heading">
<h2 id="evidence-heading">${escapeHtml(page.evidenceHeading)}</h2>
${list(view.evidence)}
</section>
<section aria-labelledby="next-heading">
<h2 id="next-heading">${escapeHtml(page.nextHeading)}</h2>
${view.routeReasons.map((reason) => `<p>${escapeHtml(reason)}</p>`).join('\n')}
${view.reviewNote ? `<p><strong>${escapeHtml(view.reviewNote)}</strong></p>` : ''}
${list(view.nextSteps)}
${view.howAttorneyIsChosen ? `<p><strong>${escapeHtml(page.howChosenHeading)}.</strong> ${escapeHtml(view.howAttorneyIsChosen)}</p>` : ''}
<p class="muted">${escapeHtml(words.matchingDisclosure)}</p>
</section>
${notReferredSection(view)}
<footer>
${words.disclaimers.map((text) => `<p class="muted">${escapeHtml(text)}</p>`).join('\n')}
<p class="muted">${escapeHtml(words.contactLine)}</p>
</footer>
</main>
${siteFooter(words)}
</body>
</html>`;
}

const siteHeader = ({ page: { nav } }: ReportWords) =>
  `<div class="site-header"><div><a class="brand" href="${paths.home}">${escapeHtml(organization.productName)}</a><nav aria-label="${escapeHtml(nav.site)}"><a href="${paths.home}">${escapeHtml(nav.home)}</a><a href="${paths.howItWorks}">${escapeHtml(nav.howItWorks)}</a><a href="${paths.faq}">${escapeHtml(nav.faq)}</a><a href="${paths.contact}">${escapeHtml(nav.contact)}</a></nav></div></div>`;

const siteFooter = ({ page }: ReportWords) =>
  `<footer class="site-footer"><div><span class="muted">${escapeHtml(organization.productName)} · ${escapeHtml(page.footerTagline)}</span><nav aria-label="${escapeHtml(page.nav.legal)}"><a href="${paths.privacyPolicy}">${escapeHtml(page.nav.privacy)}</a><a href="${paths.terms}">${escapeHtml(page.nav.terms)}</a><a href="${paths.contact}">${escapeHtml(page.nav.contact)}</a></nav></div></footer>`;

function notReferredSection(view: ReportView): string {
  const notReferred = view.notReferred;
  if (!notReferred) return '';
  const { page, help } = view.words;
  const link = (item: { label: string; href: string; isUnverified: boolean }) =>
    `<li><a href="${escapeHtml(item.href)}" rel="noopener nofollow">${escapeHtml(item.label)}</a>` +
    `${item.isUnverified ? ` <span class="tag">${escapeHtml(help.notYetChecked)}</span>` : ''}</li>`;
  return `<section aria-labelledby="why-heading">
<h2 id="why-heading">${escapeHtml(page.notReferredHeading)}</h2>
${notReferred.reasons.length ? list(notReferred.reasons) : ''}
<p>${escapeHtml(page.stillFreeToChoose)}</p>
<ul>${notReferred.help.map(link).join('')}</ul>
${notReferred.deadlineToWatch ? `<p><strong>${escapeHtml(page.deadlineToWatch)}</strong> ${escapeHtml(notReferred.deadlineToWatch)}</p>` : ''}
</section>`;
}

export function renderLinkProblemPage(kind: 'not_found' | 'expired'): string {
  const message =
    kind === 'expired'
      ? 'This report link has expired. Links stay valid for a limited time to protect your information.'
      : 'We could not find a report at this link. Check that the whole link was copied.';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Report link | ${escapeHtml(organization.productName)}</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:640px;margin:48px auto;padding:0 16px;color:#111827}</style></head><body><main><h1>${kind === 'expired' ? 'Link expired' : 'Report not found'}</h1><p>${escapeHtml(message)}</p><p>${escapeHtml(reportWords('en').contactLine)}</p><p><a href="${paths.home}">Back to the home page</a></p></main></body></html>`;
}
