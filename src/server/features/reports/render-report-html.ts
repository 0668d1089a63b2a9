import type { Range } from '../../../contracts/conclusions';
import { paths } from '../../../contracts/site-paths';
import { escapeHtml } from '../../http/html';

import { pageShell, type ShellWords } from './report-page-shell';

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

/**
 * A round top for the axis, at or above the amount and close to it: 1, 1.2, 1.6, 2, 2.4, 3, 4,
 * 5, 6, 8 or 10 times a power of ten, each of whose quarters is itself a round amount (a high of
 * $51,500 gets a $60k axis in $15k steps, not a $100k one half empty).
 */
export function axisTop(amount: number): number {
  if (amount <= 0) return 1000;
  const power = 10 ** Math.floor(Math.log10(amount));
  const step = [1, 1.2, 1.6, 2, 2.4, 3, 4, 5, 6, 8, 10].find((candidate) => candidate * power >= amount)!;
  return Math.round(step * power);
}

export const shortUsd = (amount: number): string =>
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
    Math.min(Math.max((x(range.low) + x(range.high)) / 2, left + 100), left + span - 100);
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
    `<tr role="row"${flag}><th scope="row" role="rowheader">${escapeHtml(deadline.label)}${deadline.isUnverified ? ` <span class="tag">${escapeHtml(words.page.unverifiedTag)}</span>` : ''}</th>` +
    `<td role="cell" class="wide">${when}</td><td role="cell" class="wide"><strong>${escapeHtml(deadline.status)}</strong><br>${escapeHtml(deadline.explanation)}` +
    `${deadline.citation ? ` <span class="muted">(${escapeHtml(deadline.citation)})</span>` : ''}</td></tr>`
  );
}

const css = `
main { max-width: 760px; margin: 0 auto; padding: 24px 16px 16px; }
.report-head { border-bottom: 3px solid var(--accent); margin-bottom: 24px; }
h1 { font-size: 1.6rem; margin: 0 0 4px; line-height: 1.25; } h2 { font-size: 1.2rem; margin: 32px 0 8px; } section > h2:first-child { margin-top: 0; }
section { background:#fff; border:1px solid var(--line); border-radius:8px; padding: 16px 20px; margin-bottom: 16px; }
.range { font-size: 1.5rem; font-weight: 700; margin: 4px 0 12px; }
.range-unknown { font-size: 1.05rem; font-weight: 600; margin: 4px 0 12px; }
.muted { color: var(--muted); font-size: .9rem; }
.label { font: 13px system-ui, sans-serif; fill: #334155; } .value { font: 12px system-ui, sans-serif; fill: #0f172a; }
table { width:100%; border-collapse: collapse; } th, td { text-align:left; vertical-align: top; padding: 8px 6px; border-top:1px solid var(--line); }
td.num { text-align:right; white-space: nowrap; font-variant-numeric: tabular-nums; }
tr.alert th, tr.alert td { color: var(--alert); }
.banner { border:2px solid var(--alert); color: var(--alert); background:#fef2f2; border-radius:8px; padding: 12px 16px; font-weight:600; }
.tag { display:inline-block; font-size:.75rem; border:1px solid #b45309; color:#92400e; border-radius:4px; padding:0 4px; }
ul { padding-left: 1.2rem; } .report-foot { margin-top: 32px; }
/* A phone: each row of a table becomes a small card: the step and its amount on one line, why below. */
@media (max-width: 600px) {
  section { padding: 12px; }
  table.stack thead { position:absolute; width:1px; height:1px; overflow:hidden; clip: rect(0 0 0 0); }
  table.stack tr { display:grid; grid-template-columns: 1fr auto; gap: 2px 12px; padding: 10px 0; border-top:1px solid var(--line); }
  table.stack th, table.stack td { display:block; border: 0; padding: 0; }
  table.stack td.num { grid-column: 2; grid-row: 1; white-space: normal; text-align: right; font-weight: 600; }
  table.stack td.why, table.stack td.wide { grid-column: 1 / -1; }
}
@media print {
  main { max-width:none; padding:0; }
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
        `<tr role="row"><th scope="row" role="rowheader">${escapeHtml(step.label)}${step.isUnverified ? ` <span class="tag">${escapeHtml(page.unverifiedTag)}</span>` : ''}</th>` +
        `<td role="cell" class="why">${escapeHtml(step.reason)}</td><td role="cell" class="num">${escapeHtml(step.amount)}</td></tr>`,
    )
    .join('');
  const urgent = view.isDatesCheck
    ? `<p class="banner" role="alert">${escapeHtml(page.datesCheck)} ${escapeHtml(page.signNothing)}</p>`
    : view.isUrgent
      ? `<p class="banner" role="alert">${escapeHtml(page.urgentClose)} ${escapeHtml(page.urgentAdvice)}</p>`
      : '';
  const unknowns = view.unknowns.length
    ? `<h2>${escapeHtml(page.unknownsHeading)}</h2>${list(view.unknowns)}`
    : '';

  const body = `<main id="main">
