import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, expect, it } from 'vitest';

import { createTestApp, mailTestConfig } from '../../test/support/test-app';
import { createTestStore, describeEachEngine, type TestStore } from '../../test/support/test-database';
import { caseExportSchema } from '../contracts/case-export';
import type { CaseRecord } from '../contracts/case-record';
import type { CaseView, PipelinePage } from '../contracts/staff-console';
import type { QueuePage } from '../contracts/staff-queue';

import type { AppConfig } from './config';
import { escapeHtml } from './features/reports/render-report-html';
import { seedSampleAttorneys } from './features/reports/seed-sample-attorneys';
import {
  caseRecord,
  californiaAutoRange,
  californiaAutoRecord,
  insertCompletedCase,
  onDay,
  pdfAttachmentOf,
  pdfText,
  reportTokenOf,
  silentLog,
  startSmtpServer,
  type TestSmtpServer,
} from './features/reports/testing/report-test-kit';
import { seedStaffUser, signInAs, staffRequest, type TestSession } from './features/staff/staff-test-helpers';
import { enqueueJob } from './jobs/jobs.repository';
import { jobDefinitions } from './job-handlers';
import { createJobWorker } from './jobs/job-worker';

/**
 * Issue 24, item 4, "each unknown is rendered as unknown in every output": three cases whose
 * value is not a figure (no medical bills yet; a work injury with only the employer involved;
 * a value the rule zeroed because the filing deadline looks passed, which a person checks
 * first), each built from its record by the real report job, then read in every output: the
 * report page, its PDF, the report email, the staff queue, the pipeline (and its value sort),
 * the case view, the CSV and the JSON export. None shows "$0" or a breakdown row built on
 * nothing; each says, in its own words, what happens instead. A valued case is the control.
 */
const now = () => new Date('2026-11-21T10:00:00.000Z');
const dollarZero = /\$\s?0(?![\d,])/;

interface Situation {
  name: string;
  record: CaseRecord;
  /** What the visitor reads in place of a range (page, PDF, email). */
  visitor: string;
  /** What the staff console reads in place of a figure. */
  staff: string;
  /**
   * In the staff queue: a case needing review or a same-day date check is; a comp-only case
   * (referred to its panel, no one to call first) is not, as before this change.
   */
  isQueued: boolean;
}

const situations: Situation[] = [
  {
    name: 'no medical bills yet',
    // A scaffold fall on a site run by another company: a rod in the leg, no bill seen yet.
    record: caseRecord({
      caseType: 'auto',
      state: 'TX',
      incidentDate: onDay('2026-09-14'),
      atFaultParty: 'a delivery van that backed into me',
      injuries: ['broken thigh bone, a rod put in'],
      treatment: { levels: ['ambulance', 'er', 'surgery'], status: 'ongoing' },
      ownFaultPercent: 0,
      priorAttorney: false,
      unknowns: ['medicalBills'],
    }),
    visitor: 'Not estimated yet: we need your medical bills',
    staff: 'Not estimated yet: we need the medical bills',
    isQueued: true,
  },
  {
    name: 'workers’ comp only',
    // Hurt lifting crates at the employer's own warehouse, nobody else involved.
    record: caseRecord({
      caseType: 'workplace',
      state: 'OH',
      incidentDate: onDay('2026-10-05'),
      injuries: ['strained lower back'],
      treatment: { levels: ['urgent_care'], status: 'released' },
      medicalBills: { total: 3_400, paid: [] },
      lostWages: { total: 1_800 },
      thirdPartyInvolved: false,
      priorAttorney: false,
    }),
    visitor:
      "Not valued here: a work injury with only your employer involved is a workers' compensation claim",
    staff: "Not valued: workers' comp only; comp benefits are handled by the workers' comp panel",
    isQueued: false,
  },
  {
    name: 'a value zeroed by a deadline a person has not checked',
    // Tennessee, one year (verified data): a crash in early 2025 is past it by the report day.
    record: caseRecord({
      caseType: 'auto',
      state: 'TN',
      incidentDate: onDay('2025-02-10'),
      atFaultParty: 'the pickup that ran the stop sign',
      injuries: ['broken wrist'],
      treatment: { levels: ['er'], status: 'released' },
      medicalBills: { total: 7_900, paid: [] },
      ownFaultPercent: 0,
      priorAttorney: false,
    }),
    visitor: 'Not estimated yet: a person on our team will first look at the dates',
    staff: 'Not estimated yet: a person must first check the dates',
    isQueued: true,
  },
];

