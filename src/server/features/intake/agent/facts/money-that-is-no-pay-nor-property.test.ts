import { describe, expect, it } from 'vitest';

import type { Language } from '../../../../../contracts/case-record';
import type { QuestionKey } from '../agent';
import { readTurn } from '../../testing/read-turn';

/**
 * Decision 0423. The visitor's own medical coverage told with its limit (PIP, MedPay) is coverage,
 * never property damage; help at home paid for by someone not working is what they spend, never
 * pay lost nor a wage. Sentences written for this test.
 */
const turn = (question: QuestionKey, text: string, language: Language = 'en', context = {}) =>
  readTurn(question, text, { context: { caseType: 'auto', ...context }, language });

describe('a PIP or MedPay limit is no property damage', () => {
  it.each([
    ['propertyDamage', 'not sure, but I have $5,000 of PIP coverage', 'en'],
    ['propertyDamage', "don't know yet, my med pay limit is 10,000", 'en'],
    ['ownCoverage', 'yes, MedPay with a $5,000 limit', 'en'],
    ['propertyDamage', 'no sé, tengo PIP de 10 mil', 'es'],
    ['ownCoverage', 'sí, mi póliza tiene gastos médicos hasta 5 mil', 'es'],
  ] as const)('%s ← "%s"', async (question, text, language) => {
    const { record } = await turn(question, text, language);
    expect(record.propertyDamage?.amount).toBeUndefined();
    expect(record.medicalBills).toBeUndefined();
  });

  it.each([
    ['propertyDamage', 'the body shop says $3,400 to fix it', 'en', 3400],
    ['propertyDamage', 'my PIP covers the doctor, the bumper repair was $1,900', 'en', 1900],
  ] as const)('%s ← "%s" is still the damage', async (question, text, language, amount) => {
    const { record } = await turn(question, text, language);
    expect(record.propertyDamage?.amount).toBe(amount);
  });
});

describe('a retiree’s paid help at home is no lost pay', () => {
  const retired = { lostWages: 'retired' };
  it.each([
    ['lostWages', "I'm retired, but I had to pay someone $300 a week to help me at home", 'en'],
    ['lostWages', 'I am retired. I paid a home aide $20 an hour for 4 weeks', 'en'],
    ['outOfPocket', 'I hired a housekeeper at $25 an hour since I can’t bend', 'en'],
    [
      'lostWages',
      'estoy jubilado, pero pagué $250 a la semana a una persona para que me ayudara en casa',
      'es',
    ],
    ['lostWages', 'no trabajo, soy jubilada, le pago 200 a la semana a una cuidadora', 'es'],
  ] as const)('%s ← "%s"', async (question, text, language) => {
    const { record } = await turn(question, text, language, retired);
    expect(record.lostWages?.rate).toBeUndefined();
    expect(record.lostWages?.total ?? 0).toBe(0);
  });

  it.each([
    ['lostWages', 'I work as a home aide, $20 an hour, missed 5 days', 'en', 800],
    ['lostWages', 'soy cuidadora, gano 600 a la semana y falté 2 semanas', 'es', 1200],
  ] as const)('%s ← "%s": a carer’s own wage is still pay', async (question, text, language, total) => {
    const { record } = await turn(question, text, language);
    expect(record.lostWages?.total).toBe(total);
  });
});
