import type { Store } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';

/**
 * Every test schema's migration (createTestStore, the app child, the two-process test). Kysely's
 * migrator finds its own tables by listing the tables of every schema; another test dropping
 * its schema at that moment makes the listing fail (3F000, or 42703 from
 * pg_get_serial_sequence on a column that just went), which happened here under load. On
 * PostgreSQL the migrator runs its migrations in one transaction, so a failed attempt leaves
 * nothing behind and trying again is safe.
 */
export async function migrateTestSchema(store: Store, schema: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await migrateToLatest(store.db, { migrationTableSchema: schema });
      return;
    } catch (error) {
      const code = ((error as { cause?: { code?: unknown } }).cause?.code ?? '') as string;
      if (attempt >= 5 || !['3F000', '42703'].includes(code)) throw error;
    }
  }
}
