import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

/**
 * Decision 0211. Sentences written for this test. An employer that carries no workers' comp is
 * read in Spanish also as "no tiene seguro de workers comp", and in English inside a Spanish story.
 */
describe('an employer without comp', () => {
  it.each([
    ['I slipped off a loading dock at work and broke my ankle. My boss does not carry workers comp.', 'en'],
    ['Me caí de un techo en el trabajo, me rompí el brazo. El patrón no tiene seguro de trabajadores.', 'es'],
    ['Me quemé con aceite en la cocina del trabajo y el dueño dice que they dont have workers comp.', 'es'],
    ['Se me cayó una tabla en el pie en el trabajo y mi jefe no tiene seguro de workers comp.', 'es'],
    ['trabajo en una panadería y me quemé con el horno, la dueña no tiene seguro de workers comp', 'es'],
  ] as const)('%s', async (text, language) => {
    const read = await readTurn(null, text, { context: {}, language });
    expect(read.record.employerHasComp, text).toBe(false);
  });

  it.each([
    ['I hurt my back at work lifting a pallet and comp is paying my bills.', 'en'],
    ['I fell off a scaffold at work and broke my leg last Monday.', 'en'],
    ['Me lastimé la espalda en el trabajo cargando cajas.', 'es'],
    ['Me corté la mano en el trabajo con una sierra y la compensación me está pagando.', 'es'],
  ] as const)('comp carried or unsaid: no such no (%s)', async (text, language) => {
    const read = await readTurn(null, text, { context: {}, language });
    expect(read.record.employerHasComp, text).toBeUndefined();
  });
});
