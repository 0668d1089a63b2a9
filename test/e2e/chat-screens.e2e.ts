import path from 'node:path';

import pino from 'pino';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { caseRecordSchema } from '../../src/contracts/case-record';
import { loadConfig } from '../../src/server/config';
import { openStore } from '../../src/server/db/database';
import { unlockStore } from '../../src/server/db/unlock-store';
import { computeConclusions } from '../../src/server/features/reports/compute-conclusions';
import { rangeText } from '../../src/server/features/reports/render-report-html';
import {
  pdfAttachmentOf,
  pdfText,
  startSmtpServer,
} from '../../src/server/features/reports/testing/report-test-kit';
import { createJobWorker } from '../../src/server/jobs/job-worker';
import { jobDefinitions } from '../../src/server/job-handlers';
import { noIntakeMessage } from '../../src/web/features/intake-journey/use-intake-progress';

import { launchChromium } from './support/chromium';
import { agentMessages, seriousAxeViolations, watchConsole } from './support/page-checks';

/**
 * The chat journey's screens on a phone and a laptop (issue 13), against the shared test
 * server (our own webhooks and the guided agent): where the page opens, what stays in view
 * when the on-screen keyboard takes half the screen, the earlier conversation on /chatplus,
 * finishing early, honest end pages, and an end-intake failure that keeps the address.
 */
const baseUrl = inject('baseUrl');
/** A 1×1 PNG: the upload endpoint stores what the bytes are, not what the name says. */
const onePixelPng =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const screens = [
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: 'laptop', viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const log = (page: Page) => page.getByRole('log', { name: 'Conversation' });
const botReplies = (page: Page) => agentMessages(log(page));

/** The part of an element inside the window's visible area, as a share of its height (0–1). */
async function shareInView(page: Page, selector: Parameters<Page['locator']>[0]): Promise<number> {
  return page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect();
    const viewHeight = window.visualViewport?.height ?? window.innerHeight;
    const visible = Math.min(box.bottom, viewHeight) - Math.max(box.top, 0);
    return box.height > 0 ? Math.max(0, visible) / box.height : 0;
  });
}

/** Home, scrolled to its foot as a reader would be, then the start flow into /chat. */
async function startChatFromHome(
  page: Page,
  description: string,
): Promise<{ sessionId: string; chatId: string }> {
  await page.goto(`${baseUrl}/`);
  await page.waitForURL(/id=/);
  await page.getByRole('button', { name: 'Start Free Analysis' }).click();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByLabel('Full name').fill('Dana Whitfield');
  await page.getByLabel('Phone number').fill('5125550142');
  await page.getByLabel(/What happened/).fill(description);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'I Agree' }).click();
  await page.getByRole('button', { name: 'Website Chat' }).click();
  await page.waitForURL(/\/chat\?id=[A-Z0-9]{6}&chat=[A-Za-z0-9]{10}$/);
  await botReplies(page).first().waitFor();
  const address = new URL(page.url()).searchParams;
  return { sessionId: address.get('id')!, chatId: address.get('chat')! };
}

async function say(page: Page, text: string): Promise<void> {
  const before = await botReplies(page).count();
  const box = page.getByLabel('Your message');
  await box.fill(text);
  await box.press('Enter');
  await botReplies(page).nth(before).waitFor();
  await page.waitForFunction(() => !document.querySelector('[data-testid="typing-indicator"]'));
}

