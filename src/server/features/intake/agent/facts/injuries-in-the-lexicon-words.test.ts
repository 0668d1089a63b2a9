import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';
import { englishStoredInjury } from './injury-gloss';

/**
 * Decision 0318: an English injury told as a clause ("my elbow is swollen", "knee is just bruised
 * they told me") is stored as the case manager reads it ("swollen elbow", "bruised knee"); an item
 * with more in it, or a preposition, is kept as typed. Sentences written for this test.
 */
describe('an English injury stored in the lexicon words', () => {
  it.each([
    ['my elbow is swollen', 'swollen elbow'],
    ['knee is just bruised they said', 'bruised knee'],
    ['my thumb got dislocated', 'dislocated thumb'],
    ['my shin is so sore', 'shin pain'],
    ['i broke my nose', 'broken nose'],
    ['busted my lip', 'busted lip'],
    ['my right ankle got twisted', 'twisted right ankle'],
    ['cracked two ribs', 'two cracked ribs'],
  ])('%s → %s', (item, stored) => {
    expect(englishStoredInjury(item)).toBe(stored);
  });

  it.each([
    'cut on my chin',
    'pain in my lower back',
    'burned my forearm',
    'a gash above my eye',
    'my leg is broken in two places',
    'whiplash and a concussion',
    'my ankle and my shin',
  ])('kept as typed: %s', (item) => {
    expect(englishStoredInjury(item)).toBe(item);
  });

  it('through the reader, in an answer', async () => {
    const read = await readTurn('injuries', 'my elbow is swollen and my shoulder hurts a lot', {
      context: { caseType: 'slip_fall' },
    });
    expect(read.record.injuries).toEqual(['swollen elbow', 'shoulder pain']);
    expect(read.record.sources.injuries?.quote).toContain('my elbow is swollen');
  });
});
