import { dangerSignFamilyLabels } from '../../../../contracts/danger-signs';
import type { CaseView } from '../../../../contracts/staff-console';
import { formatDateTime } from '../../staff-ui';
import { forBoth } from '../../time-zones';

/** An emergency described, or a person asked for: said first, before anything else on the case. */
export function CaseAlerts({ view, myZone }: { view: CaseView; myZone: string }) {
  const { alerts } = view;
  const window = alerts.callbackWindow;
  return (
    <>
      {alerts.emergencyAt && (
        <p
          role="alert"
          className="rounded-md border border-destructive bg-destructive/10 p-3 text-sm font-medium"
        >
          The visitor described an emergency happening at the time ({formatDateTime(alerts.emergencyAt)}); the
          911 notice was shown. Check on them first.
          {alerts.emergencySigns.length > 0 &&
            ` Signs described: ${alerts.emergencySigns.map((family) => dangerSignFamilyLabels[family]).join('; ')}.`}
        </p>
      )}
      {alerts.callbackRequestedAt && (
        <p className="rounded-md border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950">
          The visitor asked to talk to a person ({formatDateTime(alerts.callbackRequestedAt)})
          {window
            ? `: call them ${window.label} (from ${forBoth(Date.parse(window.startsAt), view.visitorTimeZone.zone, myZone)}).`
            : '.'}
        </p>
      )}
    </>
  );
}
