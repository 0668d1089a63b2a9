import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

import { withSelfCorrectionsApplied } from './self-corrections';

/**
 * A name taken back inside one message: the name after the marker is the one kept, for any
 * name-like fact (decision 0386). Sentences written for this test.
 */
describe('a name corrected inside one message', () => {
  it.each([
    ['I stock shelves at Kroger, I mean Safeway, on weekends', 'I stock shelves at Safeway, on weekends'],
    ['his insurer was Allstate... no wait, Farmers', 'his insurer was Farmers'],
    ['limpio oficinas para Aramark, digo, para Sodexo', 'limpio oficinas para Sodexo'],
    ['el doctor es Ruiz, mejor dicho Paredes', 'el doctor es Paredes'],
  ])('"%s" keeps the later name', (text, expected) => {
    expect(withSelfCorrectionsApplied(text)).toBe(expected);
  });

  it.each([
    ['employer', 'I drive for FedEx haha i mean UPS', 'en', 'employer', 'UPS'],
    ['employer', 'en Denny’s, bueno, en IHOP', 'es', 'employer', 'IHOP'],
    ['otherPartyInsurer', 'Nationwide sorry Travelers i think', 'en', 'otherPartyInsurer', 'Travelers'],
    ['provider', 'el doctor es Ruiz, mejor dicho Paredes', 'es', 'provider', 'Paredes'],
    ['city', 'en Pasadena, digo, en Glendale', 'es', 'city', 'Glendale'],
    ['city', 'Tempe, actually Chandler', 'en', 'city', 'Chandler'],
  ] as const)(
    'to the %s question, "%s" stores the later name',
    async (question, text, language, key, value) => {
      const { record } = await readTurn(question, text, { language });
      expect(record[key]).toBe(value);
    },
  );

  it('in a first message, the later workplace is the employer', async () => {
    const { record } = await readTurn(
      null,
      'I work at Costco, no wait, at Target, and a pallet fell on my foot',
    );
    expect(record.employer).toBe('Target');
    expect(JSON.stringify(record)).not.toContain('Costco');
  });

  it.each([
    'I mean it hurts every single day',
    'I went to Safeway, I mean it was late and the floor was wet',
    'fui a Costco, bueno, Mario me llevó en su carro',
    'digo que me duele la espalda desde el choque',
    'Sorry, I mean the other driver',
    'I was at Kroger. Actually my back was fine until later',
  ])('"%s" corrects no name', (text) => {
    expect(withSelfCorrectionsApplied(text)).toBe(text);
  });
});
