import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

/**
 * Decision 0152: a device put in as care after an injury is not the case's cause. Outside a
 * product case, a device counts when its own sentence tells it failing. Sentences written for
 * this test.
 */
describe('a medical device is the cause only when it failed', () => {
  it.each([
    ['treatment', 'she had a partial hip replacement and now she is in rehab', 'en'],
    ['treatment', 'they did a total knee replacement two days later', 'en'],
    ['treatment', 'le pusieron una prótesis de cadera y ahora está en terapia', 'es'],
  ] as const)('care: %s ← %s', async (question, text, language) => {
    const read = await readTurn(question, text, { language, context: { caseType: 'medical_malpractice' } });
    expect(read.record.medicalDevice, text).toBeUndefined();
  });

  it.each([
    ['treatment', 'the hip replacement they put in came loose and had to be redone', 'en'],
    ['treatment', 'my knee implant was recalled last spring', 'en'],
    ['treatment', 'the mesh eroded and perforated my bowel', 'en'],
    ['treatment', 'la prótesis salió defectuosa y me la tuvieron que quitar', 'es'],
  ] as const)('cause: %s ← %s', async (question, text, language) => {
    const read = await readTurn(question, text, { language, context: { caseType: 'medical_malpractice' } });
    expect(read.record.medicalDevice, text).toBe(true);
  });

  it('in a product case the device named is the product', async () => {
    const read = await readTurn('treatment', 'it was a hip implant from that company', {
      context: { caseType: 'product_liability' },
    });
    expect(read.record.medicalDevice).toBe(true);
  });
});
