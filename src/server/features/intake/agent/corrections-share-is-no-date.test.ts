import { describe, expect, it } from 'vitest';

import type { Language } from '../../../../contracts/case-record';
import { readCorrection } from '../testing/read-correction';

/**
 * Decision 0220: a bare N/M after a word of paying or covering, or before "of", is a share of
 * something, not a day; a date correction in the same message is the one taken.
 * Sentences written for this test.
 */
const say = (text: string, language: Language, pending: 'witnesses' | 'incidentDate' = 'witnesses') =>
  readCorrection(text, language, { pending });

describe('a share beside a date correction', () => {
  it.each([
    ['the insurance pays me 2/3. oh I said the 14th, it was actually the 12th', 'en', '2026-10-12'],
    ['my employer pays me 2/3, and wait I said the 14th before, it was actually Oct 12', 'en', '2026-10-12'],
    ['they covered 1/2 of it. sorry I said the 14th, it was the 11th', 'en', '2026-10-11'],
    ['el seguro me paga 2/3, y le dije el 14 pero fue el 12', 'es', '2026-10-12'],
  ] as const)('%s', async (text, language, day) => {
    const read = await say(text, language);
    expect(read.record.incidentDate?.from).toBe(day);
    expect(read.acknowledgement ?? '').not.toMatch(/February|febrero/);
  });

  it.each([
    ['the insurance pays me 2/3', 'en'],
    ['they only cover 3/4 of the bills', 'en'],
    ['medicare paid 1/2', 'en'],
    ['el seguro cubre 2/3', 'es'],
  ] as const)('no date in: %s', async (text, language) => {
    const read = await say(text, language);
    expect(read.record.incidentDate?.from).toBe('2026-10-14');
    expect(read.corrected ?? []).not.toContain('incidentDate');
  });
});

describe('a day written N/M is still a day', () => {
  it.each([
    ['it happened on 10/9', 'en', '2026-10-09'],
    ['I paid on 11/2 and it happened 10/9', 'en', '2026-10-09'],
    ['el accidente fue el 9/10', 'es', '2026-10-09'],
    ['it was 10/9 not 10/14', 'en', '2026-10-09'],
  ] as const)('%s', async (text, language, day) => {
    const read = await say(text, language, 'incidentDate');
    expect(read.record.incidentDate?.from).toBe(day);
  });
});
