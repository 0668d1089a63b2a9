import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

/**
 * Issue 23, class 5: not being able to pay a lawyer, or not having talked to one, is not having
 * one. Sentences written for this test, in both languages, with and without the lawyer question.
 */
describe('a lawyer they cannot afford or have not talked to is no lawyer', () => {
  it.each([
    ['i cant afford a lawyer', 'en'],
    ['I can’t afford an attorney right now', 'en'],
    ['cant afford one', 'en'],
    ['no, could not afford one', 'en'],
    ['honestly i couldnt pay for a lawyer even if i wanted', 'en'],
    ['no money for a lawyer', 'en'],
    ['i dont have the money to hire an attorney', 'en'],
    ['haven’t talked to any attorney', 'en'],
    ['havent talked to any lawyer yet', 'en'],
    ['not yet, too expensive', 'en'],
    ['no tengo abogado', 'es'],
    ['no tengo dinero para un abogado', 'es'],
    ['no puedo pagar un abogado', 'es'],
    ['no me alcanza para uno', 'es'],
    ['no he hablado con ningún abogado', 'es'],
  ] as const)('asked: %s', async (text, language) => {
    const read = await readTurn('priorAttorney', text, { context: { caseType: 'auto' }, language });
    expect(read.record.priorAttorney, text).toBe(false);
  });

  it.each([
    ['photos', 'yes i took some. i cant afford a lawyer tho', 'en'],
    ['witnesses', 'nobody, and I cannot afford an attorney anyway', 'en'],
    ['medicalBills', 'around 4000 and no money for a lawyer either', 'en'],
    ['witnesses', 'nadie vio. y no puedo pagar un abogado', 'es'],
  ] as const)('in passing, %s ← %s', async (question, text, language) => {
    const read = await readTurn(question, text, { context: { caseType: 'auto' }, language });
    expect(read.record.priorAttorney, text).toBe(false);
  });

  it('reads it in the first message too', async () => {
    const read = await readTurn(null, 'a van hit my car in Boise on monday and i cant afford a lawyer');
    expect(read.record.priorAttorney).toBe(false);
  });

  it('still hears a lawyer they have, and money they cannot pay for something else', async () => {
    expect((await readTurn('priorAttorney', 'yes, I signed with one last week')).record.priorAttorney).toBe(
      true,
    );
    const bills = await readTurn('medicalBills', 'about 3000 and i cant pay it', {
      context: { caseType: 'auto' },
    });
    expect(bills.record.priorAttorney).toBeUndefined();
    for (const text of [
      'what do you charge? i cant pay anything up front',
      'is there a fee? I can’t afford to pay upfront',
    ]) {
      const fees = await readTurn('priorAttorney', text, { context: { caseType: 'auto' } });
      expect(fees.record.priorAttorney, text).toBeUndefined();
    }
    expect(bills.record.medicalBills?.total).toBe(3000);
  });
});
