import { type Ref } from 'react';

import type { CaseView } from '../../../../contracts/staff-console';
import { AttorneyQuestionsSection } from '../attorney-questions-section';

import { CaseActionsSection } from './case-actions-section';
import { CaseAlerts } from './case-alerts';
import { ContactAttemptForm } from './contact-attempt-form';
import { ContactTime } from './contact-time';
import { firstDeadline } from './deadline';
import { DeadlineCard } from './deadline-card';
import { ReachThem } from './reach-them';
import { VisitorCard } from './visitor-card';

/**
 * What the case page opens on (issue 25): who the visitor is, when and how to reach them, the
 * next step and the form to log it, their questions for the attorney, the deadline; then the
 * actions taken after a call. The rest is in the other sections.
 */
export function ActNowSection(props: {
  view: CaseView;
  nowMs: number;
  myZone: string;
  myId: string;
  assignees: { id: string; name: string }[];
  attorneys: { id: string; name: string; firm: string; openMatches: number; capacity: number }[];
  onAssign: (ownerId: string | null) => void;
  run: (label: string, action: () => Promise<unknown>) => Promise<void>;
  reload: () => void;
  channelRef: Ref<HTMLSelectElement>;
  wantsCall: boolean;
}) {
  const { view, nowMs, myZone } = props;
  return (
    <div className="space-y-4">
      <CaseAlerts view={view} myZone={myZone} />
      <div className="grid gap-4 lg:grid-cols-2">
        <VisitorCard view={view} myId={props.myId} assignees={props.assignees} onAssign={props.onAssign} />
        <div className="space-y-4">
          <ContactTime view={view} nowMs={nowMs} myZone={myZone} />
          <ReachThem view={view} />
          <DeadlineCard deadline={firstDeadline(view, nowMs)} />
        </div>
      </div>
      <ContactAttemptForm
        ref={props.channelRef}
        view={view}
        myZone={myZone}
        initialChannel={props.wantsCall ? 'call' : undefined}
        onLogged={props.reload}
      />
      <AttorneyQuestionsSection questions={view.attorneyQuestions} />
      <CaseActionsSection view={view} attorneys={props.attorneys} run={props.run} />
    </div>
  );
}
