import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { INTAKE_CALLBACK_PATH } from '../../src/contracts/intake-progress';
import { buildApp } from '../../src/server/app';
import { type AppConfig, loadConfig } from '../../src/server/config';
import { openStore, type Store } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import {
  ownerOf as ownerOfCase,
  seedCase,
  seedStaffUser,
} from '../../src/server/features/staff/staff-test-helpers';
import { jobDefinitions } from '../../src/server/job-handlers';
import { enqueue } from '../../src/server/jobs/job-definition';
import { caseQueueJob } from '../../src/server/jobs/job-kinds';
import { createJobWorker } from '../../src/server/jobs/job-worker';
import { silentLog } from '../support/silent-log';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp-server';

import { launchChromium } from './support/chromium';
import { seriousAxeViolations, watchConsole } from './support/page-checks';
import { signInToConsole } from './support/staff-sign-in';
import { completeIntakeThroughWebhooks, rearEndedInAustin } from './support/webhook-intake';

/**
 * Issue 14's journey: a case manager's Monday morning, on the real server with its clock
 * pinned (the countdowns and the callback's time come from it, never from the day this runs),
 * a real mail server, and Chromium driven from the keyboard where the queue is concerned.
 */
let clock = new Date('2026-12-07T14:00:00.000Z'); // Monday, 9am Eastern
const hours = (count: number) => new Date(clock.getTime() + count * 3_600_000);

let browser: Browser;
let smtp: TestSmtpServer;
let store: Store;
let app: FastifyInstance;
let config: AppConfig;
let baseUrl: string;
let dataDir: string;

const tag = randomInt(1e6);
const alex = { email: `alex-${tag}@example.org`, id: '' };
const blair = { email: `blair-${tag}@example.org`, id: '' };
const visitors = {
  urgent: { name: `Uma Urgent ${tag}`, email: `uma.${tag}@example.com` },
  callback: { name: `Cal Callback ${tag}`, email: `cal.${tag}@example.com` },
  normal: { name: `Nora Normal ${tag}`, email: `nora.${tag}@example.com` },
};
const caseIds: Record<keyof typeof visitors | 'review', string> = {
  urgent: '',
  callback: '',
  normal: '',
  review: '',
};

/** The jobs, run as the server's worker would, on the pinned clock. */
const runJobs = () =>
  createJobWorker({ store, config, log: silentLog, definitions: jobDefinitions, now: () => clock }).drain();

// Names are sealed (decision 0080): matched once opened, not in SQL.
const caseIdOf = async (name: string) =>
  (await store.db.selectFrom('cases').select(['id', 'full_name']).execute()).find(
    (row) => row.full_name === name,
  )!.id;
const ownerOf = (caseId: string) => ownerOfCase(store.db, caseId);

beforeAll(async () => {
  browser = await launchChromium();
  smtp = await startSmtpServer();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'case-intake-queue-e2e-'));
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

  alex.id = await seedStaffUser(store.db, { email: alex.email, role: 'case_manager' });
  blair.id = await seedStaffUser(store.db, { email: blair.email, role: 'case_manager' });
  // Blair was given a case long ago, Alex never: the round robin starts with Alex.
  await store.db
    .updateTable('staff_users')
    .set({ last_auto_assigned_at: '2026-01-05T12:00:00.000Z' })
    .where('id', '=', blair.id)
    .execute();

  // Three intakes through the real webhooks: one whose filing deadline is 44 days away
  // (urgent), one that asks for a callback this afternoon, one ordinary.
  await completeIntakeThroughWebhooks(baseUrl, {
    ...visitors.urgent,
    phone: '(512) 555-0111',
    answer: rearEndedInAustin.replace('2026-10-03', '2025-01-20'),
  });
  await runJobs();
  const withCallback = await completeIntakeThroughWebhooks(baseUrl, {
    ...visitors.callback,
    phone: '(512) 555-0122',
  });
  const asked = await withCallback.post(INTAKE_CALLBACK_PATH, {
    SessionID: withCallback.sessionId,
    ChatID: withCallback.chatId,
    window: { day: '2026-12-07', slot: 'afternoon' }, // noon to 5pm Eastern: 17:00–22:00 UTC
  });
  expect(asked.status).toBe(200);
  await runJobs();
  await completeIntakeThroughWebhooks(baseUrl, { ...visitors.normal, phone: '(512) 555-0133' });
  await runJobs();
  for (const key of Object.keys(visitors) as (keyof typeof visitors)[])
    caseIds[key] = await caseIdOf(visitors[key].name);
  // A fourth case whose eligibility a person must decide: nobody gets it automatically.
  caseIds.review = (
    await seedCase(store.db, {
      name: `Rita Review ${tag}`,
      email: `rita.${tag}@example.com`,
      completedAt: hours(-2),
      createdAt: hours(-3),
      report: { valueLikely: 9_000, eligibility: 'needs_review' },
    })
  ).caseId;
  await enqueue(
    store.db,
    caseQueueJob,
    { caseId: caseIds.review, reason: 'report', at: clock.toISOString() },
    { now: clock },
  );
  await runJobs();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
  await store?.close();
  await smtp?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const signIn = (context: BrowserContext, email: string) => signInToConsole(context, baseUrl, email);

