import type { EligibilityDecision, PipelineStatus } from '../../../../contracts/staff-console';
import {
  type AttemptOutcome,
  type ContactCadence,
  type ContactChannel,
  failedOutcomes,
  type QueueReason,
  type QueueState,
  reachedOutcomes,
} from '../../../../contracts/staff-queue';

/**
 * Where a case stands in the case managers' queue, derived from the case and its contact
 * attempts alone (decision 0070). A pure function of its inputs, so re-deriving after any
 * change is safe and gives the same answer; the only thing that depends on the hour is
 * whether an entry shows yet (`visibleAt`), which the queue's query compares with its clock.
 */
export interface QueueInputs {
  intakeStatus: 'open' | 'complete';
  completedAt: string | null;
  emergencyAt: string | null;
  /** The visitor asked for a person (chat), and the window they chose, when they chose one. */
  callbackRequestedAt: string | null;
  callbackWindow: { startsAt: string; endsAt: string } | null;
  eligibility: EligibilityDecision | null;
  /** The report found a deadline expired or near, or a government defendant. */
  isUrgent: boolean;
  /** The report could not estimate the value yet (no medical bills): the first call gathers the facts. */
  needsFacts: boolean;
  pipelineStatus: PipelineStatus;
  hasEmail: boolean;
  /** Oldest first. */
  attempts: { channel: ContactChannel; outcome: AttemptOutcome; at: string; nextAttemptAt: string | null }[];
}

export interface QueueEntry {
  state: QueueState;
  reason: QueueReason | null;
  /** 0 urgent (emergency or deadline), 1 callback, 2 first contact (needing facts or not), 3 next attempt, 4 review; 9 when not open. */
  rank: number;
  visibleAt: string | null;
  dueAt: string | null;
  lateAt: string | null;
  attemptsMade: number;
  maxAttempts: number;
  unreachableAt: string | null;
}

const hour = 3_600_000;
const plusHours = (iso: string, hours: number) => new Date(Date.parse(iso) + hours * hour).toISOString();

/**
 * The promises, in hours from when the case became ready: a case manager calls within
 * 24–48 h (SPEC §1; due at 24 h, late at 48 h, as the markers of decision 0053); an
 * urgent deadline gets a same-day look (due at 4 h, late at 24 h); a person who described an
 * emergency during the intake is checked on within the hour (late at 4 h, decision 0215).
 */
export const promiseHours = {
  firstContact: { due: 24, late: 48 },
  urgent: { due: 4, late: 24 },
  emergency: { due: 1, late: 4 },
  /** A callback the case manager agreed on the phone: an hour's grace. */
  agreedCallback: { late: 1 },
  /** A visitor's "talk to a person" without a chosen window. */
  openCallback: { late: 24 },
  nextAttempt: { late: 24 },
} as const;

const rankOf: Record<QueueReason, number> = {
  emergency: 0,
  urgent_deadline: 0,
  callback: 1,
  first_contact: 2,
  // Ranked as a first contact, not after it: a value not estimated is often the gravest case
  // (an amputation whose bills are not in yet), and the 24–48 h promise is the same (0125).
  needs_facts: 2,
  next_attempt: 3,
  review: 4,
};

const closedStatuses: readonly PipelineStatus[] = ['referred', 'retained', 'declined', 'closed'];
const workedStatuses: readonly PipelineStatus[] = ['contacted', 'qualified'];

export function maxAttemptsOf(cadence: ContactCadence): number {
  return 1 + cadence.retryAfterHours.length;
}

