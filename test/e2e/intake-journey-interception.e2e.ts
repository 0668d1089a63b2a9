import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';

import { CHAT_START_LIMIT_MESSAGE } from '../../src/contracts/chat-start-limit';
import { CONSENT_VERSION, consentParagraphs, NEWSLETTER_CONSENT_VERSION } from '../../src/contracts/consent';
import {
  chatMessagePayloadSchema,
  endIntakePayloadSchema,
  newChatPayloadSchema,
  newsletterPayloadSchema,
} from '../../src/contracts/webhooks';

import { launchChromium } from './support/chromium';
import { seriousAxeViolations, watchConsole } from './support/page-checks';

/**
 * The intake journey against an external automation service, played by Playwright
 * request interception: the runtime config points every webhook at another origin, and
 * each test scripts that service's replies (every SPEC shape, redirect and failure).
 */
const baseUrl = inject('baseUrl');
const service = 'https://automation.test';
const SESSION = 'ABC123';
const CHAT = 'abcDEF1234';

interface Scripted {
  status?: number;
  body?: string;
  headers?: Record<string, string>;
  /** Drop the connection instead of answering. */
  isNetworkFailure?: boolean;
}
interface Received {
  path: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-expose-headers': '*',
};

let browser: Browser;
let context: BrowserContext;
let page: Page;
let consoleErrors: string[];
let received: Received[];
let queue: Map<string, Scripted[]>;

function script(path: string, ...replies: Scripted[]) {
  queue.set(path, [...(queue.get(path) ?? []), ...replies]);
}
const json = (value: unknown, extra: Partial<Scripted> = {}): Scripted => ({
  body: JSON.stringify(value),
  ...extra,
});
const calls = (path: string) => received.filter((call) => call.path === path);

async function playService(route: Route) {
  const request = route.request();
  if (request.method() === 'OPTIONS') {
    await route.fulfill({ status: 204, headers: cors });
    return;
  }
  const path = new URL(request.url()).pathname;
  const contentType = request.headers()['content-type'] ?? '';
  received.push({
    path,
    headers: request.headers(),
    body: contentType.includes('json')
      ? (JSON.parse(request.postData() ?? '{}') as Record<string, unknown>)
      : {},
  });
  const reply = queue.get(path)?.shift() ?? json({ output: `Automation question ${received.length}?` });
  if (reply.isNetworkFailure) {
    await route.abort('connectionfailed');
    return;
  }
  await route.fulfill({
    status: reply.status ?? 200,
    headers: { 'content-type': 'application/json', ...cors, ...reply.headers },
    body: reply.body ?? '',
  });
}

beforeAll(async () => {
  browser = await launchChromium();
  // Our CSP allows only this origin and WEBHOOK_ORIGINS; the test server has none, so the
  // browser is told to let the scripted "external" service through.
  context = await browser.newContext({ bypassCSP: true });
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  received = [];
  queue = new Map();
  page = await context.newPage();
  consoleErrors = watchConsole(page);
  await page.route('**/api/runtime-config', (route) =>
    route.fulfill({
      json: {
        webhooks: {
          newChat: [`${service}/prod/new-chat`, `${service}/test/new-chat`],
          message: `${service}/message`,
          resetSessqno: `${service}/reset-sessqno`,
          endIntake: `${service}/end-intake`,
          newsletter: `${service}/newsletter`,
        },
        uploadUrl: `${service}/uploads`,
      },
    }),
  );
  await page.route(`${service}/**`, playService);
});
afterEach(async () => {
  await page.close();
  await context.clearCookies();
});

/** Console errors other than the browser's own line about a request we made fail on purpose. */
const unexpectedErrors = () => consoleErrors.filter((line) => !line.includes('Failed to load resource'));

async function openChat(firstReply: string | RegExp = /Automation question|ready to help/) {
  await page.goto(`${baseUrl}/chat?id=${SESSION}&chat=${CHAT}`);
  await page.getByRole('log', { name: 'Conversation' }).getByText(firstReply).first().waitFor();
}

