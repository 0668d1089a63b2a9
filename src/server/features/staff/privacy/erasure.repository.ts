import type { Kysely, Transaction } from 'kysely';

import type { Database } from '../../../db/schema';
import type { ScrubbedTable } from '../../../db/scrub-deleted-data';
import { casesWithSearchTerms } from '../../../db/sealed-case-columns';

type Db = Kysely<Database> | Transaction<Database>;

export interface CaseForErasure {
  caseId: string;
  email: string | null;
  uploadPaths: string[];
  reportIds: string[];
  messageIds: string[];
}

export async function findCasesForErasure(
  db: Db,
  input: { caseId?: string; email?: string },
): Promise<CaseForErasure[]> {
  const found = new Map<string, string | null>();
  if (input.caseId) {
    const row = await db
      .selectFrom('cases')
      .select(['id', 'email'])
      .where('id', '=', input.caseId)
      .executeTakeFirst();
    if (row) found.set(row.id, row.email);
  }
  if (input.email) {
    const email = input.email.trim().toLowerCase();
    const rows = await db
      .selectFrom('cases')
      .select(['id', 'email'])
      // Sealed emails are found by their blind index; rows from before it by their text (decision 0080).
      .where((eb) =>
        eb.or([
          eb('id', 'in', casesWithSearchTerms(db, { email })),
          eb(eb.fn('lower', ['email']), '=', email),
        ]),
      )
      .execute();
    for (const row of rows) found.set(row.id, row.email);
  }
  const result: CaseForErasure[] = [];
  for (const [caseId, email] of found) {
    const uploads = await db
      .selectFrom('uploads')
      .select('storage_path')
      .where('case_id', '=', caseId)
      .execute();
    const reports = await db.selectFrom('reports').select('id').where('case_id', '=', caseId).execute();
    const deliveries = await db
      .selectFrom('email_deliveries')
      .select('message_id')
      .where('case_id', '=', caseId)
      .execute();
    result.push({
      caseId,
      email,
      uploadPaths: uploads.map((row) => row.storage_path),
      reportIds: reports.map((row) => row.id),
      messageIds: deliveries.map((row) => row.message_id.replace(/^<|>$/g, '')),
    });
  }
  return result;
}

/** The person's contact messages and the console's replies to them, by id: their jobs name only these. */
export async function findContactMessageIds(db: Db, emails: string[]): Promise<string[]> {
  if (emails.length === 0) return [];
  const messages = await db
    .selectFrom('contact_messages')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), 'in', emails))
    .execute();
  const messageIds = messages.map((row) => row.id);
  if (messageIds.length === 0) return [];
  const replies = await db
    .selectFrom('contact_message_replies')
    .select('id')
    .where('message_id', 'in', messageIds)
    .execute();
  return [...messageIds, ...replies.map((row) => row.id)];
}

/** Jobs (any status) whose payload names one of the needles: a case id, a report id, an email. */
export async function findJobsMentioning(db: Db, needles: string[]): Promise<string[]> {
  const ids = new Set<string>();
  for (const needle of needles) {
    // LIKE narrows the scan (its _ and % wildcards only widen it); includes() decides.
    const rows = await db
      .selectFrom('jobs')
      .select(['id', 'payload'])
      .where('payload', 'like', `%${needle}%`)
      .execute();
    for (const row of rows) if (row.payload.toLowerCase().includes(needle)) ids.add(row.id);
  }
  return [...ids];
}

export async function deleteJobsByIds(db: Db, ids: string[]): Promise<void> {
  if (ids.length > 0) await db.deleteFrom('jobs').where('id', 'in', ids).execute();
}

