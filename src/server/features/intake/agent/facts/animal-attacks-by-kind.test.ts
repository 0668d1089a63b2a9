import { describe, expect, it } from 'vitest';

import type { Language } from '../../../../../contracts/case-record';
import { readTurn } from '../../testing/read-turn';

import { tellsAnimalAttack } from './case-type.fact';

/**
 * Decision 0307: an animal attack is read from the animal's kind or breed and what it did, in
 * either language, without the word "dog" ("un pitbull me agarró la pierna", "a mule kicked
 * me"); a car, an athlete or a tool named like an animal is none. Sentences written for this
 * test.
 */
describe('an animal attack told by the animal', () => {
  it.each([
    ['un pitbull me agarró la pierna cuando sacaba la basura', 'es'],
    ['el rottweiler de la vecina se brincó la cerca y me atacó', 'es'],
    ['me pateó una mula en el rancho de mi compadre', 'es'],
    ['un gato callejero me arañó la mano y se me infectó', 'es'],
    ['el toro se salió del corral y me embistió', 'es'],
    ['una yegua me tumbó y me pisó el tobillo', 'es'],
    ['me atacó un dogo argentino en el parque', 'es'],
    ['a mule kicked me in the thigh at my cousins farm', 'en'],
    ['a stray cat scratched my arm open at the bus stop', 'en'],
    ['the neighbors rottie lunged at me over the fence', 'en'],
    ['a billy goat rammed me at the county fair', 'en'],
    ['our landlords boxer jumped on me and knocked me down', 'en'],
  ] as const)('"%s" is an animal attack', async (text, language: Language) => {
    expect(tellsAnimalAttack(text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase(), language)).toBe(
      true,
    );
    const { record } = await readTurn(null, text, { language, context: {} });
    expect(record.caseType).toBe('dog_bite');
  });

  it.each([
    ['un gato', 'es'],
    ['el caballo', 'es'],
    ['un pastor alemán del vecino', 'es'],
    ['a pit bull', 'en'],
    ['the neighbors cat', 'en'],
  ] as const)('to "what happened?", "%s" is an animal attack', async (text, language: Language) => {
    const { record } = await readTurn('caseType', text, { language, context: {} });
    expect(record.caseType).toBe('dog_bite');
  });

  it.each([
    ['A Jaguar rear-ended me at a red light', 'en'],
    ['a Mustang ran the stop sign and hit my car', 'en'],
    ['a boxer at my gym punched me during sparring and broke my nose', 'en'],
    ['a Ram pickup rammed my car in the lot', 'en'],
    ['the pastor shoved me down the church steps', 'en'],
    ['I slipped on cat litter spilled in the aisle', 'en'],
    ['un Mustang me chocó por detrás en el semáforo', 'es'],
    ['me caí del caballito de madera en el parque', 'es'],
    ['el boxer me pegó en la pelea del gimnasio', 'es'],
  ] as const)('"%s" is no animal attack', async (text, language: Language) => {
    expect(tellsAnimalAttack(text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase(), language)).toBe(
      false,
    );
    const { record } = await readTurn(null, text, { language, context: {} });
    expect(record.caseType).not.toBe('dog_bite');
  });
});
