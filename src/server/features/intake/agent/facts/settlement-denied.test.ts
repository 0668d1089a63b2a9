import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

/**
 * A reply that first denies the very thing asked about ("no money offered", "ninguna oferta")
 * answers the settlement question as a plain no does, however it goes on, so the question is
 * not put again. Sentences written for this test.
 */
describe('an offer denied in words answers the settlement question', () => {
  it.each([
    ['en', 'No money offered. The adjuster from their side never even called me.'],
    ['en', 'nothing offered yet, progressive just sent a letter saying they got my claim'],
    ['en', 'no offers. my own insurance paid for the tow truck though'],
    ['en', 'not a dime so far, they keep saying it is under review'],
    ['en', 'Nobody has offered me anything. They only asked for my medical records.'],
    ['en', 'zero offers, just a lot of phone calls from them'],
    ['es', 'ninguna oferta todavía, solo me llamaron para preguntar cómo estaba'],
    ['es', 'no me han ofrecido nada. el seguro del otro carro no contesta'],
    ['es', 'nada de dinero, solo papeles que no he firmado'],
  ] as const)('%s: %s', async (language, text) => {
    const read = await readTurn('settlementOffer', text, { language, context: { caseType: 'auto' } });
    expect(read.outcome).toBe('answered');
    expect(read.record.settlementOffer).toBeUndefined();
  });

  it.each([
    ['en', 'they offered me 4,000 and I said no'],
    ['es', 'me ofrecieron 3000 pero no acepté'],
  ] as const)('an offer named with its amount is still stored: %s', async (language, text) => {
    const read = await readTurn('settlementOffer', text, { language, context: { caseType: 'auto' } });
    expect(read.record.settlementOffer).toBeGreaterThan(0);
  });

  it.each([
    ['en', 'what do you mean by an offer?'],
    ['en', 'the other driver was speeding'],
    ['en', 'no real offer, just a lowball of $2,500 on the phone'],
  ] as const)(
    'a reply that denies no offer, or names an amount beside the denial, is not taken as a no: %s',
    async (language, text) => {
      const read = await readTurn('settlementOffer', text, { language, context: { caseType: 'auto' } });
      expect(read.outcome).not.toBe('answered');
    },
  );
});
