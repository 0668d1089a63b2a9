import { randomBytes } from 'node:crypto';

import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';

import { CHAT_START_LIMIT_MESSAGE } from '../contracts/chat-start-limit';
import { deleteRedisKeys } from '../../test/support/redis';
import { createTestApp } from '../../test/support/test-app';
import { createTestStore, describeEachEngine, type TestStore } from '../../test/support/test-database';
import type { AppConfig } from './config';
import type { Store } from './db/database';
import { ChatClient } from './features/intake/testing/chat-client';
import { seedStaffUser } from './features/staff/staff-test-helpers';

/**
 * Several processes, one store (issue 15, decision 0067): rate-limit counts live in the
 * database (or Redis), so two app instances enforce one limit between them, where each
 * process's own memory let two processes allow twice as much.
 */
function asTestStore(store: Store, location: string): TestStore {
  return { ...store, location, recycled: false, reopen: () => store, reopenLocked: () => store, destroy: () => store.close() };
}

const maria = {
  fullName: 'Maria Lopez',
  phoneNumber: '(512) 867-5309',
  description: 'I slipped on a wet floor at a grocery store in Dallas, Texas.',
};

/** Alternates calls between two apps, as a round-robin proxy would. */
async function alternate<T>(
  apps: FastifyInstance[],
  count: number,
  call: (app: FastifyInstance) => Promise<T>,
) {
  const results: T[] = [];
  for (let index = 0; index < count; index += 1) results.push(await call(apps[index % apps.length]!));
  return results;
}

/** The two limits the issue names, over two app instances: new chats per IP and staff sign-ins per IP. */
function limitsHoldAcrossTwoApps(
  label: string,
  makeStores: () => Promise<{
    first: TestStore;
    second: TestStore;
    /** Each app has its own database (the Redis case), so accounts are seeded in both. */
    separateDatabases?: boolean;
    done: () => Promise<void>;
  }>,
  extraConfig: () => Partial<AppConfig> = () => ({}),
) {
  describe(label, () => {
    let apps: FastifyInstance[] = [];
    let done: () => Promise<void>;
    let seededIn: Store[] = [];

    beforeEach(async () => {
      const stores = await makeStores();
      done = stores.done;
      seededIn = stores.separateDatabases ? [stores.first, stores.second] : [stores.first];
      const config = { newChatsPerIpPerHour: 4, ...extraConfig() };
      apps = [await createTestApp(stores.first, { config }), await createTestApp(stores.second, { config })];
    });
    afterEach(async () => {
      for (const app of apps) await app.close();
      await done();
    });

    it('new chats from one IP: the cap holds across both apps', async () => {
      const responses = await alternate(apps, 7, (app) => new ChatClient(app).newChat(maria));
      const statuses = responses.map((response) => response.statusCode);
      console.info(`[${label}] 7 new chats over two apps, cap 4: ${statuses.join(' ')}`);
      expect(statuses).toEqual([200, 200, 200, 200, 429, 429, 429]);
      const refused = responses[4]!;
      expect(refused.json()).toEqual({ error: { code: 'rate_limited', message: CHAT_START_LIMIT_MESSAGE } });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    });

    it('staff sign-ins from one IP: the 20 a minute hold across both apps', async () => {
      // Wrong passwords for 24 real accounts, one guess each (no account reaches its own lockout),
      // hashed at the tests' cheap cost: unknown emails would each cost a decoy scrypt at 2^16.
      const emails: string[] = [];
      for (let index = 0; index < 24; index += 1) {
        const email = `guess-${index}-${randomBytes(4).toString('hex')}@example.org`;
        for (const store of seededIn) await seedStaffUser(store.db, { email, role: 'case_manager' });
        emails.push(email);
      }
      let next = 0;
      const responses = await alternate(apps, 24, (app) =>
        app.inject({
          method: 'POST',
          url: '/api/staff/sign-in',
          payload: { email: emails[next++]!, password: 'wrong guess' },
        }),
      );
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 401)).toHaveLength(20);
      expect(statuses.slice(20)).toEqual([429, 429, 429, 429]);
    });
  });
}

describeEachEngine('rate limits over two app instances', (engine) => {
  let store: TestStore;
  beforeEach(async () => {
    store = await createTestStore(engine);
  });
  afterEach(async () => {
    await store.destroy();
  });

  limitsHoldAcrossTwoApps(`two apps on one ${engine} database`, async () => {
    const second = store.reopen();
    return { first: store, second: asTestStore(second, store.location), done: () => second.close() };
  });
});

const redisUrl = inject('redisUrl');
describe.skipIf(!redisUrl)('rate-limit counters in Redis (REDIS_URL)', () => {
  const prefix = `case-intake-test:${randomBytes(6).toString('hex')}:`;
  afterEach(async () => {
    await deleteRedisKeys(redisUrl!, prefix);
  });
  limitsHoldAcrossTwoApps(
    'two apps, each on its own SQLite file, sharing one Redis',
    async () => {
      const first = await createTestStore('sqlite');
      const second = await createTestStore('sqlite');
      return {
        first,
        second,
        separateDatabases: true,
        done: async () => {
          await first.destroy();
          await second.destroy();
        },
      };
    },
    () => ({ redisUrl, redisKeyPrefix: prefix }),
  );

  it('nothing is counted in the database when Redis holds the counts', async () => {
    const store = await createTestStore('sqlite');
    const app = await createTestApp(store, { config: { redisUrl, redisKeyPrefix: prefix } });
    try {
      expect((await new ChatClient(app).newChat(maria)).statusCode).toBe(200);
      expect(await store.db.selectFrom('rate_limit_counters').selectAll().execute()).toEqual([]);
    } finally {
      await app.close();
      await store.destroy();
    }
  });
});
