import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, expect, it } from 'vitest';

import { CHAT_START_LIMIT_MESSAGE } from '../../../contracts/chat-start-limit';
import { createTestApp } from '../../../../test/support/test-app';
import { createTestStore, describeEachEngine, type TestStore } from '../../../../test/support/test-database';

import { ChatClient } from './testing/chat-client';

/**
 * Issue 15: one IP could open 100 new chats a minute. Starting a chat now has its own cap per
 * IP and hour (decision 0068), apart from the message rate, and a first message from /chat
 * that opens a chat counts too, so the chat page is no way round it.
 */
const maria = {
  fullName: 'Maria Lopez',
  phoneNumber: '(512) 867-5309',
  description: 'I slipped on a wet floor at a grocery store in Dallas, Texas.',
};
const visitorIp = '203.0.113.7';

describeEachEngine('the new-chat cap per IP', (engine) => {
  let store: TestStore;
  let app: FastifyInstance;
  let now = new Date('2026-11-25T10:00:00.000Z');

  beforeEach(async () => {
    store = await createTestStore(engine);
    now = new Date('2026-11-25T10:00:00.000Z');
    app = await createTestApp(store, {
      config: { newChatsPerIpPerHour: 3, rateLimit: { ipPerMinute: 10_000, chatPerMinute: 10_000 } },
      now: () => now,
    });
  });
  afterEach(async () => {
    await app.close();
    await store.destroy();
  });

  const caseCount = async () =>
    Number(
      (
        await store.db
          .selectFrom('cases')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('refuses the chat past the cap with 429, retry-after and our message; chats already started go on', async () => {
    const chats = [
      new ChatClient(app, visitorIp),
      new ChatClient(app, visitorIp),
      new ChatClient(app, visitorIp),
    ];
    for (const chat of chats) expect((await chat.newChat(maria)).statusCode).toBe(200);

    const refused = await new ChatClient(app, visitorIp).newChat(maria);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('3600');
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.json()).toEqual({ error: { code: 'rate_limited', message: CHAT_START_LIMIT_MESSAGE } });
    expect(await caseCount()).toBe(3);

    // The message rate is apart: a chat already started is not held back.
    for (const text of ['It happened last Tuesday', 'My knee hurts', 'I went to urgent care']) {
      expect((await chats[0]!.send(text)).statusCode).toBe(200);
    }
    // Another address starts its chat.
    expect((await new ChatClient(app, '198.51.100.20').newChat(maria)).statusCode).toBe(200);
  });

  it('a first message from /chat that would open a chat counts too; the page greeting does not', async () => {
    for (let index = 0; index < 3; index += 1) {
      expect((await new ChatClient(app, visitorIp).newChat(maria)).statusCode).toBe(200);
    }
    const direct = new ChatClient(app, visitorIp);
    // A direct visit's opening is only greeted; nothing is stored, nothing is counted.
    expect((await direct.send('', { opening: true })).statusCode).toBe(200);
    const firstWords = await direct.send('I was hurt at work');
    expect(firstWords.statusCode).toBe(429);
    expect(firstWords.json().error.message).toBe(CHAT_START_LIMIT_MESSAGE);
    expect(await caseCount()).toBe(3);

    // An hour on, the address may start chats again.
    now = new Date('2026-11-25T11:00:01.000Z');
    expect((await direct.send('I was hurt at work')).statusCode).toBe(200);
    expect(await caseCount()).toBe(4);
  });
});
