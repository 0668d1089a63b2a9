import { describe, expect, it } from 'vitest';

import type { FactKey, Language } from '../../../../contracts/case-record';
import type { LabelFacts } from '../testing/reading-corpus';
import { readTurn } from '../testing/read-turn';

import type { QuestionKey } from './agent';

/**
 * Decision 0274, class 3: thanks, filler and fragments are never corrections. A correction needs
 * a value of the fact's type: words that end mid-sentence ("…because", "…porque", "…de") or that
 * only thank or take back are no value, and the value held stays. Sentences written for this test.
 */
const contexts: Record<string, LabelFacts> = {
  fall: { caseType: 'slip_fall', propertyOwner: 'Kroger', injuries: ['bruised hip'] } as LabelFacts,
  work: { caseType: 'workplace', employer: 'Delta Freight', injuries: ['strained back'] } as LabelFacts,
  product: {
    caseType: 'product_liability',
    product: 'blender',
    manufacturer: 'Vortek',
    injuries: ['cut finger'],
  } as LabelFacts,
  clinic: { caseType: 'medical_malpractice', provider: 'Dr. Osei', injuries: ['nerve damage'] } as LabelFacts,
};

const turn = (context: string, question: QuestionKey, text: string, language: Language) =>
  readTurn(question, text, { language, context: contexts[context] });

describe('a fragment is no correction', () => {
  it.each([
    ['fall', 'propertyOwner', 'actually the landlord because', 'en', 'Kroger'],
    ['work', 'employer', 'no no, la empresa porque', 'es', 'Delta Freight'],
    ['product', 'manufacturer', 'en realidad el fabricante de', 'es', 'Vortek'],
    ['clinic', 'provider', 'actually the nurse and', 'en', 'Dr. Osei'],
    ['work', 'employer', 'muchas gracias, en realidad la empresa que', 'es', 'Delta Freight'],
  ] as const)('%s: %s ← "%s"', async (context, question, text, language, held) => {
    const read = await turn(context, question, text, language);
    const value = String(read.record[question as FactKey]);
    // The value held stays, or the value the words do name ("the landlord"), never the fragment.
    expect(value === held || !/because|porque|actually|gracias|realidad|\b(?:de|and|que)$/i.test(value)).toBe(
      true,
    );
    expect(read.acknowledgement ?? '').not.toMatch(/because|porque|actually|gracias,|\b(?:de|and|que)\./i);
  });

  it.each([
    ['work', 'readBack', 'gracias, muy amable', 'es'],
    ['fall', 'readBack', 'ok thanks so much', 'en'],
    ['product', 'readBack', 'gracias. pues', 'es'],
    ['clinic', 'readBack', 'thank you, and', 'en'],
  ] as const)(
    '%s: thanks to the read-back corrects nothing ("%s")',
    async (context, question, text, language) => {
      const read = await turn(context, question, text, language);
      expect(read.corrected ?? []).toEqual([]);
    },
  );

  it.each([
    // Negatives: a value said in full still corrects.
    ['work', 'employer', 'actually I work for Bolt Logistics', 'en', 'Bolt Logistics'],
    ['fall', 'propertyOwner', 'no no, el dueño es Safeway', 'es', 'Safeway'],
    ['product', 'manufacturer', 'actually the maker is Hamilton Beach', 'en', 'Hamilton Beach'],
    ['clinic', 'provider', 'en realidad fue la Dra. Ruiz', 'es', 'Dra. Ruiz'],
  ] as const)('%s: %s ← "%s" still corrects', async (context, question, text, language, value) => {
    const read = await turn(context, question, text, language);
    expect(String(read.record[question as FactKey])).toContain(value);
  });
});
