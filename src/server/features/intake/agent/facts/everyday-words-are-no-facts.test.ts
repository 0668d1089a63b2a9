import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

/** Words that carry no fact of their own, written for this test: terms of address, a price's percent, Spanglish. */
describe('a term of address is no name', () => {
  it.each([
    ['employer', "Sweetie, I'm retired, I haven't worked in years", 'en'],
    ['employer', 'hon I already told you, I am on disability', 'en'],
    ['employer', 'mijo, ya le dije que estoy jubilado', 'es'],
    ['atFaultParty', 'buddy, idk', 'en'],
  ] as const)('%s: "%s" stores no party', async (question, text, language) => {
    const read = await readTurn(question, text, { context: { caseType: 'workplace' }, language });
    expect(read.record[question]).toBeUndefined();
  });

  it('still reads the name that follows it', async () => {
    const read = await readTurn('employer', 'dear, I clean rooms at the Marriott downtown', {
      context: { caseType: 'workplace' },
    });
    expect(read.record.employer).toMatch(/marriott/i);
  });
});

describe('a percent of a price or a rate is no share of the fault', () => {
  it.each([
    ['ownFaultPercent', 'they mailed me a 25% off coupon and said sorry', 'en'],
    ['settlementOffer', 'the manager gave me 10 percent discount, nothing else', 'en'],
    ['ownFaultPercent', 'me ofrecieron un descuento de 30% y ya', 'es'],
  ] as const)('%s: "%s"', async (question, text, language) => {
    const read = await readTurn(question, text, { context: { caseType: 'product_liability' }, language });
    expect(read.record.ownFaultPercent).toBeUndefined();
  });

  it('still reads a share the visitor gives themselves', async () => {
    const read = await readTurn('ownFaultPercent', 'honestly maybe 15 percent on me, I was rushing', {
      context: { caseType: 'auto' },
    });
    expect(read.record.ownFaultPercent).toBe(15);
  });
});

describe('English words inside Spanish answers keep the Spanish negation', () => {
  // An employer without comp is its own fact, not "not working at the time" (decision 0166).
  it.each(['mi jefe no tiene workers comp', 'en la compañía no hay workers comp'])(
    '"%s" → the employer carries no comp',
    async (text) => {
      const read = await readTurn('workersComp', text, {
        context: { caseType: 'workplace' },
        language: 'es',
      });
      expect(read.record.employerHasComp).toBe(false);
      expect(read.record.workersComp).not.toBe(false);
    },
  );

  it('"sí, el patrón sí tiene workers comp y ya puse el claim" → working, with comp', async () => {
    const read = await readTurn('workersComp', 'sí, el patrón sí tiene workers comp y ya puse el claim', {
      context: { caseType: 'workplace' },
      language: 'es',
    });
    expect(read.record.workersComp).toBe(true);
    expect(read.record.employerHasComp).toBeUndefined();
  });
});
