import { describe, expect, it } from 'vitest';

import type { Language } from '../../../../contracts/case-record';
import { readTurn } from '../testing/read-turn';

import type { QuestionKey } from './agent';

/**
 * Issue 23, class 3 (decision 0150): a bill corrected in the same message as an amount of
 * another role. The corrected bill replaces the bill; an amount said of a thing (a phone screen,
 * glasses, a helmet) is property damage, never added to the bills. Sentences written for this test.
 */
const read = (question: QuestionKey, text: string, bills: number, language: Language = 'en') =>
  readTurn(question, text, { language, context: { caseType: 'auto', medicalBills: bills } });

describe('a bill corrected beside a property amount', () => {
  it.each([
    [
      'readBack',
      'the ER bill is $2,300 not $3,200, i typed it wrong. property damage, just the bike helmet, about 90 bucks',
      3200,
      2300,
      90,
      'en',
    ],
    [
      'propertyDamage',
      'the urgent care bill was 640 not 460. property damage is only my glasses, maybe 250',
      460,
      640,
      250,
      'en',
    ],
    [
      'readBack',
      'sorry the hospital bill is 4,150 not 5,140. the only damage was my cracked phone screen, like 180',
      5140,
      4150,
      180,
      'en',
    ],
    [
      'photos',
      'oops, the clinic bill was really $1,275, not $1,725. my laptop got wrecked too, $600',
      1725,
      1275,
      600,
      'en',
    ],
    [
      'readBack',
      'la cuenta del hospital es 1,900 no 9,100. la pantalla del teléfono, $200',
      9100,
      1900,
      200,
      'es',
    ],
    [
      'readBack',
      'me equivoqué, la factura de la clínica fue 3,300, no 3,800. daños: los lentes, unos 150 dólares',
      3800,
      3300,
      150,
      'es',
    ],
    [
      'photos',
      'la cuenta de emergencias es de 2,750, no 7,250. y se rompió el celular, como 300',
      7250,
      2750,
      300,
      'es',
    ],
  ] as const)('%s ← %s', async (question, text, before, bills, property, language) => {
    const turn = await read(question, text, before, language);
    expect(turn.record.medicalBills?.total, text).toBe(bills);
    expect(turn.record.propertyDamage?.amount, text).toBe(property);
  });
});

describe('an amount said of a thing is property damage', () => {
  it.each([
    ['propertyDamage', 'just my phone screen, $180', 180, 'en'],
    ['photos', 'my glasses were smashed, they cost $320', 320, 'en'],
    ['propertyDamage', 'la pantalla del teléfono, $200', 200, 'es'],
    ['photos', 'se me rompieron los lentes, costaron 275 dólares', 275, 'es'],
    ['propertyDamage', 'el casco de la moto, como 140', 140, 'es'],
  ] as const)('%s ← %s', async (question, text, property, language) => {
    const turn = await readTurn(question, text, { language, context: { caseType: 'auto' } });
    expect(turn.record.propertyDamage?.amount, text).toBe(property);
    expect(turn.record.medicalBills, text).toBeUndefined();
  });

  it('a bill for care of a body part stays a bill', async () => {
    const turn = await readTurn('medicalBills', 'the x-rays of my hand were $450', {
      context: { caseType: 'auto' },
    });
    expect(turn.record.medicalBills?.total).toBe(450);
    expect(turn.record.propertyDamage).toBeUndefined();
  });
});
