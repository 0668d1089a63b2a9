import { describe, expect, it } from 'vitest';

import type { Language } from '../../../../contracts/case-record';
import { readCorrection } from '../testing/read-correction';

import type { QuestionKey } from './agent';

/**
 * Issue 23 (decision 0434): a correction that dates the incident by its own words and says
 * another month is another event's ("…, June is when I went back to work") moves the incident
 * date to the one said for the harm, never to the other event's month. The crash held is
 * October 14. Sentences written for this test.
 */
describe('the incident dated anew beside another event', () => {
  it.each([
    ['readBack', 'no, the crash was on October 9, November is when I started therapy', 'en'],
    ['witnesses', 'no, it happened on October 9th. November was when I saw the surgeon', 'en'],
    ['photos', 'no, November is when I went back to work, the accident was October 9', 'en'],
    ['witnesses', 'no, el accidente fue el 9 de octubre, en noviembre volví al trabajo', 'es'],
    ['photos', 'no, el choque fue el 9 de octubre; noviembre es cuando empecé la terapia', 'es'],
  ] as const)('%s ← "%s"', async (pending, text, language) => {
    const { record, acknowledgement } = await readCorrection(text, language as Language, {
      pending: pending as QuestionKey,
    });
    expect(record.incidentDate, text).toEqual({ from: '2026-10-09', to: '2026-10-09', precision: 'day' });
    expect(acknowledgement ?? '', text).toMatch(/9/);
  });

  // Negatives: no date said with words of the harm, the incident date stays.
  it.each([
    ['readBack', 'no, I started therapy in November', 'en'],
    ['witnesses', 'no, the crash was bad, I went back to work in November', 'en'],
    ['photos', 'no, volví al trabajo en noviembre', 'es'],
  ] as const)('%s ← "%s"', async (pending, text, language) => {
    const { record } = await readCorrection(text, language as Language, { pending: pending as QuestionKey });
    expect(record.incidentDate?.from, text).toBe('2026-10-14');
  });
});
