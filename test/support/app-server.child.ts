import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openStore } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { jobDefinitions } from '../../src/server/job-handlers';
import { createJobWorker } from '../../src/server/jobs/job-worker';

import { migrateTestSchema } from './migrate-test-schema';

/**
 * The real app in its own process on a free port, for the crash test, the two-process
 * test and the bench. Env: DATABASE_URL, DATA_DIR (and any other setting); the port, the
 * pid and the job worker's id go back over IPC. Optional PG_SEARCH_PATH gives a PostgreSQL
 * run its own schema; CHILD_RUNS_WORKER=true runs the job worker in the process, as main.ts does.
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
if (process.env.PG_SEARCH_PATH) await migrateTestSchema(store, process.env.PG_SEARCH_PATH);
else await migrateToLatest(store.db);
// The bench's "without encryption" figure only (bench/intake.ts): never set by config (decision 0080).
if (process.env.BENCH_STORE_PLAINTEXT === 'true') store.keyring.storePlaintextForBench();
const app = await buildApp({ config, store });
await app.listen({ port: 0, host: '127.0.0.1' });
const worker =
  process.env.CHILD_RUNS_WORKER === 'true'
    ? createJobWorker({
        store,
        config,
        log: app.log.child({ component: 'job-worker' }),
        definitions: jobDefinitions,
      })
    : null;
worker?.start();
const address = app.server.address();
process.send?.({
  port: typeof address === 'object' && address ? address.port : 0,
  pid: process.pid,
  workerId: worker?.workerId ?? null,
});