/** Every table an erasure or the retention sweep deletes from (scrubbed afterwards, decision 0056). */
export const erasureTables: readonly ScrubbedTable[] = [
  'jobs',
  'report_links',
  'report_versions',
  'eligibility_assessments',
  'email_deliveries',
  'attorney_matches',
  'reports',
  'uploads',
  'messages',
  'attorney_questions',
  'consent_records',
  'chat_bindings',
  'resume_tokens',
  'case_record_edits',
  'case_notes',
  'call_attempts',
  'case_status_history',
  'case_pipeline',
  'cases',
  'newsletter_unsubscribe_tokens',
  'newsletter_subscribers',
  'mail_sends',
  'contact_message_replies',
  'contact_message_links',
  'contact_messages',
  'case_webhook_deliveries',
  'case_search_terms',
  'case_keys',
];

/** Every row of one case, children first (foreign keys). Returns the number of rows deleted. */
export async function deleteCaseRows(db: Db, caseId: string): Promise<number> {
  let count = 0;
  const add = (result: { numDeletedRows: bigint }) => {
    count += Number(result.numDeletedRows);
  };
  const reportIds = (await db.selectFrom('reports').select('id').where('case_id', '=', caseId).execute()).map(
    (row) => row.id,
  );
  if (reportIds.length > 0) {
    add(await db.deleteFrom('report_links').where('report_id', 'in', reportIds).executeTakeFirst());
    add(await db.deleteFrom('report_versions').where('report_id', 'in', reportIds).executeTakeFirst());
  }
  add(await db.deleteFrom('eligibility_assessments').where('case_id', '=', caseId).executeTakeFirst());
  add(await db.deleteFrom('email_deliveries').where('case_id', '=', caseId).executeTakeFirst());
  add(await db.deleteFrom('attorney_matches').where('case_id', '=', caseId).executeTakeFirst());
  add(await db.deleteFrom('reports').where('case_id', '=', caseId).executeTakeFirst());
  add(await db.deleteFrom('uploads').where('case_id', '=', caseId).executeTakeFirst());
  add(await db.deleteFrom('attorney_questions').where('case_id', '=', caseId).executeTakeFirst());
  add(await db.deleteFrom('messages').where('case_id', '=', caseId).executeTakeFirst());
  add(await db.deleteFrom('consent_records').where('case_id', '=', caseId).executeTakeFirst());
  add(await db.deleteFrom('chat_bindings').where('case_id', '=', caseId).executeTakeFirst());
  add(await db.deleteFrom('resume_tokens').where('case_id', '=', caseId).executeTakeFirst());
  add(await db.deleteFrom('case_record_edits').where('case_id', '=', caseId).executeTakeFirst());
  add(await db.deleteFrom('case_notes').where('case_id', '=', caseId).executeTakeFirst());
  add(await db.deleteFrom('call_attempts').where('case_id', '=', caseId).executeTakeFirst());
  add(await db.deleteFrom('case_status_history').where('case_id', '=', caseId).executeTakeFirst());
  add(await db.deleteFrom('case_pipeline').where('case_id', '=', caseId).executeTakeFirst());
  add(await db.deleteFrom('case_webhook_deliveries').where('case_id', '=', caseId).executeTakeFirst());
  // A contact message of this person stays (it may be erased by email), but no longer names the case.
  add(await db.deleteFrom('contact_message_links').where('case_id', '=', caseId).executeTakeFirst());
  add(await db.deleteFrom('cases').where('id', '=', caseId).executeTakeFirst());
  add(await db.deleteFrom('case_search_terms').where('case_id', '=', caseId).executeTakeFirst());
  // Crypto-shredding (decision 0080): without its key, no copy of the case's sealed values
  // opens again, wherever it lies (the WAL, a backup, a replica).
  add(await db.deleteFrom('case_keys').where('case_id', '=', caseId).executeTakeFirst());
  return count;
}

export async function deletePersonRecordsByEmail(
  db: Db,
  emails: string[],
): Promise<{ subscribers: number; contactMessages: number }> {
  if (emails.length === 0) return { subscribers: 0, contactMessages: 0 };
  const subscribers = await db
    .deleteFrom('newsletter_subscribers')
    .where((eb) => eb(eb.fn('lower', ['email']), 'in', emails))
    .executeTakeFirst();
  const messageIds = (
    await db
      .selectFrom('contact_messages')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['email']), 'in', emails))
      .execute()
  ).map((row) => row.id);
  await deleteRepliesAndLinksOf(db, messageIds);
  const contactMessages = await db
    .deleteFrom('contact_messages')
    .where((eb) => eb(eb.fn('lower', ['email']), 'in', emails))
    .executeTakeFirst();
  return {
    subscribers: Number(subscribers.numDeletedRows),
    contactMessages: Number(contactMessages.numDeletedRows),
  };
}

