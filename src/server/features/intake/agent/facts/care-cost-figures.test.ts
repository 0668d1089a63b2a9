import { describe, expect, it } from 'vitest';

import type { QuestionKey } from '../agent';
import { readTurn } from '../../testing/read-turn';

/**
 * Decision 0268: a figure without a dollar sign is money when its words say what care came to,
 * and a figure shaped like a year is money when it is given as a cost. Sentences written for
 * this test, never taken from a visitor or a corpus.
 */
const billsOf = async (question: QuestionKey, text: string, language: 'en' | 'es' = 'en') =>
  (await readTurn(question, text, { context: { caseType: 'auto' }, language })).record.medicalBills?.total;

describe('a figure said as what care came to is the medical bills, asked or not', () => {
  it.each([
    ['ownFaultPercent', 'the urgent care was like 350, the rest i have no idea', 350],
    ['witnesses', 'oh and the ambulance ride came to around 950', 950],
    ['priorAttorney', 'no lawyer. the chiropractor has been 1500 so far', 1500],
    ['photos', 'not really, the mri alone cost me 1200 though', 1200],
    ['policeReport', 'yes they came. the er charged me 2300 for a few hours', 2300],
    ['witnesses', 'my physical therapy is 600 already', 600],
  ] as const)('to %s: "%s" → %i', async (question, text, total) => {
    expect(await billsOf(question, text)).toBe(total);
  });

  it.each([
    ['ownFaultPercent', 'la terapia salio en unos 900', 900],
    ['witnesses', 'la ambulancia me cobro como 1100', 1100],
    ['priorAttorney', 'no tengo abogado, la consulta fue 250', 250],
    ['photos', 'no, pero la resonancia me costo 1400', 1400],
  ] as const)('in Spanish, to %s: "%s" → %i', async (question, text, total) => {
    expect(await billsOf(question, text, 'es')).toBe(total);
  });

  it.each([
    ['witnesses', 'the hospital was 20 minutes away'],
    ['priorAttorney', 'my doctor was 45 minutes late to the appointment'],
    ['witnesses', 'the er was packed, like 40 people waiting'],
    ['photos', 'the surgery was 3 hours long'],
    ['ownFaultPercent', 'therapy is 2 times a week'],
    ['witnesses', 'la clinica estaba a 15 minutos'],
  ] as const)('a figure with a unit or a small count is no cost: to %s, "%s"', async (question, text) => {
    expect(await billsOf(question, text, /clinica/.test(text) ? 'es' : 'en')).toBeUndefined();
  });
});

describe('a figure shaped like a year is money when it is given as a cost', () => {
  it.each([
    ['medicalBills', 'about 2000'],
    ['medicalBills', 'around 2000 so far'],
    ['medicalBills', 'the bill was 2000'],
    ['medicalBills', 'the hospital charged 2000 for one night'],
    ['witnesses', 'the hospital bill was 2000'],
    ['ownFaultPercent', 'the er visit was about 2000'],
  ] as const)('to %s: "%s" → 2000', async (question, text) => {
    expect(await billsOf(question, text)).toBe(2000);
  });

  it('in Spanish: "unos 2000 hasta ahora" → 2000', async () => {
    expect(await billsOf('medicalBills', 'unos 2000 hasta ahora', 'es')).toBe(2000);
  });

  it.each([
    ['ownFaultPercent', 'the surgery was back in 2019 on my other knee'],
    ['medicalBills', 'i had surgery in 2021 but that was a different thing'],
    ['medicalBills', 'since 2024 i have paid nothing for it'],
    ['witnesses', 'the hospital was built in 2010'],
    ['medicalBills', 'me operaron en 2022 de otra cosa'],
  ] as const)('a year led by its words stays a year: to %s, "%s"', async (question, text) => {
    expect(await billsOf(question, text, /operaron/.test(text) ? 'es' : 'en')).toBeUndefined();
  });
});
