import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';

import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, expect, it } from 'vitest';

import type { CaseView, PipelinePage } from '../../../../contracts/staff-console';
import { createTestApp } from '../../../../../test/support/test-app';
import {
  createTestStore,
  describeEachEngine,
  type TestStore,
} from '../../../../../test/support/test-database';

import {
  seedAttorney,
  seedCase,
  seedStaffUser,
  signInAs,
  staffRequest,
  type TestSession,
} from '../staff-test-helpers';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describeEachEngine('staff pipeline and case view', (engine) => {
  let store: TestStore;
  let app: FastifyInstance;
  let session: TestSession;

  beforeEach(async () => {
    store = await createTestStore(engine);
    app = await createTestApp(store);
    await seedStaffUser(store.db, { email: 'cm@example.org', role: 'case_manager' });
    session = await signInAs(app, 'cm@example.org');
  });
  afterEach(async () => {
    await app.close();
    await store.destroy();
  });

  const list = async (query: string) => {
    const response = await staffRequest(app, session, 'GET', `/api/staff/cases${query}`);
    expect(response.statusCode).toBe(200);
    return response.json() as PipelinePage;
  };

  it('marks overdue at 24 h and late at 48 h for new eligible cases, and deadlines within 60 days', async () => {
    const fresh = await seedCase(store.db, {
      name: 'Fresh Case',
      completedAt: hoursAgo(2),
      report: { valueLikely: 20_000 },
    });
    const overdue = await seedCase(store.db, {
      name: 'Overdue Case',
      createdAt: hoursAgo(30),
      report: { valueLikely: 20_000 },
    });
    const late = await seedCase(store.db, {
      name: 'Late Case',
      createdAt: hoursAgo(50),
      report: { valueLikely: 20_000, deadlineDate: inDays(30) },
    });
    const ineligible = await seedCase(store.db, {
      name: 'Ineligible Case',
      createdAt: hoursAgo(50),
      report: { valueLikely: 1_000, eligibility: 'ineligible', deadlineDate: inDays(400) },
    });
    const page = await list('');
    const byId = new Map(page.items.map((item) => [item.caseId, item]));
    expect(byId.get(fresh.caseId)).toMatchObject({ overdue: 'none', status: 'new', eligibility: 'eligible' });
    expect(byId.get(overdue.caseId)).toMatchObject({ overdue: 'overdue' });
    expect(byId.get(late.caseId)).toMatchObject({
      overdue: 'late',
      isDeadlineNear: true,
      deadline: { daysLeft: 30 },
    });
    expect(byId.get(ineligible.caseId)).toMatchObject({ overdue: 'none', isDeadlineNear: false });

    // Contacting the late case clears its marker.
    await staffRequest(app, session, 'POST', `/api/staff/cases/${late.caseId}/status`, {
      status: 'contacted',
    });
    expect((await list('')).items.find((item) => item.caseId === late.caseId)).toMatchObject({
      overdue: 'none',
      status: 'contacted',
    });
  });

  it('filters, searches, sorts and paginates', async () => {
    await seedCase(store.db, {
      name: 'Alice Auto',
      caseType: 'auto',
      state: 'TX',
      createdAt: hoursAgo(3),
      report: { valueLikely: 50_000 },
    });
    await seedCase(store.db, {
      name: 'Bob Fall',
      caseType: 'slip_fall',
      state: 'CA',
      createdAt: hoursAgo(2),
      report: { valueLikely: 10_000 },
    });
    await seedCase(store.db, {
      name: 'Cara Work',
      caseType: 'workplace',
      state: 'TX',
      createdAt: hoursAgo(1),
      status: 'open',
    });
    expect((await list('?caseType=slip_fall')).items.map((item) => item.name)).toEqual(['Bob Fall']);
    expect((await list('?state=TX&sort=name&direction=asc')).items.map((item) => item.name)).toEqual([
      'Alice Auto',
      'Cara Work',
    ]);
    expect((await list('?q=bob')).items.map((item) => item.name)).toEqual(['Bob Fall']);
    expect((await list('?intake=open')).items.map((item) => item.name)).toEqual(['Cara Work']);
    expect(
      (await list('?eligibility=eligible&sort=value&direction=desc')).items.map((item) => item.name),
    ).toEqual(['Alice Auto', 'Bob Fall']);
    const first = await list('?pageSize=2&page=1');
    const second = await list('?pageSize=2&page=2');
    expect(first.total).toBe(3);
    expect(first.items.map((item) => item.name)).toEqual(['Cara Work', 'Bob Fall']);
    expect(second.items.map((item) => item.name)).toEqual(['Alice Auto']);
    expect((await staffRequest(app, session, 'GET', '/api/staff/cases?status=bogus')).statusCode).toBe(400);
  });

  it('shows the case with consent, transcript, record, report, eligibility; every read is audited', async () => {
    const { caseId } = await seedCase(store.db, {
      name: 'Dana Doe',
      report: { valueLikely: 30_000, deadlineDate: inDays(300), isDeadlineUnverified: true },
    });
    const response = await staffRequest(app, session, 'GET', `/api/staff/cases/${caseId}`);
    expect(response.statusCode).toBe(200);
    const view = response.json() as CaseView;
    expect(view.contact).toMatchObject({
      name: 'Dana Doe',
      email: 'pat@example.com',
      phone: '(512) 555-0100',
    });
    expect(view.consent).toMatchObject({
      version: 'contact-2026-11',
      ip: '203.0.113.7',
      userAgent: 'TestBrowser/1.0',
    });
    expect(view.transcript.map((message) => message.text)).toEqual([
      'I was rear-ended.',
      'When did it happen?',
    ]);
    expect(view.caseRecord).toMatchObject({ caseType: 'auto', state: 'TX' });
    // What time it is for the visitor: the zone of most of Texas (issue 25).
    expect(view.visitorTimeZone).toEqual({ zone: 'America/Chicago', isFromState: true });
    expect(view.report).toMatchObject({ value: { likely: 30_000 }, delivery: null });
    expect(view.report?.deadlines).toEqual([expect.objectContaining({ isUnverified: true })]);
    expect(view.eligibility).toMatchObject({
      decision: 'eligible',
      reasons: [{ label: 'Has an injury', outcome: 'passed' }],
    });
    expect(view.audit.map((entry) => entry.action)).toContain('case.viewed');
    expect(response.headers['cache-control']).toBe('no-store');
    expect((await staffRequest(app, session, 'GET', `/api/staff/cases/${randomUUID()}`)).statusCode).toBe(
      404,
    );
  });

  it('changes status with history, assigns an attorney, records calls and notes, edits the record with history', async () => {
    const { caseId } = await seedCase(store.db, { report: { valueLikely: 30_000 } });
    const attorneyId = await seedAttorney(store.db);
    const post = (url: string, body: unknown) =>
      staffRequest(app, session, 'POST', `/api/staff/cases/${caseId}${url}`, body);
    expect((await post('/status', { status: 'contacted', note: 'Spoke briefly' })).statusCode).toBe(200);
    expect((await post('/assignment', { attorneyId })).statusCode).toBe(200);
    expect((await post('/assignment', { attorneyId: randomUUID() })).statusCode).toBe(404);
    expect(
      (await post('/contact-attempts', { channel: 'call', outcome: 'voicemail', notes: 'Left a message' }))
        .statusCode,
    ).toBe(201);
    expect((await post('/notes', { body: 'Prefers evenings.' })).statusCode).toBe(201);
    expect((await post('/status', { status: 'referred' })).statusCode).toBe(200);
    const edit = await staffRequest(app, session, 'PUT', `/api/staff/cases/${caseId}/record`, {
      caseRecord: { caseType: 'auto', state: 'OK', medicalBills: { total: 1200, paid: [] }, unknowns: [] },
    });
    expect(edit.json()).toEqual({ changedPaths: ['medicalBills', 'state'] });
    const invalid = await staffRequest(app, session, 'PUT', `/api/staff/cases/${caseId}/record`, {
      caseRecord: { state: 'Texas', unknowns: [] },
    });
    expect(invalid.statusCode).toBe(400);

    const view = (await staffRequest(app, session, 'GET', `/api/staff/cases/${caseId}`)).json() as CaseView;
    expect(view.pipeline).toMatchObject({
      status: 'referred',
      assignedAttorney: { id: attorneyId, name: 'Alex Sample' },
    });
    expect(view.pipeline.firstContactedAt).not.toBeNull();
    expect(view.statusHistory.map((entry) => [entry.from, entry.to])).toEqual([
      ['contacted', 'referred'],
      ['new', 'contacted'],
    ]);
    expect(view.statusHistory[1]).toMatchObject({ note: 'Spoke briefly', staffEmail: 'cm@example.org' });
    expect(view.contactAttempts).toMatchObject([
      { channel: 'call', outcome: 'voicemail', notes: 'Left a message' },
    ]);
    expect(view.notes).toMatchObject([{ body: 'Prefers evenings.' }]);
    expect(view.caseRecord).toMatchObject({ state: 'OK', medicalBills: { total: 1200 } });
    expect(view.recordEdits).toMatchObject([
      { changedPaths: ['medicalBills', 'state'], before: { state: 'TX' } },
    ]);
    const actions = view.audit.map((entry) => entry.action);
    for (const action of [
      'case.status_changed',
      'case.attorney_assigned',
      'case.contact_attempt_recorded',
      'case.note_added',
      'case.record_edited',
      'case.viewed',
    ]) {
      expect(actions).toContain(action);
    }
    // Audit details carry no visitor data: the note and the edited values stay out.
    expect(JSON.stringify(view.audit)).not.toContain('Prefers evenings');
    expect(JSON.stringify(view.audit)).not.toContain('1200');
    const row = await store.db
      .selectFrom('cases')
      .select(['state', 'version'])
      .where('id', '=', caseId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ state: 'OK', version: 1 });
  });

  it('resends the report as a new email job and puts the delivery back to pending', async () => {
    const { caseId, reportId } = await seedCase(store.db, { report: { valueLikely: 30_000 } });
    const now = new Date().toISOString();
    await store.db
      .insertInto('email_deliveries')
      .values({
        id: randomUUID(),
        report_id: reportId!,
        case_id: caseId,
        message_id: `<report-${reportId}@example.org>`,
        status: 'sent',
        transport: 'outbox',
        attempts: 1,
        last_error: null,
        sent_at: now,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const first = await staffRequest(app, session, 'POST', `/api/staff/cases/${caseId}/report/resend`, {});
    const second = await staffRequest(app, session, 'POST', `/api/staff/cases/${caseId}/report/resend`, {});
    expect(first.statusCode).toBe(202);
    expect(first.json().jobId).not.toBe(second.json().jobId);
    const jobs = await store.db
      .selectFrom('jobs')
      .select(['kind', 'payload', 'status'])
      .where('kind', '=', 'report.email')
      .execute();
    expect(jobs).toHaveLength(2);
    expect(JSON.parse(jobs[0]!.payload)).toMatchObject({ reportId, resend: expect.any(String) });
    const view = (await staffRequest(app, session, 'GET', `/api/staff/cases/${caseId}`)).json() as CaseView;
    expect(view.report).toMatchObject({ delivery: { status: 'pending' }, pendingSends: 2 });
  });

  it('downloads an attachment as an attachment, never inline', async () => {
    const { caseId } = await seedCase(store.db);
    const dataDir = (app.deps.config as { dataDir: string }).dataDir;
    fs.mkdirSync(path.join(dataDir, 'uploads', caseId), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'uploads', caseId, 'u1.bin'), '<script>alert(1)</script>');
    const uploadId = randomUUID();
    await store.db
      .insertInto('uploads')
      .values({
        id: uploadId,
        case_id: caseId,
        original_name: '"><img src=x onerror=alert(1)>.html',
        sniffed_type: 'text/html',
        declared_type: 'text/html',
        size_bytes: 25,
        sha256: 'b'.repeat(64),
        storage_path: `${caseId}/u1.bin`,
        status: 'stored',
        message_id: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    const response = await staffRequest(
      app,
      session,
      'GET',
      `/api/staff/cases/${caseId}/uploads/${uploadId}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/octet-stream');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(String(response.headers['content-disposition'])).toMatch(
      /^attachment; filename="[^"]*"; filename\*=UTF-8''/,
    );
    expect(String(response.headers['content-disposition'])).not.toContain('"><');
    expect(response.body).toBe('<script>alert(1)</script>');
  });
});
