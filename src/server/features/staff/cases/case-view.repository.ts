import type { Kysely } from 'kysely';

import type { Database } from '../../../db/schema';

/** Reads for the case view and export: one query per part, all keyed by the intake's case id. */
export function findCase(db: Kysely<Database>, caseId: string) {
  return db.selectFrom('cases').selectAll().where('id', '=', caseId).executeTakeFirst();
}

export function findConsent(db: Kysely<Database>, caseId: string) {
  return db.selectFrom('consent_records').selectAll().where('case_id', '=', caseId).executeTakeFirst();
}

export function listTranscript(db: Kysely<Database>, caseId: string) {
  return db
    .selectFrom('messages')
    .select(['id', 'role', 'text', 'question_number', 'created_at'])
    .where('case_id', '=', caseId)
    .orderBy('created_at')
    .orderBy('role', 'desc')
    .execute();
}

/** The visitor's questions noted for the attorney (decision 0107), in the order asked. */
export function listAttorneyQuestions(db: Kysely<Database>, caseId: string) {
  return db
    .selectFrom('attorney_questions')
    .select(['id', 'text', 'language', 'created_at'])
    .where('case_id', '=', caseId)
    .orderBy('created_at')
    .orderBy('message_id')
    .orderBy('position')
    .execute();
}

/** Stored files only: one still streaming in is a reservation, not an attachment yet (decision 0061). */
export function listUploads(db: Kysely<Database>, caseId: string) {
  return db
    .selectFrom('uploads')
    .select(['id', 'original_name', 'sniffed_type', 'size_bytes', 'created_at'])
    .where('case_id', '=', caseId)
    .where('status', '=', 'stored')
    .orderBy('created_at')
    .execute();
}

export function findUpload(db: Kysely<Database>, caseId: string, uploadId: string) {
  return db
    .selectFrom('uploads')
    .selectAll()
    .where('case_id', '=', caseId)
    .where('id', '=', uploadId)
    .where('status', '=', 'stored')
    .executeTakeFirst();
}

export function findReport(db: Kysely<Database>, caseId: string) {
  return db.selectFrom('reports').selectAll().where('case_id', '=', caseId).executeTakeFirst();
}

export function listReportVersions(db: Kysely<Database>, reportId: string) {
  return db
    .selectFrom('report_versions')
    .select([
      'version',
      'value_low',
      'value_likely',
      'value_high',
      'valuation',
      'decision',
      'route',
      'is_urgent',
      'changes',
      'created_at',
      'corrected_email',
      'email_sent_at',
      'last_error',
    ])
    .where('report_id', '=', reportId)
    .orderBy('version', 'asc')
    .execute();
}

export function findDelivery(db: Kysely<Database>, reportId: string) {
  return db.selectFrom('email_deliveries').selectAll().where('report_id', '=', reportId).executeTakeFirst();
}

export async function countPendingReportEmails(db: Kysely<Database>, reportId: string): Promise<number> {
  const row = await db
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('kind', '=', 'report.email')
    .where('status', 'in', ['queued', 'running'])
    .where('payload', 'like', `%${reportId}%`)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function findEligibility(db: Kysely<Database>, caseId: string) {
  return db
    .selectFrom('eligibility_assessments')
    .selectAll()
    .where('case_id', '=', caseId)
    .executeTakeFirst();
}

export function findMatch(db: Kysely<Database>, caseId: string) {
  return db
    .selectFrom('attorney_matches')
    .leftJoin('attorneys', 'attorneys.id', 'attorney_matches.attorney_id')
    .select([
      'attorney_matches.status as status',
      'attorney_matches.rule as rule',
      'attorney_matches.inputs as inputs',
      'attorney_matches.created_at as createdAt',
      'attorneys.name as attorneyName',
      'attorneys.firm as firm',
    ])
    .where('attorney_matches.case_id', '=', caseId)
    .executeTakeFirst();
}

export function findPipeline(db: Kysely<Database>, caseId: string) {
  return db
    .selectFrom('case_pipeline')
    .leftJoin('attorneys', 'attorneys.id', 'case_pipeline.assigned_attorney_id')
    .leftJoin('staff_users as owner', 'owner.id', 'case_pipeline.owner_id')
    .select([
      'case_pipeline.status as status',
      'case_pipeline.first_contacted_at as firstContactedAt',
      'case_pipeline.assigned_attorney_id as attorneyId',
      'attorneys.name as attorneyName',
      'attorneys.firm as attorneyFirm',
      'case_pipeline.owner_id as ownerId',
      'owner.display_name as ownerName',
      'owner.email as ownerEmail',
      'case_pipeline.owner_assigned_at as ownerAssignedAt',
      'case_pipeline.queue_state as queueState',
      'case_pipeline.queue_reason as queueReason',
      'case_pipeline.queue_visible_at as queueVisibleAt',
      'case_pipeline.queue_due_at as queueDueAt',
      'case_pipeline.queue_late_at as queueLateAt',
      'case_pipeline.attempts_made as attemptsMade',
      'case_pipeline.unreachable_at as unreachableAt',
      'case_pipeline.unreachable_email_at as unreachableEmailAt',
    ])
    .where('case_pipeline.case_id', '=', caseId)
    .executeTakeFirst();
}

export function listStatusHistory(db: Kysely<Database>, caseId: string) {
  return db
    .selectFrom('case_status_history')
    .leftJoin('staff_users', 'staff_users.id', 'case_status_history.changed_by')
    .select([
      'case_status_history.id as id',
      'case_status_history.from_status as fromStatus',
      'case_status_history.to_status as toStatus',
      'case_status_history.changed_at as at',
      'case_status_history.note as note',
      'staff_users.email as staffEmail',
    ])
    .where('case_status_history.case_id', '=', caseId)
    .orderBy('case_status_history.changed_at', 'desc')
    .execute();
}

export function listNotes(db: Kysely<Database>, caseId: string) {
  return db
    .selectFrom('case_notes')
    .leftJoin('staff_users', 'staff_users.id', 'case_notes.author_id')
    .select([
      'case_notes.id as id',
      'case_notes.body as body',
      'case_notes.created_at as at',
      'staff_users.email as staffEmail',
    ])
    .where('case_notes.case_id', '=', caseId)
    .orderBy('case_notes.created_at', 'desc')
    .execute();
}

export function listCallAttempts(db: Kysely<Database>, caseId: string) {
  return db
    .selectFrom('call_attempts')
    .leftJoin('staff_users', 'staff_users.id', 'call_attempts.staff_id')
    .select([
      'call_attempts.id as id',
      'call_attempts.channel as channel',
      'call_attempts.outcome as outcome',
      'call_attempts.notes as notes',
      'call_attempts.attempted_at as at',
      'call_attempts.next_attempt_at as nextAttemptAt',
      'staff_users.email as staffEmail',
    ])
    .where('call_attempts.case_id', '=', caseId)
    .orderBy('call_attempts.attempted_at', 'desc')
    .execute();
}

export function listRecordEdits(db: Kysely<Database>, caseId: string) {
  return db
    .selectFrom('case_record_edits')
    .leftJoin('staff_users', 'staff_users.id', 'case_record_edits.staff_id')
    .select([
      'case_record_edits.id as id',
      'case_record_edits.created_at as at',
      'case_record_edits.before_record as beforeRecord',
      'case_record_edits.after_record as afterRecord',
      'case_record_edits.changed_paths as changedPaths',
      'staff_users.email as staffEmail',
    ])
    .where('case_record_edits.case_id', '=', caseId)
    .orderBy('case_record_edits.created_at', 'desc')
    .execute();
}