<header class="report-head">
<h1>${escapeHtml(page.heading)}</h1>
<p class="muted">${escapeHtml(view.subtitle)}</p>
</header>
${urgent}
<section aria-labelledby="value-heading">
<h2 id="value-heading">${escapeHtml(page.rangeHeading)}</h2>
${view.greetingName && !view.isValueUnmeasured ? `<p>${escapeHtml(page.greeting(view.greetingName))}</p>` : ''}
${
  // A figure is set large; the sentence saying there is none yet reads as a sentence.
  view.isValueUnmeasured
    ? `<p class="range-unknown">${escapeHtml(view.rangeText)}</p>`
    : `<p class="range">${escapeHtml(view.rangeText)}</p>`
}
${view.isValueUnmeasured ? '' : `<p class="muted">${escapeHtml(page.afterFee(view.afterFeeText))} ${escapeHtml(page.notAPromise)}</p>`}
${view.drivers.length ? `<p><strong>${escapeHtml(page.driversHeading)}</strong></p>${list(view.drivers)}` : ''}
${view.isValueUnmeasured ? '' : renderRangeChart(view.value, view.afterFee, words)}
</section>
<section aria-labelledby="how-heading">
<h2 id="how-heading">${escapeHtml(page.howHeading)}</h2>
${stepRows ? `<table class="stack" role="table"><thead role="rowgroup"><tr role="row"><th scope="col" role="columnheader">${escapeHtml(page.columns.step)}</th><th scope="col" role="columnheader">${escapeHtml(page.columns.why)}</th><th scope="col" role="columnheader" class="num">${escapeHtml(page.columns.amount)}</th></tr></thead><tbody role="rowgroup">${stepRows}</tbody></table>` : ''}
${unknowns}
${view.notes.length ? list(view.notes) : ''}
</section>
<section aria-labelledby="deadline-heading">
<h2 id="deadline-heading">${escapeHtml(page.deadlinesHeading)}</h2>
<table class="stack" role="table"><tbody role="rowgroup">${view.deadlines.map((deadline) => deadlineRow(deadline, words)).join('')}</tbody></table>
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
<div class="report-foot">
${words.disclaimers.map((text) => `<p class="muted">${escapeHtml(text)}</p>`).join('\n')}
<p class="muted">${escapeHtml(words.contactLine)}</p>
</div>
</main>`;
  return pageShell({ title: page.title, words: shellWordsOf(words), css, body });
}

/** The chrome's words in the report's language. */
export const shellWordsOf = (words: ReportWords): ShellWords => ({
  language: words.language,
  nav: words.page.nav,
  footerTagline: words.page.footerTagline,
});

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

const linkPageCss = `
main { max-width: 640px; margin: 0 auto; padding: 32px 16px 16px; }
h1 { font-size: 1.6rem; line-height: 1.25; margin: 0 0 12px; } h2 { font-size: 1.15rem; margin: 0 0 8px; }
section { background:#fff; border:1px solid var(--line); border-radius:8px; padding: 16px 20px; margin: 20px 0; }
label { display:block; font-weight: 600; font-size: .9rem; margin: 12px 0 4px; }
input { width: 100%; font: inherit; padding: 10px 12px; border: 1px solid #94a3b8; border-radius: 6px; }
button { margin-top: 12px; font: inherit; font-weight: 600; color:#fff; background: var(--hero); border: 0; border-radius: 6px; padding: 10px 18px; cursor: pointer; }
button:hover { filter: brightness(0.92); }
.muted { color: var(--muted); font-size: .9rem; }
`;

/** Where a visitor with a bad or expired link asks for a new one (a plain form: the page runs no script). */
export const NEW_REPORT_LINK_PATH = '/report/new-link';

/**
 * A bad, expired or unknown report link, in the site's chrome: what happened in plain words
 * and a way to ask for a new link by email (issue 28); 'link_requested' is the answer to that
 * form, the same whether or not the address has a report.
 */
export function renderLinkProblemPage(kind: 'not_found' | 'expired' | 'link_requested'): string {
  const words = reportWords('en');
  const heading =
    kind === 'expired'
      ? 'This report link has expired'
      : kind === 'not_found'
        ? 'We could not open this report'
        : 'Check your email';
  const message =
    kind === 'expired'
      ? 'Report links work for a limited time, to protect your information. Your report is still saved.'
      : kind === 'not_found'
        ? 'The link may be incomplete (a long link sometimes breaks across lines in an email), or it is not a report link. Your report, if you finished an intake, is still saved.'
        : 'If we sent a report to that address, a new link is on its way to it now. It can take a few minutes; look in your spam folder too. A new link can be asked for once an hour.';
  const form =
    kind === 'link_requested'
      ? ''
      : `<section aria-labelledby="new-link-heading">
<h2 id="new-link-heading">Get a new link</h2>
<p>Enter the email address your report was sent to, and we will email you a new link to it.</p>
<form method="post" action="${NEW_REPORT_LINK_PATH}">
<label for="new-link-email">Email address</label>
<input id="new-link-email" name="email" type="email" autocomplete="email" required maxlength="254">
<button type="submit">Email me a new link</button>
</form>
</section>`;
  const body = `<main id="main">
<h1>${escapeHtml(heading)}</h1>
<p>${escapeHtml(message)}</p>
${form}
<p class="muted">${escapeHtml(words.contactLine)}</p>
<p><a href="${paths.home}">Back to the home page</a></p>
</main>`;
  return pageShell({ title: heading, words: shellWordsOf(words), css: linkPageCss, body });
}
