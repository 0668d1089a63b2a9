import { bindJob } from '../../jobs/job-definition';
import { caseReportJob } from '../../jobs/job-kinds';

import { prepareCaseReport } from './prepare-case-report';

/** 'case.report': prepares the report and enqueues its email (written by end-intake). */
export const prepareCaseReportJob = bindJob(caseReportJob, async (payload, context) => {
  await prepareCaseReport(
    { store: context.store, config: context.config, now: context.now() },
    payload.caseId,
  );
});
