import { describe, expect, it } from 'vitest';

import type { Language } from '../../../../../contracts/case-record';
import { readTurn } from '../../testing/read-turn';

/**
 * Time missed and a rate of pay told together give the pay lost (days × 8 hours × an hourly
 * rate, weeks × a weekly rate), the days and the rate kept beside it (decisions 0196, 0373). A
 * count of hours or a benefit by the week is no rate of pay. Sentences written for this test.
 */
const working = { caseType: 'auto', employer: 'Brightline Movers' } as const;
const read = async (text: string, language: Language) =>
  (await readTurn('lostWages', text, { context: working, language })).record.lostWages;

describe('pay lost worked out from the time missed and the rate', () => {
  it.each([
    ['en', 'I was out 4 days, I make 17 an hour', 4, { amount: 17, per: 'hour' }, 544],
    ['en', 'took 3 days off, they pay me 24 an hour', 3, { amount: 24, per: 'hour' }, 576],
    ['en', 'missed 2 weeks and I bring home 950 a week', 14, { amount: 950, per: 'week' }, 1900],
    ['es', 'no fui a trabajar 6 días, gano 14 la hora', 6, { amount: 14, per: 'hour' }, 672],
    ['es', 'estuve 2 semanas sin trabajar y gano 1.050 a la semana', 14, { amount: 1050, per: 'week' }, 2100],
    ['es', 'falté 5 días, me pagan 130 al día', 5, { amount: 130, per: 'day' }, 650],
  ] as [Language, string, number, { amount: number; per: string }, number][])(
    '%s: "%s"',
    async (language, text, days, rate, total) => {
      const wages = await read(text, language);
      expect(wages?.daysMissed).toBe(days);
      expect(wages?.rate).toEqual(rate);
      expect(wages?.total).toBe(total);
    },
  );

  it.each([
    ['en', 'I was out 4 days, I rested 3.5 hours each afternoon'],
    ['en', 'missed 3 days, comp sends me 380 a week'],
    ['es', 'falté 3 semanas, el seguro del trabajo me manda 420 por semana'],
    ['es', 'no trabajé 4 días, dormía 9 horas al día'],
  ] as [Language, string][])('%s: "%s" holds no rate of pay', async (language, text) => {
    const wages = await read(text, language);
    expect(wages?.rate).toBeUndefined();
    expect(wages?.total).toBeUndefined();
  });
});
