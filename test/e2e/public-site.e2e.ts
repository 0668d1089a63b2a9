import path from 'node:path';

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { openStore } from '../../src/server/db/database';
import { listNewContactMessages } from '../../src/server/features/contact/contact.repository';
import { pageMeta, paths } from '../../src/web/app/paths';
import { formTemplates } from '../../src/web/content/resources';

import { launchChromium } from './support/chromium';
import { seriousAxeViolations, watchConsole } from './support/page-checks';

/** Each path of the route table with the title it must show. */
const routeTitles = new Map<string, string>(
  Object.entries(paths).map(([name, pathname]) => [pathname, pageMeta[name as keyof typeof paths].title]),
);

/**
 * The public information site in Chromium against the real built server: a crawler over
 * every page of the route table, the sitemap and every internal link, axe on each page, every button in the page body, the
 * keyboard, the downloads, and a contact message that lands in the store.
 */
const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchChromium();
  context = await browser.newContext();
});
afterAll(async () => {
  await browser?.close();
});

async function internalLinks(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
  const origin = new URL(baseUrl).origin;
  return hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === origin)
    .map((url) => url.pathname);
}

describe('crawling the public site', () => {
  const visited = new Map<string, { status: number; title: string }>();

  it(
    'reaches every route, every page of the sitemap and every link, none of them the not-found page, each passing axe',
    { timeout: 600_000 },
    async () => {
      const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
      const fromSitemap = [...sitemap.matchAll(/<loc>[^<]*?(\/[^<]*)<\/loc>/g)].map(
        (match) => new URL(match[1]!, baseUrl).pathname,
      );
      expect(fromSitemap.length).toBeGreaterThanOrEqual(27);
      const queue = [...routeTitles.keys(), ...fromSitemap];
      const problems: string[] = [];
      const page = await context.newPage();
      const errors = watchConsole(page);
      while (queue.length > 0) {
        const pathname = queue.shift()!;
        if (visited.has(pathname)) continue;
        if (pathname.startsWith('/downloads/')) {
          const response = await fetch(`${baseUrl}${pathname}`);
          visited.set(pathname, { status: response.status, title: 'download' });
          if (response.status !== 200) problems.push(`${pathname}: status ${response.status}`);
          continue;
        }
        const response = await page.goto(`${baseUrl}${pathname}`);
        const status = response?.status() ?? 0;
        visited.set(pathname, { status, title: await page.title() });
        if (status !== 200) problems.push(`${pathname}: status ${status}`);
        if ((await page.getByRole('heading', { name: 'Oops! Page not found' }).count()) > 0)
          problems.push(`${pathname}: not-found page`);
        if (!(await page.locator('main h1').first().isVisible())) problems.push(`${pathname}: no visible h1`);
        const title = routeTitles.get(pathname);
        if (title !== undefined) {
          // A route of the table shows its own title and gives the tab its session id.
          await page.waitForURL(/[?&]id=[A-Z0-9]{6}(&|$)/);
          if ((await page.title()) !== title) problems.push(`${pathname}: title "${await page.title()}"`);
        }
        for (const violation of await seriousAxeViolations(page)) problems.push(`${pathname}: ${violation}`);
        for (const link of await internalLinks(page)) if (!visited.has(link)) queue.push(link);
        // Console errors are named by the page that printed them.
        for (const error of errors.splice(0)) problems.push(`${pathname}: console: ${error}`);
      }
      await page.close();
      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
      for (const expected of [
        ...routeTitles.keys(),
        '/practice-areas/slip-fall',
        '/legal-education/medical-malpractice-guide',
        '/privacy-policy',
        '/resources/guides/personal-injury-basics',
      ]) {
        expect(visited.get(expected)?.status).toBe(200);
      }
      expect([...visited.keys()].filter((key) => !key.startsWith('/downloads/')).length).toBeGreaterThan(
        fromSitemap.length,
      );
    },
  );

  it('answers an unknown article slug with the 404 page', async () => {
    const page = await context.newPage();
    const response = await page.goto(`${baseUrl}/legal-education/no-such-article`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
    await page.close();
  });
});

describe('structured data and search-engine files', () => {
  it('puts FAQPage JSON-LD with the 10 questions on /faq and Article JSON-LD on an article', async () => {
    const faq = await (await fetch(`${baseUrl}/faq`)).text();
    const faqData = JSON.parse(faq.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)![1]!);
    expect(faqData['@type']).toBe('FAQPage');
    expect(faqData.mainEntity).toHaveLength(10);
    const article = await (
      await fetch(`${baseUrl}/legal-education/understanding-personal-injury-settlements`)
    ).text();
    const articleData = JSON.parse(
      article.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)![1]!,
    );
    expect(articleData).toMatchObject({
      '@type': 'Article',
      datePublished: '2026-09-15',
      author: { name: 'Maria Alvarez' },
    });
    expect(article).toContain('<meta property="og:type" content="article" />');
  });

  it('serves robots.txt pointing at sitemap.xml', async () => {
    const robots = await (await fetch(`${baseUrl}/robots.txt`)).text();
    expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
  });
});

