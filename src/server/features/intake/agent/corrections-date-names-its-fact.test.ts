import { describe, expect, it } from 'vitest';

import type { Language } from '../../../../contracts/case-record';
import type { LabelFacts } from '../testing/reading-corpus';
import { readTurn } from '../testing/read-turn';

import type { QuestionKey } from './agent';

/**
 * Decision 0274, class 2: a correction names its fact. A date said with words of buying is the
 * purchase's and never the incident's; a date said with words of the harm is the incident's. When
 * the date we hold is given as the purchase's, the incident date is said anew. Sentences written
 * for this test.
 */
const product = (incidentDate: string): LabelFacts =>
  ({
    caseType: 'product_liability',
    incidentDate,
    product: 'space heater',
    injuries: ['burned forearm'],
  }) as LabelFacts;

const turn = (question: QuestionKey, text: string, incidentDate: string, language: Language = 'en') =>
  readTurn(question, text, { language, context: product(incidentDate) });

describe('the incident date held was the purchase date', () => {
  it.each([
    ['photos', 'no, I got it in February, it caught fire in May', '2026-05'],
    ['witnesses', 'nope, I purchased it in February and it exploded in May', '2026-05'],
    ['readBack', 'no, February is when I bought it, it blew up in May', '2026-05'],
    ['photos', 'no, lo compré en febrero, se incendió en mayo', '2026-05'],
  ] as const)('%s ← "%s"', async (question, text, month) => {
    const read = await turn(question, text, '2026-02', text.includes('compré') ? 'es' : 'en');
    expect(read.record.incidentDate?.from.slice(0, 7)).toBe(month);
    expect(read.corrected).toContain('incidentDate');
  });
});

describe('a date of buying never moves the incident date', () => {
  it.each([
    ['witnesses', 'actually I bought it on February 9'],
    ['readBack', 'no, I purchased it in February'],
    ['photos', 'sorry, I ordered it back in January'],
    ['readBack', 'no, lo compré el 9 de febrero'],
    ['photos', 'en realidad lo compré en enero'],
  ] as const)('%s ← "%s"', async (question, text) => {
    const read = await turn(question, text, '2026-05-20', /compré/.test(text) ? 'es' : 'en');
    expect(read.record.incidentDate).toEqual({ from: '2026-05-20', to: '2026-05-20', precision: 'day' });
    expect(read.corrected ?? []).not.toContain('incidentDate');
  });

  it('what broke is the product, never an injury said back', async () => {
    const read = await turn('readBack', 'no, I got it in February, it broke in May', '2026-02');
    expect(read.record.injuries).toEqual(['burned forearm']);
    expect(read.acknowledgement ?? '').not.toMatch(/broke/);
  });

  it('a date of the harm said on its own still corrects', async () => {
    const read = await turn('readBack', 'no, it caught fire in May', '2026-02');
    expect(read.record.incidentDate?.from.slice(0, 7)).toBe('2026-05');
  });
});
