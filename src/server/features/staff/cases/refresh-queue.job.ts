import { bindJob } from '../../../jobs/job-definition';
import { queueRefreshJob } from '../../../jobs/job-kinds';

import { autoLinkContactMessage } from '../shared/link-contact-messages';
import { listMessagesNeverLinked } from '../shared/contact-links.repository';

import { listCasesToRefresh } from './queue.repository';
import { refreshCaseQueue } from './refresh-case-queue';

/**
 * 'staff.queue-refresh': every open queue entry, every case never derived and every urgent
 * case left out of the queue is derived again (after an admin changed the cadence, once for
 * cases from before issue 14, once for urgent cases from before decision 0090), and
 * contact messages never looked at look for their case. One transaction per case, so a long
 * refresh never holds the store.
 */
export const refreshQueueJobHandler = bindJob(queueRefreshJob, async (_payload, context) => {
  const { db } = context.store;
  const now = context.now();
  const caseIds = new Set([
    ...(await listCasesToRefresh(db, 'never-derived')),
    ...(await listCasesToRefresh(db, 'open')),
    ...(await listCasesToRefresh(db, 'urgent-not-queued')),
  ]);
  for (const caseId of caseIds) await db.transaction().execute((trx) => refreshCaseQueue(trx, caseId, now));
  let linked = 0;
  for (const messageId of await listMessagesNeverLinked(db))
    if (await autoLinkContactMessage(db, messageId, now)) linked += 1;
  context.log.info({ cases: caseIds.size, linked }, 'queue refreshed');
});
