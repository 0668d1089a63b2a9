/**
 * The arithmetic of the /resources wage calculator and expense tracker, kept apart from
 * the UI so tests can pin it. The settlement calculator uses quickEstimate from
 * src/contracts/valuation.ts, which runs the damages core the case value report runs.
 */
export type PayType = 'hourly' | 'salary';

export interface LostWagesInput {
  payType: PayType;
  /** Hourly rate, or annual salary. */
  rate: number;
  /** Hourly pay only: hours usually worked per week. */
  hoursPerWeek: number;
  workDaysPerWeek: number;
  daysMissed: number;
}

export interface LostWagesResult {
  dailyPay: number;
  weeklyPay: number;
  total: number;
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

export function calculateLostWages(input: LostWagesInput): LostWagesResult {
  const workDays = Math.min(7, Math.max(1, input.workDaysPerWeek));
  const weeklyPay =
    input.payType === 'hourly' ? input.rate * Math.max(0, input.hoursPerWeek) : input.rate / 52;
  const dailyPay = weeklyPay / workDays;
  return {
    dailyPay: cents(dailyPay),
    weeklyPay: cents(weeklyPay),
    total: cents(dailyPay * Math.max(0, input.daysMissed)),
  };
}

export const expenseCategories = [
  'Medical',
  'Medication',
  'Travel',
  'Property',
  'Household help',
  'Other',
] as const;
export type ExpenseCategory = (typeof expenseCategories)[number];

export interface ExpenseEntry {
  id: string;
  date: string;
  category: ExpenseCategory;
  description: string;
  amount: number;
}

export function expenseTotals(entries: ExpenseEntry[]): {
  total: number;
  byCategory: Partial<Record<ExpenseCategory, number>>;
} {
  const byCategory: Partial<Record<ExpenseCategory, number>> = {};
  let total = 0;
  for (const entry of entries) {
    total += entry.amount;
    byCategory[entry.category] = cents((byCategory[entry.category] ?? 0) + entry.amount);
  }
  return { total: cents(total), byCategory };
}

/** Reads stored entries, dropping anything malformed (the browser's storage is not trusted input). */
export function parseStoredExpenses(raw: string | null): ExpenseEntry[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (entry): entry is ExpenseEntry =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof entry.id === 'string' &&
        typeof entry.date === 'string' &&
        typeof entry.description === 'string' &&
        typeof entry.amount === 'number' &&
        Number.isFinite(entry.amount) &&
        (expenseCategories as readonly string[]).includes(entry.category),
    );
  } catch {
    return [];
  }
}

export function formatUsd(amount: number, fractionDigits = 2): string {
  return amount.toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
}

/** '' and non-numbers count as 0; commas and dollar signs are allowed. */
export function parseAmount(text: string): number {
  const value = Number(text.replace(/[$,\s]/g, ''));
  return Number.isFinite(value) && value > 0 ? value : 0;
}
