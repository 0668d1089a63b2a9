import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';

import { caseTypes } from '../../../contracts/case-record';
import { caseTypeName } from '../../../contracts/fact-catalogue';
import {
  type PipelineItem,
  pipelineStatusLabels,
  pipelineStatuses,
  urgentReasonLabels,
} from '../../../contracts/staff-console';
import { Button } from '../../components/ui/button';
import {
  assignOwner,
  bulkUpdateCases,
  casesCsvHref,
  errorMessage,
  getAssignees,
  listCases,
} from '../staff-api';
import { useStaffSession } from '../staff-session';
import {
  Badge,
  CaseLink,
  caseTypeLabel,
  Field,
  HeadingCells,
  ListRow,
  Select,
  Status,
  TextInput,
} from '../staff-ui';
import { likelyValueText } from '../value-text';
import { useCaseListKeys } from '../use-case-list-keys';
import { useStaffData } from '../use-staff-data';

export const caseSearchId = 'case-search';

function Markers({ item }: { item: PipelineItem }) {
  return (
    <div className="flex flex-wrap gap-1">
      {item.urgentReasons.length > 0 && (
        <Badge tone="danger">
          Urgent: {item.urgentReasons.map((reason) => urgentReasonLabels[reason]).join('; ')}
        </Badge>
      )}
      {item.alerts.emergency && <Badge tone="danger">Emergency described</Badge>}
      {item.alerts.callbackRequested && <Badge tone="warning">Asked for a call back</Badge>}
      {item.overdue === 'late' && <Badge tone="danger">Not contacted 48 h</Badge>}
      {item.overdue === 'overdue' && <Badge tone="warning">Not contacted 24 h</Badge>}
      {item.queueState === 'unreachable' && <Badge tone="neutral">Unreachable</Badge>}
      {item.isDeadlineNear && item.deadline && (
        <Badge tone={item.deadline.daysLeft < 0 ? 'danger' : 'warning'}>
          {item.deadline.daysLeft < 0 ? 'Deadline passed' : `Deadline in ${item.deadline.daysLeft} days`}
        </Badge>
      )}
    </div>
  );
}

const age = (hours: number) => (hours < 48 ? `${hours} h` : `${Math.floor(hours / 24)} d`);

/** Filters kept in the address (shareable), applied as they change; text after a short pause. */
function useFilterParams() {
  const [params, setParams] = useSearchParams();
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setParams(next, { replace: true });
  };
  return { params, set, clear: () => setParams(new URLSearchParams(), { replace: true }) };
}

/** A text filter: what is typed shows at once, and reaches the address after a short pause. */
function FilterText(props: {
  label: string;
  value: string;
  onCommit: (value: string) => void;
  /** Whether a value is complete enough to filter by (a state needs two letters). */
  isReady?: (value: string) => boolean;
  id?: string;
  type?: string;
  placeholder?: string;
  maxLength?: number;
}) {
  const { value, isReady } = props;
  const [text, setText] = useState(value);
  const commit = useRef(props.onCommit);
  commit.current = props.onCommit;
  const location = useLocation();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    const next = text.trim();
    if (next === value || (isReady && !isReady(next))) return;
    const timer = setTimeout(() => commit.current(next), 250);
    return () => clearTimeout(timer);
  }, [text, value, isReady]);
  // "/" anywhere in the console lands in the search box, ready to type.
  const wantsFocus = props.id !== undefined && location.hash === `#${props.id}`;
  useEffect(() => {
    if (wantsFocus) input.current?.focus();
  }, [wantsFocus, location.key]);
  return (
    <Field label={props.label}>
      <TextInput
        ref={input}
        id={props.id}
        type={props.type ?? 'text'}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={props.placeholder}
        maxLength={props.maxLength}
      />
    </Field>
  );
}

const isStateCode = (value: string) => value.length === 0 || /^[A-Za-z]{2}$/.test(value);

