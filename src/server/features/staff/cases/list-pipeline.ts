import type { Kysely } from 'kysely';

import type { PipelineItem, PipelinePage, PipelineQuery } from '../../../../contracts/staff-console';
import type { Database } from '../../../db/schema';

import { shortCaseId } from '../shared/short-case-id';

import { staffRefOf } from './case-refs';
import { earliestDeadline, isDeadlineNear, overdueLevel } from './pipeline-markers';
import {
  countPipeline,
  listPipelineRows,
  type PipelineRow,
  type PipelineViewer,
} from './pipeline.repository';
import { valueNotEstimatedOf } from './stored-conclusions';
import { urgentReasonsOf } from './urgent-reasons';

function toItem(row: PipelineRow, now: Date): PipelineItem {
  const status = row.status ?? 'new';
  const deadline = earliestDeadline(row.deadlines, now);
  const since = row.completedAt ?? row.createdAt;
  const valueNotEstimated = valueNotEstimatedOf(row.valuation);
  return {
    caseId: row.caseId,
    shortId: shortCaseId(row.caseId),
    name: row.name,
    email: row.email,
    phone: row.phone,
    intakeStatus: row.intakeStatus,
    status,
    caseType: row.caseType,
    state: row.state,
    eligibility: row.eligibility,
    value:
      row.valueLikely === null || valueNotEstimated
        ? null
        : { low: Number(row.valueLow), likely: Number(row.valueLikely), high: Number(row.valueHigh) },
    valueNotEstimated,
    deadline,
    isDeadlineNear: isDeadlineNear(deadline),
    overdue: overdueLevel({ status, eligibility: row.eligibility, since }, now),
    alerts: { emergency: row.emergencyAt !== null, callbackRequested: row.callbackRequestedAt !== null },
    urgentReasons: urgentReasonsOf({
      emergencyAt: row.emergencyAt,
      isReportUrgent: row.isReportUrgent === 1,
    }),
    createdAt: row.createdAt,
    completedAt: row.completedAt,
    ageHours: Math.max(0, Math.floor((now.getTime() - Date.parse(row.createdAt)) / 3_600_000)),
    assignedAttorney: row.attorneyName,
    owner: staffRefOf(row.ownerId, row.ownerName, row.ownerEmail),
    queueState: row.queueState ?? 'none',
  };
}

/** Cases without a deadline go last, whichever the direction. */
const byDeadline =
  (sign: number) =>
  (a: PipelineItem, b: PipelineItem): number => {
    if (!a.deadline || !b.deadline) return a.deadline ? -1 : b.deadline ? 1 : 0;
    return sign * a.deadline.date.localeCompare(b.deadline.date);
  };

/**
 * Estimated values in the chosen direction, then the cases not estimated yet (unknown is not
 * the least value, nor the greatest: issue 24), then the cases with no report, whichever the
 * direction.
 */
const valueRank = (item: PipelineItem): number => (item.value ? 0 : item.valueNotEstimated ? 1 : 2);
const byValue =
  (sign: number) =>
  (a: PipelineItem, b: PipelineItem): number =>
    valueRank(a) - valueRank(b) || (a.value && b.value ? sign * (a.value.likely - b.value.likely) : 0);

/** The pipeline: filter, search, sort and paginate, with overdue and deadline markers. */
export async function listPipeline(
  db: Kysely<Database>,
  query: PipelineQuery,
  viewer: PipelineViewer,
  now = new Date(),
): Promise<PipelinePage> {
  const total = await countPipeline(db, query, viewer);
  const offset = (query.page - 1) * query.pageSize;
  if (query.sort !== 'deadline' && query.sort !== 'value') {
    const rows = await listPipelineRows(db, query, viewer, { limit: query.pageSize, offset });
    return { items: rows.map((row) => toItem(row, now)), total, page: query.page, pageSize: query.pageSize };
  }
  // Deadlines live in the report's JSON, and whether a value is an estimate too (the stored
  // zeros of a case not estimated yet are not a value): sort them here.
  const items = (await listPipelineRows(db, query, viewer, undefined)).map((row) => toItem(row, now));
  const sign = query.direction === 'asc' ? 1 : -1;
  items.sort(query.sort === 'value' ? byValue(sign) : byDeadline(sign));
  return {
    items: items.slice(offset, offset + query.pageSize),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
