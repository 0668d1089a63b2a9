import { randomUUID } from 'node:crypto';

import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, expect, it } from 'vitest';

import type { AttorneyView, FunnelView } from '../../../../contracts/staff-console';
import { createTestApp } from '../../../../../test/support/test-app';
import {
  createTestStore,
  describeEachEngine,
  type TestStore,
} from '../../../../../test/support/test-database';

import { eventsPerMinutePerIp } from '../funnel/first-party-events.routes';
import { weekStartOf } from '../funnel/get-funnel';
import { seedCase, seedStaffUser, signInAs, staffRequest, type TestSession } from '../staff-test-helpers';

describeEachEngine('attorneys, inbox, funnel and the first-party beacon', (engine) => {
  let store: TestStore;
  let app: FastifyInstance;
  let admin: TestSession;
  let caseManager: TestSession;

  beforeEach(async () => {
    store = await createTestStore(engine);
    app = await createTestApp(store);
    await seedStaffUser(store.db, { email: 'admin@example.org', role: 'admin' });
    await seedStaffUser(store.db, { email: 'cm@example.org', role: 'case_manager' });
    admin = await signInAs(app, 'admin@example.org');
    caseManager = await signInAs(app, 'cm@example.org');
  });
  afterEach(async () => {
    await app.close();
    await store.destroy();
  });

  const attorney = {
    name: 'Jordan Sample',
    firm: 'Sample Law (fictional)',
    email: 'jordan@sample.invalid',
    states: ['TX', 'OK'],
    practiceAreas: ['auto', 'workplace'],
    capacity: 3,
    isActive: true,
  };

  it('creates, lists, updates and deletes attorneys; one named on a case can only be deactivated', async () => {
    const created = await staffRequest(app, admin, 'POST', '/api/staff/attorneys', attorney);
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as { id: string };
    expect(
      (await staffRequest(app, admin, 'POST', '/api/staff/attorneys', { ...attorney, states: ['Texas'] }))
        .statusCode,
    ).toBe(400);
    const listed = (await staffRequest(app, caseManager, 'GET', '/api/staff/attorneys')).json() as {
      attorneys: AttorneyView[];
    };
    expect(listed.attorneys).toMatchObject([
      { id, name: 'Jordan Sample', states: ['TX', 'OK'], openMatches: 0, isActive: true },
    ]);
    expect(
      (await staffRequest(app, admin, 'PUT', `/api/staff/attorneys/${id}`, { ...attorney, capacity: 7 }))
        .statusCode,
    ).toBe(200);

    const { caseId } = await seedCase(store.db);
    await staffRequest(app, caseManager, 'POST', `/api/staff/cases/${caseId}/assignment`, { attorneyId: id });
    expect((await staffRequest(app, admin, 'DELETE', `/api/staff/attorneys/${id}`)).statusCode).toBe(409);
    await staffRequest(app, admin, 'PUT', `/api/staff/attorneys/${id}`, { ...attorney, isActive: false });
    const after = (await staffRequest(app, admin, 'GET', '/api/staff/attorneys')).json() as {
      attorneys: AttorneyView[];
    };
    expect(after.attorneys[0]).toMatchObject({ capacity: 3, isActive: false });
    // An inactive attorney cannot take a new case.
    expect(
      (
        await staffRequest(app, caseManager, 'POST', `/api/staff/cases/${caseId}/assignment`, {
          attorneyId: id,
        })
      ).statusCode,
    ).toBe(409);

    const spare = (await staffRequest(app, admin, 'POST', '/api/staff/attorneys', attorney)).json() as {
      id: string;
    };
    expect((await staffRequest(app, admin, 'DELETE', `/api/staff/attorneys/${spare.id}`)).statusCode).toBe(
      200,
    );
  });

  it('lists contact messages and subscribers, and exports subscribers as CSV escaped against formulas', async () => {
    const now = new Date().toISOString();
    await store.db
      .insertInto('contact_messages')
      .values({
        id: randomUUID(),
        name: 'Riley',
        email: 'riley@example.com',
        phone: null,
        subject: 'Question',
        message: 'Hello',
        created_at: now,
      })
      .execute();
    await store.db
      .insertInto('newsletter_subscribers')
      .values({
        id: randomUUID(),
        email: '=cmd@example.com',
        consent_version: 'newsletter-1',
        consent_text: '+Send me news',
        ip_hash: 'a'.repeat(64),
        unsubscribed_at: null,
        created_at: now,
      })
      .execute();
    const messages = (
      await staffRequest(app, caseManager, 'GET', '/api/staff/inbox/contact-messages')
    ).json() as {
      messages: { id: string; status: string }[];
    };
    expect(messages.messages).toMatchObject([{ status: 'new' }]);
    const messageId = messages.messages[0]!.id;
    expect(
      (
        await staffRequest(app, caseManager, 'PATCH', `/api/staff/inbox/contact-messages/${messageId}`, {
          status: 'answered',
        })
      ).statusCode,
    ).toBe(200);

    const subscribers = (
      await staffRequest(app, caseManager, 'GET', '/api/staff/inbox/subscribers')
    ).json() as { subscribers: unknown[] };
    expect(subscribers.subscribers).toMatchObject([
      { email: '=cmd@example.com', status: 'subscribed', consentVersion: 'newsletter-1' },
    ]);
    const csv = await staffRequest(app, caseManager, 'GET', '/api/staff/inbox/subscribers.csv');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(String(csv.headers['content-disposition'])).toMatch(/^attachment;/);
    const line = csv.body.split('\r\n')[1]!;
    expect(line).toContain(`"'=cmd@example.com"`);
    expect(line).toContain(`"'+Send me news"`);
    // Neither the IP (even hashed) nor a browser string is exported (issue 26, decision 0079).
    expect(csv.body.split('\r\n')[0]).toContain('consent_text');
    expect(csv.body.split('\r\n')[0]).not.toMatch(/\bip\b|ip_hash|user_agent/);
    expect(csv.body).not.toContain('a'.repeat(64));
    expect(JSON.stringify(subscribers)).not.toContain('a'.repeat(64));
    const audit = await store.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'inbox.subscribers_exported')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('accepts first-party beacon events without personal data, and refuses bad ones', async () => {
    const send = (payload: unknown, headers: Record<string, string> = {}) =>
      app.inject({
        method: 'POST',
        url: '/api/events',
        payload: payload as Record<string, unknown>,
        headers,
      });
    expect((await send({ kind: 'visit', page: '/' })).statusCode).toBe(204);
    // navigator.sendBeacon posts a string as text/plain.
    const beacon = await app.inject({
      method: 'POST',
      url: '/api/events',
      payload: JSON.stringify({ kind: 'start_flow_open', page: '/' }),
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });
    expect(beacon.statusCode).toBe(204);
    expect((await send({ kind: 'visit', page: '/?email=a@b.c' })).statusCode).toBe(400);
    expect((await send({ kind: 'purchase', page: '/' })).statusCode).toBe(400);
    expect((await send({ kind: 'visit', page: '/' }, { origin: 'https://evil.example' })).statusCode).toBe(
      403,
    );
    const rows = await store.db.selectFrom('funnel_events').selectAll().execute();
    expect(rows.map((row) => row.kind).sort()).toEqual(['start_flow_open', 'visit']);
    expect(Object.keys(rows[0]!).sort()).toEqual(['created_at', 'id', 'kind', 'page']);
    // A flood is answered (no error in a visitor's console) but stored only up to the limit.
    for (let index = 0; index < eventsPerMinutePerIp + 5; index += 1) {
      expect((await send({ kind: 'visit', page: '/faq' })).statusCode).toBe(204);
    }
    const stored = await store.db
      .selectFrom('funnel_events')
      .select('id')
      .where('page', '=', '/faq')
      .execute();
    expect(stored.length).toBe(eventsPerMinutePerIp - 2);
  });

  it('builds the funnel per week and case type, with drop-off by question', async () => {
    for (const kind of ['visit', 'visit', 'visit', 'start_flow_open', 'start_flow_open']) {
      await app.inject({ method: 'POST', url: '/api/events', payload: { kind, page: '/' } });
    }
    await seedCase(store.db, { caseType: 'auto', status: 'open', questionsTotal: 4 });
    await seedCase(store.db, { caseType: 'auto', status: 'open', questionsTotal: 15 });
    await seedCase(store.db, {
      caseType: 'auto',
      questionsTotal: 30,
      extensionsUsed: 1,
      report: { valueLikely: 20_000 },
    });
    const referred = await seedCase(store.db, {
      caseType: 'auto',
      questionsTotal: 15,
      report: { valueLikely: 20_000 },
    });
    await seedCase(store.db, {
      caseType: 'slip_fall',
      questionsTotal: 15,
      report: { valueLikely: 1_000, eligibility: 'ineligible' },
    });
    await staffRequest(app, caseManager, 'POST', `/api/staff/cases/${referred.caseId}/status`, {
      status: 'referred',
    });

    const all = (
      await staffRequest(app, caseManager, 'GET', '/api/staff/funnel?weeks=4')
    ).json() as FunnelView;
    const counts = Object.fromEntries(all.totals.map((step) => [step.key, step.count]));
    expect(counts).toEqual({
      visits: 3,
      start_flow: 2,
      chat_started: 5,
      answered_15: 4,
      extended: 1,
      completed: 3,
      eligible: 2,
      referred: 1,
    });
    expect(all.weeks).toHaveLength(4);
    expect(all.weeks[3]!.weekStart).toBe(weekStartOf(new Date()));
    expect(all.weeks[3]!.steps.find((step) => step.key === 'chat_started')?.count).toBe(5);
    expect(all.dropOff).toEqual([
      { question: 4, count: 1 },
      { question: 15, count: 1 },
    ]);
    const slipFall = (
      await staffRequest(app, caseManager, 'GET', '/api/staff/funnel?weeks=4&caseType=slip_fall')
    ).json() as FunnelView;
    expect(slipFall.totals.find((step) => step.key === 'chat_started')?.count).toBe(1);
    expect(slipFall.totals.find((step) => step.key === 'eligible')?.count).toBe(0);
  });
});
