import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

/**
 * A public body is the other side only when it, its worker, vehicle, property or road caused the
 * harm (decision 0223). A county road or a county fair named as the place, a city's website, the
 * postal service named as the visitor's own employer, or a garbage truck nobody says is the
 * city's, tell no public defendant. Sentences written for these tests, never taken from a
 * visitor or a corpus.
 */
const governmentOf = async (text: string, language: 'en' | 'es' = 'en') =>
  (await readTurn(null, text, { language, context: {} })).record.governmentDefendant;

describe('a public body named only as a place or an employer', () => {
  it.each([
    ['A pickup crossed the center line on the county road behind our farm and hit my daughter.', 'en'],
    ['My son fell off a mechanical bull at the county fair last weekend and broke his arm.', 'en'],
    ['I delivered mail for USPS for ten years; a loose boxer bit my hand on my route.', 'en'],
    ['A private garbage truck backed into my parked car and I hurt my neck.', 'en'],
    ['The landlord ignored the broken stairs even though the city website lists the violations.', 'en'],
    ['Un caballo me pateó en la feria del condado y me rompió la rodilla.', 'es'],
    ['Un tractor me sacó del camino en el condado de Tulare y me lastimé la espalda.', 'es'],
    ['Un camión de la basura de una empresa privada me pegó por detrás.', 'es'],
    ['Vivo en el municipio de Zapopan y un perro del vecino me mordió.', 'es'],
  ] as const)('"%s" has none', async (text, language) => {
    expect(await governmentOf(text, language)).not.toBe(true);
  });

  it.each([
    ['A county dump truck swung wide and clipped my motorcycle.', 'en'],
    ['A USPS truck ran the stop sign and hit my car door.', 'en'],
    ['A City of Dayton garbage truck backed over my foot in the alley.', 'en'],
    ['I tripped on a pothole and the city never fixed it after three complaints.', 'en'],
    ['The county owns the clinic where they gave my mother the wrong insulin.', 'en'],
    ['Un camión del condado se pasó el alto y me chocó.', 'es'],
    ['Me caí en un hoyo de la banqueta y la ciudad sabía del hoyo desde hace meses.', 'es'],
    ['El autobús de la ciudad frenó de golpe y me caí en el pasillo.', 'es'],
    ['Una barredora del municipio dio reversa y me aplastó el pie.', 'es'],
  ] as const)('"%s" has a government defendant', async (text, language) => {
    expect(await governmentOf(text, language)).toBe(true);
  });
});
