import type { CaseView } from '../../../../contracts/staff-console';
import { caseExportHref } from '../../staff-api';

import { ConsentSection } from './consent-section';
import { AuditTrail, Notes, StatusHistory, Timeline } from './history-sections';

/** The case's record: consent, what happened to it and who did it, and the full download. */
export function RecordSection({ view }: { view: CaseView }) {
  return (
    <div className="space-y-4">
      <a
        href={caseExportHref(view.caseId)}
        download
        className="inline-block text-sm font-medium text-primary underline underline-offset-2"
      >
        Download the case (JSON)
      </a>
      <div className="grid gap-4 lg:grid-cols-2">
        <ConsentSection consent={view.consent} />
        <div className="space-y-4">
          <StatusHistory entries={view.statusHistory} />
          <Notes notes={view.notes} />
        </div>
      </div>
      <Timeline entries={view.timeline} />
      <AuditTrail entries={view.audit} />
      <details className="rounded-md border p-3 text-sm">
        <summary className="cursor-pointer font-medium">The stored record, as kept</summary>
        <pre className="mt-2 overflow-x-auto whitespace-pre-wrap text-xs">
          {JSON.stringify(view.caseRecord, null, 2)}
        </pre>
      </details>
    </div>
  );
}
