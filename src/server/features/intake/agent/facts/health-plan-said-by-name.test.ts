import { describe, expect, it } from 'vitest';

import type { QuestionKey } from '../agent';
import { chatTurns, questionsLeft } from '../../testing/chat-turns';
import { readTurn } from '../../testing/read-turn';

/**
 * Sentences written for this test (issue "no re-asks of what was already said", class 3). A
 * health plan named by its name or program, to the health question or beside another answer
 * ("X paid the rest"), is the visitor's health insurer, so the health question is not put.
 */
describe('a health plan said by its name settles the health insurer', () => {
  it.each([
    ['healthInsurance', 'caresource medicaid', 'en', 'CareSource'],
    ['healthInsurance', 'I have Medicaid', 'en', 'Medicaid'],
    ['healthInsurance', 'Medicare and a supplement', 'en', 'Medicare'],
    ['healthInsurance', 'Tricare', 'en', 'TRICARE'],
    ['healthInsurance', 'Kaiser', 'en', 'Kaiser Permanente'],
    ['healthInsurance', 'tengo Medi-Cal', 'es', 'Medi-Cal'],
    ['healthInsurance', 'el seguro del trabajo, Aetna', 'es', 'Aetna'],
    ['medicalBills', 'about $3,000, bcbs paid the rest', 'en', 'Blue Cross Blue Shield'],
    ['medicalBills', 'around 5k and Tricare covered most', 'en', 'TRICARE'],
    ['treatment', 'urgent care and an MRI, Aetna covered most', 'en', 'Aetna'],
    ['anythingElse', 'Kaiser covered most of it', 'en', 'Kaiser Permanente'],
  ] as const)('%s: "%s"', async (key, text, language, plan) => {
    const { record } = await readTurn(key as QuestionKey, text, {
      context: { caseType: 'slip_fall' },
      language,
    });
    expect(record.healthInsurance).toBe(plan);
  });

  it('is not asked after "bcbs paid the rest" to the bills question', async () => {
    const { record, state, asked } = await chatTurns(
      'I tripped on a broken step at a pharmacy in Dayton, Ohio on November 3, 2026 and broke my wrist. I went to urgent care.',
      { medicalBills: 'about 900, bcbs paid the rest', '*': 'no' },
      { turns: 15 },
    );
    expect(asked).toContain('medicalBills');
    expect(record.healthInsurance).toBe('Blue Cross Blue Shield');
    expect([...asked, ...(await questionsLeft(record, state))]).not.toContain('healthInsurance');
  });
});
