import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { buildWeb, staleReason } from '../scripts/build-web';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openStore } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import { mintReportLink } from '../src/server/features/reports/report-links';
import {
  californiaAutoRecord,
  insertCompletedCase,
  silentLog,
} from '../src/server/features/reports/testing/report-test-kit';
import { jobDefinitions } from '../src/server/job-handlers';
import { createJobWorker } from '../src/server/jobs/job-worker';
import { enqueueJob } from '../src/server/jobs/jobs.repository';

/**
 * `npx tsx bench/lighthouse.ts`: Lighthouse (mobile, its default throttling) on the built
 * site served by our own server on a free port, using Debian's Chromium. Prints the four
 * category scores, LCP and CLS per page. Goals: performance ≥ 98 on the public pages, ≥ 95
 * on /chat and the report (issue 28), the others 100. `/report` stands for a real report
 * page: a completed case is prepared by the report job and a link minted for it.
 */
const defaultPages = [
  '/',
  '/faq',
  '/legal-education',
  '/legal-education/understanding-personal-injury-settlements',
  '/chat?id=LIGHT1&chat=lighthouse',
  '/report',
];
// LIGHTHOUSE_PAGES=/faq,/about runs just those.
const pages = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean) ?? defaultPages;
const siteUrl = 'http://localhost:3000';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'case-intake-lighthouse-'));
const config = loadConfig({
  BUILD_DIR: process.env.BUILD_DIR,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  DATA_DIR: dataDir,
  HOST: '127.0.0.1',
  PORT: '0',
  SITE_URL: siteUrl,
});
if (staleReason(siteUrl, config.buildDir)) await buildWeb(siteUrl, config.buildDir);

const store = openStore(config.databaseUrl);
await migrateToLatest(store.db);

/** A report as a visitor opens it from the email: the case prepared by the real job, a fresh link. */
async function seedReportPath(): Promise<string> {
  const caseId = await insertCompletedCase(store.db, { record: californiaAutoRecord });
  await enqueueJob(store.db, {
    kind: 'case.report',
    idempotencyKey: `case.report:${caseId}`,
    payload: { caseId },
  });
  await createJobWorker({ store, config, log: silentLog, definitions: jobDefinitions }).drain();
  const report = await store.db
    .selectFrom('reports')
    .select('id')
    .where('case_id', '=', caseId)
    .executeTakeFirstOrThrow();
  const link = await mintReportLink(store.db, { reportId: report.id, siteUrl, ttlDays: 1, now: new Date() });
  return new URL(link.url).pathname;
}
const pagePath = async (page: string) => (page === '/report' ? seedReportPath() : page);
const app = await buildApp({ config, store });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('no port');
const origin = `http://127.0.0.1:${address.port}`;

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const rows: Record<string, Record<string, string | number>> = {};
try {
  for (const page of pages) {
    const result = await lighthouse(`${origin}${await pagePath(page)}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`no Lighthouse result for ${page}`);
    const { categories, audits, runtimeError } = result.lhr;
    // A failed run scores 0: say why instead of reporting a slow page.
    if (runtimeError)
      console.info(`${page}: Lighthouse could not measure it: ${runtimeError.code} ${runtimeError.message}`);
    const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
    rows[page] = {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      'LCP (ms)': Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      CLS: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    };
    if (score('performance') < 95) {
      const ms = (id: string) => Math.round(audits[id]?.numericValue ?? 0);
      const lcpItems = (
        audits['largest-contentful-paint-element']?.details as { items?: unknown[] } | undefined
      )?.items;
      console.info(
        `${page} performance: FCP ${ms('first-contentful-paint')} ms, LCP ${ms('largest-contentful-paint')} ms, TBT ${ms('total-blocking-time')} ms, SI ${ms('speed-index')} ms; LCP element ${JSON.stringify(lcpItems?.[0] ?? null).slice(0, 400)}`,
      );
    }
    for (const key of ['accessibility', 'best-practices', 'seo']) {
      const category = categories[key];
      if (!category || category.score === 1) continue;
      const failing = category.auditRefs
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id);
      console.info(`${page} ${key}: failing ${failing.join(', ')}`);
    }
  }
} finally {
  chrome.kill();
  await app.close();
  await store.close();
}
console.info(
  '\nLighthouse 12.8 (mobile emulation, simulated throttling), served by our server from memory\n',
);
console.table(rows);
