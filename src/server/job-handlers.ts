import { sendNewsletterConfirmationJob } from './features/newsletter/send-newsletter-confirmation.job';
import { prepareCaseReportJob } from './features/reports/prepare-case-report.job';
import { sendCorrectedReportJob } from './features/reports/send-corrected-report.job';
import { sendReportEmailJob } from './features/reports/send-report-email.job';
import { retentionSweepJobHandler } from './features/staff/privacy/retention-sweep.job';
import type { AnyJobDefinition } from './jobs/job-definition';

/**
 * Every job kind the worker runs, with its feature's handler, composed once at the app's
 * root (the contracts are in jobs/job-kinds.ts). A kind missing here is never claimed.
 */
export const jobDefinitions: readonly AnyJobDefinition[] = [
  prepareCaseReportJob,
  sendReportEmailJob,
  sendCorrectedReportJob,
  retentionSweepJobHandler,
  sendNewsletterConfirmationJob,
];
