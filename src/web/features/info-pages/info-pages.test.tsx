// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { quickEstimate } from '../../../contracts/valuation';
import { articleBodies } from '../../content/article-bodies';
import { articles } from '../../content/articles';
import { faqEntries } from '../../content/faq';
import { guideBodies } from '../../content/guide-bodies';
import { practiceAreaGuides } from '../../content/practice-area-guides';
import { practiceAreas } from '../../content/practice-areas';
import { minimumAge, privacySections } from '../../content/privacy-policy';
import { formTemplates, guideCategories, resourceGuides } from '../../content/resources';
import { termsSections } from '../../content/terms';

import { calculateLostWages, expenseTotals, parseAmount, parseStoredExpenses } from './calculators';
import { ContactForm } from './contact-form';
import { filterResources } from './content-filters';
import FaqPage from './faq-page';
import { LegalEducationPage } from './legal-education-page';
import ResourcesPage from './resources-page';

const inRouter = (node: ReactNode) => render(<MemoryRouter>{node}</MemoryRouter>);
afterEach(cleanup);

describe('content counts (SPEC §3, §9)', () => {
  it('has 10 FAQ entries across the four categories, with unique ids', () => {
    expect(faqEntries).toHaveLength(10);
    expect(new Set(faqEntries.map((entry) => entry.id)).size).toBe(10);
    expect(new Set(faqEntries.map((entry) => entry.category))).toEqual(
      new Set(['Process', 'Pricing', 'Legal', 'Technical']),
    );
  });

  it('has the 6 articles with the SPEC slugs, ids 1 and 4 featured, each with a full body', () => {
    expect(articles.map((article) => article.slug)).toEqual([
      'understanding-personal-injury-settlements',
      'hidden-costs-car-accidents',
      'workplace-injury-rights-guide',
      'ai-revolutionizing-legal-case-evaluation',
      'medical-malpractice-guide',
      'slip-fall-prevention-guide',
    ]);
    expect(articles.filter((article) => article.featured).map((article) => article.id)).toEqual([1, 4]);
    for (const article of articles) {
      expect(articleBodies[article.slug]?.sections.length).toBeGreaterThanOrEqual(3);
      expect(article.readTime).toMatch(/^\d+ min read$/);
      expect(article.author).toContain(',');
    }
  });

  it('has 5 practice areas with 6 details each, and a page guide for each', () => {
    expect(practiceAreas.map((area) => area.title)).toEqual([
      'Auto Accidents',
      'Slip & Fall',
      'Workplace Injuries',
      'Medical Malpractice',
      'Product Liability',
    ]);
    for (const area of practiceAreas) {
      expect(area.details).toHaveLength(6);
      expect(area.href).toBe(`/practice-areas/${area.slug}`);
      expect(practiceAreaGuides[area.slug].intakeAsks.length).toBeGreaterThan(0);
    }
  });

  it('has 6 guides (one per category, each with a body) and 4 forms in PDF or DOC', () => {
    expect(resourceGuides).toHaveLength(6);
    expect(resourceGuides.map((guide) => guide.category)).toEqual([...guideCategories]);
    for (const guide of resourceGuides) expect(guideBodies[guide.slug]?.sections.length).toBeGreaterThan(0);
    expect(formTemplates).toHaveLength(4);
    expect(formTemplates.map((form) => form.format).sort()).toEqual(['DOC', 'DOC', 'PDF', 'PDF']);
  });

  it('has 14 terms sections and an 11-section privacy policy with minimum age 18 that names what we store', () => {
    expect(termsSections).toHaveLength(14);
    expect(privacySections).toHaveLength(11);
    expect(minimumAge).toBe(18);
    const policy = JSON.stringify(privacySections);
    for (const stored of [
      'IP address',
      'user agent',
      'transcript',
      'upload',
      'case value report',
      'Newsletter',
      'delete',
    ]) {
      expect(policy).toContain(stored);
    }
    expect(policy).toContain('no advertising pixels');
  });
});

