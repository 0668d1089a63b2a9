import type { Kysely, Transaction } from 'kysely';

import type { Database } from '../../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** The owner of a case (null: unassigned, or the case has no pipeline row yet); undefined: no such case. */
export async function findCaseOwner(db: Db, caseId: string): Promise<{ ownerId: string | null } | undefined> {
  const row = await db
    .selectFrom('cases')
    .leftJoin('case_pipeline', 'case_pipeline.case_id', 'cases.id')
    .select('case_pipeline.owner_id as ownerId')
    .where('cases.id', '=', caseId)
    .executeTakeFirst();
  return row ? { ownerId: row.ownerId ?? null } : undefined;
}
