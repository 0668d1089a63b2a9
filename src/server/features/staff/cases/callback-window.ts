import { type CallbackWindow, callbackSlotHours } from '../../../../contracts/intake-progress';
import { callbackWindowSchema } from '../../../../contracts/intake-progress-schemas';

/**
 * The visitor's callback window (a weekday and a slot in Eastern time, issue 13) as instants,
 * so the queue can show it at its time (decision 0070). Eastern is UTC−5 or UTC−4; the
 * offset is read for that day from the platform's time-zone data, never assumed.
 */
const easternZone = 'America/New_York';

function offsetMinutesOn(utcMillis: number): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: easternZone, timeZoneName: 'longOffset' })
    .formatToParts(new Date(utcMillis))
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

/** An Eastern wall-clock hour of a day, as a UTC instant. */
export function easternTime(day: string, hour: number): Date {
  const asUtc = Date.parse(`${day}T${String(hour).padStart(2, '0')}:00:00.000Z`);
  // The offset at the guess; the business hours (8am–8pm) are far from the 2am DST switch.
  return new Date(asUtc - offsetMinutesOn(asUtc) * 60_000);
}

export interface CallbackTimes {
  startsAt: string;
  endsAt: string;
  /** As the visitor was told: "Tuesday, December 8, 12–5pm Eastern". */
  label: string;
}

export function callbackTimes(window: CallbackWindow): CallbackTimes {
  const hours = callbackSlotHours[window.slot];
  const date = new Date(`${window.day}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return {
    startsAt: easternTime(window.day, hours.from).toISOString(),
    endsAt: easternTime(window.day, hours.to).toISOString(),
    label: `${date}, ${hours.label}`,
  };
}

/** cases.callback_window (JSON { day, slot }), or null when absent or not in that shape. */
export function parseCallbackWindow(json: string | null): CallbackTimes | null {
  if (!json) return null;
  try {
    const parsed = callbackWindowSchema.safeParse(JSON.parse(json));
    return parsed.success ? callbackTimes(parsed.data) : null;
  } catch {
    return null;
  }
}
