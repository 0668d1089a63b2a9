import { Calendar, Clock, User } from 'lucide-react';
import { Link, useLocation } from 'react-router';

import { Button } from '../../components/ui/button';
import { articleBodies } from '../../content/article-bodies';
import { articleHref, articles, findArticle } from '../../content/articles';
import { lastPathSegment } from '../../lib/last-path-segment';

import { authorName } from './article-card';
import { Card, DocumentSections, formatIsoDate, ReadingHeader, SourceList } from './page-parts';

/** /legal-education/{slug}: the full article. The router only sends known slugs here. */
export default function ArticlePage() {
  const { pathname } = useLocation();
  const slug = lastPathSegment(pathname);
  const article = findArticle(slug);
  const body = articleBodies[slug];
  if (!article || !body) return null;
  const role = article.author.split(',').slice(1).join(',').trim();
  const related = articles.filter((other) => other.slug !== slug).slice(0, 3);
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <ReadingHeader
        backTo="/legal-education"
        backLabel="All articles"
        category={article.category}
        title={article.title}
        lead={article.excerpt}
      />
      <div className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted-foreground">
        <span className="inline-flex items-center gap-1.5">
          <User aria-hidden="true" className="size-4" />
          {authorName(article.author)}
          {role ? <span>· {role}</span> : null}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <Calendar aria-hidden="true" className="size-4" />
          <time dateTime={article.publishDate}>{formatIsoDate(article.publishDate)}</time>
        </span>
        <span className="inline-flex items-center gap-1.5">
          <Clock aria-hidden="true" className="size-4" />
          {article.readTime}
        </span>
      </div>
      <img
        src={article.featuredImage}
        alt=""
        width={640}
        height={360}
        fetchPriority="high"
        className="mt-8 aspect-video w-full rounded-xl object-cover"
      />
      <div className="mt-10">
        <DocumentSections sections={body.sections} />
      </div>
      <p className="mt-10 rounded-lg bg-muted p-4 text-sm text-muted-foreground">
        This article is general information, not legal advice. Laws and deadlines differ by state; a licensed
        attorney can tell you how they apply to you.
      </p>
      <ul className="mt-6 flex flex-wrap gap-2" aria-label="Tags">
        {article.tags.map((tag) => (
          <li key={tag} className="rounded border border-border px-2 py-0.5 text-xs text-muted-foreground">
            {tag}
          </li>
        ))}
      </ul>
      <SourceList sources={body.sources} />
      <Card className="mt-12 text-center">
        <h2 className="text-xl font-semibold">Find out what your case may be worth</h2>
        <p className="mt-2 text-muted-foreground">Free, no sign-up, about 15 minutes.</p>
        <Button asChild variant="hero" size="lg" className="mt-4">
          <Link to="/intake">Start Free Analysis</Link>
        </Button>
      </Card>
      <nav aria-label="More articles" className="mt-12">
        <h2 className="text-lg font-semibold">More articles</h2>
        <ul className="mt-3 space-y-2">
          {related.map((other) => (
            <li key={other.slug}>
              <Link to={articleHref(other.slug)} className="text-primary hover:underline">
                {other.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}
