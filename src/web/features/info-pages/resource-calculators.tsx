import { Calculator, Printer, Trash2 } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';

import { type Severity, severities } from '../../../contracts/case-record';
import {
  multiplierTable,
  type QuickEstimate,
  quickEstimate,
  severityTier,
} from '../../../contracts/valuation';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { newChatId } from '../../lib/random-id';

import {
  calculateLostWages,
  type ExpenseCategory,
  expenseCategories,
  type ExpenseEntry,
  expenseTotals,
  formatUsd,
  parseAmount,
  parseStoredExpenses,
  type PayType,
} from './calculators';

const selectClass =
  'mt-1.5 flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

function Field({
  label,
  htmlFor,
  children,
  hint,
}: {
  label: string;
  htmlFor: string;
  children: ReactNode;
  hint?: string;
}) {
  return (
    <div>
      <label htmlFor={htmlFor} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {hint ? <p className="mt-1 text-xs text-muted-foreground">{hint}</p> : null}
    </div>
  );
}

function severityLabel(severity: Severity): string {
  if (severity === 'death') return 'Fatal injury';
  return multiplierTable[severityTier(severity)].label;
}

/**
 * #settlement-calculator: quickEstimate runs the damages core the case value report runs
 * (damagesBeforeRules, decision 0088), so the same amounts give the same lines.
 */
