import fs from 'node:fs';
import path from 'node:path';

import type { AppConfig } from '../../../config';
import type { Store } from '../../../db/database';
import { scrubDeletedData } from '../../../db/scrub-deleted-data';
import { deleteMailSendsBefore } from '../../../email/mail-sends.repository';

import { systemActor } from '../audit/audit-log.repository';
import { readStaffSettings } from '../settings/settings.repository';

import { erasePersonRows } from './erase-person';
import {
  deleteContactMessagesBefore,
  deleteStaleUploadReservations,
  deleteUnconfirmedSubscribersBefore,
  erasureTables,
  findAbandonedCasesIdleSince,
  findUnmatchedCasesIdleSince,
} from './erasure.repository';

const DAY_MS = 86_400_000;
/** Issue 26: unconfirmed newsletter sign-ups are deleted after a week. */
export const UNCONFIRMED_SUBSCRIBER_DAYS = 7;
/** An upload still 'receiving' after this long belongs to a process that died mid-upload. */
const STALE_RESERVATION_MS = 60 * 60 * 1000;

export interface RetentionResult {
  /** Cases closed by staff longer than the retention setting ago. */
  erased: number;
  /** Intakes never referred to an attorney, idle longer than RETENTION_DAYS_UNMATCHED. */
  unmatched: number;
  /** Intakes never finished and never worked by staff, idle longer than RETENTION_DAYS_ABANDONED (with their uploads). */
  abandoned: number;
  contactMessages: number;
  /** Upload reservations a crashed upload left behind (rows and files). */
  staleUploads: number;
  /** Newsletter sign-ups never confirmed, older than a week (decision 0079). */
  unconfirmedSubscribers: number;
}

/**
 * The retention sweep (decision 0055): what the privacy policy promises, done. Cases
 * closed longer than the retention setting ago, and intakes never referred to an attorney
 * idle longer than their own period, and intakes never finished nor worked by staff idle
 * longer than the abandoned period (their uploads go with them: decision 0061), are erased
 * like an erasure request, except that the person's newsletter subscription and contact
 * messages are kept (they were not part of the case); contact messages go after their own
 * period, and upload reservations a crash left behind after an hour. The deleted rows'
 * bytes are then scrubbed from the database files (decision 0056).
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
  const abandonedCutoff = new Date(
    now.getTime() - config.staff.retentionDaysAbandoned * DAY_MS,
  ).toISOString();
  const counted = new Set([...closedIds, ...unmatched]);
  const abandoned = (await findAbandonedCasesIdleSince(store.db, abandonedCutoff)).filter(
    (caseId) => !counted.has(caseId),
  );
  for (const caseId of [...closedIds, ...unmatched, ...abandoned]) {
    await erasePersonRows(store, config, { caseId, actor: systemActor, reason: 'retention' });
  }
  const staleUploads = await deleteStaleUploadReservations(
    store.db,
    new Date(now.getTime() - STALE_RESERVATION_MS).toISOString(),
  );
  removeUploadFiles(config.dataDir, staleUploads);
  const contactCutoff = new Date(
    now.getTime() - config.staff.retentionDaysContactMessages * DAY_MS,
  ).toISOString();
  const contactMessages = await deleteContactMessagesBefore(store.db, contactCutoff);
  // The send caps look back one day (decision 0078); older rows count for nothing.
  await deleteMailSendsBefore(store.db, new Date(now.getTime() - 2 * DAY_MS).toISOString());
  // A sign-up nobody confirmed within a week is someone's address typed by anyone (decision
  // 0079): deleted, with its unsubscribe token hashes (ON DELETE CASCADE).
  const unconfirmedSubscribers = await deleteUnconfirmedSubscribersBefore(
    store.db,
    new Date(now.getTime() - UNCONFIRMED_SUBSCRIBER_DAYS * DAY_MS).toISOString(),
  );
  // Once per sweep, after every deletion (decision 0056).
  await scrubDeletedData(store, erasureTables);
  return {
    erased: closedIds.size,
    unmatched: unmatched.length,
    abandoned: abandoned.length,
    contactMessages,
    staleUploads: staleUploads.length,
    unconfirmedSubscribers,
  };
}

/** A reservation's file under either of its names: the stored one, or `.part` while it streamed in. */
function removeUploadFiles(dataDir: string, storagePaths: string[]): void {
  const root = path.resolve(dataDir, 'uploads');
  for (const storagePath of storagePaths) {
    const file = path.resolve(root, storagePath);
    if (!file.startsWith(root + path.sep)) continue;
    fs.rmSync(file, { force: true });
    fs.rmSync(`${file}.part`, { force: true });
  }
}
