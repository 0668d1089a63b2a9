import type { Kysely } from 'kysely';

import { caseRecordSchema } from '../../../../contracts/case-record';
import { factsToCheckOf } from '../../../../contracts/staff-facts';
import { factStates } from '../../../case-record/fact-flags';
import type { StoredFactCheck } from '../../../ports/stored-fact-check';
import type { Database } from '../../../db/schema';

import { parseStoredJson } from './stored-conclusions';

/**
 * "N facts to check" for a page of cases (decision 0127): each case's record is opened and its
 * flags worked out as the facts editor works them out, so the queue and the case agree. One
 * query for the page; a record that does not parse counts none.
 */
export async function countFactsToCheck(
  db: Kysely<Database>,
  caseIds: readonly string[],
  options: { today: Date; check: StoredFactCheck },
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (caseIds.length === 0) return counts;
  const rows = await db
    .selectFrom('cases')
    .select(['id', 'case_record'])
    .where('id', 'in', [...caseIds])
    .execute();
  for (const row of rows) {
    const record = caseRecordSchema.safeParse(parseStoredJson(row.case_record));
    if (record.success) counts.set(row.id, factsToCheckOf(factStates(record.data, options)));
  }
  return counts;
}
