import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { launchChromium } from './support/chromium';
import { seriousAxeViolations } from './support/page-checks';

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchChromium();
  context = await browser.newContext();
});
afterAll(async () => {
  await browser?.close();
});

// Each route of the table (status, title, h1, session id, console, axe) is checked once, by
// the crawl in public-site.e2e.ts: it used to be loaded and run through axe here a second time.
describe('the site shell in Chromium', () => {
  it('keeps one session id across pages of the same tab', async () => {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await page.waitForURL(/id=/);
    const id = new URL(page.url()).searchParams.get('id');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click();
    await page.waitForURL(/\/faq\?id=/);
    expect(new URL(page.url()).searchParams.get('id')).toBe(id);
    await page.goBack();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.close();
  });

  it('answers an unknown path with status 404 and the not-found page', async () => {
    const page = await context.newPage();
    const response = await page.goto(`${baseUrl}/no-such-page`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL(/\/\?id=/);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.close();
  });

  it('shows prerendered content with JavaScript turned off', async () => {
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const page = await noScript.newPage();
    await page.goto(`${baseUrl}/continue`);
    expect(await page.getByRole('heading', { name: 'Continue Your Intake?' }).isVisible()).toBe(true);
    await noScript.close();
  });
});

describe('the small-screen menu', () => {
  it('opens and closes by keyboard, with focus moving in and back', async () => {
    const mobile = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await mobile.newPage();
    await page.goto(`${baseUrl}/`);
    await page.waitForURL(/id=/);
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await dialog.waitFor();
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // The dialog returns focus once it has unmounted, a moment after it leaves the page: wait for it.
    await expect.poll(() => menuButton.evaluate((node) => node === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    // The whole site from a phone: the header's links and the pages the header has no room for.
    for (const name of ['How It Works', 'Practice Areas', 'FAQ', 'Resources', 'About Us', 'Contact'])
      expect(await dialog.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
    await dialog.getByRole('link', { name: 'Legal Education' }).click();
    await page.waitForURL(/\/legal-education\?id=/);
    await mobile.close();
  });

  it('on a phone, keeps the scroll-to-top button off the toasts, out of the way of a field, clear of the last line', async () => {
    const mobile = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await mobile.newPage();
    await page.goto(`${baseUrl}/`);
    await page.waitForURL(/id=/);
    const button = page.getByRole('button', { name: 'Scroll to top' });
    const email = page.getByLabel('Email address');
    await email.scrollIntoViewIfNeeded();
    await button.waitFor();
    // While a field is being filled, it steps aside.
    await email.fill('reader@example.com');
    await button.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await page.getByRole('button', { name: 'I Agree - Subscribe' }).click();
    // A toast spans a phone's bottom edge: the button waits until it is gone.
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Check your email to confirm' });
    await toast.waitFor();
    // It steps aside on the next frame after the toast appears (the page watches for toasts).
    await expect.poll(() => button.count(), { timeout: 2000 }).toBe(0);
    await toast.getByRole('button', { name: /close/i }).click();
    await toast.waitFor({ state: 'detached' });
    await button.waitFor();
    // At the foot of the page the last line is clear of it.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    // The text's own box, without the paragraph's padding that makes the room.
    const lastLine = await page
      .locator('footer p')
      .last()
      .evaluate((paragraph) => {
        const range = document.createRange();
        range.selectNodeContents(paragraph);
        const box = range.getBoundingClientRect();
        return { top: box.top, bottom: box.bottom };
      });
    const clear = (await button.boundingBox())!;
    expect(clear.y >= lastLine.bottom || clear.y + clear.height <= lastLine.top).toBe(true);
    await mobile.close();
  });

  it('answers a bad report link with a page in the site chrome and a way to ask for a new link', async () => {
    const page = await context.newPage();
    const response = await page.goto(`${baseUrl}/report/not-a-real-token`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'We could not open this report' }).waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Case Intake' }).waitFor();
    await page.getByLabel('Email address').fill('someone@example.com');
    await page.getByRole('button', { name: 'Email me a new link' }).click();
    await page.getByRole('heading', { level: 1, name: 'Check your email' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.close();
  });

  it('brings back the top of the page with the scroll-to-top button after 50 px', async () => {
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto(`${baseUrl}/`);
    await page.mouse.wheel(0, 600);
    const button = page.getByRole('button', { name: 'Scroll to top' });
    await button.waitFor();
    await button.click();
    await page.waitForFunction(() => window.scrollY === 0, undefined, { timeout: 3000 });
    await page.close();
  });
});
