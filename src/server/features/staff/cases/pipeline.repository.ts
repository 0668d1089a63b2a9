import { type Kysely, sql } from 'kysely';

import type { PipelineQuery, PipelineStatus } from '../../../../contracts/staff-console';
import type { Database } from '../../../db/schema';

export interface PipelineRow {
  caseId: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  intakeStatus: 'open' | 'complete';
  status: PipelineStatus | null;
  caseType: string | null;
  state: string | null;
  eligibility: 'eligible' | 'ineligible' | 'needs_review' | null;
  valueLow: number | string | null;
  valueLikely: number | string | null;
  valueHigh: number | string | null;
  deadlines: string | null;
  createdAt: string;
  completedAt: string | null;
  attorneyName: string | null;
  emergencyAt: string | null;
  callbackRequestedAt: string | null;
}

function baseQuery(db: Kysely<Database>, query: PipelineQuery) {
  let select = db
    .selectFrom('cases')
    .leftJoin('case_pipeline', 'case_pipeline.case_id', 'cases.id')
    .leftJoin('eligibility_assessments', 'eligibility_assessments.case_id', 'cases.id')
    .leftJoin('reports', 'reports.case_id', 'cases.id')
    .leftJoin('attorneys', 'attorneys.id', 'case_pipeline.assigned_attorney_id');
  if (query.status === 'new') {
    select = select.where((eb) =>
      eb.or([eb('case_pipeline.status', 'is', null), eb('case_pipeline.status', '=', 'new')]),
    );
  } else if (query.status) {
    select = select.where('case_pipeline.status', '=', query.status);
  }
  if (query.caseType) select = select.where('cases.case_type', '=', query.caseType);
  if (query.state) select = select.where('cases.state', '=', query.state);
  if (query.eligibility) select = select.where('eligibility_assessments.decision', '=', query.eligibility);
  if (query.intake) select = select.where('cases.status', '=', query.intake);
  if (query.q) {
    const needle = `%${query.q.toLowerCase().replace(/[%_\\]/g, '')}%`;
    const digits = query.q.replace(/\D/g, '');
    select = select.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['cases.full_name']), 'like', needle),
        eb(eb.fn('lower', ['cases.email']), 'like', needle),
        eb(eb.fn('lower', ['cases.id']), 'like', `${query.q!.toLowerCase().replace(/[%_\\]/g, '')}%`),
        ...(digits.length >= 3 ? [eb('cases.phone_e164', 'like', `%${digits}%`)] : []),
      ]),
    );
  }
  return select;
}

export async function countPipeline(db: Kysely<Database>, query: PipelineQuery): Promise<number> {
  const row = await baseQuery(db, query)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** One page, sorted in SQL; `deadline` sorting is done by the caller over all rows (limit undefined). */
export async function listPipelineRows(
  db: Kysely<Database>,
  query: PipelineQuery,
  page: { limit: number; offset: number } | undefined,
): Promise<PipelineRow[]> {
  let select = baseQuery(db, query).select([
    'cases.id as caseId',
    'cases.full_name as name',
    'cases.email as email',
    'cases.phone as phone',
    'cases.status as intakeStatus',
    'case_pipeline.status as status',
    'cases.case_type as caseType',
    'cases.state as state',
    'eligibility_assessments.decision as eligibility',
    'reports.value_low as valueLow',
    'reports.value_likely as valueLikely',
    'reports.value_high as valueHigh',
    'reports.deadlines as deadlines',
    'cases.created_at as createdAt',
    'cases.completed_at as completedAt',
    'attorneys.name as attorneyName',
    'cases.emergency_flagged_at as emergencyAt',
    'cases.callback_requested_at as callbackRequestedAt',
  ]);
  const direction = query.direction;
  switch (query.sort) {
    case 'age':
      // Oldest first is "descending age".
      select = select.orderBy('cases.created_at', direction === 'desc' ? 'asc' : 'desc');
      break;
    case 'status':
      // A case without a pipeline row is 'new'; coalesce keeps null ordering the same on both engines.
      select = select.orderBy(sql`coalesce(case_pipeline.status, 'new')`, direction);
      break;
    case 'value':
      select = select.orderBy('reports.value_likely', direction);
      break;
    case 'name':
      select = select.orderBy('cases.full_name', direction);
      break;
    default:
      select = select.orderBy('cases.created_at', direction);
  }
  select = select.orderBy('cases.id');
  if (page) select = select.limit(page.limit).offset(page.offset);
  return (await select.execute()) as PipelineRow[];
}
