import { organization } from '../../../contracts/organization';

import type { Deadline } from './compute-deadlines';
import { type Range, usd } from './estimate-case-value';
import { contactLine, disclaimers, matchingDisclosure } from './report-content';
import type { ReportView } from './report-view';

/**
 * The report page: a standalone HTML document with its own CSS and an inline SVG chart.
 * The CSP forbids inline scripts, so there are none; inline styles are allowed. Every
 * visitor-derived string goes through escapeHtml (ASVS 1.2.1).
 */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export const rangeText = (range: Range): string =>
  range.high === 0 ? '$0' : `${usd(range.low)} – ${usd(range.high)} (likely ${usd(range.likely)})`;

/** Two horizontal bars on one scale: the estimated value and the illustrative amount after the fee. */
export function renderRangeChart(value: Range, afterFee: Range): string {
  const width = 560;
  const left = 150;
  const span = width - left - 20;
  const max = Math.max(value.high, 1);
  const x = (amount: number) => left + (amount / max) * span;
  const row = (label: string, range: Range, y: number, fill: string) => {
    const barWidth = Math.max(x(range.high) - x(range.low), 2);
    return (
      `<text x="0" y="${y + 15}" class="label">${escapeHtml(label)}</text>` +
      `<rect x="${x(range.low).toFixed(1)}" y="${y}" width="${barWidth.toFixed(1)}" height="22" rx="4" fill="${fill}"/>` +
      `<line x1="${x(range.likely).toFixed(1)}" x2="${x(range.likely).toFixed(1)}" y1="${y - 4}" y2="${y + 26}" stroke="#111827" stroke-width="2"/>` +
      `<text x="${x(range.likely).toFixed(1)}" y="${y + 42}" text-anchor="middle" class="value">${escapeHtml(usd(range.likely))}</text>`
    );
  };
  return (
    `<svg role="img" aria-labelledby="chart-title" viewBox="0 0 ${width} 130" width="100%" xmlns="http://www.w3.org/2000/svg">` +
    `<title id="chart-title">Estimated value ${escapeHtml(rangeText(value))}; after an illustrative attorney fee ${escapeHtml(rangeText(afterFee))}</title>` +
    row('Estimated value', value, 8, '#93c5fd') +
    row('After attorney fee', afterFee, 70, '#86efac') +
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
h1 { font-size: 1.6rem; margin: 0 0 4px; } h2 { font-size: 1.2rem; margin: 32px 0 8px; }
section { background:#fff; border:1px solid var(--line); border-radius:8px; padding: 16px 20px; margin-bottom: 16px; }
.range { font-size: 1.5rem; font-weight: 700; margin: 4px 0 12px; }
.muted { color: var(--muted); font-size: .9rem; }
.label { font: 13px system-ui, sans-serif; fill: #374151; } .value { font: 12px system-ui, sans-serif; fill: #111827; }
table { width:100%; border-collapse: collapse; } th, td { text-align:left; vertical-align: top; padding: 8px 6px; border-top:1px solid var(--line); }
td.num { text-align:right; white-space: nowrap; font-variant-numeric: tabular-nums; }
tr.alert th, tr.alert td { color: var(--alert); }
.banner { border:2px solid var(--alert); color: var(--alert); background:#fef2f2; border-radius:8px; padding: 12px 16px; font-weight:600; }
.tag { display:inline-block; font-size:.75rem; border:1px solid #d97706; color:#92400e; border-radius:4px; padding:0 4px; }
ul { padding-left: 1.2rem; } footer { margin-top: 32px; }
@media print { body { background:#fff; } section { break-inside: avoid; } }
`;

export function renderReportHtml(view: ReportView): string {
  const { valuation, deadlines } = view;
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
<style>${css}</style>
</head>
<body>
<main>
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
<footer>
${disclaimers.map((text) => `<p class="muted">${escapeHtml(text)}</p>`).join('\n')}
<p class="muted">${escapeHtml(contactLine)}</p>
</footer>
</main>
</body>
</html>`;
}

export function renderLinkProblemPage(kind: 'not_found' | 'expired'): string {
  const message =
    kind === 'expired'
      ? 'This report link has expired. Links stay valid for a limited time to protect your information.'
      : 'We could not find a report at this link. Check that the whole link was copied.';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Report link | ${escapeHtml(organization.productName)}</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:640px;margin:48px auto;padding:0 16px;color:#111827}</style></head><body><main><h1>${kind === 'expired' ? 'Link expired' : 'Report not found'}</h1><p>${escapeHtml(message)}</p><p>${escapeHtml(contactLine)}</p><p><a href="/">Back to the home page</a></p></main></body></html>`;
}
