import { bindJob } from '../../jobs/job-definition';
import { reportEmailJob } from '../../jobs/job-kinds';

import { sendReportEmail } from './send-report-email';

/** 'report.email': the report's first email (and a staff resend of it). */
export const sendReportEmailJob = bindJob(reportEmailJob, async (payload, context) => {
  await sendReportEmail(
    { store: context.store, config: context.config, log: context.log, now: context.now },
    payload.reportId,
  );
});
