import { formatMoney as money } from './staff-ui';

/**
 * A case's value as the console writes it: what the value still waits for when the report
 * could not estimate one ("Not estimated yet: we need the medical bills"), the figure when
 * there is one, and a dash when there is no report. Never "$0" for an unknown (issue 24).
 */

export function likelyValueText(valueNotEstimated: string | null, likely: number | null): string {
  return valueNotEstimated ?? (likely === null ? '—' : money(likely));
}

export function valueRangeText(
  valueNotEstimated: string | null,
  value: { low: number; likely: number; high: number },
): string {
  return valueNotEstimated ?? `${money(value.low)} – ${money(value.high)} (likely ${money(value.likely)})`;
}
