import type { TestProject } from 'vitest/node';

import { ensureDebianPackage } from './debian-package';
import { isPostgresReachable, testPostgresUrl } from './postgres';
import { isRedisReachable, testRedisUrl } from './redis';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string | null;
    /** Redis for the shared rate-limit store's tests (decision 0067); optional. */
    redisUrl: string | null;
  }
}

/**
 * Decides once per run whether the PostgreSQL half runs. Under CI a missing PostgreSQL
 * fails the run; on a developer machine it is skipped with a notice nobody can miss.
 */
export default async function setup(project: TestProject): Promise<void> {
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
}
