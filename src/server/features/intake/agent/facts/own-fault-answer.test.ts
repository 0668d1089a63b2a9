import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

const shareFrom = async (text: string, caseType = 'auto') =>
  (await readTurn('ownFaultPercent', text, { context: { caseType } })).record.ownFaultPercent;

// Sentences written for this test: the answer to "could the other side blame you?".
describe('own fault is 0 % only when the answer says so', () => {
  it.each([
    ['no, I was sitting at the red light'],
    ['nope'],
    ['the other driver ran the stop sign'],
    ['They removed the wrong tooth and the dentist admitted it'],
  ])('"%s" is 0 %%', async (text) => {
    expect(await shareFrom(text, text.includes('tooth') ? 'medical_malpractice' : 'auto')).toBe(0);
  });

  it.each([
    ['hang on, my sister is calling me'],
    ['my kids are not home yet so I can type'],
    ['maybe, I might have been going a little fast'],
    ['no sé, puede ser'],
    ['why do you need to know that?'],
  ])('"%s" gives no share', async (text) => {
    expect(await shareFrom(text)).toBeUndefined();
  });
});
