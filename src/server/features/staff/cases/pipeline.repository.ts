import { type Kysely, sql } from 'kysely';

import {
  type PipelineQuery,
  type PipelineStatus,
  pipelineQuerySchema,
} from '../../../../contracts/staff-console';
import type { QueueState } from '../../../../contracts/staff-queue';
import type { Database } from '../../../db/schema';
import {
  casesWithAnySearchHash,
  casesWithSearchHash,
  staffSearchHashes,
} from '../../../db/sealed-case-columns';

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
  valuation: string | null;
  deadlines: string | null;
  createdAt: string;
  completedAt: string | null;
  attorneyName: string | null;
  emergencyAt: string | null;
  /** The report's deadline urgency (null: no report yet). */
  isReportUrgent: number | null;
  callbackRequestedAt: string | null;
  ownerId: string | null;
  ownerName: string | null;
  ownerEmail: string | null;
  queueState: QueueState | null;
}

/** Who is asking: a case manager without wider access sees their own and unassigned cases (decision 0070). */
export interface PipelineViewer {
  userId: string;
  seesAllCases: boolean;
}

function baseQuery(db: Kysely<Database>, query: PipelineQuery, viewer: PipelineViewer) {
  let select = db
    .selectFrom('cases')
    .leftJoin('case_pipeline', 'case_pipeline.case_id', 'cases.id')
    .leftJoin('eligibility_assessments', 'eligibility_assessments.case_id', 'cases.id')
    .leftJoin('reports', 'reports.case_id', 'cases.id')
    .leftJoin('attorneys', 'attorneys.id', 'case_pipeline.assigned_attorney_id')
    .leftJoin('staff_users as owner', 'owner.id', 'case_pipeline.owner_id');
  if (!viewer.seesAllCases)
    select = select.where((eb) =>
      eb.or([eb('case_pipeline.owner_id', 'is', null), eb('case_pipeline.owner_id', '=', viewer.userId)]),
    );
  if (query.owner === 'unassigned') select = select.where('case_pipeline.owner_id', 'is', null);
  else if (query.owner)
    select = select.where('case_pipeline.owner_id', '=', query.owner === 'me' ? viewer.userId : query.owner);
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
    const hashes = staffSearchHashes(db, query.q);
    select = select.where((eb) =>
      eb.or([
        // Names, phones and emails are sealed (decision 0080): whole words of the name, the
        // phone's digits and the email are found by their blind index. LIKE still finds
        // rows from before it, and never matches a sealed value.
        ...(hashes.nameWords.length > 0
          ? [eb.and(hashes.nameWords.map((hash) => eb('cases.id', 'in', casesWithSearchHash(db, hash))))]
          : []),
        ...(hashes.contact.length > 0
          ? [eb('cases.id', 'in', casesWithAnySearchHash(db, hashes.contact))]
          : []),
        eb(eb.fn('lower', ['cases.full_name']), 'like', needle),
        eb(eb.fn('lower', ['cases.email']), 'like', needle),
        eb(eb.fn('lower', ['cases.id']), 'like', `${query.q!.toLowerCase().replace(/[%_\\]/g, '')}%`),
        ...(digits.length >= 3 ? [eb('cases.phone_e164', 'like', `%${digits}%`)] : []),
      ]),
    );
  }
  return select;
}

function selectRows(select: ReturnType<typeof baseQuery>) {
  return select.select([
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
    'reports.valuation as valuation',
    'reports.deadlines as deadlines',
    'cases.created_at as createdAt',
    'cases.completed_at as completedAt',
    'attorneys.name as attorneyName',
    'cases.emergency_flagged_at as emergencyAt',
    'reports.is_urgent as isReportUrgent',
    'cases.callback_requested_at as callbackRequestedAt',
    'case_pipeline.owner_id as ownerId',
    'owner.display_name as ownerName',
    'owner.email as ownerEmail',
    'case_pipeline.queue_state as queueState',
  ]);
}

export async function countPipeline(
  db: Kysely<Database>,
  query: PipelineQuery,
  viewer: PipelineViewer,
): Promise<number> {
  const row = await baseQuery(db, query, viewer)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The rows of a selection (bulk export), in the order asked, the viewer's access applied. */
export async function listPipelineRowsByIds(
  db: Kysely<Database>,
  caseIds: string[],
  viewer: PipelineViewer,
): Promise<PipelineRow[]> {
  const rows = await selectRows(
    baseQuery(db, pipelineQuerySchema.parse({}), viewer).where('cases.id', 'in', caseIds),
  ).execute();
  const order = new Map(caseIds.map((id, index) => [id, index]));
  return rows.sort((a, b) => (order.get(a.caseId) ?? 0) - (order.get(b.caseId) ?? 0));
}

/** One page, sorted in SQL; `deadline` sorting is done by the caller over all rows (limit undefined). */
export async function listPipelineRows(
  db: Kysely<Database>,
  query: PipelineQuery,
  viewer: PipelineViewer,
  page: { limit: number; offset: number } | undefined,
): Promise<PipelineRow[]> {
  let select = selectRows(baseQuery(db, query, viewer));
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
      // Names are sealed (decision 0080): SQL would order ciphertext, so the rows are
      // opened and sorted here, then paged.
      return sortedByName(await select.orderBy('cases.id').execute(), direction, page);
    default:
      select = select.orderBy('cases.created_at', direction);
  }
  select = select.orderBy('cases.id');
  if (page) select = select.limit(page.limit).offset(page.offset);
  return select.execute();
}

function sortedByName(
  rows: PipelineRow[],
  direction: 'asc' | 'desc',
  page: { limit: number; offset: number } | undefined,
): PipelineRow[] {
  const sign = direction === 'desc' ? -1 : 1;
  const sorted = rows.sort((a, b) => sign * (a.name ?? '').localeCompare(b.name ?? '', 'en'));
  return page ? sorted.slice(page.offset, page.offset + page.limit) : sorted;
}
