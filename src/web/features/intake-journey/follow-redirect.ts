import type { NavigateFunction } from 'react-router';

/**
 * Goes where a reply points: a page of this site by client navigation, another http(s)
 * origin by a full load. Anything else (javascript:, data:) is ignored, so a reply can
 * never make the page run script.
 */
export function followRedirect(target: string, navigate: NavigateFunction): void {
  let url: URL;
  try {
    url = new URL(target, window.location.href);
  } catch {
    console.warn('Ignored a redirect that is not a valid address.');
    return;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    console.warn('Ignored a redirect that is not http(s).');
    return;
  }
  if (url.origin === window.location.origin) void navigate(`${url.pathname}${url.search}${url.hash}`);
  else window.location.assign(url.href);
}
