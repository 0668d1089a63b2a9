import type { ReactNode } from 'react';

import type { CaseView } from '../../../../contracts/staff-console';
import {
  attemptOutcomeLabels,
  contactChannelLabels,
  queueReasonLabels,
} from '../../../../contracts/staff-queue';
import { attemptsMadeText, nextStepText } from '../../attempt-text';
import { Countdown } from '../../contact-actions';
import { Badge, DataList, Section } from '../../staff-ui';
import { callingHoursNote, forBoth, timeInZone } from '../../time-zones';

import { recordText } from './record-text';

function dueRow(view: CaseView, nowMs: number, myZone: string): [string, ReactNode][] {
  const { queue } = view;
  if (queue.state !== 'open' || !queue.reason || !queue.dueAt || !queue.lateAt) return [];
  return [
    [
      'Due',
      <span key="due" className="flex flex-wrap items-center gap-2">
        <Countdown entry={{ reason: queue.reason, dueAt: queue.dueAt, lateAt: queue.lateAt }} nowMs={nowMs} />
        <span className="text-muted-foreground">{queueReasonLabels[queue.reason]}</span>
        <span className="block w-full">
          due at {forBoth(Date.parse(queue.dueAt), view.visitorTimeZone.zone, myZone)}
        </span>
        {queue.reason === 'emergency' && view.alerts.emergencyAt && (
          <span className="block w-full">
            emergency described at{' '}
            {forBoth(Date.parse(view.alerts.emergencyAt), view.visitorTimeZone.zone, myZone)}
          </span>
        )}
      </span>,
    ],
  ];
}

function lastAttemptRow(view: CaseView, myZone: string): [string, ReactNode][] {
  const last = view.contactAttempts.reduce<CaseView['contactAttempts'][number] | null>(
    (latest, attempt) => (latest === null || attempt.at > latest.at ? attempt : latest),
    null,
  );
  if (!last) return [];
  return [
    [
      'Last attempt',
      `${contactChannelLabels[last.channel]}: ${attemptOutcomeLabels[last.outcome]}, ${timeInZone(Date.parse(last.at), myZone)}${last.staffEmail ? ` by ${last.staffEmail}` : ''}`,
    ],
  ];
}

/**
 * When to contact the visitor (issue 25): the time for them and for you, each with its zone's
 * name, whether it is an hour to call, the window they asked for, what is due and the next
 * step of the cadence.
 */
export function ContactTime({ view, nowMs, myZone }: { view: CaseView; nowMs: number; myZone: string }) {
  const visitorZone = view.visitorTimeZone.zone;
  const hours = callingHoursNote(nowMs, visitorZone);
  const state = recordText(view.caseRecord, 'state');
  const window = view.alerts.callbackWindow;
  return (
    <Section title="When to contact them">
      <DataList
        items={[
          [
            'Their time now',
            <span key="theirs" className="flex flex-wrap items-center gap-2">
              <span>{timeInZone(nowMs, visitorZone)}</span>
              <span className="text-muted-foreground">
                {view.visitorTimeZone.isFromState && state
                  ? `(the zone of most of ${state})`
                  : '(their state is not known yet: a guess)'}
              </span>
            </span>,
          ],
          ['Your time now', timeInZone(nowMs, myZone)],
          [
            'Calling hours',
            <Badge key="hours" tone={hours.isGoodHour ? 'success' : 'warning'}>
              {hours.text}
            </Badge>,
          ],
          ...(window
            ? ([
                [
                  'They asked for',
                  `${window.label}: from ${forBoth(Date.parse(window.startsAt), visitorZone, myZone)}`,
                ],
              ] as [string, ReactNode][])
            : []),
          ...dueRow(view, nowMs, myZone),
          ['Next step', nextStepText(view.queue)],
          ['Attempts', attemptsMadeText(view.queue.attemptsMade, view.queue.maxAttempts)],
          ...lastAttemptRow(view, myZone),
        ]}
      />
    </Section>
  );
}
