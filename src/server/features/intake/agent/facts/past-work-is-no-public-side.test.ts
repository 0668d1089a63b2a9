import { describe, expect, it } from 'vitest';

import type { QuestionKey } from '../agent';
import { readTurn } from '../../testing/read-turn';

/**
 * A public body named in the visitor's own work history (an answer about pay or work, or a
 * retired visitor's past job) is where they worked, not the other side; one whose thing did the
 * harm stays the other side (decision 0290). Sentences written for this test.
 */
async function publicSide(question: QuestionKey | null, text: string, language: 'en' | 'es' = 'en') {
  const { record } = await readTurn(question, text, { context: { caseType: 'slip_fall' }, language });
  return record.governmentDefendant === true ? (record.governmentKind ?? 'unknown kind') : undefined;
}

describe('a public body in the visitor’s own work history', () => {
  it.each([
    ['lostWages', 'no pay lost, i retired from the county road crew in 2019'],
    ['lostWages', 'retired. was a city bus driver for 22 years'],
    ['lostWages', 'I teach for the school district but we were on winter break'],
    ['employer', 'the state university, I run their mailroom'],
    [null, 'im a retired county clerk, i slipped on a wet floor at the grocery store'],
    [null, 'retired school district janitor here. tripped on a broken curb outside the pharmacy'],
    [null, "I'm retired, worked for the city 30 years. Fell on my landlord's broken stairs"],
  ] as const)('to %s, "%s" names no public side', async (question, text) => {
    expect(await publicSide(question, text)).toBeUndefined();
  });

  it.each([
    [null, 'a city bus hit me in the crosswalk on main street', 'city'],
    [null, 'im retired from the school district, and a city bus hit me in the crosswalk', 'city'],
    [null, "I'm retired. A city garbage truck backed into my car at the light", 'city'],
    [null, 'retired nurse, a state dot truck rear ended me on the highway', 'state'],
  ] as const)('"%s" keeps the public side (%s)', async (question, text, kind) => {
    expect(await publicSide(question, text)).toBe(kind);
  });
});
