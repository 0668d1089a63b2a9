import { z } from 'zod';

import { defineJob } from '../../jobs/job-definition';

import { prepareCaseReport } from './prepare-case-report';

/**
 * 'case.report': written by end-intake in the same transaction that completes the case
 * (idempotency key 'case.report:<caseId>'). Prepares the report and enqueues its email.
 */
export const prepareCaseReportJob = defineJob({
  kind: 'case.report',
  version: 1,
  payloadSchema: z.object({ caseId: z.string().min(1).max(200) }),
  async handler(payload, context) {
    await prepareCaseReport(
      { store: context.store, config: context.config, now: context.now() },
      payload.caseId,
    );
  },
});
