import type { ReactNode } from 'react';

/** A page whose content a later change fills; it still carries its heading and lead. */
export function PageSection({
  title,
  lead,
  children,
}: {
  title: string;
  lead: string;
  children?: ReactNode;
}) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted-foreground">{lead}</p>
      {children}
    </section>
  );
}
