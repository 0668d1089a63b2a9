import { describe, expect, it } from 'vitest';

import type { QuestionKey } from '../agent';
import { readTurn } from '../../testing/read-turn';

/**
 * A negated perfect or a "todavía"/"yet" denial is a no to the yes/no fact asked, never a yes;
 * not knowing to the insurer question is unknown, never "None". Sentences written for these tests.
 */

const read = (question: QuestionKey, text: string, language: 'en' | 'es') =>
  readTurn(question, text, { language });

describe('a denial in the perfect or with "yet"', () => {
  it.each([
    ['recordedStatement', 'todavía no les he dado ninguna grabación', 'es'],
    ['recordedStatement', 'aún no he hablado con el ajustador de ellos', 'es'],
    ['recordedStatement', 'no les he dicho nada todavía', 'es'],
    ['releaseSigned', 'no he firmado ningún papel', 'es'],
    ['releaseSigned', 'todavía no firmo nada de la aseguradora', 'es'],
    ['recordedStatement', "I haven't given the adjuster anything yet", 'en'],
    ['releaseSigned', 'I have not signed anything from them', 'en'],
    ['releaseSigned', "nope, haven't signed a thing", 'en'],
  ] as const)('%s: "%s" is a no', async (question, text, language) => {
    expect((await read(question, text, language)).record[question]).toBe(false);
  });

  it.each([
    ['recordedStatement', 'sí, ya les di una declaración grabada', 'es'],
    ['releaseSigned', 'yes, I already signed their release', 'en'],
  ] as const)('%s: "%s" is still a yes', async (question, text, language) => {
    expect((await read(question, text, language)).record[question]).toBe(true);
  });
});

describe('not knowing the other side’s insurer', () => {
  it.each([
    ['no sé', 'es'],
    ['no sé si tenía seguro', 'es'],
    ['idk', 'en'],
    ['no idea if the driver had insurance', 'en'],
  ] as const)('"%s" is unknown, never None', async (text, language) => {
    const result = await read('otherPartyInsurer', text, language);
    expect(result.record.otherPartyInsurer).toBeUndefined();
    expect(result.outcome).toBe('unknown');
  });

  it.each([
    ['he had no insurance at all', 'en'],
    ['no tenía seguro, me dijo la policía', 'es'],
  ] as const)('"%s" is no insurer, said so', async (text, language) => {
    const result = await read('otherPartyInsurer', text, language);
    expect(result.outcome).not.toBe('unknown');
  });
});
