import type { Kysely, Transaction } from 'kysely';

import type { Database } from './schema';

type Db = Kysely<Database> | Transaction<Database>;

export interface ChatIds {
  sessionId: string;
  chatId: string;
}

/**
 * The one rule for "this chat, this session, this browser" (decision 0011's binding): the cases
 * a browser may act on, whatever is selected from them. The chat calls and the upload route
 * both ask it; each answers "not bound" with the same 404.
 */
export function boundCases(db: Db, ids: ChatIds, bindingHash: string) {
  return db
    .selectFrom('cases')
    .innerJoin('chat_bindings', 'chat_bindings.case_id', 'cases.id')
    .where('cases.chat_id', '=', ids.chatId)
    .where('cases.session_id', '=', ids.sessionId)
    .where('chat_bindings.binding_hash', '=', bindingHash);
}

/** The bound case's id only: which case, without reading (or opening) its row. */
export async function findBoundCaseId(
  db: Db,
  ids: ChatIds,
  bindingHash: string | null,
): Promise<string | undefined> {
  if (!bindingHash) return undefined;
  return (await boundCases(db, ids, bindingHash).select('cases.id').executeTakeFirst())?.id;
}
