import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';

import { App } from './app/app';
import { canonicalUrl } from './app/paths';
import { appRoutes, notFoundRoute, prerenderPaths, routeMeta } from './app/routes';

export { prerenderPaths };

/**
 * Pages for sitemap.xml: prerendered, not noindex, and their own canonical (so /privacy,
 * which points to /privacy-policy, and /intake, which points to /, are left out).
 */
export function indexablePaths(): string[] {
  return prerenderPaths().filter((pathname) => {
    const meta = routeMeta(pathname);
    return !meta.noindex && meta.canonical === true;
  });
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * JSON-LD is data, not script: the CSP (script-src 'self') does not block it because the
 * browser never executes it. "<" is escaped so no text in it can close the script element.
 */
function jsonLdScript(data: object): string {
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

export interface RenderedPage {
  head: string;
  html: string;
}

/** Renders one path to HTML for the prerender step (scripts/prerender.ts). */
export async function renderPage(pathname: string, siteUrl: string): Promise<RenderedPage> {
  await Promise.all([...appRoutes, notFoundRoute].map((route) => route.Page.preload()));
  const meta = pathname === '/404' ? notFoundRoute.meta : routeMeta(pathname);
  const canonical = canonicalUrl(siteUrl, pathname, meta);
  const structuredData = meta.structuredData ? await meta.structuredData(siteUrl) : undefined;
  const head = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    canonical ? `<link rel="canonical" href="${escapeHtml(canonical)}" />` : '',
    meta.noindex ? '<meta name="robots" content="noindex" />' : '',
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:type" content="${meta.ogType ?? 'website'}" />`,
    structuredData ? jsonLdScript(structuredData) : '',
    // crossorigin="anonymous" is what a plain same-origin fetch() asks for, so the preload is reused.
    ...(meta.preloadFetches ?? []).map(
      (address) => `<link rel="preload" href="${escapeHtml(address)}" as="fetch" crossorigin="anonymous" />`,
    ),
  ]
    .filter(Boolean)
    .join('\n    ');
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={pathname}>
        <App />
      </StaticRouter>
    </StrictMode>,
  );
  return { head, html };
}
