import fs from 'node:fs';
import path from 'node:path';

import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';

import { makePrivateFile, makePrivateFolder } from '../private-data-files';

import { CaseDataPlugin, CaseKeyring, type CaseKeyLoader, type StoredCaseKey } from './case-keyring';
import type { Database } from './schema';

export type Engine = 'sqlite' | 'postgres';

export interface Store {
  db: Kysely<Database>;
  engine: Engine;
  /** Seals and opens visitors' personal data (decision 0080); locked until unlockStore. */
  keyring: CaseKeyring;
  close(): Promise<void>;
}

export function engineOf(databaseUrl: string): Engine {
  return /^postgres(ql)?:\/\//.test(databaseUrl) ? 'postgres' : 'sqlite';
}

function sqliteFile(databaseUrl: string): string {
  if (databaseUrl === ':memory:') return ':memory:';
  return databaseUrl.replace(/^sqlite:(\/\/)?/, '');
}

/**
 * The database file is created 0600 in a 0700 folder before SQLite opens it (decision
 * 0060); SQLite gives its WAL and shared-memory files the database file's mode. Files
 * left wider by an older version are narrowed.
 */
function prepareSqliteFiles(file: string): void {
  makePrivateFolder(path.dirname(path.resolve(file)));
  makePrivateFile(file);
  for (const companion of [`${file}-wal`, `${file}-shm`]) {
    if (fs.existsSync(companion)) makePrivateFile(companion);
  }
}

export interface OpenStoreOptions {
  /** PostgreSQL only: the schema every connection uses (tests give each database its own). */
  searchPath?: string;
  poolSize?: number;
}

/**
 * Opens the store named by a URL: an SQLite file (created with its folder, WAL mode)
 * or a PostgreSQL pool. Both speak the same Kysely schema and migrations.
 */
export function openStore(databaseUrl: string, options: OpenStoreOptions = {}): Store {
  if (engineOf(databaseUrl) === 'postgres') {
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: options.poolSize ?? 10,
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    });
    const keyring = new CaseKeyring(postgresKeyLoader(databaseUrl, options.searchPath));
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool }),
      plugins: [new CaseDataPlugin(keyring)],
    });
    return {
      db,
      engine: 'postgres',
      keyring,
      close: async () => {
        await db.destroy();
        await keyring.close();
      },
    };
  }
  const file = sqliteFile(databaseUrl);
  if (file !== ':memory:') prepareSqliteFiles(file);
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Erasure must leave no bytes behind: freed cells and pages are zeroed (decision 0056).
  sqlite.pragma('secure_delete = ON');
  const keyring = new CaseKeyring(sqliteKeyLoader(sqlite));
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withCompiledStatements(sqlite) }),
    plugins: [new CaseDataPlugin(keyring)],
  });
  return { db, engine: 'sqlite', keyring, close: () => db.destroy() };
}

const COMPILED_STATEMENT_LIMIT = 1_000;

/**
 * Kysely asks better-sqlite3 to prepare every query it runs, and SQLite compiles the SQL
 * each time; a chat turn runs the same statements every time (decision 0101). Compiled
 * statements are kept by their SQL, oldest dropped past a bound (an `in (?, ?, …)` list makes
 * one per length). A statement still being iterated is busy: that query gets one of its own.
 */
function withCompiledStatements(sqlite: SqliteDatabase.Database): {
  prepare(sql: string): SqliteDatabase.Statement;
  close(): void;
} {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    prepare(sql) {
      const known = statements.get(sql);
      if (known && !known.busy) return known;
      const statement = sqlite.prepare(sql);
      if (!known) {
        if (statements.size >= COMPILED_STATEMENT_LIMIT) {
          const oldest = statements.keys().next().value;
          if (oldest !== undefined) statements.delete(oldest);
        }
        statements.set(sql, statement);
      }
      return statement;
    },
    close: () => sqlite.close(),
  };
}

/**
 * Case keys are read outside Kysely, which would wait for the connection a transaction
 * holds. SQLite: the same connection, synchronously, so a key written earlier in the open
 * transaction is seen. PostgreSQL: a small pool of its own, which sees committed keys; a key
 * this process wrote in an open transaction is already in the keyring's memory.
 */
function sqliteKeyLoader(sqlite: SqliteDatabase.Database): CaseKeyLoader {
  // Compiled once per number of ids (almost always one), not at every load: a turn loads a key.
  const statements = new Map<number, SqliteDatabase.Statement>();
  return {
    load: async (caseIds) => {
      if (caseIds.length === 0) return [];
      let statement = statements.get(caseIds.length);
      if (!statement) {
        const placeholders = caseIds.map(() => '?').join(', ');
        statement = sqlite.prepare(
          `select case_id, wrapped_key, master_key_id from case_keys where case_id in (${placeholders})`,
        );
        if (statements.size < 100) statements.set(caseIds.length, statement);
      }
      return statement.all(...caseIds) as StoredCaseKey[];
    },
    close: async () => {},
  };
}

function postgresKeyLoader(databaseUrl: string, searchPath: string | undefined): CaseKeyLoader {
  let pool: pg.Pool | null = null;
  return {
    load: async (caseIds) => {
      if (caseIds.length === 0) return [];
      if (!pool) {
        pool = new pg.Pool({
          connectionString: databaseUrl,
          max: 2,
          ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
        });
        // An idle connection dropped by the server must not crash the process; the next load reconnects.
        pool.on('error', () => {});
      }
      const result = await pool.query<StoredCaseKey>(
        'select case_id, wrapped_key, master_key_id from case_keys where case_id = any($1)',
        [caseIds],
      );
      return result.rows;
    },
    close: async () => {
      await pool?.end();
      pool = null;
    },
  };
}
