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

// Round n (stop 40): "Sun" inside a company's name dated a correction to last Sunday.
describe("a weekday's short form that is also a word", () => {
  it.each([
    'i drive for Bright Sun Movers, the truck door hit me',
    'we sat down at the booth and the bench gave way',
    'the Mon Valley clinic saw me',
    'my sister and her husband wed last year at that hall',
  ])('"%s" gives no date', async (text) => {
    const read = await readTurn('photos', text, { context: { caseType: 'workplace' } });
    expect(read.record.incidentDate).toBeUndefined();
  });

  it.each([
    ['it happened last sat around noon', '2026-11-21'],
    ['on sun morning the step broke', '2026-11-22'],
  ] as const)('"%s" is still that day', async (text, day) => {
    const read = await readTurn('incidentDate', text, { context: { caseType: 'slip_fall' } });
    expect(read.record.incidentDate?.from).toBe(day);
  });
});
