import { useEffect, useMemo, useRef } from 'react';
import { Link, Route, Routes, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';

import { useServerNow } from '../contact-actions';
import { assignOwner, getAssignees, getCase, listAttorneys } from '../staff-api';
import { useStaffSession } from '../staff-session';
import { usePageShortcuts } from '../shortcuts';
import { Status } from '../staff-ui';
import { myTimeZone } from '../time-zones';
import { useStaffData } from '../use-staff-data';

import { ActionStatus } from './case/action-message';
import { ActNowSection } from './case/act-now-section';
import { CaseHeader } from './case/case-header';
import { caseSections, sectionOf } from './case/case-sections';
import { ConversationSection } from './case/conversation-section';
import { FactsSection } from './case/facts-section';
import { RecordSection } from './case/record-section';
import { ReportSection } from './case/report-section';
import { useCaseAction } from './case/use-case-action';
import { useRefreshWhileSending } from './case/use-refresh-while-sending';

/**
 * A case (issue 25): it opens on what to do now; Facts, Report, Conversation and Record are
 * sections at their own addresses (/staff/cases/:id/facts …), so a link opens the one meant.
 */
export function CasePage() {
  const { caseId = '', '*': rest } = useParams();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const session = useStaffSession();
  const { data: view, error, isLoading, reload } = useStaffData(`case:${caseId}`, () => getCase(caseId));
  const { data: directory } = useStaffData('attorneys', listAttorneys);
  const { data: people } = useStaffData('assignees', getAssignees);
  const { message, run, clear } = useCaseAction(reload);
  const channelSelect = useRef<HTMLSelectElement>(null);
  const nowMs = useServerNow(view?.serverTime);
  const myZone = useMemo(myTimeZone, []);
  const section = sectionOf(rest);
  const wantsCall = params.get('log') === 'call';
  const isLoaded = view !== null;
  useRefreshWhileSending(view, reload);
  // A message about an action belongs to the section it was taken in.
  useEffect(clear, [section]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    const label = caseSections.find((entry) => entry.path === section && entry.path)?.label;
    document.title = view
      ? `Case ${view.shortId}${label ? ` · ${label}` : ''} · Staff console`
      : 'Case · Staff console';
  }, [view, section]);
  // From the queue's "c" (or "c" here): the call form, ready.
  useEffect(() => {
    if (!isLoaded || !wantsCall) return;
    channelSelect.current?.focus();
    channelSelect.current?.scrollIntoView({ block: 'center' });
  }, [isLoaded, wantsCall, location.key]);
  const giveTo = (ownerId: string | null) =>
    void run(
      ownerId === session.user.id ? 'Assigned to you.' : ownerId ? 'Case handed over.' : 'Case unassigned.',
      () => assignOwner(caseId, ownerId),
    );
  usePageShortcuts({
    a: () => {
      if (view && view.pipeline.owner?.id !== session.user.id) giveTo(session.user.id);
    },
    c: () => void navigate(`/cases/${caseId}?log=call`),
  });

  if (!view) {
    return (
      <div className="space-y-3">
        <h1 className="text-2xl font-semibold">Case</h1>
        <Status error={error} isLoading={isLoading} />
        <Link to="/" className="text-primary underline">
          Back to the queue
        </Link>
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <CaseHeader view={view} />
      <ActionStatus message={message} />
      <Routes>
        <Route
          index
          element={
            <ActNowSection
              view={view}
              nowMs={nowMs}
              myZone={myZone}
              myId={session.user.id}
              assignees={people?.assignees ?? []}
              attorneys={directory?.attorneys.filter((attorney) => attorney.isActive) ?? []}
              onAssign={giveTo}
              run={run}
              reload={reload}
              channelRef={channelSelect}
              wantsCall={wantsCall}
            />
          }
        />
        <Route path="facts" element={<FactsSection view={view} reload={reload} />} />
        <Route path="report" element={<ReportSection view={view} run={run} />} />
        <Route path="conversation" element={<ConversationSection view={view} reload={reload} />} />
        <Route path="record" element={<RecordSection view={view} />} />
        <Route path="*" element={<p className="text-sm">This case has no such section. Pick one above.</p>} />
      </Routes>
    </div>
  );
}
