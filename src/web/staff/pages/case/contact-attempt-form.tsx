import { forwardRef, useState } from 'react';

import type { CaseView } from '../../../../contracts/staff-console';
import {
  type AttemptOutcome,
  attemptOutcomeLabels,
  type ContactAttemptResult,
  type ContactChannel,
  contactChannelLabels,
  contactChannels,
  outcomesByChannel,
} from '../../../../contracts/staff-queue';
import { Button } from '../../../components/ui/button';
import { attemptsMadeText } from '../../attempt-text';
import { errorMessage, recordContactAttempt } from '../../staff-api';
import { Field, Section, Select, TextArea, TextInput } from '../../staff-ui';
import { forBoth, wallClockToMs } from '../../time-zones';

/**
 * Logging a call, text or email (issues 14 and 25): the channels the visitor's consent allows,
 * the outcomes of that channel, a callback time said in both time zones, and what the cadence
 * does next, said back at once in plain words.
 */
export const ContactAttemptForm = forwardRef<
  HTMLSelectElement,
  { view: CaseView; myZone: string; initialChannel?: ContactChannel; onLogged: () => void }
>(function ContactAttemptForm({ view, myZone, initialChannel, onLogged }, channelRef) {
  const visitorZone = view.visitorTimeZone.zone;
  const allowed: Record<ContactChannel, boolean> = {
    call: view.channels.mayCall,
    text: view.channels.mayText,
    email: view.channels.mayEmail,
  };
  const firstAllowed = contactChannels.find((channel) => allowed[channel]) ?? 'call';
  const [chosen, setChannel] = useState<ContactChannel>(
    initialChannel && allowed[initialChannel] ? initialChannel : firstAllowed,
  );
  // A channel closed since (a wrong number logged) falls back to one still open.
  const channel = allowed[chosen] ? chosen : firstAllowed;
  const [chosenOutcome, setOutcome] = useState<AttemptOutcome>(outcomesByChannel[channel][0] ?? 'reached');
  const outcome = outcomesByChannel[channel].includes(chosenOutcome)
    ? chosenOutcome
    : (outcomesByChannel[channel][0] ?? 'sent');
  const [callbackAt, setCallbackAt] = useState('');
  // The field shows the case manager's clock; the instant is read on their zone.
  const callbackMs = wallClockToMs(callbackAt, myZone);
  const [notes, setNotes] = useState('');
  const [result, setResult] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const chooseChannel = (next: ContactChannel) => {
    setChannel(next);
    setOutcome(outcomesByChannel[next][0] ?? 'sent');
  };
  const submit = async () => {
    setIsSaving(true);
    try {
      const logged = await recordContactAttempt(view.caseId, {
        channel,
        outcome,
        ...(notes.trim() ? { notes: notes.trim() } : {}),
        ...(outcome === 'callback_requested' && callbackMs !== null
          ? { callbackAt: new Date(callbackMs).toISOString() }
          : {}),
      });
      const next = loggedText(logged, outcome, (iso) => forBoth(Date.parse(iso), visitorZone, myZone));
      setResult({ tone: 'ok', text: `${contactChannelLabels[channel]} logged. ${next}`.trim() });
      setNotes('');
      setCallbackAt('');
      onLogged();
    } catch (caught) {
      setResult({ tone: 'error', text: errorMessage(caught) });
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Section title="Log a contact attempt">
      <form
        id="log-attempt"
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Field label="Channel">
          <Select
            ref={channelRef}
            name="channel"
            value={channel}
            onChange={(event) =>
              chooseChannel(contactChannels.find((entry) => entry === event.target.value) ?? 'call')
            }
          >
            {contactChannels.map((entry) => (
              <option key={entry} value={entry} disabled={!allowed[entry]}>
                {contactChannelLabels[entry]}
                {allowed[entry] ? '' : ' (not allowed)'}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Outcome">
          <Select
            name="outcome"
            value={outcome}
            onChange={(event) =>
              setOutcome(outcomesByChannel[channel].find((entry) => entry === event.target.value) ?? outcome)
            }
          >
            {outcomesByChannel[channel].map((entry) => (
              <option key={entry} value={entry}>
                {attemptOutcomeLabels[entry]}
              </option>
            ))}
          </Select>
        </Field>
        {outcome === 'callback_requested' && (
          <Field label="Call them back at (your time)">
            <TextInput
              type="datetime-local"
              name="callbackAt"
              required
              aria-describedby="callback-both-zones"
              value={callbackAt}
              onChange={(event) => setCallbackAt(event.target.value)}
            />
          </Field>
        )}
        <Field label="Notes (optional)">
          <TextArea
            name="notes"
            rows={1}
            className="min-h-10"
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
          />
        </Field>
        <Button type="submit" size="sm" disabled={isSaving || !allowed[channel]}>
          Log attempt
        </Button>
      </form>
      {outcome === 'callback_requested' && (
        <p id="callback-both-zones" className="mt-2 text-sm" data-callback-preview>
          {callbackMs !== null
            ? `Callback: ${forBoth(callbackMs, visitorZone, myZone)}.`
            : 'Give the time they asked for, on your clock; it is shown here in their time zone too.'}
        </p>
      )}
      {!view.channels.mayCall && (
        <p className="mt-2 text-sm text-destructive">{view.channels.phoneBlockedReason}</p>
      )}
      {result && (
        <p
          role="status"
          className={result.tone === 'error' ? 'mt-2 text-sm text-destructive' : 'mt-2 text-sm'}
        >
          {result.text}
        </p>
      )}
    </Section>
  );
});

/** What the cadence does after an attempt, in plain words; `when` says an instant in both zones. */
export function loggedText(
  logged: ContactAttemptResult,
  outcome: AttemptOutcome,
  when: (iso: string) => string,
): string {
  if (logged.queueState === 'reached') return 'Reached: the case leaves the queue.';
  if (logged.queueState === 'unreachable')
    return `That was the last attempt (${attemptsMadeText(logged.attemptsMade, logged.maxAttempts)}): the case is unreachable and the visitor is emailed.`;
  const made = `${attemptsMadeText(logged.attemptsMade, logged.maxAttempts)}.`;
  if (!logged.nextAttemptAt) return made;
  // They were spoken to: no attempt counted, only the time they gave.
  if (outcome === 'callback_requested') return `Call them back: ${when(logged.nextAttemptAt)}.`;
  return `${made} Next attempt due ${when(logged.nextAttemptAt)}.`;
}
