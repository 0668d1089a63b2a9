import { Calendar, Clock, User } from 'lucide-react';
import { Link } from 'react-router';

import { type Article, articleHref } from '../../content/articles';

import { formatIsoDate } from './page-parts';

/** The name part of 'Name, Role' (SPEC §2: cards show the author name before the comma). */
export function authorName(author: string): string {
  return author.split(',')[0]!.trim();
}

/** SPEC §2 card: image, category, read time, title, 3-line excerpt, first 3 tags, author name, date. */
export function ArticleCard({ article, isPriority = false }: { article: Article; isPriority?: boolean }) {
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm transition-shadow hover:shadow-md">
      <img
        src={article.featuredImage}
        alt=""
        width={640}
        height={360}
        loading={isPriority ? 'eager' : 'lazy'}
        decoding="async"
        className="aspect-video w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-center justify-between gap-2 text-xs">
          <span className="rounded-full bg-accent px-2.5 py-1 font-semibold text-accent-foreground">
            {article.category}
          </span>
          <span className="inline-flex items-center gap-1 text-muted-foreground">
            <Clock aria-hidden="true" className="size-3.5" />
            {article.readTime}
          </span>
        </div>
        <h3 className="mt-3 text-lg leading-snug font-semibold">
          {/* The whole card is clickable through this link's stretched ::after. */}
          <Link
            to={articleHref(article.slug)}
            className="after:absolute after:inset-0 group-hover:text-primary focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-ring"
          >
            {article.title}
          </Link>
        </h3>
        <p className="mt-2 line-clamp-3 text-sm text-muted-foreground">{article.excerpt}</p>
        <ul className="mt-4 flex flex-wrap gap-1.5" aria-label="Tags">
          {article.tags.slice(0, 3).map((tag) => (
            <li key={tag} className="rounded border border-border px-2 py-0.5 text-xs text-muted-foreground">
              {tag}
            </li>
          ))}
        </ul>
        <div className="mt-auto flex items-center justify-between gap-2 pt-4 text-xs text-muted-foreground">
          <span className="inline-flex items-center gap-1">
            <User aria-hidden="true" className="size-3.5" />
            {authorName(article.author)}
          </span>
          <span className="inline-flex items-center gap-1">
            <Calendar aria-hidden="true" className="size-3.5" />
            <time dateTime={article.publishDate}>{formatIsoDate(article.publishDate)}</time>
          </span>
        </div>
      </div>
    </article>
  );
}
