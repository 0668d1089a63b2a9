import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import pino from 'pino';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { CONSENT_VERSION } from '../../src/contracts/consent';
import { loadConfig } from '../../src/server/config';
import { openStore, type Store } from '../../src/server/db/database';
import { unlockStore } from '../../src/server/db/unlock-store';
import { seedAttorney, seedCase, seedStaffUser } from '../../src/server/features/staff/staff-test-helpers';
import { rangeText } from '../../src/server/features/reports/render-report-html';
import {
  pdfAttachmentOf,
  pdfText,
  startSmtpServer,
} from '../../src/server/features/reports/testing/report-test-kit';
import { createJobWorker } from '../../src/server/jobs/job-worker';
import { jobDefinitions } from '../../src/server/job-handlers';

import { launchChromium } from './support/chromium';
import { seriousAxeViolations, watchConsole } from './support/page-checks';
import { signInToConsole } from './support/staff-sign-in';
import { completeIntakeThroughWebhooks } from './support/webhook-intake';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
let browser: Browser;
let store: Store;

const adminEmail = `admin-${randomInt(1e9)}@example.org`;
const managerEmail = `cm-${randomInt(1e9)}@example.org`;

beforeAll(async () => {
  browser = await launchChromium();
  // The server's own database (global-setup.ts: DATA_DIR/app.db), opened a second time.
  store = openStore(`sqlite:${path.join(dataDir, 'app.db')}`);
  // The server's key file (decision 0080): cases seeded here are sealed as the server seals them.
  await unlockStore(store, { configuredKey: null, dataDir, nodeEnv: 'test' });
  await seedStaffUser(store.db, { email: adminEmail, role: 'admin' });
  await seedStaffUser(store.db, { email: managerEmail, role: 'case_manager' });
});
afterAll(async () => {
  await browser?.close();
  await store?.close();
});

const signIn = (context: BrowserContext, email: string) => signInToConsole(context, baseUrl, email);

/** A visitor completing an intake through the real webhook endpoints, then the report job as the worker would run it. */
async function completeIntake(name: string, email: string): Promise<void> {
  await completeIntakeThroughWebhooks(baseUrl, { name, email });
  // The test server runs no worker.
  await runJobs();
}

/** The server's jobs, run here as its worker would; mail goes to the outbox unless an SMTP URL is given. */
async function runJobs(smtpUrl?: string): Promise<void> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SITE_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    ...(smtpUrl ? { SMTP_URL: smtpUrl } : {}),
  });
  await createJobWorker({
    store,
    config,
    log: pino({ level: 'silent' }),
    definitions: jobDefinitions,
  }).drain();
}

/** Finds a case in All cases (the filter applies as you type) and opens it. */
async function openCase(page: Page, visitor: string): Promise<void> {
  await page.getByRole('link', { name: 'All cases' }).click();
  await page.getByLabel('Search').fill(visitor);
  await page.getByRole('link', { name: visitor }).click();
}

