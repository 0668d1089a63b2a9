import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';
import type { LabelFacts } from '../../testing/reading-corpus';

/**
 * An offer is no bill (decision 0244): a figure taken up by offer words is the settlement offer,
 * even when told alone before them, and a message that says a stored bill figure was the offer
 * moves it. Sentences written for these tests, never taken from a visitor or a corpus.
 */
const read = async (
  question: 'medicalBills' | 'lostWages' | 'priorInjuries',
  text: string,
  language: 'en' | 'es' = 'en',
  context: LabelFacts = { caseType: 'auto' },
) => (await readTurn(question, text, { language, context })).record;

describe('an offer told to the question about bills', () => {
  it.each([
    ['roughly 7k, they offered that over the phone', 'en', 7000],
    ['$3,200. that is what the adjuster offered', 'en', 3200],
    ['unos 4 mil, eso me ofrecieron por carta', 'es', 4000],
    ['their adjuster offered me $2,500', 'en', 2500],
  ] as const)('"%s" is the offer', async (text, language, offer) => {
    const record = await read('medicalBills', text, language);
    expect(record.settlementOffer).toBe(offer);
    expect(record.medicalBills?.total).toBeUndefined();
  });

  it('keeps a figure the next clause only says came from care', async () => {
    const record = await read('medicalBills', 'about 14k, the hospital sent that');
    expect(record.medicalBills?.total).toBe(14000);
    expect(record.settlementOffer).toBeUndefined();
  });
});

describe('a bill figure that was the offer, moved later', () => {
  const stored: LabelFacts = { caseType: 'auto', medicalBills: 7000 };
  it.each([
    [
      'lostWages',
      'hold on, the $7,000 was their offer, not my bills, the bills are closer to $41,000',
      'en',
      41000,
    ],
    [
      'medicalBills',
      'the 7k was what State Farm offered, not the medical bills. the bills were about 41k',
      'en',
      41000,
    ],
    [
      'priorInjuries',
      'los 7 mil fueron la oferta del seguro, no las facturas; las facturas son como 41 mil',
      'es',
      41000,
    ],
    ['lostWages', 'the 7000 was the offer, not my bills', 'en', undefined],
  ] as const)('%s: "%s" moves it', async (question, text, language, bills) => {
    const record = await read(question, text, language, stored);
    expect(record.settlementOffer).toBe(7000);
    expect(record.medicalBills?.total).toBe(bills);
  });

  it('moves nothing when the figure is something else that is not the bills', async () => {
    const record = await read('lostWages', 'I lost about 3000 in pay, not my bills', 'en', stored);
    expect(record.medicalBills?.total).toBe(7000);
    expect(record.settlementOffer).toBeUndefined();
  });
});
