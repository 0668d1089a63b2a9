import { type FormEvent, useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';

import { caseTypeLabels, caseTypes, type CaseType } from '../../../contracts/case-record';
import {
  type PipelineItem,
  type PipelinePage as PipelinePageData,
  pipelineStatusLabels,
  pipelineStatuses,
} from '../../../contracts/staff-console';
import { Button } from '../../components/ui/button';
import { Badge, Field, formatMoney, Select, Status, TextInput } from '../staff-ui';
import { useStaffData } from '../use-staff-data';

const caseTypeLabel = (value: string | null) => (value ? (caseTypeLabels[value as CaseType] ?? value) : '—');

function Markers({ item }: { item: PipelineItem }) {
  return (
    <div className="flex flex-wrap gap-1">
      {item.alerts.emergency && <Badge tone="danger">Emergency described</Badge>}
      {item.alerts.callbackRequested && <Badge tone="warning">Asked for a call back</Badge>}
      {item.overdue === 'late' && <Badge tone="danger">Not contacted 48 h</Badge>}
      {item.overdue === 'overdue' && <Badge tone="warning">Not contacted 24 h</Badge>}
      {item.isDeadlineNear && item.deadline && (
        <Badge tone={item.deadline.daysLeft < 0 ? 'danger' : 'warning'}>
          {item.deadline.daysLeft < 0 ? 'Deadline passed' : `Deadline in ${item.deadline.daysLeft} days`}
        </Badge>
      )}
    </div>
  );
}

const age = (hours: number) => (hours < 48 ? `${hours} h` : `${Math.floor(hours / 24)} d`);

export function PipelinePage() {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const { data, error, isLoading } = useStaffData<PipelinePageData>(`/cases${query ? `?${query}` : ''}`);
  useEffect(() => {
    document.title = 'Pipeline · Staff console';
  }, []);

  const applyFilters = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const [key, value] of form.entries())
      if (typeof value === 'string' && value.trim()) next.set(key, value.trim());
    setParams(next);
  };
  const goToPage = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    setParams(next);
  };
  const page = Number(params.get('page') ?? '1');
  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">Pipeline</h1>
      <form
        onSubmit={applyFilters}
        className="grid grid-cols-2 gap-3 md:grid-cols-4 lg:grid-cols-8"
        aria-label="Filter cases"
      >
        <Field label="Search">
          <TextInput
            name="q"
            type="search"
            defaultValue={params.get('q') ?? ''}
            placeholder="Name, email, phone, id"
          />
        </Field>
        <Field label="Status">
          <Select name="status" defaultValue={params.get('status') ?? ''}>
            <option value="">Any</option>
            {pipelineStatuses.map((status) => (
              <option key={status} value={status}>
                {pipelineStatusLabels[status]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Case type">
          <Select name="caseType" defaultValue={params.get('caseType') ?? ''}>
            <option value="">Any</option>
            {caseTypes.map((type) => (
              <option key={type} value={type}>
                {caseTypeLabels[type]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="State">
          <TextInput name="state" defaultValue={params.get('state') ?? ''} maxLength={2} placeholder="TX" />
        </Field>
        <Field label="Eligibility">
          <Select name="eligibility" defaultValue={params.get('eligibility') ?? ''}>
            <option value="">Any</option>
            <option value="eligible">Eligible</option>
            <option value="needs_review">Needs review</option>
            <option value="ineligible">Ineligible</option>
          </Select>
        </Field>
        <Field label="Intake">
          <Select name="intake" defaultValue={params.get('intake') ?? ''}>
            <option value="">Any</option>
            <option value="complete">Completed</option>
            <option value="open">In progress</option>
          </Select>
        </Field>
        <Field label="Sort by">
          <Select name="sort" defaultValue={params.get('sort') ?? 'created'}>
            <option value="created">Newest</option>
            <option value="age">Age</option>
            <option value="deadline">Deadline</option>
            <option value="value">Value</option>
            <option value="status">Status</option>
            <option value="name">Name</option>
          </Select>
        </Field>
        <Field label="Order">
          <Select name="direction" defaultValue={params.get('direction') ?? 'desc'}>
            <option value="desc">Descending</option>
            <option value="asc">Ascending</option>
          </Select>
        </Field>
        <div className="col-span-2 flex gap-2 md:col-span-4 lg:col-span-8">
          <Button type="submit">Apply</Button>
          <Button type="button" variant="outline" onClick={() => setParams(new URLSearchParams())}>
            Clear
          </Button>
        </div>
      </form>
      <Status error={error} isLoading={isLoading && !data} />
      {data && (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {data.total} {data.total === 1 ? 'case' : 'cases'}
          </p>
          <div className="overflow-x-auto">
            <table className="w-full border-collapse text-left text-sm">
              <caption className="sr-only">Cases</caption>
              <thead>
                <tr className="border-b border-border">
                  {[
                    'Case',
                    'Status',
                    'Type',
                    'State',
                    'Eligibility',
                    'Value (likely)',
                    'Deadline',
                    'Age',
                    'Attorney',
                    'Flags',
                  ].map((heading) => (
                    <th key={heading} scope="col" className="px-2 py-2 font-semibold">
                      {heading}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.items.map((item) => (
                  <tr key={item.caseId} className="border-b border-border align-top">
                    <td className="px-2 py-2">
                      <Link
                        to={`/cases/${item.caseId}`}
                        className="font-medium text-primary underline underline-offset-2"
                      >
                        {item.name ?? 'Unnamed visitor'}
                      </Link>
                      <div className="text-xs text-muted-foreground">
                        {item.shortId} ·{' '}
                        {item.intakeStatus === 'complete' ? 'intake complete' : 'intake in progress'}
                      </div>
                    </td>
                    <td className="px-2 py-2">{pipelineStatusLabels[item.status]}</td>
                    <td className="px-2 py-2">{caseTypeLabel(item.caseType)}</td>
                    <td className="px-2 py-2">{item.state ?? '—'}</td>
                    <td className="px-2 py-2">{item.eligibility?.replace('_', ' ') ?? '—'}</td>
                    <td className="px-2 py-2">{item.value ? formatMoney(item.value.likely) : '—'}</td>
                    <td className="px-2 py-2">{item.deadline?.date ?? '—'}</td>
                    <td className="px-2 py-2">{age(item.ageHours)}</td>
                    <td className="px-2 py-2">{item.assignedAttorney ?? '—'}</td>
                    <td className="px-2 py-2">
                      <Markers item={item} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav aria-label="Pages" className="flex items-center gap-2 text-sm">
            <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => goToPage(page - 1)}>
              Previous
            </Button>
            <span>
              Page {page} of {lastPage}
            </span>
            <Button
              variant="outline"
              size="sm"
              disabled={page >= lastPage}
              onClick={() => goToPage(page + 1)}
            >
              Next
            </Button>
          </nav>
        </>
      )}
    </div>
  );
}
