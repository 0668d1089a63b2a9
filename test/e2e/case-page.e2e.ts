import { randomInt } from 'node:crypto';
import path from 'node:path';

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { loadConfig } from '../../src/server/config';
import { openStore, type Store } from '../../src/server/db/database';
import { unlockStore } from '../../src/server/db/unlock-store';
import { queueCase, seedCase, seedStaffUser } from '../../src/server/features/staff/staff-test-helpers';

import { launchChromium } from './support/chromium';
import { seriousAxeViolations, watchConsole } from './support/page-checks';
import { signInToConsole } from './support/staff-sign-in';

/**
 * Issue 25's case page, driven by the keyboard alone at 1280×800: a case manager in Chicago
 * opens a New York visitor's case from the queue, finds the call and text links, logs the
 * callback the visitor asked for (said in both time zones), and opens each section by its
 * address.
 */
const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
let browser: Browser;
let store: Store;

const managerEmail = `cp-${randomInt(1e9)}@example.org`;
const visitor = `Noor Keyboard ${randomInt(1e6)}`;
let caseId = '';

beforeAll(async () => {
  browser = await launchChromium();
  store = openStore(`sqlite:${path.join(dataDir, 'app.db')}`);
  await unlockStore(store, { configuredKey: null, dataDir, nodeEnv: 'test' });
  await seedStaffUser(store.db, { email: managerEmail, role: 'case_manager' });
  const now = new Date();
  const in90Days = new Date(now.getTime() + 90 * 86_400_000).toISOString().slice(0, 10);
  ({ caseId } = await seedCase(store.db, {
    name: visitor,
    email: `noor.${randomInt(1e6)}@example.com`,
    state: 'NY',
    createdAt: new Date(now.getTime() - 2 * 3_600_000),
    completedAt: new Date(now.getTime() - 3_600_000),
    report: { valueLikely: 18_000, deadlineDate: in90Days, eligibility: 'eligible' },
  }));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SITE_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
  });
  await queueCase(store, config, caseId, now);
});
afterAll(async () => {
  await browser?.close();
  await store?.close();
});

const isFocusedOn = (page: Page, text: string) =>
  page.evaluate((name) => document.activeElement?.textContent?.trim() === name, text);