export function SettlementCalculator() {
  const id = useId();
  const [medical, setMedical] = useState('');
  const [wages, setWages] = useState('');
  const [property, setProperty] = useState('');
  const [isVehicleDamage, setIsVehicleDamage] = useState(false);
  const [severity, setSeverity] = useState<Severity>('soft_tissue');
  const [estimate, setEstimate] = useState<QuickEstimate | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setEstimate(
      quickEstimate({
        // A blank field is an amount not given: no line for it, as in the report.
        medicalBills: medical.trim() === '' ? undefined : parseAmount(medical),
        lostWages: wages.trim() === '' ? undefined : parseAmount(wages),
        propertyDamage: property.trim() === '' ? undefined : parseAmount(property),
        isVehicleDamage,
        severity,
      }),
    );
  };
  return (
    <form onSubmit={submit} className="space-y-4" aria-label="Settlement calculator">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Medical bills ($)" htmlFor={`${id}-medical`}>
          <Input
            id={`${id}-medical`}
            inputMode="decimal"
            value={medical}
            onChange={(event) => setMedical(event.target.value)}
            placeholder="e.g. 12,000"
            className="mt-1.5"
          />
        </Field>
        <Field label="Lost wages ($)" htmlFor={`${id}-wages`}>
          <Input
            id={`${id}-wages`}
            inputMode="decimal"
            value={wages}
            onChange={(event) => setWages(event.target.value)}
            placeholder="e.g. 3,000"
            className="mt-1.5"
          />
        </Field>
        <Field label="Property damage ($, optional)" htmlFor={`${id}-property`}>
          <Input
            id={`${id}-property`}
            inputMode="decimal"
            value={property}
            onChange={(event) => setProperty(event.target.value)}
            className="mt-1.5"
          />
        </Field>
        <div className="flex items-start gap-2 sm:col-span-2">
          <input
            id={`${id}-vehicle`}
            type="checkbox"
            checked={isVehicleDamage}
            onChange={(event) => setIsVehicleDamage(event.target.checked)}
            className="mt-1 size-4"
          />
          <label htmlFor={`${id}-vehicle`} className="text-sm">
            The property damage is a vehicle damaged in a crash (it is usually settled on its own, so it is
            not added to the range)
          </label>
        </div>
        <Field
          label="Injury severity"
          htmlFor={`${id}-severity`}
          hint={multiplierTable[severityTier(severity)].examples}
        >
          <select
            id={`${id}-severity`}
            value={severity}
            onChange={(event) => setSeverity(event.target.value as Severity)}
            className={selectClass}
          >
            {severities.map((value) => (
              <option key={value} value={value}>
                {severityLabel(value)}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Button type="submit">
        <Calculator aria-hidden="true" />
        Calculate Estimate
      </Button>
      <div aria-live="polite">
        {estimate ? (
          <div className="rounded-lg bg-accent p-4" data-testid="settlement-result">
            <p className="text-sm text-muted-foreground">
              Estimated range before fault, insurance limits and fees
            </p>
            <p className="mt-1 text-2xl font-bold">
              {formatUsd(estimate.low, 0)} – {formatUsd(estimate.high, 0)}
            </p>
            <p className="text-sm">
              Most likely around <strong>{formatUsd(estimate.likely, 0)}</strong>
            </p>
            <ul className="mt-3 space-y-1 text-sm">
              {estimate.steps.map((step) => (
                <li key={step.code}>
                  <strong>{step.label}:</strong> {formatUsd(step.amount, 0)}
                  {step.isAdded ? '' : ', not added'}.{' '}
                  <span className="text-muted-foreground">{step.reason}</span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </form>
  );
}

/** #wages-calculator */
export function WagesCalculator() {
  const id = useId();
  const [payType, setPayType] = useState<PayType>('hourly');
  const [rate, setRate] = useState('');
  const [hours, setHours] = useState('40');
  const [workDays, setWorkDays] = useState('5');
  const [daysMissed, setDaysMissed] = useState('');
  const [result, setResult] = useState<ReturnType<typeof calculateLostWages> | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setResult(
      calculateLostWages({
        payType,
        rate: parseAmount(rate),
        hoursPerWeek: parseAmount(hours),
        workDaysPerWeek: parseAmount(workDays) || 5,
        daysMissed: parseAmount(daysMissed),
      }),
    );
  };
  return (
    <form onSubmit={submit} className="space-y-4" aria-label="Lost wages calculator">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="How are you paid?" htmlFor={`${id}-type`}>
          <select
            id={`${id}-type`}
            value={payType}
            onChange={(event) => setPayType(event.target.value as PayType)}
            className={selectClass}
          >
            <option value="hourly">By the hour</option>
            <option value="salary">Yearly salary</option>
          </select>
        </Field>
        <Field label={payType === 'hourly' ? 'Hourly rate ($)' : 'Yearly salary ($)'} htmlFor={`${id}-rate`}>
          <Input
            id={`${id}-rate`}
            inputMode="decimal"
            value={rate}
            onChange={(event) => setRate(event.target.value)}
            className="mt-1.5"
          />
        </Field>
        {payType === 'hourly' ? (
          <Field label="Hours per week" htmlFor={`${id}-hours`}>
            <Input
              id={`${id}-hours`}
              inputMode="decimal"
              value={hours}
              onChange={(event) => setHours(event.target.value)}
              className="mt-1.5"
            />
          </Field>
        ) : null}
        <Field label="Work days per week" htmlFor={`${id}-workdays`}>
          <Input
            id={`${id}-workdays`}
            inputMode="numeric"
            value={workDays}
            onChange={(event) => setWorkDays(event.target.value)}
            className="mt-1.5"
          />
        </Field>
        <Field label="Work days missed" htmlFor={`${id}-missed`}>
          <Input
            id={`${id}-missed`}
            inputMode="numeric"
            value={daysMissed}
            onChange={(event) => setDaysMissed(event.target.value)}
            className="mt-1.5"
          />
        </Field>
      </div>
      <Button type="submit">
        <Calculator aria-hidden="true" />
        Calculate Lost Wages
      </Button>
      <div aria-live="polite">
        {result ? (
          <div className="rounded-lg bg-accent p-4" data-testid="wages-result">
            <p className="text-sm text-muted-foreground">Estimated lost wages</p>
            <p className="mt-1 text-2xl font-bold">{formatUsd(result.total)}</p>
            <p className="text-sm">
              {formatUsd(result.dailyPay)} a day · {formatUsd(result.weeklyPay)} a week, before taxes
            </p>
          </div>
        ) : null}
      </div>
    </form>
  );
}

const storageKey = 'case-intake-expenses';

/**
 * #expense-tracker: entries stay in this browser (localStorage), never sent to us. Read in
 * an effect so the prerendered HTML and the first client render match.
 */
export function ExpenseTracker({ onPrint }: { onPrint: () => void }) {
  const id = useId();
  const [entries, setEntries] = useState<ExpenseEntry[]>([]);
  const [hasLoaded, setHasLoaded] = useState(false);
  const [date, setDate] = useState('');
  const [category, setCategory] = useState<ExpenseCategory>('Medical');
  const [description, setDescription] = useState('');
  const [amount, setAmount] = useState('');

  useEffect(() => {
    try {
      setEntries(parseStoredExpenses(localStorage.getItem(storageKey)));
    } catch {
      // Storage blocked: the tracker still works for this visit.
    }
    setHasLoaded(true);
  }, []);

  useEffect(() => {
    if (!hasLoaded) return;
    try {
      localStorage.setItem(storageKey, JSON.stringify(entries));
    } catch {
      // Storage blocked or full: keep the entries in memory.
    }
  }, [entries, hasLoaded]);

  const add = (event: FormEvent) => {
    event.preventDefault();
    const value = parseAmount(amount);
    if (!description.trim() || value <= 0) return;
    setEntries((current) => [
      ...current,
      { id: newChatId(), date, category, description: description.trim(), amount: value },
    ]);
    setDescription('');
    setAmount('');
  };
  const { total } = expenseTotals(entries);

  return (
    <div className="space-y-4">
      <form
        onSubmit={add}
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5 print:hidden"
        aria-label="Add an expense"
      >
        <Field label="Date" htmlFor={`${id}-date`}>
          <Input
            id={`${id}-date`}
            type="date"
            value={date}
            onChange={(event) => setDate(event.target.value)}
            className="mt-1.5"
          />
        </Field>
        <Field label="Category" htmlFor={`${id}-category`}>
          <select
            id={`${id}-category`}
            value={category}
            onChange={(event) => setCategory(event.target.value as ExpenseCategory)}
            className={selectClass}
          >
            {expenseCategories.map((value) => (
              <option key={value}>{value}</option>
            ))}
          </select>
        </Field>
        <Field label="Description" htmlFor={`${id}-description`}>
          <Input
            id={`${id}-description`}
            required
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            className="mt-1.5"
          />
        </Field>
        <Field label="Amount ($)" htmlFor={`${id}-amount`}>
          <Input
            id={`${id}-amount`}
            required
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            className="mt-1.5"
          />
        </Field>
        <div className="flex items-end">
          <Button type="submit" className="w-full">
            Add Expense
          </Button>
        </div>
      </form>
      {entries.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
          No expenses yet. Entries are saved in this browser only.
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Your expenses</caption>
            <thead>
              <tr className="border-b border-border">
                <th scope="col" className="py-2 pr-3">
                  Date
                </th>
                <th scope="col" className="py-2 pr-3">
                  Category
                </th>
                <th scope="col" className="py-2 pr-3">
                  Description
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  Amount
                </th>
                <th scope="col" className="py-2 print:hidden">
                  <span className="sr-only">Remove</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} className="border-b border-border">
                  <td className="py-2 pr-3">{entry.date || '—'}</td>
                  <td className="py-2 pr-3">{entry.category}</td>
                  <td className="py-2 pr-3">{entry.description}</td>
                  <td className="py-2 pr-3 text-right">{formatUsd(entry.amount)}</td>
                  <td className="py-2 text-right print:hidden">
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Remove ${entry.description}`}
                      onClick={() =>
                        setEntries((current) => current.filter((other) => other.id !== entry.id))
                      }
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={3} className="py-2 pr-3">
                  Total
                </th>
                <td className="py-2 pr-3 text-right font-bold" data-testid="expense-total">
                  {formatUsd(total)}
                </td>
                <td className="print:hidden" />
              </tr>
            </tfoot>
          </table>
        </div>
      )}
      <div className="flex flex-wrap gap-2 print:hidden">
        <Button variant="outline" onClick={onPrint} disabled={entries.length === 0}>
          <Printer aria-hidden="true" />
          Print Expenses
        </Button>
        <Button variant="ghost" onClick={() => setEntries([])} disabled={entries.length === 0}>
          Clear All
        </Button>
      </div>
    </div>
  );
}
