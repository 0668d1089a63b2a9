import { describe, expect, it } from 'vitest';

import type { QuestionKey } from '../agent';
import { readTurn } from '../../testing/read-turn';

/**
 * Asked what care is still to come (issue 22): a figure said beside care words is what that
 * care will cost, not the bills so far; a quote said of a damaged thing is its damage.
 * Sentences written for these tests.
 */

const answer = async (question: QuestionKey, text: string, language: 'en' | 'es' = 'en') =>
  (await readTurn(question, text, { context: { caseType: 'auto' } as never, language })).record;

describe('care still to come, with its cost', () => {
  it.each([
    ['my orthopedist wants to replace the hip, roughly 45,000', 45000],
    ['another operation on the wrist, maybe 12k', 12000],
    ['the therapist thinks six more months of therapy, about 9 thousand', 9000],
  ])('"%s" is future care of %i, not a bill', async (text, amount) => {
    const record = await answer('futureMedical', text);
    expect(record.futureMedical).toBe(amount);
    expect(record.medicalBills).toBeUndefined();
  });

  it.each([
    ['el cirujano dice que me van a operar la espalda, como 35 mil', 35000],
    ['sí, más terapia, unos 6 mil dólares', 6000],
  ])('"%s" (es) is future care of %i', async (text, amount) => {
    const record = await answer('futureMedical', text, 'es');
    expect(record.futureMedical).toBe(amount);
    expect(record.medicalBills).toBeUndefined();
  });

  it('a bill already run up, told to the same question, stays a bill', async () => {
    const record = await answer('futureMedical', 'the hospital bill so far is 8,000, nothing planned');
    // "nothing planned" says no care is to come (decision 0231): none, and the 8,000 is no part of it.
    expect(record.futureMedical).toBe(0);
    expect(record.medicalBills?.total).toBe(8000);
  });
});

describe('a quote for a damaged thing', () => {
  it.each([
    ['the body shop quoted 3,800 for my truck', 3800],
    ['they gave me an estimate of 2,100 to fix the bike', 2100],
  ])('"%s" is property damage of %i', async (text, amount) => {
    const record = await answer('propertyDamage', text);
    expect(record.propertyDamage?.amount).toBe(amount);
    expect(record.futureMedical).toBeUndefined();
  });
});
