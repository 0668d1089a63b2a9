import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type CaseRecord, caseRecordSchema } from '../../src/contracts/case-record';
import { buildApp } from '../../src/server/app';
import { type AppConfig, loadConfig } from '../../src/server/config';
import { openStore, type Store } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { updateCaseRecord } from '../../src/server/features/staff/cases/case-actions.repository';
import { seedStaffUser } from '../../src/server/features/staff/staff-test-helpers';
import { jobDefinitions } from '../../src/server/job-handlers';
import { createJobWorker } from '../../src/server/jobs/job-worker';
import { silentLog } from '../support/silent-log';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp-server';

import { launchChromium } from './support/chromium';
import { seriousAxeViolations, watchConsole } from './support/page-checks';
import { signInToConsole } from './support/staff-sign-in';
import { completeIntakeThroughWebhooks } from './support/webhook-intake';

/**
 * Issue 25 points 2 and 3, in the browser at 1280×800 and by keyboard alone once signed in: a
 * case whose party at fault was stored as a whole sentence (as an intake before the value
 * checks stored it) shows "facts to check" in the queue; the case manager opens the case,
 * finds the flagged fact with the visitor's words beside it, edits it from those words, says
 * why, saves (the report is recomputed as version 2) and sends the corrected report.
 */
const clock = new Date('2026-12-07T14:00:00.000Z');
const tag = randomInt(1e6);
const manager = `morgan-${tag}@example.org`;
const visitor = { name: `Dana Doubt ${tag}`, email: `dana.${tag}@example.com` };
// Written for this test: the doer, then what they did, stored whole as the party at fault.
const storedSentence = 'the tow truck driver from Lone Star Towing and he pulled out without looking';
const rightParty = 'the tow truck driver from Lone Star Towing';

let browser: Browser;
let smtp: TestSmtpServer;
let store: Store;
let app: FastifyInstance;
let config: AppConfig;
let baseUrl: string;
let dataDir: string;
let caseId: string;

const runJobs = () =>
  createJobWorker({ store, config, log: silentLog, definitions: jobDefinitions, now: () => clock }).drain();

const storedRecord = async (): Promise<CaseRecord> => {
  const row = await store.db
    .selectFrom('cases')
    .select('case_record')
    .where('id', '=', caseId)
    .executeTakeFirstOrThrow();
  return caseRecordSchema.parse(JSON.parse(row.case_record));
};

beforeAll(async () => {
  browser = await launchChromium();
  smtp = await startSmtpServer();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'case-intake-facts-e2e-'));
  config = loadConfig({
    BUILD_DIR: process.env.BUILD_DIR,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    SITE_URL: 'http://localhost:3000',
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Case Intake <reports@caseintake.test>',
  });
  store = openStore(config.databaseUrl);
  await migrateToLatest(store.db);
  app = await buildApp({ config, store, now: () => clock });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  baseUrl = `http://127.0.0.1:${address.port}`;
  await seedStaffUser(store.db, { email: manager, role: 'case_manager' });

  await completeIntakeThroughWebhooks(baseUrl, { ...visitor, phone: '(512) 555-0144' });
  await runJobs();
  caseId = (await store.db.selectFrom('cases').select(['id', 'full_name']).execute()).find(
    (row) => row.full_name === visitor.name,
  )!.id;
  // The party at fault as an intake before the value checks would have stored it.
  const record = await storedRecord();
  const doubtful: CaseRecord = {
    ...record,
    atFaultParty: storedSentence,
    sources: { ...record.sources, atFaultParty: { from: 'answer', quote: storedSentence } },
  };
  await updateCaseRecord(
    store.db,
    caseId,
    { json: JSON.stringify(doubtful), caseType: doubtful.caseType ?? null, state: doubtful.state ?? null },
    clock.toISOString(),
  );
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
  await store?.close();
  await smtp?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** What has the keyboard focus: its text or label, and the fact line it sits in. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    const labels = (element as HTMLInputElement | null)?.labels;
    return {
      text: (labels?.[0]?.textContent ?? element?.textContent ?? '').trim(),
      line: element?.closest<HTMLElement>('[data-fact-line]')?.dataset.factLine ?? null,
      tag: element?.tagName ?? '',
    };
  });

/** Presses Tab until the focus is on what the test looks for (a person tabbing through the page). */
async function tabTo(
  page: Page,
  wanted: (focus: Awaited<ReturnType<typeof focused>>) => boolean,
  limit = 400,
): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (wanted(await focused(page))) return;
  }
  throw new Error('Tabbed through the page without reaching it');
}

