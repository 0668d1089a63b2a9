import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { endIntakePayloadSchema, newChatPayloadSchema } from '../../src/contracts/webhooks';
import { noIntakeMessage } from '../../src/web/features/intake-journey/use-intake-progress';

import { launchChromium } from './support/chromium';
import { type FakeAutomationService, startFakeAutomationService } from './support/fake-automation-service';
import { startLocalServer, type LocalServer } from './support/local-server';
import { agentMessages, seriousAxeViolations, watchConsole } from './support/page-checks';

/**
 * The SPEC's own mode (issue 28): the webhooks pointed at an external automation service, a
 * real HTTP server on another origin that speaks only the SPEC's contract. Once configured as
 * an operator would (WEBHOOK_*_URL), once behind our own paths (the browser's calls to
 * /webhook/* answered by the service, as a proxy in front of us would), where our server
 * never sees the chat. One browser, one service, one server of this file's own.
 */
let browser: Browser;
let service: FakeAutomationService;
let external: LocalServer;

beforeAll(async () => {
  service = await startFakeAutomationService({ questionsPerPart: 2 });
  external = await startLocalServer('external', {
    WEBHOOK_NEW_CHAT_URLS: `${service.url}/prod/new-chat,${service.url}/test/new-chat`,
    WEBHOOK_MESSAGE_URL: `${service.url}/message`,
    WEBHOOK_RESET_SESSQNO_URL: `${service.url}/reset-sessqno`,
    WEBHOOK_END_INTAKE_URL: `${service.url}/end-intake`,
    WEBHOOK_NEWSLETTER_URL: `${service.url}/newsletter`,
  });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await external?.close();
  await service?.close();
});

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const laptop = { viewport: { width: 1280, height: 800 } };

const log = (page: Page) => page.getByRole('log', { name: 'Conversation' });

async function say(page: Page, text: string) {
  const before = await agentMessages(log(page)).count();
  await page.getByLabel('Your message').fill(text);
  await page.getByLabel('Your message').press('Enter');
  await agentMessages(log(page)).nth(before).waitFor();
}

/** Top and bottom of an element in the window, and the window's height. */
const boxOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const box = element.getBoundingClientRect();
      return { top: box.top, bottom: box.bottom, height: box.height, view: window.innerHeight };
    });

/** How many lines of text an element takes. */
const linesOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const lineHeight = parseFloat(getComputedStyle(element).lineHeight);
      return Math.round(element.getBoundingClientRect().height / lineHeight);
    });

async function theChatKeepsTheScreen(page: Page, axe: Record<string, string[]>, name: string) {
  await page.getByRole('heading', { level: 1, name: 'Connected to Agent Case Intake' }).waitFor();
  // SPEC §2's notice: one line above the conversation, never over it.
  const notice = page.getByRole('note', { name: 'About this chat' });
  expect(await notice.textContent()).toMatch(/15 minutes[\s\S]*extend/);
  expect(await linesOf(page, '[role="note"] p')).toBe(1);
  const noticeBox = await boxOf(page, '[role="note"]');
  const logBox = await boxOf(page, '[role="log"]');
  expect(noticeBox.bottom).toBeLessThanOrEqual(logBox.top + 1);
  // The SPEC's switches stay, disabled, "Coming Soon", on one row with "Finish now".
  const rowTops = await Promise.all(
    [
      page.getByRole('switch', { name: 'Call' }),
      page.getByRole('switch', { name: 'Text' }),
      page.getByText('Coming Soon'),
      page.getByRole('button', { name: 'Finish now' }),
    ].map(async (item) => {
      expect(await item.isVisible()).toBe(true);
      const box = (await item.boundingBox())!;
      return box.y + box.height / 2;
    }),
  );
  expect(Math.max(...rowTops) - Math.min(...rowTops)).toBeLessThan(8);
  expect(await page.getByRole('switch', { name: 'Call' }).isDisabled()).toBe(true);
  // The messages get the room.
  expect(logBox.height / logBox.view).toBeGreaterThan(0.5);
  axe[name] = await seriousAxeViolations(page);
}

