import { describe, expect, it } from 'vitest';

import { formatDateTime } from './staff-ui';
import {
  callingHoursNote,
  forBoth,
  hourInZone,
  timeInZone,
  wallClockToMs,
  zoneName,
  zoneOffsetMinutes,
} from './time-zones';

// Monday 7 December 2026, 14:00 UTC: 8 AM in Chicago, 9 AM in New York, 6 AM in Los Angeles.
const monday = Date.parse('2026-12-07T14:00:00.000Z');
const july = Date.parse('2026-07-06T14:00:00.000Z');

describe('times on the case page, each with its time zone', () => {
  it('names the zone as the clock there reads it, daylight time included', () => {
    expect(timeInZone(monday, 'America/New_York')).toBe('Mon, Dec 7, 9:00 AM Eastern Standard Time');
    expect(timeInZone(monday, 'America/Chicago', { withDay: false })).toBe('8:00 AM Central Standard Time');
    expect(zoneName(july, 'America/Los_Angeles')).toBe('Pacific Daylight Time');
    expect(zoneName(monday, 'America/Phoenix')).toBe('Mountain Standard Time');
  });

  it('says one instant for the visitor and for the case manager, once when their clocks agree', () => {
    expect(forBoth(monday, 'America/New_York', 'America/Chicago')).toBe(
      'Mon, Dec 7, 9:00 AM Eastern Standard Time for the visitor · Mon, Dec 7, 8:00 AM Central Standard Time for you',
    );
    expect(forBoth(monday, 'America/Chicago', 'America/Chicago')).toBe(
      'Mon, Dec 7, 8:00 AM Central Standard Time (the visitor’s time and yours)',
    );
  });

  it('tells whether it is an hour to call the visitor, on their clock', () => {
    expect(hourInZone(monday, 'America/Los_Angeles')).toBe(6);
    expect(callingHoursNote(monday, 'America/Los_Angeles')).toEqual({
      isGoodHour: false,
      text: 'Too early to call them: calls start at 8 AM their time.',
    });
    expect(callingHoursNote(monday, 'America/Chicago').isGoodHour).toBe(true);
    const tenAtNightInNewYork = Date.parse('2026-12-08T03:00:00.000Z');
    expect(callingHoursNote(tenAtNightInNewYork, 'America/New_York').text).toBe(
      'Too late to call them: calls end at 9 PM their time.',
    );
    expect(callingHoursNote(tenAtNightInNewYork, 'America/Los_Angeles').isGoodHour).toBe(true);
  });

  it('reads a time typed on the case manager’s clock as the instant it names, across daylight saving', () => {
    expect(zoneOffsetMinutes(monday, 'America/New_York')).toBe(-300);
    expect(zoneOffsetMinutes(july, 'America/New_York')).toBe(-240);
    expect(wallClockToMs('2026-12-07T08:00', 'America/Chicago')).toBe(monday);
    expect(new Date(wallClockToMs('2026-07-06T10:00', 'America/New_York')!).toISOString()).toBe(
      '2026-07-06T14:00:00.000Z',
    );
    expect(new Date(wallClockToMs('2026-12-07T14:00', 'UTC')!).toISOString()).toBe(
      '2026-12-07T14:00:00.000Z',
    );
    expect(wallClockToMs('tomorrow at 3', 'America/Chicago')).toBeNull();
  });

  it('writes every other console time with its zone too', () => {
    expect(formatDateTime('2026-11-27T11:32:00.000Z')).toMatch(/^Nov 2[67], 2026, \d{1,2}:32 (AM|PM) \S+$/);
    expect(formatDateTime(null)).toBe('—');
  });
});
