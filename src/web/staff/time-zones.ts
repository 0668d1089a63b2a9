/**
 * Times as the case page says them (issue 25): every time with its time zone's name, for the
 * visitor and for the case manager, so nobody converts in their head. Pure: the caller passes
 * the instant and the zones (the visitor's from the case view, the case manager's from the
 * browser).
 */

/** The case manager's own zone, as their browser knows it. */
export function myTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string, withDay: boolean): Intl.DateTimeFormat {
  const key = `${zone}|${withDay}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      ...(withDay ? { weekday: 'short', month: 'short', day: 'numeric' } : {}),
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'long',
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** "Fri, Nov 27, 9:40 AM Eastern Standard Time" (without the day: "9:40 AM Eastern Standard Time"). */
export function timeInZone(ms: number, zone: string, options: { withDay?: boolean } = {}): string {
  return formatterFor(zone, options.withDay ?? true).format(new Date(ms));
}

/** The zone's name at that instant: "Central Daylight Time". */
export function zoneName(ms: number, zone: string): string {
  return (
    formatterFor(zone, false)
      .formatToParts(new Date(ms))
      .find((part) => part.type === 'timeZoneName')?.value ?? zone
  );
}

/** The local hour (0–23) in a zone. */
export function hourInZone(ms: number, zone: string): number {
  const hour = new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', hourCycle: 'h23' })
    .formatToParts(new Date(ms))
    .find((part) => part.type === 'hour')?.value;
  return Number(hour ?? 0);
}

/**
 * One instant for both people: "3:00 PM Eastern Standard Time for the visitor · 2:00 PM
 * Central Standard Time for you". When both clocks read the same, it is said once.
 */
export function forBoth(ms: number, visitorZone: string, myZone: string): string {
  const theirs = timeInZone(ms, visitorZone);
  const mine = timeInZone(ms, myZone);
  return theirs === mine
    ? `${theirs} (the visitor’s time and yours)`
    : `${theirs} for the visitor · ${mine} for you`;
}

/** Calls go out between 8 AM and 9 PM the visitor's time (the hours federal telemarketing rules allow). */
export const callingHours = { from: 8, to: 21 } as const;

export function callingHoursNote(ms: number, visitorZone: string): { isGoodHour: boolean; text: string } {
  const hour = hourInZone(ms, visitorZone);
  if (hour < callingHours.from)
    return { isGoodHour: false, text: 'Too early to call them: calls start at 8 AM their time.' };
  if (hour >= callingHours.to)
    return { isGoodHour: false, text: 'Too late to call them: calls end at 9 PM their time.' };
  return { isGoodHour: true, text: 'A good hour to call them (8 AM to 9 PM their time).' };
}

/** Minutes the zone's clock is ahead of UTC at that instant (−300 for New York in winter). */
export function zoneOffsetMinutes(ms: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(new Date(ms));
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value ?? 0);
  const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return Math.round((asUtc - Math.floor(ms / 60_000) * 60_000) / 60_000);
}

/**
 * A wall-clock time typed in a datetime-local field ("2026-12-07T14:00"), read on the given
 * zone's clock, as an instant; null when it is not such a time.
 */
export function wallClockToMs(local: string, zone: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  const first = guess - zoneOffsetMinutes(guess, zone) * 60_000;
  // Near a daylight-saving change the offset at the answer can differ from the guess's.
  return guess - zoneOffsetMinutes(first, zone) * 60_000;
}
