import { afterEach, beforeEach, expect, it } from 'vitest';

import { mailTestConfig } from '../../../../test/support/test-app';
import { createTestStore, describeEachEngine, type TestStore } from '../../../../test/support/test-database';
import { caseValuationSchema, deadlineSummarySchema, routingSchema } from '../../../contracts/conclusions';

import { loadReportView } from './load-report-view';
import { prepareCaseReport } from './prepare-case-report';
import { renderReportHtml } from './render-report-html';
import { findReportByCaseId } from './reports.repository';
import { seedSampleAttorneys } from './seed-sample-attorneys';
import { sendReportEmail } from './send-report-email';
import {
  californiaAutoRecord,
  caseRecord,
  insertCompletedCase,
  onDay,
  silentLog,
  startSmtpServer,
  type TestSmtpServer,
  waitFor,
} from './testing/report-test-kit';

/**
 * What the report job stores is read back with the contract schemas, by the page and the
 * email alike; a report stored before conclusions version 2 still opens (decision 0026).
 */
describeEachEngine('stored conclusions', (engine) => {
  let store: TestStore;
  let smtp: TestSmtpServer;
  const now = new Date('2026-11-21T15:00:00.000Z');

  beforeEach(async () => {
    store = await createTestStore(engine);
    smtp = await startSmtpServer();
    await seedSampleAttorneys(store.db);
  });
  afterEach(async () => {
    await smtp.close();
    await store.destroy();
  });

  const prepare = async (record = californiaAutoRecord) => {
    const caseId = await insertCompletedCase(store.db, { record });
    const report = await prepareCaseReport({ store, config: mailTestConfig(smtp.url), now }, caseId);
    return { caseId, report };
  };

  it('stores valuation, deadlines and routing that parse with their one schema each, in the report and its version', async () => {
    const { report } = await prepare();
    expect(report.model_version).toBe(2);
    expect(caseValuationSchema.parse(JSON.parse(report.valuation)).value.likely).toBe(33_500);
    expect(deadlineSummarySchema.parse(JSON.parse(report.deadlines)).deadlines[0]!.rule).toBe(
      'personal_injury',
    );
    expect(routingSchema.parse(JSON.parse(report.routing!))).toMatchObject({ route: 'pi_panel' });
    const version = await store.db
      .selectFrom('report_versions')
      .select(['routing', 'route'])
      .where('report_id', '=', report.id)
      .executeTakeFirstOrThrow();
    expect(routingSchema.parse(JSON.parse(version.routing!)).route).toBe(version.route);
  });

  it('does not match a mass-tort case by the rule: a case manager takes it to the panel', async () => {
    const { caseId, report } = await prepare(
      caseRecord({
        ...californiaAutoRecord,
        caseType: 'product_liability',
        product: 'Roundup weed killer',
        injuries: ['non-Hodgkin lymphoma'],
      }),
    );
    expect(routingSchema.parse(JSON.parse(report.routing!)).route).toBe('mass_tort_panel');
    const match = await store.db
      .selectFrom('attorney_matches')
      .selectAll()
      .where('case_id', '=', caseId)
      .executeTakeFirst();
    expect(match).toBeUndefined();
    const html = renderReportHtml((await loadReportView(store.db, report.id))!.view);
    expect(html).toContain('Roundup weed killer; from our unverified list');
    expect(html).toContain('about attorneys who take cases like yours');
  });

  it('emails a Spanish case in Spanish through the real job and SMTP exchange', async () => {
    const { report } = await prepare(
      caseRecord({ ...californiaAutoRecord, language: 'es', injuries: ['hernia de disco en el cuello'] }),
    );
    await sendReportEmail({ store, config: mailTestConfig(smtp.url), log: silentLog }, report.id);
    await waitFor(() => smtp.messages.length === 1);
    const raw = smtp.messages[0]!.raw;
    expect(raw).toMatch(/^Subject: Su informe del valor de su caso de Case Intake$/m);
    const unfolded = raw.replace(/=\r?\n/g, '');
    expect(unfolded).toContain('Hola, Maria:');
    expect(unfolded).toContain('Rango estimado: $29,000 =E2=80=93 $38,500 (lo m=C3=A1s probable: $33,500)');
  });

  it('opens a report stored before version 2: figures recomputed on its own report date, the route from its checks', async () => {
    const { caseId } = await prepare(
      caseRecord({ ...californiaAutoRecord, incidentDate: onDay('2026-06-01') }),
    );
    const stored = (await findReportByCaseId(store.db, caseId))!;
    // What an earlier build stored: English sentences in the steps, no routing.
    await store.db
      .updateTable('reports')
      .set({
        model_version: 1,
        valuation: JSON.stringify({
          modelVersion: 1,
          steps: [{ label: 'Medical bills so far', reason: 'Counted.' }],
        }),
        deadlines: JSON.stringify({
          deadlines: [{ kind: 'limitation', label: 'Filing deadline', explanation: '2 years.' }],
        }),
        routing: null,
      })
      .where('id', '=', stored.id)
      .execute();
    const loaded = await loadReportView(store.db, stored.id);
    expect(loaded!.view.rangeText).toBe('$29,000 – $38,500 (likely $33,500)');
    expect(loaded!.view.deadlines[0]!.date).toBe('June 1, 2028');
    expect(loaded!.view.routeReasons).toEqual([
      'From what you told us, your case is the kind our participating injury attorneys take.',
    ]);
    expect(renderReportHtml(loaded!.view)).toContain('Filing deadline (statute of limitations)');
  });
});
