import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

/**
 * A worry about work in a story ("scared about missing work") tells what the injury costs,
 * not where it happened: a crash or a fall told with one stays a crash or a fall, and a work
 * injury told with one stays a work injury (decision 0286). Sentences written for this test.
 */
async function caseTypeOf(text: string, language: 'en' | 'es' = 'en') {
  const { record } = await readTurn(null, text, { context: {}, language });
  return record.caseType;
}

describe('a worry about work in the story', () => {
  it.each([
    'a guy blew a red light and hit me in austin, im freaking out about missing work',
    'some guy ran a red and hit me in tulsa, freaking out about missing work',
    'a guy hit me at the intersection, im missing work and scared',
    'some guy ran a stop sign and hit me, scared about missing work',
    'a pickup ran the stop sign on 5th street and hit my car, my hip hurts and im scared about missing work',
    'the other driver rear ended me on the highway, i cant work with this neck',
    'a van pulled out of a driveway and slammed into my car, i already missed two days of work',
    'this lady hit me with her suv at a light, now im worried about losing my job',
    'somebody crashed into the side of my truck at the intersection and now i have to take time off',
  ])('a crash stays a crash: %s', async (text) => {
    expect(await caseTypeOf(text)).toBe('auto');
  });

  it.each([
    'slipped on spilled soda in the grocery aisle and broke my wrist, now i cant work',
    'tripped over a torn mat at the pharmacy entrance and hurt my knee, out of work for now',
    'fell down the broken stairs at my apartment building and havent been able to work',
  ])('a fall stays a fall: %s', async (text) => {
    expect(await caseTypeOf(text)).toBe('slip_fall');
  });

  it.each([
    ['un carro se pasó el alto y me chocó, no he podido trabajar desde entonces', 'auto'],
    [
      'me resbalé en el piso mojado de la tienda y me lastimé la espalda, tengo miedo de perder mi trabajo',
      'slip_fall',
    ],
  ])('in Spanish too: %s', async (text, expected) => {
    expect(await caseTypeOf(text, 'es')).toBe(expected);
  });

  it.each([
    'a forklift backed into me at the warehouse and now i cant work',
    'i hurt my back lifting boxes on my shift at the plant, been out of work two weeks',
    'my supervisor had me on a broken ladder at the job site, i fell and missed a month of work',
    'while i was working the fryer at the restaurant the oil splashed my arm, i cant go back to work yet',
  ])('a work injury told with a worry stays a work injury: %s', async (text) => {
    expect(await caseTypeOf(text)).toBe('workplace');
  });
});
