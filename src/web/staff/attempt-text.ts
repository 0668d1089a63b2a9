import type { QueueEntryView } from '../../contracts/staff-console';

/**
 * Attempt counts in plain words (issue 25): "1st of 3 attempts made", never "(0 of 3 made)".
 * Pure, so each grammar case is tested.
 */
export function ordinal(count: number): string {
  const lastTwo = count % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${count}th`;
  const suffix = { 1: 'st', 2: 'nd', 3: 'rd' }[count % 10] ?? 'th';
  return `${count}${suffix}`;
}

export function attemptsMadeText(made: number, max: number): string {
  if (made <= 0) return `No attempt made yet (up to ${max})`;
  return `${ordinal(made)} of ${max} attempts made`;
}

/** The next step of the cadence as the case page says it, without the time (said beside it). */
export function nextStepText(queue: QueueEntryView): string {
  const next = `${ordinal(queue.attemptsMade + 1)} of ${queue.maxAttempts} attempts`;
  switch (queue.state) {
    case 'reached':
      return 'Reached: no attempt left to make.';
    case 'closed':
      return 'Closed: no attempt left to make.';
    case 'unreachable':
      return `Unreachable: all ${queue.maxAttempts} attempts made; the visitor was emailed.`;
    case 'none':
      return 'Not in the queue: no attempt is due.';
    case 'open':
      break;
  }
  switch (queue.reason) {
    case 'callback':
      return `Call them back in the time they asked for (${next}).`;
    case 'emergency':
      return `Contact them now: they described an emergency (${next}).`;
    case 'urgent_deadline':
      return `Contact them today: a deadline is near (${next}).`;
    case 'next_attempt':
      return `Make the ${next}.`;
    case 'needs_facts':
      return `Make the ${next} and ask for what the value needs.`;
    case 'review':
      return `Review the case, then make the ${next}.`;
    default:
      return `Make the ${next}: the first contact.`;
  }
}
