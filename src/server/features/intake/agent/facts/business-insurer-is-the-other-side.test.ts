import { describe, expect, it } from 'vitest';

import type { LabelFacts } from '../../testing/reading-corpus';
import { readTurn } from '../../testing/read-turn';

/**
 * Decision 0346: the insurer of the business or of the property owner, named in an answer in a
 * fall or a work injury, is the other side's insurer, however it is told (the owner's insurance,
 * an adjuster or a caller from it, "el seguro de la tienda"). The visitor's own employer, comp and
 * health plan are not. Sentences written for this test.
 */
const read = async (
  question: 'witnesses' | 'photos' | 'medicalBills' | 'otherPartyInsurer' | null,
  text: string,
  context: LabelFacts,
  language: 'en' | 'es' = 'en',
) => (await readTurn(question, text, { context, language })).record;

const fall = { caseType: 'slip_fall' } as const;
const work = { caseType: 'workplace' } as const;

describe("the business's or the owner's insurer is the other side's", () => {
  it.each([
    ['the laundromat insurance is Travelers, they already sent a letter', fall, 'en', 'Travelers'],
    ["the landlord's insurer is Allstate", fall, 'en', 'Allstate'],
    ['yes, and a guy from Liberty Mutual called on behalf of the gym', fall, 'en', 'Liberty Mutual'],
    ["no pictures. the restaurant's adjuster from Chubb left me a voicemail", fall, 'en', 'Chubb'],
    ["the warehouse owner's insurance company is Zurich", work, 'en', 'Zurich'],
    ['la aseguradora de la panadería es Mapfre', fall, 'es', 'Mapfre'],
    ['una muchacha de Travelers me llamó de parte del supermercado', fall, 'es', 'Travelers'],
  ] as const)('"%s"', async (text, context, language, insurer) => {
    const question = context.caseType === 'workplace' ? 'photos' : 'witnesses';
    expect((await read(question, text, context, language)).otherPartyInsurer).toBe(insurer);
  });

  it('told in the first message of a fall', async () => {
    const record = await read(
      null,
      'I tripped over a hose at a garden center in Eugene, Oregon on November 9 and cracked my kneecap. The store insurance is Nationwide.',
      {},
    );
    expect(record.otherPartyInsurer).toBe('Nationwide');
  });
});

describe('not the other side (negatives)', () => {
  it.each([
    ['I clean offices for a living and my insurance is Cigna', fall, 'en'],
    ["my company's insurance is The Hartford", work, 'en'],
    ['the workers comp carrier for the company is Sentry', work, 'en'],
    ['a lady from the store called to check on me', fall, 'en'],
    ['someone from Brightline Staffing called me', work, 'en'],
    ['mi seguro médico es Molina, lo tengo por mi trabajo', fall, 'es'],
  ] as const)('"%s" names no other side\'s insurer', async (text, context, language) => {
    expect((await read('photos', text, context, language)).otherPartyInsurer).toBeUndefined();
  });
});
