import { z } from 'zod';

import { defineJob } from '../../jobs/job-definition';

import { sendReportEmail } from './send-report-email';

/** 'report.email': enqueued by prepareCaseReport with key 'report.email:<reportId>'. */
export const sendReportEmailJob = defineJob({
  kind: 'report.email',
  version: 1,
  payloadSchema: z.object({ reportId: z.string().min(1).max(200) }),
  maxAttempts: 10,
  async handler(payload, context) {
    await sendReportEmail(
      { store: context.store, config: context.config, log: context.log, now: context.now },
      payload.reportId,
    );
  },
});
