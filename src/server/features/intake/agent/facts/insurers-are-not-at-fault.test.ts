import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

/**
 * Decision 0194: asked who was at fault, a name or a role in words about insurance is an insurer
 * ("my health insurance is Cigna"), never the party at fault; a party named beside it still is.
 * Sentences written for this test.
 */
const atFault = async (text: string, language: 'en' | 'es' = 'en') =>
  (await readTurn('atFaultParty', text, { language, context: { caseType: 'auto' } })).record.atFaultParty;

describe('an insurer is not the party at fault', () => {
  it.each([
    ['my health insurance is Cigna'],
    ['Humana, that is my insurance'],
    ['he told me he was insured with Nationwide'],
    ['my insurance company'],
  ])('en: %s', async (text) => {
    expect(await atFault(text), text).toBeUndefined();
  });

  it.each([['mi seguro médico es Ambetter'], ['la aseguranza mía es de Mapfre'], ['mi aseguradora']])(
    'es: %s',
    async (text) => {
      expect(await atFault(text, 'es'), text).toBeUndefined();
    },
  );

  it.each([
    ['the other driver, his insurance is Allstate', 'the other driver'],
    ['the lady in the SUV. my health plan is Kaiser', 'the lady in the SUV'],
    ['the guy had no insurance at all', 'the guy'],
  ])('keeps the party named beside it: %s', async (text, party) => {
    expect(String(await atFault(text)), text).toContain(party);
  });

  it('keeps the party named beside it in Spanish', async () => {
    expect(String(await atFault('el otro chofer, su seguro es Progressive', 'es'))).toContain('other driver');
  });
});
