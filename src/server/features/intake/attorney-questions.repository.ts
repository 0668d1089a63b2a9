import { randomBytes } from 'node:crypto';

import type { Kysely, Transaction } from 'kysely';

import type { Language } from '../../../contracts/case-record';
import { sealForCase } from '../../db/case-keyring';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The visitor's questions noted for the attorney (issue 23, decision 0107), written in the
 * turn's transaction with the reply. Sealed with the case's key like every visitor text
 * (decision 0080); a turn written again notes nothing twice (message id and position are unique).
 */
export async function insertAttorneyQuestions(
  db: Db,
  input: { caseId: string; messageId: string; questions: readonly string[]; language: Language; at: Date },
): Promise<void> {
  if (input.questions.length === 0) return;
  const rows = await Promise.all(
    input.questions.map(async (text, position) => ({
      id: `aq_${randomBytes(12).toString('hex')}`,
      case_id: input.caseId,
      message_id: input.messageId,
      position,
      language: input.language,
      created_at: input.at.toISOString(),
      ...(await sealForCase(db, input.caseId, { text })),
    })),
  );
  await db
    .insertInto('attorney_questions')
    .values(rows)
    .onConflict((conflict) => conflict.columns(['message_id', 'position']).doNothing())
    .execute();
}
