import { randomBytes } from 'node:crypto';
import os from 'node:os';

import type { AppConfig } from '../config';
import type { Store } from '../db/database';
import type { JobRow } from '../db/tables/jobs.tables';
import type { Logger } from '../logger';

import { type AnyJobDefinition, type JobContext, PermanentJobError } from './job-definition';
import { claimNextJob, completeJob, failJob } from './jobs-claim.repository';

export interface JobWorkerOptions {
  store: Store;
  config: AppConfig;
  log: Logger;
  definitions: readonly AnyJobDefinition[];
  /** Defaults from config.worker. */
  pollMs?: number;
  concurrency?: number;
  leaseMs?: number;
  backoffBaseMs?: number;
  workerId?: string;
  now?: () => Date;
}

export interface JobWorker {
  readonly workerId: string;
  /** Starts polling in the background (one loop per concurrency slot). */
  start(): void;
  /** Stops claiming, lets jobs in flight finish, then resolves. */
  stop(): Promise<void>;
  /** Claims and runs one due job; false when none was due. Tests drive the worker with it. */
  runNext(): Promise<boolean>;
  /** Runs due jobs until none is left. */
  drain(): Promise<number>;
}

/** Exponential backoff: base × 2^(attempt − 1), at most an hour. */
export function backoffMs(attempt: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempt - 1), 3_600_000);
}

/** Error text kept on the job for staff: the message only, never a stack. */
function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

/**
 * The durable job worker (decision 0030). At-least-once: a job is claimed with a lease,
 * run, then marked done while the lease is still ours; a crash leaves it 'running' until
 * the lease passes and another worker takes it. Failures retry with exponential backoff
 * and are dead-lettered after max_attempts.
 */
export function createJobWorker(options: JobWorkerOptions): JobWorker {
  const { store, config, log } = options;
  const pollMs = options.pollMs ?? config.worker.pollMs;
  const concurrency = options.concurrency ?? config.worker.concurrency;
  const leaseMs = options.leaseMs ?? config.worker.leaseMs;
  const backoffBaseMs = options.backoffBaseMs ?? config.worker.backoffBaseMs;
  const now = options.now ?? (() => new Date());
  const workerId = options.workerId ?? `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const definitions = new Map(options.definitions.map((definition) => [definition.kind, definition]));
  const kinds = [...definitions.keys()];

  let isRunning = false;
  let loops: Promise<void>[] = [];
  const sleepers = new Set<() => void>();

  async function run(job: JobRow): Promise<void> {
    const definition = definitions.get(job.kind)!;
    const jobLog = log.child({ jobId: job.id, kind: job.kind, attempt: job.attempts });
    const holder = { id: job.id, workerId };
    if (job.attempts > job.max_attempts) {
      // Claimed again after a crash on its last attempt: nothing left to try.
      await failJob(
        store,
        holder,
        { error: job.last_error ?? 'Lease expired on the last attempt', retryAt: null },
        now(),
      );
      jobLog.warn('job dead-lettered after its lease expired on the last attempt');
      return;
    }
    try {
      if (job.version > definition.version) {
        throw new Error(`Job version ${job.version} is newer than this worker's ${definition.version}`);
      }
      const parsed = definition.payloadSchema.safeParse(JSON.parse(job.payload));
      if (!parsed.success)
        throw new PermanentJobError(
          `Invalid payload: ${parsed.error.issues.map((issue) => issue.path.join('.') || issue.message).join(', ')}`,
        );
      const context: JobContext = {
        store,
        config,
        log: jobLog,
        job: { id: job.id, kind: job.kind, attempt: job.attempts, maxAttempts: job.max_attempts, workerId },
        now,
      };
      await definition.handler(parsed.data, context);
      if (!(await completeJob(store, holder, now())))
        jobLog.warn('job finished after its lease passed to another worker');
    } catch (error) {
      const isPermanent = error instanceof PermanentJobError;
      const isLast = isPermanent || job.attempts >= job.max_attempts;
      const retryAt = isLast ? null : new Date(now().getTime() + backoffMs(job.attempts, backoffBaseMs));
      await failJob(store, holder, { error: describeError(error), retryAt }, now());
      // The message may carry recipient addresses (SMTP replies): it stays in the table, not the log.
      jobLog.warn(
        { errorName: error instanceof Error ? error.name : typeof error, retryAt },
        isLast ? 'job dead-lettered' : 'job failed; will retry',
      );
    }
  }

  async function runNext(): Promise<boolean> {
    const job = await claimNextJob(store, { kinds, workerId, leaseMs, now: now() });
    if (!job) return false;
    await run(job);
    return true;
  }

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        sleepers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      sleepers.add(wake);
    });

  async function loop(): Promise<void> {
    while (isRunning) {
      let didWork = false;
      try {
        didWork = await runNext();
      } catch (error) {
        log.error(
          { errorName: error instanceof Error ? error.name : typeof error, workerId },
          'job worker could not claim; retrying',
        );
      }
      if (!didWork && isRunning) await sleep(pollMs);
    }
  }

  return {
    workerId,
    start() {
      if (isRunning) return;
      isRunning = true;
      loops = Array.from({ length: concurrency }, () => loop());
    },
    async stop() {
      isRunning = false;
      for (const wake of [...sleepers]) wake();
      await Promise.all(loops);
      loops = [];
    },
    runNext,
    async drain() {
      let count = 0;
      while (await runNext()) count += 1;
      return count;
    },
  };
}