/**
 * Cases never referred to an attorney (no staff status referred or retained, no open
 * automatic match) whose last activity is older than `cutoff`: unmatched intakes, finished or not.
 */
export async function findUnmatchedCasesIdleSince(db: Db, cutoff: string): Promise<string[]> {
  const rows = await db
    .selectFrom('cases')
    .select('cases.id')
    .where('cases.updated_at', '<', cutoff)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('case_pipeline')
            .select('case_pipeline.case_id')
            .whereRef('case_pipeline.case_id', '=', 'cases.id')
            .where('case_pipeline.status', 'in', ['referred', 'retained']),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('attorney_matches')
            .select('attorney_matches.case_id')
            .whereRef('attorney_matches.case_id', '=', 'cases.id')
            .where('attorney_matches.status', '=', 'open'),
        ),
      ),
    )
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Intakes never finished (no end-intake) that nobody on our side has touched (no pipeline
 * status, note or call), idle since `cutoff`, with no upload since: abandoned (decision 0061).
 */
export async function findAbandonedCasesIdleSince(db: Db, cutoff: string): Promise<string[]> {
  let query = db
    .selectFrom('cases')
    .select('cases.id')
    .where('cases.status', '=', 'open')
    .where('cases.updated_at', '<', cutoff)
    .where('cases.id', 'not in', (eb) =>
      eb.selectFrom('uploads').select('uploads.case_id').where('uploads.created_at', '>=', cutoff),
    );
  for (const worked of ['case_pipeline', 'case_notes', 'call_attempts'] as const)
    query = query.where('cases.id', 'not in', (eb) => eb.selectFrom(worked).select('case_id'));
  return (await query.execute()).map((row) => row.id);
}

/**
 * Upload reservations older than `cutoff` that never became a stored file (the process died
 * mid-upload): their rows go, and the caller removes their files.
 */
export async function deleteStaleUploadReservations(db: Db, cutoff: string): Promise<string[]> {
  const rows = await db
    .selectFrom('uploads')
    .select(['id', 'storage_path'])
    .where('status', '=', 'receiving')
    .where('created_at', '<', cutoff)
    .execute();
  if (rows.length > 0)
    await db
      .deleteFrom('uploads')
      .where(
        'id',
        'in',
        rows.map((row) => row.id),
      )
      .where('status', '=', 'receiving')
      .execute();
  return rows.map((row) => row.storage_path);
}

/** The console's replies to, and links of, contact messages about to be deleted. */
async function deleteRepliesAndLinksOf(db: Db, messageIds: string[]): Promise<void> {
  if (messageIds.length === 0) return;
  await db.deleteFrom('contact_message_replies').where('message_id', 'in', messageIds).execute();
  await db.deleteFrom('contact_message_links').where('message_id', 'in', messageIds).execute();
}

export async function deleteContactMessagesBefore(db: Db, cutoff: string): Promise<number> {
  const old = await db.selectFrom('contact_messages').select('id').where('created_at', '<', cutoff).execute();
  await deleteRepliesAndLinksOf(
    db,
    old.map((row) => row.id),
  );
  const result = await db.deleteFrom('contact_messages').where('created_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Newsletter sign-ups never confirmed, created before `cutoff` (decision 0079). */
export async function deleteUnconfirmedSubscribersBefore(
  db: Kysely<Database> | Transaction<Database>,
  cutoff: string,
): Promise<number> {
  const result = await db
    .deleteFrom('newsletter_subscribers')
    .where('confirmed_at', 'is', null)
    .where('created_at', '<', cutoff)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