const queueRows = (page: Page) => page.getByRole('table', { name: 'Queue' }).locator('tbody tr');
const rowNames = async (page: Page) =>
  (await queueRows(page).locator('td:nth-child(2) a').allTextContents()).map((text) => text.trim());
const auditActions = async (subjectId: string) =>
  (await store.db.selectFrom('audit_log').select('action').where('subject_id', '=', subjectId).execute()).map(
    (entry) => entry.action,
  );

describe('a case manager’s day in the console (issue 14)', () => {
  it('assigns the three new eligible cases round robin, audited as automatic', async () => {
    expect(await ownerOf(caseIds.urgent)).toBe(alex.id);
    expect(await ownerOf(caseIds.callback)).toBe(blair.id);
    expect(await ownerOf(caseIds.normal)).toBe(alex.id);
    expect(await ownerOf(caseIds.review)).toBeNull();
    for (const key of ['urgent', 'callback', 'normal'] as const)
      expect(await auditActions(caseIds[key])).toContain('case.owner_assigned');
    // Each visitor got their report by email through the mail server.
    const addresses = Object.values(visitors).map((visitor) => visitor.email);
    expect(smtp.messages.filter((mail) => addresses.includes(mail.to[0] ?? ''))).toHaveLength(3);
  });

  it('works the queue from the keyboard: due order, countdowns, take a case, log a voicemail, see the next attempt', async () => {
    const context = await browser.newContext();
    const page = await signIn(context, alex.email);
    const errors = watchConsole(page);

    // Alex's queue: the urgent deadline first, then the 24 h promise, then the case to review (unassigned).
    await queueRows(page).nth(2).waitFor();
    expect(await rowNames(page)).toEqual([visitors.urgent.name, visitors.normal.name, `Rita Review ${tag}`]);
    const countdowns = await queueRows(page).locator('[data-countdown]').allTextContents();
    // From the pinned clock (less the moments the page took): the urgent promise is 4 h, the other 24 h.
    expect(countdowns[0]).toMatch(/^contact due in (4 h|3 h 59 m)$/);
    expect(countdowns[1]).toMatch(/^contact due in (1 d|23 h 59 m)$/);
    expect(await queueRows(page).nth(0).getByText('Urgent deadline').isVisible()).toBe(true);
    // Given to Alex by the round robin; the case to review is in the pool, one click (or a) away.
    for (const row of [0, 1])
      expect(await queueRows(page).nth(row).getByRole('cell', { name: 'Me', exact: true }).count()).toBe(1);
    expect(await queueRows(page).nth(2).getByRole('button', { name: 'Assign to me' }).isVisible()).toBe(true);
    expect(await queueRows(page).nth(0).locator('a[href^="tel:+1512555"]').count()).toBe(1);
    expect(await queueRows(page).nth(0).locator(`a[href="mailto:${visitors.urgent.email}"]`).count()).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // ? lists the shortcuts; a key typed in a field is text, not a shortcut.
    await page.keyboard.press('?');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await dialog.waitFor();
    expect(await dialog.getByText('Log a call on the selected or open case').isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // j, j: the unassigned case; a: it is mine now.
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(`Rita Review ${tag}`);
    await page.keyboard.press('a');
    await page.getByRole('status').filter({ hasText: 'is assigned to you' }).waitFor();
    await expect.poll(() => ownerOf(caseIds.review)).toBe(alex.id);
    await queueRows(page).nth(2).getByRole('cell', { name: 'Me', exact: true }).waitFor();

    // k, k: back to the urgent case; c: its page with the call form ready.
    await page.keyboard.press('k');
    await page.keyboard.press('k');
    await page.keyboard.press('c');
    await page.getByRole('heading', { name: new RegExp(`Case \\w{8}: ${visitors.urgent.name}`) }).waitFor();
    const channel = page.getByLabel('Channel');
    await expect.poll(() => channel.evaluate((element) => element === document.activeElement)).toBe(true);
    const reach = page.getByRole('region', { name: 'Reach them' });
    expect(await reach.locator('a[href^="tel:"]').count()).toBe(1);
    expect(await reach.getByRole('button', { name: /^Copy phone number/ }).isVisible()).toBe(true);
    expect(
      await page
        .getByRole('region', { name: 'First deadline' })
        .getByText(/days left/)
        .isVisible(),
    ).toBe(true);
    expect(
      await page
        .getByRole('region', { name: 'The visitor' })
        .getByText('Personal-injury attorney panel', { exact: false })
        .isVisible(),
    ).toBe(true);

    // Tab to the outcome, pick "Left voicemail" by its first letter, Tab, Tab, Enter.
    await page.keyboard.press('Tab');
    await page.keyboard.press('L');
    expect(await page.getByLabel('Outcome').inputValue()).toBe('voicemail');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Left my number.');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const logged = page.getByRole('status').filter({ hasText: 'Call logged.' });
    await logged.waitFor();
    const next = hours(24);
    expect(await logged.textContent()).toContain('1st of 3 attempts made.');
    const attempt = await store.db
      .selectFrom('call_attempts')
      .selectAll()
      .where('case_id', '=', caseIds.urgent)
      .executeTakeFirstOrThrow();
    expect(attempt).toMatchObject({
      channel: 'call',
      outcome: 'voicemail',
      next_attempt_at: next.toISOString(),
    });
    await page
      .getByRole('region', { name: 'When to contact them' })
      .getByText('Make the 2nd of 3 attempts.')
      .waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Record', exact: true }).click();
    await page
      .getByRole('region', { name: 'Timeline' })
      .getByText('Call: Left voicemail (Left my number.)')
      .waitFor();

    // Back in the queue the urgent case waits for its next attempt, a day from now.
    await page.getByRole('link', { name: 'My queue' }).click();
    await queueRows(page).nth(1).waitFor();
    expect(await rowNames(page)).toEqual([visitors.normal.name, `Rita Review ${tag}`]);
    await page.getByRole('button', { name: 'Scheduled later' }).click();
    // A day from the pinned clock, less the moments the page took to ask.
    await queueRows(page)
      .first()
      .getByText(/^next attempt due in (1 d|23 h 59 m)$/)
      .waitFor();
    expect(await rowNames(page)).toEqual([visitors.urgent.name]);

    // The audit trail of the case shows each step.
    await page.goto(`${baseUrl}/staff/cases/${caseIds.urgent}/record`);
    const trail = page.getByRole('region', { name: 'Audit trail' });
    await trail.locator('[data-audit-action="case.contact_attempt_recorded"]').waitFor();
    const actions = await trail.locator('[data-audit-action]').allTextContents();
    for (const action of ['case.owner_assigned', 'case.viewed', 'case.contact_attempt_recorded'])
      expect(actions).toContain(action);
    expect(await auditActions(caseIds.review)).toContain('case.owner_assigned');
    const listed = await store.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'queue.listed')
      .where('actor_id', '=', alex.id)
      .execute();
    expect(listed.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a callback in its owner’s queue at the time the visitor chose, not before', async () => {
    const context = await browser.newContext();
    const page = await signIn(context, blair.email);
    await page.getByText('Nothing is due. Well done.').waitFor();
    await page.getByRole('button', { name: 'Scheduled later' }).click();
    await queueRows(page)
      .first()
      .getByText(/^callback due in (3 h|2 h 59 m)$/)
      .waitFor();

    clock = hours(3); // 12pm Eastern: the window opens
    await page.getByRole('button', { name: 'Due now' }).click();
    await queueRows(page).first().waitFor();
    expect(await rowNames(page)).toEqual([visitors.callback.name]);
    expect(await queueRows(page).first().getByText('Callback requested').isVisible()).toBe(true);
    expect(await queueRows(page).first().locator('[data-countdown]').textContent()).toMatch(
      /^callback window ends in (5 h|4 h 59 m)$/,
    );
    await context.close();
  });

  it('ties a contact-form message to its case and answers it: the mail server receives the reply', async () => {
    const sent = await fetch(`${baseUrl}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: visitors.normal.name,
        email: visitors.normal.email,
        subject: 'My report is wrong',
        message: 'My bills were $6,000, not $4,200.',
      }),
    });
    expect(sent.status).toBe(201);
    await runJobs();

    const context = await browser.newContext();
    const page = await signIn(context, alex.email);
    const errors = watchConsole(page);
    await page.getByRole('link', { name: 'Inbox' }).click();
    const message = page.getByRole('article', { name: 'My report is wrong' });
    await message.waitFor();
    expect(await message.getByRole('link', { name: new RegExp(visitors.normal.name) }).isVisible()).toBe(
      true,
    );
    expect(await message.getByText('matched by email or phone').isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await message
      .getByLabel(`Reply to ${visitors.normal.name}`)
      .fill('Thank you. I corrected your bills; a new report follows.');
    await message.getByRole('button', { name: 'Send reply' }).click();
    await message.getByRole('status').filter({ hasText: 'Reply queued' }).waitFor();

    await runJobs();
    const replies = smtp.messages.filter((mail) => mail.raw.includes('Subject: Re: My report is wrong'));
    expect(replies).toHaveLength(1);
    expect(replies[0]!.to).toEqual([visitors.normal.email]);
    expect(replies[0]!.raw).toContain('I corrected your bills');

    // On the case: the message, the reply, and the timeline.
    await page.goto(`${baseUrl}/staff/cases/${caseIds.normal}/conversation`);
    const onCase = page.getByRole('region', { name: 'Messages' });
    await onCase.getByText(/Reply by .* emailed/).waitFor();
    await page.getByRole('link', { name: 'Record', exact: true }).click();
    await page
      .getByRole('region', { name: 'Timeline' })
      .getByText('Reply emailed: My report is wrong')
      .waitFor();
    const messageId = (
      await store.db
        .selectFrom('contact_messages')
        .select('id')
        .where('email', '=', visitors.normal.email)
        .executeTakeFirstOrThrow()
    ).id;
    expect((await auditActions(messageId)).sort()).toEqual([
      'inbox.contact_message_replied',
      'inbox.contact_reply_sent',
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('searches with /, filters as you type into a shareable address, and selects with x for a bulk export', async () => {
    const context = await browser.newContext();
    const page = await signIn(context, alex.email);
    await page.keyboard.press('/');
    const search = page.getByLabel('Search');
    await expect.poll(() => search.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type('Nora Normal');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('Nora Normal');
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    await page.getByRole('link', { name: visitors.normal.name }).waitFor();
    await page.keyboard.press('Escape');
    await page.keyboard.press('x');
    await page.getByText('1 of 1 case selected').waitFor();
    const href = await page.getByRole('link', { name: 'Export selected (CSV)' }).getAttribute('href');
    expect(href).toBe(`/api/staff/cases/export.csv?ids=${caseIds.normal}`);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });
});
