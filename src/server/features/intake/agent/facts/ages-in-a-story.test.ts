import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

/**
 * Ages told in a first message in the shapes people write them (decision 0182), from sentences
 * written for these tests: a relative with the age set off by commas or brackets, "hes 5"
 * without its apostrophe, "I'm a 44 year old", an age with its unit as a clause of its own, a
 * message that opens on the writer's trade and age, and Spanish "mi hijo de 9" without "años".
 */
const ageOf = async (text: string, language: 'en' | 'es' = 'en') =>
  (await readTurn(null, text, { language, context: {} })).record.age;

describe('an age told in a story', () => {
  it.each([
    ['My grandfather, 83, slipped on the wet tiles at his rehab center and broke his wrist.', 83],
    ['my aunt Rosa, 66, was hit by a cyclist on the boardwalk and cracked her hip', 66],
    ['My brother, Dwayne, 29, got his hand caught in a press at the plant', 29],
    ['My mother 72 years old fell on the steps of the church, she broke her arm', 72],
    ['my uncle is a 58 year old mechanic and a jack gave out on him', 58],
  ])('a relative’s age set off in the sentence: %s', async (text, age) => {
    expect(await ageOf(text)).toBe(age);
  });

  it.each([
    ['a neighbor’s dog bit my daughter on the arm. shes 7', 7],
    ['the babysitter let my son climb the bookcase and it fell on him. hes 3.', 3],
    ['my grandma tripped over a hose at the nursery, shes 90 and on blood thinners', 90],
    ['my nephew got burned by a vape battery. hes 19', 19],
  ])('"hes" and "shes" without the apostrophe: %s', async (text, age) => {
    expect(await ageOf(text)).toBe(age);
  });

  it.each([
    ['I’m a 44 year old nurse and I slipped in the break room on spilled coffee', 44],
    ['I am a 63-year-old retired teacher and a dog knocked me down in the park', 63],
    ['Broke my ankle on a loose stair at the library. 71 yrs old.', 71],
    ['Welder, 38, from Ogden. A grinder disc shattered into my forearm.', 38],
    ['Nurse here, 52. I hurt my back moving a patient alone.', 52],
    ['27 y/o, a delivery van ran a red light and hit my car on the passenger side', 27],
  ])('the writer’s own age: %s', async (text, age) => {
    expect(await ageOf(text)).toBe(age);
  });

  it.each([
    ['mi hijo de 9 se cayó del columpio en la escuela y se quebró el brazo', 9],
    ['a mi abuela, de 80 años, la tumbó un perro en la banqueta', 80],
    ['mi papá tiene 77 y se resbaló en el piso mojado del mercado', 77],
    ['my mom (tiene 64) se cayó en las escaleras del hotel', 64],
  ])('in Spanish: %s', async (text, age) => {
    expect(await ageOf(text, 'es')).toBe(age);
  });

  it.each([
    'Hello, 3 days ago a truck hit my car and my neck hurts.',
    'My son, 2 weeks after surgery, got an infection at the hospital',
    'so, 5 of us were in the van when it rolled',
    'mi hijo de 2019 no, perdón, el carro de 2019 se quedó sin frenos',
  ])('not a count, a date or a time: %s', async (text) => {
    expect(await ageOf(text, /mi hijo/.test(text) ? 'es' : 'en')).toBeUndefined();
  });
});
