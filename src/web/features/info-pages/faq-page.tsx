import { ChevronDown, Mail, Phone } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';

import { Button } from '../../components/ui/button';
import { type FaqCategory, faqCategories, faqEntries, type FaqEntry } from '../../content/faq';
import { site } from '../../content/site';
import { cn } from '../../lib/cn';

import { CategoryButtons } from './category-buttons';
import { type CategoryFilter, filterFaq } from './content-filters';
import { Card, PageHeader, SearchBox } from './page-parts';

const categoryOptions: CategoryFilter<FaqCategory>[] = ['All', ...faqCategories];

/** SPEC §2 /faq: one answer open at a time; opening another closes it, and the open one can be closed. */
export function FaqAccordion({ entries }: { entries: FaqEntry[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const baseId = useId();
  return (
    <div className="divide-y divide-border rounded-xl border border-border bg-card">
      {entries.map((entry) => {
        const isOpen = entry.id === openId;
        const buttonId = `${baseId}-${entry.id}-button`;
        const panelId = `${baseId}-${entry.id}-panel`;
        return (
          <div key={entry.id}>
            <h3>
              <button
                type="button"
                id={buttonId}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpenId(isOpen ? null : entry.id)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-medium hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <span>{entry.question}</span>
                <ChevronDown
                  aria-hidden="true"
                  className={cn('size-5 shrink-0 transition-transform', isOpen && 'rotate-180')}
                />
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!isOpen} className="px-5 pb-5">
              <p className="text-xs font-semibold tracking-wide text-primary uppercase">{entry.category}</p>
              <p className="mt-2 leading-7 text-foreground/90">{entry.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}

export default function FaqPage() {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<CategoryFilter<FaqCategory>>('All');
  const visible = filterFaq(faqEntries, search, category);
  return (
    <>
      <PageHeader
        title="Frequently Asked Questions"
        lead="Answers about the free evaluation, attorney fees, your legal options and what happens to your data."
      />
      <div className="mx-auto max-w-4xl px-4 py-12">
        <div className="flex flex-col gap-4">
          <SearchBox
            label="Search questions"
            placeholder="Search questions..."
            value={search}
            onChange={setSearch}
          />
          <CategoryButtons
            label="Question category"
            options={categoryOptions}
            value={category}
            onChange={setCategory}
          />
        </div>
        <p className="sr-only" role="status">
          {visible.length} {visible.length === 1 ? 'question' : 'questions'} shown
        </p>
        <div className="mt-8">
          <h2 className="sr-only">Questions and answers</h2>
          {visible.length > 0 ? (
            // Keyed by the filter so a changed list never keeps a hidden answer open.
            <FaqAccordion key={`${category}:${search}`} entries={visible} />
          ) : (
            <p className="rounded-xl border border-dashed border-border p-8 text-center text-muted-foreground">
              No questions found matching your search criteria.
            </p>
          )}
        </div>
        <Card className="mt-12 text-center">
          <h2 className="text-2xl font-bold">Still have questions?</h2>
          <p className="mt-2 text-muted-foreground">
            Our support team is here {site.supportHours}, and the AI evaluation is open 24/7.
          </p>
          <div className="mt-6 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <Button asChild variant="outline">
              <a href={`mailto:${site.supportEmail}`}>
                <Mail aria-hidden="true" />
                {site.supportEmail}
              </a>
            </Button>
            <Button asChild variant="outline">
              <a href={site.supportPhoneHref}>
                <Phone aria-hidden="true" />
                {site.supportPhone}
              </a>
            </Button>
            <Button asChild>
              <Link to="/contact">Contact Us</Link>
            </Button>
          </div>
        </Card>
      </div>
    </>
  );
}
