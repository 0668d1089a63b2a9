import { describe, expect, it } from 'vitest';

import { describeDue, formatSpan } from './due-text';

const now = Date.parse('2026-12-07T14:00:00.000Z');
const at = (minutes: number) => new Date(now + minutes * 60_000).toISOString();

describe('the countdown of a queue row', () => {
  it('counts down to the promise, then says how overdue, and turns red once late', () => {
    const entry = { reason: 'first_contact' as const, dueAt: at(200), lateAt: at(1640) };
    expect(describeDue(entry, now)).toEqual({ text: 'contact due in 3 h 20 m', tone: 'neutral' });
    expect(describeDue(entry, now + 260 * 60_000)).toEqual({
      text: 'contact overdue by 1 h',
      tone: 'warning',
    });
    expect(describeDue(entry, now + 1700 * 60_000)).toEqual({ text: 'contact late by 1 h', tone: 'danger' });
  });

  it('tells a callback by its window, and the next attempt by its name', () => {
    const callback = { reason: 'callback' as const, dueAt: at(-10), lateAt: at(290) };
    expect(describeDue(callback, now)).toEqual({ text: 'callback window ends in 4 h 50 m', tone: 'warning' });
    expect(describeDue({ reason: 'next_attempt', dueAt: at(1440), lateAt: at(2880) }, now)).toEqual({
      text: 'next attempt due in 1 d',
      tone: 'neutral',
    });
  });

  it('writes spans in days, hours and minutes', () => {
    expect(formatSpan(30_000)).toBe('under a minute');
    expect(formatSpan(45 * 60_000)).toBe('45 m');
    expect(formatSpan(26 * 3_600_000)).toBe('1 d 2 h');
  });
});