/** Tab through the page until the element with this text has the focus (at most `limit` presses). */
async function tabTo(page: Page, text: string, limit = 300): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await isFocusedOn(page, text)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached "${text}"`);
}

/** Tab until the focus is where `isThere` says (a few presses at most). */
async function tabUntil(page: Page, isThere: () => boolean, limit = 6): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(isThere)) return;
  }
  throw new Error('Tab never reached the field');
}

/**
 * Tomorrow at 3 PM on a Chicago clock, as the datetime field's segments are typed: the date
 * (mm dd yyyy), Tab (the year takes up to six digits, so it does not move on by itself), the time.
 */
function tomorrowAtThreeInChicago(): { date: string; time: string; instant: string } {
  const tomorrow = new Date(Date.now() + 86_400_000);
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Chicago',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(tomorrow);
  const part = (type: string) => parts.find((entry) => entry.type === type)!.value;
  const offset = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', timeZoneName: 'longOffset' })
    .formatToParts(tomorrow)
    .find((entry) => entry.type === 'timeZoneName')!
    .value.replace('GMT', '');
  return {
    date: `${part('month')}${part('day')}${part('year')}`,
    time: '0300P',
    instant: new Date(`${part('year')}-${part('month')}-${part('day')}T15:00:00${offset}`).toISOString(),
  };
}

describe('the case page by keyboard (issue 25)', () => {
  // Five sections each read by axe: more than the default minute on two shared cores.
  it('opens a case from the queue, offers tel: and sms:, logs a callback in both time zones, and opens each section by its address', async () => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      timezoneId: 'America/Chicago',
    });
    const page = await signInToConsole(context, baseUrl, managerEmail);
    const errors = watchConsole(page);

    // The queue: Tab to the visitor's name, Enter.
    await page.getByRole('table', { name: 'Queue' }).getByRole('link', { name: visitor }).waitFor();
    await tabTo(page, visitor);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: new RegExp(`Case \\w{8}: ${visitor}`) }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/staff/cases/${caseId}`);

    // Act now: the channels the visitor allowed, one link each.
    const reach = page.getByRole('region', { name: 'Reach them' });
    expect(await reach.locator('a[href="tel:+15125550100"]').count()).toBe(1);
    expect(await reach.locator('a[href="sms:+15125550100"]').count()).toBe(1);
    expect(await reach.locator('a[href^="mailto:noor."][href*="?subject=Your%20case%20"]').count()).toBe(1);
    const when = page.getByRole('region', { name: 'When to contact them' });
    expect(
      await when
        .getByText(/Eastern (Standard|Daylight) Time/)
        .first()
        .isVisible(),
    ).toBe(true);
    expect(
      await when
        .getByText(/Central (Standard|Daylight) Time/)
        .first()
        .isVisible(),
    ).toBe(true);
    expect(await when.getByText('Make the 1st of 3 attempts: the first contact.').isVisible()).toBe(true);
    expect(
      await page.getByRole('region', { name: 'First deadline' }).getByText('90 days left').isVisible(),
    ).toBe(true);
    // Tab reaches the call link and then the text link.
    await tabTo(page, '(512) 555-0100');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('tel:+15125550100');
    await tabTo(page, 'Text (512) 555-0100');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('sms:+15125550100');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // c: the call form. Outcome "Asked us to call back later" by its first letter, the time typed.
    await page.keyboard.press('Escape');
    await page.keyboard.press('c');
    await expect
      .poll(() => page.getByLabel('Channel').evaluate((element) => element === document.activeElement))
      .toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('A');
    expect(await page.getByLabel('Outcome').inputValue()).toBe('callback_requested');
    const callback = tomorrowAtThreeInChicago();
    await page.keyboard.press('Tab');
    await page.keyboard.type(callback.date);
    await page.keyboard.press('Tab');
    await page.keyboard.type(callback.time);
    const preview = page.locator('[data-callback-preview]');
    await preview.getByText(/for the visitor/).waitFor();
    const bothZones =
      /4:00 PM Eastern (Standard|Daylight) Time for the visitor · .* 3:00 PM Central (Standard|Daylight) Time for you/;
    expect(await preview.textContent()).toMatch(bothZones);
    // The field's own segments and picker take Tabs of their own before the notes.
    await tabUntil(page, () => document.activeElement?.getAttribute('name') === 'notes');
    await page.keyboard.type('Asked for tomorrow afternoon.');
    await tabUntil(page, () => document.activeElement?.textContent === 'Log attempt');
    await page.keyboard.press('Enter');
    const logged = page.getByRole('status').filter({ hasText: 'Call logged.' });
    await logged.waitFor();
    expect(await logged.textContent()).toMatch(bothZones);
    const attempt = await store.db
      .selectFrom('call_attempts')
      .selectAll()
      .where('case_id', '=', caseId)
      .executeTakeFirstOrThrow();
    expect(attempt).toMatchObject({ outcome: 'callback_requested', next_attempt_at: callback.instant });

    // Each section by its address, marked as the current one.
    const sections: [string, string][] = [
      ['facts', 'Facts'],
      ['report', 'Report'],
      ['conversation', 'Transcript'],
      ['record', 'Audit trail'],
    ];
    for (const [address, region] of sections) {
      await page.goto(`${baseUrl}/staff/cases/${caseId}/${address}`);
      await page.getByRole('region', { name: region }).waitFor();
      const current = page
        .getByRole('navigation', { name: 'Case sections' })
        .locator('[aria-current="page"]');
      expect(await current.getAttribute('href')).toBe(`/staff/cases/${caseId}/${address}`);
      expect(await page.getByRole('region', { name: 'Reach them' }).count()).toBe(0);
      expect({ address, violations: await seriousAxeViolations(page) }).toEqual({ address, violations: [] });
    }
    expect(await page.getByRole('region', { name: 'Consent record' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
