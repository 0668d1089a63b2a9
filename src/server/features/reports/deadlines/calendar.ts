import type { Period } from '../../../../contracts/conclusions';

/** Calendar arithmetic for deadlines, in UTC on ISO dates. */
const dayMs = 86_400_000;

/** Adds whole months; the 31st of a short month becomes its last day. */
export function addMonths(isoDate: string, months: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

export const addYears = (isoDate: string, years: number): string =>
  addMonths(isoDate, Math.round(years * 12));

export const addDays = (isoDate: string, days: number): string =>
  new Date(Date.parse(isoDate) + days * dayMs).toISOString().slice(0, 10);

export const daysBetween = (fromIso: string, toIso: string): number =>
  Math.round((Date.parse(toIso) - Date.parse(fromIso)) / dayMs);

/** Years and months first, then days: "one year and ninety days" from the 1st of March. */
export function addPeriod(isoDate: string, period: Period): string {
  const months = Math.round((period.years ?? 0) * 12) + (period.months ?? 0);
  return addDays(addMonths(isoDate, months), period.days ?? 0);
}

export const earliest = (dates: string[]): string | undefined => [...dates].sort()[0];
export const latest = (dates: string[]): string | undefined => [...dates].sort().at(-1);
