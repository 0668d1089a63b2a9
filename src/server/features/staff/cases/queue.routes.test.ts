import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, expect, it } from 'vitest';

import type { BulkCasesRequest, CaseView, PipelinePage } from '../../../../contracts/staff-console';
import type { QueuePage } from '../../../../contracts/staff-queue';
import type { AppConfig } from '../../../config';
import { enqueue } from '../../../jobs/job-definition';
import { queueRefreshJob } from '../../../jobs/job-kinds';
import { createTestApp, testConfig } from '../../../../../test/support/test-app';
import {
  createTestStore,
  describeEachEngine,
  type TestStore,
} from '../../../../../test/support/test-database';

import {
  ownerOf as ownerOfCase,
  queueCase,
  runStaffJobs,
  seedCase,
  seedStaffUser,
  signInAs,
  staffRequest,
  type TestSession,
} from '../staff-test-helpers';

/** Monday 7 December 2026, 9am Eastern: the clock the app and the worker read. */
const monday = new Date('2026-12-07T14:00:00.000Z');
const hoursFrom = (base: Date, hours: number) => new Date(base.getTime() + hours * 3_600_000);

describeEachEngine('the case managers’ queue', (engine) => {
  let store: TestStore;
  let app: FastifyInstance;
  let config: AppConfig;
  let clock: Date;
  let ids: Record<'admin' | 'alex' | 'blair' | 'casey', string>;
  let sessions: Record<'admin' | 'alex' | 'blair', TestSession>;

  beforeEach(async () => {
    clock = monday;
    store = await createTestStore(engine);
    config = testConfig();
    app = await createTestApp(store, { config, now: () => clock });
    ids = {
      admin: await seedStaffUser(store.db, { email: 'admin@example.org', role: 'admin' }),
      alex: await seedStaffUser(store.db, { email: 'alex@example.org', role: 'case_manager' }),
      blair: await seedStaffUser(store.db, { email: 'blair@example.org', role: 'case_manager' }),
      casey: await seedStaffUser(store.db, { email: 'casey@example.org', role: 'case_manager' }),
    };
    sessions = {
      admin: await signInAs(app, 'admin@example.org'),
      alex: await signInAs(app, 'alex@example.org'),
      blair: await signInAs(app, 'blair@example.org'),
    };
  });
  afterEach(async () => {
    await app.close();
    await store.destroy();
  });

  const queueOf = async (session: TestSession, query = '') => {
    const response = await staffRequest(app, session, 'GET', `/api/staff/queue${query}`);
    expect(response.statusCode).toBe(200);
    return response.json() as QueuePage;
  };
  const ownerOf = (caseId: string) => ownerOfCase(store.db, caseId);
  /** Only Alex takes new cases: the others leave the rotation. */
  const onlyAlexInRotation = async () => {
    for (const who of ['blair', 'casey'] as const) {
      const response = await staffRequest(app, sessions.admin, 'PATCH', `/api/staff/users/${ids[who]}`, {
        isInRotation: false,
      });
      expect(response.statusCode).toBe(200);
    }
  };
  const seedQueued = async (input: Parameters<typeof seedCase>[1]) => {
    const { caseId } = await seedCase(store.db, input);
    await queueCase(store, config, caseId, clock);
    return caseId;
  };

  it('gives new eligible cases round robin to the case managers in the rotation, and audits each', async () => {
    const out = await staffRequest(app, sessions.admin, 'PATCH', `/api/staff/users/${ids.casey}`, {
      isInRotation: false,
    });
    expect(out.statusCode).toBe(200);
    const eligible = [];
    for (let index = 0; index < 4; index += 1)
      eligible.push(
        await seedQueued({
          name: `Eligible ${index}`,
          completedAt: hoursFrom(clock, -1),
          report: { valueLikely: 20_000 },
        }),
      );
    const ineligibleCallback = await seedQueued({
      name: 'Asked for a person',
      report: { valueLikely: 1_000, eligibility: 'ineligible' },
      callback: { requestedAt: hoursFrom(clock, -1) },
    });

    const owners = await Promise.all(eligible.map(ownerOf));
    // Alternating between the two in the rotation, whoever went first.
    expect(owners[0]).not.toBe(owners[1]);
    expect([owners[2], owners[3]]).toEqual([owners[0], owners[1]]);
    expect(new Set(owners)).toEqual(new Set([ids.alex, ids.blair]));
    expect(await ownerOf(ineligibleCallback)).toBeNull();

    const audit = await store.db
      .selectFrom('audit_log')
      .select(['subject_id', 'details', 'actor_id'])
      .where('action', '=', 'case.owner_assigned')
      .execute();
    expect(audit).toHaveLength(4);
    for (const entry of audit) {
      expect(entry.actor_id).toBeNull();
      expect(JSON.parse(entry.details)).toMatchObject({ automatic: true });
    }
    // Queued twice (a retried job, a second event) is still assigned once.
    await queueCase(store, config, eligible[0]!, clock);
    expect(await ownerOf(eligible[0]!)).toBe(owners[0]);
  });

  it('orders my queue by what is due first and shows a callback at its time', async () => {
    await onlyAlexInRotation();
    const fresh = await seedQueued({
      name: 'Fresh',
      completedAt: hoursFrom(clock, -20),
      report: { valueLikely: 20_000 },
    });
    const older = await seedQueued({
      name: 'Older',
      completedAt: hoursFrom(clock, -30),
      report: { valueLikely: 20_000 },
    });
    const urgent = await seedQueued({
      name: 'Urgent',
      completedAt: hoursFrom(clock, -1),
      report: { valueLikely: 20_000, isUrgent: true },
    });
    const review = await seedQueued({
      name: 'Review',
      completedAt: hoursFrom(clock, -40),
      report: { valueLikely: 20_000, eligibility: 'needs_review' },
    });
    // Noon to 5pm Eastern today: 17:00–22:00 UTC, three hours from now.
    const callback = await seedQueued({
      name: 'Callback',
      completedAt: hoursFrom(clock, -2),
      report: { valueLikely: 20_000 },
      callback: { requestedAt: hoursFrom(clock, -2), window: { day: '2026-12-07', slot: 'afternoon' } },
    });

    const now = await queueOf(sessions.alex);
    expect(now.serverTime).toBe(clock.toISOString());
    expect(now.items.map((item) => item.caseId)).toEqual([urgent, older, fresh, review]);
    expect(now.total).toBe(4);
    expect(now.items[0]).toMatchObject({
      reason: 'urgent_deadline',
      rank: 0,
      dueAt: hoursFrom(clock, 3).toISOString(),
    });
    expect(now.items[1]).toMatchObject({
      reason: 'first_contact',
      dueAt: hoursFrom(clock, -6).toISOString(),
      lateAt: hoursFrom(clock, 18).toISOString(),
      owner: { id: ids.alex, email: 'alex@example.org' },
      mayCall: true,
      maxAttempts: 3,
    });
    expect(now.items[2]).toMatchObject({ dueAt: hoursFrom(clock, 4).toISOString() });
    const upcoming = await queueOf(sessions.alex, '?view=upcoming');
    expect(upcoming.items.map((item) => [item.caseId, item.visibleAt])).toEqual([
      [callback, '2026-12-07T17:00:00.000Z'],
    ]);

    clock = hoursFrom(clock, 3);
    const later = await queueOf(sessions.alex);
    expect(later.items.map((item) => item.caseId)).toEqual([urgent, callback, older, fresh, review]);
    expect(later.items[1]).toMatchObject({ reason: 'callback', lateAt: '2026-12-07T22:00:00.000Z' });

    const listed = await store.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'queue.listed')
      .where('actor_id', '=', ids.alex)
      .execute();
    expect(listed.map((entry) => JSON.parse(entry.details).caseIds)).toContainEqual([
      urgent,
      callback,
      older,
      fresh,
      review,
    ]);
  });

  it('puts a case the rule found ineligible for a date that seems passed among the urgent, due the same day (decision 0090)', async () => {
    await onlyAlexInRotation();
    const fresh = await seedQueued({
      name: 'Fresh',
      completedAt: hoursFrom(clock, -20),
      report: { valueLikely: 20_000 },
    });
    const datePassed = await seedQueued({
      name: 'Date Passed',
      completedAt: hoursFrom(clock, -1),
      report: { valueLikely: 0, eligibility: 'ineligible', isUrgent: true },
    });
    const notUrgent = await seedQueued({
      name: 'Not Urgent',
      completedAt: hoursFrom(clock, -1),
      report: { valueLikely: 1_000, eligibility: 'ineligible' },
    });
    const queue = await queueOf(sessions.alex);
    expect(queue.items.map((item) => item.caseId)).toEqual([datePassed, fresh]);
    expect(queue.items[0]).toMatchObject({
      reason: 'urgent_deadline',
      rank: 0,
      dueAt: hoursFrom(clock, 3).toISOString(),
    });
    expect(queue.items.map((item) => item.caseId)).not.toContain(notUrgent);

    // A row derived before the change (left out of the queue) is brought back by the refresh.
    await store.db
      .updateTable('case_pipeline')
      .set({ queue_state: 'none' })
      .where('case_id', '=', datePassed)
      .execute();
    expect((await queueOf(sessions.alex)).items.map((item) => item.caseId)).toEqual([fresh]);
    await enqueue(store.db, queueRefreshJob, { key: 'test-urgent-backfill' }, { now: clock });
    await runStaffJobs(store, config, () => clock);
    expect((await queueOf(sessions.alex)).items.map((item) => item.caseId)).toEqual([datePassed, fresh]);
  });

  it('lets a case manager see their own and unassigned cases only, unless an admin gives wider access', async () => {
    await onlyAlexInRotation();
    const alexCase = await seedQueued({
      name: 'Alex Case',
      completedAt: hoursFrom(clock, -1),
      report: { valueLikely: 20_000 },
    });
    const { caseId: unassigned } = await seedCase(store.db, {
      name: 'Nobody Case',
      report: { valueLikely: 20_000 },
    });
    expect(await ownerOf(alexCase)).toBe(ids.alex);

    const blairView = await staffRequest(app, sessions.blair, 'GET', `/api/staff/cases/${alexCase}`);
    expect(blairView.statusCode).toBe(403);
    expect(blairView.json().error.message).toContain('another case manager');
    for (const [method, url, body] of [
      ['POST', `/api/staff/cases/${alexCase}/contact-attempts`, { channel: 'call', outcome: 'voicemail' }],
      ['GET', `/api/staff/cases/${alexCase}/export`, undefined],
      ['POST', `/api/staff/cases/${alexCase}/owner`, { ownerId: ids.blair }],
    ] as const) {
      expect((await staffRequest(app, sessions.blair, method, url, body)).statusCode).toBe(403);
    }
    expect(
      (await staffRequest(app, sessions.blair, 'GET', `/api/staff/cases/${unassigned}`)).statusCode,
    ).toBe(200);
    const blairList = (
      await staffRequest(app, sessions.blair, 'GET', '/api/staff/cases')
    ).json() as PipelinePage;
    expect(blairList.items.map((item) => item.caseId)).toEqual([unassigned]);
    expect((await queueOf(sessions.blair)).items).toEqual([]);
    expect((await staffRequest(app, sessions.blair, 'GET', '/api/staff/queue?scope=all')).statusCode).toBe(
      403,
    );

    expect((await staffRequest(app, sessions.admin, 'GET', `/api/staff/cases/${alexCase}`)).statusCode).toBe(
      200,
    );
    expect((await queueOf(sessions.admin, '?scope=all')).items.map((item) => item.caseId)).toEqual([
      alexCase,
    ]);
    const widened = await staffRequest(app, sessions.admin, 'PATCH', `/api/staff/users/${ids.blair}`, {
      seesAllCases: true,
    });
    expect(widened.statusCode).toBe(200);
    expect((await staffRequest(app, sessions.blair, 'GET', `/api/staff/cases/${alexCase}`)).statusCode).toBe(
      200,
    );
    expect((await queueOf(sessions.blair, '?scope=all')).total).toBe(1);
  });

  it('takes, hands over and gives back a case, each audited, and the new owner works it', async () => {
    const { caseId } = await seedCase(store.db, { name: 'Pool Case', report: { valueLikely: 20_000 } });
    const post = (session: TestSession, ownerId: string | null) =>
      staffRequest(app, session, 'POST', `/api/staff/cases/${caseId}/owner`, { ownerId });
    expect((await post(sessions.alex, ids.alex)).statusCode).toBe(200);
    clock = hoursFrom(clock, 1);
    expect((await post(sessions.alex, ids.blair)).statusCode).toBe(200);
    expect((await staffRequest(app, sessions.alex, 'GET', `/api/staff/cases/${caseId}`)).statusCode).toBe(
      403,
    );
    const view = (
      await staffRequest(app, sessions.blair, 'GET', `/api/staff/cases/${caseId}`)
    ).json() as CaseView;
    expect(view.pipeline.owner).toMatchObject({ id: ids.blair, email: 'blair@example.org' });
    expect(view.timeline.filter((entry) => entry.kind === 'owner').map((entry) => entry.text)).toEqual([
      'Assigned to blair@example.org',
      'Assigned to alex@example.org',
    ]);
    expect((await post(sessions.blair, null)).statusCode).toBe(200);
    expect(await ownerOf(caseId)).toBeNull();
    expect((await post(sessions.alex, 'no-such-person')).statusCode).toBe(404);
    const actions = await store.db
      .selectFrom('audit_log')
      .select('action')
      .where('subject_id', '=', caseId)
      .where('action', 'like', 'case.owner_%')
      .execute();
    expect(actions.map((entry) => entry.action).sort()).toEqual([
      'case.owner_assigned',
      'case.owner_assigned',
      'case.owner_unassigned',
    ]);
  });

  it('assigns, moves on and exports a selection in bulk, skipping what the caller may not touch', async () => {
    await onlyAlexInRotation();
    const mine = await seedQueued({
      name: 'First Mine',
      completedAt: hoursFrom(clock, -1),
      report: { valueLikely: 20_000 },
    });
    const { caseId: pool } = await seedCase(store.db, {
      name: '=Pool Formula',
      report: { valueLikely: 9_000 },
    });
    const bulk = (session: TestSession, request: BulkCasesRequest) =>
      staffRequest(app, session, 'POST', '/api/staff/cases/bulk', request);

    const byBlair = await bulk(sessions.blair, {
      caseIds: [mine, pool],
      action: { kind: 'assign', ownerId: ids.blair },
    });
    expect(byBlair.json()).toEqual({
      changed: 1,
      skipped: [{ caseId: mine, reason: 'This case belongs to another case manager.' }],
    });
    expect(await ownerOf(pool)).toBe(ids.blair);
    const status = await bulk(sessions.admin, {
      caseIds: [mine, pool, mine],
      action: { kind: 'status', status: 'qualified' },
    });
    expect(status.json()).toEqual({ changed: 2, skipped: [] });
    expect((await queueOf(sessions.alex)).items).toEqual([]);
    expect(
      (await bulk(sessions.alex, { caseIds: [], action: { kind: 'assign', ownerId: null } })).statusCode,
    ).toBe(400);

    const csv = await staffRequest(
      app,
      sessions.blair,
      'GET',
      `/api/staff/cases/export.csv?ids=${pool},${mine}`,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=Pool Formula"`);
    expect(lines[1]).toContain('"Qualified"');
    const exported = await store.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'cases.exported')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(exported.details)).toMatchObject({ rows: 1, caseIds: [pool] });
  });
});
