import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, expect, it } from 'vitest';

import { caseExportSchema } from '../../../../contracts/case-export';
import { type CaseValuation, CONCLUSIONS_VERSION } from '../../../../contracts/conclusions';
import type { CaseView, PipelinePage } from '../../../../contracts/staff-console';
import type { QueuePage } from '../../../../contracts/staff-queue';
import type { AppConfig } from '../../../config';
import { createTestApp, testConfig } from '../../../../../test/support/test-app';
import {
  createTestStore,
  describeEachEngine,
  type TestStore,
} from '../../../../../test/support/test-database';

import {
  queueCase,
  seedCase,
  seedStaffUser,
  signInAs,
  staffRequest,
  type TestSession,
} from '../staff-test-helpers';

/**
 * Issue 24, item 4: a case whose value the report could not estimate (an amputation, no bills
 * yet) reads "Not estimated yet: we need the medical bills" in the queue, the pipeline, the case
 * view and both exports, never "$0".
 */
const monday = new Date('2026-12-07T14:00:00.000Z');
const zero = { low: 0, likely: 0, high: 0 };
const notEstimated: CaseValuation = {
  modelVersion: CONCLUSIONS_VERSION,
  value: zero,
  afterFee: zero,
  steps: [],
  unknowns: [
    { key: 'medicalBills', widensRange: true },
    { key: 'policyLimit', widensRange: false },
  ],
  notes: [],
  isBarredByFault: false,
  severityTier: 'catastrophic',
};
const text = 'Not estimated yet: we need the medical bills';

describeEachEngine('a value not estimated yet, in the staff console', (engine) => {
  let store: TestStore;
  let app: FastifyInstance;
  let config: AppConfig;
  let session: TestSession;

  beforeEach(async () => {
    store = await createTestStore(engine);
    config = testConfig();
    app = await createTestApp(store, { config, now: () => monday });
    await seedStaffUser(store.db, { email: 'admin@example.org', role: 'admin' });
    session = await signInAs(app, 'admin@example.org');
  });
  afterEach(async () => {
    await app.close();
    await store.destroy();
  });

  it('shows what the value waits for wherever a figure would be, and no $0', async () => {
    const { caseId } = await seedCase(store.db, {
      name: 'Fingers Person',
      completedAt: new Date(monday.getTime() - 3_600_000),
      report: { valueLikely: 0, eligibility: 'needs_review', valuation: notEstimated },
    });
    const { caseId: valued } = await seedCase(store.db, {
      name: 'Valued Person',
      report: { valueLikely: 20_000 },
    });
    await queueCase(store, config, caseId, monday);

    const queue = (await staffRequest(app, session, 'GET', '/api/staff/queue?scope=all')).json() as QueuePage;
    expect(queue.items.find((item) => item.caseId === caseId)).toMatchObject({
      valueLikely: null,
      valueNotEstimated: text,
    });

    const pipeline = (await staffRequest(app, session, 'GET', '/api/staff/cases')).json() as PipelinePage;
    expect(pipeline.items.find((item) => item.caseId === caseId)).toMatchObject({
      value: null,
      valueNotEstimated: text,
    });
    expect(pipeline.items.find((item) => item.caseId === valued)).toMatchObject({
      value: { likely: 20_000 },
      valueNotEstimated: null,
    });

    const view = (await staffRequest(app, session, 'GET', `/api/staff/cases/${caseId}`)).json() as CaseView;
    expect(view.report?.valueNotEstimated).toBe(text);

    const csv = await staffRequest(
      app,
      session,
      'GET',
      `/api/staff/cases/export.csv?ids=${caseId},${valued}`,
    );
    const [header, first, second] = csv.body.trim().split('\r\n');
    expect(header).toContain('"value_likely","value_note"');
    expect(first).toContain(`"","${text}",`);
    expect(first).not.toContain('"0"');
    expect(second).toContain('"20000","",');

    const exported = caseExportSchema.parse(
      (await staffRequest(app, session, 'GET', `/api/staff/cases/${caseId}/export`)).json(),
    );
    expect(exported.conclusions?.valueNotEstimated).toBe(text);
  });

  it('serves an eligible case whose value is not estimated as needing facts, beside the first contacts', async () => {
    const completedAt = new Date(monday.getTime() - 3_600_000);
    const { caseId: needing } = await seedCase(store.db, {
      name: 'Needs Bills Person',
      completedAt,
      report: { valueLikely: 0, eligibility: 'eligible', valuation: notEstimated },
    });
    const { caseId: valued } = await seedCase(store.db, {
      name: 'Valued Person',
      completedAt: new Date(completedAt.getTime() + 60_000),
      report: { valueLikely: 20_000, eligibility: 'eligible' },
    });
    await queueCase(store, config, needing, monday);
    await queueCase(store, config, valued, monday);

    const queue = (await staffRequest(app, session, 'GET', '/api/staff/queue?scope=all')).json() as QueuePage;
    expect(queue.items.map((item) => [item.caseId, item.reason, item.rank])).toEqual([
      [needing, 'needs_facts', 2],
      [valued, 'first_contact', 2],
    ]);
    expect(queue.items[0]).toMatchObject({ valueLikely: null, valueNotEstimated: text });
  });
});
