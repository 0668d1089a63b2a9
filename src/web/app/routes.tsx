import { matchPath } from 'react-router';

import { lazyPage, type LazyPage } from './lazy-page';
import { notFoundMeta, type PageMeta, pageMeta, type PathName, paths } from './paths';

export interface AppRoute {
  path: string;
  meta: PageMeta;
  Page: LazyPage;
  /** Concrete paths to prerender; default: the path itself. */
  prerender?: string[];
}

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
];

export const notFoundRoute: AppRoute = {
  path: '*',
  meta: notFoundMeta,
  Page: lazyPage(() => import('./not-found-page')),
};

export function findRoute(pathname: string): AppRoute {
  return appRoutes.find((route) => matchPath(route.path, pathname)) ?? notFoundRoute;
}

export function prerenderPaths(): string[] {
  return appRoutes.flatMap((route) => route.prerender ?? [route.path]);
}
