import { createHash, randomBytes } from 'node:crypto';

import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterEach, beforeEach, expect, it } from 'vitest';

import { createTestApp } from '../../test/support/test-app';
import { createTestStore, describeEachEngine, type TestStore } from '../../test/support/test-database';

import * as migration0021 from './db/migrations/0021-newsletter-no-plain-secrets';

/**
 * Sign-ups made before migration 0021 kept their unsubscribe token, raw IP and browser string
 * in plain text (issue 26). The migration keeps their hashes only, and the links already mailed
 * still unsubscribe.
 */
describeEachEngine('newsletter sign-ups made before migration 0021', (engine) => {
  let store: TestStore;
  let app: FastifyInstance;

  beforeEach(async () => {
    store = await createTestStore(engine);
  });
  afterEach(async () => {
    await app?.close();
    await store.destroy();
  });

  it('keep the IP only as a hash, no browser string, and their mailed unsubscribe link works', async () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema before 0021
    const db = store.db as unknown as Kysely<any>;
    await migration0021.down(db);
    const legacyToken = randomBytes(24).toString('base64url');
    await db
      .insertInto('newsletter_subscribers')
      .values({
        id: 'legacy-1',
        email: 'old.reader@example.test',
        consent_version: 'newsletter-1',
        consent_text: 'Send me news.',
        unsubscribe_token: legacyToken,
        ip: '198.51.100.23',
        user_agent: 'Mozilla/5.0 (Legacy)',
        unsubscribed_at: null,
        created_at: '2026-10-01T10:00:00.000Z',
        confirmed_at: '2026-10-01T10:05:00.000Z',
      })
      .execute();
    await migration0021.up(db);

    const rows = await store.db.selectFrom('newsletter_subscribers').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.ip_hash).toBe(createHash('sha256').update('198.51.100.23').digest('hex'));
    const stored = JSON.stringify([
      rows,
      await store.db.selectFrom('newsletter_unsubscribe_tokens').selectAll().execute(),
    ]);
    for (const plain of [legacyToken, '198.51.100.23', 'Mozilla']) expect(stored).not.toContain(plain);

    app = await createTestApp(store);
    const unsubscribe = await app.inject({
      method: 'POST',
      url: `/newsletter/unsubscribe?token=${legacyToken}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribe.statusCode).toBe(200);
    const after = await store.db.selectFrom('newsletter_subscribers').select('unsubscribed_at').execute();
    expect(after[0]!.unsubscribed_at).not.toBeNull();
  });
});
