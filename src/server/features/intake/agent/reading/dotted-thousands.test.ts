import { describe, expect, it } from 'vitest';

import type { Language } from '../../../../../contracts/case-record';
import { packFor } from '../../language/packs';
import { readTurn } from '../../testing/read-turn';

import { commasForDottedThousands, findAmounts } from './numbers';

/**
 * Decision 0372: a dot followed by exactly three digits separates thousands in Spanish ("45.000
 * dólares" is 45,000), and in English only before a Spanish money word; a dot with one or two
 * digits stays a decimal ("1.5 mil" is 1,500, "$12.50" is twelve fifty). Sentences written for
 * this test.
 */
const moneyIn = (text: string, language: Language) =>
  findAmounts(text, language, packFor(language).reading.numbers)
    .filter((amount) => !amount.isNotMoney)
    .map((amount) => amount.value);

describe('a dot before three digits separates thousands in Spanish', () => {
  it.each([
    ['la cuenta del hospital llegó a 38.000 dólares', 38_000],
    ['unos 14.700 pesos, perdón, dólares', 14_700],
    ['gano 1.350 a la semana', 1350],
    ['la operación costó 1.250.000', 1_250_000],
    ['fueron como 2.5 mil', 2500],
  ])('es: "%s" is %d', (text, value) => {
    expect(moneyIn(text, 'es')).toEqual([value]);
  });

  it.each([
    ['the clinic said 27.000 dolares', 27_000],
    ['my copay was $12.50', 12.5],
    ['parking at the hospital was $7.25 a day', 7.25],
  ])('en: "%s" is %d', (text, value) => {
    expect(moneyIn(text, 'en')).toEqual([value]);
  });

  it.each([
    ['es', 'trabajaba 3.5 horas extra al día'],
    ['es', 'fue el 12.03.2025 en la mañana'],
    ['en', 'I rested 3.5 hours'],
    ['en', 'the router is at 192.168.100.254'],
  ] as [Language, string][])('%s: "%s" holds no thousands', (language, text) => {
    expect(moneyIn(text, language).filter((value) => value >= 1000)).toEqual([]);
  });

  it('keeps the offsets: a dot becomes a comma, nothing else moves', () => {
    const text = 'debo 3.400 y pagué 1.5 mil, llamé al 555.201.3344';
    const rewritten = commasForDottedThousands(text, 'es');
    expect(rewritten).toBe('debo 3,400 y pagué 1.5 mil, llamé al 555.201.3344');
    expect(rewritten).toHaveLength(text.length);
    expect(commasForDottedThousands('about 3.400 total', 'en')).toBe('about 3.400 total');
  });

  it.each([
    ['medicalBills', 'la cuenta de emergencias fue de 41.500 dólares', 41_500],
    ['medicalBills', 'el hospital me cobró 6.450 en total', 6450],
    ['medicalBills', 'unos 14.700 pesos, digo dólares, de la ambulancia y el hospital', 14_700],
  ] as const)('es %s: "%s" is read as %d', async (question, text, total) => {
    const { record } = await readTurn(question, text, { language: 'es' });
    expect(record.medicalBills?.total).toBe(total);
  });

  it('es: a weekly wage with a dot is a rate in thousands', async () => {
    const { record } = await readTurn('lostWages', 'falté dos semanas y gano 1.150 a la semana', {
      language: 'es',
      context: { caseType: 'auto', employer: 'Pintura Ramos' },
    });
    expect(record.lostWages?.rate).toEqual({ amount: 1150, per: 'week' });
    expect(record.lostWages?.total).toBe(2300);
  });

  it.each([
    ['en', 'the urgent care copay was $12.50', 12.5],
    ['es', 'pagué de mi bolsillo $18.75 por la receta', 18.75],
  ] as [Language, string, number][])('%s: "%s" keeps its cents', async (language, text, value) => {
    const { record } = await readTurn('outOfPocket', text, { language });
    expect(record.outOfPocket).toBe(value);
  });

  it.each([
    ['en', 'it happened back in 2024, the bills were 2,300'],
    ['es', 'fue en marzo de 2024, la cuenta fue de 2.300'],
  ] as [Language, string][])('%s: a year is no money: "%s"', async (language, text) => {
    const { record } = await readTurn('medicalBills', text, { language });
    expect(record.medicalBills?.total).toBe(2300);
  });
});

/** Decision 0392: cents after a comma, the Spanish way, with or without dotted thousands. */
describe('a comma before one or two digits is the cents in Spanish', () => {
  it.each([
    ['la cuenta de urgencias fue de 6.320,40 dólares', 6320.4],
    ['pagué 95,50 de las medicinas', 95.5],
    ['el hospital me cobra 12.075,9', 12075.9],
    ['la grúa costó 310,25', 310.25],
  ])('es: "%s" is %d', (text, value) => {
    expect(moneyIn(text, 'es')).toEqual([value]);
  });

  it.each([
    ['es', 'la terapia fue de 1,500 dólares', 1500],
    ['en', 'the ambulance was $1,250', 1250],
    ['en', 'the copay was 20,50 at the pharmacy', null],
  ] as const)('%s: "%s" keeps its comma', (language, text, value) => {
    const found = moneyIn(text, language);
    if (value === null) expect(found).not.toContain(20.5);
    else expect(found).toEqual([value]);
  });
});

/** Decision 0395: after a dollar sign, a dot before three digits is thousands in any language. */
describe('a dot before three digits after a dollar sign is thousands in English too', () => {
  it.each([
    ['i was making $1.350 a week before this', 1350],
    ['the truck repair came to $18.600', 18_600],
    ['the hospital wants $104.250 from me', 104_250],
    ['they quoted $ 2.900 for the bumper', 2900],
  ])('en: "%s" is %d', (text, value) => {
    expect(moneyIn(text, 'en')).toEqual([value]);
  });

  it.each([
    ['my copay was $12.50', 12.5],
    ['the pills were $9.99 at the pharmacy', 9.99],
  ])('en: "%s" keeps its cents (%d)', (text, value) => {
    expect(moneyIn(text, 'en')).toEqual([value]);
  });
});
