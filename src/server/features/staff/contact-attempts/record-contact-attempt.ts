import type { Kysely } from 'kysely';

import {
  type ContactAttemptRequest,
  type ContactAttemptResult,
  contactChannelLabels,
  reachedOutcomes,
} from '../../../../contracts/staff-queue';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import { enqueue } from '../../../jobs/job-definition';
import { unreachableEmailJob } from '../../../jobs/job-kinds';

import { appendAudit } from '../audit/audit-log.repository';
import {
  ensurePipelineRow,
  findPipelineStatus,
  hasWrongNumber,
  insertContactAttempt,
  insertStatusHistory,
  markContacted,
  setAttemptNextAt,
  setPipelineStatus,
} from '../cases/case-actions.repository';
import { findCase, findConsent } from '../cases/case-view.repository';
import { findQueueState } from '../cases/queue.repository';
import { refreshCaseQueue } from '../cases/refresh-case-queue';
import type { StaffActor } from '../audit/staff-actor';
import { contactChannelsOf } from '../shared/contact-channels';

/**
 * A call, text or email logged by a case manager is a work item (issue 14, decision 0071):
 * in one transaction the attempt is stored, the case's queue entry is derived again (the next
 * attempt per the admin's cadence, a callback they asked for, or out of the queue when reached
 * or when the cadence ended), and the audit entry is written. Reaching them moves a new case
 * to Contacted; the end of the cadence queues the "we could not reach you" email, once.
 */
export async function recordContactAttempt(
  deps: { db: Kysely<Database>; now: Date },
  actor: StaffActor,
  caseId: string,
  request: ContactAttemptRequest,
): Promise<ContactAttemptResult> {
  const { db } = deps;
  const visitor = await findCase(db, caseId);
  if (!visitor) throw new AppError('not_found', 'No such case.');
  const channels = contactChannelsOf({
    hasConsent: (await findConsent(db, caseId)) !== undefined,
    phone: visitor.phone,
    email: visitor.email,
    hasWrongNumber: await hasWrongNumber(db, caseId),
  });
  const allowed = { call: channels.mayCall, text: channels.mayText, email: channels.mayEmail }[
    request.channel
  ];
  if (!allowed)
    throw new AppError(
      'conflict',
      request.channel === 'email'
        ? 'This visitor left no email address.'
        : `No ${contactChannelLabels[request.channel].toLowerCase()}: ${channels.phoneBlockedReason ?? ''}`.trim(),
    );
  if (request.callbackAt && Date.parse(request.callbackAt) < deps.now.getTime() - 60_000)
    throw new AppError('invalid_request', 'callbackAt: the time they asked to be called has passed.');

  return db.transaction().execute(async (trx) => {
    const now = deps.now.toISOString();
    await ensurePipelineRow(trx, caseId, now);
    // Any attempt keeps the 24–48 h promise (decision 0053): the case manager did try.
    await markContacted(trx, caseId, now);
    const attemptId = await insertContactAttempt(trx, {
      caseId,
      staffId: actor.id,
      channel: request.channel,
      outcome: request.outcome,
      notes: request.notes ?? null,
      nextAttemptAt:
        request.outcome === 'callback_requested' && request.callbackAt
          ? new Date(request.callbackAt).toISOString()
          : null,
      now,
    });
    if (reachedOutcomes.includes(request.outcome) && (await findPipelineStatus(trx, caseId)) === 'new') {
      await setPipelineStatus(trx, caseId, 'contacted', now, { markContacted: true });
      await insertStatusHistory(trx, {
        caseId,
        from: 'new',
        to: 'contacted',
        staffId: actor.id,
        note: null,
        now,
      });
    }
    const wasUnreachable = (await findQueueState(trx, caseId)) === 'unreachable';
    const refreshed = await refreshCaseQueue(trx, caseId, deps.now);
    const entry = refreshed!.entry;
    const nextAttemptAt =
      entry.state === 'open' && (entry.reason === 'next_attempt' || entry.reason === 'callback')
        ? entry.dueAt
        : null;
    if (entry.reason === 'next_attempt') await setAttemptNextAt(trx, attemptId, nextAttemptAt);
    await appendAudit(trx, {
      actor,
      action: 'case.contact_attempt_recorded',
      subjectType: 'case',
      subjectId: caseId,
      // The notes may quote the visitor: they stay with the case, not in the audit log.
      details: {
        attemptId,
        channel: request.channel,
        outcome: request.outcome,
        queueState: entry.state,
        nextAttemptAt,
      },
      at: deps.now,
    });
    if (entry.state === 'unreachable' && !wasUnreachable) {
      const isEmailed = channels.mayEmail;
      if (isEmailed) await enqueue(trx, unreachableEmailJob, { caseId }, { now: deps.now });
      await appendAudit(trx, {
        actor,
        action: 'case.unreachable',
        subjectType: 'case',
        subjectId: caseId,
        details: { attempts: entry.attemptsMade, isEmailed },
        at: deps.now,
      });
    }
    return {
      attemptId,
      queueState: entry.state,
      nextAttemptAt,
      attemptsMade: entry.attemptsMade,
      maxAttempts: entry.maxAttempts,
    };
  });
}
