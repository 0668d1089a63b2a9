import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

/**
 * Asked whether a doctor said any of it may last, "Dr. Lee did not say so" is a no (decision
 * 0442): it was not put again in other words. Lasting harm told in the same answer still wins,
 * and not knowing stays unknown. Sentences written for this test.
 */
const answer = async (text: string, language: 'en' | 'es' = 'en') =>
  (
    await readTurn('permanentInjury', text, {
      language,
      context: { caseType: 'slip_fall', injuries: ['sprained wrist'] },
    })
  ).record;

describe('nobody said any of it may last', () => {
  it.each([
    ['Dr. Lee did not say so. She thinks the therapy will help.', 'en'],
    ['nobody said anything like that to me', 'en'],
    ['the doctors never mentioned it', 'en'],
    ['they have not told me anything about that', 'en'],
    ['the doctor didnt say so, hopefully not', 'en'],
    ["he didn't mention anything like that", 'en'],
    ['el doctor no me dijo nada de eso', 'es'],
    ['la doctora nunca dijo eso', 'es'],
  ] as const)('"%s" is a no', async (text, language) => {
    const record = await answer(text, language);
    expect(record.permanentInjury).toBe(false);
    expect(record.unknowns).not.toContain('permanentInjury');
  });

  it.each([
    ['he did not say it was permanent, but he warned I may never get full motion back', 'en'],
    ['the surgeon never said it would heal, she said the scar is here to stay', 'en'],
  ] as const)('lasting harm told beside it wins: "%s"', async (text, language) => {
    expect((await answer(text, language)).permanentInjury).toBe(true);
  });

  it.each([
    ["I don't know, he didn't say", 'en'],
    ['no sé, no me dijeron', 'es'],
  ] as const)('not knowing stays unknown: "%s"', async (text, language) => {
    const record = await answer(text, language);
    expect(record.permanentInjury).toBeUndefined();
    expect(record.unknowns).toContain('permanentInjury');
  });
});
