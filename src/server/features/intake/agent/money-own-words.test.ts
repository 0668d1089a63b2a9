import { describe, expect, it } from 'vitest';

import type { Language } from '../../../../contracts/case-record';
import { readTurn } from '../testing/read-turn';

import type { QuestionKey } from './agent';

/**
 * Issue 23, class 2: each amount is bound to its role by the words beside it (bills, the ER, the
 * hospital; pay, wages, paychecks, shifts, tips), not by the whole message (decision 0139). A
 * message that corrects a bill and gives lost pay keeps each where it belongs. Sentences
 * written for this test.
 */
describe('a bill corrected and lost pay told in one message', () => {
  it.each([
    [
      'medicalBills',
      'sorry the ER bill was 2,100 not 1,200 and I’ve lost 3,000 in wages',
      1200,
      2100,
      3000,
      'en',
    ],
    ['photos', 'actually the ER bill is 5,200, lost wages 2,400', 4000, 5200, 2400, 'en'],
    ['witnesses', 'no. oh and the bill was $900 not $600, lost $400 in tips', 600, 900, 400, 'en'],
    [
      'policeReport',
      'yes. correction, hospital bill 8,300 and i lost 1,650 in paychecks',
      3800,
      8300,
      1650,
      'en',
    ],
    [
      'lostWages',
      'about 2,700 in pay. and the hospital bill is really 9,100 not 1,900',
      1900,
      9100,
      2700,
      'en',
    ],
    ['photos', 'my mistake the bills are 6,450. missed shifts cost me 780', 4650, 6450, 780, 'en'],
    ['photos', 'i had it wrong, er charges 3,350 and lost wages 1,150', 5330, 3350, 1150, 'en'],
    [
      'witnesses',
      'nadie. la cuenta del hospital fue 3,600, no 6,300, y perdí 1,250 de sueldo',
      6300,
      3600,
      1250,
      'es',
    ],
    [
      'photos',
      'me equivoqué, las cuentas médicas son 5,900 y perdí 2,150 de salario',
      9500,
      5900,
      2150,
      'es',
    ],
    [
      'lostWages',
      'como 1,400 de sueldo, y la cuenta de emergencias era 4,800 no 8,400',
      8400,
      4800,
      1400,
      'es',
    ],
  ] as const)('%s ← %s', async (question, text, before, bills, wages, language) => {
    const read = await readTurn(question as QuestionKey, text, {
      context: { caseType: 'auto', medicalBills: before },
      language: language as Language,
    });
    expect(read.record.medicalBills?.total, text).toBe(bills);
    expect(read.record.lostWages?.total, text).toBe(wages);
  });
});

describe('each amount of a message by its own words', () => {
  it.each([
    ['medicalBills', 'hospital was 6,000 and lost pay around 1,500', 6000, 1500, 'en'],
    ['medicalBills', '6,000 for the hospital plus 1,500 in lost wages', 6000, 1500, 'en'],
    ['medicalBills', 'ER 2,250, wages lost 900', 2250, 900, 'en'],
    ['lostWages', 'lost 1,100 in wages, the urgent care bill is 650', 650, 1100, 'en'],
    ['medicalBills', 'el hospital cobró 7,200 y perdí 2,300 de sueldo', 7200, 2300, 'es'],
    ['lostWages', 'perdí como 950 de sueldo, la clínica cobró 1,700', 1700, 950, 'es'],
  ] as const)('%s ← %s', async (question, text, bills, wages, language) => {
    const read = await readTurn(question, text, { context: { caseType: 'auto' }, language });
    expect(read.record.medicalBills?.total, text).toBe(bills);
    expect(read.record.lostWages?.total, text).toBe(wages);
  });

  it.each([
    ['medicalBills', '$300 with tips', 'en'],
    ['medicalBills', 'about 2,500 so far. i made $300 with tips a night', 'en'],
    ['medicalBills', 'i make like 250 a shift plus tips', 'en'],
    ['medicalBills', 'gano 200 por noche con propinas', 'es'],
    ['photos', 'no pics. i was bringing home $300 in tips a night', 'en'],
  ] as const)('pay with tips is no bill: %s ← %s', async (question, text, language) => {
    const read = await readTurn(question, text, { context: { caseType: 'auto' }, language });
    expect(read.record.medicalBills?.total === 300, text).toBe(false);
    expect(read.record.medicalBills?.total === 250 || read.record.medicalBills?.total === 200, text).toBe(
      false,
    );
  });

  it('keeps a rate told with tips as the pay rate', async () => {
    const read = await readTurn('lostWages', 'i make about 300 with tips a shift', {
      context: { caseType: 'auto' },
    });
    expect(read.record.lostWages?.rate).toEqual({ amount: 300, per: 'day' });
    const bills = await readTurn('medicalBills', 'about 2,500 so far. i made $300 with tips a night', {
      context: { caseType: 'auto' },
    });
    expect(bills.record.medicalBills?.total).toBe(2500);
  });

  it('still adds up items of one bill, and a "2,000" with its comma is money, not a year', async () => {
    const list = await readTurn('medicalBills', 'ER 1,200 and the MRI 800', {
      context: { caseType: 'auto' },
    });
    expect(list.record.medicalBills?.total).toBe(2000);
    const comma = await readTurn('photos', 'no photos, and I lost 2,000 in wages', {
      context: { caseType: 'auto' },
    });
    expect(comma.record.lostWages?.total).toBe(2000);
  });
});
