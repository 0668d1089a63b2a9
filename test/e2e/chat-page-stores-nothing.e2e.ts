import type { FastifyInstance } from 'fastify';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { type Store } from '../../src/server/db/database';

import { launchChromium } from './support/chromium';
import { type LocalServer, startLocalServer } from './support/local-server';
import { agentMessages } from './support/page-checks';

/**
 * Issue 15, item 8: opening the chat pages stores nothing. A crawler that runs scripts, a
 * link preview that only fetches, or a person who opens /chat and leaves must not leave a
 * case row behind. Chromium opens each intake page in a fresh browser, as a crawler would,
 * against a server of this file's own on a fresh database; then the store is counted.
 */
let server: LocalServer | undefined;
let baseUrl = '';
let app: FastifyInstance | undefined;
let store: Store | undefined;
let browser: Browser;

beforeAll(async () => {
  server = await startLocalServer('no-rows');
  baseUrl = server.baseUrl;
  app = server.app;
  store = server.store;
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
  await store?.close();
});

async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of ['cases', 'messages', 'chat_bindings', 'consent_records', 'uploads'] as const) {
    const row = await store!.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.count);
  }
  return counts;
}
const none = { cases: 0, messages: 0, chat_bindings: 0, consent_records: 0, uploads: 0 };

// The agent's messages, not the typing indicator that shares their alignment and shows first.
const botReplies = (page: Page) => agentMessages(page.getByRole('log', { name: 'Conversation' }));

it('a fresh browser opening /chat is greeted and asked its name, and nothing is stored', async () => {
  for (const address of ['/chat', '/chat?id=ABC123&chat=AbCdEf1234']) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}${address}`);
    await botReplies(page).first().waitFor();
    expect(await botReplies(page).first().innerText()).toMatch(/full name\?/);
    await page.waitForLoadState('networkidle');
    await context.close();
  }
  expect(await rowCounts()).toEqual(none);
});

it('the other intake pages, opened fresh, store nothing either', async () => {
  for (const address of [
    '/chatplus',
    '/continue',
    '/chatcomplete',
    '/chat?id=ABC123&chat=AbCdEf1234&resume=x',
  ]) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}${address}`);
    await page.waitForLoadState('networkidle');
    await context.close();
  }
  expect(await rowCounts()).toEqual(none);
});

it('a link preview that only fetches the page stores nothing', async () => {
  for (const method of ['GET', 'HEAD'])
    expect((await fetch(`${baseUrl}/chat?id=ABC123&chat=AbCdEf1234`, { method })).status).toBe(200);
  expect(await rowCounts()).toEqual(none);
});

it('the case starts with the visitor’s first words (the control: the count sees a real chat)', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${baseUrl}/chat`);
  await botReplies(page).first().waitFor();
  const box = page.getByLabel('Your message');
  await box.fill('Sam Carter');
  await box.press('Enter');
  await botReplies(page).nth(1).waitFor();
  await context.close();
  expect(await rowCounts()).toMatchObject({ cases: 1, chat_bindings: 1 });
});
