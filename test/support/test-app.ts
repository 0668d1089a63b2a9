import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';

import { buildApp } from '../../src/server/app';
import { type AppConfig, loadConfig } from '../../src/server/config';
import type { StaticSite } from '../../src/server/http/static-site';

import type { TestStore } from './test-database';

/** Test config: silent logs, a temp data folder, and whatever a test overrides. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'case-intake-data-'));
  return {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, PORT: '0' }),
    ...overrides,
  };
}

export async function createTestApp(
  store: TestStore,
  options: { config?: Partial<AppConfig>; site?: StaticSite } = {},
): Promise<FastifyInstance> {
  const app = await buildApp({ config: testConfig(options.config), store, site: options.site });
  await app.ready();
  return app;
}
