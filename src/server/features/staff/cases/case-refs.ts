import type { StaffRef } from '../../../../contracts/staff-queue';
import type { CaseRow } from '../../../db/tables/intake.tables';
import type { ReportVersionRow } from '../../../db/tables/reports.tables';

import { parseStoredLines, valueNotEstimatedOf } from './stored-conclusions';

/** Small mappings every case answer shares (view, export, queue, list). */

/** A staff member as answers name them; null when there is none (or the account is gone). */
export function staffRefOf(id: string | null, name: string | null, email: string | null): StaffRef | null {
  return id && email ? { id, name: name ?? email, email } : null;
}

export function attorneyRefOf(
  pipeline:
    | {
        attorneyId: string | null;
        attorneyName: string | null;
        attorneyFirm: string | null;
      }
    | undefined,
): { id: string; name: string; firm: string } | null {
  return pipeline?.attorneyId && pipeline.attorneyName
    ? { id: pipeline.attorneyId, name: pipeline.attorneyName, firm: pipeline.attorneyFirm ?? '' }
    : null;
}

/** A stored low–likely–high range (PostgreSQL returns double precision as numbers, SQLite too). */
export function rangeOf(row: {
  value_low: number | string;
  value_likely: number | string;
  value_high: number | string;
}): { low: number; likely: number; high: number } {
  return { low: Number(row.value_low), likely: Number(row.value_likely), high: Number(row.value_high) };
}

/** What a report version says, as the view and the export both show it. */
export function versionSummaryOf(
  version: Pick<
    ReportVersionRow,
    | 'version'
    | 'value_low'
    | 'value_likely'
    | 'value_high'
    | 'valuation'
    | 'decision'
    | 'route'
    | 'is_urgent'
    | 'changes'
    | 'created_at'
  >,
) {
  return {
    version: version.version,
    value: rangeOf(version),
    valueNotEstimated: valueNotEstimatedOf(version.valuation),
    decision: version.decision,
    route: version.route,
    isUrgent: version.is_urgent === 1,
    changes: parseStoredLines(version.changes),
    createdAt: version.created_at,
  };
}

/** How to reach the visitor, as they gave it. */
export function contactOf(row: CaseRow) {
  return {
    name: row.full_name,
    email: row.email,
    phone: row.phone,
    phoneE164: row.phone_e164,
    communicationMethod: row.communication_method,
    description: row.description,
  };
}
