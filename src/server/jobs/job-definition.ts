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
 * A job kind: typed, versioned, contracted in job-kinds.ts and listed once in src/server/job-handlers.ts (STYLE.md "Jobs are typed,
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

/** A job kind apart from its handler: what any feature needs to enqueue it (job-kinds.ts). */
export interface JobContract<Payload> {
  kind: string;
  version: number;
  payloadSchema: z.ZodType<Payload>;
  idempotencyKey(payload: Payload): string;
  maxAttempts?: number;
}

export function defineJobContract<Payload>(contract: JobContract<Payload>): JobContract<Payload> {
  return contract;
}

/** A contract with the feature's handler: what the worker runs. */
export function bindJob<Payload>(
  contract: JobContract<Payload>,
  handler: JobDefinition<Payload>['handler'],
): JobDefinition<Payload> {
  return {
    kind: contract.kind,
    version: contract.version,
    payloadSchema: contract.payloadSchema,
    ...(contract.maxAttempts ? { maxAttempts: contract.maxAttempts } : {}),
    handler,
  };
}

/** Enqueues a job through its contract: the payload is checked and the key made by the contract. */
export async function enqueue<Payload>(
  db: Kysely<Database> | Transaction<Database>,
  contract: JobContract<Payload>,
  payload: Payload,
  timing: { runAt?: Date; now?: Date } = {},
): Promise<string> {
  const parsed = contract.payloadSchema.parse(payload);
  return enqueueJob(db, {
    kind: contract.kind,
    version: contract.version,
    idempotencyKey: contract.idempotencyKey(parsed),
    payload: parsed,
    ...(contract.maxAttempts ? { maxAttempts: contract.maxAttempts } : {}),
    ...timing,
  });
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
