import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

/**
 * Shifts missed are work days missed, counted as said: "missed 5 shifts" is 5 days, not the 7
 * calendar days five shifts may span (decision 0273). Weeks stay calendar time. Sentences
 * written for this test.
 */
const crash = { caseType: 'auto', incidentDate: '2026-09-01' } as const;

const wagesOf = async (text: string, language: 'en' | 'es' = 'en') =>
  (await readTurn('lostWages', text, { context: crash, language })).record.lostWages;

describe('a count of shifts is that many days missed', () => {
  it.each([
    ['I had to call out of 5 shifts', 5, 'en'],
    ['missed 10 shifts so far at the warehouse', 10, 'en'],
    ['been out for 3 shifts', 3, 'en'],
    ['perdí 4 turnos', 4, 'es'],
    ['falté seis turnos', 6, 'es'],
  ] as const)('"%s" is %i days', async (text, days, language) => {
    expect((await wagesOf(text, language))?.daysMissed).toBe(days);
  });

  it('shifts at an hourly wage are a day each', async () => {
    expect(await wagesOf('missed 4 shifts, I make 20 an hour')).toMatchObject({ daysMissed: 4, total: 640 });
  });
});

describe('time that is no count of shifts (negatives)', () => {
  it.each([
    ['out 2 weeks', 14],
    ['missed 8 days of work', 8],
    ['I work 3 shifts a week and missed 2 weeks', 14],
  ] as const)('"%s" is %i days', async (text, days) => {
    expect((await wagesOf(text))?.daysMissed).toBe(days);
  });
});
