import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';

import { migrations } from './migrations';

const provider: MigrationProvider = {
  getMigrations: async () => migrations as Record<string, Migration>,
};

/**
 * Brings the store up to the newest migration; throws with the failing migration's name.
 * `migrationTableSchema` names the PostgreSQL schema of Kysely's own bookkeeping tables:
 * without it Kysely looks for them in every schema, so a database holding several schemas
 * (the tests give each test one) can see another schema's lock table and skip creating its own.
 */
export async function migrateToLatest(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
  db: Kysely<any>,
  options: { migrationTableSchema?: string } = {},
): Promise<string[]> {
  const migrator = new Migrator({ db, provider, ...options });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error) {
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed`, { cause: error });
  }
  return (results ?? [])
    .filter((result) => result.status === 'Success')
    .map((result) => result.migrationName);
}
