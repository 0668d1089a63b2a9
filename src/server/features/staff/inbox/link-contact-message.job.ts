import { bindJob } from '../../../jobs/job-definition';
import { contactMessageLinkJob } from '../../../jobs/job-kinds';

import { autoLinkContactMessage } from '../shared/link-contact-messages';

/** 'staff.link-contact-message': written with each contact-form message (decision 0072). */
export const linkContactMessageJobHandler = bindJob(contactMessageLinkJob, async (payload, context) => {
  await autoLinkContactMessage(context.store.db, payload.messageId, context.now());
});
