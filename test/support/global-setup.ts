import { randomBytes } from 'node:crypto';

import pg from 'pg';
import type { TestProject } from 'vitest/node';

import { ensureDebianPackage } from './debian-package';
import { isPostgresReachable, testPostgresUrl } from './postgres';
import { isRedisReachable, testRedisUrl } from './redis';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string | null;
    /** Redis for the shared rate-limit store's tests (decision 0067); optional. */
    redisUrl: string | null;
    /** This run's PostgreSQL test schemas begin with it, so its teardown drops only its own. */
    schemaPrefix: string;
  }
}

/**
 * Decides once per run whether the PostgreSQL half runs. Under CI a missing PostgreSQL
 * fails the run; on a developer machine it is skipped with a notice nobody can miss.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The report tests read PDFs back as a person would copy their text.
  ensureDebianPackage('pdftotext', 'poppler-utils');
  const problem = await isPostgresReachable();
  if (problem && process.env.CI) {
    throw new Error(`PostgreSQL is required under CI and is not reachable at ${testPostgresUrl}: ${problem}`);
  }
  if (problem) {
    const line = '!'.repeat(78);
    console.warn(
      `\n${line}\n!! PostgreSQL not reachable at ${testPostgresUrl} (${problem}).\n!! The PostgreSQL half of the store tests is SKIPPED. Set TEST_DATABASE_URL or start PostgreSQL.\n${line}\n`,
    );
  }
  project.provide('postgresUrl', problem ? null : testPostgresUrl);
  const redisProblem = await isRedisReachable();
  if (redisProblem) {
    console.warn(
      `\n!! Redis not reachable at ${testRedisUrl} (${redisProblem}): the Redis rate-limit tests are SKIPPED.\n`,
    );
  }
  project.provide('redisUrl', redisProblem ? null : testRedisUrl);
  const schemaPrefix = `t_${randomBytes(3).toString('hex')}_`;
  project.provide('schemaPrefix', schemaPrefix);
  // Test schemas are emptied and reused within a run (test-database.ts); the run drops them at its end.
  return async () => {
    if (problem) return;
    const admin = new pg.Client({ connectionString: testPostgresUrl });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ name: string }>(
        `select nspname as name from pg_namespace where starts_with(nspname, $1)`,
        [schemaPrefix],
      );
      for (const { name } of rows) await admin.query(`drop schema if exists ${name} cascade`);
    } finally {
      await admin.end();
    }
  };
}
