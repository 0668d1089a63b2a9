import { bindJob } from '../../../jobs/job-definition';
import { caseQueueJob } from '../../../jobs/job-kinds';

import { linkMessagesOfCase } from '../shared/link-contact-messages';

import { autoAssignCase } from './auto-assign-case';
import { findCase } from './case-view.repository';
import { refreshCaseQueue } from './refresh-case-queue';

/**
 * 'staff.queue-case': the report is ready, or the visitor flagged an emergency or asked for a
 * callback. In one transaction: the case's queue entry is derived again, an eligible case
 * without an owner goes round robin, and the visitor's earlier contact messages are tied to it.
 */
export const queueCaseJobHandler = bindJob(caseQueueJob, async (payload, context) => {
  const now = context.now();
  await context.store.db.transaction().execute(async (trx) => {
    const refreshed = await refreshCaseQueue(trx, payload.caseId, now);
    if (!refreshed) return; // erased meanwhile: nothing to queue
    await autoAssignCase(trx, {
      caseId: payload.caseId,
      entry: refreshed.entry,
      isEligible: refreshed.inputs.eligibility === 'eligible',
      now,
    });
    const visitor = await findCase(trx, payload.caseId);
    if (visitor)
      await linkMessagesOfCase(
        trx,
        { caseId: visitor.id, email: visitor.email, phoneE164: visitor.phone_e164 },
        now,
      );
  });
});
