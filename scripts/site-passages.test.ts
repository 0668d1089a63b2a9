import { describe, expect, it } from 'vitest';

import passages from '../src/server/features/intake/questions/site-passages.json' with { type: 'json' };

import { buildSitePassages } from './site-passages';

describe('the passages the intake answers from', () => {
  it('are the site content as it is now (run `npm run build:site-passages` after changing src/web/content)', () => {
    expect(passages).toEqual(buildSitePassages());
  });

  it('cover the FAQ, the steps, every practice area and every resource guide, each with its page', () => {
    const built = buildSitePassages();
    for (const prefix of ['faq:', 'how-it-works:', 'practice-area:', 'guide:', 'article:'])
      expect(
        built.some((passage) => passage.id.startsWith(prefix)),
        prefix,
      ).toBe(true);
    expect(new Set(built.map((passage) => passage.id)).size).toBe(built.length);
    // A lead-in ("Claims usually include:") is said with each item, never alone.
    expect(built.some((passage) => passage.answer.trim().endsWith(':'))).toBe(false);
  });
});
