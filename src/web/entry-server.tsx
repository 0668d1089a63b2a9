import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';

import { App } from './app/app';
import { canonicalUrl } from './app/paths';
import { appRoutes, findRoute, notFoundRoute, prerenderPaths } from './app/routes';

export { prerenderPaths };

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export interface RenderedPage {
  head: string;
  html: string;
}

/** Renders one path to HTML for the prerender step (scripts/prerender.ts). */
export async function renderPage(pathname: string, siteUrl: string): Promise<RenderedPage> {
  await Promise.all([...appRoutes, notFoundRoute].map((route) => route.Page.preload()));
  const route = pathname === '/404' ? notFoundRoute : findRoute(pathname);
  const { meta } = route;
  const canonical = canonicalUrl(siteUrl, pathname, meta);
  const head = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    canonical ? `<link rel="canonical" href="${escapeHtml(canonical)}" />` : '',
    meta.noindex ? '<meta name="robots" content="noindex" />' : '',
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:type" content="website" />`,
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
