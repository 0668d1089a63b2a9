import { zoneForState } from '../../case-record/state-time-zone';

export { zoneForState };

/**
 * The visitor's own calendar day, for reading "yesterday", "last friday" or "the 20th".
 *
 * The readers work on calendar days in UTC fields, so the day is handed to them as noon UTC of
 * the visitor's local date. Which local date, best first:
 * 1. the UTC offset the browser wrote into its ISO Timestamp ("…T21:40:00-07:00"); only the
 *    offset is taken, never the instant, so a wrong clock cannot move the day by more than the
 *    offset can (at most 14 hours, as time zones do). A "Z" says nothing about where the visitor
 *    is (it is what toISOString writes everywhere), so it is not an offset here;
 * 2. the time zone most of the visitor's state lives in, once the state is known;
 * 3. the zone the data file names as the default.
 */
const MAX_OFFSET_MINUTES = 14 * 60;
const OFFSET = /([+-])(\d{2}):?(\d{2})$/;

/** The offset in minutes east of UTC that an ISO date-time carries, or null when it has none or says Z. */
export function offsetMinutesOf(timestamp: string | null | undefined): number | null {
  const match = timestamp ? OFFSET.exec(timestamp.trim()) : null;
  if (!match || !/T\d/.test(timestamp ?? '')) return null;
  const minutes = (Number(match[2]) * 60 + Number(match[3])) * (match[1] === '-' ? -1 : 1);
  return Math.abs(minutes) <= MAX_OFFSET_MINUTES && Number(match[3]) < 60 ? minutes : null;
}

const noonOf = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day, 12));

/** One formatter per zone: making one costs far more than using it, and a turn asks each time. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function dayInZone(now: Date, zone: string): Date {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  const parts = formatter.formatToParts(now);
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value);
  return noonOf(part('year'), part('month'), part('day'));
}

export function visitorToday(
  now: Date,
  clientTimestamp: string | null | undefined,
  state: string | null | undefined,
): Date {
  const offset = offsetMinutesOf(clientTimestamp);
  if (offset !== null) {
    const local = new Date(now.getTime() + offset * 60_000);
    return noonOf(local.getUTCFullYear(), local.getUTCMonth() + 1, local.getUTCDate());
  }
  return dayInZone(now, zoneForState(state));
}
