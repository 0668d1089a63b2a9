import { type CaseView, urgentReasonLabels } from '../../../../contracts/staff-console';
import { Button } from '../../../components/ui/button';
import { resendReport, sendCorrectedReport } from '../../staff-api';
import { DataList, formatDateTime, Section } from '../../staff-ui';
import { valueRangeText } from '../../value-text';

import { EligibilitySection } from './eligibility-section';
import { ReportVersions } from './report-versions';

type Report = NonNullable<CaseView['report']>;
type Run = (label: string, action: () => Promise<unknown>) => Promise<void>;

function deliveryText(report: Report): string {
  const delivery = report.delivery;
  if (!delivery) return 'not attempted yet';
  return [
    `${delivery.status} via ${delivery.transport ?? '—'}`,
    `${delivery.attempts} ${delivery.attempts === 1 ? 'try' : 'tries'}`,
    ...(delivery.sentAt ? [`sent ${formatDateTime(delivery.sentAt)}`] : []),
    ...(delivery.lastError ? [`last error: ${delivery.lastError}`] : []),
  ].join(' · ');
}

function ReportActions({ view, report, run }: { view: CaseView; report: Report; run: Run }) {
  const latest = report.versions.at(-1);
  return (
    <div className="flex flex-wrap gap-2">
      {(latest?.correctedEmail === 'not_sent' || latest?.correctedEmail === 'failed') && (
        <Button
          size="sm"
          onClick={() =>
            void run(`Corrected report (version ${latest.version}) queued to send.`, () =>
              sendCorrectedReport(view.caseId),
            )
          }
        >
          {latest.correctedEmail === 'failed' ? 'Send corrected report again' : 'Send corrected report'}
        </Button>
      )}
      <Button
        size="sm"
        variant="outline"
        onClick={() => void run('Report email queued again.', () => resendReport(view.caseId))}
      >
        Resend report email
      </Button>
    </div>
  );
}

function Deadlines({ deadlines }: { deadlines: Report['deadlines'] }) {
  return (
    <>
      <h3 className="font-semibold">Deadlines</h3>
      <ul className="list-disc space-y-1 pl-5 text-sm">
        {deadlines.map((deadline) => (
          <li key={`${deadline.label}-${deadline.date ?? 'unknown'}`}>
            <span className="font-medium">{deadline.label}</span>
            {deadline.isUnverified ? (
              <span className="ml-1 rounded bg-amber-100 px-1 text-xs text-amber-900">unverified rule</span>
            ) : null}
            : {deadline.date ?? 'unknown'} ({deadline.status}). {deadline.explanation}
          </li>
        ))}
      </ul>
    </>
  );
}

/** "yes: an emergency during the intake (911 notice shown)": the reasons, the emergency first (decision 0202). */
function urgentReviewText(view: CaseView): string {
  if (view.urgentReasons.length === 0) return 'no';
  return `yes: ${view.urgentReasons.map((reason) => urgentReasonLabels[reason]).join('; ')}`;
}

/** The report: its value (or what it waits for), its versions and what changed, and resending it. */
export function ReportSection({ view, run }: { view: CaseView; run: Run }) {
  const report = view.report;
  return (
    <div className="space-y-4">
      <Section title="Report" actions={report && <ReportActions view={view} report={report} run={run} />}>
        {report ? (
          <div className="space-y-3">
            <DataList
              items={[
                ['Value range', valueRangeText(report.valueNotEstimated, report.value)],
                ['Urgent review', urgentReviewText(view)],
                ['Prepared', formatDateTime(report.createdAt)],
                ['Email delivery', deliveryText(report)],
                ['Sends queued', String(report.pendingSends)],
                ['Version', String(report.version)],
              ]}
            />
            <ReportVersions versions={report.versions} />
            <Deadlines deadlines={report.deadlines} />
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">No report yet.</p>
        )}
      </Section>
      <EligibilitySection view={view} />
    </div>
  );
}