for (const screen of screens) {
  describe(`the chat journey on a ${screen.name} (${screen.viewport.width}×${screen.viewport.height})`, () => {
    let context: BrowserContext;
    let page: Page;
    let consoleErrors: string[];
    const axeByScreen: Record<string, string[]> = {};

    beforeAll(async () => {
      context = await browser.newContext({
        viewport: screen.viewport,
        isMobile: screen.isMobile,
        hasTouch: screen.hasTouch,
      });
      page = await context.newPage();
      consoleErrors = watchConsole(page);
    });
    afterAll(async () => {
      await context?.close();
    });
    let ids = { sessionId: '', chatId: '' };

    it('opens /chat at the top with the first message, the composer and the title in view', async () => {
      ids = await startChatFromHome(
        page,
        'A delivery van backed into me in a parking lot in Tucson, Arizona two weeks ago. My hip hurts.',
      );
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await expect.poll(() => shareInView(page, 'h1')).toBe(1);
      expect(await botReplies(page).first().isVisible()).toBe(true);
      await expect
        .poll(() => shareInView(page, '[aria-label="Conversation"] .justify-start >> nth=0'))
        .toBeGreaterThan(0);
      await expect.poll(() => shareInView(page, 'textarea[name="message"]')).toBe(1);
      // The page is the screen: nothing below the composer to scroll to.
      expect(
        await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight),
      ).toBeLessThanOrEqual(1);
      // The SPEC's notice: one line above the conversation, from the first moment.
      expect(await page.getByRole('note', { name: 'About this chat' }).textContent()).toMatch(/15 minutes/);
      axeByScreen['chat'] = await seriousAxeViolations(page);
    });

    it('thanks the visitor for a photo that reached the case', async () => {
      await page
        .getByTestId('attachment-input')
        .setInputFiles([
          { name: 'bumper.png', mimeType: 'image/png', buffer: Buffer.from(onePixelPng, 'base64') },
        ]);
      await page.getByRole('list', { name: 'Files to send' }).getByText('bumper.png').waitFor();
      await say(page, 'Here is the dent.');
      expect(await botReplies(page).last().innerText()).toMatch(
        /Thanks — I've added the photo to your case\./,
      );
    });

    it('keeps the composer and the newest message in view while the on-screen keyboard is up', async () => {
      await say(page, 'It was on a Tuesday afternoon, I think the 10th.');
      // The keyboard takes about half a phone's screen: the visual viewport shrinks.
      await page.setViewportSize({
        width: screen.viewport.width,
        height: Math.round(screen.viewport.height / 2),
      });
      await page.getByLabel('Your message').focus();
      await expect.poll(() => shareInView(page, 'textarea[name="message"]')).toBe(1);
      await expect
        .poll(() => shareInView(page, '[aria-label="Conversation"] .justify-start >> nth=-1'))
        .toBeGreaterThan(0);
      await say(page, 'The van driver said he did not see me.');
      await expect.poll(() => shareInView(page, 'textarea[name="message"]')).toBe(1);
      await expect
        .poll(() => shareInView(page, '[aria-label="Conversation"] .justify-start >> nth=-1'))
        .toBeGreaterThan(0);
      await page.setViewportSize(screen.viewport);
    });

    it('/chatplus shows the earlier conversation and can finish at once', async () => {
      await page.goto(`${baseUrl}/continue?id=${ids.sessionId}&chat=${ids.chatId}`);
      await page.getByRole('heading', { name: 'Continue Your Intake?' }).waitFor();
      axeByScreen['continue'] = await seriousAxeViolations(page);
      await page.getByRole('button', { name: 'Continue with 15 More Questions' }).click();
      await page.waitForURL(`${baseUrl}/chatplus?id=${ids.sessionId}&chat=${ids.chatId}`);
      await botReplies(page).first().waitFor();
      // Part one, read back from the server for this browser.
      await log(page).getByText('The van driver said he did not see me.').waitFor();
      await log(page).getByText('It was on a Tuesday afternoon, I think the 10th.').waitFor();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      axeByScreen['chatplus'] = await seriousAxeViolations(page);
      await page.getByRole('button', { name: 'Finish now' }).click();
      await page.waitForURL(`${baseUrl}/chatcomplete?id=${ids.sessionId}&chat=${ids.chatId}`);
      await page.getByRole('heading', { name: 'Thank You for Completing the Chat' }).waitFor();
    });

    it('the review corrects an amount in place before the email', async () => {
      const review = page.getByRole('region', { name: 'Check your details' });
      await review.waitFor();
      // Every fact the report uses is there to check, the share of blame and future care too.
      for (const line of ['Change Your share of the blame', 'Change Future medical care (estimated cost)'])
        await review.getByRole('button', { name: line }).waitFor();
      await review.getByRole('button', { name: 'Change Medical bills so far' }).click();
      const amount = review.getByRole('textbox', { name: 'Medical bills so far' });
      await amount.fill('a lot');
      await review.getByRole('button', { name: 'Save' }).click();
      await review.getByRole('alert').getByText('Please enter whole dollars, like 8500.').waitFor();
      axeByScreen['review, line being corrected'] = await seriousAxeViolations(page);
      await amount.fill('$12,400');
      await review.getByRole('button', { name: 'Save' }).click();
      await review.getByText('Saved. Your report will use this.').waitFor();
      await review.getByText('$12,400').waitFor();
      await review
        .getByLabel('Anything we got wrong?')
        .fill('The van was backing out of a loading bay, not parking.');
      await review.getByRole('button', { name: 'Send this note' }).click();
      await review.getByText('Thank you. Your note was saved with your case.').waitFor();
      axeByScreen['review'] = await seriousAxeViolations(page);
    });

    it('an end-intake failure keeps the typed address and a retry sends it', async () => {
      let failures = 0;
      await page.route('**/webhook/end-intake', async (route) => {
        if (failures === 0) {
          failures += 1;
          await route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"busy"}' });
          return;
        }
        await route.fallback();
      });
      await page.getByLabel('Email address').fill('dana.whitfield@example.com');
      await page.getByRole('button', { name: 'Send My Report' }).click();
      await page.getByRole('alert').waitFor();
      expect(await page.getByLabel('Email address').inputValue()).toBe('dana.whitfield@example.com');
      expect(await page.getByText(/Your case value report is on its way/).count()).toBe(0);
      axeByScreen['chatcomplete, end-intake failed'] = await seriousAxeViolations(page);
      await page.getByRole('button', { name: 'Try Again' }).click();
      await page.getByRole('status').getByText('dana.whitfield@example.com').waitFor();
      expect(failures).toBe(1);
      axeByScreen['confirmation'] = await seriousAxeViolations(page);
      await page.unroute('**/webhook/end-intake');
    });

    it('the emailed PDF shows the range recomputed from the corrected bills, and the report opens in this browser', async () => {
      const store = openStore(`sqlite:${path.join(inject('dataDir'), 'app.db')}`);
      // The server's key file (decision 0080) opens the sealed record.
      await unlockStore(store, { configuredKey: null, dataDir: inject('dataDir'), nodeEnv: 'test' });
      const smtp = await startSmtpServer();
      try {
        const row = await store.db
          .selectFrom('cases')
          .select(['case_record'])
          .where('chat_id', '=', ids.chatId)
          .executeTakeFirstOrThrow();
        const record = caseRecordSchema.parse(JSON.parse(row.case_record));
        expect(record.medicalBills?.total).toBe(12_400);
        const config = loadConfig({
          NODE_ENV: 'test',
          DATA_DIR: inject('dataDir'),
          SITE_URL: 'http://localhost:3000',
          LOG_LEVEL: 'silent',
          SMTP_URL: smtp.url,
        });
        const options = {
          reportDate: new Date().toISOString().slice(0, 10),
          policy: {
            servedStates: config.reports.servedStates,
            valueFloor: config.reports.eligibilityValueFloor,
          },
        };
        const corrected = rangeText(computeConclusions(record, options).valuation.value);
        const uncorrected = rangeText(
          computeConclusions({ ...record, medicalBills: undefined }, options).valuation.value,
        );
        expect(corrected).not.toBe(uncorrected);
        // The report job, run the way the server's worker runs it, with mail to a real SMTP server.
        await createJobWorker({
          store,
          config,
          log: pino({ level: 'silent' }),
          definitions: jobDefinitions,
        }).drain();
        const mails = smtp.messages.filter((mail) => mail.to.includes('dana.whitfield@example.com'));
        expect(mails).toHaveLength(1);
        const text = pdfText(pdfAttachmentOf(mails[0]!.raw));
        expect(text).toContain(corrected);

        // The confirmation says what is true, and the report opens here, in this tab, as the main action.
        await expect
          .poll(() => page.getByTestId('report-confirmation-headline').textContent(), { timeout: 15_000 })
          .toBe('Your report is ready. We also emailed a copy.');
        const link = page.getByRole('link', { name: 'View your report' });
        expect(await link.getAttribute('target')).toBeNull();
        const address = `${baseUrl}${await link.getAttribute('href')}`;
        await link.click();
        await page.waitForURL(address);
        await page.getByText(corrected).first().waitFor();
        // In the site's chrome: the banner with the logo and name, and the footer.
        await page.getByRole('banner').getByRole('link', { name: 'Case Intake' }).first().waitFor();
        await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).waitFor();
        // On a phone each step of the table is a row card: its amount beside its name, the reason below.
        const layout = await page
          .locator('table.stack tbody tr')
          .first()
          .evaluate((row) => {
            const [name, why, amount] = [...row.children].map((cell) => cell.getBoundingClientRect());
            return {
              sameLine: Math.abs(name!.top - amount!.top) < 4,
              whyBelow: why!.top >= name!.bottom - 1,
            };
          });
        expect(layout).toEqual(
          screen.name === 'phone' ? { sameLine: true, whyBelow: true } : { sameLine: true, whyBelow: false },
        );
        axeByScreen['report in the browser'] = await seriousAxeViolations(page);
        const stranger = await browser.newContext();
        try {
          const response = await (await stranger.newPage()).goto(address);
          expect(response?.status()).toBe(404);
        } finally {
          await stranger.close();
        }
      } finally {
        await smtp.close();
        await store.close();
      }
    });

    it('/continue and /chatcomplete say so to a browser that never started an intake', async () => {
      const stranger = await browser.newContext({ viewport: screen.viewport, isMobile: screen.isMobile });
      const strangerPage = await stranger.newPage();
      try {
        for (const path of ['/continue', '/chatcomplete']) {
          await strangerPage.goto(`${baseUrl}${path}?id=${ids.sessionId}&chat=${ids.chatId}`);
          await strangerPage.getByText(noIntakeMessage).waitFor();
          await strangerPage.getByRole('status').getByRole('link', { name: 'Start Free Analysis' }).waitFor();
          expect(
            await strangerPage.getByRole('button', { name: 'Continue with 15 More Questions' }).count(),
          ).toBe(0);
          expect(await strangerPage.getByRole('button', { name: 'Send My Report' }).count()).toBe(0);
          axeByScreen[`${path} without an intake`] = await seriousAxeViolations(strangerPage);
        }
      } finally {
        await stranger.close();
      }
    });

    it('no screen has a serious or critical axe violation, and the console stayed clean', () => {
      expect(Object.keys(axeByScreen).length).toBeGreaterThanOrEqual(6);
      expect(axeByScreen).toEqual(Object.fromEntries(Object.keys(axeByScreen).map((name) => [name, []])));
      expect(consoleErrors.filter((line) => !line.includes('Failed to load resource'))).toEqual([]);
    });
  });
}
