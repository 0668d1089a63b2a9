import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

/**
 * The product named by its kind where it is kept (decision 0210). Sentences written for these
 * tests, never taken from a visitor or a corpus.
 */
const keptOf = async (text: string, language: 'en' | 'es' = 'en') =>
  (await readTurn(null, text, { language, context: {} })).record.productPreserved;

describe('a product named by its kind where it is kept', () => {
  it.each([
    ['my space heater started smoking and burned my leg last night. I have the heater if you need it', 'en'],
    ['the blender blade flew off and cut my thumb. we have what’s left of the blender', 'en'],
    [
      'my e-bike battery exploded in the hallway and burned my hands. the battery is in a bag in my garage',
      'en',
    ],
    ['the ladder buckled and I broke my ankle. the ladder is still in my shed', 'en'],
    ['la olla de presión explotó y me quemó el brazo. tengo la olla guardada', 'es'],
    ['el andador se dobló y mi mamá se cayó, se rompió la cadera. todavía tenemos el andador', 'es'],
    ['la escalera se rompió y me caí. la escalera está en la cochera de mi casa', 'es'],
  ] as const)('%s', async (text, language) => {
    expect(await keptOf(text, language), text).toBe(true);
  });

  it.each([
    ['my space heater caught fire and burned my arm. I have the same heater in my bedroom', 'en'],
    ['the blender cut my hand, I have the receipt from the store', 'en'],
    ['I fell off the ladder at work and broke my wrist. I have the pictures', 'en'],
    ['the heater is in the trash now, it burned my leg', 'en'],
    ['la licuadora me cortó dos dedos. compré otra licuadora nueva', 'es'],
    ['se me cayó la escalera encima, tengo la pierna rota', 'es'],
  ] as const)('%s is not read as kept', async (text, language) => {
    expect(await keptOf(text, language), text).not.toBe(true);
  });
});
