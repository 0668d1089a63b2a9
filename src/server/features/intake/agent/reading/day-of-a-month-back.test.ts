import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

/**
 * Decision 0355: a day of a month told by how far back the month is ("the 3rd of this month",
 * "el 12 del mes pasado") is that day, read with the conversation's date (a Thursday,
 * 2026-11-26). Sentences written for this test.
 */
const dateOf = async (text: string, language: 'en' | 'es' = 'en') =>
  (await readTurn('incidentDate', text, { language, context: { caseType: 'auto' } })).record.incidentDate;

describe('a day of a month told by how far back it is', () => {
  it.each([
    ['it was the 3rd of this month i think', '2026-11-03'],
    ['on the 9th of this month, in the evening', '2026-11-09'],
    ['the 21st of last month', '2026-10-21'],
    ['pretty sure the 2nd of last month, a friday', '2026-10-02'],
    ['the 15th of the previous month', '2026-10-15'],
  ])('en: "%s" is %s', async (text, day) => {
    expect(await dateOf(text)).toEqual({ from: day, to: day, precision: 'day' });
  });

  it.each([
    ['fue el 3 de este mes', '2026-11-03'],
    ['el 20 del mes pasado en la noche', '2026-10-20'],
    ['creo que el 7 del mes anterior', '2026-10-07'],
    ['como el 11 de este mes', '2026-11-11'],
  ])('es: "%s" is %s', async (text, day) => {
    expect(await dateOf(text, 'es')).toEqual({ from: day, to: day, precision: 'day' });
  });

  it.each([
    ['the 29th of this month', 'a day still to come'],
    ["I paid 3 of this month's bills late", "a month's bills"],
    ['2 of them last month', 'a count, not a day'],
  ])('"%s" is no such day (%s)', async (text) => {
    const date = await dateOf(text);
    expect(date?.precision).not.toBe('day');
  });
});
