import pino from 'pino';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { z } from 'zod';

import { testConfig } from '../../../test/support/test-app';
import { createTestStore, describeEachEngine, type TestStore } from '../../../test/support/test-database';
import type { Logger } from '../logger';

import { defineJob, enqueueTypedJob, PermanentJobError } from './job-definition';
import { backoffMs, createJobWorker } from './job-worker';
import { enqueueJob } from './jobs.repository';
import { listDeadJobs } from './jobs-claim.repository';

const silentLog = pino({ level: 'silent' }) as unknown as Logger;

it('backs off exponentially from the base, capped at an hour', () => {
  expect([1, 2, 3, 4].map((attempt) => backoffMs(attempt, 1000))).toEqual([1000, 2000, 4000, 8000]);
  expect(backoffMs(30, 1000)).toBe(3_600_000);
});

describeEachEngine('job worker', (engine) => {
  let store: TestStore;
  const config = testConfig();
  beforeEach(async () => {
    store = await createTestStore(engine);
  });
  afterEach(async () => {
    await store.destroy();
  });

  const job = (kind: string) =>
    store.db.selectFrom('jobs').selectAll().where('kind', '=', kind).executeTakeFirstOrThrow();

  /**
   * One clock for the job's stamps and the worker: a test that mixed a fixed date with
   * the real time would pass only on the day it was written (issue "Tests pass on any day").
   */
  const testClock = (start: Date) => {
    let current = start;
    return {
      now: () => current,
      advanceTo: (offsetMs: number) => (current = new Date(start.getTime() + offsetMs)),
      iso: (offsetMs: number) => new Date(start.getTime() + offsetMs).toISOString(),
    };
  };
  const yearMs = 366 * 86_400_000;

  it.each([
    ['on a fixed day', new Date('2026-11-21T10:00:00.000Z')],
    ['with the clock a year ahead of the real one', new Date(Date.now() + yearMs)],
  ])(
    'retries a failing job with backoff, then dead-letters it keeping the last error (%s)',
    async (_when, start) => {
      let calls = 0;
      const failing = defineJob({
        kind: 'test.failing',
        version: 1,
        payloadSchema: z.object({ n: z.number() }),
        maxAttempts: 3,
        async handler() {
          calls += 1;
          throw new Error(`boom ${calls}`);
        },
      });
      const clock = testClock(start);
      await enqueueTypedJob(store.db, failing, { n: 1 }, 'failing-1', { now: clock.now() });
      const worker = createJobWorker({
        store,
        config,
        log: silentLog,
        definitions: [failing],
        backoffBaseMs: 1000,
        now: clock.now,
      });

      expect(await worker.runNext()).toBe(true);
      expect(await job('test.failing')).toMatchObject({
        status: 'queued',
        attempts: 1,
        run_at: clock.iso(1000),
        last_error: 'Error: boom 1',
      });
      expect(await worker.runNext()).toBe(false); // not due yet
      clock.advanceTo(1000);
      expect(await worker.runNext()).toBe(true);
      expect(await job('test.failing')).toMatchObject({
        status: 'queued',
        attempts: 2,
        run_at: clock.iso(3000),
      });
      clock.advanceTo(3000);
      expect(await worker.runNext()).toBe(true);
      expect(await job('test.failing')).toMatchObject({
        status: 'dead',
        attempts: 3,
        last_error: 'Error: boom 3',
        locked_by: null,
      });
      expect(calls).toBe(3);
      expect((await listDeadJobs(store)).map((row) => row.kind)).toEqual(['test.failing']);
    },
  );

  it('dead-letters a bad payload or a permanent error at once', async () => {
    const strict = defineJob({
      kind: 'test.strict',
      version: 1,
      payloadSchema: z.object({ caseId: z.string() }),
      async handler() {
        throw new PermanentJobError('Case not found');
      },
    });
    await enqueueJob(store.db, { kind: 'test.strict', idempotencyKey: 'bad', payload: { caseId: 42 } });
    await enqueueJob(store.db, {
      kind: 'test.strict',
      idempotencyKey: 'missing',
      payload: { caseId: 'nope' },
    });
    const worker = createJobWorker({ store, config, log: silentLog, definitions: [strict] });
    expect(await worker.drain()).toBe(2);
    const rows = await store.db
      .selectFrom('jobs')
      .select(['idempotency_key', 'status', 'attempts', 'last_error'])
      .orderBy('idempotency_key')
      .execute();
    expect(rows).toEqual([
      {
        idempotency_key: 'bad',
        status: 'dead',
        attempts: 1,
        last_error: 'PermanentJobError: Invalid payload: caseId',
      },
      {
        idempotency_key: 'missing',
        status: 'dead',
        attempts: 1,
        last_error: 'PermanentJobError: Case not found',
      },
    ]);
  });

  it('recovers a job whose worker crashed (lease expired) and ignores a late acknowledgement', async () => {
    let release!: () => void;
    const hang = new Promise<void>((resolve) => (release = resolve));
    let runs = 0;
    const slow = defineJob({
      kind: 'test.slow',
      version: 1,
      payloadSchema: z.object({}),
      async handler() {
        runs += 1;
        if (runs === 1) await hang; // the first worker "dies" here
      },
    });
    const clock = testClock(new Date('2026-11-21T10:00:00.000Z'));
    await enqueueTypedJob(store.db, slow, {}, 'slow-1', { now: clock.now() });
    const crashed = createJobWorker({
      store,
      config,
      log: silentLog,
      definitions: [slow],
      leaseMs: 60_000,
      now: clock.now,
      workerId: 'crashed',
    });
    const first = crashed.runNext();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const rescuer = createJobWorker({
      store,
      config,
      log: silentLog,
      definitions: [slow],
      now: clock.now,
      workerId: 'rescuer',
    });
    expect(await rescuer.runNext()).toBe(false); // lease still held
    clock.advanceTo(60_001);
    expect(await rescuer.runNext()).toBe(true);
    expect(await job('test.slow')).toMatchObject({ status: 'done', attempts: 2 });
    release();
    await first;
    // The crashed worker's late completion changed nothing.
    expect(await job('test.slow')).toMatchObject({ status: 'done', locked_by: null, attempts: 2 });
    expect(runs).toBe(2);
  });

  it('never claims a kind it does not know', async () => {
    await enqueueJob(store.db, { kind: 'someone.else', idempotencyKey: 'x', payload: {} });
    const worker = createJobWorker({ store, config, log: silentLog, definitions: [] });
    expect(await worker.runNext()).toBe(false);
    expect((await job('someone.else')).status).toBe('queued');
  });

  it('runs each job exactly once with two workers on two connections', { timeout: 60_000 }, async () => {
    const seen: number[] = [];
    const counted = defineJob({
      kind: 'test.counted',
      version: 1,
      payloadSchema: z.object({ n: z.number() }),
      async handler(payload) {
        seen.push(payload.n);
        await new Promise((resolve) => setTimeout(resolve, 2));
      },
    });
    const total = 40;
    for (let n = 0; n < total; n += 1) await enqueueTypedJob(store.db, counted, { n }, `counted-${n}`);
    const second = store.reopen();
    const workers = [
      createJobWorker({
        store,
        config,
        log: silentLog,
        definitions: [counted],
        pollMs: 10,
        concurrency: 2,
        workerId: 'one',
      }),
      createJobWorker({
        store: second,
        config,
        log: silentLog,
        definitions: [counted],
        pollMs: 10,
        concurrency: 2,
        workerId: 'two',
      }),
    ];
    for (const worker of workers) worker.start();
    try {
      const started = Date.now();
      while (Date.now() - started < 30_000) {
        const left = await store.db.selectFrom('jobs').select('id').where('status', '!=', 'done').execute();
        if (left.length === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      for (const worker of workers) await worker.stop();
      await second.close();
    }
    expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: total }, (_, n) => n));
    const rows = await store.db.selectFrom('jobs').select(['status', 'attempts', 'locked_by']).execute();
    expect(rows.every((row) => row.status === 'done' && row.attempts === 1)).toBe(true);
  });
});
