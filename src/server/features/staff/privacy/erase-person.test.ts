import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterEach, beforeEach, expect, it } from 'vitest';

import { createTestApp } from '../../../../../test/support/test-app';
import {
  createTestStore,
  describeEachEngine,
  type TestStore,
} from '../../../../../test/support/test-database';
import type { Database } from '../../../db/schema';

import { eraseClosedCases } from './erase-closed-cases';
import { seedCase, seedStaffUser, signInAs, staffRequest, type TestSession } from '../staff-test-helpers';

const canary = 'ZQXCANARY7731';
const canaryEmail = 'zqxcanary7731@example.com';

/**
 * This store's tables: on PostgreSQL only the test's own schema (Kysely's introspection reads
 * every schema on the server, other tests' included, and fails when one is dropped meanwhile).
 */
async function tableNames(store: TestStore): Promise<string[]> {
  if (store.engine === 'sqlite') return (await store.db.introspection.getTables()).map((table) => table.name);
  const { rows } = await sql<{ name: string }>`
    select tablename as name from pg_tables where schemaname = ${store.location}`.execute(store.db);
  return rows.map((row) => row.name);
}

/** Every table's rows as text, to search for the canary on either engine. */
async function allRowsText(store: TestStore): Promise<string> {
  let text = '';
  for (const name of await tableNames(store)) {
    const rows = await store.db
      .selectFrom(name as keyof Database)
      .selectAll()
      .execute();
    text += JSON.stringify(rows);
  }
  return text;
}

function filesContaining(folder: string, needle: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => fs.readFileSync(file, 'latin1').toLowerCase().includes(needle.toLowerCase()));
}

async function insertSubscriber(store: TestStore, email: string, createdAt: string): Promise<void> {
  await store.db
    .insertInto('newsletter_subscribers')
    .values({
      id: randomUUID(),
      email,
      consent_version: 'newsletter-1',
      consent_text: 'Send me news.',
      ip_hash: null,
      unsubscribed_at: null,
      created_at: createdAt,
    })
    .execute();
}

async function insertContactMessage(
  store: TestStore,
  message: { id?: string; name: string; email: string; message: string; createdAt: string },
): Promise<void> {
  await store.db
    .insertInto('contact_messages')
    .values({
      id: message.id ?? randomUUID(),
      name: message.name,
      email: message.email,
      phone: null,
      subject: 'Help',
      message: message.message,
      created_at: message.createdAt,
    })
    .execute();
}

