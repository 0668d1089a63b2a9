import { describe, expect, it } from 'vitest';

import type { FactKey } from '../../../../contracts/case-record';
import { readTurn } from '../testing/read-turn';

/**
 * Decision 0316. A held no that a later message tells as a yes, in a clause of its own, is what
 * the visitor remembered; a counterfactual ("I should have taken pictures") tells neither way.
 * Sentences written for this test.
 */
const later = (key: FactKey, text: string, language: 'en' | 'es' = 'en') =>
  readTurn('healthInsurance', text, { context: { caseType: 'slip_fall', [key]: false } as never, language });

describe('a no remembered as a yes later in the chat', () => {
  it.each<[FactKey, string]>([
    ['witnesses', 'oh and my neighbor Dale saw me fall, I forgot'],
    ['witnesses', 'actually a lady in line saw the whole thing'],
    ['witnesses', 'my son was with me and he saw it happen'],
    ['photos', 'I do have photos, my daughter took some that day'],
    ['photos', 'turns out my husband took pictures of the spill'],
  ])('%s: %s', async (key, text) => {
    const read = await later(key, text);
    expect(read.record[key]).toBe(true);
  });

  it.each(['ah, mi vecina sí vio cuando me caí', 'una señora vio como me resbalé', 'el cajero me vio caer'])(
    'in Spanish: %s',
    async (text) => {
      const read = await later('witnesses', text, 'es');
      expect(read.record.witnesses).toBe(true);
    },
  );

  it.each([
    'yo vi cuando se cayó el letrero',
    'no vi cuando pasó, estaba distraída',
    'el doctor me vio ayer en la clínica',
    'mi esposo vio que tenía el tobillo morado',
  ])('the visitor seeing it is no witness: %s', async (text) => {
    const read = await later('witnesses', text, 'es');
    expect(read.record.witnesses).toBe(false);
  });

  it.each<[FactKey, string]>([
    ['witnesses', 'my wife saw the bruises the next day'],
    ['witnesses', 'nobody saw it, my brother only saw me afterwards'],
    ['photos', 'I should have taken pictures'],
    ['photos', 'the store has cameras I think'],
    ['incidentReport', 'should I have asked them to write it up?'],
    ['incidentReport', 'I wish I had made them write a report'],
    ['priorAttorney', 'my cousin is a lawyer but I have not talked to him'],
  ])('%s stays no: %s', async (key, text) => {
    const read = await later(key, text);
    expect(read.record[key]).toBe(false);
  });
});

describe('a counterfactual tells neither yes nor no', () => {
  it.each<[FactKey, string, 'en' | 'es']>([
    ['photos', 'i should have taken pictures', 'en'],
    ['photos', 'i shoulda snapped a photo of the floor', 'en'],
    ['incidentReport', 'i wish i had asked the manager for an incident report', 'en'],
    ['photos', "we should've taken pics right then", 'en'],
    ['photos', 'debí tomar fotos del piso', 'es'],
    ['photos', 'ojalá hubiera sacado fotos', 'es'],
  ])('%s: %s', async (key, text, language) => {
    const read = await readTurn('healthInsurance', text, { context: { caseType: 'slip_fall' }, language });
    expect(read.record[key]).not.toBe(true);
  });

  it.each<[FactKey, string]>([
    ['photos', 'i took pictures of the floor'],
    ['incidentReport', 'the manager wrote an incident report'],
    ['photos', 'i should have taken more, but i did take two pictures'],
  ])('a plain statement still reads yes: %s', async (key, text) => {
    const read = await readTurn('healthInsurance', text, { context: { caseType: 'slip_fall' } });
    expect(read.record[key]).toBe(true);
  });
});
