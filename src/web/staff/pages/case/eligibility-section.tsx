import type { CaseView } from '../../../../contracts/staff-console';
import { Section } from '../../staff-ui';

/** What the rule decided and why, and the automatic match with the inputs it saw. */
export function EligibilitySection({ view }: { view: CaseView }) {
  return (
    <Section title="Eligibility and match">
      {view.eligibility ? (
        <div className="space-y-2 text-sm">
          <p>
            Decision: <span className="font-semibold">{view.eligibility.decision.replace('_', ' ')}</span>
          </p>
          <ul className="list-disc space-y-1 pl-5">
            {view.eligibility.reasons.map((reason) => (
              <li key={reason.label}>
                {reason.label}: {reason.outcome}. {reason.reason}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">Not assessed yet.</p>
      )}
      {view.match && (
        <div className="mt-3 space-y-1 text-sm">
          <p>
            Automatic match:{' '}
            <span className="font-semibold">
              {view.match.attorneyName
                ? `${view.match.attorneyName} (${view.match.firm ?? ''})`
                : 'nobody fitted'}
            </span>{' '}
            · {view.match.status}
          </p>
          <p>Rule: {view.match.rule}</p>
          <details>
            <summary className="cursor-pointer">Inputs the rule saw</summary>
            <pre className="mt-1 overflow-x-auto rounded bg-muted p-2 text-xs">
              {JSON.stringify(view.match.inputs, null, 2)}
            </pre>
          </details>
        </div>
      )}
    </Section>
  );
}
