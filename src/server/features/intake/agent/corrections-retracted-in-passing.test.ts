import { describe, expect, it } from 'vitest';

import type { Language } from '../../../../contracts/case-record';
import { readCorrection } from '../testing/read-correction';

/**
 * Decision 0219: a value, then a part that only takes back ("well actually no sorry", "no wait",
 * "bueno no perdon"), then the new value: the value before the take-back is the old one.
 * Sentences written for this test.
 */
const say = (text: string, language: Language) =>
  readCorrection(text, language, { injuries: ['sprained left ankle'] });

describe('a value taken back in passing', () => {
  it.each([
    ['Akron, well actually no sorry, it was Canton', 'en'],
    ['Akron, no wait, it was Canton', 'en'],
    ['Akron, actually no, it was Canton', 'en'],
    ['Akron, oh no sorry, Canton', 'en'],
    ['Akron, bueno no perdon, fue en Canton', 'es'],
  ] as const)('the city: %s', async (text, language) => {
    const read = await say(text, language);
    expect(read.record.city).toBe('Canton');
    expect(read.corrected).toContain('city');
  });

  it.each([
    ['I was in Akron, no, I did not see anyone', 'en'],
    ['my ankle, no wait, my wrist too', 'en'],
    ['no sorry, there were no witnesses', 'en'],
    ['Akron, no, nadie vio nada', 'es'],
    ['Akron, but no, nobody stopped', 'en'],
    ['Akron, pero no, nadie paro', 'es'],
  ] as const)('nothing taken back: %s', async (text, language) => {
    const read = await say(text, language);
    expect(read.record.city).toBe('Akron');
    expect(read.record.injuries).toContain('sprained left ankle');
  });
});
