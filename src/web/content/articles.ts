/**
 * Legal-education articles: the listing data (SPEC §3 "Article"). The full texts live in
 * article-bodies.ts so the listing and the router do not carry them.
 */
export const articleCategories = ['Education', 'Guides', 'Resources', 'Insights'] as const;
export type ArticleCategory = (typeof articleCategories)[number];

export interface Article {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  category: ArticleCategory;
  tags: string[];
  /** Name plus role text, e.g. 'Maria Alvarez, Senior Case Manager'. Cards show the part before the comma. */
  author: string;
  /** ISO date. */
  publishDate: string;
  readTime: string;
  featuredImage: string;
  featured: boolean;
}

export const articles: Article[] = [
  {
    id: 1,
    title: 'Understanding Personal Injury Settlements: What Your Case May Be Worth',
    slug: 'understanding-personal-injury-settlements',
    excerpt:
      'How insurers and attorneys put a number on an injury claim: economic losses, pain and suffering, shared fault and insurance limits, explained in plain language.',
    category: 'Education',
    tags: ['Settlements', 'Damages', 'Insurance', 'Case Value'],
    author: 'Maria Alvarez, Senior Case Manager',
    publishDate: '2026-09-15',
    readTime: '8 min read',
    featuredImage: '/images/articles/settlements.svg',
    featured: true,
  },
  {
    id: 2,
    title: 'The Hidden Costs of a Car Accident',
    slug: 'hidden-costs-car-accidents',
    excerpt:
      'Beyond the repair bill: follow-up care, missed work, mileage to appointments, help at home and the other costs people forget to count after a crash.',
    category: 'Insights',
    tags: ['Auto Accidents', 'Expenses', 'Lost Wages', 'Documentation'],
    author: 'James Chen, Intake Specialist',
    publishDate: '2026-08-28',
    readTime: '6 min read',
    featuredImage: '/images/articles/car-costs.svg',
    featured: false,
  },
  {
    id: 3,
    title: 'Hurt at Work? A Guide to Your Rights After a Workplace Injury',
    slug: 'workplace-injury-rights-guide',
    excerpt:
      "Reporting the injury, workers' compensation, and when someone other than your employer may also be responsible: the first steps after getting hurt on the job.",
    category: 'Guides',
    tags: ['Workplace Injuries', "Workers' Compensation", 'Third-Party Claims', 'Deadlines'],
    author: 'Maria Alvarez, Senior Case Manager',
    publishDate: '2026-08-10',
    readTime: '7 min read',
    featuredImage: '/images/articles/workplace.svg',
    featured: false,
  },
  {
    id: 4,
    title: 'How AI Is Changing Legal Case Evaluation',
    slug: 'ai-revolutionizing-legal-case-evaluation',
    excerpt:
      'What an AI intake can and cannot do: gathering facts quickly and consistently, estimating a range, and why a person still reviews every case.',
    category: 'Insights',
    tags: ['Technology', 'AI', 'Case Evaluation', 'Privacy'],
    author: 'Priya Raman, Product Lead',
    publishDate: '2026-07-22',
    readTime: '5 min read',
    featuredImage: '/images/articles/ai-evaluation.svg',
    featured: true,
  },
  {
    id: 5,
    title: 'Medical Malpractice: A Plain-Language Guide',
    slug: 'medical-malpractice-guide',
    excerpt:
      'When a bad medical outcome may be malpractice, why these cases need expert review, and the short deadlines and special steps many states require.',
    category: 'Education',
    tags: ['Medical Malpractice', 'Deadlines', 'Medical Records', 'Expert Review'],
    author: 'James Chen, Intake Specialist',
    publishDate: '2026-06-30',
    readTime: '9 min read',
    featuredImage: '/images/articles/medical.svg',
    featured: false,
  },
  {
    id: 6,
    title: 'Slip and Fall Accidents: Prevention and What to Do If You Fall',
    slug: 'slip-fall-prevention-guide',
    excerpt:
      'Common hazards at home, at work and in stores, how to lower the risk of a fall, and the evidence that matters if you are hurt on someone else’s property.',
    category: 'Resources',
    tags: ['Slip and Fall', 'Premises Liability', 'Safety', 'Evidence'],
    author: 'Priya Raman, Product Lead',
    publishDate: '2026-06-12',
    readTime: '6 min read',
    featuredImage: '/images/articles/slip-fall.svg',
    featured: false,
  },
];

export function articleHref(slug: string): string {
  return `/legal-education/${slug}`;
}

export function findArticle(slug: string): Article | undefined {
  return articles.find((article) => article.slug === slug);
}
