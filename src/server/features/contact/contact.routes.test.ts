import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, expect, it } from 'vitest';

import { createTestApp } from '../../../../test/support/test-app';
import { createTestStore, describeEachEngine, type TestStore } from '../../../../test/support/test-database';

import { listNewContactMessages } from './contact.repository';

const valid = {
  name: 'Jordan Lee',
  email: 'jordan@example.com',
  phone: '(555) 123-4567',
  subject: 'Question about my report',
  message: 'When will a case manager call me?',
};

describeEachEngine('POST /api/contact', (engine) => {
  let store: TestStore;
  let app: FastifyInstance;

  beforeEach(async () => {
    store = await createTestStore(engine);
    app = await createTestApp(store);
  });
  afterEach(async () => {
    await app.close();
    await store.destroy();
  });

  const post = (payload: unknown, remoteAddress = '203.0.113.7', headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, remoteAddress, headers });

  it('stores a valid message for the staff inbox and answers 201 with its id', async () => {
    const response = await post(valid);
    expect(response.statusCode).toBe(201);
    const { ok, id } = response.json();
    expect(ok).toBe(true);
    const rows = await listNewContactMessages(store.db);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id, ...valid, status: 'new' });
    expect(new Date(rows[0]!.created_at).toISOString()).toBe(rows[0]!.created_at);
  });

  it('keeps phone optional and trims the text fields', async () => {
    const response = await post({ ...valid, phone: '', name: '  Sam Doe  ' });
    expect(response.statusCode).toBe(201);
    const [row] = await listNewContactMessages(store.db);
    expect(row).toMatchObject({ name: 'Sam Doe', phone: null });
  });

  it.each([
    ['a missing name', { ...valid, name: undefined }, 'name'],
    ['a blank subject', { ...valid, subject: '   ' }, 'subject'],
    ['a malformed email', { ...valid, email: 'not-an-email' }, 'email'],
    ['an empty message', { ...valid, message: '' }, 'message'],
    ['an overlong message', { ...valid, message: 'x'.repeat(5001) }, 'message'],
  ])('refuses %s with a 400 that names the field, and stores nothing', async (_label, payload, field) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error.code).toBe('invalid_request');
    expect(body.error.message).toContain(field);
    expect(await listNewContactMessages(store.db)).toHaveLength(0);
  });

  it('refuses a body that is not JSON with a 4xx and stores nothing', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: 'name=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('unsupported_media_type');
    expect(await listNewContactMessages(store.db)).toHaveLength(0);
  });

  it('refuses a post from a foreign page with 403', async () => {
    const response = await post(valid, '203.0.113.7', { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(await listNewContactMessages(store.db)).toHaveLength(0);
  });

  it('answers 429 with retry-after once one address sends too many, and other addresses still get through', async () => {
    for (let count = 0; count < 5; count += 1) {
      expect((await post(valid, '198.51.100.9')).statusCode).toBe(201);
    }
    const limited = await post(valid, '198.51.100.9');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().error.code).toBe('rate_limited');
    expect(await listNewContactMessages(store.db)).toHaveLength(5);
    expect((await post(valid, '198.51.100.10')).statusCode).toBe(201);
  });
});