async function say(text: string) {
  const box = page.getByLabel('Your message');
  await box.fill(text);
  await box.press('Enter');
}

const log = () => page.getByRole('log', { name: 'Conversation' });

/**
 * A reply that ends a part counts down before the page moves on by itself. The page's clock
 * is installed (time still flows) so a test runs the countdown out instead of waiting it out.
 */
async function runOutPartEnd(url: string | RegExp) {
  await page
    .getByRole('status')
    .filter({ hasText: /Moving on in \d+ s/ })
    .waitFor();
  await page.clock.runFor(60_000);
  await page.waitForURL(url);
}

describe('home start flow → /chat against an external service', () => {
  it('validates, asks consent, starts the chat on every new-chat URL, opens /chat with the opening message', async () => {
    await page.goto(`${baseUrl}/`);
    await page.waitForURL(/id=/);
    await page.getByRole('button', { name: 'Start Free Analysis' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Please enter your full name (first and last name)').waitFor();
    await page.getByText('Please enter a valid 10-digit phone number').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByLabel('Full name').fill('Ann Lee');
    await page.getByLabel('Phone number').pressSequentially('5551234567');
    expect(await page.getByLabel('Phone number').inputValue()).toBe('(555) 123-4567');
    await page.getByLabel(/What happened/).fill('A truck hit my car at a red light.');
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.getByText(consentParagraphs[0]!).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'I Agree' }).click();
    await page.getByRole('button', { name: 'Website Chat' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Website Chat' }).click();

    await page.waitForURL(/\/chat\?id=[A-Z0-9]{6}&chat=[A-Za-z0-9]{10}$/);
    await log().getByText('Automation question').first().waitFor();
    const address = new URL(page.url()).searchParams;

    const starts = [...calls('/prod/new-chat'), ...calls('/test/new-chat')];
    expect(starts).toHaveLength(2);
    for (const start of starts) {
      expect(start.headers.pageload).toBe('True');
      expect(newChatPayloadSchema.safeParse(start.body).success).toBe(true);
      expect(start.body).toMatchObject({
        SessionID: address.get('id'),
        ChatID: address.get('chat'),
        SessQNo: 1,
        Sender: 'User',
        Recipient: 'AI Bot',
        consentVersion: CONSENT_VERSION,
        userInfo: { fullName: 'Ann Lee', phoneNumber: '(555) 123-4567', communicationMethod: 'Website Chat' },
      });
    }
    const [opening] = calls('/message');
    expect(opening?.headers.pageload).toBe('True');
    expect(opening?.body).toMatchObject({
      Sender: 'System',
      Message: 'A truck hit my car at a red light.',
      userInfo: { fullName: 'Ann Lee' },
    });
    const storage = await page.evaluate(() => ({ ...sessionStorage }));
    expect(storage).toMatchObject({
      sessionId: address.get('id'),
      chatId: address.get('chat'),
      initialMessage: 'A truck hit my car at a red light.',
    });
    expect(JSON.parse(storage.userInfo ?? '{}')).toMatchObject({ fullName: 'Ann Lee' });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Connected to Agent Case Intake',
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(unexpectedErrors()).toEqual([]);
  });

  it('goes on to /chat when every start-chat call fails', async () => {
    script('/prod/new-chat', { isNetworkFailure: true });
    script('/test/new-chat', { status: 500, body: '' });
    await page.goto(`${baseUrl}/intake`);
    await page.getByLabel('Full name').fill('Ann Lee');
    await page.getByLabel('Phone number').fill('5551234567');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'I Agree' }).click();
    await page.getByRole('button', { name: 'Website Chat' }).click();
    await page.waitForURL(/\/chat\?id=.+&chat=/);
    await log().getByText('Automation question').first().waitFor();
    expect(unexpectedErrors()).toEqual([]);
  });

  it('stays on the channel step and says why when new-chat answers 429 (decision 0068)', async () => {
    script(
      '/prod/new-chat',
      json(
        { error: { code: 'rate_limited', message: CHAT_START_LIMIT_MESSAGE } },
        { status: 429, headers: { 'retry-after': '1800' } },
      ),
    );
    await page.goto(`${baseUrl}/intake`);
    await page.getByLabel('Full name').fill('Ann Lee');
    await page.getByLabel('Phone number').fill('5551234567');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'I Agree' }).click();
    await page.getByRole('button', { name: 'Website Chat' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Too many chats' });
    await alert.waitFor();
    expect(await alert.textContent()).toBe(
      `${CHAT_START_LIMIT_MESSAGE} You can start a chat here again in about 30 minutes.`,
    );
    expect(new URL(page.url()).pathname).toBe('/intake');
    expect(await page.getByRole('button', { name: 'Website Chat' }).isEnabled()).toBe(true);
    // The pointer still rests on the button it pressed: its hover colour must read too.
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(unexpectedErrors()).toEqual([]);
  });
});

