import { organization } from '../../../contracts/organization';
import { paths } from '../../../contracts/site-paths';
import { escapeHtml } from '../../http/html';

/**
 * The site's chrome for the pages this feature renders on the server (the report, a bad or
 * expired link, a new link asked for): the same logo, name, links and colours as the browser
 * app's header and footer (decision 0084), as plain HTML and CSS: the report page runs no
 * script (strict CSP) and must read the same printed.
 */

/** lucide's "scale" icon, the site's logo, drawn inline so the page needs no image request. */
export const logoSvg = (size: number) =>
  `<svg aria-hidden="true" width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M12 3v18"/><path d="m19 8 3 8a5 5 0 0 1-6 0zV7"/><path d="M3 7h1a17 17 0 0 0 8-2 17 17 0 0 0 8 2h1"/><path d="m5 8 3 8a5 5 0 0 1-6 0zV7"/><path d="M7 21h10"/></svg>`;

export interface ShellWords {
  language: string;
  nav: {
    site: string;
    home: string;
    howItWorks: string;
    faq: string;
    contact: string;
    legal: string;
    privacy: string;
    terms: string;
  };
  footerTagline: string;
}

const shellCss = `
:root { color-scheme: light; --ink:#0f172a; --muted:#475569; --line:#e2e8f0; --accent:#1e40af; --accent-bg:#eff6ff; --alert:#b91c1c; --hero:#c2410c; }
* { box-sizing: border-box; }
body { margin:0; font: 16px/1.55 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background:#f8fafc; }
a { color: var(--accent); }
a:focus-visible, button:focus-visible, input:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
.skip { position:absolute; left:-9999px; } .skip:focus { left: 8px; top: 8px; background:#fff; padding: 8px 12px; z-index: 10; }
.site-header { background:#fff; border-bottom:1px solid var(--line); position: sticky; top: 0; z-index: 5; }
.site-header .bar { max-width: 72rem; margin: 0 auto; padding: 0 16px; min-height: 64px; display:flex; flex-wrap:wrap; gap: 4px 16px; align-items:center; justify-content:space-between; }
.brand { display:inline-flex; align-items:center; gap: 8px; font-weight:700; font-size: 1.125rem; color: var(--ink); text-decoration:none; }
.brand svg { color: var(--accent); }
.site-nav { display:flex; flex-wrap:wrap; gap: 2px; }
.site-nav a { padding: 8px 10px; border-radius: 6px; font-size: .9rem; font-weight: 500; color: #334155; text-decoration: none; }
.site-nav a:hover { background: var(--accent-bg); color: #1e3a8a; }
.site-footer { margin-top: 40px; border-top:1px solid var(--line); background:#f1f5f9; }
.site-footer .bar { max-width: 72rem; margin: 0 auto; padding: 20px 16px 28px; display:flex; flex-wrap:wrap; gap: 8px 24px; align-items:center; justify-content:space-between; font-size:.875rem; }
.site-footer .brand { font-size: 1rem; }
.site-footer nav { display:flex; flex-wrap:wrap; gap: 4px 16px; }
.site-footer nav a { color: var(--muted); text-decoration: none; } .site-footer nav a:hover { color: var(--ink); text-decoration: underline; }
.site-footer .tagline { color: var(--muted); margin-right: auto; }
@media (max-width: 640px) { .site-nav a { padding: 6px 8px; } .site-header .bar { padding-top: 6px; padding-bottom: 6px; } }
@media print {
  body { background:#fff; font-size: 11pt; }
  .site-header { position: static; border: 0; } .site-nav, .site-footer nav, .skip { display:none; }
}
`;

export function pageShell(input: { title: string; words: ShellWords; css: string; body: string }): string {
  const { nav } = input.words;
  return `<!doctype html>
<html lang="${escapeHtml(input.words.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="description" content="${escapeHtml(organization.productName)}">
<title>${escapeHtml(input.title)} | ${escapeHtml(organization.productName)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${shellCss}${input.css}</style>
</head>
<body>
<a class="skip" href="#main">Skip to content</a>
<header class="site-header"><div class="bar"><a class="brand" href="${paths.home}">${logoSvg(24)}${escapeHtml(organization.productName)}</a><nav class="site-nav" aria-label="${escapeHtml(nav.site)}"><a href="${paths.home}">${escapeHtml(nav.home)}</a><a href="${paths.howItWorks}">${escapeHtml(nav.howItWorks)}</a><a href="${paths.faq}">${escapeHtml(nav.faq)}</a><a href="${paths.contact}">${escapeHtml(nav.contact)}</a></nav></div></header>
${input.body}
<footer class="site-footer"><div class="bar"><a class="brand" href="${paths.home}">${logoSvg(20)}${escapeHtml(organization.productName)}</a><span class="tagline">${escapeHtml(input.words.footerTagline)}</span><nav aria-label="${escapeHtml(nav.legal)}"><a href="${paths.privacyPolicy}">${escapeHtml(nav.privacy)}</a><a href="${paths.terms}">${escapeHtml(nav.terms)}</a><a href="${paths.contact}">${escapeHtml(nav.contact)}</a></nav></div></footer>
</body>
</html>`;
}
