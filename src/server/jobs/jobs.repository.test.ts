import { afterEach, beforeEach, expect, it } from 'vitest';

import { createTestStore, describeEachEngine, type TestStore } from '../../../test/support/test-database';

import { enqueueJob, findJobByKey } from './jobs.repository';

describeEachEngine('jobs repository', (engine) => {
  let store: TestStore;
  beforeEach(async () => {
    store = await createTestStore(engine);
  });
  afterEach(async () => {
    await store.destroy();
  });

  it('keeps one job when the same idempotency key is enqueued twice', async () => {
    const first = await enqueueJob(store.db, {
      kind: 'send-report',
      idempotencyKey: 'case-1',
      payload: { caseId: 1 },
    });
    const second = await enqueueJob(store.db, {
      kind: 'send-report',
      idempotencyKey: 'case-1',
      payload: { caseId: 1 },
    });
    expect(second).toBe(first);
    const rows = await store.db.selectFrom('jobs').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.payload)).toEqual({ caseId: 1 });
    expect(rows[0]!.status).toBe('queued');
  });

  it('writes no job when the transaction that asked for it rolls back', async () => {
    await expect(
      store.db.transaction().execute(async (trx) => {
        await enqueueJob(trx, { kind: 'send-report', idempotencyKey: 'case-2', payload: {} });
        throw new Error('the completion failed');
      }),
    ).rejects.toThrow('the completion failed');
    expect(await findJobByKey(store.db, 'case-2')).toBeUndefined();
  });

  it('gives each test its own empty database', async () => {
    expect(await store.db.selectFrom('jobs').selectAll().execute()).toEqual([]);
  });
});
