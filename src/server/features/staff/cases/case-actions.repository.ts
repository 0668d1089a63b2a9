import { randomUUID } from 'node:crypto';

import type { Kysely, Transaction } from 'kysely';

import type { PipelineStatus } from '../../../../contracts/staff-console';
import type { AttemptOutcome, ContactChannel } from '../../../../contracts/staff-queue';
import { sealForCase } from '../../../db/case-keyring';
import type { Database } from '../../../db/schema';
import { sealCaseColumns } from '../../../db/sealed-case-columns';

type Db = Kysely<Database> | Transaction<Database>;

export async function findPipelineStatus(db: Db, caseId: string): Promise<PipelineStatus | null> {
  const row = await db
    .selectFrom('case_pipeline')
    .select('status')
    .where('case_id', '=', caseId)
    .executeTakeFirst();
  return row?.status ?? null;
}

/** Creates the case's pipeline row on first use (a case without one is 'new'). */
export async function ensurePipelineRow(db: Db, caseId: string, now: string): Promise<void> {
  await db
    .insertInto('case_pipeline')
    .values({
      case_id: caseId,
      status: 'new',
      assigned_attorney_id: null,
      assigned_at: null,
      first_contacted_at: null,
      status_changed_at: now,
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) => conflict.column('case_id').doNothing())
    .execute();
}

export async function setPipelineStatus(
  db: Db,
  caseId: string,
  status: PipelineStatus,
  now: string,
  options: { markContacted: boolean },
): Promise<void> {
  await db
    .updateTable('case_pipeline')
    .set((eb) => ({
      status,
      status_changed_at: now,
      updated_at: now,
      ...(options.markContacted
        ? { first_contacted_at: eb.fn.coalesce('first_contacted_at', eb.val(now)) }
        : {}),
    }))
    .where('case_id', '=', caseId)
    .execute();
}

export async function markContacted(db: Db, caseId: string, now: string): Promise<void> {
  await db
    .updateTable('case_pipeline')
    .set((eb) => ({ first_contacted_at: eb.fn.coalesce('first_contacted_at', eb.val(now)), updated_at: now }))
    .where('case_id', '=', caseId)
    .execute();
}

export async function setAssignedAttorney(
  db: Db,
  caseId: string,
  attorneyId: string | null,
  now: string,
): Promise<void> {
  await db
    .updateTable('case_pipeline')
    .set({ assigned_attorney_id: attorneyId, assigned_at: attorneyId ? now : null, updated_at: now })
    .where('case_id', '=', caseId)
    .execute();
}

export async function insertStatusHistory(
  db: Db,
  row: {
    caseId: string;
    from: PipelineStatus | null;
    to: PipelineStatus;
    staffId: string | null;
    note: string | null;
    now: string;
  },
): Promise<void> {
  await db
    .insertInto('case_status_history')
    .values({
      id: randomUUID(),
      case_id: row.caseId,
      from_status: row.from,
      to_status: row.to,
      changed_by: row.staffId,
      note: row.note,
      changed_at: row.now,
    })
    .execute();
}

export async function insertNote(
  db: Db,
  row: { caseId: string; staffId: string; body: string; now: string },
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('case_notes')
    .values({ id, case_id: row.caseId, author_id: row.staffId, body: row.body, created_at: row.now })
    .execute();
  return id;
}

export async function insertContactAttempt(
  db: Db,
  row: {
    caseId: string;
    staffId: string;
    channel: ContactChannel;
    outcome: AttemptOutcome;
    notes: string | null;
    nextAttemptAt: string | null;
    now: string;
  },
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('call_attempts')
    .values({
      id,
      case_id: row.caseId,
      staff_id: row.staffId,
      channel: row.channel,
      outcome: row.outcome,
      notes: row.notes,
      next_attempt_at: row.nextAttemptAt,
      attempted_at: row.now,
    })
    .execute();
  return id;
}

export async function setAttemptNextAt(
  db: Db,
  attemptId: string,
  nextAttemptAt: string | null,
): Promise<void> {
  await db
    .updateTable('call_attempts')
    .set({ next_attempt_at: nextAttemptAt })
    .where('id', '=', attemptId)
    .execute();
}

export async function hasWrongNumber(db: Db, caseId: string): Promise<boolean> {
  const row = await db
    .selectFrom('call_attempts')
    .select('id')
    .where('case_id', '=', caseId)
    .where('outcome', '=', 'wrong_number')
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertRecordEdit(
  db: Db,
  row: {
    caseId: string;
    staffId: string;
    before: string;
    after: string;
    changedPaths: string[];
    now: string;
  },
): Promise<void> {
  await db
    .insertInto('case_record_edits')
    .values({
      id: randomUUID(),
      case_id: row.caseId,
      staff_id: row.staffId,
      ...(await sealForCase(db, row.caseId, { before_record: row.before, after_record: row.after })),
      changed_paths: JSON.stringify(row.changedPaths),
      created_at: row.now,
    })
    .execute();
}

/** Writes the edited record and its copies (case_type, state); bumps the intake's optimistic lock. */
export async function updateCaseRecord(
  db: Db,
  caseId: string,
  record: { json: string; caseType: string | null; state: string | null },
  now: string,
): Promise<void> {
  const sealed = await sealCaseColumns(db, caseId, { case_record: record.json });
  await db
    .updateTable('cases')
    .set((eb) => ({
      case_record: sealed.case_record,
      case_type: record.caseType,
      state: record.state,
      version: eb('version', '+', 1),
      updated_at: now,
    }))
    .where('id', '=', caseId)
    .execute();
}

export async function caseExists(db: Db, caseId: string): Promise<boolean> {
  return (
    (await db.selectFrom('cases').select('id').where('id', '=', caseId).executeTakeFirst()) !== undefined
  );
}

export async function findAttorneyName(
  db: Db,
  attorneyId: string,
): Promise<{ id: string; isActive: boolean } | undefined> {
  const row = await db
    .selectFrom('attorneys')
    .select(['id', 'is_active'])
    .where('id', '=', attorneyId)
    .executeTakeFirst();
  return row ? { id: row.id, isActive: row.is_active === 1 } : undefined;
}

export async function resetDeliveryToPending(db: Db, deliveryId: string, now: string): Promise<void> {
  await db
    .updateTable('email_deliveries')
    .set({ status: 'pending', updated_at: now })
    .where('id', '=', deliveryId)
    .execute();
}
