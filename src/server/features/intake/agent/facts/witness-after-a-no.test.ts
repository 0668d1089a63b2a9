import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

/**
 * A no that opens an answer before a comma answers the question asked; someone who saw it, told
 * after the comma, is still a witness. Sentences written for this test.
 */
const witnesses = async (
  question: 'photos' | 'policeReport' | 'witnesses',
  text: string,
  language: 'en' | 'es' = 'en',
) => (await readTurn(question, text, { language, context: { caseType: 'auto' } })).record.witnesses;

describe('a witness told after an opening no', () => {
  it.each([
    ['photos', 'no, but a bus driver pulled over and saw it'],
    ['policeReport', 'nope, a jogger saw the whole thing though'],
    ['photos', 'no. a lady across the street saw it'],
    ['witnesses', 'no, well actually a mailman saw it'],
  ] as const)('%s ← %s', async (question, text) => {
    expect(await witnesses(question, text), text).toBe(true);
  });

  it.each([
    ['photos', 'no, pero un señor que pasaba lo vio todo'],
    ['policeReport', 'no, un camionero se paró y vio el choque'],
  ] as const)('es: %s ← %s', async (question, text) => {
    expect(await witnesses(question, text, 'es'), text).toBe(true);
  });

  it.each([
    ['witnesses', 'no, nobody saw it'],
    ['witnesses', 'no, no witnesses'],
    ['witnesses', 'no, I was alone on the road'],
    ['photos', 'no, I saw it happen but had no phone'],
  ] as const)('no witness: %s ← %s', async (question, text) => {
    expect(await witnesses(question, text), text).not.toBe(true);
  });

  it('no witness in Spanish', async () => {
    expect(await witnesses('witnesses', 'no, nadie lo vio', 'es')).toBe(false);
  });
});
