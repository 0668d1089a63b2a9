import { type ExpressionBuilder, type Kysely, type Transaction, sql } from 'kysely';

import type { QueueScope, QueueState, QueueView } from '../../../../contracts/staff-queue';
import type { Database } from '../../../db/schema';

import { ensurePipelineRow } from './case-actions.repository';
import { parseCallbackWindow } from './callback-window';
import type { QueueEntry, QueueInputs } from './derive-queue-entry';
import { needsFactsForValue } from './stored-conclusions';

type Db = Kysely<Database> | Transaction<Database>;

/** Everything the queue entry of one case is derived from, or undefined for an unknown case. */
export async function loadQueueInputs(db: Db, caseId: string): Promise<QueueInputs | undefined> {
  const row = await db
    .selectFrom('cases')
    .leftJoin('case_pipeline', 'case_pipeline.case_id', 'cases.id')
    .leftJoin('eligibility_assessments', 'eligibility_assessments.case_id', 'cases.id')
    .leftJoin('reports', 'reports.case_id', 'cases.id')
    .select([
      'cases.status as intakeStatus',
      'cases.completed_at as completedAt',
      'cases.emergency_flagged_at as emergencyAt',
      'cases.callback_requested_at as callbackRequestedAt',
      'cases.callback_window as callbackWindow',
      'cases.email as email',
      'case_pipeline.status as pipelineStatus',
      'eligibility_assessments.decision as eligibility',
      'reports.is_urgent as isUrgent',
      'reports.valuation as valuation',
    ])
    .where('cases.id', '=', caseId)
    .executeTakeFirst();
  if (!row) return undefined;
  const attempts = await db
    .selectFrom('call_attempts')
    .select(['channel', 'outcome', 'attempted_at as at', 'next_attempt_at as nextAttemptAt'])
    .where('case_id', '=', caseId)
    .orderBy('attempted_at')
    .orderBy('id')
    .execute();
  const window = parseCallbackWindow(row.callbackWindow);
  return {
    intakeStatus: row.intakeStatus,
    completedAt: row.completedAt,
    emergencyAt: row.emergencyAt,
    callbackRequestedAt: row.callbackRequestedAt,
    callbackWindow: window ? { startsAt: window.startsAt, endsAt: window.endsAt } : null,
    eligibility: row.eligibility,
    isUrgent: row.isUrgent === 1,
    needsFacts: needsFactsForValue(row.valuation),
    pipelineStatus: row.pipelineStatus ?? 'new',
    hasEmail: Boolean(row.email),
    attempts,
  };
}

/** Writes a derived entry on the case's pipeline row (created on first use). */
export async function writeQueueEntry(db: Db, caseId: string, entry: QueueEntry, now: string): Promise<void> {
  await ensurePipelineRow(db, caseId, now);
  await db
    .updateTable('case_pipeline')
    .set((eb) => ({
      queue_state: entry.state,
      queue_reason: entry.reason,
      queue_rank: entry.rank,
      queue_visible_at: entry.visibleAt,
      queue_due_at: entry.dueAt,
      queue_late_at: entry.lateAt,
      attempts_made: entry.attemptsMade,
      // The first time the cadence ended is when the case became unreachable.
      unreachable_at:
        entry.state === 'unreachable' ? eb.fn.coalesce('unreachable_at', eb.val(entry.unreachableAt)) : null,
      queue_refreshed_at: now,
      updated_at: now,
    }))
    .where('case_id', '=', caseId)
    .execute();
}

export interface QueueListOptions {
  scope: QueueScope;
  view: QueueView;
  /** The staff member asking ('mine' = theirs and unassigned). */
  staffId: string;
  now: string;
}

function queueFilter(options: QueueListOptions) {
  return (eb: ExpressionBuilder<Database, 'case_pipeline'>) => {
    const conditions = [eb('case_pipeline.queue_state', '=', 'open')];
    if (options.scope === 'mine')
      conditions.push(
        eb.or([eb('case_pipeline.owner_id', '=', options.staffId), eb('case_pipeline.owner_id', 'is', null)]),
      );
    if (options.scope === 'unassigned') conditions.push(eb('case_pipeline.owner_id', 'is', null));
    conditions.push(
      options.view === 'due'
        ? eb('case_pipeline.queue_visible_at', '<=', options.now)
        : eb('case_pipeline.queue_visible_at', '>', options.now),
    );
    return eb.and(conditions);
  };
}

export async function countQueue(db: Db, options: QueueListOptions): Promise<number> {
  const row = await db
    .selectFrom('case_pipeline')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where(queueFilter(options))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * One page of the queue, ordered in SQL on the pipeline row's own columns (indexes
 * case_pipeline_queue_owner and case_pipeline_queue), so the first rows of a long queue
 * come from an index range, not a sort of every case. The joins only fill in the page's rows.
 */
