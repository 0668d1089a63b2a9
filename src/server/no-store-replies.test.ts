import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { CHAT_REPORT_PAGE_PATH, CHAT_REPORT_STATUS_PATH } from '../contracts/chat-report';
import { CONTACT_PATH } from '../contracts/contact';
import {
  INTAKE_CALLBACK_PATH,
  INTAKE_PROGRESS_PATH,
  INTAKE_TRANSCRIPT_PATH,
} from '../contracts/intake-progress';
import { INTAKE_REVIEW_PATH } from '../contracts/intake-review';
import { RUNTIME_CONFIG_PATH, webhookPaths } from '../contracts/webhooks';
import { createTestApp } from '../../test/support/test-app';
import { createTestStore, type TestStore } from '../../test/support/test-database';

import { ChatClient } from './features/intake/testing/chat-client';

/**
 * Issue 15: every reply that carries a visitor's words or data is `Cache-Control: no-store`
 * (decision 0069), and every reply carries the security headers. A reply that names no cache
 * policy gets no-store; pages, assets and the runtime config keep theirs.
 */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5d1f2bd0000000049454e44ae426082',
  'hex',
);

let store: TestStore;
let app: FastifyInstance;
let visitor: ChatClient;

beforeAll(async () => {
  store = await createTestStore('sqlite');
  app = await createTestApp(store, { config: { rateLimit: { ipPerMinute: 10_000, chatPerMinute: 10_000 } } });
  visitor = new ChatClient(app);
});
afterAll(async () => {
  await app.close();
  await store.destroy();
});

function expectPrivate(response: LightMyRequestResponse, label: string): void {
  expect(response.headers['cache-control'], label).toBe('no-store');
  expect(response.headers['content-security-policy'], label).toBeTruthy();
  expect(response.headers['x-content-type-options'], label).toBe('nosniff');
}

function multipart(fields: Record<string, string>, file: { name: string; type: string; body: Buffer }) {
  const boundary = '----caseintake-nostore';
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.body,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('replies that carry a visitor’s data are never stored (decision 0069)', () => {
  it('the webhooks, the intake read-backs, uploads, the report and the newsletter pages', async () => {
    const maria = {
      fullName: 'Maria Lopez',
      phoneNumber: '(512) 867-5309',
      description: 'I slipped on a wet floor in Dallas, Texas.',
    };
    const ids = `id=${visitor.sessionId}&chat=${visitor.chatId}`;
    const cookie = () => (visitor.cookie ? { cookie: visitor.cookie } : {});
    const started = await visitor.newChat(maria);
    expect(started.statusCode).toBe(200);
    expectPrivate(started, 'new-chat');
    expectPrivate(await visitor.send('', { opening: true }), 'message (opening)');
    const turn = await visitor.send('My knee hurts since the fall');
    expect(turn.statusCode).toBe(200);
    expectPrivate(turn, 'message');
    expectPrivate(await visitor.send('more', { endpoint: 'resetSessqno' }), 'reset-sessqno');

    for (const path of [INTAKE_PROGRESS_PATH, INTAKE_TRANSCRIPT_PATH, INTAKE_REVIEW_PATH]) {
      const read = await app.inject({ method: 'GET', url: `${path}?${ids}`, headers: cookie() });
      expect(read.statusCode, path).toBe(200);
      expectPrivate(read, path);
    }
    const callback = await app.inject({
      method: 'POST',
      url: INTAKE_CALLBACK_PATH,
      headers: { ...cookie(), 'content-type': 'application/json' },
      payload: { SessionID: visitor.sessionId, ChatID: visitor.chatId, window: { day: 'x' } },
    });
    expectPrivate(callback, 'callback');

    const form = multipart(
      { SessionID: visitor.sessionId, ChatID: visitor.chatId },
      { name: 'maria-knee-xray.png', type: 'image/png', body: PNG },
    );
    const upload = await app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...cookie(), 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(upload.statusCode).toBe(201);
    expect(upload.body).toContain('maria-knee-xray.png');
    expectPrivate(upload, 'upload');

    const ended = await visitor.endIntake('maria@example.test');
    expect(ended.statusCode).toBe(202);
    expectPrivate(ended, 'end-intake');
    for (const url of [`${CHAT_REPORT_STATUS_PATH}?${ids}`, `${CHAT_REPORT_PAGE_PATH}?${ids}`]) {
      expectPrivate(await app.inject({ method: 'GET', url, headers: cookie() }), url);
    }
    expectPrivate(await app.inject({ method: 'GET', url: `/report/${'A'.repeat(43)}` }), 'report page');

    const newsletter = await app.inject({
      method: 'POST',
      url: webhookPaths.newsletter,
      headers: { 'content-type': 'application/json' },
      payload: { email: 'maria@example.test', type: 'legal-education' },
    });
    expectPrivate(newsletter, 'newsletter webhook');
    expectPrivate(
      await app.inject({ method: 'GET', url: `/newsletter/confirm?token=${'B'.repeat(43)}` }),
      'newsletter page',
    );
  });

  it('the contact form, the staff API and every error reply', async () => {
    const contact = await app.inject({
      method: 'POST',
      url: CONTACT_PATH,
      payload: {
        name: 'Maria Lopez',
        email: 'maria@example.test',
        subject: 'Hi',
        message: 'Please call me.',
      },
    });
    expect(contact.statusCode).toBe(201);
    expectPrivate(contact, 'contact');
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/staff/sign-in',
      payload: { email: 'maria@example.test', password: 'not it' },
    });
    expect(signIn.statusCode).toBe(401);
    expectPrivate(signIn, 'staff sign-in');
    expectPrivate(await app.inject({ method: 'GET', url: '/api/staff/session' }), 'staff session');

    const canary = 'ZQXNOECHO5521';
    const unknownApi = await app.inject({ method: 'GET', url: `/api/${canary}` });
    expect(unknownApi.statusCode).toBe(404);
    expect(unknownApi.body).not.toContain(canary);
    expectPrivate(unknownApi, 'unknown API path');
    const unknownPost = await app.inject({ method: 'POST', url: `/${canary}`, payload: {} });
    expect(unknownPost.statusCode).toBe(404);
    expect(unknownPost.body).not.toContain(canary);
    expectPrivate(unknownPost, 'unknown POST');
    const badBody = await app.inject({
      method: 'POST',
      url: webhookPaths.newChat,
      headers: { 'content-type': 'application/json' },
      payload: { SessionID: canary },
    });
    expect(badBody.statusCode).toBe(400);
    expect(badBody.body).not.toContain(canary);
    expectPrivate(badBody, 'invalid webhook body');
  });

  it('pages, assets and the runtime config keep their own cache policy', async () => {
    const home = await app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.headers['cache-control']).not.toBe('no-store');
    expect(home.headers['content-security-policy']).toBeTruthy();
    const asset = await app.inject({ method: 'GET', url: '/assets/index-AbC123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    const runtime = await app.inject({ method: 'GET', url: RUNTIME_CONFIG_PATH });
    expect(runtime.headers['cache-control']).toBe('public, max-age=60');
  });
});
