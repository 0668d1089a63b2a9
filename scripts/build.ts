import { parseScriptArguments } from './script-arguments';

parseScriptArguments(
  'build',
  'Usage: npm run build   (no arguments; builds and prerenders the web app into dist/ for SITE_URL)',
  { options: {} },
);
// Vite and the configuration are loaded once the arguments are known to be right (decision 0133).
const { loadConfig } = await import('../src/server/config');
const { buildWeb } = await import('./build-web');

const { siteUrl, buildDir } = loadConfig();
const { pages, milliseconds } = await buildWeb(siteUrl, buildDir);
console.info(
  `Built the web app and prerendered ${pages} pages for ${siteUrl} in ${(milliseconds / 1000).toFixed(1)} s.`,
);
