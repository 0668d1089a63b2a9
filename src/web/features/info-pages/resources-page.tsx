import { BookOpen, Calculator, Clock, Download, FileText, Receipt, Wallet } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';

import { Button } from '../../components/ui/button';
import {
  formDownloadHref,
  formTemplates,
  guideHref,
  resourceGuides,
  resourcesDisclaimer,
  resourceStats,
} from '../../content/resources';

import { filterResources } from './content-filters';
import { Card, PageHeader, Section, SearchBox } from './page-parts';
import { ExpenseTracker, SettlementCalculator, WagesCalculator } from './resource-calculators';

const calculatorLinks = [
  {
    href: '#settlement-calculator',
    title: 'Settlement Calculator',
    text: 'A rough range from bills, wages and injury severity.',
    Icon: Calculator,
  },
  {
    href: '#wages-calculator',
    title: 'Lost Wages Calculator',
    text: 'What missed work has cost you so far.',
    Icon: Wallet,
  },
  {
    href: '#expense-tracker',
    title: 'Expense Tracker',
    text: 'Log every cost as it happens, and print the list.',
    Icon: Receipt,
  },
];

export default function ResourcesPage() {
  const [search, setSearch] = useState('');
  // While true, printing shows only the expense tracker (see the print: classes below).
  const [isPrintingExpenses, setIsPrintingExpenses] = useState(false);
  const { guides, forms } = filterResources(resourceGuides, formTemplates, search);

  useEffect(() => {
    if (!isPrintingExpenses) return;
    const done = () => setIsPrintingExpenses(false);
    window.addEventListener('afterprint', done);
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [isPrintingExpenses]);

  const hideWhenPrintingExpenses = isPrintingExpenses ? 'print:hidden' : '';

  return (
    <>
      <div className={hideWhenPrintingExpenses}>
        <PageHeader
          eyebrow="Resources"
          title="Tools and guides for your claim"
          lead="Free calculators, printable forms and plain-language guides to help you organise your case. General information, not legal advice."
        >
          <SearchBox
            className="mt-8 max-w-xl"
            label="Search guides and forms"
            placeholder="Search guides and forms..."
            value={search}
            onChange={setSearch}
          />
        </PageHeader>

        <Section title="Key numbers">
          <dl className="grid gap-4 md:grid-cols-3">
            {resourceStats.map((stat) => (
              <Card key={stat.label} className="flex flex-col text-center">
                <dt className="text-sm text-muted-foreground">{stat.label}</dt>
                <dd className="order-first text-3xl font-bold text-primary">{stat.value}</dd>
              </Card>
            ))}
          </dl>
        </Section>

        <Section title="Calculators">
          <ul className="grid gap-4 md:grid-cols-3">
            {calculatorLinks.map(({ href, title, text, Icon }) => (
              <li key={href}>
                <a
                  href={href}
                  className="flex h-full gap-4 rounded-xl border border-border bg-card p-5 shadow-sm hover:border-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  <Icon aria-hidden="true" className="size-6 shrink-0 text-primary" />
                  <span>
                    <span className="block font-semibold">{title}</span>
                    <span className="block text-sm text-muted-foreground">{text}</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </Section>

        <Section
          id="settlement-calculator"
          title="Settlement Calculator"
          lead="Runs the same calculation as our case value report: economic losses plus a pain-and-suffering multiplier by injury severity, before the rules of your state, insurance limits and fees. A rough range, not a prediction."
        >
          <Card>
            <SettlementCalculator />
          </Card>
        </Section>

        <Section
          id="wages-calculator"
          title="Lost Wages Calculator"
          lead="Wages lost to the injury so far, before taxes."
        >
          <Card>
            <WagesCalculator />
          </Card>
        </Section>
      </div>

      <Section
        id="expense-tracker"
        title="Expense Tracker"
        lead="Keep a running list of accident-related costs. Entries are stored in this browser only and never sent to us."
      >
        <Card>
          <ExpenseTracker onPrint={() => setIsPrintingExpenses(true)} />
        </Card>
      </Section>

      <div className={hideWhenPrintingExpenses}>
        <Section id="forms" title="Downloadable Forms">
          {forms.length > 0 ? (
            <ul className="grid gap-4 md:grid-cols-2">
              {forms.map((form) => (
                <li key={form.fileName}>
                  <Card className="flex h-full flex-col">
                    <div className="flex items-start gap-3">
                      <FileText aria-hidden="true" className="size-6 shrink-0 text-primary" />
                      <div>
                        <h3 className="font-semibold">{form.title}</h3>
                        <p className="mt-1 text-sm text-muted-foreground">{form.description}</p>
                      </div>
                    </div>
                    <Button asChild variant="outline" className="mt-4 self-start">
                      <a
                        href={formDownloadHref(form)}
                        download
                        aria-label={`Download ${form.title} (${form.format})`}
                      >
                        <Download aria-hidden="true" />
                        Download {form.format}
                      </a>
                    </Button>
                  </Card>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-muted-foreground">No forms match your search.</p>
          )}
        </Section>

        <Section id="guides" title="Guides">
          {guides.length > 0 ? (
            <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
              {guides.map((guide) => (
                <li key={guide.slug}>
                  <Card className="flex h-full flex-col">
                    <p className="text-xs font-semibold tracking-wide text-primary uppercase">
                      {guide.category}
                    </p>
                    <h3 className="mt-2 font-semibold">{guide.title}</h3>
                    <p className="mt-1 flex-1 text-sm text-muted-foreground">{guide.description}</p>
                    <p className="mt-3 inline-flex items-center gap-1 text-xs text-muted-foreground">
                      <Clock aria-hidden="true" className="size-3.5" />
                      {guide.readTime}
                    </p>
                    <Button asChild variant="outline" className="mt-4 self-start">
                      <Link to={guideHref(guide.slug)} aria-label={`Read Guide: ${guide.title}`}>
                        <BookOpen aria-hidden="true" />
                        Read Guide
                      </Link>
                    </Button>
                  </Card>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-muted-foreground">No guides match your search.</p>
          )}
        </Section>

        <section className="mx-auto max-w-6xl px-4 py-8">
          <p className="rounded-lg bg-muted p-4 text-sm text-muted-foreground" role="note">
            <strong>Disclaimer:</strong> {resourcesDisclaimer}
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild variant="hero" size="lg">
              <Link to="/intake">Start Free Analysis</Link>
            </Button>
            <Button asChild variant="outline" size="lg">
              <Link to="/legal-education">Read Legal Education Articles</Link>
            </Button>
          </div>
        </section>
      </div>
    </>
  );
}
