import { useState } from 'react';
import { useSearchParams } from 'react-router';

import type { CaseView } from '../../../../contracts/staff-console';
import { Button } from '../../../components/ui/button';
import { type ReviewKey, reviewFields, reviewGroups } from '../../../../contracts/intake-review';
import { Badge, formatDateTime, Section } from '../../staff-ui';
import { describeRecomputation, FactsForm } from '../facts-form';

const otherFacts = 'Other facts';

/**
 * The facts as a case manager reads them: the catalogue's lines with a value, grouped as the
 * review groups them, each with the visitor's own words and a "to check" mark when flagged.
 * The stored record itself, keys and all, is in the Record section.
 */
function FactsAtAGlance({ view }: { view: CaseView }) {
  const known = view.factLines.filter((line) => line.shown !== null);
  if (known.length === 0) return <p className="text-sm text-muted-foreground">No facts yet.</p>;
  const factOf = (key: ReviewKey) => view.facts.find((fact) => fact.lines.includes(key));
  return (
    <div className="space-y-4">
      {[...reviewGroups, otherFacts].map((group) => {
        const lines = reviewFields.flatMap((field) => {
          const line = known.find((item) => item.key === field.key);
          return line && (field.group ?? otherFacts) === group ? [{ field, line }] : [];
        });
        if (lines.length === 0) return null;
        return (
          <div key={group}>
            <h3 className="text-sm font-semibold">{group}</h3>
            <dl className="mt-1 divide-y text-sm">
              {lines.map(({ field, line }) => {
                const fact = factOf(field.key);
                return (
                  <div key={field.key} className="grid gap-1 py-1.5 sm:grid-cols-[14rem_1fr]">
                    <dt className="text-muted-foreground">{field.label}</dt>
                    <dd>
                      <span>{line.shown}</span>
                      {fact && fact.flags.length > 0 && (
                        <>
                          {' '}
                          <Badge tone="warning">To check</Badge>
                        </>
                      )}
                      {fact?.quote && (
                        <span className="block text-xs text-muted-foreground">
                          Their words: <q className="italic">{fact.quote}</q>
                        </span>
                      )}
                    </dd>
                  </div>
                );
              })}
            </dl>
          </div>
        );
      })}
    </div>
  );
}

function EditHistory({ edits }: { edits: CaseView['recordEdits'] }) {
  if (edits.length === 0) return null;
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer font-medium">Edit history ({edits.length})</summary>
      <ul className="mt-2 space-y-1">
        {edits.map((edit) => (
          <li key={edit.id}>
            {formatDateTime(edit.at)} · {edit.staffEmail ?? 'unknown'} changed {edit.changedPaths.join(', ')}
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The case's facts, the form that corrects them (facts-form.tsx, as it is) and their edit history. */
export function FactsSection({ view, reload }: { view: CaseView; reload: () => void }) {
  // "N facts to check" links here with ?edit=1: the editor opens on the flagged facts.
  const [search] = useSearchParams();
  const [isEditing, setIsEditing] = useState(search.get('edit') === '1');
  const [corrected, setCorrected] = useState<string | null>(null);
  return (
    <Section
      title="Facts"
      actions={
        <Button
          size="sm"
          variant="outline"
          onClick={() => setIsEditing((value) => !value)}
          aria-expanded={isEditing}
        >
          {isEditing ? 'Close the form' : 'Correct facts'}
        </Button>
      }
    >
      {corrected && (
        <p role="status" className="mb-3 text-sm">
          {corrected}
        </p>
      )}
      {isEditing ? (
        <FactsForm
          view={view}
          onSaved={(result) => {
            setIsEditing(false);
            setCorrected(describeRecomputation(result));
            reload();
          }}
        />
      ) : (
        <FactsAtAGlance view={view} />
      )}
      <EditHistory edits={view.recordEdits} />
    </Section>
  );
}
