import { describe, expect, it } from 'vitest';

import { emptyCaseRecord } from '../../../../../contracts/case-record';

import { readTurn } from '../../testing/read-turn';

import { withoutChatFiller } from './chat-filler';
import { checkFactValue } from './validators';

/** Decision 0349: chat filler at the ends of a value. Names and sentences written for this test. */
describe('chat filler at the ends of a value', () => {
  it.each([
    ['Ostrander Paving lol', 'Ostrander Paving'],
    ['the night manager haha', 'the night manager'],
    ['Nationwide smh', 'Nationwide'],
    ['Farmers lmaooo', 'Farmers'],
    ['ugh, the property manager', 'the property manager'],
    ['Keisha idk', 'Keisha'],
    ['Mutual del Norte jajaja', 'Mutual del Norte'],
    ['jeje la señora Gutiérrez', 'la señora Gutiérrez'],
    ['Transportes Lira xd', 'Transportes Lira'],
    ['Liberty Mutual 🙄', 'Liberty Mutual'],
    ['Dollar General :/', 'Dollar General'],
  ])('"%s" is stored as "%s"', (typed, value) => {
    expect(withoutChatFiller(typed)).toBe(value);
  });

  it.each(['lol', 'jajaja', '😂😂', 'haha smh', 'ugh'])('"%s" is only filler', (typed) => {
    expect(withoutChatFiller(typed)).toBe('');
  });

  it.each([
    'LOL Cleaning',
    'Ha Long Bay Grill',
    'Hahnemann Hospital',
    'Acme Inc.',
    'Jalisco Market',
    'Dr. Achebe',
  ])('"%s" is left as it is', (typed) => {
    expect(withoutChatFiller(typed)).toBe(typed);
  });

  it('a party, an insurer and a town are stored without it; filler alone is no value', () => {
    const context = {
      language: 'en' as const,
      today: new Date('2026-11-26T15:00:00.000Z'),
      record: emptyCaseRecord(),
    };
    expect(checkFactValue('employer', 'Ostrander Paving lol', context)).toEqual({
      isValid: true,
      value: 'Ostrander Paving',
    });
    expect(checkFactValue('otherPartyInsurer', 'Nationwide smh', context)).toEqual({
      isValid: true,
      value: 'Nationwide',
    });
    expect(checkFactValue('city', 'Lubbock lol', context)).toEqual({ isValid: true, value: 'Lubbock' });
    expect(checkFactValue('atFaultParty', 'lmao', context).isValid).toBe(false);
    expect(checkFactValue('otherPartyInsurer', 'jajaja', { ...context, language: 'es' }).isValid).toBe(false);
  });
});

/** Filler inside a value (decision 0361). Sentences written for this test. */
describe('filler inside a value', () => {
  it.each([
    ['too lol, Kestrel Freight', 'Kestrel Freight'],
    ['Kestrel Freight haha i mean Kestrel Logistics', 'Kestrel Logistics'],
    ['tambien jaja, Tortillería Santa Rosa', 'Tortillería Santa Rosa'],
    ['Seguros Lomas jaja digo Seguros Lumen', 'Seguros Lumen'],
    ['the bus driver lol i mean the cab driver', 'the cab driver'],
  ])('"%s" is "%s"', (value, name) => {
    expect(withoutChatFiller(value)).toBe(name);
  });

  it.each([
    ['too lol', 'too'],
    ['Ha Long Bay Grill', 'Ha Long Bay Grill'],
    ['Pinecrest lol Bakery', 'Pinecrest lol Bakery'],
    ['LOL Cleaning', 'LOL Cleaning'],
  ])('"%s" keeps "%s"', (value, kept) => {
    expect(withoutChatFiller(value)).toBe(kept);
  });

  it.each([
    ['employer', 'too lol', 'en'],
    ['employer', 'also haha', 'en'],
    ['employer', 'tambien jaja', 'es'],
  ] as const)('%s: "%s" stores nothing', async (question, text, language) => {
    const { record } = await readTurn(question, text, { language, context: { caseType: 'workplace' } });
    expect(record.employer).toBeUndefined();
  });

  it.each([
    ['employer', 'too lol, Kestrel Freight', 'en', 'Kestrel Freight'],
    ['employer', 'tambien jaja, Tortillería Santa Rosa', 'es', 'Tortillería Santa Rosa'],
  ] as const)('%s: "%s" stores %s', async (question, text, language, name) => {
    const { record } = await readTurn(question, text, { language, context: { caseType: 'workplace' } });
    expect(record.employer).toBe(name);
  });
});
