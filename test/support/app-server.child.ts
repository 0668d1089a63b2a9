import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openStore } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';

/**
 * The real app in its own process on a free port, for the crash test and the bench.
 * Env: DATABASE_URL, DATA_DIR (and any other setting); the port goes back over IPC.
 * Optional PG_SEARCH_PATH gives a PostgreSQL run its own schema.
 */
const config = loadConfig({
  ...process.env,
  HOST: '127.0.0.1',
  PORT: '0',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
});
const store = openStore(
  config.databaseUrl,
  process.env.PG_SEARCH_PATH ? { searchPath: process.env.PG_SEARCH_PATH } : {},
);
await migrateToLatest(
  store.db,
  process.env.PG_SEARCH_PATH ? { migrationTableSchema: process.env.PG_SEARCH_PATH } : {},
);
const app = await buildApp({ config, store });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
