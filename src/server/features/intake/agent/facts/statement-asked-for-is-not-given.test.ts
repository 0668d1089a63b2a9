import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

/**
 * Decision 0320: a recorded statement the other side's insurer asks for, or the visitor asks
 * about, is not one given, even after a yes to the statement question and in plainer words
 * ("they keep asking for one", "me la están pidiendo"). Sentences written for this test.
 */
const auto = { caseType: 'auto' } as const;

describe('a statement asked for is never a statement given', () => {
  it.each([
    ['recordedStatement', 'yes they keep asking for one', 'en'],
    ['recordedStatement', 'yeah their adjuster wants a statement from me', 'en'],
    ['recordedStatement', 'yes, they called wanting a statement. should I give one?', 'en'],
    ['recordedStatement', 'sí, me la están pidiendo', 'es'],
    ['recordedStatement', 'sí, quieren que les dé una declaración', 'es'],
    ['photos', 'the other guys insurance keeps calling for a recorded statement', 'en'],
    ['photos', 'me están pidiendo una declaración grabada, ¿se la doy?', 'es'],
  ] as const)('to %s: "%s" is not given', async (question, text, language) => {
    const { record } = await readTurn(question, text, { context: auto, language });
    expect(record.recordedStatement).not.toBe(true);
  });
});

describe('a statement given stays given (negatives)', () => {
  it.each([
    ['recordedStatement', 'yes, they recorded the call last week', 'en'],
    ['recordedStatement', 'sí, ya se la di', 'es'],
    ['photos', 'I gave them a recorded statement on the phone', 'en'],
    ['recordedStatement', 'they asked me for a recorded statement and I gave them one', 'en'],
  ] as const)('to %s: "%s" is given', async (question, text, language) => {
    const { record } = await readTurn(question, text, { context: auto, language });
    expect(record.recordedStatement).toBe(true);
  });
});
