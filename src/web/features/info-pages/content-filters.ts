import type { Article, ArticleCategory } from '../../content/articles';
import type { FaqCategory, FaqEntry } from '../../content/faq';
import type { FormTemplate, ResourceGuide } from '../../content/resources';

/** SPEC §4: 'All' matches every category; search is case-insensitive and trimmed. */
export type CategoryFilter<T extends string> = 'All' | T;

const includes = (text: string, needle: string) => text.toLowerCase().includes(needle);

export function filterFaq(
  entries: FaqEntry[],
  search: string,
  category: CategoryFilter<FaqCategory>,
): FaqEntry[] {
  const needle = search.trim().toLowerCase();
  return entries.filter(
    (entry) =>
      (category === 'All' || entry.category === category) &&
      (needle === '' || includes(entry.question, needle) || includes(entry.answer, needle)),
  );
}

export function filterArticles(
  list: Article[],
  search: string,
  category: CategoryFilter<ArticleCategory>,
): Article[] {
  const needle = search.trim().toLowerCase();
  return list.filter(
    (article) =>
      (category === 'All' || article.category === category) &&
      (needle === '' ||
        includes(article.title, needle) ||
        includes(article.excerpt, needle) ||
        article.tags.some((tag) => includes(tag, needle))),
  );
}

/** The resources search box: guides and forms by title, description and category or format. */
export function filterResources(
  guides: ResourceGuide[],
  forms: FormTemplate[],
  search: string,
): { guides: ResourceGuide[]; forms: FormTemplate[] } {
  const needle = search.trim().toLowerCase();
  if (needle === '') return { guides, forms };
  return {
    guides: guides.filter((guide) =>
      [guide.title, guide.description, guide.category].some((text) => includes(text, needle)),
    ),
    forms: forms.filter((form) =>
      [form.title, form.description, form.format].some((text) => includes(text, needle)),
    ),
  };
}

export function articlesFoundLabel(count: number): string {
  return `${count} ${count === 1 ? 'article' : 'articles'} found`;
}
