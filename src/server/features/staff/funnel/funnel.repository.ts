import { randomUUID } from 'node:crypto';

import type { Kysely } from 'kysely';

import type { FirstPartyEvent } from '../../../../contracts/staff-console';
import type { Database } from '../../../db/schema';

export async function insertFunnelEvent(
  db: Kysely<Database>,
  event: FirstPartyEvent,
  now: Date,
): Promise<void> {
  await db
    .insertInto('funnel_events')
    .values({ id: randomUUID(), kind: event.kind, page: event.page, created_at: now.toISOString() })
    .execute();
}

export function listFunnelEvents(db: Kysely<Database>, since: string) {
  return db
    .selectFrom('funnel_events')
    .select(['kind', 'created_at'])
    .where('created_at', '>=', since)
    .execute();
}

export function listFunnelCases(db: Kysely<Database>, since: string, caseType: string | undefined) {
  let select = db
    .selectFrom('cases')
    .leftJoin('eligibility_assessments', 'eligibility_assessments.case_id', 'cases.id')
    .leftJoin('case_pipeline', 'case_pipeline.case_id', 'cases.id')
    .select([
      'cases.id as id',
      'cases.status as intakeStatus',
      'cases.questions_total as questionsTotal',
      'cases.extensions_used as extensionsUsed',
      'cases.created_at as createdAt',
      'eligibility_assessments.decision as eligibility',
      'case_pipeline.status as pipelineStatus',
    ])
    .where('cases.created_at', '>=', since);
  if (caseType) select = select.where('cases.case_type', '=', caseType);
  return select.execute();
}

export async function listReferredCaseIds(db: Kysely<Database>, since: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('case_status_history')
    .select('case_id')
    .where('to_status', '=', 'referred')
    .where('changed_at', '>=', since)
    .execute();
  return new Set(rows.map((row) => row.case_id));
}
