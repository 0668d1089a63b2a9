import { bindJob } from '../../jobs/job-definition';
import { newsletterConfirmationJob } from '../../jobs/job-kinds';

import { sendNewsletterConfirmation } from './send-newsletter-confirmation';

/** 'newsletter.confirmation-email': queued by a new sign-up (decision 0065). */
export const sendNewsletterConfirmationJob = bindJob(newsletterConfirmationJob, async (payload, context) => {
  await sendNewsletterConfirmation(
    { store: context.store, config: context.config, now: context.now },
    payload.subscriberId,
  );
});