export function deriveQueueEntry(input: QueueInputs, cadence: ContactCadence): QueueEntry {
  const failed = input.attempts.filter((attempt) => failedOutcomes.includes(attempt.outcome));
  const isComplete = input.intakeStatus === 'complete' && input.completedAt !== null;
  const isUrgentCase = input.emergencyAt !== null || (isComplete && input.isUrgent);
  const maxAttempts = maxAttemptsOf(cadence);
  const base = { attemptsMade: failed.length, maxAttempts, unreachableAt: null };
  const out = (state: QueueState, unreachableAt: string | null = null): QueueEntry => ({
    ...base,
    state,
    reason: null,
    rank: 9,
    visibleAt: null,
    dueAt: null,
    lateAt: null,
    unreachableAt,
  });
  const open = (reason: QueueReason, visibleAt: string, dueAt: string, lateAt: string): QueueEntry => ({
    ...base,
    state: 'open',
    reason,
    // An emergency or an urgent deadline keeps the case first, whatever the next step is.
    rank: isUrgentCase ? 0 : rankOf[reason],
    visibleAt,
    dueAt,
    lateAt,
  });

  if (input.attempts.some((attempt) => reachedOutcomes.includes(attempt.outcome))) return out('reached');
  if (closedStatuses.includes(input.pipelineStatus)) return out('closed');
  if (workedStatuses.includes(input.pipelineStatus)) return out('reached');

  const last = input.attempts.at(-1);

  // A callback the case manager agreed on the phone, while it is the latest word.
  const agreed =
    last?.outcome === 'callback_requested' && last.nextAttemptAt
      ? {
          startsAt: last.nextAttemptAt,
          endsAt: plusHours(last.nextAttemptAt, promiseHours.agreedCallback.late),
        }
      : null;
  // The visitor's own request: pending until someone tried them at or after its start.
  const asked = input.callbackWindow
    ? input.callbackWindow
    : input.callbackRequestedAt
      ? {
          startsAt: input.callbackRequestedAt,
          endsAt: plusHours(input.callbackRequestedAt, promiseHours.openCallback.late),
        }
      : null;
  const askedPending =
    asked && !input.attempts.some((attempt) => attempt.at >= asked.startsAt) ? asked : null;
  const callback = agreed ?? askedPending;

  const isQueueable =
    input.emergencyAt !== null ||
    input.callbackRequestedAt !== null ||
    agreed !== null ||
    // An urgent deadline is looked at the same day whatever the rule concluded: a case the
    // rule would not refer because a date seems to have passed is a person's to confirm,
    // never closed unseen (decision 0090).
    (isComplete &&
      (input.isUrgent || input.eligibility === 'eligible' || input.eligibility === 'needs_review'));
  if (!isQueueable) return out('none');

  // An emergency nobody has tried yet shows at once, even before a later callback window.
  if (input.emergencyAt && input.attempts.length === 0) {
    const { due, late } = promiseHours.emergency;
    return open(
      'emergency',
      input.emergencyAt,
      plusHours(input.emergencyAt, due),
      plusHours(input.emergencyAt, late),
    );
  }
  // A callback the visitor asked for replaces the cadence's next attempt: they said when.
  if (callback) return open('callback', callback.startsAt, callback.startsAt, callback.endsAt);

  const wrongNumber = input.attempts.some((attempt) => attempt.outcome === 'wrong_number');
  const lastFailed = failed.at(-1);
  if (lastFailed && (failed.length >= maxAttempts || (wrongNumber && !input.hasEmail)))
    return out('unreachable', lastFailed.at);

  if (lastFailed) {
    const next = plusHours(lastFailed.at, cadence.retryAfterHours[failed.length - 1] ?? 0);
    return open('next_attempt', next, next, plusHours(next, promiseHours.nextAttempt.late));
  }
  if (!isComplete || input.completedAt === null) return out('none');
  const ready = input.completedAt;
  if (input.isUrgent) {
    const { due, late } = promiseHours.urgent;
    return open('urgent_deadline', ready, plusHours(ready, due), plusHours(ready, late));
  }
  const { due, late } = promiseHours.firstContact;
  return open(
    input.eligibility !== 'eligible' ? 'review' : input.needsFacts ? 'needs_facts' : 'first_contact',
    ready,
    plusHours(ready, due),
    plusHours(ready, late),
  );
}
