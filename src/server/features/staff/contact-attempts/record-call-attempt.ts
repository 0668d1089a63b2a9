import type { Kysely } from 'kysely';

import type { CallOutcome } from '../../../../contracts/staff-console';
import type { Database } from '../../../db/schema';

import { appendAudit } from '../audit/audit-log.repository';
import { ensurePipelineRow, insertCallAttempt, markContacted } from '../cases/case-actions.repository';
import { requireCase } from '../cases/require-case';
import type { StaffActor } from '../staff-actor';

export async function recordCallAttempt(
  db: Kysely<Database>,
  actor: StaffActor,
  caseId: string,
  input: { outcome: CallOutcome; notes?: string | undefined },
): Promise<void> {
  await requireCase(db, caseId);
  await db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    await ensurePipelineRow(trx, caseId, now);
    // Any attempt counts as contact for the 24–48 h promise: the case manager did call.
    await markContacted(trx, caseId, now);
    const id = await insertCallAttempt(trx, {
      caseId,
      staffId: actor.id,
      outcome: input.outcome,
      notes: input.notes ?? null,
      now,
    });
    await appendAudit(trx, {
      actor,
      action: 'case.call_recorded',
      subjectType: 'case',
      subjectId: caseId,
      details: { callAttemptId: id, outcome: input.outcome },
    });
  });
}
