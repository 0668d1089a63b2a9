import type { Kysely } from 'kysely';

import type { QueuePage, QueueQuery } from '../../../../contracts/staff-queue';
import type { Database } from '../../../db/schema';
import type { StoredFactCheck } from '../../../ports/stored-fact-check';
import { AppError } from '../../../http/app-error';

import { appendAudit } from '../audit/audit-log.repository';
import { readContactCadence } from '../settings/settings.repository';
import type { StaffPrincipal } from '../shared/staff-access';
import { shortCaseId } from '../shared/short-case-id';

import { maxAttemptsOf } from './derive-queue-entry';
import { countFactsToCheck } from './facts-to-check';
import { staffRefOf } from './case-refs';
import { countQueue, listQueueRows } from './queue.repository';
import { valueNotEstimatedOf } from './stored-conclusions';

/** The likely figure, or, when the report could not estimate one, what it waits for: never "$0". */
function valueOf(row: { valueLikely: number | string | null; valuation: string | null }) {
  const valueNotEstimated = valueNotEstimatedOf(row.valuation);
  return {
    valueLikely: row.valueLikely === null || valueNotEstimated ? null : Number(row.valueLikely),
    valueNotEstimated,
  };
}

/**
 * "My queue" (issue 14, decision 0070): the open entries that show by now, emergencies and
 * urgent deadlines first, then callbacks due, then first contacts by their promise, then
 * next attempts, then reviews, each by when it is due. The rows hold names and numbers, so
 * the read is audited with the case ids it showed.
 */
export async function listQueue(
  db: Kysely<Database>,
  staff: StaffPrincipal,
  query: QueueQuery,
  now: Date,
  /** The intake's value check on stored values, for "N facts to check" (decision 0127). */
  check: StoredFactCheck,
): Promise<QueuePage> {
  if (query.scope === 'all' && !staff.seesAllCases)
    throw new AppError(
      'forbidden',
      "Only an admin, or a case manager given wider access, sees everyone's queue.",
    );
  const options = { scope: query.scope, view: query.view, staffId: staff.userId, now: now.toISOString() };
  const [rows, total, cadence] = await Promise.all([
    listQueueRows(db, { ...options, limit: query.limit, offset: query.offset }),
    countQueue(db, options),
    readContactCadence(db),
  ]);
  await appendAudit(db, {
    actor: { id: staff.userId, email: staff.email },
    action: 'queue.listed',
    subjectType: 'queue',
    details: {
      scope: query.scope,
      view: query.view,
      offset: query.offset,
      caseIds: rows.map((row) => row.caseId),
    },
    at: now,
  });
  const maxAttempts = maxAttemptsOf(cadence);
  const factsToCheck = await countFactsToCheck(
    db,
    rows.map((row) => row.caseId),
    { today: now, check },
  );
  return {
    serverTime: now.toISOString(),
    scope: query.scope,
    view: query.view,
    total,
    limit: query.limit,
    offset: query.offset,
    items: rows.map((row) => ({
      caseId: row.caseId,
      shortId: shortCaseId(row.caseId),
      name: row.name,
      phone: row.phone,
      phoneE164: row.phoneE164,
      email: row.email,
      owner: staffRefOf(row.ownerId, row.ownerName, row.ownerEmail),
      reason: row.reason ?? 'review',
      rank: row.rank,
      visibleAt: row.visibleAt ?? now.toISOString(),
      dueAt: row.dueAt ?? now.toISOString(),
      lateAt: row.lateAt ?? now.toISOString(),
      attemptsMade: row.attemptsMade,
      maxAttempts,
      caseType: row.caseType,
      state: row.state,
      eligibility: row.eligibility,
      ...valueOf(row),
      mayCall: Boolean(row.hasConsent) && Boolean(row.phone) && !row.hasWrongNumber,
      factsToCheck: factsToCheck.get(row.caseId) ?? 0,
    })),
  };
}