describe('every reply shape of SPEC §3/§7', () => {
  it('shows each shape as the SPEC says, and counts SessQNo up with Pageload False', async () => {
    await openChat();
    const shapes: [Scripted, string][] = [
      [json([{ output: 'From the first array item' }, { output: 'not this' }]), 'From the first array item'],
      [
        { body: 'Plain text from the service', headers: { 'content-type': 'text/plain' } },
        'Plain text from the service',
      ],
      [json('A JSON string'), 'A JSON string'],
      [json(42), '42'],
      [{ body: '' }, "I received your message but don't have a response."],
      [json({ result: 'no output field' }), "I'm sorry, I couldn't process your request at the moment."],
      [json({ output: 'Status is not checked' }, { status: 500 }), 'Status is not checked'],
      [{ isNetworkFailure: true }, "I'm having trouble connecting right now. Please try again later."],
    ];
    for (const [index, [reply, shown]] of shapes.entries()) {
      script('/message', reply);
      await say(`Answer ${index + 1}`);
      await log().getByText(shown, { exact: true }).waitFor();
    }
    const later = calls('/message').slice(1);
    // Every answer reached the service, the one whose connection was dropped included.
    expect(later).toHaveLength(shapes.length);
    later.forEach((call, index) => {
      expect(call.headers.pageload).toBe('False');
      expect(call.body).toMatchObject({ SessQNo: index + 2, Sender: 'User', Message: `Answer ${index + 1}` });
      expect(chatMessagePayloadSchema.safeParse(call.body).success).toBe(true);
    });
    expect(unexpectedErrors()).toEqual([]);
  });

  it('never runs HTML from a reply, and links only http(s) and this site', async () => {
    script(
      '/message',
      json({
        output:
          'Welcome <img src=x onerror="window.__pwned=1"> see https://example.org/a and /faq. javascript:window.__pwned=2',
      }),
    );
    await openChat(/Welcome <img/);
    expect(await log().locator('img').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    const hrefs = await log()
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(['https://example.org/a', '/faq']);
  });

  it('keeps the transcript across a reload without a second opening message', async () => {
    await openChat();
    await say('Before reload');
    await log().getByText('Automation question 2?').waitFor();
    await page.reload();
    await log().getByText('Before reload').waitFor();
    await log().getByText('Automation question 2?').waitFor();
    expect(calls('/message')).toHaveLength(2);
    expect(await page.getByTestId('question-progress').textContent()).toBe('Question 2 of 15');
  });
});

describe('redirects and limit phrases', () => {
  const target = `/continue?id=${SESSION}&chat=${CHAT}`;
  beforeEach(async () => {
    await page.clock.install();
  });

  /** At a limit phrase the choice of what comes next is the conversation's last item (decision 0081). */
  const limitChoice = () => log().getByRole('group');

  for (const key of ['redirecturl', 'redirectUrl', 'redirect', 'redirect_url', 'RedirectURL']) {
    it(`offers the limit reply's redirect under ${key} in the chat`, async () => {
      await openChat();
      script(
        '/message',
        json({
          output: 'We have hit our question limit.',
          [key]: `/chatcomplete?id=${SESSION}&chat=${CHAT}`,
        }),
      );
      await say('last answer');
      await limitChoice().getByRole('button', { name: 'End Intake and Receive Damages Report' }).click();
      await page.waitForURL(/\/chatcomplete\?/);
      await page.getByRole('heading', { name: 'Thank You for Completing the Chat' }).waitFor();
    });
  }

  it('offers both choices of /continue on a limit phrase (any case) without a redirect, and never leaves by itself', async () => {
    await openChat();
    script('/message', json({ output: 'Thanks. WE HAVE HIT OUR 15 QUESTION LIMIT.' }));
    await say('answer');
    await limitChoice().waitFor();
    await page.clock.runFor(60_000);
    expect(new URL(page.url()).pathname).toBe('/chat');
    await limitChoice().getByRole('button', { name: 'Continue with 15 More Questions' }).click();
    await page.waitForURL(`${baseUrl}/chatplus?id=${SESSION}&chat=${CHAT}`);
  });

  it('shows a summary sent as the last answer of the part with the choice under it, on a phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openChat();
    const summary =
      'Here is what I have so far: a rear-end crash on March 3 in Austin, neck pain, ER visit, $8,500 in bills.';
    script('/message', json({ output: `${summary} We have hit our question limit.` }));
    await say('summarize so far');
    await log()
      .getByText(/Here is what I have so far/)
      .waitFor();
    await limitChoice().waitFor();
    expect(
      await log()
        .getByText(/Here is what I have so far/)
        .isVisible(),
    ).toBe(true);
    expect(
      await page
        .getByRole('status')
        .filter({ hasText: /Moving on in/ })
        .count(),
    ).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await limitChoice().getByRole('button', { name: 'End Intake and Receive Damages Report' }).click();
    await page.waitForURL(`${baseUrl}/chatcomplete?id=${SESSION}&chat=${CHAT}`);
  });

  for (const header of ['redirecturl', 'RedirectURL', 'location', 'Location']) {
    it(`follows a ${header} header`, async () => {
      await openChat();
      script('/message', json({ output: 'Moving on' }, { headers: { [header]: target } }));
      await say('answer');
      await runOutPartEnd(`${baseUrl}${target}`);
    });
  }

  it('follows an HTTP redirect the fetch followed (response.redirected)', async () => {
    // Same-origin here: a cross-origin redirect back to our pages would need CORS on them.
    await page.route('**/automation-same-origin/message', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 302, headers: { location: `${baseUrl}${target}` } })
        : route.fallback(),
    );
    await page.route('**/api/runtime-config', (route) =>
      route.fulfill({
        json: {
          webhooks: {
            newChat: [`${service}/prod/new-chat`],
            message: '/automation-same-origin/message',
            resetSessqno: `${service}/reset-sessqno`,
            endIntake: `${service}/end-intake`,
            newsletter: `${service}/newsletter`,
          },
          uploadUrl: `${service}/uploads`,
        },
      }),
    );
    await page.goto(`${baseUrl}/chat?id=${SESSION}&chat=${CHAT}`);
    await runOutPartEnd(`${baseUrl}${target}`);
    await page.getByRole('heading', { name: 'Continue Your Intake?' }).waitFor();
  });

  it('ignores a javascript: redirect', async () => {
    await openChat();
    script('/message', json({ output: 'Odd reply', redirectUrl: 'javascript:window.__pwned=1' }));
    await say('answer');
    await log().getByText('Odd reply').waitFor();
    expect(new URL(page.url()).pathname).toBe('/chat');
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });
});