describe('/faq', () => {
  it('filters by search (question or answer, any case) and category, and shows the empty state', async () => {
    const user = userEvent.setup();
    inRouter(<FaqPage />);
    const questions = () =>
      screen
        .queryAllByRole('button', { expanded: false })
        .concat(screen.queryAllByRole('button', { expanded: true }));
    expect(questions()).toHaveLength(10);
    expect(screen.getByPlaceholderText('Search questions...')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Pricing' }));
    expect(screen.getByRole('button', { name: 'Pricing' }).getAttribute('aria-pressed')).toBe('true');
    expect(questions()).toHaveLength(2);

    // "contingency" appears only in an answer, not in a question.
    await user.type(screen.getByPlaceholderText('Search questions...'), 'CONTINGENCY');
    expect(questions().map((button) => button.textContent)).toEqual([
      'How do attorneys get paid if I am matched?',
    ]);

    await user.click(screen.getByRole('button', { name: 'Technical' }));
    expect(questions()).toHaveLength(0);
    expect(screen.getByText('No questions found matching your search criteria.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(questions()).toHaveLength(1);
    expect(screen.getByText('Still have questions?')).toBeTruthy();
    expect(screen.getByRole('link', { name: /support@/ }).getAttribute('href')).toMatch(/^mailto:/);
    expect(screen.getByRole('link', { name: /\(800\)/ }).getAttribute('href')).toMatch(/^tel:/);
  });

  it('keeps one answer open at a time and lets the open one close', async () => {
    const user = userEvent.setup();
    inRouter(<FaqPage />);
    const first = screen.getByRole('button', { name: faqEntries[0]!.question });
    const second = screen.getByRole('button', { name: faqEntries[1]!.question });
    const panelOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panelOf(first).hidden).toBe(true);

    await user.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(panelOf(first).hidden).toBe(false);
    expect(within(panelOf(first)).getByText(faqEntries[0]!.answer)).toBeTruthy();

    await user.click(second);
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(second.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(1);

    await user.click(second);
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });
});

describe('/legal-education', () => {
  const renderPage = () =>
    inRouter(<LegalEducationPage newsletter={<div data-testid="newsletter-slot" />} />);
  const allArticles = () => within(screen.getByRole('region', { name: 'All Articles' }));

  it('shows the featured articles, the full grid and the composed newsletter slot', () => {
    renderPage();
    const featured = within(screen.getByRole('region', { name: 'Featured Articles' }));
    expect(featured.getAllByRole('article')).toHaveLength(2);
    expect(allArticles().getAllByRole('article')).toHaveLength(6);
    expect(screen.getByText('6 articles found')).toBeTruthy();
    expect(screen.getByTestId('newsletter-slot')).toBeTruthy();
  });

  it('renders a card with category, read time, title link, first 3 tags, author name before the comma and date', () => {
    renderPage();
    const card = allArticles().getAllByRole('article')[1]!;
    const article = articles[1]!;
    const inCard = within(card);
    expect(inCard.getByText(article.category)).toBeTruthy();
    expect(inCard.getByText(article.readTime)).toBeTruthy();
    expect(inCard.getByRole('link', { name: article.title }).getAttribute('href')).toBe(
      `/legal-education/${article.slug}`,
    );
    expect(inCard.getAllByRole('listitem').map((item) => item.textContent)).toEqual(article.tags.slice(0, 3));
    expect(inCard.getByText('James Chen')).toBeTruthy();
    expect(card.textContent).not.toContain('Intake Specialist');
    expect(inCard.getByText('August 28, 2026')).toBeTruthy();
    expect(card.querySelector('p.line-clamp-3')?.textContent).toBe(article.excerpt);
  });

  it('searches title, excerpt and tags, filters by category, and clears both from the empty state', async () => {
    const user = userEvent.setup();
    renderPage();
    const search = screen.getByRole('searchbox', { name: 'Search articles' });

    await user.type(search, 'expert review'); // a tag of article 5 only
    expect(screen.getByText('1 article found')).toBeTruthy();

    await user.clear(search);
    await user.type(search, 'deadlines'); // tags of articles 3 and 5
    expect(screen.getByText('2 articles found')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Guides' }));
    expect(screen.getByText('1 article found')).toBeTruthy();
    expect(allArticles().getByRole('link', { name: articles[2]!.title })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Resources' }));
    expect(screen.getByText('0 articles found')).toBeTruthy();
    expect(screen.getByText('No articles found')).toBeTruthy();
    expect(screen.getByText('Try adjusting your search terms or category filter.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect((search as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('6 articles found')).toBeTruthy();
  });
});

describe('/contact form', () => {
  beforeEach(() => vi.restoreAllMocks());

  const fill = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.type(screen.getByLabelText(/^Name/), 'Jordan Lee');
    await user.type(screen.getByLabelText(/^Email/), 'jordan@example.com');
    await user.type(screen.getByLabelText(/^Subject/), 'My report');
    await user.type(screen.getByLabelText(/^Message/), 'When will you call?');
  };

  it('has the SPEC fields: required name/email/subject/message, optional tel phone, 5-row message', () => {
    render(<ContactForm />);
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).required).toBe(true);
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).type).toBe('email');
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).required).toBe(true);
    expect((screen.getByLabelText(/^Phone/) as HTMLInputElement).type).toBe('tel');
    expect((screen.getByLabelText(/^Phone/) as HTMLInputElement).required).toBe(false);
    expect((screen.getByLabelText(/^Subject/) as HTMLInputElement).required).toBe(true);
    expect((screen.getByLabelText(/^Message/) as HTMLTextAreaElement).rows).toBe(5);
  });

  it('posts the message, shows Sending... while busy, then Message Sent! and clears the form', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    render(<ContactForm />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const busy = screen.getByRole('button', { name: 'Sending...' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect(fetchMock).toHaveBeenCalledWith('/api/contact', expect.objectContaining({ method: 'POST' }));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({
      name: 'Jordan Lee',
      email: 'jordan@example.com',
      phone: '',
      subject: 'My report',
      message: 'When will you call?',
    });

    await act(async () => answer(new Response(JSON.stringify({ ok: true, id: 'x' }), { status: 201 })));
    expect(screen.getByText('Message Sent!')).toBeTruthy();
    expect(
      screen.getByText("Thank you for contacting us. We'll get back to you within 24 hours."),
    ).toBeTruthy();
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText(/^Message/) as HTMLTextAreaElement).value).toBe('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeTruthy();
  });

  it('shows the server’s reason and keeps what was typed when the message is refused', async () => {
    const user = userEvent.setup();
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(
        JSON.stringify({
          error: { code: 'rate_limited', message: 'Too many messages from your connection.' },
        }),
        {
          status: 429,
        },
      ),
    );
    render(<ContactForm />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('Too many messages from your connection.')).toBeTruthy();
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Jordan Lee');
    expect((screen.getByLabelText(/^Message/) as HTMLTextAreaElement).value).toBe('When will you call?');
  });

  it('shows a clear error when the network fails', async () => {
    const user = userEvent.setup();
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    render(<ContactForm />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Your message was not sent')).toBeTruthy();
    expect((screen.getByLabelText(/^Subject/) as HTMLInputElement).value).toBe('My report');
  });
});

describe('/resources calculators and search', () => {
  beforeEach(() => localStorage.clear());

  it('computes lost wages for hourly and salaried pay', () => {
    expect(
      calculateLostWages({
        payType: 'hourly',
        rate: 25,
        hoursPerWeek: 40,
        workDaysPerWeek: 5,
        daysMissed: 10,
      }),
    ).toEqual({
      dailyPay: 200,
      weeklyPay: 1000,
      total: 2000,
    });
    expect(
      calculateLostWages({
        payType: 'salary',
        rate: 52_000,
        hoursPerWeek: 0,
        workDaysPerWeek: 5,
        daysMissed: 3,
      }),
    ).toEqual({
      dailyPay: 200,
      weeklyPay: 1000,
      total: 600,
    });
  });

  it('totals expenses by category, parses amounts, and ignores malformed stored entries', () => {
    const entries = [
      { id: 'a', date: '', category: 'Medical' as const, description: 'ER', amount: 1200.5 },
      { id: 'b', date: '', category: 'Travel' as const, description: 'Parking', amount: 12.25 },
      { id: 'c', date: '', category: 'Medical' as const, description: 'X-ray', amount: 300 },
    ];
    expect(expenseTotals(entries)).toEqual({
      total: 1512.75,
      byCategory: { Medical: 1500.5, Travel: 12.25 },
    });
    expect(parseAmount('$1,234.50')).toBe(1234.5);
    expect(parseAmount('abc')).toBe(0);
    expect(parseStoredExpenses(JSON.stringify([...entries, { id: 'd', amount: 'NaN' }, null]))).toEqual(
      entries,
    );
    expect(parseStoredExpenses('not json')).toEqual([]);
  });

  it('shows the settlement range from the same model as the report', async () => {
    const user = userEvent.setup();
    inRouter(<ResourcesPage />);
    const calculator = within(screen.getByRole('form', { name: 'Settlement calculator' }));
    await user.type(calculator.getByLabelText('Medical bills ($)'), '10,000');
    await user.type(calculator.getByLabelText('Lost wages ($)'), '2000');
    await user.selectOptions(calculator.getByLabelText('Injury severity'), 'objective');
    await user.click(calculator.getByRole('button', { name: 'Calculate Estimate' }));
    const expected = quickEstimate({ medicalBills: 10_000, lostWages: 2000, severity: 'objective' });
    expect(expected).toMatchObject({ low: 36_000, likely: 42_000, high: 48_000 });
    expect(screen.getByTestId('settlement-result').textContent).toContain('$36,000 – $48,000');
    expect(screen.getByTestId('settlement-result').textContent).toContain('$42,000');
  });

  it('shows vehicle damage beside the range, not in it, as the report does (issue 24)', async () => {
    const user = userEvent.setup();
    inRouter(<ResourcesPage />);
    const calculator = within(screen.getByRole('form', { name: 'Settlement calculator' }));
    await user.type(calculator.getByLabelText('Medical bills ($)'), '3,400');
    await user.type(calculator.getByLabelText('Lost wages ($)'), '1,200');
    await user.type(calculator.getByLabelText('Property damage ($, optional)'), '3,940');
    await user.click(calculator.getByLabelText(/vehicle damaged in a crash/));
    await user.selectOptions(calculator.getByLabelText('Injury severity'), 'objective');
    await user.click(calculator.getByRole('button', { name: 'Calculate Estimate' }));
    const result = screen.getByTestId('settlement-result').textContent;
    // 4,600 + 4,600 × 2 / 2.5 / 3 = 13,800 / 16,100 / 18,400, to the nearest $500; the car is not in it.
    expect(result).toContain('$14,000 – $18,500');
    expect(result).toContain('Vehicle damage: $3,940, not added.');
  });

  it('shows no line for an amount left blank', async () => {
    const user = userEvent.setup();
    inRouter(<ResourcesPage />);
    const calculator = within(screen.getByRole('form', { name: 'Settlement calculator' }));
    await user.type(calculator.getByLabelText('Medical bills ($)'), '8000');
    await user.click(calculator.getByRole('button', { name: 'Calculate Estimate' }));
    const result = screen.getByTestId('settlement-result').textContent;
    expect(result).not.toContain('Lost wages');
    expect(result).not.toContain('Property damage');
  });

  it('keeps expense entries in localStorage across visits and removes them', async () => {
    const user = userEvent.setup();
    inRouter(<ResourcesPage />);
    const tracker = within(screen.getByRole('form', { name: 'Add an expense' }));
    await user.type(tracker.getByLabelText('Description'), 'Physical therapy');
    await user.type(tracker.getByLabelText('Amount ($)'), '150');
    await user.click(tracker.getByRole('button', { name: 'Add Expense' }));
    await user.type(tracker.getByLabelText('Description'), 'Parking');
    await user.type(tracker.getByLabelText('Amount ($)'), '7.5');
    await user.click(tracker.getByRole('button', { name: 'Add Expense' }));
    expect(screen.getByTestId('expense-total').textContent).toBe('$157.50');
    expect(parseStoredExpenses(localStorage.getItem('case-intake-expenses'))).toHaveLength(2);

    cleanup();
    inRouter(<ResourcesPage />);
    expect(await screen.findByText('Physical therapy')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove Physical therapy' }));
    expect(screen.getByTestId('expense-total').textContent).toBe('$7.50');
    expect(parseStoredExpenses(localStorage.getItem('case-intake-expenses'))).toHaveLength(1);
  });

  it('prints the expense list from the Print button', async () => {
    const user = userEvent.setup();
    const print = vi.fn();
    window.print = print;
    localStorage.setItem(
      'case-intake-expenses',
      JSON.stringify([{ id: 'a', date: '', category: 'Other', description: 'Brace', amount: 40 }]),
    );
    inRouter(<ResourcesPage />);
    await user.click(await screen.findByRole('button', { name: 'Print Expenses' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('filters guides and forms from the search box, with download links and Read Guide links', async () => {
    const user = userEvent.setup();
    inRouter(<ResourcesPage />);
    expect(screen.getAllByRole('link', { name: /^Read Guide/ })).toHaveLength(6);
    expect(
      screen.getAllByRole('link', { name: /^Download/ }).map((link) => link.getAttribute('href')),
    ).toEqual(formTemplates.map((form) => `/downloads/${form.fileName}`));
    await user.type(screen.getByRole('searchbox', { name: 'Search guides and forms' }), 'insurance');
    expect(screen.getAllByRole('link', { name: /^Read Guide/ })).toHaveLength(1);
    expect(screen.getAllByRole('link', { name: /^Download/ })).toHaveLength(2);
    expect(filterResources(resourceGuides, formTemplates, 'zzz')).toEqual({ guides: [], forms: [] });
    await user.clear(screen.getByRole('searchbox', { name: 'Search guides and forms' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search guides and forms' }), 'zzz');
    expect(screen.getByText('No guides match your search.')).toBeTruthy();
    expect(screen.getByText('No forms match your search.')).toBeTruthy();
  });
});
