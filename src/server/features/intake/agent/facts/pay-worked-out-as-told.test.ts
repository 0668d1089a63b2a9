import { describe, expect, it } from 'vitest';

import type { Language } from '../../../../../contracts/case-record';
import { readTurn } from '../../testing/read-turn';

/**
 * Decision 0422. Pay is worked out as the visitor tells it: tips or commission said beside a wage
 * are added to it, by the period of each; a product said out loud keeps its result, not a factor;
 * a shift's own length counts, not a standard eight-hour day. Sentences written for this test.
 */
const working = { caseType: 'auto', employer: 'Harrow Diner' } as const;
const wages = async (text: string, language: Language = 'en') =>
  (await readTurn('lostWages', text, { context: working, language })).record.lostWages;

describe('tips beside a wage are part of the pay', () => {
  it.each([
    ['I make $15 an hour plus about $100 a night in tips', 'en', { amount: 220, per: 'day' }],
    ['$11 an hour and around $60 in tips a shift', 'en', { amount: 148, per: 'day' }],
    ['my base is $500 a week plus $200 a week in tips', 'en', { amount: 700, per: 'week' }],
    ['gano $15 la hora más unos $100 por noche de propinas', 'es', { amount: 220, per: 'day' }],
    ['me pagan 12 la hora y saco como 80 de propinas por turno', 'es', { amount: 176, per: 'day' }],
  ] as const)('"%s" keeps the wage with the tips', async (text, language, rate) => {
    expect((await wages(text, language))?.rate).toEqual(rate);
  });

  it('the days missed are counted at the whole pay', async () => {
    const read = await wages('I get $12 an hour plus around $80 a shift in tips and I missed 5 shifts');
    expect(read?.total).toBe(880);
  });

  it.each([
    ['I make $15 an hour, about $120 a day', 'en', { amount: 15, per: 'hour' }],
    ['I make $18 an hour and I missed 2 shifts', 'en', { amount: 18, per: 'hour' }],
    ['gano 700 a la semana, no tengo propinas', 'es', { amount: 700, per: 'week' }],
  ] as const)('"%s": no pay beside the wage, the wage as said', async (text, language, rate) => {
    expect((await wages(text, language))?.rate).toEqual(rate);
  });
});

describe('a product said out loud keeps its result', () => {
  it.each([
    ['40 hours times $20 is $800', 'en', 800],
    ['I missed 3 weeks, 40 hours x $25 = $1,000 a week', 'en', 3000],
    ['I was out 2 weeks, 40 hours times $20 is $800 a week', 'en', 1600],
    ['5 shifts times $150 comes to $750 I lost', 'en', 750],
    ['8 horas por 15 dólares son 120 al día, falté 4 días', 'es', 480],
  ] as const)('"%s" is %d lost', async (text, language, total) => {
    expect((await wages(text, language))?.total).toBe(total);
  });

  it.each([
    ['I lost $800, I worked 40 hours a week', 'en', 800],
    ['I make $20 an hour and missed 5 days', 'en', 800],
  ] as const)('"%s": no product, read as before (%d)', async (text, language, total) => {
    expect((await wages(text, language))?.total).toBe(total);
  });
});

describe('a shift longer than eight hours counts whole', () => {
  it.each([
    ['I missed three 12-hour shifts, I make $18 an hour', 648],
    ['missed 6 shifts. my shifts are 12 hours and I get 19 an hour', 1368],
    ['I work 10-hour shifts at $20 an hour, missed 4 shifts', 800],
    ['I do four 10 hour shifts a week, $22 an hour, I have missed 3 weeks', 2640],
    ['I work 10-hour shifts at $20 an hour, been out 2 weeks', 2000],
  ] as const)('"%s" is %d lost', async (text, total) => {
    expect((await wages(text))?.total).toBe(total);
  });

  it.each([
    ['I make $18 an hour and missed 3 days', 432],
    ['my shift starts at 6, I make $18 an hour, missed 2 days', 288],
  ] as const)('"%s": no length said, eight hours a day (%d)', async (text, total) => {
    expect((await wages(text))?.total).toBe(total);
  });
});
