import type { ReportVersionView } from '../../../../contracts/staff-console';
import { formatDateTime } from '../../staff-ui';
import { valueRangeText } from '../../value-text';

/** A corrected version's email in plain words; "sending" clears once the job has sent it. */
export function correctedEmailText(
  version: Pick<ReportVersionView, 'correctedEmail' | 'emailSentAt' | 'emailError'>,
): string | null {
  switch (version.correctedEmail) {
    case 'failed':
      return `corrected report could not be emailed${version.emailError ? ` (${version.emailError})` : ''}: check the address, then send it again`;
    case 'sent':
      return `corrected report emailed ${formatDateTime(version.emailSentAt)}`;
    case 'pending':
      return 'corrected report being emailed';
    case 'not_sent':
      return 'corrected report not emailed yet';
    default:
      return null;
  }
}

/** Every computation of the report, newest last, with what changed in each. */
export function ReportVersions({ versions }: { versions: ReportVersionView[] }) {
  if (versions.length < 2) return null;
  return (
    <>
      <h3 className="font-semibold">Versions</h3>
      <ol className="space-y-1 text-sm">
        {versions.map((version) => {
          const email = correctedEmailText(version);
          return (
            <li key={version.version}>
              <span className="font-medium">Version {version.version}</span> ·{' '}
              {valueRangeText(version.valueNotEstimated, version.value)} ·{' '}
              {version.decision.replace('_', ' ')} · {version.route.replaceAll('_', ' ')} ·{' '}
              {formatDateTime(version.createdAt)}
              {email && ` · ${email}`}
              {version.changes.length > 0 && (
                <ul className="list-disc pl-5 text-muted-foreground">
                  {version.changes.map((change) => (
                    <li key={change}>{change}</li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
    </>
  );
}
