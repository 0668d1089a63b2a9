import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { createTestApp, testConfig } from '../../test/support/test-app';
import { createTestStore, describeEachEngine, type TestStore } from '../../test/support/test-database';
import { CHAT_REPORT_PAGE_PATH, CHAT_REPORT_STATUS_PATH } from '../contracts/chat-report';

import { ChatClient } from './features/intake/testing/chat-client';
import { greetingNameOf } from './features/reports/report-view';
import { seedSampleAttorneys } from './features/reports/seed-sample-attorneys';
import { silentLog } from './features/reports/testing/report-test-kit';
import { jobDefinitions } from './job-handlers';
import { createJobWorker } from './jobs/job-worker';

/**
 * Our email cannot be turned against strangers (issue 15, decision 0064): one intake, one
 * address; a few report emails per address and per IP a day; the greeting carries a name,
 * never a link; and the visitor reads the report in the browser that did the intake.
 */
const visitor = {
  fullName: 'Maria Lopez',
  phoneNumber: '(512) 867-5309',
  description:
    'I was rear-ended at a red light on March 3 2026 in Austin, Texas. I went to the ER with neck pain.',
};

describeEachEngine('report emails and the report in the browser', (engine) => {
  let store: TestStore;
  let app: FastifyInstance;

  beforeEach(async () => {
    store = await createTestStore(engine);
    await seedSampleAttorneys(store.db);
    const base = testConfig();
    app = await createTestApp(store, {
      config: {
        email: { ...base.email, reportsPerAddressPerDay: 2, reportsPerIpPerDay: 3 },
        rateLimit: { ipPerMinute: 10_000, chatPerMinute: 10_000 },
      },
    });
  });
  afterEach(async () => {
    await app.close();
    await store.destroy();
  });

  async function finishedChat(): Promise<ChatClient> {
    const chat = new ChatClient(app);
    await chat.newChat(visitor);
    await chat.send('', { opening: true });
    await chat.send('My bills are $4,000.');
    return chat;
  }
  const reportJobs = () =>
    store.db.selectFrom('jobs').select('id').where('kind', '=', 'case.report').execute();

  it('sends one intake’s report to one address: the same address again changes nothing, another is a 409', async () => {
    const chat = await finishedChat();
    expect((await chat.endIntake('maria@example.test')).statusCode).toBe(202);
    expect((await chat.endIntake('Maria@Example.test')).statusCode).toBe(202);
    const other = await chat.endIntake('someone.else@example.test');
    expect(other.statusCode).toBe(409);
    expect(other.json().error.message).toContain('the address you gave first');
    const row = await store.db
      .selectFrom('cases')
      .select('email')
      .where('chat_id', '=', chat.chatId)
      .executeTakeFirstOrThrow();
    expect(row.email).toBe('maria@example.test');
    expect(await reportJobs()).toHaveLength(1);
  });

  it('caps report emails per address and per IP a day, with a message that says so', async () => {
    for (const email of ['a@example.test', 'a@example.test']) {
      expect((await (await finishedChat()).endIntake(email)).statusCode).toBe(202);
    }
    const third = await (await finishedChat()).endIntake('a@example.test');
    expect(third.statusCode).toBe(429);
    expect(third.json().error.message).toContain('This email address has been sent the most reports');
    // Same IP (the test client's), a third address: the IP's cap of 3 is reached by the next one.
    expect((await (await finishedChat()).endIntake('b@example.test')).statusCode).toBe(202);
    const overIp = await (await finishedChat()).endIntake('c@example.test');
    expect(overIp.statusCode).toBe(429);
    expect(overIp.json().error.message).toContain('from this connection today');
    expect(await reportJobs()).toHaveLength(3);
  });

  it('counts plus, dot, case and alias variants of one mailbox against its report cap (decision 0078)', async () => {
    const spellings = [
      'maria.lopez+1@gmail.com',
      'MariaLopez+2@googlemail.com',
      'm.a.r.i.a.lopez+3@gmail.com',
    ];
    const statuses: number[] = [];
    for (const email of spellings) statuses.push((await (await finishedChat()).endIntake(email)).statusCode);
    expect(statuses).toEqual([202, 202, 429]);
    expect(await reportJobs()).toHaveLength(2);
  });

  it('shows the report in the browser that did the intake, and to no other', async () => {
    const chat = await finishedChat();
    const query = `?id=${chat.sessionId}&chat=${chat.chatId}`;
    const status = () =>
      app.inject({ method: 'GET', url: `${CHAT_REPORT_STATUS_PATH}${query}`, headers: chat.headers(false) });
    expect((await status()).statusCode).toBe(404); // not finished yet
    expect((await chat.endIntake('maria@example.test')).statusCode).toBe(202);
    expect((await status()).json()).toEqual({ state: 'preparing', isEmailed: false });
    await createJobWorker({
      store,
      config: app.deps.config,
      log: silentLog,
      definitions: jobDefinitions,
    }).drain();
    // The drained worker prepared the report and sent its email (to the outbox here).
    const ready = await status();
    expect(ready.json()).toEqual({ state: 'ready', isEmailed: true });
    expect(ready.headers['cache-control']).toBe('no-store');

    const page = await app.inject({
      method: 'GET',
      url: `${CHAT_REPORT_PAGE_PATH}${query}`,
      headers: chat.headers(false),
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Your case value report');
    expect(page.headers['cache-control']).toBe('no-store');
    const stranger = await app.inject({ method: 'GET', url: `${CHAT_REPORT_PAGE_PATH}${query}` });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.body).not.toContain('Maria');
    const strangerStatus = await app.inject({ method: 'GET', url: `${CHAT_REPORT_STATUS_PATH}${query}` });
    expect(strangerStatus.statusCode).toBe(404);
    const malformed = await app.inject({ method: 'GET', url: `${CHAT_REPORT_STATUS_PATH}?id=x&chat=y` });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('greetingNameOf', () => {
  it('greets by a name-shaped first word only, never a link or a phrase', () => {
    expect(greetingNameOf('María José Lopez')).toBe('María');
    expect(greetingNameOf("Siobhán O'Brien")).toBe('Siobhán');
    expect(greetingNameOf('Jean-Luc Picard')).toBe('Jean-Luc');
    expect(greetingNameOf('https://evil.test/urgent-claim-verify?ref=1 Smith')).toBeNull();
    expect(greetingNameOf('<img src=x> Lopez')).toBeNull();
    expect(greetingNameOf('A'.repeat(31))).toBeNull();
    expect(greetingNameOf(null)).toBeNull();
    expect(greetingNameOf('tanya reed')).toBe('Tanya');
    expect(greetingNameOf('deShawn Lee')).toBe('deShawn');
  });
});
