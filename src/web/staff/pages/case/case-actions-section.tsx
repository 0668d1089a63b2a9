import type { FormEvent } from 'react';

import { type CaseView, pipelineStatusLabels, pipelineStatuses } from '../../../../contracts/staff-console';
import { Button } from '../../../components/ui/button';
import { addNote, assignAttorney, changeStatus } from '../../staff-api';
import { Field, Section, Select, TextArea } from '../../staff-ui';

function formValue(event: FormEvent<HTMLFormElement>, name: string): string {
  return String(new FormData(event.currentTarget).get(name) ?? '').trim();
}

type Run = (label: string, action: () => Promise<unknown>) => Promise<void>;

function StatusForm({ view, run }: { view: CaseView; run: Run }) {
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const chosen = formValue(event, 'status');
        const note = formValue(event, 'note');
        const status = pipelineStatuses.find((entry) => entry === chosen) ?? view.pipeline.status;
        void run('Status changed.', () => changeStatus(view.caseId, { status, ...(note ? { note } : {}) }));
      }}
    >
      <Field label="Status">
        <Select name="status" defaultValue={view.pipeline.status} key={view.pipeline.status}>
          {pipelineStatuses.map((status) => (
            <option key={status} value={status}>
              {pipelineStatusLabels[status]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Status note (optional)">
        <TextArea name="note" rows={1} className="min-h-10" />
      </Field>
      <Button type="submit" size="sm">
        Change status
      </Button>
    </form>
  );
}

function AttorneyForm(props: {
  view: CaseView;
  attorneys: { id: string; name: string; firm: string; openMatches: number; capacity: number }[];
  run: Run;
}) {
  const assigned = props.view.pipeline.assignedAttorney;
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const attorneyId = formValue(event, 'attorneyId');
        void props.run('Attorney assigned.', () => assignAttorney(props.view.caseId, attorneyId || null));
      }}
    >
      <Field label="Attorney">
        <Select name="attorneyId" defaultValue={assigned?.id ?? ''} key={assigned?.id ?? 'none'}>
          <option value="">No attorney</option>
          {props.attorneys.map((attorney) => (
            <option key={attorney.id} value={attorney.id}>
              {attorney.name} ({attorney.firm}) · {attorney.openMatches}/{attorney.capacity}
            </option>
          ))}
        </Select>
      </Field>
      <Button type="submit" size="sm">
        Assign attorney
      </Button>
    </form>
  );
}

function NoteForm({ view, run }: { view: CaseView; run: Run }) {
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const body = formValue(event, 'body');
        const form = event.currentTarget;
        void run('Note added.', async () => {
          await addNote(view.caseId, body);
          form.reset();
        });
      }}
    >
      <Field label="New note">
        <TextArea name="body" rows={2} required />
      </Field>
      <Button type="submit" size="sm">
        Add note
      </Button>
    </form>
  );
}

/** Status, attorney and a note: what a case manager changes after a call. */
export function CaseActionsSection(props: {
  view: CaseView;
  attorneys: { id: string; name: string; firm: string; openMatches: number; capacity: number }[];
  run: Run;
}) {
  return (
    <Section title="Actions">
      <div className="space-y-4">
        <StatusForm view={props.view} run={props.run} />
        <AttorneyForm view={props.view} attorneys={props.attorneys} run={props.run} />
        <NoteForm view={props.view} run={props.run} />
      </div>
    </Section>
  );
}
