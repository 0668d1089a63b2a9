import { forwardRef, useState } from 'react';

import type { CaseView } from '../../../contracts/staff-console';
import {
  type AttemptOutcome,
  attemptOutcomeLabels,
  type ContactChannel,
  contactChannelLabels,
  contactChannels,
  outcomesByChannel,
} from '../../../contracts/staff-queue';
import { Button } from '../../components/ui/button';
import { errorMessage, recordContactAttempt } from '../staff-api';
import { Field, formatDateTime, Section, Select, TextArea, TextInput } from '../staff-ui';

/**
 * Logging a call, text or email (issue 14): the channels the visitor's consent allows, the
 * outcomes of that channel, and what the cadence does next, said back at once.
 */
export const ContactAttemptForm = forwardRef<
  HTMLSelectElement,
  { view: CaseView; initialChannel?: ContactChannel; onLogged: () => void }
>(function ContactAttemptForm({ view, initialChannel, onLogged }, channelRef) {
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
        ...(outcome === 'callback_requested' && callbackAt
          ? { callbackAt: new Date(callbackAt).toISOString() }
          : {}),
      });
      const next =
        logged.queueState === 'reached'
          ? 'Reached: the case leaves the queue.'
          : logged.queueState === 'unreachable'
            ? 'That was the last attempt: the case is unreachable and the visitor is emailed.'
            : logged.nextAttemptAt
              ? `Next attempt due ${formatDateTime(logged.nextAttemptAt)} (${logged.attemptsMade} of ${logged.maxAttempts} made).`
              : '';
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
          <Field label="Call them back at">
            <TextInput
              type="datetime-local"
              name="callbackAt"
              required
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
