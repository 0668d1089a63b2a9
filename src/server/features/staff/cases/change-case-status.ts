import type { Kysely, Transaction } from 'kysely';

import type { PipelineStatus } from '../../../../contracts/staff-console';
import type { Database } from '../../../db/schema';
import { enqueue } from '../../../jobs/job-definition';
import { caseWebhookJob } from '../../../jobs/job-kinds';

import { appendAudit } from '../audit/audit-log.repository';
import type { StaffActor } from '../audit/staff-actor';

import {
  ensurePipelineRow,
  findPipelineStatus,
  insertStatusHistory,
  setPipelineStatus,
} from './case-actions.repository';
import { refreshCaseQueue } from './refresh-case-queue';
import { requireCase } from './require-case';

export interface StatusChangeOptions {
  now: Date;
  /** CASE_WEBHOOK_URL is set: a referred case is posted there (decision 0073). */
  isCaseWebhookOn: boolean;
}

/**
 * Every case action writes its change, its history row and its audit entry in one
 * transaction: the audit log never misses a change that happened, nor shows one that did not.
 * A status other than New takes the case out of the queue; Referred also posts it to the
 * firm's webhook when one is configured, by a durable job in the same transaction.
 */
export async function applyStatusChange(
  trx: Transaction<Database>,
  actor: StaffActor,
  caseId: string,
  input: { status: PipelineStatus; note?: string | undefined },
  options: StatusChangeOptions,
): Promise<'changed' | 'unchanged'> {
  const now = options.now.toISOString();
  await ensurePipelineRow(trx, caseId, now);
  const from = (await findPipelineStatus(trx, caseId)) ?? 'new';
  if (from === input.status) return 'unchanged';
  await setPipelineStatus(trx, caseId, input.status, now, { markContacted: input.status !== 'new' });
  await insertStatusHistory(trx, {
    caseId,
    from,
    to: input.status,
    staffId: actor.id,
    note: input.note ?? null,
    now,
  });
  await refreshCaseQueue(trx, caseId, options.now);
  if (input.status === 'referred' && options.isCaseWebhookOn)
    await enqueue(trx, caseWebhookJob, { caseId, event: 'case.referred' }, { now: options.now });
  await appendAudit(trx, {
    actor,
    action: 'case.status_changed',
    subjectType: 'case',
    subjectId: caseId,
    // The note may quote the visitor: it stays with the case, not in the audit log.
    details: { from, to: input.status },
    at: options.now,
  });
  return 'changed';
}

export async function changeCaseStatus(
  db: Kysely<Database>,
  actor: StaffActor,
  caseId: string,
  input: { status: PipelineStatus; note?: string | undefined },
  options: StatusChangeOptions,
): Promise<void> {
  await requireCase(db, caseId);
  await db.transaction().execute((trx) => applyStatusChange(trx, actor, caseId, input, options));
}
