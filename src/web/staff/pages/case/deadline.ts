import type { CaseView } from '../../../../contracts/staff-console';

const dayMs = 86_400_000;

export interface FirstDeadline {
  label: string;
  date: string;
  isUnverified: boolean;
  /** Whole days from the server's today; negative once passed. */
  daysLeft: number;
}

/** The earliest dated deadline of the report, counted from the server's today. */
export function firstDeadline(view: Pick<CaseView, 'report'>, nowMs: number): FirstDeadline | null {
  const dated = (view.report?.deadlines ?? [])
    .flatMap((deadline) => (deadline.date ? [{ ...deadline, date: deadline.date }] : []))
    .sort((a, b) => a.date.localeCompare(b.date));
  const first = dated[0];
  if (!first) return null;
  const today = Date.parse(new Date(nowMs).toISOString().slice(0, 10));
  return {
    label: first.label,
    date: first.date,
    isUnverified: first.isUnverified,
    daysLeft: Math.round((Date.parse(first.date) - today) / dayMs),
  };
}

/** "44 days left", "1 day left", "due today", "passed 3 days ago". */
export function countdownText(daysLeft: number): string {
  if (daysLeft === 0) return 'due today';
  if (daysLeft < 0) return `passed ${-daysLeft} ${daysLeft === -1 ? 'day' : 'days'} ago`;
  return `${daysLeft} ${daysLeft === 1 ? 'day' : 'days'} left`;
}
