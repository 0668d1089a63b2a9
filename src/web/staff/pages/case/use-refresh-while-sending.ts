import { useEffect } from 'react';

import type { CaseView } from '../../../../contracts/staff-console';

/** A report email is on its way: a corrected version being emailed, or a send still queued. */
export function isEmailInFlight(view: Pick<CaseView, 'report'> | null): boolean {
  const report = view?.report;
  if (!report) return false;
  return report.pendingSends > 0 || report.versions.some((version) => version.correctedEmail === 'pending');
}

/**
 * While an email is on its way the case is read again every few seconds, so "being emailed"
 * turns into "emailed" once the job has sent it, without a reload by hand (issue 25).
 */
export function useRefreshWhileSending(view: CaseView | null, reload: () => void, everyMs = 5_000): void {
  const isSending = isEmailInFlight(view);
  useEffect(() => {
    if (!isSending) return;
    const timer = setInterval(reload, everyMs);
    return () => clearInterval(timer);
  }, [isSending, reload, everyMs]);
}
