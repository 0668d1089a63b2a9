import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';

import { buildApp } from '../../../src/server/app';
import { type AppConfig, loadConfig } from '../../../src/server/config';
import { openStore, type Store } from '../../../src/server/db/database';
import { migrateToLatest } from '../../../src/server/db/migrate';

export interface LocalServer {
  baseUrl: string;
  app: FastifyInstance;
  store: Store;
  config: AppConfig;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * A browser test's own server, when the shared one will not do (a quota, a clock, a count of
 * rows): the built site on a fresh SQLite file in a temporary folder, on a free port.
 */
export async function startLocalServer(name: string, env: Record<string, string> = {}): Promise<LocalServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `case-intake-${name}-`));
  const config = loadConfig({
    BUILD_DIR: process.env.BUILD_DIR,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: '0',
    SITE_URL: 'http://localhost:3000',
    ...env,
  });
  const store = openStore(config.databaseUrl);
  await migrateToLatest(store.db);
  const app = await buildApp({ config, store });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error(`the ${name} server has no port`);
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    app,
    store,
    config,
    dataDir,
    close: async () => {
      await app.close();
      await store.close();
    },
  };
}
