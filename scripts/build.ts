import { loadConfig } from '../src/server/config';

import { buildWeb } from './build-web';
import { parseScriptArguments } from './script-arguments';

parseScriptArguments(
  'build',
  'Usage: npm run build   (no arguments; builds and prerenders the web app into dist/ for SITE_URL)',
  { options: {} },
);

const { siteUrl, buildDir } = loadConfig();
const { pages, milliseconds } = await buildWeb(siteUrl, buildDir);
console.info(
  `Built the web app and prerendered ${pages} pages for ${siteUrl} in ${(milliseconds / 1000).toFixed(1)} s.`,
);
