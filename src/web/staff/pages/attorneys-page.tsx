import { type FormEvent, useEffect, useState } from 'react';

import { caseTypes } from '../../../contracts/case-record';
import { caseTypeName } from '../../../contracts/fact-catalogue';
import type { AttorneyView } from '../../../contracts/staff-console';
import { Button } from '../../components/ui/button';
import { createAttorney, deleteAttorney, errorMessage, listAttorneys, updateAttorney } from '../staff-api';
import { useStaffSession } from '../staff-session';
import { Badge, caseTypeLabel, Field, Section, Status, TextInput } from '../staff-ui';
import { useStaffData } from '../use-staff-data';

function AttorneyForm({ attorney, onDone }: { attorney: AttorneyView | null; onDone: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = {
      name: String(form.get('name') ?? ''),
      firm: String(form.get('firm') ?? ''),
      email: String(form.get('email') ?? '').trim() || null,
      states: String(form.get('states') ?? '')
        .split(/[\s,]+/)
        .map((state) => state.trim().toUpperCase())
        .filter(Boolean),
      practiceAreas: caseTypes.filter((type) => form.getAll('practiceAreas').includes(type)),
      capacity: Number(form.get('capacity') ?? 0),
      isActive: form.get('isActive') === 'on',
      officeLocation: String(form.get('officeLocation') ?? '').trim() || null,
    };
    try {
      if (attorney) await updateAttorney(attorney.id, body);
      else await createAttorney(body);
      onDone();
    } catch (caught) {
      setError(errorMessage(caught));
    }
  };
  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="grid gap-3 md:grid-cols-2"
      aria-label={attorney ? `Edit ${attorney.name}` : 'New attorney'}
    >
      <Field label="Name">
        <TextInput name="name" defaultValue={attorney?.name} required />
      </Field>
      <Field label="Firm">
        <TextInput name="firm" defaultValue={attorney?.firm} required />
      </Field>
      <Field label="Office (city or county, state)">
        <TextInput
          name="officeLocation"
          defaultValue={attorney?.officeLocation ?? ''}
          placeholder="Austin, TX"
        />
      </Field>
      <Field label="Email">
        <TextInput name="email" type="email" defaultValue={attorney?.email ?? ''} />
      </Field>
      <Field label="States (two-letter codes)">
        <TextInput name="states" defaultValue={attorney?.states.join(', ')} placeholder="TX, OK" required />
      </Field>
      <Field label="Capacity (open cases)">
        <TextInput
          name="capacity"
          type="number"
          min={0}
          max={1000}
          defaultValue={attorney?.capacity ?? 5}
          required
        />
      </Field>
      <fieldset className="text-sm">
        <legend className="font-medium">Practice areas</legend>
        {caseTypes.map((type) => (
          <label key={type} className="mr-3 inline-flex items-center gap-1">
            <input
              type="checkbox"
              name="practiceAreas"
              value={type}
              defaultChecked={attorney?.practiceAreas.includes(type) ?? false}
            />
            {caseTypeName(type, 'en')}
          </label>
        ))}
      </fieldset>
      <label className="inline-flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" name="isActive" defaultChecked={attorney?.isActive ?? true} />
        Active (takes new cases)
      </label>
      {error && (
        <p role="alert" className="text-sm text-destructive md:col-span-2">
          {error}
        </p>
      )}
      <div className="flex gap-2 md:col-span-2">
        <Button type="submit" size="sm">
          {attorney ? 'Save attorney' : 'Add attorney'}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

export function AttorneysPage() {
  const session = useStaffSession();
  const isAdmin = session.user.role === 'admin';
  const { data, error, isLoading, reload } = useStaffData('attorneys', listAttorneys);
  const [editing, setEditing] = useState<AttorneyView | 'new' | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  useEffect(() => {
    document.title = 'Attorneys · Staff console';
  }, []);

  const remove = async (attorney: AttorneyView) => {
    if (!window.confirm(`Delete ${attorney.name}?`)) return;
    try {
      await deleteAttorney(attorney.id);
      setActionError(null);
      reload();
    } catch (caught) {
      setActionError(errorMessage(caught));
    }
  };

  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">Attorneys</h1>
      {isAdmin && editing === null && (
        <Button size="sm" onClick={() => setEditing('new')}>
          New attorney
        </Button>
      )}
      {editing !== null && (
        <Section title={editing === 'new' ? 'New attorney' : `Edit ${editing.name}`}>
          <AttorneyForm
            key={editing === 'new' ? 'new' : editing.id}
            attorney={editing === 'new' ? null : editing}
            onDone={() => {
              setEditing(null);
              reload();
            }}
          />
        </Section>
      )}
      <Status error={error ?? actionError} isLoading={isLoading && !data} />
      {data && (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Attorney directory</caption>
            <thead>
              <tr className="border-b border-border">
                {[
                  'Name',
                  'Firm',
                  'States',
                  'Practice areas',
                  'Load',
                  'Active',
                  ...(isAdmin ? ['Actions'] : []),
                ].map((heading) => (
                  <th key={heading} scope="col" className="px-2 py-2">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.attorneys.map((attorney) => (
                <tr key={attorney.id} className="border-b border-border">
                  <td className="px-2 py-2 font-medium">{attorney.name}</td>
                  <td className="px-2 py-2">{attorney.firm}</td>
                  <td className="px-2 py-2">{attorney.states.join(', ')}</td>
                  <td className="px-2 py-2">
                    {attorney.practiceAreas.map((area) => caseTypeLabel(area)).join(', ')}
                  </td>
                  <td className="px-2 py-2">
                    {attorney.openMatches} / {attorney.capacity}
                  </td>
                  <td className="px-2 py-2">
                    {attorney.isActive ? (
                      <Badge tone="success">Active</Badge>
                    ) : (
                      <Badge tone="neutral">Inactive</Badge>
                    )}
                  </td>
                  {isAdmin && (
                    <td className="space-x-2 px-2 py-2">
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => setEditing(attorney)}
                        aria-label={`Edit ${attorney.name}`}
                      >
                        Edit
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => void remove(attorney)}
                        aria-label={`Delete ${attorney.name}`}
                      >
                        Delete
                      </Button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
