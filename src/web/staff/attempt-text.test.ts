import { describe, expect, it } from 'vitest';

import type { QueueEntryView } from '../../contracts/staff-console';

import { attemptsMadeText, nextStepText, ordinal } from './attempt-text';

const open = (reason: QueueEntryView['reason'], attemptsMade = 0): QueueEntryView => ({
  state: 'open',
  reason,
  visibleAt: null,
  dueAt: null,
  lateAt: null,
  attemptsMade,
  maxAttempts: 3,
  unreachableAt: null,
});

describe('attempt counts in plain words', () => {
  it('writes ordinals as English does, the teens included', () => {
    const cases: [number, string][] = [
      [1, '1st'],
      [2, '2nd'],
      [3, '3rd'],
      [4, '4th'],
      [11, '11th'],
      [12, '12th'],
      [13, '13th'],
      [21, '21st'],
      [22, '22nd'],
      [23, '23rd'],
      [101, '101st'],
      [111, '111th'],
    ];
    for (const [count, text] of cases) expect(ordinal(count)).toBe(text);
  });

  it('reads "1st of 3 attempts made", and says when none was made yet', () => {
    expect(attemptsMadeText(1, 3)).toBe('1st of 3 attempts made');
    expect(attemptsMadeText(2, 3)).toBe('2nd of 3 attempts made');
    expect(attemptsMadeText(3, 3)).toBe('3rd of 3 attempts made');
    expect(attemptsMadeText(0, 3)).toBe('No attempt made yet (up to 3)');
  });

  it('says the next step of the cadence for each state of the queue', () => {
    expect(nextStepText(open('first_contact'))).toBe('Make the 1st of 3 attempts: the first contact.');
    expect(nextStepText(open('next_attempt', 1))).toBe('Make the 2nd of 3 attempts.');
    expect(nextStepText(open('needs_facts'))).toBe(
      'Make the 1st of 3 attempts and ask for what the value needs.',
    );
    expect(nextStepText(open('review'))).toBe('Review the case, then make the 1st of 3 attempts.');
    expect(nextStepText(open('callback', 1))).toBe(
      'Call them back in the time they asked for (2nd of 3 attempts).',
    );
    expect(nextStepText({ ...open(null, 3), state: 'unreachable' })).toBe(
      'Unreachable: all 3 attempts made; the visitor was emailed.',
    );
    expect(nextStepText({ ...open(null), state: 'reached' })).toBe('Reached: no attempt left to make.');
  });
});
