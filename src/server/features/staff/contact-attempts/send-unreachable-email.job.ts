import { bindJob } from '../../../jobs/job-definition';
import { unreachableEmailJob } from '../../../jobs/job-kinds';

import { sendUnreachableEmail } from './send-unreachable-email';

/** 'staff.unreachable-email': queued when a case's contact cadence ends (decision 0071). */
export const sendUnreachableEmailJobHandler = bindJob(unreachableEmailJob, async (payload, context) => {
  await sendUnreachableEmail(
    { store: context.store, config: context.config, now: context.now },
    payload.caseId,
  );
});
