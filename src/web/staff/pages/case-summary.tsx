import type { ReactNode } from 'react';

import type { CaseView } from '../../../contracts/staff-console';
import { queueReasonLabels } from '../../../contracts/staff-queue';
import { Button } from '../../components/ui/button';
import { Countdown, EmailAction, PhoneAction } from '../contact-actions';
import { caseExportHref } from '../staff-api';
import { Badge, caseTypeLabel, DataList, formatDateTime, Section, Select } from '../staff-ui';
import { valueRangeText } from '../value-text';

const routeLabels: Record<string, string> = {
  pi_panel: 'Personal-injury attorney panel',
  workers_comp_panel: 'Workers’ compensation path',
  mass_tort_panel: 'Mass-tort attorney panel',
  has_attorney: 'Already has an attorney',
  none: 'Not referred',
};

const dayMs = 86_400_000;

function earliestDeadline(view: CaseView, nowMs: number) {
  const dated = (view.report?.deadlines ?? [])
    .filter((deadline) => deadline.date)
    .sort((a, b) => (a.date ?? '').localeCompare(b.date ?? ''));
  const first = dated[0];
  if (!first?.date) return null;
  const today = Date.parse(new Date(nowMs).toISOString().slice(0, 10));
  return { ...first, daysLeft: Math.round((Date.parse(first.date) - today) / dayMs) };
}

function queueLine(view: CaseView, nowMs: number) {
  const { queue } = view;
  if (queue.state === 'open' && queue.reason && queue.dueAt && queue.lateAt)
    return (
      <span className="inline-flex flex-wrap items-center gap-2">
        <Countdown entry={{ reason: queue.reason, dueAt: queue.dueAt, lateAt: queue.lateAt }} nowMs={nowMs} />
        <span className="text-muted-foreground">{queueReasonLabels[queue.reason]}</span>
        {queue.visibleAt && Date.parse(queue.visibleAt) > nowMs && (
          <span className="text-muted-foreground">· in the queue from {formatDateTime(queue.visibleAt)}</span>
        )}
      </span>
    );
  if (queue.state === 'reached') return 'Reached: out of the queue';
  if (queue.state === 'unreachable') return `Unreachable since ${formatDateTime(queue.unreachableAt)}`;
  if (queue.state === 'closed') return 'Closed: out of the queue';
  return 'Not in the queue';
}

/**
 * The top of the case page (issue 14): who, how to reach them and whether we may, who owns
 * the case and when it is due, and the conclusions a case manager needs on the phone.
 */
export function CaseSummary(props: {
  view: CaseView;
  nowMs: number;
  myId: string;
  assignees: { id: string; name: string }[];
  onAssign: (ownerId: string | null) => void;
}) {
  const { view, nowMs, myId } = props;
  const deadline = earliestDeadline(view, nowMs);
  const owner = view.pipeline.owner;
  return (
    <Section
      title="At a glance"
      actions={
        <a
          href={caseExportHref(view.caseId)}
          download
          className="text-sm font-medium text-primary underline underline-offset-2"
        >
          Download the case (JSON)
        </a>
      }
    >
      <DataList
        items={[
          [
            'Phone',
            <PhoneAction
              key="phone"
              phone={view.contact.phone}
              phoneE164={view.contact.phoneE164}
              mayCall={view.channels.mayCall}
              blockedReason={view.channels.phoneBlockedReason}
            />,
          ],
          [
            'Email',
            <EmailAction key="email" email={view.contact.email} subject={`Your case ${view.shortId}`} />,
          ],
          [
            'May contact by',
            view.channels.mayCall ? (
              `Calls, texts and email (consent ${view.consent?.version ?? ''}, ${formatDateTime(view.consent?.agreedAt)})`
            ) : (
              <span key="channels" className="font-medium text-destructive">
                {view.channels.mayEmail ? 'Email only. ' : 'Nothing: no channel is open. '}
                {view.channels.phoneBlockedReason}
              </span>
            ),
          ],
          [
            'Owner',
            <span key="owner" className="inline-flex flex-wrap items-center gap-2">
              <span>
                {owner
                  ? owner.id === myId
                    ? `Me (${owner.email})`
                    : `${owner.name} (${owner.email})`
                  : 'Unassigned'}
              </span>
              {owner?.id !== myId && (
                <Button size="sm" variant="outline" onClick={() => props.onAssign(myId)}>
                  Assign to me
                </Button>
              )}
              <label className="inline-flex items-center gap-1">
                <span className="sr-only">Give the case to</span>
                <Select
                  value=""
                  onChange={(event) => {
                    if (event.target.value)
                      props.onAssign(event.target.value === 'none' ? null : event.target.value);
                  }}
                  className="py-1"
                >
                  <option value="">Give to…</option>
                  {owner && <option value="none">Nobody (unassign)</option>}
                  {props.assignees
                    .filter((person) => person.id !== owner?.id)
                    .map((person) => (
                      <option key={person.id} value={person.id}>
                        {person.name}
                      </option>
                    ))}
                </Select>
              </label>
            </span>,
          ],
          ['Queue', queueLine(view, nowMs)],
          ['Attempts', `${view.queue.attemptsMade} of ${view.queue.maxAttempts}`],
          ...(view.alerts.callbackWindow
            ? ([['Callback asked for', view.alerts.callbackWindow.label]] as [string, string][])
            : []),
          [
            'First deadline',
            deadline ? (
              <span key="deadline" className="inline-flex flex-wrap items-center gap-2">
                <span>
                  {deadline.date}: {deadline.label}
                </span>
                <Badge
                  tone={deadline.daysLeft < 0 ? 'danger' : deadline.daysLeft <= 60 ? 'warning' : 'neutral'}
                >
                  {deadline.daysLeft < 0 ? 'passed' : `${deadline.daysLeft} days left`}
                </Badge>
                {deadline.isUnverified && <Badge tone="warning">unverified rule</Badge>}
              </span>
            ) : (
              'Not known'
            ),
          ],
          [
            'Value',
            view.report ? valueRangeText(view.report.valueNotEstimated, view.report.value) : 'No report yet',
          ],
          [
            'Route',
            view.report?.route
              ? `${routeLabels[view.report.route] ?? view.report.route.replaceAll('_', ' ')} · ${view.eligibility?.decision.replace('_', ' ') ?? 'not assessed'}`
              : (view.eligibility?.decision.replace('_', ' ') ?? 'Not assessed yet'),
          ],
          ...(view.report?.routing
            ? [
                [
                  'Why',
                  <span key="why" className="block space-y-1">
                    <span className="block">{view.report.routing.caseManagerReason}</span>
                    {view.report.routing.humanReview.map((reason) => (
                      <span key={reason.code} className="flex flex-wrap items-center gap-2">
                        <Badge tone="warning">a person decides</Badge>
                        {reason.caseManagerNote}
                      </span>
                    ))}
                  </span>,
                ] as [string, ReactNode],
              ]
            : []),
          [
            'Case',
            `${caseTypeLabel(view.caseRecord && typeof view.caseRecord === 'object' && 'caseType' in view.caseRecord ? String(view.caseRecord.caseType) : null)}${view.report?.isUrgent ? ' · urgent review' : ''}`,
          ],
        ]}
      />
    </Section>
  );
}
