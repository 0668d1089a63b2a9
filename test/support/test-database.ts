import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import pg from 'pg';
import { describe, inject } from 'vitest';

import { type Engine, openStore, type Store } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';

import { migrateTestSchema } from './migrate-test-schema';

export interface TestStore extends Store {
  /** Where the data lives: the SQLite file, or the PostgreSQL schema name. */
  location: string;
  /** Opens a second, independent connection to the same database (another "process"). */
  reopen(): Store;
  /** The same, without the master key: what a process has before unlockStore (decision 0080). */
  reopenLocked(): Store;
  destroy(): Promise<void>;
}

/**
 * The master key of every test database (decision 0080). Tests of the key itself (a wrong
 * or lost one, rotation) open stores of their own.
 */
export const testMasterKey = randomBytes(32);

function unlocked(store: Store): Store {
  store.keyring.unlock(testMasterKey);
  return store;
}

/**
 * A fresh, migrated database for one test: a new SQLite file in a temp folder, or a new
 * PostgreSQL schema on the test server. destroy() removes it.
 */
export async function createTestStore(engine: Engine): Promise<TestStore> {
  if (engine === 'sqlite') {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'case-intake-test-'));
    const url = `sqlite:${path.join(folder, 'app.db')}`;
    const store = openStore(url);
    await migrateToLatest(store.db);
    store.keyring.unlock(testMasterKey);
    return {
      ...store,
      location: path.join(folder, 'app.db'),
      reopen: () => unlocked(openStore(url)),
      reopenLocked: () => openStore(url),
      destroy: async () => {
        await store.close();
        fs.rmSync(folder, { recursive: true, force: true });
      },
    };
  }
  const url = inject('postgresUrl');
  if (!url) throw new Error('PostgreSQL is not available for this run');
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const store = openStore(url, { searchPath: schema, poolSize: 5 });
  await migrateTestSchema(store, schema);
  store.keyring.unlock(testMasterKey);
  return {
    ...store,
    location: schema,
    reopen: () => unlocked(openStore(url, { searchPath: schema, poolSize: 5 })),
    reopenLocked: () => openStore(url, { searchPath: schema, poolSize: 5 }),
    destroy: async () => {
      await store.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop schema if exists ${schema} cascade`);
      await cleanup.end();
    },
  };
}

/**
 * Runs a suite once per engine: SQLite always, PostgreSQL when the run has it
 * (global-setup.ts decides, and fails the run under CI when it is missing).
 */
export function describeEachEngine(name: string, suite: (engine: Engine) => void): void {
  describe(`${name} [sqlite]`, () => suite('sqlite'));
  const hasPostgres = inject('postgresUrl') !== null;
  describe.skipIf(!hasPostgres)(`${name} [postgres]`, () => suite('postgres'));
}
