import { afterEach, expect, it } from 'vitest';

import { localTimestamp } from './local-timestamp';

const savedZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = savedZone;
});

const instant = new Date('2026-11-27T04:10:05.120Z');

it.each([
  ['America/Phoenix', '2026-11-26T21:10:05.120-07:00'],
  ['America/New_York', '2026-11-26T23:10:05.120-05:00'],
  ['Asia/Kolkata', '2026-11-27T09:40:05.120+05:30'],
  ['UTC', '2026-11-27T04:10:05.120+00:00'],
])('writes the wall clock and offset of %s', (zone, expected) => {
  process.env.TZ = zone;
  const written = localTimestamp(instant);
  expect(written).toBe(expected);
  expect(new Date(written).getTime()).toBe(instant.getTime());
});