describeEachEngine('erasure and retention', (engine) => {
  let store: TestStore;
  let app: FastifyInstance;
  let admin: TestSession;
  let dataDir: string;

  beforeEach(async () => {
    store = await createTestStore(engine);
    app = await createTestApp(store);
    dataDir = app.deps.config.dataDir;
    await seedStaffUser(store.db, { email: 'admin@example.org', role: 'admin' });
    admin = await signInAs(app, 'admin@example.org');
  });
  afterEach(async () => {
    await app.close();
    await store.destroy();
  });

  /** A person whose data sits in every place the product stores it. */
  async function seedCanaryPerson(): Promise<{ caseId: string; reportId: string }> {
    const { caseId, reportId } = await seedCase(store.db, {
      name: `Casey ${canary}`,
      email: canaryEmail,
      description: `My car was hit. ${canary}`,
      messages: [
        { role: 'visitor', text: `My name is ${canary}` },
        { role: 'agent', text: 'Thanks. When did it happen?' },
      ],
      report: { valueLikely: 25_000 },
    });
    const now = new Date().toISOString();
    fs.mkdirSync(path.join(dataDir, 'uploads', caseId), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'uploads', caseId, 'photo.bin'), `photo bytes ${canary}`);
    await store.db
      .insertInto('uploads')
      .values({
        id: randomUUID(),
        case_id: caseId,
        original_name: `${canary}.jpg`,
        sniffed_type: 'image/jpeg',
        declared_type: 'image/jpeg',
        size_bytes: 10,
        sha256: 'c'.repeat(64),
        storage_path: `${caseId}/photo.bin`,
        status: 'stored',
        message_id: null,
        created_at: now,
      })
      .execute();
    await store.db
      .insertInto('email_deliveries')
      .values({
        id: randomUUID(),
        report_id: reportId!,
        case_id: caseId,
        message_id: `<report-${reportId}@caseintake.org>`,
        status: 'pending',
        transport: null,
        attempts: 0,
        last_error: null,
        sent_at: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    // A queued email job, an outbox copy, a subscriber and a contact message of the same person.
    await store.db
      .insertInto('jobs')
      .values({
        id: randomUUID(),
        kind: 'report.email',
        version: 1,
        idempotency_key: `report.email:${reportId}`,
        payload: JSON.stringify({ reportId }),
        run_at: now,
        locked_by: null,
        locked_until: null,
        last_error: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await store.db
      .insertInto('jobs')
      .values({
        id: randomUUID(),
        kind: 'other.notice',
        version: 1,
        idempotency_key: `other:${randomUUID()}`,
        payload: JSON.stringify({ to: canaryEmail }),
        run_at: now,
        locked_by: null,
        locked_until: null,
        last_error: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    fs.mkdirSync(path.join(dataDir, 'outbox'), { recursive: true });
    fs.writeFileSync(
      path.join(dataDir, 'outbox', `report-${reportId}.eml`),
      `To: ${canaryEmail}\r\n\r\nDear ${canary}`,
    );
    await insertSubscriber(store, canaryEmail, now);
    const messageId = randomUUID();
    await insertContactMessage(store, {
      id: messageId,
      name: canary,
      email: canaryEmail,
      message: `Hi ${canary}`,
      createdAt: now,
    });
    // The message tied to the case and answered, and an email attempt: the console's own rows (issue 14).
    await staffRequest(app, admin, 'PUT', `/api/staff/inbox/contact-messages/${messageId}/link`, { caseId });
    await staffRequest(app, admin, 'POST', `/api/staff/inbox/contact-messages/${messageId}/replies`, {
      body: `Dear ${canary}, thank you.`,
    });
    await staffRequest(app, admin, 'POST', `/api/staff/cases/${caseId}/contact-attempts`, {
      channel: 'email',
      outcome: 'sent',
      notes: `Wrote to ${canary}`,
    });
    // Staff work on the case: a note and an edit that quote the visitor.
    await staffRequest(app, admin, 'POST', `/api/staff/cases/${caseId}/notes`, { body: `Called ${canary}` });
    await staffRequest(app, admin, 'PUT', `/api/staff/cases/${caseId}/record`, {
      caseRecord: { caseType: 'auto', state: 'TX', parties: { atFault: canary }, unknowns: [] },
    });
    await staffRequest(app, admin, 'GET', `/api/staff/cases/${caseId}`);
    return { caseId, reportId: reportId! };
  }

  it('leaves no row, file or queued payload holding the person after an erasure request', async () => {
    const other = await seedCase(store.db, { name: 'Unrelated Person', email: 'other@example.com' });
    const { caseId } = await seedCanaryPerson();
    expect(await allRowsText(store)).toContain(canary);
    expect(filesContaining(dataDir, canary).length).toBeGreaterThan(0);

    const refused = await staffRequest(app, admin, 'POST', '/api/staff/erasures', { caseId });
    expect(refused.statusCode).toBe(400);
    const response = await staffRequest(app, admin, 'POST', '/api/staff/erasures', {
      caseId,
      confirm: 'ERASE',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      cases: 1,
      jobs: 3, // the report email, the other notice, the reply to their message
      subscribers: 1,
      contactMessages: 1,
      files: 2,
    });

    const rows = await allRowsText(store);
    expect(rows).not.toContain(canary);
    expect(rows.toLowerCase()).not.toContain(canaryEmail);
    expect(filesContaining(dataDir, canary)).toEqual([]);
    expect(filesContaining(dataDir, canaryEmail)).toEqual([]);
    if (engine === 'sqlite') {
      // The raw database file, after moving the WAL into it: deleted pages are zeroed too.
      await sql`pragma wal_checkpoint(TRUNCATE)`.execute(store.db);
      const raw = fs.readFileSync(store.location);
      expect(raw.includes(Buffer.from(canary))).toBe(false);
      expect(raw.includes(Buffer.from(canaryEmail))).toBe(false);
      // And with grep, as an operator would check it.
      const grep = () =>
        execFileSync('grep', ['-rlai', canary, path.dirname(store.location), dataDir], { encoding: 'utf8' });
      expect(grep).toThrow();
    }
    // One audit entry remains, with counts and ids only.
    const audit = await store.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'person.erased')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ subject_id: caseId, actor_email: 'admin@example.org' });
    expect(await store.db.selectFrom('cases').select('id').execute()).toEqual([{ id: other.caseId }]);
    for (const table of ['contact_message_links', 'contact_message_replies', 'call_attempts'] as const)
      expect(await store.db.selectFrom(table).selectAll().execute()).toEqual([]);
    expect(
      await store.db.selectFrom('jobs').select('kind').where('kind', 'like', 'staff.%').execute(),
    ).toEqual(expect.not.arrayContaining([{ kind: 'staff.contact-reply-email' }]));
    expect((await staffRequest(app, admin, 'GET', `/api/staff/cases/${caseId}`)).statusCode).toBe(404);
  });

  it('erases by email when the person has no case', async () => {
    const now = new Date().toISOString();
    await insertSubscriber(store, canaryEmail, now);
    const response = await staffRequest(app, admin, 'POST', '/api/staff/erasures', {
      email: canaryEmail,
      confirm: 'ERASE',
    });
    expect(response.json()).toMatchObject({ cases: 0, subscribers: 1 });
    expect(await allRowsText(store)).not.toContain(canaryEmail);
  });

  it('retention erases cases closed longer ago than the setting, and nothing else', async () => {
    const { caseId } = await seedCanaryPerson();
    const recent = await seedCase(store.db, { name: 'Recently Closed' });
    const open = await seedCase(store.db, { name: 'Still Open' });
    for (const id of [caseId, recent.caseId]) {
      await staffRequest(app, admin, 'POST', `/api/staff/cases/${id}/status`, { status: 'closed' });
    }
    await staffRequest(app, admin, 'PUT', '/api/staff/settings', { retentionDaysClosed: 30 });
    await store.db
      .updateTable('case_pipeline')
      .set({ status_changed_at: new Date(Date.now() - 31 * 86_400_000).toISOString() })
      .where('case_id', '=', caseId)
      .execute();

    expect(await eraseClosedCases(store, app.deps.config)).toEqual({
      erased: 1,
      unmatched: 0,
      abandoned: 0,
      contactMessages: 0,
      staleUploads: 0,
      unconfirmedSubscribers: 0,
    });
    const remaining = (await store.db.selectFrom('cases').select('id').execute()).map((row) => row.id).sort();
    expect(remaining).toEqual([recent.caseId, open.caseId].sort());
    expect(filesContaining(path.join(dataDir, 'uploads'), canary)).toEqual([]);
    const audit = await store.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'case.erased_by_retention')
      .execute();
    expect(audit).toMatchObject([{ subject_id: caseId, actor_id: null }]);
    // The person's newsletter subscription is not part of the case: retention keeps it.
    expect(await store.db.selectFrom('newsletter_subscribers').select('id').execute()).toHaveLength(1);
  });

  it('retention erases intakes never referred once idle past their period, keeps referred ones, and ages out contact messages', async () => {
    const idle = await seedCase(store.db, { name: 'Never Referred' });
    const referred = await seedCase(store.db, { name: 'Referred Long Ago' });
    const fresh = await seedCase(store.db, { name: 'Just Started' });
    await staffRequest(app, admin, 'POST', `/api/staff/cases/${referred.caseId}/status`, {
      status: 'referred',
    });
    const longAgo = new Date(
      Date.now() - (app.deps.config.staff.retentionDaysUnmatched + 1) * 86_400_000,
    ).toISOString();
    await store.db
      .updateTable('cases')
      .set({ updated_at: longAgo })
      .where('id', 'in', [idle.caseId, referred.caseId])
      .execute();
    const yearAndADay = new Date(Date.now() - 366 * 86_400_000).toISOString();
    for (const [id, createdAt] of [
      ['contact-old', yearAndADay],
      ['contact-new', new Date().toISOString()],
    ] as const) {
      await insertContactMessage(store, {
        id,
        name: 'Pat Doe',
        email: 'pat@example.org',
        message: 'Hello',
        createdAt,
      });
    }
    // Newsletter sign-ups: unconfirmed ones go after 7 days (issue 26), confirmed ones stay.
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    await insertSubscriber(store, 'unconfirmed-8-days@example.org', daysAgo(8));
    await insertSubscriber(store, 'unconfirmed-6-days@example.org', daysAgo(6));
    await insertSubscriber(store, 'confirmed-long-ago@example.org', daysAgo(400));
    const subscriberIds = await store.db
      .selectFrom('newsletter_subscribers')
      .select(['id', 'email'])
      .execute();
    await store.db
      .updateTable('newsletter_subscribers')
      .set({ confirmed_at: daysAgo(399) })
      .where('email', '=', 'confirmed-long-ago@example.org')
      .execute();
    for (const [index, row] of subscriberIds.entries())
      await store.db
        .insertInto('newsletter_unsubscribe_tokens')
        .values({ token_hash: `hash-${index}`, subscriber_id: row.id, created_at: daysAgo(1) })
        .execute();

    expect(await eraseClosedCases(store, app.deps.config)).toEqual({
      erased: 0,
      unmatched: 1,
      abandoned: 0,
      contactMessages: 1,
      staleUploads: 0,
      unconfirmedSubscribers: 1,
    });
    const subscribersLeft = await store.db.selectFrom('newsletter_subscribers').select('email').execute();
    expect(subscribersLeft.map((row) => row.email).sort()).toEqual([
      'confirmed-long-ago@example.org',
      'unconfirmed-6-days@example.org',
    ]);
    // The deleted sign-up's unsubscribe token hash went with it.
    expect(
      await store.db.selectFrom('newsletter_unsubscribe_tokens').select('token_hash').execute(),
    ).toHaveLength(2);
    const remaining = (await store.db.selectFrom('cases').select('id').execute()).map((row) => row.id).sort();
    expect(remaining).toEqual([referred.caseId, fresh.caseId].sort());
    const contacts = await store.db.selectFrom('contact_messages').select('id').execute();
    expect(contacts.map((row) => row.id)).toEqual(['contact-new']);
  });

  it('schedules the daily retention sweep when staff sign in (one job per day)', async () => {
    await signInAs(app, 'admin@example.org');
    const jobs = await store.db
      .selectFrom('jobs')
      .select(['kind', 'idempotency_key'])
      .where('kind', '=', 'staff.retention-sweep')
      .execute();
    expect(jobs).toEqual([
      {
        kind: 'staff.retention-sweep',
        idempotency_key: `staff.retention-sweep:${new Date().toISOString().slice(0, 10)}`,
      },
    ]);
  });
});
