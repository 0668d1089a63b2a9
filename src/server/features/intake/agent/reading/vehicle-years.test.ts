import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';
import { isVehicleYear } from './vehicles';

/**
 * A vehicle named with its model year (decision 0271): the year is the vehicle's, never an amount
 * of money. A year's number before money words, or written as money, stays money. Sentences
 * written for this test.
 */
const crash = { caseType: 'auto' } as const;

const damageOf = async (text: string, language: 'en' | 'es' = 'en') =>
  (await readTurn('propertyDamage', text, { context: crash, language })).record.propertyDamage?.amount;

describe('a model year before a make or a model is no money', () => {
  it.each([
    ['my 2016 toyota camry got smashed in the back', 'en'],
    ["it's an 08 f-150, the tailgate is crumpled", 'en'],
    ['the 2020 white mazda cx-5 is in the shop', 'en'],
    ["'11 nissan altima, still waiting on the estimate", 'en'],
    ['a 2019 Chevy Silverado, the whole side is caved in', 'en'],
    ['mi corolla 2014 quedó destrozado', 'es'],
    ['una troca del 2012, todavía no me dan el presupuesto', 'es'],
  ] as const)('"%s" stores no damage amount', async (text, language) => {
    expect(await damageOf(text, language)).toBeUndefined();
  });

  it('a first message keeps the vehicle out of the money and the date', async () => {
    const read = await readTurn(
      null,
      'a guy ran a stop sign and hit my 2018 kia sorento on tuesday, my neck is killing me',
      { context: {} },
    );
    expect(read.record.propertyDamage?.amount).toBeUndefined();
    expect(read.record.incidentDate?.from).toBe('2026-11-24');
  });
});

describe('money beside a vehicle stays money (negatives)', () => {
  it.each([
    ['the 2019 subaru outback needs 3,400 in body work', 3400],
    ['about 2000 to fix the bumper on my honda', 2000],
    ['2500 for the repairs to the honda', 2500],
    ['$2,018 to fix my 2015 accord', 2018],
    ['the shop quoted 1800', 1800],
  ] as const)('"%s" is %i of damage', async (text, amount) => {
    expect(await damageOf(text)).toBe(amount);
  });
});

describe('isVehicleYear', () => {
  const at = (text: string, number: string) => {
    const start = text.indexOf(number);
    return isVehicleYear(text, start, start + number.length, 2027);
  };
  it.each([
    ['a 2017 kia soul', '2017'],
    ['my 03 focus', '03'],
    ['my 98 civic', '98'],
    ['the 2021 grand cherokee', '2021'],
    ['un nissan sentra del 2018', '2018'],
    ['mi tacoma 2010, la de mi papa', '2010'],
  ])('"%s": %s is a model year', (text, number) => {
    expect(at(text, number)).toBe(true);
  });
  it.each([
    ['spent 20 focus hours', '20'],
    ['about 2000 for the honda', '2000'],
    ['my honda 2000 in damage', '2000'],
    ['a 2035 honda', '2035'],
    ['12 trucks in the lot', '12'],
    ['back in 2019 i had a honda', '2019'],
  ])('"%s": %s is no model year', (text, number) => {
    expect(at(text, number)).toBe(false);
  });
});