describe('/continue → /chatplus → /chatcomplete', () => {
  beforeEach(async () => {
    await page.clock.install();
  });
  it('runs the extension on reset-sessqno and ends with the email', async () => {
    await page.goto(`${baseUrl}/continue?id=${SESSION}&chat=${CHAT}`);
    await page.getByRole('heading', { name: 'Continue Your Intake?' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    script('/reset-sessqno', { body: '' });
    await page.getByRole('button', { name: 'Continue with 15 More Questions' }).click();
    await page.waitForURL(`${baseUrl}/chatplus?id=${SESSION}&chat=${CHAT}`);
    await log().getByText("I'm ready to help you continue with your intake process.").waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    const [opening] = calls('/reset-sessqno');
    expect(opening?.headers.pageload).toBe('True');
    expect(opening?.body).toMatchObject({ Sender: 'System', SessQNo: 1 });

    script(
      '/reset-sessqno',
      json({
        output: 'We have hit our question limit',
        redirectUrl: `/chatcomplete?id=${SESSION}&chat=${CHAT}`,
      }),
    );
    await say('one more answer');
    await log()
      .getByRole('group')
      .getByRole('button', { name: 'End Intake and Receive Damages Report' })
      .click();
    await page.waitForURL(`${baseUrl}/chatcomplete?id=${SESSION}&chat=${CHAT}`);
    expect(calls('/message')).toHaveLength(0);

    const submit = page.getByRole('button', { name: 'Send My Report' });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('Email address').fill('ann@example');
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('Email address').fill('ann@example.com');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await submit.click();
    await page.getByRole('status').getByText('ann@example.com').waitFor();
    // An external service's report is out of our sight: the SPEC's promise of an email stays.
    await page.getByText('Your case value report is on its way').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    const [end] = calls('/end-intake');
    expect(end?.body).toMatchObject({ SessionID: SESSION, ChatID: CHAT, Email: 'ann@example.com' });
    expect(endIntakePayloadSchema.safeParse(end?.body).success).toBe(true);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL(/\/\?id=/);
    expect(unexpectedErrors()).toEqual([]);
  });
});

describe('newsletter', () => {
  it('home: empty alert, consent panel, Go Back, success; then a failure', async () => {
    await page.goto(`${baseUrl}/`);
    await page.waitForURL(/id=/);
    const subscribe = page.getByRole('button', { name: 'Subscribe', exact: true });
    await subscribe.click();
    await page.getByText('Please enter your email address').waitFor();

    await page.getByLabel('Email address').fill('ann@example.com');
    await subscribe.click();
    await page.getByRole('region', { name: 'Newsletter consent' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Go Back' }).click();
    await page.getByRole('region', { name: 'Newsletter consent' }).waitFor({ state: 'detached' });
    expect(calls('/newsletter')).toHaveLength(0);

    await subscribe.click();
    await page.getByRole('button', { name: 'I Agree - Subscribe' }).click();
    // Double opt-in: the toast leads with what is left to do; the SPEC's words are under it.
    await page.getByText('Check your email to confirm').waitFor();
    await page.getByText('Successfully subscribed to our newsletter!').waitFor();
    expect(await page.getByLabel('Email address').inputValue()).toBe('');
    const [call] = calls('/newsletter');
    expect(call?.body).toEqual({
      email: 'ann@example.com',
      type: 'newsletter_subscription',
      consentVersion: NEWSLETTER_CONSENT_VERSION,
    });
    expect(newsletterPayloadSchema.safeParse(call?.body).success).toBe(true);

    script('/newsletter', { status: 400, body: '{}' });
    await page.getByLabel('Email address').fill('bob@example.com');
    await subscribe.click();
    await page.getByRole('button', { name: 'I Agree - Subscribe' }).click();
    await page.getByText('Failed to subscribe. Please try again.').waitFor();
    expect(unexpectedErrors()).toEqual([]);
  });

  it('compact box on /legal-education subscribes too', async () => {
    await page.goto(`${baseUrl}/legal-education`);
    await page.getByLabel('Email address').fill('ann@example.com');
    await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await page.getByRole('button', { name: 'I Agree - Subscribe' }).click();
    await page.getByText('Successfully subscribed to our newsletter!').waitFor();
    expect(calls('/newsletter')).toHaveLength(1);
  });
});

describe('attachments', () => {
  it('uploads picked files first; the message names them with their upload ids', async () => {
    let uploads = 0;
    await page.route(`${service}/uploads`, async (route) => {
      if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
      uploads += 1;
      // The two files upload at the same time, so the service names each id after its own file:
      // what matters is that the message pairs each file with the id its upload was given.
      const fileName = /filename="([^"]+)"/.exec(
        route.request().postDataBuffer()?.toString('latin1') ?? '',
      )?.[1];
      return route.fulfill({
        status: 201,
        headers: cors,
        json: { uploadId: `up_${fileName ?? 'unnamed'}`, name: 'x', size: 1, type: 'text/plain' },
      });
    });
    await openChat();
    await page.getByTestId('attachment-input').setInputFiles([
      { name: 'bill.txt', mimeType: 'text/plain', buffer: Buffer.from('medical bill') },
      { name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47]) },
    ]);
    await page.getByRole('list', { name: 'Files to send' }).getByText('photo.png').waitFor();
    await say('Two files');
    await log().getByText('Automation question 2?').waitFor();
    expect(uploads).toBe(2);
    const message = calls('/message')[1];
    expect(message?.body.Attachments).toEqual([
      { name: 'bill.txt', size: 12, type: 'text/plain', uploadId: 'up_bill.txt' },
      { name: 'photo.png', size: 4, type: 'image/png', uploadId: 'up_photo.png' },
    ]);
  });

  it('sends the message with the metadata of a file that could not be stored, and keeps the file for a retry', async () => {
    await page.route(`${service}/uploads`, (route) =>
      route.request().method() === 'OPTIONS'
        ? route.fulfill({ status: 204, headers: cors })
        : route.fulfill({
            status: 415,
            headers: cors,
            json: { error: { code: 'unsupported', message: 'no' } },
          }),
    );
    await openChat();
    await page
      .getByTestId('attachment-input')
      .setInputFiles([
        { name: 'virus.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') },
      ]);
    await say('With a file');
    await page.getByText(/We couldn't store "virus.exe"/).waitFor();
    await log().getByText('Automation question 2?').waitFor();
    expect(calls('/message')[1]?.body).toMatchObject({
      Message: 'With a file',
      Attachments: [{ name: 'virus.exe', size: 2, type: 'application/octet-stream' }],
    });
    // The file stays in the composer so the visitor can try it again.
    await page.getByRole('list', { name: 'Files to send' }).getByText('virus.exe').waitFor();
  });

  it('posts a message carrying only an attachment, with its metadata, when our server cannot store it for an external service', async () => {
    // The runtime config of this suite points uploads at the service; here they go to our
    // own server, which does not know this chat (it lives in the external service).
    await page.route('**/api/runtime-config', (route) =>
      route.fulfill({
        json: {
          webhooks: {
            newChat: [`${service}/prod/new-chat`],
            message: `${service}/message`,
            resetSessqno: `${service}/reset-sessqno`,
            endIntake: `${service}/end-intake`,
            newsletter: `${service}/newsletter`,
          },
          uploadUrl: '/api/uploads',
        },
      }),
    );
    await openChat();
    await page
      .getByTestId('attachment-input')
      .setInputFiles([
        { name: 'police-report.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 x') },
      ]);
    await page.getByRole('list', { name: 'Files to send' }).getByText('police-report.pdf').waitFor();
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText(/We couldn't store "police-report.pdf"/).waitFor();
    await log().getByText('Automation question 2?').waitFor();
    const message = calls('/message')[1];
    expect(message?.body).toMatchObject({
      Message: '',
      Attachments: [{ name: 'police-report.pdf', size: 10, type: 'application/pdf' }],
    });
    expect(chatMessagePayloadSchema.safeParse(message?.body).success).toBe(true);
  });
});
