import { afterEach, beforeEach, expect, it } from 'vitest';

import { createTestApp, mailTestConfig } from '../../test/support/test-app';
import { createTestStore, describeEachEngine, type TestStore } from '../../test/support/test-database';
import type { AppConfig } from './config';
import { ChatClient } from './features/intake/testing/chat-client';
import { rangeText } from './features/reports/render-report-html';
import { seedSampleAttorneys } from './features/reports/seed-sample-attorneys';
import {
  pdfAttachmentOf,
  pdfText,
  reportTokenOf,
  silentLog,
  startSmtpServer,
  type TestSmtpServer,
} from './features/reports/testing/report-test-kit';

import { jobDefinitions } from './job-handlers';
import { createJobWorker } from './jobs/job-worker';

/**
 * The whole seam: a visitor chats through the real webhook routes, ends the intake with
 * an email, and the worker turns the job end-intake wrote into one email with the PDF.
 */
describeEachEngine('end-intake to email', (engine) => {
  let store: TestStore;
  let smtp: TestSmtpServer;
  let config: AppConfig;

  beforeEach(async () => {
    store = await createTestStore(engine);
    smtp = await startSmtpServer();
    config = { ...mailTestConfig(smtp.url), rateLimit: { ipPerMinute: 1000, chatPerMinute: 1000 } };
    await seedSampleAttorneys(store.db);
  });
  afterEach(async () => {
    await smtp.close();
    await store.destroy();
  });

  it('delivers one report email with the PDF after end-intake', { timeout: 60_000 }, async () => {
    const app = await createTestApp(store, { config });
    try {
      const visitor = new ChatClient(app);
      const started = await visitor.newChat({
        fullName: 'Maria Lopez',
        phoneNumber: '(512) 867-5309',
        description:
          'I was rear-ended at a red light on March 3 2026 in Austin, Texas by a delivery truck. I went to the ER with neck pain.',
      });
      expect(started.statusCode).toBe(200);
      await visitor.send('Hello', { opening: true });
      for (const answer of [
        'My medical bills are about $8,500',
        'I missed 2 weeks of work, I make $900 a week',
        'No, I was stopped at the light',
      ]) {
        expect((await visitor.send(answer)).statusCode).toBe(200);
      }
      const ended = await visitor.endIntake('maria@example.test');
      expect(ended.statusCode).toBe(202);

      const worker = createJobWorker({ store, config, log: silentLog, definitions: jobDefinitions });
      // The report, its email, and the case's entry in the staff queue (issue 14).
      expect(await worker.drain()).toBe(3);

      expect(smtp.messages).toHaveLength(1);
      const mail = smtp.messages[0]!;
      expect(mail.to).toEqual(['maria@example.test']);
      const report = await store.db.selectFrom('reports').selectAll().executeTakeFirstOrThrow();
      const range = rangeText({
        low: Number(report.value_low),
        likely: Number(report.value_likely),
        high: Number(report.value_high),
      });
      expect(pdfText(pdfAttachmentOf(mail.raw))).toContain(range);

      const page = await app.inject({ method: 'GET', url: `/report/${reportTokenOf(mail.raw)}` });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(range);
    } finally {
      await app.close();
    }
  });
});
