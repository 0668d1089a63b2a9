import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

/**
 * A unit of a building ("4B", "apt 12") is where someone lives, never the party at fault or the
 * owner of a property; a name beside it is the party (decision 0244). Sentences written for
 * these tests, never taken from a visitor or a corpus.
 */
const read = async (question: 'atFaultParty' | 'propertyOwner', text: string, language: 'en' | 'es' = 'en') =>
  (
    await readTurn(question, text, {
      language,
      context: { caseType: question === 'atFaultParty' ? 'dog_bite' : 'slip_fall' },
    })
  ).record;

describe('a unit code in an answer about who', () => {
  it.each([
    ['atFaultParty', 'the boxer from 6D', 'en'],
    ['atFaultParty', "unit 2A's rottweiler", 'en'],
    ['atFaultParty', 'the man in apt 31', 'en'],
    ['atFaultParty', 'el perro del depto 5', 'es'],
    ['propertyOwner', 'unit 8', 'en'],
    ['propertyOwner', 'apt 4C I think', 'en'],
  ] as const)('%s: "%s" stores no unit as the party', async (question, text, language) => {
    const record = await read(question, text, language);
    for (const value of [record.atFaultParty, record.propertyOwner]) expect(value ?? '').not.toMatch(/\d/);
  });

  it('keeps a name beside the unit', async () => {
    expect((await read('atFaultParty', 'Denise in 6D')).atFaultParty).toBe('Denise');
    expect((await read('atFaultParty', 'the guy in apt 31')).atFaultParty).toBe('the guy');
  });
});
