import type { Kysely, Transaction } from 'kysely';

import type { Database } from '../../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export async function findUnreachableEmailedAt(
  db: Db,
  caseId: string,
): Promise<{ emailedAt: string | null; attemptsMade: number } | undefined> {
  const row = await db
    .selectFrom('case_pipeline')
    .select(['unreachable_email_at', 'attempts_made'])
    .where('case_id', '=', caseId)
    .executeTakeFirst();
  return row ? { emailedAt: row.unreachable_email_at, attemptsMade: row.attempts_made } : undefined;
}

export async function markUnreachableEmailed(db: Db, caseId: string, at: string): Promise<void> {
  await db
    .updateTable('case_pipeline')
    .set({ unreachable_email_at: at })
    .where('case_id', '=', caseId)
    .execute();
}
