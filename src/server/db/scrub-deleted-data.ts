import { sql } from 'kysely';

import type { Store } from './database';
import type { Database } from './schema';

export type ScrubbedTable = keyof Database & string;

export interface ScrubResult {
  engine: Store['engine'];
  /** SQLite: false when a reader kept the checkpoint from finishing (the WAL still holds pages). */
  isComplete: boolean;
}

/**
 * After an erasure, removes the bytes the deleted rows leave behind (decision 0056).
 *
 * SQLite: every connection runs with `secure_delete = ON` (openStore), so freed cells and
 * pages are zeroed in place; the WAL still holds older copies of those pages until a
 * checkpoint, so TRUNCATE copies the zeroed pages home and empties the WAL.
 *
 * PostgreSQL: DELETE only marks tuples dead, and plain VACUUM marks their space free
 * without overwriting it, so the bytes stay readable in the table files. VACUUM FULL
 * rewrites each table (and its TOAST table and indexes) into new files and drops the old
 * ones. It takes an exclusive lock per table while it runs, which is why it runs after
 * the erasure has committed and once per sweep, not per row.
 */
export async function scrubDeletedData(store: Store, tables: readonly ScrubbedTable[]): Promise<ScrubResult> {
  if (store.engine === 'sqlite') return checkpointSqliteWal(store);
  await vacuumFullPostgresTables(store, tables);
  return { engine: 'postgres', isComplete: true };
}

async function checkpointSqliteWal(store: Store): Promise<ScrubResult> {
  const { rows } = await sql<{ busy: number }>`pragma wal_checkpoint(TRUNCATE)`.execute(store.db);
  return { engine: 'sqlite', isComplete: rows[0]?.busy === 0 };
}

async function vacuumFullPostgresTables(store: Store, tables: readonly ScrubbedTable[]): Promise<void> {
  // VACUUM cannot run inside a transaction block; each statement takes a pool connection.
  for (const table of new Set(tables)) {
    await sql`vacuum full ${sql.table(table)}`.execute(store.db);
  }
}
