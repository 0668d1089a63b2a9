import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

/**
 * A party that had been warned, or was aware, before the harm is the one the visitor holds
 * responsible, as one that knew about it is. Sentences written for this test.
 */
const atFault = async (text: string, language: 'en' | 'es' = 'en') =>
  (await readTurn(null, text, { language, context: {} })).record.atFaultParty;

describe('a party warned beforehand', () => {
  it.each([
    [
      'my son broke his wrist on the playground, the school had been warned about the loose bar',
      'the school',
    ],
    ['I slipped on the leak in the hallway, the landlord was aware of it since spring', 'the landlord'],
    ['the gym was warned the treadmill belt was slipping and I got thrown off it', 'the gym'],
    ['I tripped over the torn mat, the store managers were aware and did nothing', 'the store managers'],
  ])('en: %s', async (text, party) => {
    expect(String(await atFault(text)), text).toContain(party);
  });

  it.each([
    ['me resbalé en el agua del pasillo y la tienda ya sabía de la gotera', 'store'],
    ['me caí por el escalón roto, el casero ya sabía y nunca lo arregló', 'landlord'],
  ])('es: %s', async (text, party) => {
    expect(String(await atFault(text, 'es')), text).toContain(party);
  });

  it.each([
    ['I was warned about the ice but slipped anyway on the steps outside'],
    ['my husband was warned about the step and still fell'],
    ['I was aware of the crack and tried to step around it'],
    ['yo ya sabía que el piso estaba mojado y me caí'],
  ])('names nobody: %s', async (text) => {
    expect(await atFault(text, /[áéíóú]|\byo\b/.test(text) ? 'es' : 'en'), text).toBeUndefined();
  });
});
