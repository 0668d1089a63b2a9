import type { QueueReason } from '../../contracts/staff-queue';

/**
 * The countdown a queue row shows (issue 14): "contact due in 3 h 20 m" until it is due, then
 * how overdue, and red once late ("contact late by 2 h"). A callback counts down to its
 * window and then to the window's end. Pure: the page passes the clock (the server's, so a
 * pinned clock in tests and the page agree).
 */
export type DueTone = 'neutral' | 'warning' | 'danger';

const minute = 60_000;

export function formatSpan(ms: number): string {
  const minutes = Math.floor(Math.abs(ms) / minute);
  if (minutes < 1) return 'under a minute';
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  if (days > 0) return hours > 0 ? `${days} d ${hours} h` : `${days} d`;
  if (hours > 0) return rest > 0 ? `${hours} h ${rest} m` : `${hours} h`;
  return `${rest} m`;
}

const actionOf: Record<QueueReason, string> = {
  emergency: 'contact',
  urgent_deadline: 'contact',
  first_contact: 'contact',
  needs_facts: 'contact',
  review: 'review',
  callback: 'callback',
  next_attempt: 'next attempt',
};

export function describeDue(
  entry: { reason: QueueReason; dueAt: string; lateAt: string },
  nowMs: number,
): { text: string; tone: DueTone } {
  const action = actionOf[entry.reason];
  const due = Date.parse(entry.dueAt);
  const late = Date.parse(entry.lateAt);
  if (nowMs < due) return { text: `${action} due in ${formatSpan(due - nowMs)}`, tone: 'neutral' };
  if (nowMs >= late) return { text: `${action} late by ${formatSpan(nowMs - late)}`, tone: 'danger' };
  if (entry.reason === 'callback')
    return { text: `callback window ends in ${formatSpan(late - nowMs)}`, tone: 'warning' };
  return { text: `${action} overdue by ${formatSpan(nowMs - due)}`, tone: 'warning' };
}
