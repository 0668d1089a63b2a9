import { bindJob } from '../../../jobs/job-definition';
import { contactReplyEmailJob } from '../../../jobs/job-kinds';

import { sendContactReply } from './send-contact-reply';

/** 'staff.contact-reply-email': queued by a case manager's reply (decision 0072). */
export const sendContactReplyJobHandler = bindJob(contactReplyEmailJob, async (payload, context) => {
  await sendContactReply({ store: context.store, config: context.config, now: context.now }, payload.replyId);
});