/** The text/plain part of a MIME message, decoded (quoted-printable or base64). */
function mailText(raw: string): string {
  const part = /Content-Type: text\/plain[^]*?\r?\n\r?\n([^]*?)\r?\n--/.exec(raw);
  if (!part) throw new Error('no text part in the message');
  const header = raw.slice(part.index, part.index + 300);
  if (/Content-Transfer-Encoding: base64/i.test(header))
    return Buffer.from(part[1]!.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/Content-Transfer-Encoding: quoted-printable/i.test(header)) {
    const unfolded = part[1]!.replace(/=\r?\n/g, '');
    const bytes: number[] = [];
    for (let index = 0; index < unfolded.length; index += 1) {
      const hex = unfolded.slice(index + 1, index + 3);
      if (unfolded[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
        bytes.push(parseInt(hex, 16));
        index += 2;
      } else bytes.push(...Buffer.from(unfolded[index]!, 'utf8'));
    }
    return Buffer.from(bytes).toString('utf8');
  }
  return part[1]!;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ');

describeEachEngine('each unknown is rendered as unknown in every output', (engine) => {
  let store: TestStore;
  let smtp: TestSmtpServer;
  let config: AppConfig;
  let app: FastifyInstance;
  let session: TestSession;

  beforeEach(async () => {
    store = await createTestStore(engine);
    smtp = await startSmtpServer();
    config = mailTestConfig(smtp.url);
    await seedSampleAttorneys(store.db);
    app = await createTestApp(store, { config, now });
    await seedStaffUser(store.db, { email: 'admin@example.org', role: 'admin' });
    session = await signInAs(app, 'admin@example.org');
  });
  afterEach(async () => {
    await app.close();
    await smtp.close();
    await store.destroy();
  });

  /** The case through the real report job (report, email, queue), then every output read back. */
  async function everyOutput(record: CaseRecord, fullName: string) {
    const caseId = await insertCompletedCase(store.db, { record, fullName });
    await enqueueJob(store.db, {
      kind: 'case.report',
      idempotencyKey: `case.report:${caseId}`,
      payload: { caseId },
      now: now(),
    });
    await createJobWorker({ store, config, log: silentLog, definitions: jobDefinitions, now }).drain();
    const mail = smtp.messages.at(-1)!;
    const page = await app.inject({ method: 'GET', url: `/report/${reportTokenOf(mail.raw)}` });
    expect(page.statusCode).toBe(200);
    const get = async (url: string) => (await staffRequest(app, session, 'GET', url)).json() as unknown;
    // The kit stamps the case completed on the real clock, after this test's fixed day: the
    // entry may be listed as upcoming rather than due.
    const queueItems = [
      ...((await get('/api/staff/queue?scope=all')) as QueuePage).items,
      ...((await get('/api/staff/queue?scope=all&view=upcoming')) as QueuePage).items,
    ];
    const pipeline = (await get('/api/staff/cases?pageSize=100')) as PipelinePage;
    const view = (await get(`/api/staff/cases/${caseId}`)) as CaseView;
    const csv = (await staffRequest(app, session, 'GET', `/api/staff/cases/export.csv?ids=${caseId}`)).body;
    const exported = caseExportSchema.parse(await get(`/api/staff/cases/${caseId}/export`));
    return {
      caseId,
      html: page.body,
      pdf: oneLine(pdfText(pdfAttachmentOf(mail.raw))),
      email: mailText(mail.raw),
      queueItem: queueItems.find((item) => item.caseId === caseId),
      pipelineItem: pipeline.items.find((item) => item.caseId === caseId)!,
      view,
      csv,
      exported,
    };
  }

  for (const situation of situations) {
    it(`${situation.name}: says what happens instead, never $0 nor a row built on nothing`, async () => {
      const out = await everyOutput(situation.record, 'Dana Whitfield');

      // The report page, its PDF and the email.
      expect(out.html).toContain(escapeHtml(situation.visitor));
      expect(out.pdf).toContain(situation.visitor);
      expect(out.email).toContain(situation.visitor);
      // The sentence is not introduced as a range, nor followed by "an estimate, not a promise".
      expect(out.email).not.toMatch(/Estimated range:/);
      for (const text of [out.html, out.pdf, out.email]) {
        expect(text).not.toMatch(dollarZero);
        // No breakdown row for a step that had nothing to work on, nor the rule's zero total.
        expect(text).not.toContain('Pain and suffering (multiplier)');
        expect(text).not.toContain('No injury claim to value');
      }

      // The staff queue (when the case is queued), the pipeline, the case view and its summary.
      expect(out.queueItem !== undefined).toBe(situation.isQueued);
      if (situation.isQueued) {
        expect(out.queueItem).toMatchObject({ valueLikely: null });
        expect(out.queueItem!.valueNotEstimated).toContain(situation.staff);
      }
      expect(out.pipelineItem).toMatchObject({ value: null });
      expect(out.pipelineItem.valueNotEstimated).toContain(situation.staff);
      expect(out.view.report?.valueNotEstimated).toContain(situation.staff);
      expect(out.view.report?.versions[0]?.valueNotEstimated).toContain(situation.staff);
      // Nothing the console shows (checks, reasons, timeline, versions) reads "$0".
      expect(JSON.stringify(out.view)).not.toMatch(dollarZero);
      expect(JSON.stringify(out.pipelineItem)).not.toMatch(dollarZero);

      // The CSV: no figure, the sentence in value_note; the JSON export: the sentence beside the stored shapes.
      const [header, row] = out.csv.trim().split('\r\n');
      const columns = header!.split(',');
      const cells = row!.match(/"(?:[^"]|"")*"/g)!.map((cell) => cell.slice(1, -1).replaceAll('""', '"'));
      expect(cells[columns.indexOf('"value_likely"')]).toBe('');
      expect(cells[columns.indexOf('"value_note"')]).toContain(situation.staff);
      expect(out.exported.conclusions?.valueNotEstimated).toContain(situation.staff);
      expect(out.exported.reportVersions[0]?.valueNotEstimated).toContain(situation.staff);
    });
  }

  it('the situations are what they say: not worth nothing, but not this estimate (the stored shapes)', async () => {
    const stored = [];
    // One after another: each reads the newest email as its own.
    for (const situation of situations)
      stored.push((await everyOutput(situation.record, 'Lee Marchetti')).exported.conclusions!);
    const [bills, comp, dates] = stored;
    expect(bills!.valuation?.steps.some((step) => step.code === 'medical_bills')).toBe(false);
    expect(comp!.route).toBe('workers_comp_panel');
    expect(comp!.valuation?.steps.find((step) => step.code === 'no_claim')).toMatchObject({
      reason: 'workers_comp_only',
    });
    expect(dates!.valuation?.steps.find((step) => step.code === 'no_claim')).toMatchObject({
      reason: 'deadline_passed',
    });
    expect(dates!.routing?.deadlineCheck).toBe(true);
  });

  it('a valued case (the control) shows its figures in every output, and sorts among the figures', async () => {
    const out = await everyOutput(californiaAutoRecord, 'Robin Castellanos');
    expect(out.html).toContain(californiaAutoRange);
    expect(out.pdf).toContain(californiaAutoRange);
    expect(out.email).toContain(`Estimated range: ${californiaAutoRange}`);
    expect(out.pipelineItem).toMatchObject({ value: { likely: 33_500 }, valueNotEstimated: null });
    expect(out.view.report).toMatchObject({ value: { likely: 33_500 }, valueNotEstimated: null });
    expect(out.queueItem).toMatchObject({ valueLikely: 33_500, valueNotEstimated: null });
    expect(out.exported.conclusions).toMatchObject({ valueNotEstimated: null });
    expect(out.csv).toContain('"33500"');

    // The pipeline sorted by value: figures in order, then the unknowns, in either direction,
    // never an unknown among the $0 (a barred case is a real zero: it sorts as one).
    const unknowns = [];
    for (const situation of situations) unknowns.push(await everyOutput(situation.record, 'Lee Marchetti'));
    const barred = await everyOutput(
      caseRecord({ ...californiaAutoRecord, ownFaultPercent: 60, state: 'AL' }),
      'Sam Okafor',
    );
    const order = async (direction: 'asc' | 'desc') =>
      (
        (
          await staffRequest(
            app,
            session,
            'GET',
            `/api/staff/cases?sort=value&direction=${direction}&pageSize=100`,
          )
        ).json() as PipelinePage
      ).items.map((item) => item.caseId);
    const unknownIds = new Set(unknowns.map((unknown) => unknown.caseId));
    for (const direction of ['asc', 'desc'] as const) {
      const ids = await order(direction);
      expect(ids.slice(0, 2)).toEqual(
        direction === 'asc' ? [barred.caseId, out.caseId] : [out.caseId, barred.caseId],
      );
      expect(new Set(ids.slice(2))).toEqual(unknownIds);
    }
  });
});
