import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, expect, it } from 'vitest';

import { createTestApp, mailTestConfig } from '../../test/support/test-app';
import { createTestStore, describeEachEngine, type TestStore } from '../../test/support/test-database';
import type { CaseView, CorrectFactsResult } from '../contracts/staff-console';

import type { AppConfig } from './config';
import { rangeText } from './features/reports/render-report-html';
import { seedSampleAttorneys } from './features/reports/seed-sample-attorneys';
import {
  californiaAutoRecord,
  insertCompletedCase,
  pdfAttachmentOf,
  pdfText,
  silentLog,
  startSmtpServer,
  type TestSmtpServer,
} from './features/reports/testing/report-test-kit';
import { seedStaffUser, signInAs, staffRequest, type TestSession } from './features/staff/staff-test-helpers';
import { enqueueJob } from './jobs/jobs.repository';
import { jobDefinitions } from './job-handlers';
import { createJobWorker } from './jobs/job-worker';

/**
 * Corrections reach the report (issue 12), through the staff routes and the real job worker:
 * a case manager corrects a fact in the typed form, the value, deadlines, eligibility and
 * route recompute at once into a new version the visitor's link shows, and "send corrected
 * report" emails it exactly once over SMTP with what changed.
 */
describeEachEngine('corrections reach the report', (engine) => {
  let store: TestStore;
  let smtp: TestSmtpServer;
  let config: AppConfig;
  let app: FastifyInstance;
  let session: TestSession;
  const now = () => new Date('2026-11-21T10:00:00.000Z');

  beforeEach(async () => {
    store = await createTestStore(engine);
    smtp = await startSmtpServer();
    config = mailTestConfig(smtp.url);
    await seedSampleAttorneys(store.db);
    app = await createTestApp(store, { config, now });
    await seedStaffUser(store.db, { email: 'cm@example.org', role: 'case_manager' });
    session = await signInAs(app, 'cm@example.org');
  });
  afterEach(async () => {
    await app.close();
    await smtp.close();
    await store.destroy();
  });

  const drain = () =>
    createJobWorker({ store, config, log: silentLog, definitions: jobDefinitions, now }).drain();
  const viewOf = async (caseId: string) =>
    (await staffRequest(app, session, 'GET', `/api/staff/cases/${caseId}`)).json() as CaseView;

  async function reportedCase(): Promise<string> {
    const caseId = await insertCompletedCase(store.db, { record: californiaAutoRecord });
    await enqueueJob(store.db, {
      kind: 'case.report',
      idempotencyKey: `case.report:${caseId}`,
      payload: { caseId },
      now: now(),
    });
    // The report, its email, and the case's entry in the staff queue (issue 14).
    expect(await drain()).toBe(3);
    expect(smtp.messages).toHaveLength(1);
    return caseId;
  }

  it('recomputes at once, keeps the version, and sends the corrected report exactly once', async () => {
    const caseId = await reportedCase();
    const before = await viewOf(caseId);
    expect(before.report!.version).toBe(1);
    expect(before.factLines.find((line) => line.key === 'medicalBills')).toMatchObject({ value: 10_000 });

    const corrected = await staffRequest(app, session, 'POST', `/api/staff/cases/${caseId}/facts`, {
      changes: [{ key: 'medicalBills', value: 40_000 }],
      basedOnVersion: 1,
    });
    expect(corrected.statusCode).toBe(200);
    const result = corrected.json() as CorrectFactsResult;
    expect(result.changes).toEqual(['Medical bills so far: $10,000 → $40,000']);
    // 40,000 + 2,000 = 42,000 × 2 / 2.5 / 3 + 42,000 = 126,000 / 147,000 / 168,000; × 0.8 for 20 % fault; limit 100,000
    expect(result.recomputation).toMatchObject({
      version: 2,
      before: {
        value: { low: 29_000, likely: 33_500, high: 38_500 },
        decision: 'eligible',
        route: 'pi_panel',
      },
      after: {
        value: { low: 100_000, likely: 100_000, high: 100_000 },
        decision: 'eligible',
        route: 'pi_panel',
      },
    });

    const after = await viewOf(caseId);
    expect(after.report).toMatchObject({ version: 2, value: { likely: 100_000 } });
    expect(after.report!.versions.map((version) => [version.version, version.correctedEmail])).toEqual([
      [1, null],
      [2, 'not_sent'],
    ]);
    expect(after.report!.versions[1]!.changes).toEqual(['Medical bills so far: $10,000 → $40,000']);
    expect(after.recordEdits.at(-1)).toMatchObject({
      changedPaths: ['medicalBills'],
      staffEmail: 'cm@example.org',
    });
    expect(after.audit.some((entry) => entry.action === 'case.facts_corrected')).toBe(true);

    // A form still showing version 1 cannot overwrite version 2.
    const stale = await staffRequest(app, session, 'POST', `/api/staff/cases/${caseId}/facts`, {
      changes: [{ key: 'witnesses', value: true }],
      basedOnVersion: 1,
    });
    expect(stale.statusCode).toBe(409);

    const send = await staffRequest(app, session, 'POST', `/api/staff/cases/${caseId}/report/send-corrected`);
    expect(send.statusCode).toBe(202);
    const again = await staffRequest(
      app,
      session,
      'POST',
      `/api/staff/cases/${caseId}/report/send-corrected`,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toContain('already sent');
    expect(await drain()).toBe(1);
    expect(await drain()).toBe(0);

    expect(smtp.messages).toHaveLength(2);
    const mail = smtp.messages[1]!;
    expect(mail.raw).toMatch(/^Subject: Your corrected case value report/m);
    expect(mail.raw.replace(/=\r?\n/g, '')).toContain('Medical bills so far: $10,000 =E2=86=92 $40,000');
    expect(mail.messageId).toMatch(/^<report-.+-v2@caseintake\.test>$/);
    const text = pdfText(pdfAttachmentOf(mail.raw));
    expect(text).toContain(rangeText({ low: 100_000, likely: 100_000, high: 100_000 }));
    expect((await viewOf(caseId)).report!.versions[1]).toMatchObject({ correctedEmail: 'sent' });
  });

  it('says a corrected email failed for good, instead of "being emailed" for ever, and sends it again when asked', async () => {
    const caseId = await reportedCase();
    await staffRequest(app, session, 'POST', `/api/staff/cases/${caseId}/facts`, {
      changes: [{ key: 'medicalBills', value: 25_000 }],
      basedOnVersion: 1,
    });
    expect(
      (await staffRequest(app, session, 'POST', `/api/staff/cases/${caseId}/report/send-corrected`))
        .statusCode,
    ).toBe(202);
    // The mail server turns every try away: the job's ten attempts, retried at once.
    smtp.refuseNext(1_000);
    const stubborn = createJobWorker({
      store,
      config,
      log: silentLog,
      definitions: jobDefinitions,
      now,
      backoffBaseMs: 0,
    });
    expect(await stubborn.drain()).toBe(10);
    const failed = (await viewOf(caseId)).report!.versions[1]!;
    expect(failed).toMatchObject({ correctedEmail: 'failed' });
    expect(failed.emailError).toContain('try again later');

    // Staff send it again once the server is back: a new job, one email.
    smtp.refuseNext(0);
    expect(
      (await staffRequest(app, session, 'POST', `/api/staff/cases/${caseId}/report/send-corrected`))
        .statusCode,
    ).toBe(202);
    expect(await drain()).toBe(1);
    expect(smtp.messages).toHaveLength(2);
    expect((await viewOf(caseId)).report!.versions[1]).toMatchObject({
      correctedEmail: 'sent',
      emailError: null,
    });
    const again = await staffRequest(
      app,
      session,
      'POST',
      `/api/staff/cases/${caseId}/report/send-corrected`,
    );
    expect(again.statusCode).toBe(409);
  });

  it('shows a value waiting for the bills as not estimated, in the case view and the email, until a correction gives them (issue 24)', async () => {
    // Fingers lost to a table saw at a neighbour's; nothing known yet about the bills.
    const { medicalBills: _bills, ...withoutBills } = californiaAutoRecord;
    const caseId = await insertCompletedCase(store.db, {
      record: {
        ...withoutBills,
        caseType: 'other',
        injuries: ['lost two fingers on the left hand'],
        treatment: { levels: ['er', 'surgery'], status: 'ongoing' },
        unknowns: ['medicalBills'],
      },
    });
    await enqueueJob(store.db, {
      kind: 'case.report',
      idempotencyKey: `case.report:${caseId}`,
      payload: { caseId },
      now: now(),
    });
    await drain();
    const waiting = 'Not estimated yet: we need the medical bills';
    const before = await viewOf(caseId);
    expect(before.report!.valueNotEstimated).toBe(waiting);
    expect(smtp.messages.at(-1)!.raw).toContain('Not estimated yet: we need your medical bills');
    expect(pdfText(pdfAttachmentOf(smtp.messages.at(-1)!.raw))).toContain('Not estimated yet');

    const corrected = await staffRequest(app, session, 'POST', `/api/staff/cases/${caseId}/facts`, {
      changes: [{ key: 'medicalBills', value: 52_000 }],
      basedOnVersion: 1,
    });
    expect(corrected.statusCode).toBe(200);
    const result = corrected.json() as CorrectFactsResult;
    expect(result.recomputation?.before.valueNotEstimated).toBe(waiting);
    expect(result.recomputation?.after.valueNotEstimated).toBeNull();
    expect((await viewOf(caseId)).report!.valueNotEstimated).toBeNull();
  });

  it('refuses a value of the wrong type with a 400 that names the line, and changes nothing', async () => {
    const caseId = await reportedCase();
    const bad = await staffRequest(app, session, 'POST', `/api/staff/cases/${caseId}/facts`, {
      changes: [{ key: 'medicalBills', value: 'a lot' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('Medical bills so far');
    const future = await staffRequest(app, session, 'POST', `/api/staff/cases/${caseId}/facts`, {
      changes: [{ key: 'incidentDate', value: '2099-01-01' }],
    });
    expect(future.statusCode).toBe(400);
    const view = await viewOf(caseId);
    expect(view.report!.version).toBe(1);
    expect(view.recordEdits).toEqual([]);
    const unsent = await staffRequest(
      app,
      session,
      'POST',
      `/api/staff/cases/${caseId}/report/send-corrected`,
    );
    expect(unsent.statusCode).toBe(409);
  });

  it("sends a work injury with no outside party to the workers' comp route when a correction says so", async () => {
    const caseId = await reportedCase();
    // Saved facts only: the raw edit path recomputes too.
    const record = {
      ...californiaAutoRecord,
      caseType: 'workplace',
      workersComp: true,
      thirdPartyInvolved: false,
    };
    const edit = await staffRequest(app, session, 'PUT', `/api/staff/cases/${caseId}/record`, {
      caseRecord: record,
    });
    expect(edit.statusCode).toBe(200);
    const view = await viewOf(caseId);
    expect(view.report!.versions.at(-1)).toMatchObject({
      version: 2,
      route: 'workers_comp_panel',
      decision: 'ineligible',
      value: { likely: 0 },
    });
    expect(view.eligibility!.decision).toBe('ineligible');
    // The case manager reads where it went and why (the stored routing, issue 12).
    expect(view.report!.routing).toMatchObject({ route: 'workers_comp_panel', humanReview: [] });
    expect(view.report!.routing!.caseManagerReason).toContain("workers' comp panel");
  });
});
