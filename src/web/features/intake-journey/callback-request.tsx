import { PhoneCall } from 'lucide-react';
import { type FormEvent, useId, useMemo, useState } from 'react';

import { type CallbackSlot, callbackSlotHours, callbackSlots } from '../../../contracts/intake-progress';
import { organization } from '../../../contracts/organization';
import { Button } from '../../components/ui/button';
import { type BrowserIntake, requestCallback } from '../../lib/intake-api';

const slotNames: Record<CallbackSlot, string> = {
  morning: 'Morning',
  afternoon: 'Afternoon',
  evening: 'Evening',
};

/** The next five weekdays, as ISO dates and the words a visitor reads. */
function nextWeekdays(from: Date, count = 5): { value: string; label: string }[] {
  const days: { value: string; label: string }[] = [];
  const cursor = new Date(Date.UTC(from.getFullYear(), from.getMonth(), from.getDate()));
  while (days.length < count) {
    cursor.setUTCDate(cursor.getUTCDate() + 1);
    const weekday = cursor.getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    days.push({
      value: cursor.toISOString().slice(0, 10),
      label: cursor.toLocaleDateString('en-US', {
        weekday: 'long',
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      }),
    });
  }
  return days;
}

/**
 * "Talk to a person" (issue 13): always one tap away in the chat's header row (an icon with
 * its name for screen readers on a phone; the panel opens on a line of its own below). The visitor picks a day
 * and a time window within business hours; the case shows it to staff as a call back due
 * then, and the chat goes on.
 */
export function CallbackRequest({ ids }: { ids: BrowserIntake | null }) {
  const id = useId();
  const [isOpen, setIsOpen] = useState(false);
  const days = useMemo(() => nextWeekdays(new Date()), []);
  const [day, setDay] = useState(days[0]?.value ?? '');
  const [slot, setSlot] = useState<CallbackSlot>('afternoon');
  const [isSending, setIsSending] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ids || isSending) return;
    setIsSending(true);
    const answer = await requestCallback(ids, { day, slot });
    setIsSending(false);
    setResult(
      answer.ok
        ? { ok: true, text: `Done. A case manager will call you ${answer.value.expected}.` }
        : { ok: false, text: answer.message },
    );
  };

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="h-8 px-2 text-xs text-primary"
        aria-expanded={isOpen}
        aria-controls={`${id}-panel`}
        onClick={() => setIsOpen(!isOpen)}
      >
        <PhoneCall aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">Talk to a person</span>
      </Button>
      {isOpen && (
        <div
          id={`${id}-panel`}
          className="order-last mt-1 basis-full rounded-md border border-border bg-card p-3 text-sm text-card-foreground"
        >
          {result?.ok ? (
            <p role="status">{result.text}</p>
          ) : (
            <form onSubmit={(event) => void submit(event)} className="space-y-3">
              <p>
                A case manager can call you back on a weekday ({organization.supportHours}). When suits you?
                You can keep chatting meanwhile.
              </p>
              <div>
                <label htmlFor={`${id}-day`} className="block font-medium">
                  Day
                </label>
                <select
                  id={`${id}-day`}
                  value={day}
                  onChange={(event) => setDay(event.target.value)}
                  className="mt-1 w-full rounded-md border border-input bg-background px-2 py-1.5"
                >
                  {days.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              </div>
              <fieldset>
                <legend className="font-medium">Time</legend>
                <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
                  {callbackSlots.map((option) => (
                    <label key={option} className="flex items-center gap-1.5">
                      <input
                        type="radio"
                        name={`${id}-slot`}
                        value={option}
                        checked={slot === option}
                        onChange={() => setSlot(option)}
                      />
                      {slotNames[option]} ({callbackSlotHours[option].label})
                    </label>
                  ))}
                </div>
              </fieldset>
              {result && !result.ok && (
                <p role="alert" className="text-destructive">
                  {result.text}
                </p>
              )}
              <Button type="submit" size="sm" disabled={!ids || isSending}>
                {isSending ? 'Sending...' : 'Ask for a call back'}
              </Button>
            </form>
          )}
        </div>
      )}
    </>
  );
}
