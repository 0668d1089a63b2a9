import { describe, expect, it } from 'vitest';

import { moneyFigureOf } from './money-figures';
import { readTurn } from '../../testing/read-turn';
import type { LabelFacts } from '../../testing/reading-corpus';

/**
 * Decision 0359. Sentences written for this test. The year of a date ("in December 2025", "March
 * of 2024", "en diciembre de 2025") is never an amount of money, whatever money question it
 * answers: no offer, bill, wage loss or damage of $2,025.
 */
const crash: LabelFacts = { caseType: 'auto', incidentDate: '2025-11-02' };

describe('the year of a date is no money', () => {
  it.each([
    ['settlementOffer', 'They made an offer in December 2025 but I turned it down.', 'en'],
    ['settlementOffer', 'Nos ofrecieron algo en diciembre de 2025 y dijimos que no.', 'es'],
    ['medicalBills', 'The bills started coming approximately in March of 2026.', 'en'],
    ['medicalBills', 'Las cuentas del hospital llegaron en enero del 2026.', 'es'],
    ['lostWages', 'I stopped working in December 2025.', 'en'],
    ['lostWages', 'Dejé de trabajar el 3 de diciembre de 2025.', 'es'],
    ['propertyDamage', 'The car was fixed in January 2026.', 'en'],
    ['propertyDamage', 'The body shop had it until March 3, 2026.', 'en'],
  ] as const)('%s: "%s"', async (question, text, language) => {
    const { record } = await readTurn(question, text, { context: crash, language });
    expect(moneyFigureOf(question, record)).toBeUndefined();
  });
});

describe('amounts beside a dated year are still read (negatives)', () => {
  it.each([
    ['settlementOffer', 'In December 2025 they offered $2,500.', 'en', 2500],
    ['medicalBills', 'The ER bill was 2000 dollars in March of 2026.', 'en', 2000],
    ['lostWages', 'Perdí 2000 dólares en enero de 2026.', 'es', 2000],
    ['propertyDamage', 'The repair was about 2025.', 'en', 2025],
  ] as const)('%s: "%s"', async (question, text, language, figure) => {
    const { record } = await readTurn(question, text, { context: crash, language });
    expect(moneyFigureOf(question, record)).toBe(figure);
  });
});
