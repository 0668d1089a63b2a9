import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach } from 'vitest';

import { buildApp } from '../../src/server/app';
import { type AppConfig, loadConfig } from '../../src/server/config';
import type { IntakeAgent } from '../../src/server/features/intake/agent/agent';
import { loadStaticSite, type StaticSite } from '../../src/server/http/static-site';

import type { Engine } from '../../src/server/db/database';

import { createTestStore, type TestStore } from './test-database';

/** Test config: silent logs, a temp data folder, and whatever a test overrides. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'case-intake-data-'));
  return {
    // No free-disk floor by default: a test machine's own disk must not refuse test uploads.
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      PORT: '0',
      UPLOAD_MIN_FREE_DISK_MB: '0',
    }),
    ...overrides,
  };
}

/**
 * Test config that mails through a test SMTP server (test/support's or report-test-kit's),
 * with the site address the emails link to and a quick worker backoff.
 */
export function mailTestConfig(smtpUrl: string, from = 'Case Intake <reports@caseintake.test>'): AppConfig {
  const base = testConfig();
  return {
    ...base,
    siteUrl: 'http://localhost:3000',
    email: { ...base.email, smtpUrl, from },
    worker: { ...base.worker, backoffBaseMs: 10, pollMs: 20 },
  };
}

/**
 * A tiny built site in a temp folder (home, one page, the 404 page, a hashed asset), so
 * server tests never depend on whether `npm run build` has run on this machine.
 */
export function fakeClientBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'case-intake-client-'));
  const write = (file: string, body: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), body);
  };
  write('index.html', `<html><title>Home</title>${'<p>home</p>'.repeat(100)}</html>`);
  write('about/index.html', '<html><title>About</title><h1>About us</h1></html>');
  write('404.html', '<html><h1>Oops! Page not found</h1></html>');
  write('assets/index-AbC123.js', `console.log(${JSON.stringify('x'.repeat(2000))});`);
  write('robots.txt', 'User-agent: *\n');
  return dir;
}

export interface TestAppOptions {
  config?: Partial<AppConfig>;
  site?: StaticSite;
  now?: () => Date;
  intakeAgent?: IntakeAgent;
  logStream?: NodeJS.WritableStream;
  freeDiskBytes?: (folder: string) => Promise<number>;
}

/**
 * A fresh store of the engine and an app on it for every test of the suite it is called in,
 * both closed after the test: `const each = appPerTest(engine, options)`, then `each.app`.
 */
export function appPerTest(
  engine: Engine,
  options: TestAppOptions = {},
): { store: TestStore; app: FastifyInstance } {
  const current = {} as { store: TestStore; app: FastifyInstance };
  beforeEach(async () => {
    current.store = await createTestStore(engine);
    current.app = await createTestApp(current.store, options);
  });
  afterEach(async () => {
    await current.app.close();
    await current.store.destroy();
  });
  return current;
}

export async function createTestApp(
  store: TestStore,
  options: TestAppOptions = {},
): Promise<FastifyInstance> {
  const site = options.site ?? loadStaticSite(fakeClientBuild());
  const app = await buildApp({
    config: testConfig(options.config),
    store,
    site,
    ...(options.now ? { now: options.now } : {}),
    ...(options.intakeAgent ? { intakeAgent: options.intakeAgent } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.freeDiskBytes ? { freeDiskBytes: options.freeDiskBytes } : {}),
  });
  await app.ready();
  return app;
}

/** The case a chat started, and its record, read from the store `appPerTest` gives each test. */
export function chatCases(each: { store: TestStore }) {
  const caseOf = (chat: { chatId: string }) =>
    each.store.db
      .selectFrom('cases')
      .selectAll()
      .where('chat_id', '=', chat.chatId)
      .executeTakeFirstOrThrow();
  const recordOf = async (chat: { chatId: string }) =>
    JSON.parse((await caseOf(chat)).case_record) as Record<string, unknown>;
  /** The visitor's questions noted for the attorney on the chat's case. */
  const notedOf = async (chat: { chatId: string }) =>
    each.store.db
      .selectFrom('attorney_questions')
      .select('text')
      .where('case_id', '=', (await caseOf(chat)).id)
      .execute();
  return { caseOf, recordOf, notedOf };
}
