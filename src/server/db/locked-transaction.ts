import { type Kysely, sql } from 'kysely';

import type { Store } from './database';
import type { Database } from './schema';

/**
 * Runs `work` in a transaction that no other transaction holding the same lock can overlap,
 * in this process or another: the way to check a sum and then write without a race.
 *
 * SQLite: `BEGIN IMMEDIATE` takes the database's write lock before the first read (a plain
 * `BEGIN` reads first and may then fail to upgrade); other writers wait up to busy_timeout.
 * PostgreSQL: `pg_advisory_xact_lock` on the lock's name within the current schema, released
 * at commit or rollback; a statement after it sees every row its predecessor committed.
 */
export async function withLockedTransaction<T>(
  store: Store,
  lockName: string,
  work: (db: Kysely<Database>) => Promise<T>,
): Promise<T> {
  if (store.engine === 'postgres') {
    return store.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtext(current_schema() || ':' || ${lockName}))`.execute(trx);
      return work(trx);
    });
  }
  return store.db.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection);
    try {
      const result = await work(connection);
      await sql`commit`.execute(connection);
      return result;
    } catch (error) {
      await sql`rollback`.execute(connection);
      throw error;
    }
  });
}
