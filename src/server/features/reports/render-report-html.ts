import { organization } from '../../../contracts/organization';
import { paths } from '../../../contracts/site-paths';
import { escapeHtml } from '../../http/html';

import type { Deadline } from './compute-deadlines';
import { type Range, usd } from './estimate-case-value';
import { contactLine, disclaimers, matchingDisclosure } from './report-content';
import type { ReportView } from './report-view';
import { valueDrivers } from './value-drivers';

/**
 * The report page: a standalone HTML document with its own CSS and an inline SVG chart.
 * The CSP forbids inline scripts, so there are none; inline styles are allowed. Every
 * visitor-derived string goes through escapeHtml (ASVS 1.2.1).
 */
export { escapeHtml };

export const rangeText = (range: Range): string =>
  range.high === 0 ? '$0' : `${usd(range.low)} – ${usd(range.high)} (likely ${usd(range.likely)})`;

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
export function renderRangeChart(value: Range, afterFee: Range): string {
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
    `<text x="${left + span / 2}" y="${axisY + 38}" text-anchor="middle" class="label">Dollars; the dark mark is the likely figure</text>`;
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
      `<tspan>low ${escapeHtml(shortUsd(range.low))}</tspan> · <tspan font-weight="700">likely ${escapeHtml(shortUsd(range.likely))}</tspan> · <tspan>high ${escapeHtml(shortUsd(range.high))}</tspan></text>`
    );
  };
  return (
    `<svg role="img" aria-labelledby="chart-title" viewBox="0 0 ${width} ${axisY + 46}" width="100%" xmlns="http://www.w3.org/2000/svg">` +
    `<title id="chart-title">Estimated value ${escapeHtml(rangeText(value))}; after an illustrative attorney fee ${escapeHtml(rangeText(afterFee))}</title>` +
    axis +
    row('Estimated value', value, 14, '#93c5fd') +
    row('After attorney fee', afterFee, 76, '#86efac') +
    '</svg>'
  );
}

const statusLabel: Record<Deadline['status'], string> = {
  expired: 'May have passed',
  urgent: 'Close',
  open: 'Estimated',
  unknown: 'Needs an attorney',
};

