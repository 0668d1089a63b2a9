import { Clock } from 'lucide-react';
import { Link, useLocation } from 'react-router';

import { Button } from '../../components/ui/button';
import { guideBodies } from '../../content/guide-bodies';
import { findGuide, resourcesDisclaimer } from '../../content/resources';
import { lastPathSegment } from '../../lib/last-path-segment';

import { DocumentSections, ReadingHeader, SourceList } from './page-parts';

/** /resources/guides/{slug}: a readable guide (SPEC §2's Read Guide buttons open these). */
export default function GuidePage() {
  const { pathname } = useLocation();
  const slug = lastPathSegment(pathname);
  const guide = findGuide(slug);
  const body = guideBodies[slug];
  if (!guide || !body) return null;
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <ReadingHeader
        backTo="/resources#guides"
        backLabel="All resources"
        category={guide.category}
        title={guide.title}
        lead={guide.description}
      />
      <p className="mt-3 inline-flex items-center gap-1 text-sm text-muted-foreground">
        <Clock aria-hidden="true" className="size-4" />
        {guide.readTime}
      </p>
      <div className="mt-10">
        <DocumentSections sections={body.sections} />
      </div>
      <p className="mt-10 rounded-lg bg-muted p-4 text-sm text-muted-foreground">{resourcesDisclaimer}</p>
      <SourceList sources={body.sources} />
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <Button asChild variant="hero">
          <Link to="/intake">Start Free Analysis</Link>
        </Button>
        <Button variant="outline" onClick={() => window.print()}>
          Print this guide
        </Button>
      </div>
    </article>
  );
}
