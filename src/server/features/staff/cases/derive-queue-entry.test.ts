import { describe, expect, it } from 'vitest';

import { defaultContactCadence } from '../../../../contracts/staff-queue';

import { deriveQueueEntry, type QueueInputs } from './derive-queue-entry';

const completed = '2026-12-07T15:00:00.000Z';
const at = (hoursAfterCompletion: number) =>
  new Date(Date.parse(completed) + hoursAfterCompletion * 3_600_000).toISOString();

const eligibleCase: QueueInputs = {
  intakeStatus: 'complete',
  completedAt: completed,
  emergencyAt: null,
  callbackRequestedAt: null,
  callbackWindow: null,
  eligibility: 'eligible',
  isUrgent: false,
  needsFacts: false,
  pipelineStatus: 'new',
  hasEmail: true,
  attempts: [],
};
const attempt = (
  hours: number,
  outcome: QueueInputs['attempts'][number]['outcome'],
  extra: Partial<QueueInputs['attempts'][number]> = {},
) => ({ channel: 'call' as const, outcome, at: at(hours), nextAttemptAt: null, ...extra });

describe('the queue entry of a case', () => {
  it('puts a new eligible case in the queue as a first contact, due 24 h after it completed and late at 48 h', () => {
    expect(deriveQueueEntry(eligibleCase, defaultContactCadence)).toEqual({
      state: 'open',
      reason: 'first_contact',
      rank: 2,
      visibleAt: completed,
      dueAt: at(24),
      lateAt: at(48),
      attemptsMade: 0,
      maxAttempts: 3,
      unreachableAt: null,
    });
  });

  it('serves an urgent deadline first with a same-day promise, and an emergency within the hour', () => {
    expect(deriveQueueEntry({ ...eligibleCase, isUrgent: true }, defaultContactCadence)).toMatchObject({
      reason: 'urgent_deadline',
      rank: 0,
      dueAt: at(4),
      lateAt: at(24),
    });
    const emergencyAt = at(-1);
    expect(
      deriveQueueEntry(
        { ...eligibleCase, intakeStatus: 'open', completedAt: null, emergencyAt },
        defaultContactCadence,
      ),
    ).toMatchObject({ reason: 'emergency', rank: 0, visibleAt: emergencyAt, dueAt: at(0), lateAt: at(3) });
  });

  it('shows a callback at the start of the window the visitor chose, ahead of first contacts', () => {
    const window = { startsAt: at(44), endsAt: at(48) };
    const entry = deriveQueueEntry(
      { ...eligibleCase, callbackRequestedAt: at(0), callbackWindow: window },
      defaultContactCadence,
    );
    expect(entry).toMatchObject({
      reason: 'callback',
      rank: 1,
      visibleAt: window.startsAt,
      dueAt: window.startsAt,
      lateAt: window.endsAt,
    });
  });

  it('keeps a callback waiting when someone called before its window, and lets it go once they called in it', () => {
    const window = { startsAt: at(44), endsAt: at(48) };
    const input = { ...eligibleCase, callbackRequestedAt: at(0), callbackWindow: window };
    expect(
      deriveQueueEntry({ ...input, attempts: [attempt(2, 'voicemail')] }, defaultContactCadence),
    ).toMatchObject({ reason: 'callback', visibleAt: window.startsAt, attemptsMade: 1 });
    expect(
      deriveQueueEntry(
        { ...input, attempts: [attempt(2, 'voicemail'), attempt(45, 'no_answer')] },
        defaultContactCadence,
      ),
    ).toMatchObject({ reason: 'next_attempt', visibleAt: at(45 + 24), attemptsMade: 2 });
  });

  it('schedules the next attempt per the cadence after a voicemail, and ends as unreachable after the last one', () => {
    const cadence = { retryAfterHours: [4, 20] };
    expect(deriveQueueEntry({ ...eligibleCase, attempts: [attempt(1, 'voicemail')] }, cadence)).toMatchObject(
      {
        state: 'open',
        reason: 'next_attempt',
        rank: 3,
        visibleAt: at(5),
        dueAt: at(5),
        lateAt: at(29),
        attemptsMade: 1,
      },
    );
    expect(
      deriveQueueEntry(
        { ...eligibleCase, attempts: [attempt(1, 'voicemail'), attempt(5, 'no_answer')] },
        cadence,
      ),
    ).toMatchObject({ reason: 'next_attempt', visibleAt: at(25), attemptsMade: 2 });
    expect(
      deriveQueueEntry(
        {
          ...eligibleCase,
          attempts: [attempt(1, 'voicemail'), attempt(5, 'no_answer'), attempt(25, 'voicemail')],
        },
        cadence,
      ),
    ).toMatchObject({ state: 'unreachable', reason: null, rank: 9, unreachableAt: at(25), attemptsMade: 3 });
  });

  it('takes a case out when they were reached, by phone or by a reply, or once a case manager moved it on', () => {
    expect(
      deriveQueueEntry({ ...eligibleCase, attempts: [attempt(1, 'reached')] }, defaultContactCadence).state,
    ).toBe('reached');
    expect(
      deriveQueueEntry(
        { ...eligibleCase, attempts: [{ ...attempt(1, 'replied'), channel: 'email' }] },
        defaultContactCadence,
      ).state,
    ).toBe('reached');
    expect(
      deriveQueueEntry({ ...eligibleCase, pipelineStatus: 'qualified' }, defaultContactCadence).state,
    ).toBe('reached');
    expect(
      deriveQueueEntry({ ...eligibleCase, pipelineStatus: 'referred' }, defaultContactCadence).state,
    ).toBe('closed');
  });

  it('ends at once on a wrong number when there is no email to try instead', () => {
    const wrong = { ...eligibleCase, attempts: [attempt(1, 'wrong_number')] };
    expect(deriveQueueEntry(wrong, defaultContactCadence).state).toBe('open');
    expect(deriveQueueEntry({ ...wrong, hasEmail: false }, defaultContactCadence)).toMatchObject({
      state: 'unreachable',
      unreachableAt: at(1),
    });
  });

  it('calls back at the time agreed on the phone, with an hour of grace', () => {
    const callbackAt = at(30);
    const entry = deriveQueueEntry(
      { ...eligibleCase, attempts: [attempt(2, 'callback_requested', { nextAttemptAt: callbackAt })] },
      defaultContactCadence,
    );
    expect(entry).toMatchObject({
      reason: 'callback',
      visibleAt: callbackAt,
      lateAt: at(31),
      attemptsMade: 0,
    });
  });

  it('puts a case the rule would not refer because a date seems passed among the urgent, due the same day (decision 0090)', () => {
    const datePassed = { ...eligibleCase, eligibility: 'ineligible' as const, isUrgent: true };
    expect(deriveQueueEntry(datePassed, defaultContactCadence)).toMatchObject({
      state: 'open',
      reason: 'urgent_deadline',
      rank: 0,
      visibleAt: completed,
      dueAt: at(4),
      lateAt: at(24),
    });
    // Not before the intake is complete: there is no report to check yet.
    expect(
      deriveQueueEntry({ ...datePassed, intakeStatus: 'open', completedAt: null }, defaultContactCadence)
        .state,
    ).toBe('none');
  });

  it('leaves out an ineligible case nobody asked about, and queues one that needs review last', () => {
    expect(
      deriveQueueEntry({ ...eligibleCase, eligibility: 'ineligible' }, defaultContactCadence).state,
    ).toBe('none');
    expect(
      deriveQueueEntry(
        { ...eligibleCase, eligibility: 'ineligible', callbackRequestedAt: at(1) },
        defaultContactCadence,
      ),
    ).toMatchObject({ state: 'open', reason: 'callback', visibleAt: at(1), lateAt: at(25) });
    expect(
      deriveQueueEntry({ ...eligibleCase, eligibility: 'needs_review' }, defaultContactCadence),
    ).toMatchObject({
      reason: 'review',
      rank: 4,
    });
    expect(
      deriveQueueEntry(
        { ...eligibleCase, intakeStatus: 'open', completedAt: null, eligibility: null },
        defaultContactCadence,
      ).state,
    ).toBe('none');
  });

  it('serves an eligible case whose value is not estimated as needing facts, with the first contact’s rank and promise', () => {
    const needing = deriveQueueEntry({ ...eligibleCase, needsFacts: true }, defaultContactCadence);
    const plain = deriveQueueEntry(eligibleCase, defaultContactCadence);
    expect(needing).toEqual({ ...plain, reason: 'needs_facts' });
    // A deadline, a callback or a failed attempt still decides first.
    expect(
      deriveQueueEntry({ ...eligibleCase, needsFacts: true, isUrgent: true }, defaultContactCadence).reason,
    ).toBe('urgent_deadline');
    expect(
      deriveQueueEntry(
        { ...eligibleCase, needsFacts: true, attempts: [attempt(2, 'voicemail')] },
        defaultContactCadence,
      ).reason,
    ).toBe('next_attempt');
    expect(
      deriveQueueEntry(
        { ...eligibleCase, needsFacts: true, eligibility: 'needs_review' },
        defaultContactCadence,
      ).reason,
    ).toBe('review');
  });
});