function deadlineRow(deadline: Deadline): string {
  const when = deadline.date
    ? `${escapeHtml(deadline.date)}<br><span class="muted">${deadline.daysLeft! < 0 ? `${-deadline.daysLeft!} days ago` : `about ${deadline.daysLeft} days from the report date`}</span>`
    : '<span class="muted">not shown</span>';
  const flag = deadline.status === 'expired' || deadline.status === 'urgent' ? ' class="alert"' : '';
  return (
    `<tr${flag}><th scope="row">${escapeHtml(deadline.label)}${deadline.isUnverified ? ' <span class="tag">unverified</span>' : ''}</th>` +
    `<td>${when}</td><td><strong>${statusLabel[deadline.status]}</strong><br>${escapeHtml(deadline.explanation)}` +
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

export function renderReportHtml(view: ReportView): string {
  const { valuation, deadlines } = view;
  const drivers = valueDrivers(valuation);
  const stepRows = valuation.steps
    .map(
      (step) =>
        `<tr><th scope="row">${escapeHtml(step.label)}${step.isUnverified ? ' <span class="tag">unverified</span>' : ''}</th>` +
        `<td>${escapeHtml(step.reason)}</td><td class="num">${escapeHtml(step.kind === 'check' ? `(${usd(step.range.likely)})` : step.range.low === step.range.high ? usd(step.range.likely) : `${usd(step.range.low)} – ${usd(step.range.high)}`)}</td></tr>`,
    )
    .join('');
  const urgent = deadlines.isUrgent
    ? `<p class="banner" role="alert">${deadlines.isExpired ? 'A deadline for your claim may already have passed.' : 'A deadline for your claim may be close.'} Speak with an attorney as soon as possible; only an attorney can confirm the deadlines that apply to you.</p>`
    : '';
  const unknowns = valuation.unknowns.length
    ? `<h2>What we did not know</h2><ul>${valuation.unknowns.map((unknown) => `<li>${escapeHtml(unknown.label)}${unknown.widensRange ? ' (widens the range)' : ''}</li>`).join('')}</ul>`
    : '';
  const notes = valuation.notes.length
    ? `<ul>${valuation.notes.map((note) => `<li>${escapeHtml(note)}</li>`).join('')}</ul>`
    : '';

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Your case value report | ${escapeHtml(organization.productName)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${css}</style>
</head>
<body>
${siteHeader}
<main id="main">
<header>
<h1>Your case value report</h1>
<p class="muted">${escapeHtml(view.caseTypeLabel)}${view.state ? ` in ${escapeHtml(view.state)}` : ''}${view.incidentDate ? ` on ${escapeHtml(view.incidentDate)}` : ''} · prepared ${escapeHtml(view.reportDate)}</p>
</header>
${urgent}
<section aria-labelledby="value-heading">
<h2 id="value-heading">Estimated range</h2>
${view.greetingName ? `<p>${escapeHtml(view.greetingName)}, here is what cases like yours are commonly valued at, based on what you told us.</p>` : ''}
<p class="range">${escapeHtml(rangeText(valuation.value))}</p>
<p class="muted">After an illustrative attorney fee: ${escapeHtml(rangeText(valuation.afterFee))}. This is an estimate, not a promise.</p>
${drivers.length ? `<p><strong>What moved the likely figure most:</strong></p><ul>${drivers.map((driver) => `<li>${escapeHtml(driver.text)}</li>`).join('')}</ul>` : ''}
${renderRangeChart(valuation.value, valuation.afterFee)}
</section>
<section aria-labelledby="how-heading">
<h2 id="how-heading">How we got there</h2>
<table><thead><tr><th scope="col">Step</th><th scope="col">Why</th><th scope="col">Amount</th></tr></thead><tbody>${stepRows}</tbody></table>
${unknowns}
${notes}
</section>
<section aria-labelledby="deadline-heading">
<h2 id="deadline-heading">Deadlines</h2>
<table><tbody>${deadlines.deadlines.map(deadlineRow).join('')}</tbody></table>
</section>
<section aria-labelledby="evidence-heading">
<h2 id="evidence-heading">What to keep and gather</h2>
<ul>${view.evidence.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>
</section>
<section aria-labelledby="next-heading">
<h2 id="next-heading">What happens next</h2>
<ul>${view.nextSteps.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>
<p class="muted">${escapeHtml(matchingDisclosure)}</p>
</section>
${notReferredSection(view)}
<footer>
${disclaimers.map((text) => `<p class="muted">${escapeHtml(text)}</p>`).join('\n')}
<p class="muted">${escapeHtml(contactLine)}</p>
</footer>
</main>
${siteFooter}
</body>
</html>`;
}

const siteHeader = `<div class="site-header"><div><a class="brand" href="${paths.home}">${escapeHtml(organization.productName)}</a><nav aria-label="Site"><a href="${paths.home}">Home</a><a href="${paths.howItWorks}">How It Works</a><a href="${paths.faq}">FAQ</a><a href="${paths.contact}">Contact</a></nav></div></div>`;

const siteFooter = `<footer class="site-footer"><div><span class="muted">${escapeHtml(organization.productName)} · a free referral service, not a law firm</span><nav aria-label="Legal"><a href="${paths.privacyPolicy}">Privacy Policy</a><a href="${paths.terms}">Terms of Service</a><a href="${paths.contact}">Contact</a></nav></div></footer>`;

function notReferredSection(view: ReportView): string {
  const notReferred = view.notReferred;
  if (!notReferred) return '';
  return `<section aria-labelledby="why-heading">
<h2 id="why-heading">Why we are not referring this case, and where to turn</h2>
${notReferred.reasons.length ? `<ul>${notReferred.reasons.map((reason) => `<li>${escapeHtml(reason)}</li>`).join('')}</ul>` : ''}
<p>You can still speak with any attorney you choose. These public directories can help:</p>
<ul>${notReferred.help.map((link) => `<li><a href="${escapeHtml(link.href)}" rel="noopener">${escapeHtml(link.label)}</a></li>`).join('')}</ul>
${notReferred.deadlineToWatch ? `<p><strong>Deadline to watch.</strong> ${escapeHtml(notReferred.deadlineToWatch)}</p>` : ''}
</section>`;
}

export function renderLinkProblemPage(kind: 'not_found' | 'expired'): string {
  const message =
    kind === 'expired'
      ? 'This report link has expired. Links stay valid for a limited time to protect your information.'
      : 'We could not find a report at this link. Check that the whole link was copied.';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Report link | ${escapeHtml(organization.productName)}</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:640px;margin:48px auto;padding:0 16px;color:#111827}</style></head><body><main><h1>${kind === 'expired' ? 'Link expired' : 'Report not found'}</h1><p>${escapeHtml(message)}</p><p>${escapeHtml(contactLine)}</p><p><a href="${paths.home}">Back to the home page</a></p></main></body></html>`;
}