export async function listQueueRows(db: Db, options: QueueListOptions & { limit: number; offset: number }) {
  let select = db
    .selectFrom('case_pipeline')
    .innerJoin('cases', 'cases.id', 'case_pipeline.case_id')
    .leftJoin('staff_users as owner', 'owner.id', 'case_pipeline.owner_id')
    .leftJoin('eligibility_assessments', 'eligibility_assessments.case_id', 'case_pipeline.case_id')
    .leftJoin('reports', 'reports.case_id', 'case_pipeline.case_id')
    .select((eb) => [
      'case_pipeline.case_id as caseId',
      'cases.full_name as name',
      'cases.phone as phone',
      'cases.phone_e164 as phoneE164',
      'cases.email as email',
      'cases.case_type as caseType',
      'cases.state as state',
      'case_pipeline.owner_id as ownerId',
      'owner.display_name as ownerName',
      'owner.email as ownerEmail',
      'case_pipeline.queue_reason as reason',
      'case_pipeline.queue_rank as rank',
      'case_pipeline.queue_visible_at as visibleAt',
      'case_pipeline.queue_due_at as dueAt',
      'case_pipeline.queue_late_at as lateAt',
      'case_pipeline.attempts_made as attemptsMade',
      'eligibility_assessments.decision as eligibility',
      'reports.value_likely as valueLikely',
      'reports.valuation as valuation',
      eb
        .exists(
          eb
            .selectFrom('consent_records')
            .select('consent_records.id')
            .whereRef('consent_records.case_id', '=', 'case_pipeline.case_id'),
        )
        .as('hasConsent'),
      eb
        .exists(
          eb
            .selectFrom('call_attempts')
            .select('call_attempts.id')
            .whereRef('call_attempts.case_id', '=', 'case_pipeline.case_id')
            .where('call_attempts.outcome', '=', 'wrong_number'),
        )
        .as('hasWrongNumber'),
    ])
    .where(queueFilter(options));
  select =
    options.view === 'due'
      ? select
          .orderBy('case_pipeline.queue_rank')
          .orderBy('case_pipeline.queue_due_at')
          .orderBy('case_pipeline.case_id')
      : select.orderBy('case_pipeline.queue_visible_at').orderBy('case_pipeline.case_id');
  return select.limit(options.limit).offset(options.offset).execute();
}
export type QueueRow = Awaited<ReturnType<typeof listQueueRows>>[number];

export async function findQueueState(db: Db, caseId: string): Promise<QueueState | null> {
  const row = await db
    .selectFrom('case_pipeline')
    .select('queue_state')
    .where('case_id', '=', caseId)
    .executeTakeFirst();
  return row?.queue_state ?? null;
}

export async function setCaseOwner(
  db: Db,
  caseId: string,
  ownerId: string | null,
  now: string,
): Promise<void> {
  await ensurePipelineRow(db, caseId, now);
  await db
    .updateTable('case_pipeline')
    .set({ owner_id: ownerId, owner_assigned_at: ownerId ? now : null, updated_at: now })
    .where('case_id', '=', caseId)
    .execute();
}

/** Round robin: the active case manager in the rotation who was given a case longest ago (or never). */
export async function nextInRotation(db: Db): Promise<{ id: string; email: string } | undefined> {
  return db
    .selectFrom('staff_users')
    .select(['id', 'email'])
    .where('role', '=', 'case_manager')
    .where('is_active', '=', 1)
    .where('is_in_rotation', '=', 1)
    .orderBy(sql`coalesce(last_auto_assigned_at, '')`)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Moves the staff member to the back of the rotation. The mark is later than every other
 * mark, even when two cases are assigned within one millisecond (or on a pinned clock).
 */
export async function markAutoAssigned(db: Db, staffId: string, now: Date): Promise<void> {
  const latest = await db
    .selectFrom('staff_users')
    .select((eb) => eb.fn.max('last_auto_assigned_at').as('latest'))
    .executeTakeFirst();
  const floor = latest?.latest ? Date.parse(latest.latest) + 1 : 0;
  const mark = new Date(Math.max(now.getTime(), floor)).toISOString();
  await db
    .updateTable('staff_users')
    .set({ last_auto_assigned_at: mark })
    .where('id', '=', staffId)
    .execute();
}

/** An active staff member who can own cases, for the owner pickers and checks. */
export async function findAssignee(db: Db, staffId: string) {
  return db
    .selectFrom('staff_users')
    .select(['id', 'email', 'display_name as name'])
    .where('id', '=', staffId)
    .where('is_active', '=', 1)
    .executeTakeFirst();
}

export async function listAssignees(db: Db) {
  return db
    .selectFrom('staff_users')
    .select(['id', 'email', 'display_name as name'])
    .where('is_active', '=', 1)
    .orderBy('display_name')
    .orderBy('email')
    .execute();
}

/**
 * Pipeline rows never derived (cases from before issue 14), all open ones, or completed cases
 * with an urgent report left out of the queue (derived before decision 0090 queued them), for a
 * refresh.
 */
export async function listCasesToRefresh(
  db: Db,
  scope: 'never-derived' | 'open' | 'urgent-not-queued',
): Promise<string[]> {
  if (scope === 'urgent-not-queued') {
    const rows = await db
      .selectFrom('case_pipeline')
      .innerJoin('reports', 'reports.case_id', 'case_pipeline.case_id')
      .select('case_pipeline.case_id')
      .where('case_pipeline.queue_state', '=', 'none')
      .where('reports.is_urgent', '=', 1)
      .execute();
    return rows.map((row) => row.case_id);
  }
  if (scope === 'open') {
    const rows = await db
      .selectFrom('case_pipeline')
      .select('case_id')
      .where('queue_state', '=', 'open')
      .execute();
    return rows.map((row) => row.case_id);
  }
  const rows = await db
    .selectFrom('cases')
    .leftJoin('case_pipeline', 'case_pipeline.case_id', 'cases.id')
    .select('cases.id')
    .where('case_pipeline.queue_refreshed_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('cases.status', '=', 'complete'),
        eb('cases.emergency_flagged_at', 'is not', null),
        eb('cases.callback_requested_at', 'is not', null),
      ]),
    )
    .execute();
  return rows.map((row) => row.id);
}
