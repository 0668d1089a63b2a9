import { describe, expect, it } from 'vitest';

import { payPeriodAfter, saysPayAfterYear, saysYearBefore } from './pay-periods';

/** One list of pay periods for the amount finder and the money roles (decision 0196). Written for this test. */
describe('the pay period after an amount', () => {
  it.each([
    [' an hour, give or take', 'hour'],
    ['/ hr', 'hour'],
    [' la hora', 'hour'],
    [' a shift plus tips', 'day'],
    [' por dia', 'day'],
    [' every week', 'week'],
    [' semanales', 'week'],
    ['/mo', 'month'],
    [' al mes', 'month'],
    [' a year before taxes', 'year'],
  ] as const)('%s', (text, period) => {
    expect(payPeriodAfter(text)).toBe(period);
  });

  it.each([' hours of overtime', ' days off', ' at the shop', ' anyway', ' a dayroom', ' weeks'])(
    'no period: %s',
    (text) => {
      expect(payPeriodAfter(text)).toBeUndefined();
    },
  );
});

describe('a year-like number is pay only by a pay period that stays one', () => {
  it.each([' a week', '/wk', ' al mes', ' biweekly', ' a week before taxes'])('pay: %s', (text) => {
    expect(saysPayAfterYear(text)).toBe(true);
  });

  it.each([
    ' a day after my birthday',
    ' a week before we moved',
    ' una semana despues',
    ' a year later',
    ' when it happened',
  ])('a year: %s', (text) => {
    expect(saysPayAfterYear(text)).toBe(false);
  });

  it.each([
    ['it started back in ', true],
    ['desde ', true],
    ['since ', true],
    ['i make ', false],
    ['gano ', false],
  ] as const)('year lead %s', (text, isYear) => {
    expect(saysYearBefore(text)).toBe(isYear);
  });
});
