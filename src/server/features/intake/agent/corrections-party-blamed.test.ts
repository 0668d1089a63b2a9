import { describe, expect, it } from 'vitest';

import type { Language } from '../../../../contracts/case-record';
import { readTurn } from '../testing/read-turn';

/**
 * Issue 23, class 4 (decision 0150): at the read-back, "no, my cousin didn't cause anything, it's
 * the fault of <the party>" sets the party at fault (and the owner of a place that was the
 * cousin) to the one named. Sentences written for this test.
 */
const readBack = (text: string, party: string, language: Language, withOwner = true) =>
  readTurn('readBack', text, {
    language,
    context: { caseType: 'slip_fall', atFaultParty: party, ...(withOwner ? { propertyOwner: party } : {}) },
  });

describe('the party blamed in a reply to the read-back', () => {
  it.each([
    [
      'no, mi tía no causó nada, es la culpa de la administración del edificio',
      'my aunt',
      /administraci[oó]n del edificio/,
      'es',
    ],
    [
      'no, mi primo no tuvo la culpa, fue culpa de los apartamentos Sierra Vista',
      'my cousin',
      /apartamentos Sierra Vista/,
      'es',
    ],
    [
      'no no, la culpa es de la compañía que limpia el edificio, mi vecina no hizo nada',
      'my neighbor',
      /compañía que limpia/,
      'es',
    ],
    [
      "no, my uncle didn't cause anything, it's the fault of the property management company",
      'my uncle',
      /property management company/,
      'en',
    ],
    [
      'no, my sister had nothing to do with it, the fault is with the Harbor View apartments',
      'my sister',
      /Harbor View apartments/,
      'en',
    ],
  ] as const)('%s', async (text, party, named, language) => {
    const turn = await readBack(text, party, language);
    expect(turn.record.atFaultParty, text).toMatch(named);
    expect(turn.record.propertyOwner, text).toMatch(named);
    expect(turn.acknowledgement ?? '', text).toMatch(named);
  });

  it('an owner that was someone else stays', async () => {
    const turn = await readTurn('readBack', 'no, mi primo no causó nada, es culpa del conserje', {
      language: 'es',
      context: { caseType: 'slip_fall', atFaultParty: 'my cousin', propertyOwner: 'the mall' },
    });
    expect(turn.record.atFaultParty).toMatch(/conserje/);
    expect(turn.record.propertyOwner).toBe('the mall');
  });

  it('"no fue culpa de nadie" names no party', async () => {
    const turn = await readBack('no fue culpa de nadie, fue un accidente', 'my cousin', 'es', false);
    expect(turn.record.atFaultParty).toBe('my cousin');
  });
});
