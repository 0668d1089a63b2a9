import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

/**
 * Decision 0444. Money the visitor paid themself for supplies (a brace, the pharmacy, crutches)
 * is out of pocket, not the medical bills; and "I have not seen the bill yet" says the bills are
 * not known yet. Sentences written for this test.
 */
const toBills = (text: string, language: 'en' | 'es' = 'en') =>
  readTurn('medicalBills', text, {
    language,
    context: { caseType: 'slip_fall', injuries: ['sprained wrist'] },
  });

describe('paid by the visitor for supplies', () => {
  it.each([
    ['I have paid about $30 myself for a wrist brace', 30, 'en'],
    ['spent like $25 at the drugstore on ice packs and tape', 25, 'en'],
    ['I paid $60 myself for a knee brace', 60, 'en'],
    ['pagué yo misma 35 dólares en la farmacia', 35, 'es'],
    ['pagué 40 dólares de mi propio bolsillo en la farmacia', 40, 'es'],
  ] as const)('%s', async (text, amount, language) => {
    const { record } = await toBills(text, language);
    expect(record.outOfPocket).toBe(amount);
    expect(record.medicalBills?.total).toBeUndefined();
  });

  it.each([
    ['the ER bill was $2,300', 2300],
    ['urgent care charged $180 for the visit and x-rays', 180],
  ])('a bill stays the bills: %s', async (text, amount) => {
    const { record } = await toBills(text);
    expect(record.medicalBills?.total).toBe(amount);
    expect(record.outOfPocket).toBeUndefined();
  });
});

describe('a bill not seen yet', () => {
  it.each([
    'I have not seen the bill yet',
    'I have not seen the urgent care bill yet, they billed my insurance',
  ])('%s', async (text) => {
    const { record } = await toBills(text);
    expect(record.medicalBills).toBeUndefined();
    expect(record.unknowns).toContain('medicalBills');
  });
});
