import type { ReactNode } from 'react';

import type { CaseView } from '../../../../contracts/staff-console';
import { Badge, caseTypeLabel, DataList, Section } from '../../staff-ui';
import { valueRangeText } from '../../value-text';

import { OwnerControl } from './owner-control';
import { recordText } from './record-text';

const routeLabels: Record<string, string> = {
  pi_panel: 'Personal-injury attorney panel',
  workers_comp_panel: 'Workers’ compensation path',
  mass_tort_panel: 'Mass-tort attorney panel',
  has_attorney: 'Already has an attorney',
  none: 'Not referred',
};

function routeText(view: CaseView): string {
  const decision = view.eligibility?.decision.replace('_', ' ');
  if (!view.report?.route) return decision ?? 'Not assessed yet';
  const route = routeLabels[view.report.route] ?? view.report.route.replaceAll('_', ' ');
  return `${route} · ${decision ?? 'not assessed'}`;
}

function whyRows(view: CaseView): [string, ReactNode][] {
  const routing = view.report?.routing;
  if (!routing) return [];
  return [
    [
      'Why',
      <span key="why" className="block space-y-1">
        <span className="block">{routing.caseManagerReason}</span>
        {routing.humanReview.map((reason) => (
          <span key={reason.code} className="flex flex-wrap items-center gap-2">
            <Badge tone="warning">a person decides</Badge>
            {reason.caseManagerNote}
          </span>
        ))}
      </span>,
    ],
  ];
}

/** Who the visitor is and what their case is, in the words a call needs. */
export function VisitorCard(props: {
  view: CaseView;
  myId: string;
  assignees: { id: string; name: string }[];
  onAssign: (ownerId: string | null) => void;
}) {
  const { view } = props;
  const state = recordText(view.caseRecord, 'state');
  const attorney = view.pipeline.assignedAttorney;
  return (
    <Section title="The visitor">
      <DataList
        items={[
          ['Name', view.contact.name ?? 'Not given'],
          [
            'Case',
            `${caseTypeLabel(recordText(view.caseRecord, 'caseType'))}${state ? `, ${state}` : ''}${view.urgentReasons.length > 0 ? ' · urgent review' : ''}`,
          ],
          ['What happened', view.contact.description],
          ['Prefers', view.contact.communicationMethod],
          [
            'Value',
            view.report ? valueRangeText(view.report.valueNotEstimated, view.report.value) : 'No report yet',
          ],
          ['Route', routeText(view)],
          ...whyRows(view),
          [
            'Intake',
            `${view.intake.status === 'complete' ? 'complete' : 'in progress'} · ${view.intake.questionsTotal} questions`,
          ],
          ['Attorney assigned', attorney ? `${attorney.name} (${attorney.firm})` : 'None yet'],
          [
            'Owner',
            <OwnerControl
              key="owner"
              owner={view.pipeline.owner}
              myId={props.myId}
              assignees={props.assignees}
              onAssign={props.onAssign}
            />,
          ],
        ]}
      />
    </Section>
  );
}
