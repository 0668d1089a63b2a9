import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, expect, it } from 'vitest';

import type { CaseView } from '../../../../contracts/staff-console';
import type {
  ContactAttemptRequest,
  ContactAttemptResult,
  QueuePage,
} from '../../../../contracts/staff-queue';
import type { AppConfig } from '../../../config';
import { startSmtpServer, type TestSmtpServer } from '../../../../../test/support/smtp-server';
import { createTestApp, mailTestConfig } from '../../../../../test/support/test-app';
import {
  createTestStore,
  describeEachEngine,
  type TestStore,
} from '../../../../../test/support/test-database';

import {
  queueCase,
  runStaffJobs,
  seedCase,
  seedStaffUser,
  signInAs,
  staffRequest,
  type TestSession,
} from '../staff-test-helpers';

const monday = new Date('2026-12-07T14:00:00.000Z');
const hoursFrom = (base: Date, hours: number) => new Date(base.getTime() + hours * 3_600_000);

describeEachEngine('contact attempts as work items', (engine) => {
  let store: TestStore;
  let app: FastifyInstance;
  let config: AppConfig;
  let smtp: TestSmtpServer;
  let clock: Date;
  let session: TestSession;

  beforeEach(async () => {
    clock = monday;
    store = await createTestStore(engine);
    smtp = await startSmtpServer();
    config = mailTestConfig(smtp.url);
    app = await createTestApp(store, { config, now: () => clock });
    await seedStaffUser(store.db, { email: 'cm@example.org', role: 'case_manager' });
    session = await signInAs(app, 'cm@example.org');
  });
  afterEach(async () => {
    await app.close();
    await smtp.close();
    await store.destroy();
  });

  const seedQueued = async (input: Parameters<typeof seedCase>[1] = {}) => {
    const { caseId } = await seedCase(store.db, {
      name: 'Robin Reyes',
      email: 'robin@example.com',
      createdAt: hoursFrom(clock, -3),
      completedAt: hoursFrom(clock, -2),
      report: { valueLikely: 20_000 },
      ...input,
    });
    await queueCase(store, config, caseId, clock);
    return caseId;
  };
  const attempt = (caseId: string, request: ContactAttemptRequest) =>
    staffRequest(app, session, 'POST', `/api/staff/cases/${caseId}/contact-attempts`, request);
  const viewOf = async (caseId: string) =>
    (await staffRequest(app, session, 'GET', `/api/staff/cases/${caseId}`)).json() as CaseView;
  const queue = async (view = 'due') =>
    ((await staffRequest(app, session, 'GET', `/api/staff/queue?view=${view}`)).json() as QueuePage).items;

  it('schedules the next attempt after a voicemail, per the default cadence, and shows it then', async () => {
    const caseId = await seedQueued();
    const response = await attempt(caseId, {
      channel: 'call',
      outcome: 'voicemail',
      notes: 'Left my number',
    });
    expect(response.statusCode).toBe(201);
    const nextAt = hoursFrom(clock, 24).toISOString();
    expect(response.json()).toMatchObject({
      queueState: 'open',
      nextAttemptAt: nextAt,
      attemptsMade: 1,
      maxAttempts: 3,
    } satisfies Partial<ContactAttemptResult>);
    expect(await queue()).toEqual([]);
    expect((await queue('upcoming')).map((item) => [item.caseId, item.reason, item.visibleAt])).toEqual([
      [caseId, 'next_attempt', nextAt],
    ]);
    clock = hoursFrom(clock, 24);
    expect((await queue()).map((item) => item.caseId)).toEqual([caseId]);

    const view = await viewOf(caseId);
    expect(view.contactAttempts).toMatchObject([
      { channel: 'call', outcome: 'voicemail', notes: 'Left my number', nextAttemptAt: nextAt },
    ]);
    expect(view.queue).toMatchObject({
      state: 'open',
      reason: 'next_attempt',
      attemptsMade: 1,
      maxAttempts: 3,
    });
    expect(view.timeline[0]).toMatchObject({
      kind: 'attempt',
      text: 'Call: Left voicemail (Left my number)',
    });
    const audit = view.audit.find((entry) => entry.action === 'case.contact_attempt_recorded');
    expect(audit?.details).toMatchObject({ channel: 'call', outcome: 'voicemail', nextAttemptAt: nextAt });
    expect(JSON.stringify(view.audit)).not.toContain('Left my number');
  });

  it('takes the case out of the queue and marks it contacted once they are reached', async () => {
    const caseId = await seedQueued();
    const response = await attempt(caseId, { channel: 'text', outcome: 'replied' });
    expect(response.json()).toMatchObject({ queueState: 'reached', nextAttemptAt: null });
    expect(await queue()).toEqual([]);
    const view = await viewOf(caseId);
    expect(view.pipeline.status).toBe('contacted');
    expect(view.statusHistory).toMatchObject([
      { from: 'new', to: 'contacted', staffEmail: 'cm@example.org' },
    ]);
  });

  it('ends the cadence as unreachable and emails the visitor once, through the mail server', async () => {
    const put = await staffRequest(app, session, 'PUT', '/api/staff/settings', {
      contactCadence: { retryAfterHours: [4] },
    });
    expect(put.statusCode).toBe(403); // a case manager cannot change the cadence
    const admin = await seedStaffUser(store.db, { email: 'admin@example.org', role: 'admin' });
    expect(admin).toBeTruthy();
    const adminSession = await signInAs(app, 'admin@example.org');
    const changed = await staffRequest(app, adminSession, 'PUT', '/api/staff/settings', {
      contactCadence: { retryAfterHours: [4] },
    });
    expect(changed.json()).toMatchObject({ contactCadence: { retryAfterHours: [4] } });

    const caseId = await seedQueued();
    expect((await attempt(caseId, { channel: 'call', outcome: 'no_answer' })).json()).toMatchObject({
      queueState: 'open',
      nextAttemptAt: hoursFrom(clock, 4).toISOString(),
      maxAttempts: 2,
    });
    clock = hoursFrom(clock, 4);
    const last = await attempt(caseId, { channel: 'email', outcome: 'sent' });
    expect(last.json()).toMatchObject({ queueState: 'unreachable', nextAttemptAt: null, attemptsMade: 2 });
    await runStaffJobs(store, config, () => clock);
    await runStaffJobs(store, config, () => clock);
    expect(smtp.messages.map((mail) => mail.to)).toEqual([['robin@example.com']]);
    expect(smtp.messages[0]!.raw).toContain('We could not reach you');
    expect(smtp.messages[0]!.raw).toContain('Hello Robin,');

    const view = await viewOf(caseId);
    expect(view.queue).toMatchObject({ state: 'unreachable', unreachableAt: clock.toISOString() });
    expect(view.timeline[0]).toMatchObject({
      kind: 'unreachable',
      text: 'Unreachable after 2 attempts; the visitor was emailed',
    });
    const actions = view.audit.map((entry) => entry.action);
    expect(actions).toContain('case.unreachable');
    expect(actions).toContain('case.unreachable_email_sent');
    // Another attempt afterwards does not mail them again.
    await attempt(caseId, { channel: 'call', outcome: 'voicemail' });
    await runStaffJobs(store, config, () => clock);
    expect(smtp.messages).toHaveLength(1);
  });

  it('allows no call or text without the consent record, and none after a wrong number', async () => {
    const noConsent = await seedQueued({ hasConsent: false });
    const call = await attempt(noConsent, { channel: 'call', outcome: 'reached' });
    expect(call.statusCode).toBe(409);
    expect(call.json().error.message).toContain('did not agree to calls or texts');
    expect((await attempt(noConsent, { channel: 'text', outcome: 'sent' })).statusCode).toBe(409);
    expect((await attempt(noConsent, { channel: 'email', outcome: 'sent' })).statusCode).toBe(201);
    expect((await viewOf(noConsent)).channels).toEqual({
      mayCall: false,
      mayText: false,
      mayEmail: true,
      phoneBlockedReason: 'The visitor did not agree to calls or texts (no consent record): email only.',
    });
    expect((await queue('upcoming')).find((item) => item.caseId === noConsent)?.mayCall).toBe(false);

    const wrong = await seedQueued();
    expect((await attempt(wrong, { channel: 'call', outcome: 'wrong_number' })).statusCode).toBe(201);
    const again = await attempt(wrong, { channel: 'call', outcome: 'voicemail' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toContain('wrong number');
  });

  it('calls back at the time the visitor asked for on the phone', async () => {
    const caseId = await seedQueued();
    const callbackAt = hoursFrom(clock, 6).toISOString();
    const response = await attempt(caseId, { channel: 'call', outcome: 'callback_requested', callbackAt });
    expect(response.json()).toMatchObject({ queueState: 'open', nextAttemptAt: callbackAt, attemptsMade: 0 });
    expect((await queue('upcoming')).map((item) => [item.reason, item.visibleAt])).toEqual([
      ['callback', callbackAt],
    ]);
    const missing = await attempt(caseId, { channel: 'call', outcome: 'callback_requested' });
    expect(missing.statusCode).toBe(400);
    expect((await attempt(caseId, { channel: 'email', outcome: 'voicemail' })).statusCode).toBe(400);
  });
});
