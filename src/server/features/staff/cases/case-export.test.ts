import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, expect, it } from 'vitest';

import { factKeys } from '../../../../contracts/case-record';
import { caseExportSchema, caseWebhookBodySchema } from '../../../../contracts/case-export';
import { factCatalogue } from '../../../../contracts/fact-catalogue';
import type { AppConfig } from '../../../config';
import { createTestApp, testConfig } from '../../../../../test/support/test-app';
import {
  createTestStore,
  describeEachEngine,
  type TestStore,
} from '../../../../../test/support/test-database';

import {
  runStaffJobs,
  seedCase,
  seedStaffUser,
  signInAs,
  staffRequest,
  type TestSession,
} from '../staff-test-helpers';

const monday = new Date('2026-12-07T14:00:00.000Z');
const secret = 'a-webhook-secret-of-at-least-32-characters';

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A firm's endpoint on a free port: answers 500 to the first post, then 200. */
async function startReceiver(): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.statusCode = received.length === 1 ? 500 : 200;
      response.end(received.length === 1 ? 'try later' : 'ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/cases`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describeEachEngine('a case leaves in one documented shape', (engine) => {
  let store: TestStore;
  let app: FastifyInstance;
  let config: AppConfig;
  let session: TestSession;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let clock: Date;

  beforeEach(async () => {
    clock = monday;
    store = await createTestStore(engine);
    receiver = await startReceiver();
    const base = testConfig();
    config = {
      ...base,
      caseWebhook: { url: receiver.url, secret },
      worker: { ...base.worker, backoffBaseMs: 1000 },
    };
    app = await createTestApp(store, { config, now: () => clock });
    await seedStaffUser(store.db, { email: 'cm@example.org', role: 'case_manager' });
    session = await signInAs(app, 'cm@example.org');
  });
  afterEach(async () => {
    await app.close();
    await receiver.close();
    await store.destroy();
  });

  it('exports a case as one JSON that its schema accepts, and audits the export', async () => {
    const { caseId } = await seedCase(store.db, {
      name: 'Export Person',
      messages: [
        { role: 'visitor', text: 'I slipped in a store.' },
        { role: 'agent', text: 'When did it happen?' },
      ],
      report: { valueLikely: 24_000, deadlineDate: '2027-06-01' },
    });
    await staffRequest(app, session, 'POST', `/api/staff/cases/${caseId}/notes`, { body: 'Call after 5pm.' });
    const response = await staffRequest(app, session, 'GET', `/api/staff/cases/${caseId}/export`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="case-[0-9A-F]{8}\.json"$/,
    );
    const exported = caseExportSchema.parse(response.json());
    expect(exported).toMatchObject({
      schema: 'case-intake/case-export',
      schemaVersion: 1,
      exportedAt: monday.toISOString(),
      case: { id: caseId, pipelineStatus: 'new', owner: null },
      contact: { name: 'Export Person', email: 'pat@example.com', phoneE164: '+15125550100' },
      consent: { version: 'contact-2026-11' },
      record: { caseType: 'auto', state: 'TX' },
      conclusions: {
        version: 1,
        eligibility: { decision: 'eligible', checks: [{ code: 'has_injury', result: 'passed' }] },
        deadlines: { deadlines: [{ kind: 'limitation', date: '2027-06-01' }] },
      },
    });
    // The record's fields by the names the report and the console use (decision 0100).
    expect(Object.keys(exported.factLabels).sort()).toEqual([...factKeys].sort());
    expect(exported.factLabels.policyLimit).toEqual(factCatalogue.policyLimit.label);
    expect(exported.transcript.map((message) => message.text)).toEqual([
      'I slipped in a store.',
      'When did it happen?',
    ]);
    expect(exported.timeline.map((entry) => entry.kind)).toContain('note');
    const audit = await store.db
      .selectFrom('audit_log')
      .select('action')
      .where('subject_id', '=', caseId)
      .where('action', '=', 'case.exported')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('posts a referred case to CASE_WEBHOOK_URL, signed, retried after a failure, and delivered once', async () => {
    const { caseId } = await seedCase(store.db, { name: 'Referred Person', report: { valueLikely: 40_000 } });
    const refer = (status: string) =>
      staffRequest(app, session, 'POST', `/api/staff/cases/${caseId}/status`, { status });
    expect((await refer('referred')).statusCode).toBe(200);

    await runStaffJobs(store, config, () => clock);
    expect(receiver.received).toHaveLength(1);
    const delivery = await store.db
      .selectFrom('case_webhook_deliveries')
      .selectAll()
      .where('case_id', '=', caseId)
      .executeTakeFirstOrThrow();
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, last_status_code: 500 });

    clock = new Date(monday.getTime() + 60_000); // past the backoff
    await runStaffJobs(store, config, () => clock);
    expect(receiver.received).toHaveLength(2);
    const [first, second] = receiver.received;
    for (const post of [first!, second!]) {
      const timestamp = String(post.headers['x-case-intake-timestamp']);
      const expected = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${post.body}`).digest('hex')}`;
      expect(post.headers['x-case-intake-signature']).toBe(expected);
      expect(post.headers['x-case-intake-delivery']).toBe(delivery.id);
      expect(post.headers['x-case-intake-event']).toBe('case.referred');
    }
    const body = caseWebhookBodySchema.parse(JSON.parse(second!.body));
    expect(body).toMatchObject({
      event: 'case.referred',
      deliveryId: delivery.id,
      case: { case: { id: caseId, pipelineStatus: 'referred' }, contact: { name: 'Referred Person' } },
    });

    // Referred again later: the same case is not posted twice.
    expect((await refer('qualified')).statusCode).toBe(200);
    expect((await refer('referred')).statusCode).toBe(200);
    clock = new Date(monday.getTime() + 3_600_000);
    await runStaffJobs(store, config, () => clock);
    expect(receiver.received).toHaveLength(2);
    expect(
      await store.db
        .selectFrom('case_webhook_deliveries')
        .select(['status', 'attempts'])
        .where('case_id', '=', caseId)
        .executeTakeFirstOrThrow(),
    ).toEqual({ status: 'delivered', attempts: 2 });
    const audit = await store.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'case.webhook_delivered')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.details)).toMatchObject({ deliveryId: delivery.id, statusCode: 200 });
  });
});
