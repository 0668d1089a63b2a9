import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openStore } from './db/database';
import { migrateToLatest } from './db/migrate';

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
  const store = openStore(config.databaseUrl);
  await migrateToLatest(store.db);
  const app = await buildApp({ config, store });

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
    await store.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info({ url: config.siteUrl, engine: store.engine }, 'Case Intake is serving');
}
