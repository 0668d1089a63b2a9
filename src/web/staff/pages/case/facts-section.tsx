import { useState } from 'react';
import { useSearchParams } from 'react-router';

import type { CaseView } from '../../../../contracts/staff-console';
import { Button } from '../../../components/ui/button';
import { DataList, formatDateTime, Section } from '../../staff-ui';
import { describeRecomputation, FactsForm } from '../facts-form';

/** The record's facts as "path: value" lines, for reading at a glance. */
export function flattenFacts(value: unknown, prefix = ''): [string, string][] {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value.length === 0 ? [] : [[prefix, value.map(String).join(', ')]];
  if (typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) =>
      flattenFacts(inner, prefix ? `${prefix}.${key}` : key),
    );
  }
  return [[prefix, typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value)]];
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
        <DataList items={flattenFacts(view.caseRecord)} />
      )}
      <EditHistory edits={view.recordEdits} />
    </Section>
  );
}