describe('downloads', () => {
  for (const form of formTemplates) {
    it(`${form.title} downloads as a real ${form.format} file`, async () => {
      const page = await context.newPage();
      await page.goto(`${baseUrl}/resources`);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: `Download ${form.title} (${form.format})` }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(form.fileName);
      const response = await fetch(`${baseUrl}/downloads/${form.fileName}`);
      const bytes = Buffer.from(await response.arrayBuffer());
      if (form.format === 'PDF') {
        expect(response.headers.get('content-type')).toBe('application/pdf');
        expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      } else {
        expect(response.headers.get('content-type')).toBe(
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        );
        expect(bytes.subarray(0, 2).toString()).toBe('PK'); // a .docx is a zip
      }
      await page.close();
    });
  }
});

/** Clicks each enabled button in <main> on a fresh load and checks that something visible happened. */
async function buttonsThatDoNothing(pathname: string): Promise<string[]> {
  const page = await context.newPage();
  await page.goto(`${baseUrl}${pathname}`);
  await page.waitForURL(/id=/);
  const count = await page.locator('main button').count();
  const idle: string[] = [];
  for (let index = 0; index < count; index += 1) {
    if (index > 0) {
      await page.goto(`${baseUrl}${pathname}`);
      await page.waitForURL(/id=/);
    }
    const button = page.locator('main button').nth(index);
    if (!(await button.isVisible()) || (await button.isDisabled())) continue;
    // A toggle that is already on (the selected category) is allowed to change nothing.
    if ((await button.getAttribute('aria-pressed')) === 'true') continue;
    // The newsletter box is another feature's component, tested with its own journeys.
    if ((await button.evaluate((node) => node.closest('[aria-label="Newsletter"]') !== null)) === true)
      continue;
    await page.evaluate(() => {
      const state = window as unknown as { printed: number };
      state.printed = 0;
      window.print = () => {
        state.printed += 1;
      };
    });
    let sawDialog = false;
    page.once('dialog', (dialog) => {
      sawDialog = true;
      void dialog.dismiss();
    });
    const snapshot = () =>
      page.evaluate(() => {
        const submitter = document.activeElement as HTMLButtonElement | null;
        const invalidForm = submitter?.form ? !submitter.form.checkValidity() : false;
        return {
          html: document.querySelector('main')?.innerHTML ?? '',
          url: location.href,
          printed: (window as unknown as { printed: number }).printed,
          invalidForm,
        };
      });
    const before = await snapshot();
    const label = (await button.getAttribute('aria-label')) ?? (await button.innerText());
    await button.click();
    await page.waitForTimeout(150);
    const after = await snapshot();
    // A submit button in a form the browser refuses (required fields) shows the browser's own message.
    const didSomething =
      sawDialog ||
      after.url !== before.url ||
      after.html !== before.html ||
      after.printed > 0 ||
      after.invalidForm;
    if (!didSomething) idle.push(`${pathname}: "${label.trim()}"`);
  }
  await page.close();
  return idle;
}

describe('every button in the page body does something', () => {
  for (const pathname of [
    '/faq',
    '/legal-education',
    '/resources',
    '/contact',
    '/practice-areas',
    '/resources/guides/after-a-car-accident',
  ]) {
    it(pathname, { timeout: 180_000 }, async () => {
      expect(await buttonsThatDoNothing(pathname)).toEqual([]);
    });
  }
});

