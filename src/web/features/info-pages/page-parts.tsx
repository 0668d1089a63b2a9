import { ArrowLeft, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { Input } from '../../components/ui/input';

import type { DocumentSection } from '../../content/document';
import { cn } from '../../lib/cn';

/** The top of every information page: one h1 and its lead paragraph. */
export function PageHeader({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead: string;
  children?: ReactNode;
}) {
  return (
    <header className="border-b border-border bg-muted/40">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:py-16">
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
        <p className="mt-4 max-w-3xl text-lg text-muted-foreground">{lead}</p>
        {children}
      </div>
    </header>
  );
}

export function Section({
  title,
  lead,
  id,
  className,
  children,
}: {
  title: string;
  lead?: string;
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  const headingId = `${id ?? title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn('mx-auto max-w-6xl scroll-mt-20 px-4 py-12', className)}
    >
      <h2 id={headingId} className="text-2xl font-bold tracking-tight sm:text-3xl">
        {title}
      </h2>
      {lead ? <p className="mt-3 max-w-3xl text-muted-foreground">{lead}</p> : null}
      <div className="mt-8">{children}</div>
    </section>
  );
}

export function Card({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div
      className={cn('rounded-xl border border-border bg-card p-6 text-card-foreground shadow-sm', className)}
    >
      {children}
    </div>
  );
}

/** Long-form text from content data: policies, terms, articles, guides. */
export function DocumentSections({
  sections,
  headingLevel = 2,
}: {
  sections: DocumentSection[];
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="space-y-10">
      {sections.map((section) => (
        <section key={section.heading}>
          <Heading className="text-xl font-semibold tracking-tight">{section.heading}</Heading>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 leading-7 text-foreground/90">
              {paragraph}
            </p>
          ))}
          {section.list ? (
            <ul className="mt-3 list-disc space-y-2 pl-6 leading-7 text-foreground/90">
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </div>
  );
}

/** Where the facts on a page come from: shown small, as plain links. */
export function SourceList({ sources, title = 'Sources' }: { sources: readonly string[]; title?: string }) {
  const unique = [...new Set(sources)];
  if (unique.length === 0) return null;
  return (
    <div className="mt-10 border-t border-border pt-6">
      <h2 className="text-sm font-semibold text-muted-foreground">{title}</h2>
      <ul className="mt-2 space-y-1 text-sm break-all text-muted-foreground">
        {unique.map((source) => (
          <li key={source}>
            <a
              href={source}
              rel="noopener noreferrer"
              target="_blank"
              className="underline hover:text-foreground"
            >
              {source.replace(/^https?:\/\//, '')}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** '2026-09-15' → 'September 15, 2026', the same on the server and in every browser (no locale or time zone involved). */
export function formatIsoDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${months[(month ?? 1) - 1]} ${day}, ${year}`;
}

/** A search field with its magnifier icon; the label is for screen readers, the placeholder is the SPEC's. */
export function SearchBox({
  label,
  placeholder,
  value,
  onChange,
  className,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <div className={cn('relative', className)}>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="pl-9"
      />
    </div>
  );
}

/** "← All articles": the way back from a slug page to its list. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="inline-flex items-center gap-1 text-sm text-primary hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}

/** The head of a long read (article or guide): category, title and lead under the back link. */
export function ReadingHeader({
  backTo,
  backLabel,
  category,
  title,
  lead,
}: {
  backTo: string;
  backLabel: string;
  category: string;
  title: string;
  lead: string;
}) {
  return (
    <>
      <BackLink to={backTo}>{backLabel}</BackLink>
      <p className="mt-6 text-sm font-semibold tracking-wide text-primary uppercase">{category}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-muted-foreground">{lead}</p>
    </>
  );
}
