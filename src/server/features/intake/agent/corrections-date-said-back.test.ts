import { describe, expect, it } from 'vitest';

import type { Language } from '../../../../contracts/case-record';
import { readCorrection } from '../testing/read-correction';

/**
 * Decision 0228: a date said right after a correction word ("oops it was Oct 12") corrects the
 * incident's date, and the thanks says that date, never another word of the message (a place
 * passed on the way, a street). The helper's crash is on October 14, 2026, in Akron. Sentences
 * written for this test.
 */
describe('a date corrected and said back', () => {
  it.each([
    ['oops it was Oct 12, on my way to Riverside', 'en', '2026-10-12', 'Thanks — October 12, 2026.'],
    [
      'whoops it was the 11th, on the way back from Riverside',
      'en',
      '2026-10-11',
      'Thanks — October 11, 2026.',
    ],
    ['actually, October 9, I was coming home from Lakewood', 'en', '2026-10-09', 'Thanks — October 9, 2026.'],
    [
      'sorry I meant the 13th, we were driving to Springfield',
      'en',
      '2026-10-13',
      'Thanks — October 13, 2026.',
    ],
  ] as const)('%s', async (text, language: Language, day, thanks) => {
    const read = await readCorrection(text, language);
    expect(read.record.incidentDate, text).toEqual({ from: day, to: day, precision: 'day' });
    expect(read.record.city, text).toBe('Akron');
    expect(read.acknowledgement, text).toBe(thanks);
  });

  it.each([
    ['actually I have pictures from October 12', 'en'],
    ['actually my sister drove me to Riverside the next day', 'en'],
    ['oops, I forgot to say the police came', 'en'],
    ['en realidad mi cita es el 3 de diciembre', 'es'],
  ] as const)('the date stays: %s', async (text, language: Language) => {
    const read = await readCorrection(text, language);
    expect(read.record.incidentDate, text).toEqual({
      from: '2026-10-14',
      to: '2026-10-14',
      precision: 'day',
    });
  });
});
