import { describe, expect, it } from 'vitest';

import { readTurn } from '../testing/read-turn';

/**
 * Decision 0214: the visitor's own share of the bills ("my part", a copay they paid) is what
 * they paid, never the bills' whole total and never lost; pay lost said as "about $N lost"
 * beside the days missed is that pay, in any answer. Every sentence was written for this test.
 */
const read = (question: Parameters<typeof readTurn>[0], text: string, language: 'en' | 'es' = 'en') =>
  readTurn(question, text, { context: { caseType: 'auto' }, language });

describe("the visitor's own share of the bills", () => {
  it.each([
    ['the hospital charged 9,400, Cigna took care of most, my part was around 1,100', 9400, 1100],
    ['it came to 6k total and my share was about 700', 6000, 700],
    ['5,200 for the ER, insurance paid most, what I owed was roughly 450', 5200, 450],
    ['la cuenta fue de 7000, el seguro pagó casi todo, mi parte fue como 600', 7000, 600],
  ] as const)('"%s": the total stays whole, the share is paid by the visitor', async (text, total, share) => {
    const language = /cuenta/.test(text) ? 'es' : 'en';
    const { record } = await read('medicalBills', text, language);
    expect(record.medicalBills?.total).toBe(total);
    expect(record.medicalBills?.paid).toContainEqual({ payer: 'self', amount: share });
  });

  it.each([
    ['outOfPocket', 'only my $35 copay at urgent care', 35],
    ['medicalBills', 'no idea of the total, I paid a $60 copay', 60],
    ['outOfPocket', 'the copay was $45 and I paid it that day', 45],
    ['medicalBills', 'Humana handled it, I only paid the $90 copay', 90],
    ['outOfPocket', 'nada más el copago de $25', 25],
  ] as const)('%s: "%s" is a copay the visitor paid', async (question, text, paid) => {
    const language = /copago/.test(text) ? 'es' : 'en';
    const { record } = await read(question, text, language);
    expect(record.outOfPocket).toBe(paid);
    expect(record.medicalBills?.total).not.toBe(paid);
  });

  it.each([
    ['medicalBills', 'about 3,500, and my copay is $30 per visit'],
    ['healthInsurance', 'Aetna, and the copay is $20 each appointment'],
    ['healthInsurance', 'Molina, my deductible is $2,000'],
    ['medicalBills', 'around 4,000 and the insurance will pay it'],
  ] as const)('%s: "%s" tells no payment of the visitor', async (question, text) => {
    const { record } = await read(question, text);
    expect(record.outOfPocket).toBeUndefined();
    expect(record.medicalBills?.paid ?? []).not.toContainEqual(expect.objectContaining({ payer: 'self' }));
  });
});

describe('pay lost said after its figure', () => {
  it.each([
    ['employer', 'a print shop. I missed 5 days so far, about $900 lost', 900, 5],
    ['workersComp', 'no. I was out 2 weeks, about $1,600 lost', 1600, 14],
    ['employer', 'Costco, missed 4 days, roughly 640 dollars lost', 640, 4],
    ['lostWages', 'around $1,200 lost, I missed 8 days', 1200, 8],
  ] as const)('%s: "%s"', async (question, text, total, days) => {
    const { record } = await read(question, text);
    expect(record.lostWages?.total).toBe(total);
    expect(record.lostWages?.daysMissed).toBe(days);
  });

  it.each([
    ['propertyDamage', 'the $300 bracelet I had on is lost'],
    ['injuries', 'a broken rib and about 15 lost pounds'],
    ['witnesses', 'no one, the guy said he had 200 lost calls that day'],
    ['employer', 'a bakery, I have not missed any work'],
  ] as const)('%s: "%s" tells no pay lost', async (question, text) => {
    const { record } = await read(question, text);
    expect(record.lostWages?.total ?? 0).toBe(0);
  });
});
