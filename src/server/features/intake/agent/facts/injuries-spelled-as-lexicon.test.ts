import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

import { spelledAsLexicon } from './injury-lexicon';

const injuriesOf = async (text: string, language: 'en' | 'es' = 'en') =>
  (await readTurn('injuries', text, { language })).record.injuries;

/**
 * Decision 0236: an injury word typed one slip from the lexicon's is stored as the lexicon
 * spells it. A long word is forgiven anywhere; a short injury word only right before a body part.
 * Sentences written for this test.
 */
describe('a misspelled injury is stored as the lexicon spells it', () => {
  it.each([
    ['brokn ankle', ['broken ankle']],
    ['a brokn thumb', ['broken thumb']],
    ['burnd hand from the stove', ['burned hand from the stove']],
    ['I have a concusion', ['concussion']],
    ['whiplsh', ['whiplash']],
    ['got a concusson and whiplsh', ['concussion', 'whiplash']],
    ['hurt my sholder', ['shoulder injury']],
  ])('"%s" → %j', async (text, expected) => {
    expect(await injuriesOf(text)).toEqual(expected);
  });

  it.each([
    // Words spelled right are left as typed.
    ['Broken wrist and a concussion', 'Broken wrist and a concussion'],
    // A short real word far from a body part is no injury word ("brake", "bike").
    ['the brake pedal went to the floor', 'the brake pedal went to the floor'],
    ['my bike hit the curb', 'my bike hit the curb'],
    // A short word with its first letter wrong is not guessed.
    ['vroken leg', 'vroken leg'],
  ])('"%s" is left as it is', (text, expected) => {
    expect(spelledAsLexicon(text)).toBe(expected);
  });

  it('glosses a mended Spanish item, and keeps an item it cannot gloss as typed', async () => {
    expect(await injuriesOf('me fracturé la pantorrila', 'es')).toEqual(['fractured calf']);
    expect(await injuriesOf('me duele la rodiya', 'es')).toEqual(['duele la rodiya']);
  });
});
