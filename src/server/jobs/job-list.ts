import { prepareCaseReportJob } from '../features/reports/prepare-case-report.job';
import { sendCorrectedReportJob } from '../features/reports/send-corrected-report.job';
import { sendReportEmailJob } from '../features/reports/send-report-email.job';
import { retentionSweepJob } from '../features/staff/retention-sweep.job';

import type { AnyJobDefinition } from './job-definition';

/** Every job kind the worker runs, listed once (STYLE.md). A kind missing here is never claimed. */
export const jobDefinitions: readonly AnyJobDefinition[] = [
  prepareCaseReportJob,
  sendReportEmailJob,
  sendCorrectedReportJob,
  retentionSweepJob,
];
