import type { ComponentProps, ReactNode, Ref } from 'react';
import { Link } from 'react-router';

import { storedCaseTypeName } from '../../contracts/fact-catalogue';

import { cn } from '../lib/cn';

/** Small building blocks of the console; visitor text is always rendered as React text. */
export function Section({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  const id = `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section
      aria-labelledby={id}
      className="rounded-lg border border-border bg-card p-4 text-card-foreground"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="flex flex-col gap-1 text-sm font-medium">
      <span>{label}</span>
      {children}
    </label>
  );
}

const controlClass =
  'rounded-md border border-input bg-background px-3 py-2 text-sm text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(controlClass, className)} {...props} />;
}

export function TextArea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(controlClass, 'min-h-20', className)} {...props} />;
}

export function TextInput({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(controlClass, className)} {...props} />;
}

export function Badge({
  tone,
  children,
}: {
  tone: 'neutral' | 'warning' | 'danger' | 'success';
  children: ReactNode;
}) {
  const tones = {
    neutral: 'bg-muted text-foreground',
    warning: 'bg-amber-100 text-amber-950 dark:bg-amber-900 dark:text-amber-50',
    danger: 'bg-destructive text-destructive-foreground',
    success: 'bg-success text-success-foreground',
  };
  return (
    <span className={cn('inline-block rounded px-2 py-0.5 text-xs font-semibold', tones[tone])}>
      {children}
    </span>
  );
}

export function DataList({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[12rem_1fr]">
      {items.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-muted-foreground">{term}</dt>
          <dd className="break-words">{value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

export function Status({ error, isLoading }: { error: string | null; isLoading?: boolean }) {
  if (error) {
    return (
      <p role="alert" className="rounded-md border border-destructive p-3 text-sm text-destructive">
        {error}
      </p>
    );
  }
  if (isLoading)
    return (
      <p className="text-sm text-muted-foreground" aria-busy="true">
        Loading…
      </p>
    );
  return null;
}

/** A stored time on the reader's clock, with its zone ("Nov 27, 2026, 5:32 AM CST"): never a bare hour (issue 25). */
export const formatDateTime = (iso: string | null | undefined): string =>
  iso
    ? new Date(iso).toLocaleString('en-US', {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
      })
    : '—';

export const formatMoney = (value: number): string =>
  value.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** A stored case type in words ('—' when unknown; the raw value when it is not one we know). */
export function caseTypeLabel(value: string | null): string {
  return value ? storedCaseTypeName(value, 'en') : '—';
}

/** A row of a case list that j and k move through: the highlighted one is outlined. */
export function ListRow({
  isHighlighted,
  className,
  ...props
}: ComponentProps<'tr'> & { isHighlighted: boolean }) {
  return (
    <tr
      data-selected={isHighlighted ? 'true' : undefined}
      className={cn(
        'border-b border-border align-top',
        isHighlighted && 'bg-accent/60 outline outline-2 -outline-offset-2 outline-ring',
        className,
      )}
      {...props}
    />
  );
}

/** The case's name as the link that opens it; focusing it highlights its row. */
export function CaseLink(props: {
  caseId: string;
  name: string | null;
  linkRef: Ref<HTMLAnchorElement>;
  onFocus: () => void;
}) {
  return (
    <Link
      ref={props.linkRef}
      to={`/cases/${props.caseId}`}
      onFocus={props.onFocus}
      className="font-medium text-primary underline underline-offset-2"
    >
      {props.name ?? 'Unnamed visitor'}
    </Link>
  );
}

/** Column headings of a console table. */
export function HeadingCells({ headings }: { headings: string[] }) {
  return (
    <>
      {headings.map((heading) => (
        <th key={heading} scope="col" className="px-2 py-2 font-semibold">
          {heading}
        </th>
      ))}
    </>
  );
}
