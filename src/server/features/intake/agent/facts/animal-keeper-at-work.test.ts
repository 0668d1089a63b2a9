import { describe, expect, it } from 'vitest';

import type { Language } from '../../../../../contracts/case-record';

import { readTurn } from '../../testing/read-turn';
import { ownsAnimal } from '../reading/parties';

/**
 * An animal's keeper is someone besides the employer (decision 0206), though "owner" is a word of
 * the employer's side ("the owner of the shop"). Every sentence is written for these tests.
 */
describe('the keeper of an animal', () => {
  it('is told apart from the owner of a business', () => {
    for (const value of [
      'the owner of a dog',
      'the owner of the pit bull',
      'the owner of a boarded dog',
      'el dueño del perro',
      'the owners of two horses',
    ])
      expect(ownsAnimal(value)).toBe(true);
    for (const value of [
      'the owner of the shop',
      'the owner',
      'el dueño de la tienda',
      'the dog walker',
      'my boss, the owner of the kennel',
    ])
      expect(ownsAnimal(value)).toBe(false);
  });

  it('is a party besides the employer when a work injury is told', async () => {
    const cases: [string, Language][] = [
      ['a dog at the customer house bit me on the porch', 'en'],
      ['a boarded dog bit my face while I was cleaning the kennel', 'en'],
      ['a horse kicked me in the ribs while I was fixing the fence', 'en'],
      ['the pit bull at the last stop attacked me', 'en'],
      ['un perro se salio de la casa y me mordio la pierna', 'es'],
    ];
    for (const [text, language] of cases) {
      const { record } = await readTurn('atFaultParty', text, {
        context: { caseType: 'workplace' },
        language,
      });
      expect(record.thirdPartyInvolved).toBe(true);
      expect(ownsAnimal(record.thirdParty ?? '')).toBe(true);
    }
  });

  it('leaves the employer out, and the owner of the business too', async () => {
    const cases: [string, Language][] = [
      ['the owner pushed me into the oven', 'en'],
      ['the owner of the bakery pushed me into the oven', 'en'],
      ['my boss dropped a crate on my foot', 'en'],
      ['el dueño del restaurante me empujo', 'es'],
    ];
    for (const [text, language] of cases) {
      const { record } = await readTurn('atFaultParty', text, {
        context: { caseType: 'workplace' },
        language,
      });
      expect(record.thirdParty).toBeUndefined();
    }
  });
});