describe('the keyboard', () => {
  for (const pathname of ['/faq', '/legal-education', '/resources', '/contact']) {
    it(`reaches every interactive element in the body of ${pathname}`, { timeout: 120_000 }, async () => {
      const page = await context.newPage();
      await page.goto(`${baseUrl}${pathname}`);
      await page.waitForURL(/id=/);
      const total = await page.evaluate(() => {
        const elements = [
          ...document.querySelectorAll(
            'main :is(a[href], button:not([disabled]), input, select, textarea):not([tabindex="-1"])',
          ),
        ];
        const visible = elements.filter((element) => (element as HTMLElement).offsetParent !== null);
        visible.forEach((element, index) => element.setAttribute('data-kb', String(index)));
        return visible.length;
      });
      const reached = new Set<string>();
      for (let press = 0; press < total + 40 && reached.size < total; press += 1) {
        await page.keyboard.press('Tab');
        const mark = await page.evaluate(() => document.activeElement?.getAttribute('data-kb') ?? null);
        if (mark !== null) reached.add(mark);
      }
      const unreached = await page.evaluate(
        (seen) =>
          [...document.querySelectorAll('[data-kb]')]
            .filter((element) => !seen.includes(element.getAttribute('data-kb')!))
            .map((element) => element.outerHTML.slice(0, 160)),
        [...reached],
      );
      expect(unreached).toEqual([]);
      await page.close();
    });
  }

  it('opens an FAQ answer and switches category with the keyboard alone', async () => {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/faq`);
    const legal = page.getByRole('button', { name: 'Legal', exact: true });
    await legal.focus();
    await page.keyboard.press('Enter');
    expect(await legal.getAttribute('aria-pressed')).toBe('true');
    const question = page.getByRole('button', { name: 'Will my case have to go to court?' });
    await question.focus();
    await page.keyboard.press('Space');
    expect(await question.getAttribute('aria-expanded')).toBe('true');
    await page.close();
  });
});

describe('the contact form', () => {
  it('stores a message on the server and shows Message Sent!', async () => {
    const page = await context.newPage();
    const errors = watchConsole(page);
    await page.goto(`${baseUrl}/contact`);
    await page.waitForURL(/id=/);
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByLabel('Name').fill('Browser Test');
    await form.getByLabel('Email').fill('browser.test@example.com');
    await form.getByLabel('Subject').fill('E2E contact');
    await form.getByLabel('Message').fill('Sent from the browser test.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page
      .getByText("Thank you for contacting us. We'll get back to you within 24 hours.")
      .first()
      .waitFor();
    expect(await form.getByLabel('Name').inputValue()).toBe('');
    const store = openStore(`sqlite:${path.join(dataDir, 'app.db')}`);
    try {
      const messages = await listNewContactMessages(store.db);
      expect(
        messages.some(
          (message) => message.subject === 'E2E contact' && message.email === 'browser.test@example.com',
        ),
      ).toBe(true);
    } finally {
      await store.close();
    }
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('the resources page in the browser', () => {
  it('calculates, and keeps expense entries after a reload', async () => {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/resources#wages-calculator`);
    const wages = page.getByRole('form', { name: 'Lost wages calculator' });
    await wages.getByLabel('Hourly rate ($)').fill('20');
    await wages.getByLabel('Work days missed').fill('5');
    await wages.getByRole('button', { name: 'Calculate Lost Wages' }).click();
    expect(await page.getByTestId('wages-result').innerText()).toContain('$800.00');
    const tracker = page.getByRole('form', { name: 'Add an expense' });
    await tracker.getByLabel('Description').fill('Pharmacy');
    await tracker.getByLabel('Amount ($)').fill('42.10');
    await tracker.getByRole('button', { name: 'Add Expense' }).click();
    await page.reload();
    await page.getByRole('cell', { name: 'Pharmacy', exact: true }).waitFor();
    expect(await page.getByTestId('expense-total').innerText()).toBe('$42.10');
    await page.close();
  });
});