/** Every case the staff member may see, filtered as they type; a selection for bulk actions. */
export function PipelinePage() {
  const session = useStaffSession();
  const { params, set, clear } = useFilterParams();
  const search = params.toString();
  const { data, error, isLoading, reload } = useStaffData(`cases?${search}`, () => listCases(search));
  const { data: assignees } = useStaffData('assignees', getAssignees);
  const [selection, setSelection] = useState<Set<string>>(new Set());
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  useEffect(() => {
    document.title = 'All cases · Staff console';
  }, []);
  const items = data?.items ?? [];
  const page = Number(params.get('page') ?? '1');
  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const selectedIds = items.filter((item) => selection.has(item.caseId)).map((item) => item.caseId);

  const toggle = (caseId: string) =>
    setSelection((current) => {
      const next = new Set(current);
      if (next.has(caseId)) next.delete(caseId);
      else next.add(caseId);
      return next;
    });
  const run = async (label: string, action: () => Promise<unknown>) => {
    try {
      await action();
      setMessage({ tone: 'ok', text: label });
      reload();
    } catch (caught) {
      setMessage({ tone: 'error', text: errorMessage(caught) });
    }
  };
  const { highlighted, setHighlighted, linkRef } = useCaseListKeys(items, {
    a: (item) => void run('Assigned to you.', () => assignOwner(item.caseId, session.user.id)),
    x: (item) => toggle(item.caseId),
  });
  const bulk = (kind: 'assign' | 'status', value: string) => {
    if (selectedIds.length === 0 || !value) return;
    const action =
      kind === 'assign'
        ? ({ kind, ownerId: value === 'unassigned' ? null : value } as const)
        : { kind, status: pipelineStatuses.find((status) => status === value) ?? 'new' };
    void run('', async () => {
      const result = await bulkUpdateCases({ caseIds: selectedIds, action });
      setSelection(new Set());
      setMessage({
        tone: result.skipped.length > 0 ? 'error' : 'ok',
        text: `${result.changed} changed${result.skipped.length > 0 ? `; ${result.skipped.length} left as they were (${[...new Set(result.skipped.map((skip) => skip.reason))].join('; ')})` : '.'}`,
      });
      reload();
    });
  };

  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">All cases</h1>
      <form
        onSubmit={(event) => event.preventDefault()}
        className="grid grid-cols-2 gap-3 md:grid-cols-4 lg:grid-cols-8"
        aria-label="Filter cases"
      >
        <FilterText
          label="Search"
          id={caseSearchId}
          type="search"
          value={params.get('q') ?? ''}
          onCommit={(value) => set('q', value)}
          placeholder="Name, email, phone, id"
        />
        <Field label="Status">
          <Select value={params.get('status') ?? ''} onChange={(event) => set('status', event.target.value)}>
            <option value="">Any</option>
            {pipelineStatuses.map((status) => (
              <option key={status} value={status}>
                {pipelineStatusLabels[status]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Owner">
          <Select value={params.get('owner') ?? ''} onChange={(event) => set('owner', event.target.value)}>
            <option value="">Anyone</option>
            <option value="me">Me</option>
            <option value="unassigned">Unassigned</option>
            {session.user.seesAllCases &&
              assignees?.assignees
                .filter((person) => person.id !== session.user.id)
                .map((person) => (
                  <option key={person.id} value={person.id}>
                    {person.name}
                  </option>
                ))}
          </Select>
        </Field>
        <Field label="Case type">
          <Select
            value={params.get('caseType') ?? ''}
            onChange={(event) => set('caseType', event.target.value)}
          >
            <option value="">Any</option>
            {caseTypes.map((type) => (
              <option key={type} value={type}>
                {caseTypeName(type, 'en')}
              </option>
            ))}
          </Select>
        </Field>
        <FilterText
          label="State"
          value={params.get('state') ?? ''}
          onCommit={(value) => set('state', value.toUpperCase())}
          isReady={isStateCode}
          maxLength={2}
          placeholder="TX"
        />
        <Field label="Eligibility">
          <Select
            value={params.get('eligibility') ?? ''}
            onChange={(event) => set('eligibility', event.target.value)}
          >
            <option value="">Any</option>
            <option value="eligible">Eligible</option>
            <option value="needs_review">Needs review</option>
            <option value="ineligible">Ineligible</option>
          </Select>
        </Field>
        <Field label="Sort by">
          <Select
            value={params.get('sort') ?? 'created'}
            onChange={(event) => set('sort', event.target.value)}
          >
            <option value="created">Newest</option>
            <option value="age">Age</option>
            <option value="deadline">Deadline</option>
            <option value="value">Value</option>
            <option value="status">Status</option>
            <option value="name">Name</option>
          </Select>
        </Field>
        <Field label="Order">
          <Select
            value={params.get('direction') ?? 'desc'}
            onChange={(event) => set('direction', event.target.value)}
          >
            <option value="desc">Descending</option>
            <option value="asc">Ascending</option>
          </Select>
        </Field>
        <div className="col-span-2 flex gap-2 md:col-span-4 lg:col-span-8">
          <Button type="button" variant="outline" size="sm" onClick={clear}>
            Clear filters
          </Button>
        </div>
      </form>
      {message && message.text && (
        <p role="status" className={message.tone === 'error' ? 'text-sm text-destructive' : 'text-sm'}>
          {message.text}
        </p>
      )}
      <Status error={error} isLoading={isLoading && !data} />
      {data && (
        <>
          <div
            role="group"
            aria-label="Bulk actions"
            className="flex flex-wrap items-end gap-3 rounded-md border border-border p-3"
          >
            <p className="text-sm" aria-live="polite">
              {selectedIds.length} of {data.total} {data.total === 1 ? 'case' : 'cases'} selected
            </p>
            <Field label="Assign selected to">
              <Select
                value=""
                disabled={selectedIds.length === 0}
                onChange={(event) => bulk('assign', event.target.value)}
              >
                <option value="">Choose…</option>
                <option value="unassigned">Nobody (unassign)</option>
                {assignees?.assignees.map((person) => (
                  <option key={person.id} value={person.id}>
                    {person.id === session.user.id ? `Me (${person.name})` : person.name}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label="Set status of selected">
              <Select
                value=""
                disabled={selectedIds.length === 0}
                onChange={(event) => bulk('status', event.target.value)}
              >
                <option value="">Choose…</option>
                {pipelineStatuses.map((status) => (
                  <option key={status} value={status}>
                    {pipelineStatusLabels[status]}
                  </option>
                ))}
              </Select>
            </Field>
            {selectedIds.length > 0 ? (
              <a
                href={casesCsvHref(selectedIds)}
                download
                className="rounded-md border border-input px-3 py-2 text-sm font-medium hover:bg-accent"
              >
                Export selected (CSV)
              </a>
            ) : (
              <span className="px-3 py-2 text-sm text-muted-foreground">Export selected (CSV)</span>
            )}
          </div>
          <div className="overflow-x-auto">
            <table className="w-full border-collapse text-left text-sm">
              <caption className="sr-only">Cases</caption>
              <thead>
                <tr className="border-b border-border">
                  <th scope="col" className="px-2 py-2">
                    <input
                      type="checkbox"
                      aria-label="Select every case on this page"
                      checked={items.length > 0 && selectedIds.length === items.length}
                      onChange={(event) =>
                        setSelection(
                          event.target.checked ? new Set(items.map((item) => item.caseId)) : new Set(),
                        )
                      }
                    />
                  </th>
                  <HeadingCells
                    headings={[
                      'Case',
                      'Status',
                      'Owner',
                      'Type',
                      'State',
                      'Eligibility',
                      'Value (likely)',
                      'Deadline',
                      'Age',
                      'Attorney',
                      'Flags',
                    ]}
                  />
                </tr>
              </thead>
              <tbody>
                {items.map((item, index) => (
                  <ListRow key={item.caseId} isHighlighted={index === highlighted}>
                    <td className="px-2 py-2">
                      <input
                        type="checkbox"
                        aria-label={`Select ${item.name ?? item.shortId}`}
                        checked={selection.has(item.caseId)}
                        onChange={() => toggle(item.caseId)}
                      />
                    </td>
                    <td className="px-2 py-2">
                      <CaseLink
                        caseId={item.caseId}
                        name={item.name}
                        linkRef={linkRef(index)}
                        onFocus={() => setHighlighted(index)}
                      />
                      <div className="text-xs text-muted-foreground">
                        {item.shortId} ·{' '}
                        {item.intakeStatus === 'complete' ? 'intake complete' : 'intake in progress'}
                      </div>
                    </td>
                    <td className="px-2 py-2">{pipelineStatusLabels[item.status]}</td>
                    <td className="px-2 py-2">
                      {item.owner
                        ? item.owner.id === session.user.id
                          ? 'Me'
                          : item.owner.name
                        : 'Unassigned'}
                    </td>
                    <td className="px-2 py-2">{caseTypeLabel(item.caseType)}</td>
                    <td className="px-2 py-2">{item.state ?? '—'}</td>
                    <td className="px-2 py-2">{item.eligibility?.replace('_', ' ') ?? '—'}</td>
                    <td className="px-2 py-2">
                      {likelyValueText(item.valueNotEstimated, item.value?.likely ?? null)}
                    </td>
                    <td className="px-2 py-2">{item.deadline?.date ?? '—'}</td>
                    <td className="px-2 py-2">{age(item.ageHours)}</td>
                    <td className="px-2 py-2">{item.assignedAttorney ?? '—'}</td>
                    <td className="px-2 py-2">
                      <Markers item={item} />
                    </td>
                  </ListRow>
                ))}
              </tbody>
            </table>
          </div>
          <nav aria-label="Pages" className="flex items-center gap-2 text-sm">
            <Button
              variant="outline"
              size="sm"
              disabled={page <= 1}
              onClick={() => set('page', String(page - 1))}
            >
              Previous
            </Button>
            <span>
              Page {page} of {lastPage}
            </span>
            <Button
              variant="outline"
              size="sm"
              disabled={page >= lastPage}
              onClick={() => set('page', String(page + 1))}
            >
              Next
            </Button>
          </nav>
        </>
      )}
    </div>
  );
}
