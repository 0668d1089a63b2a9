import fs from 'node:fs';
import path from 'node:path';

import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';

import { makePrivateFile, makePrivateFolder } from '../private-data-files';

import type { Database } from './schema';

export type Engine = 'sqlite' | 'postgres';

export interface Store {
  db: Kysely<Database>;
  engine: Engine;
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
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, engine: 'postgres', close: () => db.destroy() };
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
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, engine: 'sqlite', close: () => db.destroy() };
}
