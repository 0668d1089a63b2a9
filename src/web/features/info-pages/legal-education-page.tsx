import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';

import { Button } from '../../components/ui/button';
import { type ArticleCategory, articleCategories, articles } from '../../content/articles';

import { ArticleCard } from './article-card';
import { CategoryButtons } from './category-buttons';
import { articlesFoundLabel, type CategoryFilter, filterArticles } from './content-filters';
import { Card, PageHeader, Section, SearchBox } from './page-parts';

export interface LegalEducationPageProps {
  /** The newsletter box (features/newsletter), composed in by app/pages/legal-education-route.tsx. */
  newsletter: ReactNode;
}

const categoryOptions: CategoryFilter<ArticleCategory>[] = ['All', ...articleCategories];
const featuredArticles = articles.filter((article) => article.featured);

export function LegalEducationPage({ newsletter }: LegalEducationPageProps) {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<CategoryFilter<ArticleCategory>>('All');
  const visible = filterArticles(articles, search, category);
  const clearFilters = () => {
    setSearch('');
    setCategory('All');
  };
  return (
    <>
      <PageHeader
        eyebrow="Legal Education"
        title="Know your rights after an accident"
        lead="Plain-language articles on personal injury claims, settlements, insurance and deadlines. General information, not legal advice."
      >
        <SearchBox
          className="mt-8 max-w-xl"
          label="Search articles"
          placeholder="Search articles..."
          value={search}
          onChange={setSearch}
        />
      </PageHeader>

      <Section title="Featured Articles" id="featured">
        <div className="grid gap-6 md:grid-cols-2">
          {featuredArticles.map((article) => (
            <ArticleCard key={article.id} article={article} isPriority />
          ))}
        </div>
      </Section>

      <Section title="All Articles" id="articles">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <CategoryButtons
            label="Article category"
            options={categoryOptions}
            value={category}
            onChange={setCategory}
          />
          <p role="status" className="text-sm text-muted-foreground">
            {articlesFoundLabel(visible.length)}
          </p>
        </div>
        {visible.length > 0 ? (
          <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {visible.map((article) => (
              <ArticleCard key={article.id} article={article} />
            ))}
          </div>
        ) : (
          <div className="mt-8 rounded-xl border border-dashed border-border p-10 text-center">
            <h3 className="text-lg font-semibold">No articles found</h3>
            <p className="mt-2 text-muted-foreground">Try adjusting your search terms or category filter.</p>
            <Button variant="outline" className="mt-6" onClick={clearFilters}>
              Clear Filters
            </Button>
          </div>
        )}
      </Section>

      <section aria-label="Newsletter" className="mx-auto max-w-6xl px-4 py-12">
        {newsletter}
      </section>

      <section className="mx-auto max-w-6xl px-4 pb-4">
        <Card className="flex flex-col items-center gap-4 text-center sm:flex-row sm:justify-between sm:text-left">
          <div>
            <h2 className="text-xl font-semibold">Wondering what your own case may be worth?</h2>
            <p className="mt-1 text-muted-foreground">
              Answer about 15 questions and get a free case value report.
            </p>
          </div>
          <Button asChild variant="hero" size="lg">
            <Link to="/intake">Start Free Analysis</Link>
          </Button>
        </Card>
      </section>
    </>
  );
}
