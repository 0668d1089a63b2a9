import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

const dateOf = async (text: string) => (await readTurn(null, text, { context: {} })).record.incidentDate;

describe('a season word is a date only where it tells a time (decision 0171)', () => {
  it.each([
    'I never fell on my own, a delivery truck knocked me over',
    'the fall cracked two of my ribs',
    'a spring in the recliner snapped and cut my calf',
    'my knee gave out and I took a bad fall down the steps',
  ])('"%s" dates nothing', async (text) => {
    expect(await dateOf(text)).toBeUndefined();
  });

  it.each([
    ['it was in the fall of 2025, I slipped at the pharmacy', 'season'],
    ['last fall a dog bit my hand at the park', 'season'],
    ['early spring, the scaffold plank snapped under me', 'season'],
    ['sometime during the spring I tripped on the broken curb', 'season'],
  ])('"%s" is a season', async (text, precision) => {
    expect((await dateOf(text))?.precision).toBe(precision);
  });
});
