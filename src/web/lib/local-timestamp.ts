const pad = (value: number) => String(value).padStart(2, '0');

/**
 * An ISO 8601 Timestamp in the visitor's own UTC offset ("2026-11-26T21:40:05.120-07:00") rather
 * than toISOString's "Z": the same instant, and the server learns which calendar day "yesterday"
 * counts from. Nothing else about where the visitor is leaves the browser.
 */
export function localTimestamp(date: Date = new Date()): string {
  const minutesEast = -date.getTimezoneOffset();
  const wallClock = new Date(date.getTime() + minutesEast * 60_000).toISOString().slice(0, 23);
  const sign = minutesEast < 0 ? '-' : '+';
  const size = Math.abs(minutesEast);
  return `${wallClock}${sign}${pad(Math.floor(size / 60))}:${pad(size % 60)}`;
}
