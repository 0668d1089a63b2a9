import { useEffect } from 'react';

import { canonicalUrl, type PageMeta } from './paths';

function upsertHeadElement<T extends HTMLElement>(selector: string, create: () => T): T {
  const existing = document.head.querySelector<T>(selector);
  if (existing) return existing;
  const element = create();
  document.head.append(element);
  return element;
}

/**
 * Keeps title, description, canonical and robots in step on client-side navigation.
 * The prerendered HTML already carries them for the first load (entry-server.tsx).
 */
export function useDocumentMeta(meta: PageMeta, pathname: string): void {
  useEffect(() => {
    document.title = meta.title;
    upsertHeadElement('meta[name="description"]', () =>
      Object.assign(document.createElement('meta'), { name: 'description' }),
    ).content = meta.description;
    const canonical = canonicalUrl(window.location.origin, pathname, meta);
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (canonical) {
      upsertHeadElement('link[rel="canonical"]', () =>
        Object.assign(document.createElement('link'), { rel: 'canonical' }),
      ).href = canonical;
    } else {
      link?.remove();
    }
    const robots = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    if (meta.noindex) {
      upsertHeadElement('meta[name="robots"]', () =>
        Object.assign(document.createElement('meta'), { name: 'robots' }),
      ).content = 'noindex';
    } else {
      robots?.remove();
    }
  }, [meta, pathname]);
}