describe('a doubtful fact corrected from the visitor’s words (issue 25)', () => {
  it('flags it in the queue and on the case, corrects it by keyboard, and sends the corrected report', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await signInToConsole(context, baseUrl, manager);
    const errors = watchConsole(page);

    // The queue row says how many facts to check.
    const row = page.getByRole('table', { name: 'Queue' }).locator(`tbody tr[data-case-id="${caseId}"]`);
    const badge = row.getByText(/^\d+ facts? to check$/);
    await badge.waitFor();
    const countBefore = Number((await badge.textContent())!.split(' ')[0]);
    expect(countBefore).toBeGreaterThanOrEqual(1);

    // Tab to the case and open it.
    await tabTo(page, (focus) => focus.text === visitor.name);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: new RegExp(`Case \\w{8}: ${visitor.name}`) }).waitFor();

    // The case names its facts to check; that link opens the editor in the Facts section:
    // the flagged fact, its reason, and the visitor's words beside it.
    await tabTo(page, (focus) => /^\d+ facts? to check$/.test(focus.text));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/cases\/[^/]+\/facts/);
    const form = page.getByRole('form', { name: 'Correct the facts' });
    await form.getByRole('heading', { name: /facts? to check$/ }).waitFor();
    const line = form.locator('[data-fact-line="atFaultParty"]');
    expect(await line.getByText('To check').isVisible()).toBe(true);
    expect(await line.getByText(/value check refuses it/).isVisible()).toBe(true);
    expect(await line.locator('q').textContent()).toBe(storedSentence);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // From the visitor's words: take them into the input, cut the clause after the doer.
    await tabTo(page, (focus) => focus.line === 'atFaultParty' && focus.text === 'Edit from these words');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused(page)).text).toBe('Who caused it');
    await page.keyboard.press('End');
    for (const _word of 'and he pulled out without looking'.split(' '))
      await page.keyboard.press('Control+Shift+ArrowLeft');
    await page.keyboard.press('Backspace');
    const input = form.getByLabel('Who caused it', { exact: true });
    expect((await input.inputValue()).trim()).toBe(rightParty);

    // Say why, then save: the report is recomputed as version 2.
    await tabTo(page, (focus) => focus.text.startsWith('Why you changed it'));
    await page.keyboard.type('The visitor named the towing company; the rest was what the driver did.');
    await tabTo(page, (focus) => focus.text === 'Save corrections');
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Saved as report version 2.' }).waitFor();

    const record = await storedRecord();
    expect(record.atFaultParty).toBe(rightParty);
    expect(record.sources.atFaultParty).toMatchObject({
      from: 'staff',
      by: manager,
      reason: 'The visitor named the towing company; the rest was what the driver did.',
    });

    // The flag is gone from the editor, and the fact says who set it and why.
    await tabTo(page, (focus) => focus.text === 'Correct facts');
    await page.keyboard.press('Enter');
    const after = page
      .getByRole('form', { name: 'Correct the facts' })
      .locator('[data-fact-line="atFaultParty"]');
    await after.getByText(`Set by ${manager}`, { exact: false }).waitFor();
    expect(await after.getByText('To check').count()).toBe(0);

    // Send the corrected report from the Report section, by keyboard; it goes out once.
    await tabTo(page, (focus) => focus.text === 'Report');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/cases\/[^/]+\/report/);
    await tabTo(page, (focus) => focus.text === 'Send corrected report');
    await page.keyboard.press('Enter');
    await page
      .getByRole('status')
      .filter({ hasText: 'Corrected report (version 2) queued to send.' })
      .waitFor();
    const sentBefore = smtp.messages.filter((mail) => mail.to.includes(visitor.email)).length;
    await runJobs();
    await runJobs();
    expect(smtp.messages.filter((mail) => mail.to.includes(visitor.email)).length).toBe(sentBefore + 1);

    // Back in the queue, one fact fewer to check.
    await page.goto(`${baseUrl}/staff`);
    const rowAfter = page.getByRole('table', { name: 'Queue' }).locator(`tbody tr[data-case-id="${caseId}"]`);
    await rowAfter.waitFor();
    const left = countBefore - 1;
    if (left === 0) expect(await rowAfter.getByText(/facts? to check$/).count()).toBe(0);
    else
      await rowAfter
        .getByText(`${left} ${left === 1 ? 'fact' : 'facts'} to check`, { exact: true })
        .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
