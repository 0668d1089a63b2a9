import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { launchChromium } from './support/chromium';
import { agentMessages, seriousAxeViolations, watchConsole } from './support/page-checks';

/**
 * Quick answers on a phone (issue 23; decision 0108), against the shared test server and the
 * guided agent: the intake's first question offers the date picker, and a yes-or-no question
 * is answered by tapping a chip, after which the next question shows.
 */
const baseUrl = inject('baseUrl');
const screenshots = process.env.QUICK_ANSWER_SCREENSHOTS;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let consoleErrors: string[];
beforeAll(async () => {
  browser = await launchChromium();
  context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  page = await context.newPage();
  consoleErrors = watchConsole(page);
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const log = () => page.getByRole('log', { name: 'Conversation' });
const botReplies = () => agentMessages(log());
const quickAnswers = () => page.getByRole('group', { name: 'Quick answers' });

async function waitForReply(before: number): Promise<void> {
  await botReplies().nth(before).waitFor();
  await page.waitForFunction(() => !document.querySelector('[data-testid="typing-indicator"]'));
}

describe('quick answers on a phone (390×844)', () => {
  it('offers the date picker first, then a yes-or-no question is answered with a tap', async () => {
    await page.goto(`${baseUrl}/`);
    await page.waitForURL(/id=/);
    await page.getByRole('button', { name: 'Start Free Analysis' }).click();
    await page.getByLabel('Full name').fill('Jordan Ellery');
    await page.getByLabel('Phone number').fill('5125550177');
    await page
      .getByLabel(/What happened/)
      .fill('I tripped over a torn mat at the entrance of a hardware store and sprained my ankle.');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'I Agree' }).click();
    await page.getByRole('button', { name: 'Website Chat' }).click();
    await page.waitForURL(/\/chat\?id=/);
    await botReplies().first().waitFor();

    // The first question asks for the date: a labelled date input that stops at today.
    const date = quickAnswers().getByLabel('Pick the date');
    await date.waitFor();
    expect(await date.getAttribute('max')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    if (screenshots) await page.screenshot({ path: `${screenshots}/date-picker.png` });
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Typing still answers; open questions get "I don't know" until a yes-or-no question comes.
    let yesNo = false;
    for (let turn = 0; turn < 12 && !yesNo; turn += 1) {
      const before = await botReplies().count();
      const box = page.getByLabel('Your message');
      await box.fill(turn === 0 ? 'about two months ago' : "I don't know");
      await box.press('Enter');
      await waitForReply(before);
      yesNo = (await quickAnswers().getByRole('button', { name: 'Not sure' }).count()) > 0;
    }
    expect(yesNo).toBe(true);

    const chips = quickAnswers().getByRole('button');
    expect(await chips.allTextContents()).toEqual(['Yes', 'No', 'Not sure']);
    // Phone-sized: every chip fits the width and is a comfortable tap target.
    for (const chip of await chips.all()) {
      const box = (await chip.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    if (screenshots) await page.screenshot({ path: `${screenshots}/yes-no-chips.png` });
    expect(await seriousAxeViolations(page)).toEqual([]);

    const question = (await botReplies().last().textContent()) ?? '';
    const before = await botReplies().count();
    await quickAnswers().getByRole('button', { name: 'No', exact: true }).tap();
    await waitForReply(before);
    const next = (await botReplies().last().textContent()) ?? '';
    expect(next).not.toBe(question);
    expect(next).toMatch(/\?/);
    // The tap shows as the visitor's own message, right before the next question.
    const visitorMessages = log().locator('.justify-end');
    expect((await visitorMessages.last().textContent())?.replace(/^You:\s*/, '')).toBe('No');
    if (screenshots) await page.screenshot({ path: `${screenshots}/after-tap.png` });
    expect(consoleErrors).toEqual([]);
  });
});
