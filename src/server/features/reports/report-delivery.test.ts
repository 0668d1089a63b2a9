import fs from 'node:fs';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, expect, it } from 'vitest';

import { createTestApp, mailTestConfig } from '../../../../test/support/test-app';
import { createTestStore, describeEachEngine, type TestStore } from '../../../../test/support/test-database';
import type { AppConfig } from '../../config';
import { enqueueJob } from '../../jobs/jobs.repository';
import { createJobWorker } from '../../jobs/job-worker';

import { prepareCaseReportJob } from './prepare-case-report.job';
import { seedSampleAttorneys } from './seed-sample-attorneys';
import { sendReportEmailJob } from './send-report-email.job';

/** The report feature's own jobs: the worker runs them as the app's job list does. */
const jobDefinitions = [prepareCaseReportJob, sendReportEmailJob];
import {
  californiaAutoRange,
  californiaAutoRecord,
  insertCompletedCase,
  pdfAttachmentOf,
  pdfText,
  reportTokenOf,
  silentLog,
  startSmtpServer,
  type TestSmtpServer,
  waitFor,
} from './testing/report-test-kit';

describeEachEngine('report delivery', (engine) => {
  let store: TestStore;
  let smtp: TestSmtpServer;
  let config: AppConfig;
  let app: FastifyInstance | undefined;

  beforeEach(async () => {
    store = await createTestStore(engine);
    smtp = await startSmtpServer();
    config = mailTestConfig(smtp.url);
    await seedSampleAttorneys(store.db);
  });
  afterEach(async () => {
    await app?.close();
    app = undefined;
    await smtp.close();
    await store.destroy();
  });

  async function completeCase(now?: Date): Promise<string> {
    const caseId = await insertCompletedCase(store.db, { record: californiaAutoRecord });
    // What end-intake writes in its transaction (the intake server's side of the seam).
    await enqueueJob(store.db, {
      kind: 'case.report',
      idempotencyKey: `case.report:${caseId}`,
      payload: { caseId },
      ...(now ? { now } : {}),
    });
    return caseId;
  }

  it('sends one email with the PDF whose text holds the range, and serves the report page', async () => {
    // The fixture's incident date and the legal rules' verification date are fixed, so the
    // report is prepared and read on a fixed day too: the same figures on any day this runs.
    const now = () => new Date('2026-11-21T10:00:00.000Z');
    const caseId = await completeCase(now());
    const worker = createJobWorker({ store, config, log: silentLog, definitions: jobDefinitions, now });
    expect(await worker.drain()).toBe(2); // case.report, then report.email

    expect(smtp.messages).toHaveLength(1);
    const mail = smtp.messages[0]!;
    expect(mail.to).toEqual(['maria@example.test']);
    const report = await store.db
      .selectFrom('reports')
      .selectAll()
      .where('case_id', '=', caseId)
      .executeTakeFirstOrThrow();
    expect(mail.messageId).toBe(`<report-${report.id}@caseintake.test>`);
    const text = pdfText(pdfAttachmentOf(mail.raw));
    expect(text).toContain(californiaAutoRange);
    expect(text).toContain('not a law firm');
    expect(text).toContain('Participating attorneys pay');

    const jobs = await store.db.selectFrom('jobs').select(['kind', 'status']).orderBy('kind').execute();
    expect(jobs).toEqual([
      { kind: 'case.report', status: 'done' },
      { kind: 'report.email', status: 'done' },
      // Handed to the staff console's queue (issue 14); this test runs the report's jobs only.
      { kind: 'staff.queue-case', status: 'queued' },
    ]);
    const delivery = await store.db.selectFrom('email_deliveries').selectAll().executeTakeFirstOrThrow();
    expect(delivery).toMatchObject({
      status: 'sent',
      transport: 'smtp',
      attempts: 1,
      message_id: mail.messageId,
    });

    const eligibility = await store.db
      .selectFrom('eligibility_assessments')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(eligibility.decision).toBe('eligible');
    const match = await store.db.selectFrom('attorney_matches').selectAll().executeTakeFirstOrThrow();
    // CA: sample attorneys 1 (0 of 5) and 2 (0 of 10) tie on load; the id breaks the tie.
    expect(match).toMatchObject({ attorney_id: 'sample-attorney-1', status: 'open' });
    expect(JSON.parse(match.inputs)).toMatchObject({ state: 'CA', practiceArea: 'auto' });

    app = await createTestApp(store, { config, now });
    const token = reportTokenOf(mail.raw);
    const page = await app.inject({ method: 'GET', url: `/report/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(page.body).toContain('<svg role="img"');
    expect(page.body).toContain(californiaAutoRange);
    expect(page.body).not.toContain('<script');
    expect(page.body).toContain('Participating attorneys pay');
    // The matched attorney's office, as referral-service rules ask (sample attorney 1: Sacramento).
    expect(page.body).toContain('The attorney we matched you with has an office in Sacramento, CA.');
    expect(pdfText(pdfAttachmentOf(mail.raw))).toContain('has an office in Sacramento, CA.');

    // Only the hash is stored.
    const links = await store.db.selectFrom('report_links').selectAll().execute();
    expect(links).toHaveLength(1);
    expect(links[0]!.token_hash).not.toContain(token);

    expect((await app.inject({ method: 'GET', url: `/report/${'A'.repeat(43)}` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/report/short' })).statusCode).toBe(404);
    // A link that is no token at all gets the friendly page too, never a JSON error.
    for (const url of [`/report/${'A'.repeat(300)}`, '/chat-report?id=bad&chat=worse']) {
      const odd = await app.inject({ method: 'GET', url });
      expect(odd.statusCode).toBe(404);
      expect(odd.headers['content-type']).toContain('text/html');
      expect(odd.body).toContain('We could not open this report');
    }
    await store.db.updateTable('report_links').set({ expires_at: '2000-01-01T00:00:00.000Z' }).execute();
    const expired = await app.inject({ method: 'GET', url: `/report/${token}` });
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain('This report link has expired');
    expect(expired.body).toContain('action="/report/new-link"');
    expect(expired.body).toContain('class="site-header"');
  });

  it('emails a new link to the address a report went to, when asked from a bad link, at most once an hour', async () => {
    const sentAt = new Date('2026-11-21T10:00:00.000Z');
    await completeCase(sentAt);
    await createJobWorker({
      store,
      config,
      log: silentLog,
      definitions: jobDefinitions,
      now: () => sentAt,
    }).drain();
    const firstToken = reportTokenOf(smtp.messages[0]!.raw);
    const later = new Date(sentAt.getTime() + 2 * 3_600_000);
    app = await createTestApp(store, { config, now: () => later });
    const ask = (email: string) =>
      app!.inject({
        method: 'POST',
        url: '/report/new-link',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ email }).toString(),
      });
    const resends = () =>
      store.db
        .selectFrom('jobs')
        .select('idempotency_key')
        .where('idempotency_key', 'like', '%:resend:%')
        .execute();

    const answer = await ask(' MARIA@example.test ');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('Check your email');
    expect(await resends()).toHaveLength(1);
    // The same answer for an address with no report, and for a second ask within the hour: no email.
    for (const email of ['nobody@example.test', 'maria@example.test']) {
      const again = await ask(email);
      expect(again.statusCode).toBe(200);
      expect(again.body).toContain('Check your email');
    }
    expect(await resends()).toHaveLength(1);

    await createJobWorker({
      store,
      config,
      log: silentLog,
      definitions: jobDefinitions,
      now: () => later,
    }).drain();
    expect(smtp.messages).toHaveLength(2);
    expect(smtp.messages[1]!.to).toEqual(['maria@example.test']);
    const newToken = reportTokenOf(smtp.messages[1]!.raw);
    expect(newToken).not.toBe(firstToken);
    expect((await app.inject({ method: 'GET', url: `/report/${newToken}` })).statusCode).toBe(200);

    // Each copy counts against the mailbox's daily report cap (3 here, decision 0078): hours
    // apart, the second and third copies go, the fourth in the same day does not.
    for (const hours of [4, 6, 8]) {
      const at = new Date(sentAt.getTime() + hours * 3_600_000);
      await app.close();
      app = await createTestApp(store, { config, now: () => at });
      expect((await ask('maria@example.test')).body).toContain('Check your email');
      await createJobWorker({
        store,
        config,
        log: silentLog,
        definitions: jobDefinitions,
        now: () => at,
      }).drain();
    }
    expect(config.email.reportsPerAddressPerDay).toBe(3);
    expect(smtp.messages).toHaveLength(4);
  });

  it('caps the report copies one IP may ask for in a day, quietly (decision 0078)', async () => {
    const sentAt = new Date('2026-11-21T10:00:00.000Z');
    const emails = ['ana@example.test', 'ben@example.test', 'cy@example.test'];
    for (const email of emails) {
      const caseId = await insertCompletedCase(store.db, { record: californiaAutoRecord, email });
      await enqueueJob(store.db, {
        kind: 'case.report',
        idempotencyKey: `case.report:${caseId}`,
        payload: { caseId },
        now: sentAt,
      });
    }
    const drain = (now: Date) =>
      createJobWorker({ store, config, log: silentLog, definitions: jobDefinitions, now: () => now }).drain();
    await drain(sentAt);
    expect(smtp.messages).toHaveLength(3);
    const later = new Date(sentAt.getTime() + 2 * 3_600_000);
    const capped = { ...config, email: { ...config.email, reportsPerIpPerDay: 2 } };
    app = await createTestApp(store, { config: capped, now: () => later });
    for (const email of emails) {
      const answer = await app.inject({
        method: 'POST',
        url: '/report/new-link',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ email }).toString(),
      });
      expect(answer.body).toContain('Check your email');
    }
    await drain(later);
    expect(
      smtp.messages
        .slice(3)
        .map((message) => message.to[0])
        .sort(),
    ).toEqual(['ana@example.test', 'ben@example.test']);
  });

  it('writes an .eml file to the outbox when no SMTP server is configured', async () => {
    await completeCase();
    const outboxConfig = { ...config, email: { ...config.email, smtpUrl: null } };
    const worker = createJobWorker({
      store,
      config: outboxConfig,
      log: silentLog,
      definitions: jobDefinitions,
    });
    await worker.drain();
    const outbox = path.join(config.dataDir, 'outbox');
    const files = fs.readdirSync(outbox);
    expect(files).toHaveLength(1);
    const raw = fs.readFileSync(path.join(outbox, files[0]!), 'utf8');
    expect(raw).toMatch(/^Message-ID: <report-/m);
    expect(pdfText(pdfAttachmentOf(raw))).toContain(californiaAutoRange);
    expect(smtp.messages).toHaveLength(0);
    const delivery = await store.db.selectFrom('email_deliveries').selectAll().executeTakeFirstOrThrow();
    expect(delivery).toMatchObject({ status: 'sent', transport: 'outbox' });
  });

  it(
    'keeps retrying while the SMTP server refuses, then delivers exactly one email',
    { timeout: 30_000 },
    async () => {
      smtp.refuseNext(3);
      await completeCase();
      const worker = createJobWorker({ store, config, log: silentLog, definitions: jobDefinitions });
      worker.start();
      try {
        await waitFor(async () => {
          const job = await store.db
            .selectFrom('jobs')
            .select('status')
            .where('kind', '=', 'report.email')
            .executeTakeFirst();
          return job?.status === 'done';
        });
      } finally {
        await worker.stop();
      }
      expect(smtp.refusals).toBe(3);
      expect(smtp.messages).toHaveLength(1);
      const job = await store.db
        .selectFrom('jobs')
        .selectAll()
        .where('kind', '=', 'report.email')
        .executeTakeFirstOrThrow();
      expect(job.attempts).toBe(4);
      const delivery = await store.db.selectFrom('email_deliveries').selectAll().executeTakeFirstOrThrow();
      expect(delivery).toMatchObject({ status: 'sent', attempts: 4, last_error: null });
    },
  );

  it(
    'a worker that dies between the send and the acknowledgement causes at most one duplicate, with the same Message-ID',
    { timeout: 30_000 },
    async () => {
      await completeCase();
      // Worker A runs on its own connection: a second process. It prepares the report...
      const processA = store.reopen();
      const workerA = createJobWorker({
        store: processA,
        config,
        log: silentLog,
        definitions: jobDefinitions,
        leaseMs: 300,
      });
      expect(await workerA.runNext()).toBe(true);
      // ...then dies while the SMTP server holds its message: its connection is gone before it hears 250.
      smtp.beforeAccept = async () => {
        smtp.beforeAccept = undefined;
        await processA.close();
      };
      await expect(workerA.runNext()).rejects.toThrow();
      expect(smtp.messages).toHaveLength(1);
      const stuck = await store.db
        .selectFrom('jobs')
        .selectAll()
        .where('kind', '=', 'report.email')
        .executeTakeFirstOrThrow();
      expect(stuck.status).toBe('running');

      // Worker B takes the job once A's lease has passed, and resends.
      const workerB = createJobWorker({ store, config, log: silentLog, definitions: jobDefinitions });
      await waitFor(async () => (await workerB.runNext()) || smtp.messages.length > 1);
      expect(smtp.messages).toHaveLength(2);
      expect(smtp.messages[1]!.messageId).toBe(smtp.messages[0]!.messageId);
      const job = await store.db
        .selectFrom('jobs')
        .selectAll()
        .where('kind', '=', 'report.email')
        .executeTakeFirstOrThrow();
      expect(job).toMatchObject({ status: 'done', attempts: 2 });

      // Acknowledged now: nothing is sent again, whatever runs next.
      expect(await workerB.drain()).toBe(0);
      expect(smtp.messages).toHaveLength(2);
    },
  );

  // Several worker processes is a PostgreSQL deployment (DESIGN.md §5); SQLite runs one
  // process. Two SQLite connections in one thread cannot stand in for two processes: a
  // synchronous busy-wait on one blocks the event loop the lock holder needs to commit.
  it.skipIf(engine === 'sqlite')(
    'two workers on two connections send each report exactly once',
    { timeout: 60_000 },
    async () => {
      const cases = 8;
      for (let n = 0; n < cases; n += 1) await completeCase();
      const second = store.reopen();
      const workers = [
        createJobWorker({ store, config, log: silentLog, definitions: jobDefinitions, workerId: 'one' }),
        createJobWorker({
          store: second,
          config,
          log: silentLog,
          definitions: jobDefinitions,
          workerId: 'two',
        }),
      ];
      for (const worker of workers) worker.start();
      try {
        await waitFor(async () => {
          // The report's own jobs (the staff queue's are not run here).
          const reportJobs = store.db
            .selectFrom('jobs')
            .select('id')
            .where('kind', 'in', ['case.report', 'report.email']);
          const open = await reportJobs.where('status', '!=', 'done').execute();
          const total = await reportJobs.execute();
          return open.length === 0 && total.length === cases * 2;
        }, 30_000);
      } finally {
        for (const worker of workers) await worker.stop();
        await second.close();
      }
      expect(smtp.messages).toHaveLength(cases);
      expect(new Set(smtp.messages.map((mail) => mail.messageId)).size).toBe(cases);
      const jobs = await store.db
        .selectFrom('jobs')
        .select(['attempts', 'locked_by'])
        .where('kind', 'in', ['case.report', 'report.email'])
        .execute();
      expect(jobs.every((job) => job.attempts === 1)).toBe(true);
      const deliveries = await store.db
        .selectFrom('email_deliveries')
        .select(['status', 'attempts'])
        .execute();
      expect(deliveries).toHaveLength(cases);
      expect(deliveries.every((delivery) => delivery.status === 'sent' && delivery.attempts === 1)).toBe(
        true,
      );
    },
  );

  it('dead-letters a report email that cannot be sent (no address), keeping the error for staff', async () => {
    const caseId = await insertCompletedCase(store.db, { record: californiaAutoRecord, email: null });
    await enqueueJob(store.db, {
      kind: 'case.report',
      idempotencyKey: `case.report:${caseId}`,
      payload: { caseId },
    });
    const worker = createJobWorker({ store, config, log: silentLog, definitions: jobDefinitions });
    await worker.drain();
    const job = await store.db
      .selectFrom('jobs')
      .selectAll()
      .where('kind', '=', 'report.email')
      .executeTakeFirstOrThrow();
    expect(job.status).toBe('dead');
    expect(job.last_error).toContain('no email address');
    expect(smtp.messages).toHaveLength(0);
  });
});
