import { describe, expect, it } from 'vitest';

import type { Language } from '../../../../contracts/case-record';
import { readTurn } from '../testing/read-turn';

import type { QuestionKey } from './agent';

/**
 * A bill corrected after an apology ("perdón la cuenta fue X no Y", "sorry the ER bill was X not
 * Y") replaces the bill held and is said back; "perdón" is no "perdí", so the amount is no lost
 * pay (decision 0324). Sentences written for this test.
 */
const read = (question: QuestionKey, text: string, bills: number, language: Language) =>
  readTurn(question, text, { language, context: { caseType: 'auto', medicalBills: bills } });

describe('a bill corrected after an apology', () => {
  it.each([
    ['readBack', 'perdón la cuenta fue 4700 no 7400', 7400, 4700, 'es'],
    ['readBack', 'perdon el total del hospital fue de 1850, no de 1580', 1580, 1850, 'es'],
    ['witnesses', 'nadie. perdona, la cuenta de urgencias fue 2900 no 9200', 9200, 2900, 'es'],
    ['readBack', 'sorry the urgent care bill was 760 not 670', 670, 760, 'en'],
    ['photos', 'none. sorry, the hospital bill came to 8,300 not 3,800', 3800, 8300, 'en'],
  ] as const)(
    '%s: "%s" makes the bill %i → %i and says it back',
    async (question, text, held, total, language) => {
      const { record, acknowledgement } = await read(question, text, held, language);
      expect(record.medicalBills?.total).toBe(total);
      expect(record.lostWages?.total).toBeUndefined();
      expect(acknowledgement ?? '').toContain(total.toLocaleString('en-US'));
    },
  );

  it.each([
    ['lostWages', 'perdí como 650 de sueldo', 650],
    ['lostWages', 'perdimos unos 1400 de salario', 1400],
  ] as const)('%s: "%s" is still pay lost', async (question, text, total) => {
    const { record } = await read(question, text, 2000, 'es');
    expect(record.lostWages?.total).toBe(total);
    expect(record.medicalBills?.total).toBe(2000);
  });
});
