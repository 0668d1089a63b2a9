import type { AppConfig } from '../../../config';
import type { Store } from '../../../db/database';
import { scrubDeletedData } from '../../../db/scrub-deleted-data';

import { systemActor } from '../audit/audit-log.repository';
import { erasePersonRows } from './erase-person';
import {
  deleteContactMessagesBefore,
  erasureTables,
  findUnmatchedCasesIdleSince,
} from './erasure.repository';
import { readStaffSettings } from '../settings.repository';

const DAY_MS = 86_400_000;

export interface RetentionResult {
  /** Cases closed by staff longer than the retention setting ago. */
  erased: number;
  /** Intakes never referred to an attorney, idle longer than RETENTION_DAYS_UNMATCHED. */
  unmatched: number;
  contactMessages: number;
}

/**
 * The retention sweep (decision 0055): what the privacy policy promises, done. Cases
 * closed longer than the retention setting ago, and intakes never referred to an attorney
 * (abandoned chats included) idle longer than their own period, are erased like an erasure
 * request, except that the person's newsletter subscription and contact messages are kept
 * (they were not part of the case); contact messages go after their own period. The
 * deleted rows' bytes are then scrubbed from the database files (decision 0056).
 */
export async function eraseClosedCases(
  store: Store,
  config: AppConfig,
  now = new Date(),
): Promise<RetentionResult> {
  const { retentionDaysClosed } = await readStaffSettings(store.db, config);
  const cutoff = new Date(now.getTime() - retentionDaysClosed * DAY_MS).toISOString();
  const closed = await store.db
    .selectFrom('case_pipeline')
    .select('case_id')
    .where('status', '=', 'closed')
    .where('status_changed_at', '<', cutoff)
    .execute();
  const unmatchedCutoff = new Date(
    now.getTime() - config.staff.retentionDaysUnmatched * DAY_MS,
  ).toISOString();
  const closedIds = new Set(closed.map((row) => row.case_id));
  const unmatched = (await findUnmatchedCasesIdleSince(store.db, unmatchedCutoff)).filter(
    (caseId) => !closedIds.has(caseId),
  );
  for (const caseId of [...closedIds, ...unmatched]) {
    await erasePersonRows(store, config, { caseId, actor: systemActor, reason: 'retention' });
  }
  const contactCutoff = new Date(
    now.getTime() - config.staff.retentionDaysContactMessages * DAY_MS,
  ).toISOString();
  const contactMessages = await deleteContactMessagesBefore(store.db, contactCutoff);
  // Once per sweep, after every deletion (decision 0056).
  await scrubDeletedData(store, erasureTables);
  return { erased: closedIds.size, unmatched: unmatched.length, contactMessages };
}
