import { describe, expect, it } from 'vitest';

import type { Language } from '../../../../contracts/case-record';
import { readCorrection } from '../testing/read-correction';

/**
 * A date corrected inside a sentence (decision 0331): the day said anew, with its weekday or
 * not, is the incident's, in the month said or else the month held (October; the chat's day is
 * November 26), even when the day taken back is not the one held. Sentences written for this test.
 */
describe('a day corrected for another day', () => {
  it.each([
    ['fue el miércoles 21, no el 14', 'es', '2026-10-21'],
    ['fue el sábado 10, no el 14', 'es', '2026-10-10'],
    ['no fue el martes 14, fue el jueves 22', 'es', '2026-10-22'],
    ['it was Wednesday the 21st, not the 14th', 'en', '2026-10-21'],
    ['no fue el 13, fue el 15 de octubre', 'es', '2026-10-15'],
    ['no fue el 11, fue el 12', 'es', '2026-10-12'],
    ["it wasn't the 13th, it was the 19th", 'en', '2026-10-19'],
    ['not the 3rd but the 5th', 'en', '2026-10-05'],
    ['not October 11, October 18', 'en', '2026-10-18'],
    ['the 20th not the 14th', 'en', '2026-10-20'],
    ['no fue el 14 de octubre, fue el 2 de septiembre', 'es', '2026-09-02'],
  ] as const)('"%s" (%s) dates the incident %s and says it', async (text, language, day) => {
    const { record, acknowledgement } = await readCorrection(text, language as Language);
    expect(record.incidentDate).toEqual({ from: day, to: day, precision: 'day' });
    expect(acknowledgement ?? '').toMatch(String(Number(day.slice(8))));
  });

  it.each([
    ['my MRI is on the 3rd, not the 5th of December', 'en'],
    ['I bought it on the 2nd, not the 9th', 'en'],
    ['la terapia no es el lunes 30, es el martes 1', 'es'],
  ] as const)('"%s" (%s) leaves the incident date', async (text, language) => {
    const { record } = await readCorrection(text, language as Language);
    expect(record.incidentDate).toEqual({ from: '2026-10-14', to: '2026-10-14', precision: 'day' });
  });
});
