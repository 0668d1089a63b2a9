import { bindJob } from '../../../jobs/job-definition';
import { caseWebhookJob } from '../../../jobs/job-kinds';

import { deliverCaseWebhook } from './deliver-case-webhook';

/** 'case.webhook': queued when a case is referred and CASE_WEBHOOK_URL is set (decision 0073). */
export const deliverCaseWebhookJobHandler = bindJob(caseWebhookJob, async (payload, context) => {
  await deliverCaseWebhook(
    { store: context.store, config: context.config, now: context.now },
    payload.caseId,
  );
});
