import { describe, expect, it } from 'vitest';

import { emptyCaseRecord } from '../../../../../contracts/case-record';

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
