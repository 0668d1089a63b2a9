import type { Kysely } from 'kysely';

import type { FunnelStep, FunnelView } from '../../../../contracts/staff-console';
import type { Database } from '../../../db/schema';

import { listFunnelCases, listFunnelEvents, listReferredCaseIds } from './funnel.repository';

export const funnelSteps = [
  { key: 'visits', label: 'Visits' },
  { key: 'start_flow', label: 'Start flow' },
  { key: 'chat_started', label: 'Chat started' },
  { key: 'answered_15', label: '15 answered' },
  { key: 'extended', label: 'Extended' },
  { key: 'completed', label: 'Completed' },
  { key: 'eligible', label: 'Eligible' },
  { key: 'referred', label: 'Referred' },
] as const;
type StepKey = (typeof funnelSteps)[number]['key'];

/** Monday 00:00 UTC of the week holding `date`, as an ISO date. */
export function weekStartOf(date: Date): string {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const offset = (day.getUTCDay() + 6) % 7;
  day.setUTCDate(day.getUTCDate() - offset);
  return day.toISOString().slice(0, 10);
}

/**
 * The funnel from first-party data only (issue 7): visits and start-flow opens from our own
 * beacon, every later step from the stored cases. Cases are counted in the week they began.
 */
export async function getFunnel(
  db: Kysely<Database>,
  input: { weeks: number; caseType?: string | undefined },
  now = new Date(),
): Promise<FunnelView> {
  const firstWeek = new Date(`${weekStartOf(now)}T00:00:00.000Z`);
  firstWeek.setUTCDate(firstWeek.getUTCDate() - 7 * (input.weeks - 1));
  const since = firstWeek.toISOString();
  const weekKeys = Array.from({ length: input.weeks }, (_, index) => {
    const week = new Date(firstWeek);
    week.setUTCDate(week.getUTCDate() + 7 * index);
    return week.toISOString().slice(0, 10);
  });
  const counts = new Map(weekKeys.map((week) => [week, new Map<StepKey, number>()]));
  const bump = (createdAt: string, key: StepKey) => {
    const week = counts.get(weekStartOf(new Date(createdAt)));
    if (week) week.set(key, (week.get(key) ?? 0) + 1);
  };

  for (const event of await listFunnelEvents(db, since)) {
    bump(event.created_at, event.kind === 'visit' ? 'visits' : 'start_flow');
  }
  const referred = await listReferredCaseIds(db, since);
  const dropOff = new Map<number, number>();
  for (const row of await listFunnelCases(db, since, input.caseType)) {
    bump(row.createdAt, 'chat_started');
    if (row.questionsTotal >= 15) bump(row.createdAt, 'answered_15');
    if (row.extensionsUsed > 0) bump(row.createdAt, 'extended');
    if (row.intakeStatus === 'complete') bump(row.createdAt, 'completed');
    else dropOff.set(row.questionsTotal, (dropOff.get(row.questionsTotal) ?? 0) + 1);
    if (row.eligibility === 'eligible') bump(row.createdAt, 'eligible');
    if (referred.has(row.id) || row.pipelineStatus === 'referred' || row.pipelineStatus === 'retained') {
      bump(row.createdAt, 'referred');
    }
  }

  const stepsOf = (values: Map<StepKey, number>): FunnelStep[] =>
    funnelSteps.map((step) => ({ key: step.key, label: step.label, count: values.get(step.key) ?? 0 }));
  const totals = new Map<StepKey, number>();
  for (const week of counts.values())
    for (const [key, value] of week) totals.set(key, (totals.get(key) ?? 0) + value);
  return {
    weeks: weekKeys.map((week) => ({ weekStart: week, steps: stepsOf(counts.get(week)!) })),
    totals: stepsOf(totals),
    dropOff: [...dropOff.entries()]
      .sort(([a], [b]) => a - b)
      .map(([question, count]) => ({ question, count })),
    caseType: input.caseType ?? null,
  };
}
