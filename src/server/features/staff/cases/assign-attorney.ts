import type { Kysely } from 'kysely';

import type { Database } from '../../../db/schema';
import { AppError } from '../../../http/app-error';

import { appendAudit } from '../audit/audit-log.repository';
import type { StaffActor } from '../audit/staff-actor';

import { ensurePipelineRow, findAttorneyName, setAssignedAttorney } from './case-actions.repository';
import { requireCase } from './require-case';

/** The attorney staff chose for the case (the automatic match stays as recorded, decision 0050). */
export async function assignAttorney(
  db: Kysely<Database>,
  actor: StaffActor,
  caseId: string,
  attorneyId: string | null,
): Promise<void> {
  await requireCase(db, caseId);
  if (attorneyId) {
    const attorney = await findAttorneyName(db, attorneyId);
    if (!attorney) throw new AppError('not_found', 'No such attorney.');
    if (!attorney.isActive) throw new AppError('conflict', 'This attorney is inactive.');
  }
  await db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    await ensurePipelineRow(trx, caseId, now);
    await setAssignedAttorney(trx, caseId, attorneyId, now);
    await appendAudit(trx, {
      actor,
      action: attorneyId ? 'case.attorney_assigned' : 'case.attorney_unassigned',
      subjectType: 'case',
      subjectId: caseId,
      details: { attorneyId },
    });
  });
}
