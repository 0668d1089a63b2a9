import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

/**
 * A terse answer to "what care, and are you still being treated?": "still" on its own, or
 * "still going" before the care it speaks of, says care goes on (decision 0292). Sentences
 * written for this test.
 */
async function statusOf(text: string, language: 'en' | 'es' = 'en') {
  const { record } = await readTurn('treatment', text, { language });
  return record.treatment?.status;
}

describe('care still going, said tersely', () => {
  it.each([
    ['still. physical therapy', 'en'],
    ['yes still - chiropractor', 'en'],
    ['still going. ortho and pt', 'en'],
    ['still going, the pain clinic', 'en'],
    ['todavía. fisioterapia', 'es'],
    ['sigo. con el quiropráctico', 'es'],
  ] as const)('"%s" is care that goes on', async (text, language) => {
    expect(await statusOf(text, language)).toBe('ongoing');
  });

  it.each([
    ['still sore. urgent care once', 'en'],
    ['ER that night, it still hurts', 'en'],
    ['still waiting to hear from the insurance, went to urgent care', 'en'],
    ['todavía me duele. fui a urgencias', 'es'],
  ] as const)('"%s" says nothing of care going on', async (text, language) => {
    expect(await statusOf(text, language)).not.toBe('ongoing');
  });
});
