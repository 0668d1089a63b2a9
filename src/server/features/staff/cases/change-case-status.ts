import type { Kysely } from 'kysely';

import type { PipelineStatus } from '../../../../contracts/staff-console';
import type { Database } from '../../../db/schema';

import { appendAudit } from '../audit/audit-log.repository';
import type { StaffActor } from '../staff-actor';

import {
  ensurePipelineRow,
  findPipelineStatus,
  insertStatusHistory,
  setPipelineStatus,
} from './case-actions.repository';
import { requireCase } from './require-case';

/**
 * Every case action writes its change, its history row and its audit entry in one
 * transaction: the audit log never misses a change that happened, nor shows one that did not.
 */
export async function changeCaseStatus(
  db: Kysely<Database>,
  actor: StaffActor,
  caseId: string,
  input: { status: PipelineStatus; note?: string | undefined },
): Promise<void> {
  await requireCase(db, caseId);
  await db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    await ensurePipelineRow(trx, caseId, now);
    const from = (await findPipelineStatus(trx, caseId)) ?? 'new';
    if (from === input.status) return;
    await setPipelineStatus(trx, caseId, input.status, now, { markContacted: input.status !== 'new' });
    await insertStatusHistory(trx, {
      caseId,
      from,
      to: input.status,
      staffId: actor.id,
      note: input.note ?? null,
      now,
    });
    await appendAudit(trx, {
      actor,
      action: 'case.status_changed',
      subjectType: 'case',
      subjectId: caseId,
      // The note may quote the visitor: it stays with the case, not in the audit log.
      details: { from, to: input.status },
    });
  });
}
