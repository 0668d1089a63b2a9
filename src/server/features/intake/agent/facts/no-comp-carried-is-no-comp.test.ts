import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

/**
 * Decision 0211. Sentences written for this test. A work injury whose employer carries no
 * workers' comp has no comp claim: the workers' comp fact is no, not the yes a work injury
 * otherwise implies. Said in English inside a Spanish story too.
 */
describe('an employer without comp: no comp claim', () => {
  it.each([
    ['I slipped off a loading dock at work and broke my ankle. My boss does not carry workers comp.', 'en'],
    ['Cut my hand on a band saw at work, the owner told me they have no workers comp.', 'en'],
    ['Me caí de un techo en el trabajo, me rompí el brazo. El patrón no tiene seguro de trabajadores.', 'es'],
    ['Me quemé con aceite en la cocina del trabajo y el dueño dice que they dont have workers comp.', 'es'],
    ['Se me cayó una tabla en el pie en el trabajo y mi jefe no tiene workers comp.', 'es'],
  ] as const)('%s', async (text, language) => {
    const read = await readTurn(null, text, { context: {}, language });
    expect(read.record.caseType, text).toBe('workplace');
    expect(read.record.workersComp, text).toBe(false);
  });

  it.each([
    ['I hurt my back at work lifting a pallet and comp is paying my bills.', 'en'],
    ['I fell off a scaffold at work and broke my leg last Monday.', 'en'],
    ['Me lastimé la espalda en el trabajo cargando cajas.', 'es'],
    ['Me corté la mano en el trabajo con una sierra y la compensación me está pagando.', 'es'],
  ] as const)('a work injury with comp, or comp unsaid, stays yes: %s', async (text, language) => {
    const read = await readTurn(null, text, { context: {}, language });
    expect(read.record.workersComp, text).toBe(true);
  });
});
