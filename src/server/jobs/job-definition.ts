import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';

import type { AppConfig } from '../config';
import type { Store } from '../db/database';
import type { Database } from '../db/schema';
import type { Logger } from '../logger';

import { enqueueJob } from './jobs.repository';

/** What a handler gets besides its payload. */
export interface JobContext {
  store: Store;
  config: AppConfig;
  log: Logger;
  job: { id: string; kind: string; attempt: number; maxAttempts: number; workerId: string };
  /** The worker's clock: a handler reads time from it, never from `new Date()`, so tests can pin it. */
  now: () => Date;
}

/**
 * A job kind: typed, versioned, listed once in job-list.ts (STYLE.md "Jobs are typed,
 * listed once, idempotent"). The handler must be safe to run again after a crash: the
 * worker guarantees at-least-once, never exactly-once.
 */
export interface JobDefinition<Payload> {
  kind: string;
  version: number;
  payloadSchema: z.ZodType<Payload>;
  /** Attempts before the job is dead-lettered; the enqueue default (8) when unset. */
  maxAttempts?: number;
  handler(payload: Payload, context: JobContext): Promise<void>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of job kinds with different payloads
export type AnyJobDefinition = JobDefinition<any>;

export function defineJob<Payload>(definition: JobDefinition<Payload>): JobDefinition<Payload> {
  return definition;
}

/** An error retrying cannot fix (bad payload, missing row): the job is dead-lettered at once. */
export class PermanentJobError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PermanentJobError';
  }
}

/** Enqueues a job of a known kind, checking its payload against the kind's schema first. */
export async function enqueueTypedJob<Payload>(
  db: Kysely<Database> | Transaction<Database>,
  definition: JobDefinition<Payload>,
  payload: Payload,
  idempotencyKey: string,
  timing: { runAt?: Date; now?: Date } = {},
): Promise<string> {
  return enqueueJob(db, {
    kind: definition.kind,
    version: definition.version,
    idempotencyKey,
    payload: definition.payloadSchema.parse(payload),
    ...(definition.maxAttempts ? { maxAttempts: definition.maxAttempts } : {}),
    ...timing,
  });
}
