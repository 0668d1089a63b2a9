import { matchPath } from 'react-router';

import { articleHref, articles, findArticle } from '../content/articles';
import { findPracticeArea, practiceAreas } from '../content/practice-areas';
import { findGuide, guideHref, resourceGuides } from '../content/resource-guides';

import { lazyPage, type LazyPage } from './lazy-page';
import { notFoundMeta, type PageMeta, pageMeta, type PathName, paths } from './paths';
import { lastPathSegment } from '../lib/last-path-segment';

export interface AppRoute {
  path: string;
  meta: PageMeta;
  Page: LazyPage;
  /**
   * Concrete paths to prerender; default: the path itself. For a route with a parameter
   * these are also the only paths it answers: any other slug is the not-found page.
   */
  prerender?: string[];
  /** The head of one concrete path of a route with a parameter (an article's own title...). */
  metaFor?: (pathname: string) => PageMeta | undefined;
}

/** Content pages with a slug: practice areas, legal-education articles, resource guides. */
const contentRoutes: AppRoute[] = [
  {
    path: '/practice-areas/:area',
    meta: pageMeta.practiceAreas,
    Page: lazyPage(() => import('../features/info-pages/practice-area-page')),
    prerender: practiceAreas.map((area) => area.href),
    metaFor: (pathname) => {
      const area = findPracticeArea(lastPathSegment(pathname));
      return area
        ? {
            title: `${area.title} | Practice Areas | Case Intake`,
            description: `${area.description} What to do after such an accident, and what our free intake will ask.`,
            canonical: true,
          }
        : undefined;
    },
  },
  {
    path: '/legal-education/:slug',
    meta: pageMeta.legalEducation,
    Page: lazyPage(() => import('../features/info-pages/article-page')),
    prerender: articles.map((article) => articleHref(article.slug)),
    metaFor: (pathname) => {
      const slug = lastPathSegment(pathname);
      const article = findArticle(slug);
      return article
        ? {
            title: `${article.title} | Case Intake`,
            description: article.excerpt,
            canonical: true,
            ogType: 'article',
            structuredData: (siteUrl) =>
              import('../content/structured-data').then((module) => module.articleJsonLd(slug, siteUrl)),
          }
        : undefined;
    },
  },
  {
    path: '/resources/guides/:slug',
    meta: pageMeta.resources,
    Page: lazyPage(() => import('../features/info-pages/guide-page')),
    prerender: resourceGuides.map((guide) => guideHref(guide.slug)),
    metaFor: (pathname) => {
      const guide = findGuide(lastPathSegment(pathname));
      return guide
        ? {
            title: `${guide.title} | Resources | Case Intake`,
            description: guide.description,
            canonical: true,
          }
        : undefined;
    },
  },
];

const page = (name: PathName, Page: LazyPage): AppRoute => ({
  path: paths[name],
  meta: pageMeta[name],
  Page,
});

export const appRoutes: AppRoute[] = [
  page(
    'home',
    lazyPage(() => import('./pages/home-route')),
  ),
  page(
    'intake',
    lazyPage(() => import('./pages/home-route')),
  ),
  page(
    'about',
    lazyPage(() => import('../features/info-pages/about-page')),
  ),
  page(
    'contact',
    lazyPage(() => import('../features/info-pages/contact-page')),
  ),
  page(
    'faq',
    lazyPage(() => import('../features/info-pages/faq-page')),
  ),
  page(
    'howItWorks',
    lazyPage(() => import('../features/info-pages/how-it-works-page')),
  ),
  page(
    'practiceAreas',
    lazyPage(() => import('../features/info-pages/practice-areas-page')),
  ),
  page(
    'resources',
    lazyPage(() => import('../features/info-pages/resources-page')),
  ),
  page(
    'legalEducation',
    lazyPage(() => import('./pages/legal-education-route')),
  ),
  page(
    'terms',
    lazyPage(() => import('../features/info-pages/terms-page')),
  ),
  page(
    'privacy',
    lazyPage(() => import('../features/info-pages/privacy-page')),
  ),
  page(
    'privacyPolicy',
    lazyPage(() => import('../features/info-pages/privacy-page')),
  ),
  page(
    'chat',
    lazyPage(() => import('../features/intake-journey/chat-page')),
  ),
  page(
    'chatPlus',
    lazyPage(() => import('../features/intake-journey/chat-plus-page')),
  ),
  page(
    'continue',
    lazyPage(() => import('../features/intake-journey/continue-page')),
  ),
  page(
    'chatComplete',
    lazyPage(() => import('../features/intake-journey/chat-complete-page')),
  ),
  ...contentRoutes,
];

export const notFoundRoute: AppRoute = {
  path: '*',
  meta: notFoundMeta,
  Page: lazyPage(() => import('./not-found-page')),
};

function answers(route: AppRoute, pathname: string): boolean {
  if (route.path.includes(':') && route.prerender)
    return route.prerender.includes(pathname.replace(/(.)\/$/, '$1'));
  return matchPath(route.path, pathname) !== null;
}

export function findRoute(pathname: string): AppRoute {
  return appRoutes.find((route) => answers(route, pathname)) ?? notFoundRoute;
}

const metaCache = new Map<string, PageMeta>();

/** The head for a path: the route's own, or the concrete page's for routes with a parameter. */
export function routeMeta(pathname: string): PageMeta {
  const route = findRoute(pathname);
  if (!route.metaFor) return route.meta;
  // Cached so the same path keeps the same object (useDocumentMeta's effect depends on it).
  const cached = metaCache.get(pathname);
  if (cached) return cached;
  const meta = route.metaFor(pathname) ?? route.meta;
  metaCache.set(pathname, meta);
  return meta;
}

/** Every path a router should answer: the route's path, or each concrete path it lists. */
export function routerPaths(route: AppRoute): string[] {
  return route.path.includes(':') && route.prerender ? route.prerender : [route.path];
}

export function prerenderPaths(): string[] {
  return appRoutes.flatMap((route) => route.prerender ?? [route.path]);
}
