import { z } from 'zod';

import { defineJob } from '../../jobs/job-definition';

import { sendCorrectedReport } from './send-corrected-report';

/** 'report.corrected-email': enqueued by a case manager's "Send corrected report", key 'report.corrected-email:<reportId>:<version>'. */
export const sendCorrectedReportJob = defineJob({
  kind: 'report.corrected-email',
  version: 1,
  payloadSchema: z.object({ reportId: z.string().min(1).max(200), version: z.number().int().min(2) }),
  maxAttempts: 10,
  async handler(payload, context) {
    await sendCorrectedReport(
      { store: context.store, config: context.config, log: context.log, now: context.now },
      payload,
    );
  },
});
