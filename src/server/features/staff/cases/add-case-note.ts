import type { Kysely } from 'kysely';

import type { Database } from '../../../db/schema';

import { appendAudit } from '../audit/audit-log.repository';
import type { StaffActor } from '../audit/staff-actor';

import { insertNote } from './case-actions.repository';
import { requireCase } from './require-case';

export async function addCaseNote(
  db: Kysely<Database>,
  actor: StaffActor,
  caseId: string,
  body: string,
): Promise<void> {
  await requireCase(db, caseId);
  await db.transaction().execute(async (trx) => {
    const id = await insertNote(trx, { caseId, staffId: actor.id, body, now: new Date().toISOString() });
    await appendAudit(trx, {
      actor,
      action: 'case.note_added',
      subjectType: 'case',
      subjectId: caseId,
      details: { noteId: id },
    });
  });
}
