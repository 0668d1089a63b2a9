import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

/**
 * A negative quantifier as the object denies the deed (decision 0300): "I signed nothing", "I
 * gave them no statement", "no firmé ninguno". Followed by an exceptive ("nothing but the
 * release", "nada más que el finiquito") the deed was done: that is the safe reading, as a
 * signed release missed is the costlier mistake. Sentences written for this test.
 */
describe('a negative quantifier as the object is a no', () => {
  it.each([
    ['releaseSigned', 'No, I have signed nothing', 'en'],
    ['releaseSigned', 'I signed nothing at all', 'en'],
    ['releaseSigned', "I've signed none of the papers they mailed", 'en'],
    ['releaseSigned', 'we signed zero forms from them', 'en'],
    ['releaseSigned', 'no he firmado nada', 'es'],
    ['releaseSigned', 'no firmé ninguno de esos papeles', 'es'],
    ['recordedStatement', 'I have given them nothing', 'en'],
    ['recordedStatement', 'I gave none', 'en'],
    ['recordedStatement', 'no les di nada', 'es'],
    ['photos', 'I took none', 'en'],
    ['photos', 'no tomé ninguna', 'es'],
    ['priorAttorney', 'I have hired nobody yet', 'en'],
  ] as const)('%s: "%s"', async (question, text, language) => {
    const { record } = await readTurn(question, text, { context: { caseType: 'auto' }, language });
    expect(record[question]).toBe(false);
  });

  it.each([
    ['releaseSigned', 'I signed nothing but the release', 'en'],
    ['releaseSigned', "I didn't sign anything except their release form", 'en'],
    ['releaseSigned', 'no firmé nada más que el finiquito', 'es'],
    ['releaseSigned', 'no firmé nada excepto el finiquito', 'es'],
    ['releaseSigned', 'yes I signed the release, nothing else', 'en'],
    ['releaseSigned', 'I signed it, no question about that', 'en'],
    ['photos', 'we took nothing but a video of the car', 'en'],
  ] as const)('%s: "%s" stays a yes', async (question, text, language) => {
    const { record } = await readTurn(question, text, { context: { caseType: 'auto' }, language });
    expect(record[question]).toBe(true);
  });

  it.each([
    ['releaseSigned', 'I signed nothing, but they keep calling me', 'en'],
    ['releaseSigned', 'nada, pero ellos me siguen llamando', 'es'],
  ] as const)('%s: "%s" excepts nothing: a no', async (question, text, language) => {
    const { record } = await readTurn(question, text, { context: { caseType: 'auto' }, language });
    expect(record[question]).toBe(false);
  });
});
