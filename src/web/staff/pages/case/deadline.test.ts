import { describe, expect, it } from 'vitest';

import { countdownText, firstDeadline } from './deadline';

const deadline = (label: string, date: string | null) => ({
  label,
  date,
  status: 'open',
  explanation: '',
  isUnverified: false,
});
const now = Date.parse('2026-12-07T22:30:00.000Z');

describe('the deadline countdown', () => {
  it('counts the days to the earliest dated deadline from the server’s today', () => {
    const report = {
      deadlines: [
        deadline('Notice of claim', null),
        deadline('Lawsuit', '2027-01-20'),
        deadline('Claim', '2026-12-17'),
      ],
    } as unknown as NonNullable<Parameters<typeof firstDeadline>[0]['report']>;
    expect(firstDeadline({ report }, now)).toEqual({
      label: 'Claim',
      date: '2026-12-17',
      isUnverified: false,
      daysLeft: 10,
    });
    expect(firstDeadline({ report: null }, now)).toBeNull();
  });

  it('says the count in words', () => {
    expect(countdownText(44)).toBe('44 days left');
    expect(countdownText(1)).toBe('1 day left');
    expect(countdownText(0)).toBe('due today');
    expect(countdownText(-1)).toBe('passed 1 day ago');
    expect(countdownText(-5)).toBe('passed 5 days ago');
  });
});
