import { describe, expect, it } from 'vitest';

import { partyIn } from '../../testing/party-in';
import { readTurn } from '../../testing/read-turn';
import { checkPartyPhrase } from './validators';

/**
 * Decision 0278: Spanish and Spanglish visitors name a party in English inside a Spanish phrase
 * ("el gato de the landlord", "la store", "mi supervisor"). A Spanish chat reads the English
 * words of the party lexicon and the English determiners it lends, and keeps the party in
 * English, as the record keeps roles. Sentences written for this test.
 */

describe('a party said in English inside a Spanish phrase', () => {
  it.each([
    ['el perro de the neighbors me mordió en la calle', 'the neighbors'],
    ['el pitbull de the landlord me atacó en el patio', 'the landlord'],
    ['mi boss me empujó contra la máquina', 'my boss'],
    ['the driver del otro carro me chocó por atrás', 'the driver of the other car'],
    ['la company nunca arregló el piso mojado', 'the company'],
  ])('"%s" names %s', (text, party) => {
    expect(partyIn(text, 'es')).toBe(party);
  });

  it('keeps the party in English when it is the answer to who was at fault', async () => {
    const { record } = await readTurn('atFaultParty', 'the manager de la tienda nunca puso un letrero', {
      language: 'es',
      context: { caseType: 'slip_fall' },
    });
    expect(record.atFaultParty).toBe('the manager of the store');
  });

  it('takes the owner of an animal named in English in a Spanish story', async () => {
    const { record } = await readTurn(
      null,
      'Se escapó el perro de the neighbor y me mordió el tobillo en la banqueta.',
      { language: 'es', context: {} },
    );
    expect(record.caseType).toBe('dog_bite');
    expect(record.atFaultParty).toBe('the neighbor');
  });

  it('passes the party check in a Spanish chat', () => {
    for (const phrase of ['the neighbor', 'my boss', 'the company']) {
      expect(checkPartyPhrase(phrase, 'es')).toMatchObject({ isValid: true, value: phrase });
    }
  });
});

describe('Spanish words that only begin like an English party word name no one (negatives)', () => {
  it.each([
    'guardé todos los papeles del hospital',
    'me caí en la tienda porque el piso estaba mojado',
    'a mi me duele la espalda desde el choque',
    'me chocó por atrás y me lastimé el cuello',
  ])('"%s"', (text) => {
    expect(partyIn(text, 'es')).toBeUndefined();
  });
});
