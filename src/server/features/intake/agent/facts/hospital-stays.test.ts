import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

/**
 * A hospital stay told in lay words (decision 0209): days, nights or weeks at a place named with
 * a hospital word. Sentences written for these tests, never taken from a visitor or a corpus.
 */
const levelsOf = async (text: string, language: 'en' | 'es' = 'en') =>
  (await readTurn(null, text, { language, context: {} })).record.treatment?.levels ?? [];

describe('a stay at a hospital named in lay words is a hospital stay', () => {
  it.each([
    ['a pickup ran the light and hit my car, I broke my hip and spent four nights at Lakeview Medical', 'en'],
    ['she fell down the stairs at the mall, broke her leg and was in Eastside Memorial for a week', 'en'],
    ['my son was bitten by the dog and stayed 2 days at Riverbend Children’s', 'en'],
    ['got rear ended on the freeway, fractured ribs, three days in Pinewood General', 'en'],
    ['me caí en la tienda y me quebré la cadera, estuve cinco días en el Centro Médico del Valle', 'es'],
    ['un carro atropelló a mi papá, estuvo una semana en el hospital con la pierna rota', 'es'],
  ] as const)('%s', async (text, language) => {
    expect(await levelsOf(text, language), text).toContain('hospital');
  });

  it.each([
    ['i slipped at work, i have worked 3 days at Lakeview Medical since then with a sore back', 'en'],
    ['after I hurt my knee I spent two weeks in Florida with my sister', 'en'],
    ['I broke my wrist at the gym and spent three days in bed', 'en'],
    ['the dog bit my hand, I might need a few days at Eastside Memorial for surgery', 'en'],
    ['me mordió el perro en la pierna y estuve tres días en casa de mi hermana', 'es'],
    ['me lastimé la espalda y trabajé dos semanas en el hospital sin descanso', 'es'],
    ['I hurt my neck in the crash, we were on Memorial Drive for 2 days of traffic court', 'en'],
    ['our baby was 6 weeks old at Mercy Children’s when the nurse dropped him and he hit his head', 'en'],
    ['mi bebé de tres semanas de nacido en el hospital general se cayó de la cuna', 'es'],
  ] as const)('%s is no hospital stay', async (text, language) => {
    expect(await levelsOf(text, language), text).not.toContain('hospital');
  });
});

describe('intensive care for newborns and children is intensive care', () => {
  it.each([
    'the formula made our daughter sick and she was in the NICU for ten days',
    'my son fell off the trampoline and hit his head, he is in the PICU now',
    'the baby swallowed a magnet from the toy and went to the nicu',
    'my toddler was bitten by the dog and they moved her to the picu after surgery',
  ])('%s', async (text) => {
    expect(await levelsOf(text), text).toContain('icu');
  });

  it.each([
    'the baby did not go to the NICU, only the regular nursery after the fall',
    'the unicorn toy broke and cut my daughter on the hand',
    'the picnic table collapsed and I hurt my back',
    'we went to the clinic near picuris pueblo after the dog bit him',
  ])('%s is no intensive care', async (text) => {
    expect(await levelsOf(text), text).not.toContain('icu');
  });
});

describe('someone still at a hospital is in hospital, and the care goes on', () => {
  const treatmentOf = async (text: string, language: 'en' | 'es' = 'en') =>
    (await readTurn(null, text, { language, context: {} })).record.treatment;

  it.each([
    [
      'a truck ran the red light and hit my sister, she has a broken pelvis and remains in Eastside Memorial',
      'en',
    ],
    ['my dad fell off the roof, broke his back and is still at Pinewood General', 'en'],
    ['el carro atropelló a mi hijo, se rompió la pierna y sigue en el Centro Médico del Valle', 'es'],
    ['mi bebé se quemó con el calentador y estamos todavía en el hospital infantil', 'es'],
  ] as const)('%s', async (text, language) => {
    const treatment = await treatmentOf(text, language);
    expect(treatment?.levels, text).toContain('hospital');
    expect(treatment?.status, text).toBe('ongoing');
  });

  it.each([
    ['I hurt my back lifting boxes and in general I still feel sore', 'en'],
    ['the dog bit my hand, I am still at Pinewood Mall waiting for the bus', 'en'],
    ['my husband is still at Lakeview Medical working his shift, I was the one who fell', 'en'],
    ['me caí en la tienda y sigo en general con dolor de espalda', 'es'],
  ] as const)('%s is no stay', async (text, language) => {
    expect((await treatmentOf(text, language))?.levels ?? [], text).not.toContain('hospital');
  });
});
