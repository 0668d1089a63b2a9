import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

/**
 * Decision 0283. Sentences written for this test. A part that follows from the case type alone
 * (hurt by medical care: the patient; hurt at work: an employee; hurt by a product: its user) is
 * stored as worked out from the case type, not as said; a part the visitor tells is said.
 */
describe('a role the case type alone gives says it came from the case type', () => {
  it.each([
    [
      'The anesthesiologist gave my aunt twice the dose during her knee replacement and she had a stroke.',
      'en',
      'patient',
    ],
    ['El cirujano le cortó un nervio a mi hermano durante la operación de la vesícula.', 'es', 'patient'],
    [
      'A pallet jack rolled over my foot at the warehouse on my shift and crushed two toes.',
      'en',
      'employee',
    ],
    ['My blender lid flew off while it was running and the blade cut my palm open.', 'en', 'product_user'],
  ] as const)('"%s"', async (text, language, role) => {
    const { record } = await readTurn(null, text, { context: {}, language });
    expect(record.role).toBe(role);
    expect(record.sources.role?.derivedFrom).toBe('caseType');
  });

  it.each([
    ['I was driving for a delivery app when a van ran a red light and hit me.', 'en', 'driver'],
    [
      'I was a passenger when the airbag in my friend’s sedan went off for no reason and broke my nose.',
      'en',
      'passenger',
    ],
    ['Slipped on spilled soda in the cereal aisle at a supermarket and cracked my wrist.', 'en', 'customer'],
    ['Iba caminando por la banqueta y un carro me atropelló en la esquina.', 'es', 'pedestrian'],
  ] as const)('told by the visitor, not worked out: "%s"', async (text, language, role) => {
    const { record } = await readTurn(null, text, { context: {}, language });
    expect(record.role).toBe(role);
    expect(record.sources.role?.derivedFrom).toBeUndefined();
  });
});
