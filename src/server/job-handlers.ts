import { sendNewsletterConfirmationJob } from './features/newsletter/send-newsletter-confirmation.job';
import { prepareCaseReportJob } from './features/reports/prepare-case-report.job';
import { sendCorrectedReportJob } from './features/reports/send-corrected-report.job';
import { sendReportEmailJob } from './features/reports/send-report-email.job';
import { deliverCaseWebhookJobHandler } from './features/staff/cases/deliver-case-webhook.job';
import { queueCaseJobHandler } from './features/staff/cases/queue-case.job';
import { refreshQueueJobHandler } from './features/staff/cases/refresh-queue.job';
import { sendUnreachableEmailJobHandler } from './features/staff/contact-attempts/send-unreachable-email.job';
import { linkContactMessageJobHandler } from './features/staff/inbox/link-contact-message.job';
import { sendContactReplyJobHandler } from './features/staff/inbox/send-contact-reply.job';
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
  queueCaseJobHandler,
  refreshQueueJobHandler,
  linkContactMessageJobHandler,
  sendContactReplyJobHandler,
  sendUnreachableEmailJobHandler,
  deliverCaseWebhookJobHandler,
];
