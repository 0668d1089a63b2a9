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
  /** PostgreSQL: the schema served an earlier test and was emptied (its files hold dead rows). */
  recycled: boolean;
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

export interface TestStoreOptions {
  /**
   * A database nobody used before, for the tests that read its raw bytes on disk
   * (raw-store-files.ts): an emptied PostgreSQL schema still holds earlier rows' dead tuples.
   */
  fresh?: boolean;
}

/**
 * A migrated, empty database for one test: an SQLite file in a temp folder, or a PostgreSQL
 * schema on the test server. destroy() removes it.
 *
 * Migrating was most of a store's cost (a quarter of a second on SQLite, two to three on
 * PostgreSQL, for each of some 400 tests): SQLite files are copies of one file migrated once
 * per process, and a PostgreSQL schema a test is done with is emptied and handed to the next
 * test (decision 0123). Emptying deletes rows; it does not rewrite files, so a test that reads
 * the raw bytes asks for a fresh schema.
 */
export async function createTestStore(engine: Engine, options: TestStoreOptions = {}): Promise<TestStore> {
  if (engine === 'sqlite') {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'case-intake-test-'));
    const file = path.join(folder, 'app.db');
    fs.copyFileSync(await migratedSqliteFile(), file);
    const url = `sqlite:${file}`;
    const store = openStore(url);
    store.keyring.unlock(testMasterKey);
    return {
      ...store,
      location: file,
      recycled: false,
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
  const reused = options.fresh ? undefined : emptiedSchemas.pop();
  const schema = reused ?? (await newSchema(url));
  const store = openStore(url, { searchPath: schema, poolSize: 5 });
  if (!reused) await migrateTestSchema(store, schema);
  store.keyring.unlock(testMasterKey);
  return {
    ...store,
    location: schema,
    recycled: reused !== undefined,
    reopen: () => unlocked(openStore(url, { searchPath: schema, poolSize: 5 })),
    reopenLocked: () => openStore(url, { searchPath: schema, poolSize: 5 }),
    destroy: async () => {
      await store.close();
      if (await emptySchema(url, schema)) emptiedSchemas.push(schema);
    },
  };
}

/** PostgreSQL schemas of this process, emptied by the test that had them, ready for the next. */
const emptiedSchemas: string[] = [];

let sqliteTemplate: Promise<string> | undefined;

/** One SQLite file per process, migrated once; each test gets a copy (closed, so its WAL is in it). */
function migratedSqliteFile(): Promise<string> {
  sqliteTemplate ??= (async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'case-intake-template-'));
    const file = path.join(folder, 'app.db');
    const store = openStore(`sqlite:${file}`);
    await migrateToLatest(store.db);
    await store.close();
    process.once('exit', () => fs.rmSync(folder, { recursive: true, force: true }));
    return file;
  })();
  return sqliteTemplate;
}

async function newSchema(url: string): Promise<string> {
  const schema = `${inject('schemaPrefix')}${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  return schema;
}

/**
 * Deletes every row but the migrations' own bookkeeping, in one transaction with foreign keys
 * off (the test server's user is a superuser). The schema has no sequences, so nothing else
 * carries over. When it cannot (a test left a lock, a user that may not do it), the schema is
 * dropped instead and false says it is not to be reused.
 */
async function emptySchema(url: string, schema: string): Promise<boolean> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ name: string }>(
      `select tablename as name from pg_tables where schemaname = $1 and tablename not like 'kysely\\_%'`,
      [schema],
    );
    const deletes = rows.map(({ name }) => `delete from ${schema}."${name}";`).join(' ');
    await admin.query(`begin; set local lock_timeout = '5s'; set local session_replication_role = replica; ${deletes} commit;`);
    return true;
  } catch {
    await admin.query('rollback').catch(() => {});
    await admin.query(`drop schema if exists ${schema} cascade`);
    return false;
  } finally {
    await admin.end();
  }
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
