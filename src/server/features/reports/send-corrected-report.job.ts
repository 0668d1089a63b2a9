import { bindJob } from '../../jobs/job-definition';
import { correctedReportEmailJob } from '../../jobs/job-kinds';

import { sendCorrectedReport } from './send-corrected-report';

/** 'report.corrected-email': a corrected version's email, once (decision 0025). */
export const sendCorrectedReportJob = bindJob(correctedReportEmailJob, async (payload, context) => {
  await sendCorrectedReport(
    { store: context.store, config: context.config, log: context.log, now: context.now },
    payload,
  );
});
