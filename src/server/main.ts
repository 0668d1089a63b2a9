import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openStore } from './db/database';
import { migrateToLatest } from './db/migrate';
import { MasterKeyError, unlockStore } from './db/unlock-store';
import { CaseDataKeyError } from './crypto/case-data-crypto';
import { seedSampleAttorneys } from './features/reports/seed-sample-attorneys';
import { jobDefinitions } from './job-handlers';
import { scheduleRetentionSweep } from './features/staff/privacy/retention-sweep.job';
import { createJobWorker } from './jobs/job-worker';
import { preparePrivateDataFolders, restrictNewFileModes } from './private-data-files';

/**
 * The process: read config, open and migrate the store, listen, and shut down
 * gracefully (stop accepting, finish in-flight requests, close the store).
 */
export async function startServer(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // Visitors' data is readable by this user only: 0600 files, 0700 folders (decision 0060).
  restrictNewFileModes();
  preparePrivateDataFolders(config.dataDir);
  const store = openStore(config.databaseUrl);
  await migrateToLatest(store.db);
  try {
    await unlockStore(store, {
      configuredKey: config.dataEncryptionKey,
      dataDir: config.dataDir,
      nodeEnv: config.nodeEnv,
    });
  } catch (error) {
    if (error instanceof MasterKeyError || error instanceof CaseDataKeyError) {
      console.error(`Case Intake cannot start: ${error.message}`);
      await store.close();
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp({ config, store });
  // Development only: clearly fictional attorneys so matching can be tried locally.
  if (config.nodeEnv === 'development') await seedSampleAttorneys(store.db);
  // The in-process job worker (report emails); several processes may run one on PostgreSQL.
  const worker = config.worker.isEnabled
    ? createJobWorker({
        store,
        config,
        log: app.log.child({ component: 'job-worker' }),
        definitions: jobDefinitions,
      })
    : null;

  let isShuttingDown = false;
  const shutdown = async (signal: string) => {
    if (isShuttingDown) return;
    isShuttingDown = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    timer.unref();
    await app.close();
    await worker?.stop();
    await store.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // Start the daily retention chain (one job per day, so a restart adds nothing): the
  // privacy policy's deletion periods must not depend on a staff member signing in.
  if (worker) await scheduleRetentionSweep(store.db, new Date());
  worker?.start();
  app.log.info({ url: config.siteUrl, engine: store.engine }, 'Case Intake is serving');
}
