import { type Article, findArticle } from './articles';
import { faqEntries } from './faq';
import { site } from './site';

/**
 * schema.org JSON-LD for the prerendered head, generated from the same content the pages
 * show (so the structured data can never drift from the visible text).
 */
export function faqPageJsonLd(): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqEntries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}

function authorName(article: Article): string {
  return article.author.split(',')[0]!.trim();
}

export function articleJsonLd(slug: string, siteUrl: string): object {
  const article = findArticle(slug);
  if (!article) throw new Error(`No article with slug ${slug}`);
  const origin = siteUrl.replace(/\/$/, '');
  const url = `${origin}/legal-education/${article.slug}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.excerpt,
    image: [`${origin}${article.featuredImage}`],
    datePublished: article.publishDate,
    dateModified: article.publishDate,
    author: { '@type': 'Person', name: authorName(article), jobTitle: article.author.split(',')[1]?.trim() },
    publisher: { '@type': 'Organization', name: site.productName, url: `${origin}/` },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    articleSection: article.category,
    keywords: article.tags.join(', '),
  };
}
