import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

/**
 * A town named as the place, or the police who came to the scene, are no government defendant
 * (decision 0441): only a public body that did the harm or owns the place or the vehicle is one.
 * Sentences written for this test, never taken from a visitor or a corpus.
 */
const governmentOf = async (text: string, language: 'en' | 'es' = 'en') =>
  (await readTurn(null, text, { language, context: {} })).record.governmentDefendant;

describe('a public body named as the town or as the responders', () => {
  it.each([
    ['A minivan rear-ended me at a light, the town was Millbrook.', 'en'],
    ['I slipped on spilled soda in the pharmacy, Oak Falls is the city.', 'en'],
    ['My dog was attacked by the neighbor’s dog. The city is Cedar Ridge.', 'en'],
    ['A pickup sideswiped my car on the highway and the county sheriff came out and took a report.', 'en'],
    ['I got T-boned at an intersection, then the city police showed up.', 'en'],
    ['Me chocaron de lado en la avenida y vino la policía del condado.', 'es'],
    ['Un camión me pegó por detrás y la policía municipal llegó rápido.', 'es'],
    ['Me caí en la tienda, la ciudad es Santa Rita.', 'es'],
  ] as const)('"%s" has none', async (text, language) => {
    expect(await governmentOf(text, language)).not.toBe(true);
  });

  it.each([
    ['A city garbage truck backed into my car and the police came.', 'en'],
    ['I tripped on a broken sidewalk and the city is responsible for it.', 'en'],
    ['A county truck ran the stop sign and hit me.', 'en'],
    ['Una patrulla de policía se pasó el alto y me chocó.', 'es'],
  ] as const)('"%s" still has one', async (text, language) => {
    expect(await governmentOf(text, language)).toBe(true);
  });
});
