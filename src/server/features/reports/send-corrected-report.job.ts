import { bindJob, PermanentJobError } from '../../jobs/job-definition';
import { correctedReportEmailJob } from '../../jobs/job-kinds';

import { markCorrectedEmailFailed } from './reports.repository';
import { sendCorrectedReport } from './send-corrected-report';

/**
 * 'report.corrected-email': a corrected version's email, once (decision 0025). When it fails
 * for good (the last attempt, or an error no retry can fix) the version says so, instead of
 * showing staff "being emailed" for ever.
 */
export const sendCorrectedReportJob = bindJob(correctedReportEmailJob, async (payload, context) => {
  try {
    await sendCorrectedReport(
      { store: context.store, config: context.config, log: context.log, now: context.now },
      payload,
    );
  } catch (error) {
    const isFinal = error instanceof PermanentJobError || context.job.attempt >= context.job.maxAttempts;
    if (isFinal)
      await markCorrectedEmailFailed(context.store.db, {
        reportId: payload.reportId,
        version: payload.version,
        error: error instanceof Error ? error.message : String(error),
      });
    throw error;
  }
});
