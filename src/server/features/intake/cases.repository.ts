import type { Kysely, Transaction } from 'kysely';

import { type CaseRecord, caseRecordSchema } from '../../../contracts/case-record';
import { boundCases } from '../../db/bound-cases';
import { sealCaseColumns, casesWithSearchTerms } from '../../db/sealed-case-columns';
import type { Database } from '../../db/schema';
import type { CaseRow, CaseUpdate, NewCaseRow } from '../../db/tables/intake.tables';

type Db = Kysely<Database> | Transaction<Database>;

/** Inserts the case unless its chat already has one (new-chat races); returns the stored row. */
export async function insertCaseOnce(db: Db, row: NewCaseRow): Promise<{ row: CaseRow; isNew: boolean }> {
  const inserted = await db
    .insertInto('cases')
    .values(await sealCaseColumns(db, row.id, row))
    .onConflict((conflict) => conflict.column('chat_id').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return { row: inserted, isNew: true };
  // The chat's case was made by another request: this id's key and search terms are litter.
  await db.deleteFrom('case_search_terms').where('case_id', '=', row.id).execute();
  await db.deleteFrom('case_keys').where('case_id', '=', row.id).execute();
  const existing = await findCaseByChatId(db, row.chat_id);
  if (!existing) throw new Error('case insert conflicted but no case was found');
  return { row: existing, isNew: false };
}

export async function findCaseByChatId(db: Db, chatId: string): Promise<CaseRow | undefined> {
  return db.selectFrom('cases').selectAll().where('chat_id', '=', chatId).executeTakeFirst();
}

export async function findCaseById(db: Db, caseId: string): Promise<CaseRow | undefined> {
  return db.selectFrom('cases').selectAll().where('id', '=', caseId).executeTakeFirst();
}

/**
 * The case of a chat as seen by one browser: undefined when the chat is unknown, belongs
 * to another session id, or is not bound to this browser. Callers answer all three with
 * the same 404, so nobody can probe which chats exist.
 */
export async function findBoundCase(
  db: Db,
  ids: { sessionId: string; chatId: string },
  bindingHash: string | null,
): Promise<CaseRow | undefined> {
  if (!bindingHash) return undefined;
  return boundCases(db, ids, bindingHash).selectAll('cases').executeTakeFirst();
}

/** Whether a chat has a case: its id only, so no sealed column is read or opened. */
export async function chatHasCase(db: Db, chatId: string): Promise<boolean> {
  const row = await db.selectFrom('cases').select('id').where('chat_id', '=', chatId).executeTakeFirst();
  return row !== undefined;
}

/** The id and session of a chat's case, for the checks that need no more of it. */
export async function findCaseKeysByChatId(
  db: Db,
  chatId: string,
): Promise<{ id: string; session_id: string } | undefined> {
  return db.selectFrom('cases').select(['id', 'session_id']).where('chat_id', '=', chatId).executeTakeFirst();
}

export async function bindBrowser(db: Db, caseId: string, bindingHash: string): Promise<void> {
  await db
    .insertInto('chat_bindings')
    .values({ case_id: caseId, binding_hash: bindingHash, created_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.columns(['case_id', 'binding_hash']).doNothing())
    .execute();
}

export async function countBindings(db: Db, caseId: string): Promise<number> {
  const row = await db
    .selectFrom('chat_bindings')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('case_id', '=', caseId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Writes a turn's changes only if nobody else wrote the case since it was read
 * (optimistic lock on `version`). Returns false when the caller must re-read and retry.
 */
export async function updateCaseIfUnchanged(
  db: Db,
  caseId: string,
  readVersion: number,
  changes: CaseUpdate,
): Promise<boolean> {
  const result = await db
    .updateTable('cases')
    .set({
      ...(await sealCaseColumns(db, caseId, changes)),
      version: readVersion + 1,
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', caseId)
    .where('version', '=', readVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function updateCase(db: Db, caseId: string, changes: CaseUpdate): Promise<void> {
  await db
    .updateTable('cases')
    .set({ ...(await sealCaseColumns(db, caseId, changes)), updated_at: new Date().toISOString() })
    .where('id', '=', caseId)
    .execute();
}

/** Intakes completed since a time, by the address they were sent to or the IP hash they came from. */
export async function countCompletedSince(
  db: Db,
  by: { email: string } | { ipHash: string },
  since: string,
): Promise<number> {
  const row = await db
    .selectFrom('cases')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('status', '=', 'complete')
    .where('completed_at', '>=', since)
    .where((eb) =>
      // The email is sealed: its blind index finds the cases (decision 0080).
      'email' in by
        ? eb('id', 'in', casesWithSearchTerms(db, { email: by.email }))
        : eb('completed_ip_hash', '=', by.ipHash),
    )
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The case record column, validated at the edge: a bad row fails loudly, never silently. */
export function parseCaseRecord(row: Pick<CaseRow, 'case_record'>): CaseRecord {
  return caseRecordSchema.parse(JSON.parse(row.case_record));
}

export function serializeCaseRecord(record: CaseRecord): string {
  return JSON.stringify(caseRecordSchema.parse(record));
}
