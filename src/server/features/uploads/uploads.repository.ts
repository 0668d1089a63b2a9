import type { Kysely } from 'kysely';

import type { Database } from '../../db/schema';
import type { UploadsTable } from '../../db/tables/intake.tables';

/** The case of a chat if this browser is bound to it (same rule as the chat calls). */
export async function findBoundCaseId(
  db: Kysely<Database>,
  ids: { sessionId: string; chatId: string },
  bindingHash: string | null,
): Promise<string | undefined> {
  if (!bindingHash) return undefined;
  const row = await db
    .selectFrom('cases')
    .innerJoin('chat_bindings', 'chat_bindings.case_id', 'cases.id')
    .select('cases.id')
    .where('cases.chat_id', '=', ids.chatId)
    .where('cases.session_id', '=', ids.sessionId)
    .where('chat_bindings.binding_hash', '=', bindingHash)
    .executeTakeFirst();
  return row?.id;
}

export async function countUploads(db: Kysely<Database>, caseId: string): Promise<number> {
  const row = await db
    .selectFrom('uploads')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('case_id', '=', caseId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertUpload(db: Kysely<Database>, row: UploadsTable): Promise<void> {
  await db.insertInto('uploads').values(row).execute();
}

export async function deleteUpload(db: Kysely<Database>, uploadId: string): Promise<void> {
  await db.deleteFrom('uploads').where('id', '=', uploadId).execute();
}