describe('the staff console in Chromium', () => {
  it('is served at /staff and every /staff path, marked noindex; public pages never load it', async () => {
    for (const url of ['/staff', '/staff/cases/anything']) {
      const response = await fetch(`${baseUrl}${url}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      expect(await response.text()).toContain('Staff console');
    }
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(`${baseUrl}/`);
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => /staff/.test(url))).toEqual([]);
    await context.close();
  });

  it('records a visit and a start-flow open through the first-party beacon', async () => {
    const count = async (kind: 'visit' | 'start_flow_open') =>
      (await store.db.selectFrom('funnel_events').select('id').where('kind', '=', kind).execute()).length;
    const visits = await count('visit');
    const opens = await count('start_flow_open');
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await expect.poll(() => count('visit')).toBe(visits + 1);
    await page.getByRole('button', { name: 'Start Free Analysis' }).first().click();
    await expect.poll(() => count('start_flow_open')).toBe(opens + 1);
    const latest = await store.db
      .selectFrom('funnel_events')
      .selectAll()
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(latest).toMatchObject({ kind: 'start_flow_open', page: '/' });
    await context.close();
  });

  it('journey: sign in, find the case a visitor just completed, see it, assign an attorney, refer it; the audit shows each step', async () => {
    const visitor = `Jamie Journey ${randomInt(1e6)}`;
    const attorneyName = `Morgan Journey ${randomInt(1e6)}`;
    await seedAttorney(store.db, attorneyName);
    await completeIntake(visitor, `jamie.${randomInt(1e6)}@example.com`);

    const context = await browser.newContext();
    const page = await signIn(context, managerEmail);
    const errors = watchConsole(page);
    await openCase(page, visitor);
    await page.getByRole('heading', { name: new RegExp(`Case \\w{8}: ${visitor}`) }).waitFor();

    // The case opens on what to do now; the rest is in sections, each at its own address.
    const caseUrl = page.url();
    await page.getByRole('link', { name: 'Conversation', exact: true }).click();
    const transcript = page.getByRole('region', { name: 'Transcript' });
    await expect.poll(() => transcript.getByText('rear-ended me at a red light').count()).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Facts', exact: true }).click();
    const facts = page.getByRole('region', { name: 'Facts' });
    await facts.waitFor();
    // Facts by their labels, in plain words: the state the visitor named.
    await facts.getByText('Texas', { exact: true }).first().waitFor();
    await page.getByRole('link', { name: 'Report', exact: true }).click();
    // Each section renders after its link is followed: wait for it, then look (isVisible does not wait).
    const report = page.getByRole('region', { name: 'Report' });
    await report.getByText('Value range').waitFor();
    expect(await report.getByRole('button', { name: 'Resend report email' }).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Record', exact: true }).click();
    await page.getByRole('region', { name: 'Consent record' }).getByText(CONSENT_VERSION).waitFor();
    await page.goto(caseUrl);

    const attorneyOption = page.locator('select[name="attorneyId"] option', { hasText: attorneyName });
    await page
      .locator('select[name="attorneyId"]')
      .selectOption((await attorneyOption.getAttribute('value'))!);
    await page.getByRole('button', { name: 'Assign attorney' }).click();
    await page.getByRole('status').filter({ hasText: 'Attorney assigned.' }).waitFor();
    await page.locator('select[name="status"]').selectOption('referred');
    await page.getByRole('button', { name: 'Change status' }).click();
    await page.getByRole('status').filter({ hasText: 'Status changed.' }).waitFor();

    expect(
      await page
        .getByRole('region', { name: 'The visitor' })
        .getByText(attorneyName, { exact: false })
        .isVisible(),
    ).toBe(true);
    await page.goto(`${caseUrl}/record`);
    const audit = page.getByRole('region', { name: 'Audit trail' });
    await audit.locator('[data-audit-action="case.status_changed"]').first().waitFor();
    const actions = await audit.locator('[data-audit-action]').allTextContents();
    for (const action of ['case.viewed', 'case.attorney_assigned', 'case.status_changed'])
      expect(actions).toContain(action);
    expect(
      await page
        .getByRole('region', { name: 'Status history' })
        .getByText(/New → Referred/)
        .isVisible(),
    ).toBe(true);

    await page.getByRole('link', { name: 'All cases' }).click();
    await page.getByLabel('Search').fill(visitor);
    const row = page.getByRole('row').filter({ hasText: visitor });
    await row.getByText('Referred').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('corrects the medical bills in the facts form, shows the new range and route, and sends the corrected report once', async () => {
    const visitor = `Casey Correction ${randomInt(1e6)}`;
    const email = `casey.${randomInt(1e6)}@example.com`;
    await completeIntake(visitor, email);
    // Names are sealed (decision 0080): matched once opened, not in SQL.
    const caseRow = (await store.db.selectFrom('cases').select(['id', 'full_name']).execute()).find(
      (row) => row.full_name === visitor,
    )!;
    const before = await store.db
      .selectFrom('reports')
      .selectAll()
      .where('case_id', '=', caseRow.id)
      .executeTakeFirstOrThrow();

    const context = await browser.newContext();
    const page = await signIn(context, managerEmail);
    const errors = watchConsole(page);
    await openCase(page, visitor);
    await page.getByRole('link', { name: 'Facts', exact: true }).click();
    const facts = page.getByRole('region', { name: 'Facts' });
    await facts.getByRole('button', { name: 'Correct facts' }).click();
    await facts.getByLabel('Medical bills so far').fill('$60,000');
    await facts.getByRole('button', { name: 'Save corrections' }).click();
    await facts.getByRole('status').filter({ hasText: 'Saved as report version 2.' }).waitFor();

    const after = await store.db
      .selectFrom('reports')
      .selectAll()
      .where('case_id', '=', caseRow.id)
      .executeTakeFirstOrThrow();
    expect(after.version).toBe(2);
    expect(after.value_likely).toBeGreaterThan(before.value_likely);
    const money = (amount: number) => `$${amount.toLocaleString('en-US')}`;
    await page.getByRole('link', { name: 'Report', exact: true }).click();
    const report = page.getByRole('region', { name: 'Report' });
    await report
      .getByText(
        `${money(after.value_low)} – ${money(after.value_high)} (likely ${money(after.value_likely)})`,
        { exact: true },
      )
      .waitFor();
    const versions = report.getByRole('listitem').filter({ hasText: 'Version 2' });
    await versions.getByText('Medical bills so far: $4,200 → $60,000').waitFor();
    expect(await versions.first().textContent()).toContain('pi panel');

    await report.getByRole('button', { name: 'Send corrected report' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Corrected report (version 2) queued to send.' })
      .waitFor();
    await report.getByRole('button', { name: 'Send corrected report' }).waitFor({ state: 'detached' });

    const smtp = await startSmtpServer();
    try {
      await runJobs(smtp.url);
      await runJobs(smtp.url);
      expect(smtp.messages.map((mail) => mail.to)).toEqual([[email]]);
      const text = pdfText(pdfAttachmentOf(smtp.messages[0]!.raw));
      expect(text).toContain(
        rangeText({ low: after.value_low, likely: after.value_likely, high: after.value_high }),
      );
    } finally {
      await smtp.close();
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('renders script and HTML in visitor data as inert text', async () => {
    const payload = '<img src=x onerror="window.__xss=1;alert(1)"><script>window.__xss=2</script>';
    const name = `Xss ${randomInt(1e6)} ${payload}`;
    const { caseId } = await seedCase(store.db, {
      name,
      description: `Desc <svg onload="alert(3)"></svg> ${payload}`,
      messages: [
        { role: 'visitor', text: `Message ${payload} <a href="javascript:alert(4)">click</a>` },
        { role: 'agent', text: 'Thanks.' },
      ],
      report: { valueLikely: 12_000 },
    });
    fs.mkdirSync(path.join(dataDir, 'uploads', caseId), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'uploads', caseId, 'x.bin'), payload);
    await store.db
      .insertInto('uploads')
      .values({
        id: `upload-${randomInt(1e9)}`,
        case_id: caseId,
        original_name: `"><img src=x onerror=alert(5)>.png`,
        sniffed_type: 'image/png',
        declared_type: 'image/png',
        size_bytes: payload.length,
        sha256: 'd'.repeat(64),
        storage_path: `${caseId}/x.bin`,
        status: 'stored',
        message_id: null,
        created_at: new Date().toISOString(),
      })
      .execute();

    const context = await browser.newContext();
    const page = await signIn(context, managerEmail);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`${baseUrl}/staff/cases?q=${encodeURIComponent(`Xss`)}`);
    await page.getByRole('link', { name }).waitFor();
    await page.goto(`${baseUrl}/staff/cases/${caseId}/conversation`);
    await page
      .getByRole('region', { name: 'Transcript' })
      .getByText(/Message <img src=x/)
      .waitFor();
    expect(await page.getByText(`"><img src=x onerror=alert(5)>.png`).isVisible()).toBe(true);
    await page.getByRole('heading', { name: new RegExp('Case \\w{8}: Xss') }).waitFor();

    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(await page.locator('main img, main svg[onload], main a[href^="javascript:"]').count()).toBe(0);
    expect(await page.locator('main script').count()).toBe(0);
    expect(await page.locator('[onerror], [onload]').count()).toBe(0);
    await context.close();
  });

  // Eight screens, each read by axe: more than the default minute on two shared cores.
  it('passes axe on every console screen (no serious or critical violations)', async () => {
    const { caseId } = await seedCase(store.db, {
      name: `Axe Case ${randomInt(1e6)}`,
      report: { valueLikely: 22_000, deadlineDate: '2027-01-01' },
    });
    const context = await browser.newContext();
    const signInPage = await context.newPage();
    await signInPage.goto(`${baseUrl}/staff`);
    await signInPage.getByRole('heading', { name: 'Staff sign in' }).waitFor();
    expect(await seriousAxeViolations(signInPage)).toEqual([]);
    await signInPage.close();

    const page = await signIn(context, adminEmail);
    const errors = watchConsole(page);
    const screens: [string, string][] = [
      ['/staff', 'My queue'],
      ['/staff/cases', 'All cases'],
      [`/staff/cases/${caseId}`, 'Case'],
      ['/staff/attorneys', 'Attorneys'],
      ['/staff/inbox', 'Inbox'],
      ['/staff/funnel', 'Funnel'],
      ['/staff/admin', 'Admin'],
      ['/staff/account', 'Account'],
    ];
    for (const [url, heading] of screens) {
      await page.goto(`${baseUrl}${url}`);
      await page.getByRole('heading', { level: 1, name: new RegExp(`^${heading}`) }).waitFor();
      await page.waitForLoadState('networkidle');
      expect({ url, violations: await seriousAxeViolations(page) }).toEqual({ url, violations: [] });
    }
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
