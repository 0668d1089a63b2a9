/**
 * Writes src/server/features/intake/questions/site-passages.json from the site's content
 * (scripts/site-passages.ts; decision 0107). Run after changing src/web/content:
 * `npm run build:site-passages`. site-passages.test.ts fails until it is run.
 */
import { writeFileSync } from 'node:fs';

import { parseScriptArguments } from './script-arguments';

parseScriptArguments(
  'build:site-passages',
  'Usage: npm run build:site-passages   (no arguments; rewrites the passages the intake answers from)',
  { options: {} },
);
// The site's content is loaded once the arguments are known to be right (decision 0133).
const { buildSitePassages } = await import('./site-passages');

const file = new URL('../src/server/features/intake/questions/site-passages.json', import.meta.url);
const passages = buildSitePassages();
writeFileSync(file, `${JSON.stringify(passages, null, 2)}\n`);
console.info(`${passages.length} passages written.`);
