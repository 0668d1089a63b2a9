import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

/**
 * A hospital or a clinic whose name holds a town's ("Riverside General", "Mercy hospital",
 * "Providence Medical Center", "St. Joseph Regional") is a provider, not the city where it
 * happened (decision 0271). The town said as a place still is one. Sentences written for this test.
 */
const crash = { caseType: 'auto' } as const;

const cityOf = async (question: 'city' | 'treatment' | null, text: string) =>
  (await readTurn(question, text, { context: question === null ? {} : crash })).record.city;

describe('a town inside a provider name is not the city', () => {
  it.each([
    [null, 'the ambulance brought me in to riverside general with a broken collarbone'],
    [null, 'I spent three days in Mercy Hospital after the wreck'],
    [null, 'got rear ended yesterday, I was seen in providence medical center for whiplash'],
    ['treatment', 'ER at St. Joseph Regional, then a week in st joseph hospital'],
    ['treatment', 'they kept me in glendale memorial overnight'],
    ['city', 'Riverside General'],
  ] as const)('[%s] "%s"', async (question, text) => {
    expect(await cityOf(question, text)).toBeUndefined();
  });
});

describe('a town said as the place is still the city (negatives)', () => {
  it.each([
    [null, 'I was rear ended in Riverside last friday and went to the hospital', 'Riverside'],
    ['city', 'it was in providence', 'Providence'],
    [null, 'a car hit me in glendale, they took me to the ER', 'Glendale'],
    ['city', 'Riverside, near the general hospital', 'Riverside'],
  ] as const)('[%s] "%s"', async (question, text, city) => {
    expect(await cityOf(question, text)).toBe(city);
  });
});
