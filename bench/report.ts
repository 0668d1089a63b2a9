import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { loadConfig } from '../src/server/config';
import { openStore } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import { unlockStore } from '../src/server/db/unlock-store';
import { renderReportPdf } from '../src/server/features/reports/render-report-pdf';
import { seedSampleAttorneys } from '../src/server/features/reports/seed-sample-attorneys';
import {
  californiaAutoRecord,
  insertCompletedCase,
  silentLog,
  startSmtpServer,
} from '../src/server/features/reports/testing/report-test-kit';
import { reportViewFor } from '../src/server/features/reports/testing/report-view-kit';
import { enqueueJob } from '../src/server/jobs/jobs.repository';
import { jobDefinitions } from '../src/server/job-handlers';
import { createJobWorker } from '../src/server/jobs/job-worker';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const max = (values: number[]) => Math.max(...values);

/**
 * Report delivery figures: from the moment end-intake's transaction commits (case complete
 * + 'case.report' job) to the email arriving at a real SMTP server on 127.0.0.1, with the
 * in-process worker at its default poll interval on SQLite; and the PDF render time alone.
 */
export async function runReportBench(): Promise<void> {
  const runs = Number(process.env.BENCH_REPORT_RUNS ?? 10);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'case-intake-bench-report-'));
  const smtp = await startSmtpServer();
  const base = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: folder });
  const config = {
    ...base,
    email: { ...base.email, smtpUrl: smtp.url, from: 'Case Intake <reports@caseintake.test>' },
  };
  const store = openStore(`sqlite:${path.join(folder, 'app.db')}`);
  await migrateToLatest(store.db);
  await unlockStore(store, { configuredKey: null, dataDir: folder, nodeEnv: 'test' });
  await seedSampleAttorneys(store.db);
  const worker = createJobWorker({ store, config, log: silentLog, definitions: jobDefinitions });
  worker.start();

  const deliveries: number[] = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      const before = smtp.messages.length;
      const started = performance.now();
      await store.db.transaction().execute(async (trx) => {
        const caseId = await insertCompletedCase(trx, { record: californiaAutoRecord });
        await enqueueJob(trx, {
          kind: 'case.report',
          idempotencyKey: `case.report:${caseId}`,
          payload: { caseId },
        });
      });
      while (smtp.messages.length === before) await new Promise((resolve) => setTimeout(resolve, 2));
      deliveries.push(performance.now() - started);
    }
  } finally {
    await worker.stop();
    await store.close();
    await smtp.close();
    fs.rmSync(folder, { recursive: true, force: true });
  }

  const { view } = reportViewFor(californiaAutoRecord, { isMatched: true });
  await renderReportPdf(view); // warm up (font metrics load once)
  const renders: number[] = [];
  let bytes = 0;
  for (let run = 0; run < 20; run += 1) {
    const started = performance.now();
    bytes = (await renderReportPdf(view)).length;
    renders.push(performance.now() - started);
  }

  console.info(
    `\nReport delivery, ${runs} runs on SQLite, worker poll ${config.worker.pollMs} ms (goal ≤ 5 s; the SPEC promises 30–60 min)\n`,
  );
  console.table({
    'job enqueued → email at SMTP server (s)': {
      median: Number((median(deliveries) / 1000).toFixed(3)),
      max: Number((max(deliveries) / 1000).toFixed(3)),
    },
    'PDF render (ms)': { median: Number(median(renders).toFixed(1)), max: Number(max(renders).toFixed(1)) },
  });
  console.info(`PDF size: ${(bytes / 1024).toFixed(1)} KiB\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) await runReportBench();
