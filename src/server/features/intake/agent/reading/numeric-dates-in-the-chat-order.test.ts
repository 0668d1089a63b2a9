import { describe, expect, it } from 'vitest';

import type { Language } from '../../../../../contracts/case-record';
import { packFor } from '../../language/packs';

import { findDates } from './dates';

/**
 * Decision 0420. A date written in digits is read in the chat's order: month first in English (US),
 * day first in Spanish, whatever follows it ("at night" was read by chrono as a time, and the date
 * was lost). A weekday said beside it picks the order it agrees with. Sentences written for this test.
 */
const today = new Date('2026-11-26T15:00:00.000Z');
const read = (text: string, language: Language) =>
  findDates(text, language, today, packFor(language).reading.dates).map((mention) => mention.value.from);

describe('a date in digits is read in the chat language’s order', () => {
  it.each([
    ['a van clipped my bumper on 2/3 at night', 'en', '2026-02-03'],
    ['I slipped on the ice 1/5 in the morning', 'en', '2026-01-05'],
    ['it was 4/6/25 around dinner time', 'en', '2025-04-06'],
    ['the ladder gave way 03-08-2026', 'en', '2026-03-08'],
    ['me chocaron el 2/3 en la noche', 'es', '2026-03-02'],
    ['me caí en la tienda el 1/5 por la mañana', 'es', '2026-05-01'],
    ['fue el 04.06.2025', 'es', '2025-06-04'],
    ['a car hit me 13/2', 'en', '2026-02-13'],
  ] as const)('"%s" (%s) is %s', (text, language, day) => {
    expect(read(text, language)).toEqual([day]);
  });

  it.each([
    // 2 March 2026 is a Monday; 3 February 2026 a Tuesday.
    ['it happened Monday 2/3', 'en', '2026-03-02'],
    ['it happened Tuesday 2/3', 'en', '2026-02-03'],
    ['fue el martes 3/2', 'es', '2026-02-03'],
    ['fue el lunes 3/2', 'es', '2026-03-02'],
  ] as const)('a weekday beside it picks the order: "%s" is %s', (text, language, day) => {
    expect(read(text, language)).toEqual([day]);
  });

  it.each([
    ['they pay 2/3 of my wages now', 'en'],
    ['the pharmacy is open 24/7', 'en'],
    ['I was out 2-3 weeks', 'en'],
    ['it was 2.3 miles from home', 'en'],
    ['fue el 2-3 de la tarde', 'es'],
    ['me pagan 2/3 del sueldo', 'es'],
  ] as const)('"%s" (%s) dates nothing', (text, language) => {
    expect(read(text, language)).toEqual([]);
  });
});
