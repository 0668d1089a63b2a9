import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

/**
 * Parents who write "our" for the child hurt (decision 0207): "our daughter", "our 4 year old",
 * "our 9-month-old" tell who is writing as "my" does. Sentences written for these tests.
 */
const callerOf = async (text: string) =>
  (await readTurn(null, text, { context: {} })).record.callerRelationship;

describe('"our" child', () => {
  it.each([
    'Our daughter fell off the monkey bars at the park when a bolt gave way and broke her wrist.',
    'Our 4 year old was bitten on the hand by the neighbors shepherd through the fence.',
    'our 9-month-old rolled off a changing table at the daycare and has a skull fracture',
    'Our son got food poisoning from the school lunch and spent three days in the hospital.',
    'A shelf at the toy store tipped over onto our toddler and broke his leg.',
  ])('%s', async (text) => {
    expect(await callerOf(text)).toBe('parent (mother or father)');
  });

  it.each([
    'A nuestra hija la mordió el perro del vecino en la cara.',
    'Nuestro hijo se cayó del columpio en la guardería y se rompió el brazo.',
    'nuestra nena se quemó la mano con una plancha en casa de la niñera',
    'A nuestro bebé le dieron una medicina equivocada en la farmacia.',
  ])('%s', async (text) => {
    expect((await readTurn(null, text, { context: {}, language: 'es' })).record.callerRelationship).toBe(
      'parent (mother or father)',
    );
  });

  it.each([
    'Nuestro hijo me llevó al hospital después de que me caí en la tienda.',
    'Nuestro perro mordió al cartero y yo me lastimé la mano.',
    'Nuestra casa se inundó y me resbalé en la cocina.',
    'Me caí en el trabajo y nuestra hija me ayudó a levantarme.',
  ])('does not read a writer for: %s', async (text) => {
    expect(
      (await readTurn(null, text, { context: {}, language: 'es' })).record.callerRelationship,
    ).toBeUndefined();
  });

  it('reads "our grandson" as a grandparent writing', async () => {
    expect(await callerOf('Our grandson broke his arm when the trampoline net tore at the park.')).toBe(
      'grandparent',
    );
  });

  it.each([
    // The writer was hurt: the story is theirs.
    'Our son was driving and I broke my collarbone when a truck hit us.',
    // A carer, not the injured person.
    'I slipped on the ice at the store and our daughter drove me to the ER.',
    // Not a person.
    'Our dog was attacked by a loose pit bull and I got bitten pulling them apart.',
    'Our car was totaled and I hurt my neck.',
  ])('does not read a writer for: %s', async (text) => {
    expect(await callerOf(text)).toBeUndefined();
  });
});
