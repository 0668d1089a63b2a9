import { AlertTriangle, CheckCircle2, MessageSquare } from 'lucide-react';
import { Link, useLocation } from 'react-router';

import { Button } from '../../components/ui/button';
import { practiceAreaGuides } from '../../content/practice-area-guides';
import { findPracticeArea, practiceAreas } from '../../content/practice-areas';
import { lastPathSegment } from '../../lib/last-path-segment';

import { BackLink, Card, SourceList } from './page-parts';
import { practiceAreaIcons } from './practice-area-icons';

/** /practice-areas/{area}: what to do after such an accident and what the intake will ask. */
export default function PracticeAreaPage() {
  const { pathname } = useLocation();
  const area = findPracticeArea(lastPathSegment(pathname));
  if (!area) return null;
  const guide = practiceAreaGuides[area.slug];
  const Icon = practiceAreaIcons[area.slug];
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <BackLink to="/practice-areas">All practice areas</BackLink>
      <div className="mt-6 flex items-center gap-3">
        <Icon aria-hidden="true" className="size-9 text-primary" />
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{area.title}</h1>
      </div>
      <p className="mt-4 text-lg text-muted-foreground">{guide.intro}</p>

      <section aria-labelledby="after-heading" className="mt-10">
        <h2 id="after-heading" className="text-2xl font-semibold">
          What to do after such an accident
        </h2>
        <ol className="mt-4 list-decimal space-y-2 pl-6 leading-7">
          {guide.afterAccident.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="asks-heading" className="mt-10">
        <h2 id="asks-heading" className="text-2xl font-semibold">
          What our intake will ask
        </h2>
        <p className="mt-2 text-muted-foreground">
          Anything you already wrote in your description is confirmed, not asked again.
        </p>
        <ul className="mt-4 space-y-2">
          {guide.intakeAsks.map((question) => (
            <li key={question} className="flex gap-2">
              <MessageSquare aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary" />
              {question}
            </li>
          ))}
        </ul>
      </section>

      <Card className="mt-10 border-hero/40">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <AlertTriangle aria-hidden="true" className="size-5 text-hero" />
          Worth knowing
        </h2>
        <p className="mt-2">{guide.watchOut}</p>
      </Card>

      <section aria-labelledby="covers-heading" className="mt-10">
        <h2 id="covers-heading" className="text-2xl font-semibold">
          Cases we see
        </h2>
        <ul className="mt-4 grid gap-2 sm:grid-cols-2">
          {area.details.map((detail) => (
            <li key={detail} className="flex gap-2">
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
              {detail}
            </li>
          ))}
        </ul>
      </section>

      <Card className="mt-12 text-center">
        <h2 className="text-xl font-semibold">Ready to tell us what happened?</h2>
        <p className="mt-2 text-muted-foreground">
          Free, no sign-up. General information only, never legal advice.
        </p>
        <Button asChild variant="hero" size="lg" className="mt-4">
          <Link to="/intake">Start Free Analysis</Link>
        </Button>
      </Card>

      <SourceList sources={guide.sources} />

      <nav aria-label="Other practice areas" className="mt-10">
        <h2 className="text-lg font-semibold">Other practice areas</h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {practiceAreas
            .filter((other) => other.slug !== area.slug)
            .map((other) => (
              <li key={other.slug}>
                <Button asChild variant="outline" size="sm">
                  <Link to={other.href}>{other.title}</Link>
                </Button>
              </li>
            ))}
        </ul>
      </nav>
    </div>
  );
}
