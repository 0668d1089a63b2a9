import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openStore, type Store } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { jobDefinitions } from '../../src/server/job-handlers';
import { createJobWorker } from '../../src/server/jobs/job-worker';

import { migrateTestSchema } from './migrate-test-schema';

/**
 * The real app in its own process on a free port, for the crash test, the two-process
 * test, the upload quotas and the bench. Env: DATABASE_URL, DATA_DIR (and any other setting);
 * the port, the pid and the job worker's id go back over IPC. Optional PG_SEARCH_PATH gives a
 * PostgreSQL run its own schema; CHILD_RUNS_WORKER=true runs the job worker in the process, as
 * main.ts does.
 *
 * CHILD_SERVES_MANY=true keeps one process for many apps in turn: it says { ready } once its
 * modules are loaded, starts an app on { start, env } (env over its own) and closes it on
 * { stop }. Loading the modules is most of a child's cost, and a test file pays it once.
 */
type Env = Record<string, string | undefined>;

interface Running {
  close(): Promise<void>;
}

async function serve(env: Env): Promise<Running & { port: number; workerId: string | null }> {
  const config = loadConfig({ ...env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: env.LOG_LEVEL ?? 'silent' });
  const store: Store = openStore(
    config.databaseUrl,
    env.PG_SEARCH_PATH ? { searchPath: env.PG_SEARCH_PATH } : {},
  );
  if (env.PG_SEARCH_PATH) await migrateTestSchema(store, env.PG_SEARCH_PATH);
  else await migrateToLatest(store.db);
  // The bench's "without encryption" figure only (bench/intake.ts): never set by config (decision 0080).
  if (env.BENCH_STORE_PLAINTEXT === 'true') store.keyring.storePlaintextForBench();
  const app = await buildApp({ config, store });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const worker =
    env.CHILD_RUNS_WORKER === 'true'
      ? createJobWorker({
          store,
          config,
          log: app.log.child({ component: 'job-worker' }),
          definitions: jobDefinitions,
        })
      : null;
  worker?.start();
  const address = app.server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    workerId: worker?.workerId ?? null,
    close: async () => {
      await worker?.stop();
      await app.close();
      await store.close();
    },
  };
}

if (process.env.CHILD_SERVES_MANY === 'true') {
  let running: Running | null = null;
  process.on('message', (message: { kind: 'start'; env: Env } | { kind: 'stop' }) => {
    void (async () => {
      await running?.close();
      running = null;
      if (message.kind === 'stop') {
        process.send?.({ kind: 'stopped' });
        return;
      }
      const started = await serve({ ...process.env, ...message.env });
      running = started;
      process.send?.({ kind: 'started', port: started.port, pid: process.pid, workerId: started.workerId });
    })();
  });
  process.send?.({ kind: 'ready' });
} else {
  const started = await serve(process.env);
  process.send?.({ port: started.port, pid: process.pid, workerId: started.workerId });
}
