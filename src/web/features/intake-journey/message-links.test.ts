import { describe, expect, it } from 'vitest';

import { splitMessageLinks } from './message-links';

const origin = 'https://caseintake.example';

describe('splitMessageLinks', () => {
  it('links an http(s) URL, leaving trailing punctuation outside', () => {
    expect(splitMessageLinks('See https://example.org/guide.', origin)).toEqual([
      { kind: 'text', text: 'See ' },
      {
        kind: 'link',
        text: 'https://example.org/guide',
        href: 'https://example.org/guide',
        isExternal: true,
      },
      { kind: 'text', text: '.' },
    ]);
  });

  it('links a path on this site, and a full URL of this site as a path', () => {
    expect(splitMessageLinks('Resume at /chat?id=ABC123&resume=tok later', origin)).toEqual([
      { kind: 'text', text: 'Resume at ' },
      {
        kind: 'link',
        text: '/chat?id=ABC123&resume=tok',
        href: '/chat?id=ABC123&resume=tok',
        isExternal: false,
      },
      { kind: 'text', text: ' later' },
    ]);
    const [, link] = splitMessageLinks(`Go to ${origin}/faq now`, origin);
    expect(link).toEqual({ kind: 'link', text: `${origin}/faq`, href: '/faq', isExternal: false });
  });

  it('never links script or data addresses, protocol-relative URLs, or slashes inside words', () => {
    for (const text of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example/x',
      'and/or 24/7',
      '<a href="javascript:alert(1)">x</a>',
    ]) {
      expect(splitMessageLinks(text, origin).every((part) => part.kind === 'text')).toBe(true);
    }
  });

  it('keeps plain text whole', () => {
    expect(splitMessageLinks('No links here.', origin)).toEqual([{ kind: 'text', text: 'No links here.' }]);
  });
});
