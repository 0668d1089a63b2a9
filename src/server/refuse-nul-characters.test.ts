import { randomUUID } from 'node:crypto';

import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { INTAKE_PROGRESS_PATH } from '../contracts/intake-progress';
import { webhookPaths } from '../contracts/webhooks';
import { createTestApp } from '../../test/support/test-app';
import { createTestStore, describeEachEngine, type TestStore } from '../../test/support/test-database';
import { ChatClient } from './features/intake/testing/chat-client';

import { toErrorReply } from './http/error-handler';
import { containsNul } from './http/refuse-nul-characters';

const nulMessage = (part: string) => `The ${part} contains a NUL character (\\u0000), which is not accepted.`;

const contact = {
  name: 'Jordan Lee',
  email: 'jordan@example.com',
  phone: '(555) 123-4567',
  subject: 'Question about my report',
  message: 'When will a case manager call me?',
};

describeEachEngine('NUL characters are refused with a 400 (decision 0060)', (engine) => {
  let store: TestStore;
  let app: FastifyInstance;

  beforeEach(async () => {
    store = await createTestStore(engine);
    app = await createTestApp(store, {
      config: { rateLimit: { ipPerMinute: 10_000, chatPerMinute: 10_000 } },
    });
  });
  afterEach(async () => {
    await app.close();
    await store.destroy();
  });

  it('in any value or key of a JSON body, and nothing is stored', async () => {
    const contactReply = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...contact, message: 'Call me\u0000 please' },
    });
    expect(contactReply.statusCode).toBe(400);
    expect(contactReply.json()).toEqual({
      error: { code: 'invalid_request', message: nulMessage('request body') },
    });

    const chat = new ChatClient(app);
    const started = await app.inject({
      method: 'POST',
      url: webhookPaths.newChat,
      headers: chat.headers(true),
      payload: {
        ...chat.newChatPayload({
          fullName: 'Maria\u0000 Lopez',
          phoneNumber: '(512) 867-5309',
          description: 'I was rear-ended in Austin, Texas.',
        }),
      },
    });
    expect(started.statusCode).toBe(400);
    expect(started.json().error.message).toBe(nulMessage('request body'));

    const nestedKey = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...contact, extra: [{ 'k\u0000': 1 }] },
    });
    expect(nestedKey.statusCode).toBe(400);
    expect(nestedKey.json().error.message).toBe(nulMessage('request body'));
    expect(await store.db.selectFrom('contact_messages').selectAll().execute()).toEqual([]);
    expect(await store.db.selectFrom('cases').selectAll().execute()).toEqual([]);
  });

  it('in the query string and in a path parameter', async () => {
    const query = await app.inject({ method: 'GET', url: `${INTAKE_PROGRESS_PATH}?id=AB%00CDE&chat=x` });
    expect(query.statusCode).toBe(400);
    expect(query.json().error.message).toBe(nulMessage('query string'));
    const param = await app.inject({ method: 'GET', url: '/report/abc%00def' });
    expect(param.statusCode).toBe(400);
    expect(param.json().error.message).toBe(nulMessage('address'));
  });

  it.runIf(engine === 'postgres')(
    'control: PostgreSQL itself refuses NUL in text, which without the check was a 500',
    async () => {
      const insert = store.db
        .insertInto('contact_messages')
        .values({
          id: randomUUID(),
          ...contact,
          message: 'Call me\u0000 please',
          created_at: new Date().toISOString(),
        })
        .execute();
      const error = await insert.then(
        () => null,
        (caught: unknown) => caught,
      );
      expect((error as { code?: string }).code).toBe('22021');
      // And should one slip past the check, it is still a 400, not a 500.
      expect(toErrorReply(error)).toMatchObject({ status: 400, isServerFault: false });
    },
  );
});

describe('containsNul', () => {
  it('finds NUL in strings, arrays, nested objects and keys; ignores buffers and other values', () => {
    expect(containsNul('a\u0000b')).toBe(true);
    expect(containsNul({ a: [{ b: ['ok', 'x\u0000'] }] })).toBe(true);
    expect(containsNul({ ['key\u0000']: 1 })).toBe(true);
    expect(containsNul({ a: 'fine', b: 3, c: null, d: true })).toBe(false);
    expect(containsNul(Buffer.from([0, 0, 0]))).toBe(false);
    let deep: unknown = 'x\u0000';
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(containsNul(deep)).toBe(true);
  });
});
