import { afterEach, beforeEach, expect, it } from 'vitest';

import { createTestStore, describeEachEngine, type TestStore } from '../../../test/support/test-database';

import { countRateLimitHit } from './rate-limit-counters.repository';
import { databaseRateLimitStore } from './rate-limit-store';

/** The shared rate-limit counter (decision 0067): one atomic statement, windows, the sweep. */
describeEachEngine('rate-limit counters in the store', (engine) => {
  let store: TestStore;
  beforeEach(async () => {
    store = await createTestStore(engine);
  });
  afterEach(async () => {
    await store.destroy();
  });

  it('parallel hits over two connections each get their own number', async () => {
    const other = store.reopen();
    try {
      const now = '2026-11-25T10:00:00.000Z';
      const resetsAt = '2026-11-25T10:01:00.000Z';
      const counts = await Promise.all(
        Array.from({ length: 40 }, (_, index) =>
          countRateLimitHit((index % 2 ? other : store).db, { keyHash: 'k', now, resetsAt }),
        ),
      );
      expect(counts.map((count) => count.hits).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 40 }, (_, index) => index + 1),
      );
    } finally {
      await other.close();
    }
  });

  it('counts in a window, starts again at 1 after it, and sweeps ended counters', async () => {
    let now = new Date('2026-11-25T10:00:00.000Z');
    const Store = databaseRateLimitStore({ db: store.db, now: () => now });
    const limiter = new Store({});
    const hit = (key: string, windowMs = 60_000) =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        limiter.incr(
          key,
          (error, result) => (error || !result ? reject(error) : resolve(result)),
          windowMs,
          5,
        ),
      );
    expect(await hit('a')).toEqual({ current: 1, ttl: 60_000 });
    now = new Date('2026-11-25T10:00:20.000Z');
    expect(await hit('a')).toEqual({ current: 2, ttl: 40_000 });
    expect(await hit('b', 3_600_000)).toEqual({ current: 1, ttl: 3_600_000 });
    now = new Date('2026-11-25T10:01:00.000Z');
    expect(await hit('a')).toEqual({ current: 1, ttl: 60_000 });
    // Keys are stored hashed: no IP in the table.
    const rows = await store.db.selectFrom('rate_limit_counters').selectAll().execute();
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.key_hash))).toBe(true);

    // Two hours on, the next hit sweeps every counter whose window has ended.
    now = new Date('2026-11-25T12:01:00.000Z');
    expect(await hit('c')).toEqual({ current: 1, ttl: 60_000 });
    await expect
      .poll(
        async () => (await store.db.selectFrom('rate_limit_counters').select('key_hash').execute()).length,
      )
      .toBe(1);
  });
});
