import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { CONSENT_VERSION, consentText } from '../../src/contracts/consent';
import { containsLimitPhrase } from '../../src/contracts/limits';
import { type Store } from '../../src/server/db/database';

import { launchChromium } from './support/chromium';
import { startLocalServer } from './support/local-server';
import { agentMessages, seriousAxeViolations, watchConsole } from './support/page-checks';

/**
 * The whole intake journey in Chromium against the real server (our own webhook
 * endpoints, the guided agent, SQLite): home → form errors → consent → chat → answers
 * until the limit → /continue → /chatplus → limit → /chatcomplete → confirmation; then
 * the store is read to check it holds every message, the consent record and the email.
 */
let baseUrl = '';
let app: FastifyInstance | undefined;
let store: Store | undefined;

/**
 * A server of this file's own, on a fresh database and a free port, built from the site
 * the global setup has just built. The shared test server keeps the production limit of
 * 30 chat messages a minute per chat, which a person never reaches but this scripted
 * visitor, answering some 35 messages in seconds, does.
 */
async function startJourneyServer(): Promise<void> {
  const server = await startLocalServer('journey', {
    RATE_LIMIT_CHAT_PER_MINUTE: '1000',
    RATE_LIMIT_IP_PER_MINUTE: '1000',
  });
  ({ app, store, baseUrl } = server);
}

let browser: Browser;
let context: BrowserContext;
let page: Page;
let consoleErrors: string[];
const axeByScreen: Record<string, string[]> = {};
/** Webhook answers of 4xx/5xx, to say why a journey stalled. */
const refusals: string[] = [];

beforeAll(async () => {
  await startJourneyServer();
  browser = await launchChromium();
  context = await browser.newContext();
  page = await context.newPage();
  consoleErrors = watchConsole(page);
  page.on('response', (response) => {
    if (response.url().includes('/webhook/') && response.status() >= 400) {
      void response.text().then((body) => refusals.push(`${response.status()} ${body}`));
    }
  });
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
  await store?.close();
});

const log = () => page.getByRole('log', { name: 'Conversation' });
const botReplies = () => agentMessages(log());

/**
 * At the question limit the choice of what comes next is the conversation's last item. Named,
 * because a closed question's quick answers are a group in the conversation too (decision 0108).
 */
const limitChoice = () => log().getByRole('group', { name: /limit|report/ });

/**
 * Answers the agent until a reply ends the part. The guided agent may finish a part early
 * when nothing is left worth asking, so the number of answers is not fixed. The answers are
 * plain facts an accident victim would give. The part's last reply stays on screen with the
 * choice of what comes next, in the chat (issue 28); nothing leaves by itself.
 */
async function answerUntilTheLimit(answers: string[], sentTexts: string[]): Promise<number> {
  for (let turn = 0; turn < 40; turn += 1) {
    const repliesBefore = await botReplies().count();
    const answer = answers[turn % answers.length]!;
    const box = page.getByLabel('Your message');
    await box.fill(answer);
    await box.press('Enter');
    sentTexts.push(answer);
    await botReplies()
      .nth(repliesBefore)
      .waitFor()
      .then(() => page.waitForFunction(() => !document.querySelector('[data-testid="typing-indicator"]')));
    // The extension's honest early end names the next page: its words stay, with "Continue".
    const moveOn = page.getByRole('status').getByRole('button', { name: 'Continue' });
    if (await moveOn.isVisible()) {
      expect(await botReplies().last().innerText()).toContain('I have what I need');
      await moveOn.click();
      await page.waitForURL(/\/chatcomplete\?/);
      return turn + 1;
    }
    if (await limitChoice().isVisible()) {
      const lastReply = botReplies().last();
      expect(containsLimitPhrase(await lastReply.innerText())).toBe(true);
      expect(await lastReply.isVisible()).toBe(true);
      return turn + 1;
    }
  }
  const lastReplies = (await botReplies().allInnerTexts()).slice(-3).join(' | ');
  throw new Error(
    `the chat never reached its limit; last replies: ${lastReplies}; refusals: ${refusals.slice(-3).join(' | ')}`,
  );
}

