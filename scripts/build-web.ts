import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { build } from 'vite';

import { buildDownloads } from './build-downloads';

/**
 * Builds the web app and prerenders every public page (docs/decisions/0003-prerendering.md):
 *   1. the browser bundle      -> dist/client
 *   2. the server renderer     -> dist/render/entry-server.js
 *   3. one HTML file per page  -> dist/client/<path>/index.html, plus dist/client/404.html
 */
const root = path.resolve(import.meta.dirname, '..');

function buildPaths(buildDir: string) {
  return {
    clientDir: path.join(buildDir, 'client'),
    renderDir: path.join(buildDir, 'render'),
    buildInfoFile: path.join(buildDir, 'build-info.json'),
  };
}
const inputs = [
  'src/web',
  'src/contracts',
  'vite.config.ts',
  'package-lock.json',
  'scripts/build-web.ts',
  'scripts/build-downloads.ts',
];

interface RenderModule {
  prerenderPaths(): string[];
  /** Paths for sitemap.xml: public pages that ask to be indexed. */
  indexablePaths(): string[];
  renderPage(pathname: string, siteUrl: string): Promise<{ head: string; html: string }>;
}

function newestInputTime(): number {
  let newest = 0;
  for (const input of inputs) {
    const full = path.join(root, input);
    if (!fs.existsSync(full)) continue;
    const stat = fs.statSync(full);
    if (stat.isFile()) newest = Math.max(newest, stat.mtimeMs);
    else
      for (const entry of fs.readdirSync(full, { recursive: true, withFileTypes: true })) {
        if (entry.isFile())
          newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
      }
  }
  return newest;
}

/** Why a rebuild is needed, or null when dist/ matches the sources and the site URL. */
export function staleReason(siteUrl: string, buildDir: string): string | null {
  const { clientDir, buildInfoFile } = buildPaths(buildDir);
  if (!fs.existsSync(buildInfoFile) || !fs.existsSync(path.join(clientDir, 'index.html')))
    return 'no build yet';
  const info = JSON.parse(fs.readFileSync(buildInfoFile, 'utf8')) as { siteUrl: string; builtAt: number };
  if (info.siteUrl !== siteUrl) return `SITE_URL changed (${info.siteUrl} -> ${siteUrl})`;
  if (newestInputTime() > info.builtAt) return 'sources changed since the last build';
  return null;
}

/** sitemap.xml lists every public indexable page; robots.txt points to it. */
function writeSearchEngineFiles(clientDir: string, siteUrl: string, pagePaths: string[]): void {
  const origin = siteUrl.replace(/\/$/, '');
  const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const urls = pagePaths.map((pagePath) => `  <url><loc>${escapeXml(`${origin}${pagePath}`)}</loc></url>`);
  fs.writeFileSync(
    path.join(clientDir, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
  );
  fs.writeFileSync(
    path.join(clientDir, 'robots.txt'),
    `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`,
  );
}

async function buildBundles(configFile: string, clientDir: string, renderDir: string): Promise<void> {
  await build({
    configFile,
    mode: 'production',
    logLevel: 'warn',
    build: { outDir: clientDir, emptyOutDir: true },
  });
  await build({
    configFile,
    mode: 'production',
    logLevel: 'warn',
    build: { ssr: 'entry-server.tsx', outDir: renderDir, emptyOutDir: true, chunkSizeWarningLimit: 2000 },
    // Bundle the renderer's dependencies too: BUILD_DIR may lie outside the project (tests
    // build into /tmp), where Node cannot find node_modules for bare imports.
    ssr: { noExternal: true },
  });
}

export async function buildWeb(
  siteUrl: string,
  buildDir: string,
): Promise<{ pages: number; milliseconds: number }> {
  const startedAt = Date.now();
  const { clientDir, renderDir, buildInfoFile } = buildPaths(buildDir);
  const sourcesTime = newestInputTime();
  const configFile = path.join(root, 'vite.config.ts');
  // Vite bakes process.env.NODE_ENV into the bundle when it is set. Under vitest it is
  // 'test', which would ship development React to the browser tests: always build what we serve.
  const callerNodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await buildBundles(configFile, clientDir, renderDir);
  } finally {
    if (callerNodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = callerNodeEnv;
  }
  const template = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const renderer = (await import(
    pathToFileURL(path.join(renderDir, 'entry-server.js')).href
  )) as RenderModule;
  const pagePaths = [...renderer.prerenderPaths(), '/404'];
  for (const pagePath of pagePaths) {
    const { head, html } = await renderer.renderPage(pagePath, siteUrl);
    const document = template.replace('<!--app-head-->', head).replace('<!--app-html-->', html);
    const target =
      pagePath === '/'
        ? path.join(clientDir, 'index.html')
        : pagePath === '/404'
          ? path.join(clientDir, '404.html')
          : path.join(clientDir, pagePath.slice(1), 'index.html');
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, document);
  }
  await buildDownloads(clientDir);
  writeSearchEngineFiles(clientDir, siteUrl, renderer.indexablePaths());
  fs.writeFileSync(
    buildInfoFile,
    JSON.stringify({ siteUrl, builtAt: Math.max(sourcesTime, Date.now()) }, null, 2),
  );
  return { pages: pagePaths.length, milliseconds: Date.now() - startedAt };
}
