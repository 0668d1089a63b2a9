import { createHash } from 'node:crypto';

import type { Kysely, Transaction } from 'kysely';

import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

const RESUME_TOKEN_DAYS = 7;

export function hashResumeToken(token: string): string {
  return createHash('sha256').update(`resume:${token}`).digest('hex');
}

export async function insertResumeToken(
  db: Db,
  caseId: string,
  token: string,
  now = new Date(),
): Promise<void> {
  await db
    .insertInto('resume_tokens')
    .values({
      token_hash: hashResumeToken(token),
      case_id: caseId,
      expires_at: new Date(now.getTime() + RESUME_TOKEN_DAYS * 86_400_000).toISOString(),
      used_at: null,
      created_at: now.toISOString(),
    })
    .execute();
}

/**
 * Spends a resume token of this case: true only for the one call that marks it used
 * (the conditional update makes a double click or a replayed link fail safely).
 */
export async function spendResumeToken(
  db: Db,
  caseId: string,
  token: string,
  now = new Date(),
): Promise<boolean> {
  const result = await db
    .updateTable('resume_tokens')
    .set({ used_at: now.toISOString() })
    .where('token_hash', '=', hashResumeToken(token))
    .where('case_id', '=', caseId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
