import type { CaseView } from '../../../../contracts/staff-console';
import { DataList, formatDateTime, Section } from '../../staff-ui';

/** The consent the visitor gave, as recorded, with its hash. */
export function ConsentSection({ consent }: { consent: CaseView['consent'] }) {
  return (
    <Section title="Consent record">
      {consent ? (
        <DataList
          items={[
            ['Version', consent.version],
            ['Agreed at', formatDateTime(consent.agreedAt)],
            ['IP address', consent.ip],
            ['User agent', consent.userAgent],
            ['Page', consent.pageUrl],
            ['Text', consent.text],
            [
              'Record hash (SHA-256)',
              <code key="hash" className="break-all text-xs">
                {consent.recordSha256}
              </code>,
            ],
          ]}
        />
      ) : (
        <p className="text-sm text-muted-foreground">
          No consent record: the visitor did not agree to calls or texts (or started at /chat directly). Do
          not call or text.
        </p>
      )}
    </Section>
  );
}
