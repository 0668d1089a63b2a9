import type { DocumentSection } from '../../content/document';
import { site } from '../../content/site';

import { DocumentSections, formatIsoDate, PageHeader } from './page-parts';

/** Terms and privacy: numbered sections from content data, with the last-updated date. */
export function PolicyDocument({
  title,
  lead,
  updated,
  sections,
}: {
  title: string;
  lead: string;
  updated: string;
  sections: DocumentSection[];
}) {
  return (
    <>
      <PageHeader title={title} lead={lead}>
        <p className="mt-4 text-sm text-muted-foreground">
          Last updated <time dateTime={updated}>{formatIsoDate(updated)}</time>
        </p>
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 py-12">
        <nav aria-label="Sections" className="mb-10 rounded-xl border border-border p-5">
          <ol className="grid gap-1 text-sm sm:grid-cols-2">
            {sections.map((section, index) => (
              <li key={section.heading}>
                <a href={`#section-${index + 1}`} className="text-primary hover:underline">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="space-y-10">
          {sections.map((section, index) => (
            <div key={section.heading} id={`section-${index + 1}`} className="scroll-mt-20">
              <DocumentSections sections={[section]} />
            </div>
          ))}
        </div>
        <p className="mt-12 text-sm text-muted-foreground">
          {site.productName} · {site.supportEmail} · {site.supportPhone}
        </p>
      </div>
    </>
  );
}
