import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

/**
 * A public body on the other side, told by what it did (decision 0198): the police's car, dog or
 * hands, a public school or pool, the city's own sidewalk or snowplow. The police who came and
 * wrote a report, or a patrol car the visitor drives, are no other side. Sentences written for
 * these tests, never taken from a visitor or a corpus.
 */
const governmentOf = async (text: string, language: 'en' | 'es' = 'en') =>
  (await readTurn(null, text, { language, context: {} })).record.governmentDefendant;

describe('a public body that hurt the visitor', () => {
  it.each([
    ['A sheriff patrol truck backed out of a lot and crushed my foot.', 'en'],
    ['I was pepper sprayed by an officer at a protest and fell down the steps.', 'en'],
    ['A police dog bit my arm while they were chasing someone past my yard.', 'en'],
    ['My daughter fell off the stage at her public middle school and broke her wrist.', 'en'],
    ["I tripped where the city's sidewalk had buckled and broke two teeth.", 'en'],
    ['A City of Fresno snowplow slid into my parked car while I was loading it.', 'en'],
    ['Una patrulla de policía se pasó el alto y me chocó.', 'es'],
    ['Mi sobrino se cortó el pie en la piscina pública del barrio.', 'es'],
    ['A mi hijo lo empujaron en la escuela primaria pública y se rompió el brazo.', 'es'],
  ] as const)('"%s" has a government defendant', async (text, language) => {
    expect(await governmentOf(text, language)).toBe(true);
  });

  it.each([
    ['A pickup rear-ended me at a light; the police came and wrote it up.', 'en'],
    ['I was parked in my patrol car on a traffic stop when a sedan hit me from behind.', 'en'],
    ['Two officers took my statement after the dog bit me.', 'en'],
    ['I was jogging on a public sidewalk when a neighbor’s dog bit my calf.', 'en'],
    ['Me chocó un carro en la avenida y la policía llegó a hacer el reporte.', 'es'],
  ] as const)('"%s" has none', async (text, language) => {
    expect(await governmentOf(text, language)).not.toBe(true);
  });
});
