import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';
import type { TestProject } from 'vitest/node';

import { buildWeb, staleReason } from '../../../scripts/build-web';
import { buildApp } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import { openStore, type Store } from '../../../src/server/db/database';
import { migrateToLatest } from '../../../src/server/db/migrate';

import { ensureChromium } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

// The prerendered pages carry canonical links for this origin; tests only read them.
const e2eSiteUrl = 'http://localhost:3000';

let app: FastifyInstance | undefined;
let store: Store | undefined;

/** Builds the web app when stale, then starts the real server on a fresh database and a free port. */
export async function setup(project: TestProject): Promise<void> {
  ensureChromium();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'case-intake-e2e-'));
  const config = loadConfig({
    BUILD_DIR: process.env.BUILD_DIR,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: '0',
    SITE_URL: e2eSiteUrl,
    // Every browser test starts its chats from this one address; the cap is for strangers.
    RATE_LIMIT_IP_NEW_CHATS_PER_HOUR: '1000',
  });
  const reason = staleReason(e2eSiteUrl, config.buildDir);
  if (reason) {
    console.info(`Building the web app for browser tests (${reason})...`);
    await buildWeb(e2eSiteUrl, config.buildDir);
  }
  store = openStore(config.databaseUrl);
  await migrateToLatest(store.db);
  app = await buildApp({ config, store });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the test server has no port');
  project.provide('baseUrl', `http://127.0.0.1:${address.port}`);
  project.provide('dataDir', dataDir);
}

export async function teardown(): Promise<void> {
  await app?.close();
  await store?.close();
}