describe('against an external automation service (WEBHOOK_*_URL)', () => {
  it("on a phone: start → /chat → the limit's choice in the chat → /continue → /chatplus → /chatcomplete", async () => {
    const context: BrowserContext = await browser.newContext(phone);
    const page = await context.newPage();
    await page.clock.install();
    const errors = watchConsole(page);
    const axe: Record<string, string[]> = {};
    try {
      await page.goto(`${external.baseUrl}/`);
      await page.waitForURL(/id=/);
      await page.getByRole('button', { name: 'Start Free Analysis' }).click();
      // The form is in view below the header, its first field focused; the channel is asked once, later.
      const name = page.getByLabel('Full name');
      await expect.poll(() => name.evaluate((field) => field === document.activeElement)).toBe(true);
      const form = await boxOf(page, 'form[aria-labelledby]');
      expect(form.top).toBeGreaterThanOrEqual(64);
      expect(form.top).toBeLessThan(form.view / 2);
      expect(await page.getByRole('radio').count()).toBe(0);
      await name.fill('maria  g lopez');
      await page.getByLabel('Phone number').fill('5125550199');
      expect(await name.inputValue()).toBe('Maria G Lopez');
      await page.getByLabel(/What happened/).fill('A pickup ran a red light and hit my car in Austin.');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('button', { name: 'I Agree' }).click();
      await page.getByRole('button', { name: 'Website Chat' }).click();
      await page.waitForURL(/\/chat\?id=[A-Z0-9]{6}&chat=[A-Za-z0-9]{10}$/);
      const address = new URL(page.url()).searchParams;
      const ids = `id=${address.get('id')}&chat=${address.get('chat')}`;

      const starts = [...service.callsTo('/prod/new-chat'), ...service.callsTo('/test/new-chat')];
      expect(starts).toHaveLength(2);
      for (const start of starts) {
        expect(newChatPayloadSchema.safeParse(start.body).success).toBe(true);
        expect(start.body).toMatchObject({ userInfo: { fullName: 'Maria G Lopez' } });
      }
      await log(page).getByText('Service question 1').waitFor();
      await theChatKeepsTheScreen(page, axe, 'chat');
      // A touch screen gets no keyboard hint.
      expect(await page.getByText(/Shift\+Enter/).isVisible()).toBe(false);
      await page.getByRole('button', { name: 'Dismiss this notice' }).click();
      expect(await page.getByRole('note', { name: 'About this chat' }).count()).toBe(0);

      await say(page, 'It was March 3.');
      await say(page, 'My neck hurts.');
      // At the limit the choice is in the chat, and nothing leaves by itself.
      const choice = log(page).getByRole('group', { name: /15-question limit/ });
      await choice.waitFor();
      expect(
        await page.getByLabel('Your message').evaluate((box) => (box as HTMLTextAreaElement).readOnly),
      ).toBe(true);
      await page.clock.runFor(60_000);
      expect(new URL(page.url()).pathname).toBe('/chat');
      expect(
        await choice.getByRole('button', { name: 'End Intake and Receive Damages Report' }).isVisible(),
      ).toBe(true);
      axe['the limit in the chat'] = await seriousAxeViolations(page);

      // /continue as the SPEC has it (a redirect's target, a link): both buttons, id and chat kept.
      await page.goto(`${external.baseUrl}/continue?${ids}`);
      await page.getByRole('heading', { name: 'Continue Your Intake?' }).waitFor();
      expect(await page.getByText(noIntakeMessage).count()).toBe(0);
      const extend = page.getByRole('button', { name: 'Continue with 15 More Questions' });
      await expect.poll(() => extend.isEnabled()).toBe(true);
      expect(
        await page.getByRole('button', { name: 'End Intake and Receive Damages Report' }).isEnabled(),
      ).toBe(true);
      axe['continue'] = await seriousAxeViolations(page);
      await extend.click();
      await page.waitForURL(`${external.baseUrl}/chatplus?${ids}`);
      await log(page).getByText('Extension question 1').waitFor();
      expect(service.callsTo('/reset-sessqno')[0]?.headers.pageload).toBe('True');
      await say(page, 'Nothing new.');
      await say(page, 'That is all.');
      const last = log(page).getByRole('group', { name: /report is one step away/ });
      await last.waitFor();
      expect(await last.getByRole('button', { name: /More Questions/ }).count()).toBe(0);
      axe['chatplus at its limit'] = await seriousAxeViolations(page);
      await last.getByRole('button', { name: 'End Intake and Receive Damages Report' }).click();
      await page.waitForURL(`${external.baseUrl}/chatcomplete?${ids}`);

      await page.getByRole('heading', { name: 'Thank You for Completing the Chat' }).waitFor();
      await page.getByLabel('Email address').fill('maria.lopez@example.com');
      await page.getByRole('button', { name: 'Send My Report' }).click();
      const headline = page.getByTestId('report-confirmation-headline');
      await expect.poll(() => headline.textContent()).toBe('Your case value report is on its way');
      // At the top of the screen, with the address.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      const confirmed = await boxOf(page, '[data-testid="report-confirmation-headline"]');
      expect(confirmed.bottom).toBeLessThan(confirmed.view / 2);
      expect(await page.getByRole('status').textContent()).toContain('maria.lopez@example.com');
      const [end] = service.callsTo('/end-intake');
      expect(endIntakePayloadSchema.safeParse(end?.body).success).toBe(true);
      expect(end?.body).toMatchObject({ Email: 'maria.lopez@example.com', ChatID: address.get('chat') });
      axe['confirmation'] = await seriousAxeViolations(page);
      await page.getByRole('link', { name: 'Return to Home' }).click();
      await page.waitForURL(/\/\?id=/);

      expect(axe).toEqual(Object.fromEntries(Object.keys(axe).map((screen) => [screen, []])));
      expect(errors.filter((line) => !line.includes('Failed to load resource'))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('on a laptop: the header and notice on one line each, the keyboard hint, "Finish now" from the first question', async () => {
    const context = await browser.newContext(laptop);
    const page = await context.newPage();
    const axe: Record<string, string[]> = {};
    try {
      await page.goto(`${external.baseUrl}/chat?id=LAPTOP&chat=laptopChat`);
      await log(page).getByText('Service question 1').waitFor();
      await theChatKeepsTheScreen(page, axe, 'chat');
      expect(await page.getByText(/Shift\+Enter adds a line/).isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Finish now' }).click();
      await page.waitForURL(`${external.baseUrl}/chatcomplete?id=LAPTOP&chat=laptopChat`);
      await page.getByLabel('Email address').fill('sam@example.com');
      await page.getByRole('button', { name: 'Send My Report' }).click();
      await page.getByRole('status').getByText('sam@example.com').waitFor();
      axe['confirmation'] = await seriousAxeViolations(page);
      expect(axe).toEqual({ chat: [], confirmation: [] });
    } finally {
      await context.close();
    }
  });
});

describe('against an automation service behind our own paths', () => {
  it("keeps /continue's buttons and /chatcomplete's form for a chat our server never saw", async () => {
    const context = await browser.newContext(phone);
    const page = await context.newPage();
    const baseUrl = inject('baseUrl');
    // What a proxy in front of /webhook/* does: the service answers; our server sees nothing.
    await page.route(`${baseUrl}/webhook/**`, async (route) => {
      const path = new URL(route.request().url()).pathname.replace('/webhook', '');
      await route.fulfill({ response: await route.fetch({ url: `${service.url}${path}` }) });
    });
    try {
      await page.goto(`${baseUrl}/intake`);
      await page.getByLabel('Full name').fill('Ann Lee');
      await page.getByLabel('Phone number').fill('5551234567');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('button', { name: 'I Agree' }).click();
      await page.getByRole('button', { name: 'Website Chat' }).click();
      await page.waitForURL(/\/chat\?/);
      await log(page).getByText('Service question 1').waitFor();
      await say(page, 'Last week, on the highway.');
      const ids = new URL(page.url()).search;
      await page.goto(`${baseUrl}/continue${ids}`);
      const finish = page.getByRole('button', { name: 'End Intake and Receive Damages Report' });
      await expect.poll(() => finish.isEnabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Continue with 15 More Questions' }).isVisible()).toBe(
        true,
      );
      expect(await page.getByText(noIntakeMessage).count()).toBe(0);
      await finish.click();
      await page.waitForURL(/\/chatcomplete\?/);
      await page.getByLabel('Email address').waitFor();
      expect(await page.getByText(noIntakeMessage).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
