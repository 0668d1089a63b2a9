import { describe, expect, it } from 'vitest';

import type { Language } from '../../../../../contracts/case-record';
import { readTurn } from '../../testing/read-turn';

import { medicalBillsFact } from './medical-bills.fact';

/**
 * Decision 0375: bills told in parts keep the total as the bills' total and the balance still
 * owed as the part no one has paid yet ("unpaid", with its amount), never the balance as the
 * total. Sentences written for this test.
 */
const read = async (text: string, language: Language) =>
  (await readTurn('medicalBills', text, { language })).record.medicalBills;

describe('a balance owed is kept beside the total', () => {
  it.each([
    ['en', 'the ER came to 2,600 and I still owe 950 after insurance', 2600, 950],
    ['en', 'surgery bill was 18k, my balance is 1,400', 18_000, 1400],
    ['en', 'urgent care charged 780, there is 200 left to pay', 780, 200],
    ['es', 'la cuenta de urgencias fue de 3.700 y todavía debo 1.100', 3700, 1100],
    ['es', 'el hospital cobró 6.200, el seguro pagó casi todo y me quedan 450', 6200, 450],
    ['es', 'la ambulancia fue 1.300 y tengo un saldo de 300', 1300, 300],
  ] as [Language, string, number, number][])('%s: "%s"', async (language, text, total, owed) => {
    const bills = await read(text, language);
    expect(bills?.total).toBe(total);
    expect(bills?.paid).toContainEqual({ payer: 'unpaid', amount: owed });
  });

  it.each([
    ['en', 'the hospital bill was 4,300, insurance paid 3,000 of it'],
    ['en', 'the clinic charged 640 and I paid it all myself'],
    ['es', 'la cuenta fue de 2.900 y ya la pagué'],
    ['es', 'debo como 4 mil del hospital'],
  ] as [Language, string][])('%s: "%s" keeps no balance', async (language, text) => {
    const bills = await read(text, language);
    expect(bills?.paid.some((part) => part.payer === 'unpaid')).toBe(false);
  });

  it('a balance larger than the total is not kept', async () => {
    const bills = await read('the bill was 900 and I still owe 1,500', 'en');
    expect(bills?.paid.some((part) => part.payer === 'unpaid' && part.amount === 1500)).toBe(false);
  });

  it('says the balance as still owed', () => {
    const value = { total: 2600, paid: [{ payer: 'unpaid' as const, amount: 950 }] };
    expect(medicalBillsFact.describe(value, 'en')).toBe('$2,600, still owed $950');
    expect(medicalBillsFact.describe(value, 'es')).toBe('$2,600, pendiente $950');
  });
});
