import type { EligibilityDecision, OverdueLevel, PipelineStatus } from '../../../../contracts/staff-console';

import { readDeadlineRows } from './stored-conclusions';

/** The SPEC's promise: a case manager calls within 24–48 hours (issue 7). */
export const overdueAfterHours = 24;
export const lateAfterHours = 48;
/** Deadline markers when the statute runs out within this many days (matches the report's urgency). */
export const deadlineWarningDays = 60;

const dayMs = 86_400_000;

/**
 * Overdue: a new, eligible case nobody has contacted 24 h after the visitor finished
 * (or started, for an intake still open); late (red) at 48 h.
 */
export function overdueLevel(
  input: { status: PipelineStatus; eligibility: EligibilityDecision | null; since: string },
  now: Date,
): OverdueLevel {
  if (input.status !== 'new' || input.eligibility !== 'eligible') return 'none';
  const hours = (now.getTime() - Date.parse(input.since)) / 3_600_000;
  if (hours >= lateAfterHours) return 'late';
  if (hours >= overdueAfterHours) return 'overdue';
  return 'none';
}

export interface EarliestDeadline {
  date: string;
  daysLeft: number;
  label: string;
}

/** The earliest dated deadline of a report (reports.deadlines JSON), counted from today. */
export function earliestDeadline(deadlinesJson: string | null, now: Date): EarliestDeadline | null {
  const rows = readDeadlineRows(deadlinesJson);
  if (!rows) return null;
  const today = Date.parse(now.toISOString().slice(0, 10));
  const dated = rows
    .filter((deadline): deadline is typeof deadline & { date: string } => deadline.date !== null)
    .sort((a, b) => a.date.localeCompare(b.date));
  const first = dated[0];
  if (!first) return null;
  return {
    date: first.date,
    label: first.label,
    daysLeft: Math.round((Date.parse(first.date) - today) / dayMs),
  };
}

export function isDeadlineNear(deadline: EarliestDeadline | null): boolean {
  return deadline !== null && deadline.daysLeft <= deadlineWarningDays;
}
