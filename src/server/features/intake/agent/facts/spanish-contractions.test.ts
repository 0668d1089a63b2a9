import { describe, expect, it } from 'vitest';

import { emptyCaseRecord } from '../../../../../contracts/case-record';

import { factRegistry } from './registry';
import { contractArticles } from './name-follow-up';

/**
 * A held party or product put in a Spanish question contracts its article (decision 0354):
 * "de el supermercado" is "del supermercado". Values written for this test.
 */
describe('Spanish contractions in our questions', () => {
  it.each([
    ['¿Sabe el nombre de el taller?', '¿Sabe el nombre del taller?'],
    ['¿Sabe la marca de el calentador?', '¿Sabe la marca del calentador?'],
    ['se lo dijo a el gerente', 'se lo dijo al gerente'],
    ['de el dueño y de el vecino', 'del dueño y del vecino'],
  ])('%s', (text, said) => {
    expect(contractArticles(text)).toBe(said);
  });

  it.each(['vive cerca de El Paso', 'se lo di a él', 'la casa de ella', 'de elote'])(
    'leaves "%s" alone',
    (text) => {
      expect(contractArticles(text)).toBe(text);
    },
  );

  it('asks the name of a place held only as a kind with "del"', () => {
    const record = {
      ...emptyCaseRecord(),
      language: 'es' as const,
      caseType: 'slip_fall' as const,
      propertyOwner: 'un supermercado',
    };
    const followUp = factRegistry.propertyOwner.followUp!;
    expect(followUp.lacks(record)).toBe(true);
    expect(followUp.question.es(record)).toMatch(/^¿Sabe el nombre del supermercado,/);
  });

  it.each([
    ['the neighbor', 'Me dijo que era el perro del vecino.'],
    ['my neighbor', 'Me dijo que era el perro de su vecino.'],
  ])('says a dog owner kept in English ("%s") in Spanish', (owner, said) => {
    const record = {
      ...emptyCaseRecord(),
      language: 'es' as const,
      caseType: 'dog_bite' as const,
      propertyOwner: owner,
    };
    expect(factRegistry.propertyOwner.question!.es(record)).toMatch(new RegExp(`^${said}`));
  });

  it('asks in general words for a place kept in English that the lexicon cannot say in Spanish', () => {
    const record = {
      ...emptyCaseRecord(),
      language: 'es' as const,
      caseType: 'slip_fall' as const,
      propertyOwner: 'a bowling alley',
    };
    expect(factRegistry.propertyOwner.followUp!.question.es(record)).toMatch(/^¿Sabe el nombre del lugar,/);
  });
});
