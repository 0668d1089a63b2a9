/**
 * Splits a bot reply into text and links. Bot replies are shown as text, never as HTML;
 * only http(s) URLs and paths on this site become links, so no reply can run script
 * (a `javascript:` or `data:` address stays plain text).
 */
export type MessagePart =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string; isExternal: boolean };

// An absolute http(s) URL, or a path starting with one "/" that follows a space, a line start or "(".
const linkPattern = /https?:\/\/[^\s<>"'`]+|(?<=^|[\s(])\/(?!\/)[^\s<>"'`]*/g;
const trailingPunctuation = /[.,;:!?)\]}'"]+$/;

export function splitMessageLinks(text: string, origin: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let last = 0;
  for (const match of text.matchAll(linkPattern)) {
    const start = match.index;
    const candidate = match[0].replace(trailingPunctuation, '');
    const link = toLink(candidate, origin);
    if (!link || candidate.length <= 1) continue;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', text: candidate, ...link });
    last = start + candidate.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

function toLink(candidate: string, origin: string): { href: string; isExternal: boolean } | null {
  let url: URL;
  try {
    url = new URL(candidate, origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const isExternal = url.origin !== origin;
  return { href: isExternal ? url.href : `${url.pathname}${url.search}${url.hash}`, isExternal };
}