const answers = [
  'It happened on March 3 this year in Austin, Texas.',
  'The other driver ran a red light and hit my driver side door.',
  'I hurt my neck and back, and I went to the emergency room that night.',
  'My medical bills are about 8,500 dollars so far, paid by my health insurance.',
  'I missed two weeks of work; I earn about 1,200 dollars a week.',
  'Yes, the police came and wrote a report.',
  'The other driver is insured with State Farm.',
  'Yes, two witnesses saw it and I took photos.',
  'No, I do not have a lawyer.',
  'My car was a total loss, worth about 14,000 dollars.',
  "I'm still in physical therapy twice a week.",
  'I had no injuries to my neck or back before this.',
  "I don't know.",
];

describe('the intake journey against our own server', () => {
  let sessionId = '';
  let chatId = '';
  const sent: string[] = [];
  let partOneAnswers = 0;
  let partTwoAnswers = 0;

  it('home: the start form shows its errors, then consent, then the chat', async () => {
    await page.goto(`${baseUrl}/`);
    await page.waitForURL(/id=/);
    await page.getByRole('button', { name: 'Start Free Analysis' }).click();
    await page.getByLabel('Full name').fill('Maria');
    await page.getByLabel('Phone number').fill('512555');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Please enter your full name (first and last name)').waitFor();
    await page.getByText('Please enter a valid 10-digit phone number').waitFor();
    axeByScreen['start form with errors'] = await seriousAxeViolations(page);

    // Typed in a hurry: stored as a person writes it on a form.
    await page.getByLabel('Full name').fill('maria   lopez');
    await page.getByLabel('Phone number').fill('5125550199');
    await page
      .getByLabel(/What happened/)
      .fill('I was rear-ended at a red light in Austin, Texas and hurt my neck.');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'I Agree' }).waitFor();
    axeByScreen['consent'] = await seriousAxeViolations(page);
    await page.getByRole('button', { name: 'I Agree' }).click();
    await page.getByRole('button', { name: 'Website Chat' }).waitFor();
    axeByScreen['channel choice'] = await seriousAxeViolations(page);
    await page.getByRole('button', { name: 'Website Chat' }).click();

    await page.waitForURL(/\/chat\?id=[A-Z0-9]{6}&chat=[A-Za-z0-9]{10}$/);
    const address = new URL(page.url()).searchParams;
    sessionId = address.get('id')!;
    chatId = address.get('chat')!;
    await botReplies().first().waitFor();
    await page.getByText('Question 1 of 15').waitFor();
    axeByScreen['chat'] = await seriousAxeViolations(page);
  });

  it('/chat: answers until the limit, whose choice waits in the chat; /continue offers the same', async () => {
    partOneAnswers = await answerUntilTheLimit(answers, sent);
    expect(new URL(page.url()).pathname).toBe('/chat');
    expect(await limitChoice().getByRole('button').allInnerTexts()).toEqual([
      'End Intake and Receive Damages Report',
      'Continue with 15 More Questions',
    ]);
    axeByScreen['the limit in the chat'] = await seriousAxeViolations(page);
    // The SPEC's page for the same choice, as a link or a redirect reaches it: id and chat kept.
    await page.goto(`${baseUrl}/continue?id=${sessionId}&chat=${chatId}`);
    await page.getByRole('heading', { name: 'Continue Your Intake?' }).waitFor();
    axeByScreen['continue'] = await seriousAxeViolations(page);
  });

  it('/chatplus: the extension, until its limit offers the report', async () => {
    const extend = page.getByRole('button', { name: 'Continue with 15 More Questions' });
    await expect.poll(() => extend.isEnabled()).toBe(true);
    await extend.click();
    await page.waitForURL(`${baseUrl}/chatplus?id=${sessionId}&chat=${chatId}`);
    await botReplies().first().waitFor();
    // Part one's conversation shows first; the extension's own opening comes after it.
    await log()
      .getByText(/^Welcome back/)
      .waitFor();
    axeByScreen['chatplus'] = await seriousAxeViolations(page);
    partTwoAnswers = await answerUntilTheLimit([...answers].reverse(), sent);
    // At 15 the limit offers the report; earlier, with nothing left worth asking, the agent says
    // it has what it needs and the browser goes on by itself (decision 0109).
    if (!page.url().includes('/chatcomplete'))
      await limitChoice().getByRole('button', { name: 'End Intake and Receive Damages Report' }).click();
    await page.waitForURL(`${baseUrl}/chatcomplete?id=${sessionId}&chat=${chatId}`);
  });

  it('/chatcomplete: the email, then the confirmation', async () => {
    await page.getByRole('heading', { name: 'Thank You for Completing the Chat' }).waitFor();
    axeByScreen['chatcomplete'] = await seriousAxeViolations(page);
    await page.getByLabel('Email address').fill('maria.lopez@example.com');
    await page.getByRole('button', { name: 'Send My Report' }).click();
    await page.getByRole('status').getByText('maria.lopez@example.com').waitFor();
    axeByScreen['confirmation'] = await seriousAxeViolations(page);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL(/\/\?id=/);
  });

  it('the store holds every message, the consent record and the email', async () => {
    // Read through the server's own store: personal values are sealed at rest (decision 0080),
    // and its reader opens them with the case's key.
    const db = store!.db;
    const found = await db.selectFrom('cases').selectAll().where('chat_id', '=', chatId).execute();
    expect(found).toHaveLength(1);
    const theCase = found[0]!;
    expect(theCase).toMatchObject({
      session_id: sessionId,
      full_name: 'Maria Lopez',
      email: 'maria.lopez@example.com',
      status: 'complete',
    });

    const consent = await db
      .selectFrom('consent_records')
      .selectAll()
      .where('case_id', '=', theCase.id)
      .execute();
    expect(consent).toHaveLength(1);
    expect(consent[0]).toMatchObject({ consent_version: CONSENT_VERSION, consent_text: consentText });

    const messages = await db
      .selectFrom('messages')
      .select(['role', 'endpoint', 'sender', 'text', 'redirect_url'])
      .where('case_id', '=', theCase.id)
      .orderBy('created_at')
      // The SQLite table's insertion order breaks ties within a millisecond.
      .orderBy(sql`rowid`)
      .execute();
    const visitorTexts = messages
      .filter((message) => message.role === 'visitor' && message.sender === 'User')
      .map((message) => message.text);
    // Every answer typed in the browser was stored, in order.
    expect(visitorTexts.filter((text) => sent.includes(text))).toEqual(sent);
    expect(messages.filter((message) => message.endpoint === 'reset-sessqno').length).toBeGreaterThan(0);
    // Each visitor message has its stored agent reply, and both limit replies are there.
    const replies = messages.filter((message) => message.role === 'agent');
    expect(replies.length).toBeGreaterThanOrEqual(sent.length);
    // Part one's limit, and part two's: the limit phrase at 15, or the honest early end.
    expect(replies.filter((reply) => containsLimitPhrase(reply.text)).length).toBeGreaterThanOrEqual(1);
    const partTwoEnd = replies.filter((reply) => reply.redirect_url?.startsWith('/chatcomplete')).at(-1);
    expect(partTwoEnd).toBeDefined();
    expect(containsLimitPhrase(partTwoEnd!.text) || partTwoEnd!.text.includes('I have what I need')).toBe(
      true,
    );
    console.info(
      `journey: ${partOneAnswers} answers in part one, ${partTwoAnswers} in part two; ${sent.length} stored`,
    );
    expect(partOneAnswers).toBeGreaterThan(0);
    expect(partTwoAnswers).toBeGreaterThan(0);
  });

  it('no journey screen has a serious or critical axe violation, and the console stayed clean', () => {
    expect(Object.keys(axeByScreen)).toHaveLength(9);
    expect(axeByScreen).toEqual(Object.fromEntries(Object.keys(axeByScreen).map((screen) => [screen, []])));
    expect(consoleErrors).toEqual([]);
  });
});
