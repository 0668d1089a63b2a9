import { useEffect, useState } from 'react';

import { caseTypes } from '../../../contracts/case-record';
import { caseTypeName } from '../../../contracts/fact-catalogue';
import type { FunnelStep } from '../../../contracts/staff-console';
import { Field, Section, Select, Status } from '../staff-ui';
import { getFunnel } from '../staff-api';
import { useStaffData } from '../use-staff-data';

/** Horizontal bars in inline SVG (no chart library); the table below carries the same numbers. */
function BarChart({ title, bars }: { title: string; bars: { label: string; value: number }[] }) {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const rowHeight = 28;
  const labelWidth = 150;
  const width = 640;
  return (
    <svg
      role="img"
      aria-label={`${title}: ${bars.map((bar) => `${bar.label} ${bar.value}`).join(', ')}`}
      viewBox={`0 0 ${width} ${bars.length * rowHeight}`}
      className="h-auto w-full max-w-3xl"
    >
      {bars.map((bar, index) => {
        const barWidth = ((width - labelWidth - 60) * bar.value) / max;
        const y = index * rowHeight;
        return (
          <g key={bar.label}>
            <text x={0} y={y + 18} className="fill-foreground text-[13px]">
              {bar.label}
            </text>
            <rect
              x={labelWidth}
              y={y + 5}
              width={Math.max(barWidth, 1)}
              height={rowHeight - 10}
              rx={3}
              className="fill-primary"
            />
            <text x={labelWidth + barWidth + 6} y={y + 18} className="fill-foreground text-[13px]">
              {bar.value}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

const rate = (steps: FunnelStep[], index: number): string => {
  const previous = steps[index - 1]?.count ?? 0;
  const current = steps[index]?.count ?? 0;
  return index === 0 || previous === 0 ? '' : ` (${Math.round((100 * current) / previous)}%)`;
};

export function FunnelPage() {
  const [weeks, setWeeks] = useState('8');
  const [caseType, setCaseType] = useState('');
  const { data, error, isLoading } = useStaffData(`funnel:${weeks}:${caseType}`, () =>
    getFunnel({ weeks: Number(weeks), ...(caseType ? { caseType } : {}) }),
  );
  useEffect(() => {
    document.title = 'Funnel · Staff console';
  }, []);

  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">Funnel</h1>
      <p className="text-sm text-muted-foreground">
        First-party data only: visits and start-flow opens from our own beacon (no personal data), every later
        step from stored cases. Visits and start-flow opens are counted for all case types.
      </p>
      <div className="flex flex-wrap gap-3">
        <Field label="Weeks">
          <Select value={weeks} onChange={(event) => setWeeks(event.target.value)}>
            {['4', '8', '12', '26', '52'].map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Case type">
          <Select value={caseType} onChange={(event) => setCaseType(event.target.value)}>
            <option value="">All</option>
            {caseTypes.map((type) => (
              <option key={type} value={type}>
                {caseTypeName(type, 'en')}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <Status error={error} isLoading={isLoading && !data} />
      {data && (
        <>
          <Section title="Totals">
            <BarChart
              title="Funnel totals"
              bars={data.totals.map((step) => ({ label: step.label, value: step.count }))}
            />
            <ol className="mt-2 grid grid-cols-2 gap-1 text-sm md:grid-cols-4">
              {data.totals.map((step, index) => (
                <li key={step.key}>
                  {step.label}: <span className="font-semibold">{step.count}</span>
                  {rate(data.totals, index)}
                </li>
              ))}
            </ol>
          </Section>
          <Section title="By week">
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Funnel by week</caption>
                <thead>
                  <tr className="border-b border-border">
                    <th scope="col" className="px-2 py-1">
                      Week of
                    </th>
                    {data.totals.map((step) => (
                      <th key={step.key} scope="col" className="px-2 py-1">
                        {step.label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data.weeks.map((week) => (
                    <tr key={week.weekStart} className="border-b border-border">
                      <th scope="row" className="px-2 py-1 font-medium">
                        {week.weekStart}
                      </th>
                      {week.steps.map((step) => (
                        <td key={step.key} className="px-2 py-1">
                          {step.count}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </Section>
          <Section title="Drop-off by question">
            {data.dropOff.length === 0 ? (
              <p className="text-sm text-muted-foreground">No unfinished intakes in this period.</p>
            ) : (
              <BarChart
                title="Unfinished intakes by the last question reached"
                bars={data.dropOff.map((entry) => ({
                  label: `After question ${entry.question}`,
                  value: entry.count,
                }))}
              />
            )}
          </Section>
        </>
      )}
    </div>
  );
}
