import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

const ageOf = async (text: string, language: 'en' | 'es' = 'en') =>
  (await readTurn('age', text, { language })).record.age;

describe('reading an age from the answer to "how old are you?"', () => {
  it('reads number words, also at the end of a sentence', async () => {
    expect(await ageOf('Seventy one.')).toBe(71);
    expect(await ageOf('forty three!')).toBe(43);
    expect(await ageOf('twenty-nine, why?')).toBe(29);
    expect(await ageOf('I am eighty four years old.')).toBe(84);
    expect(await ageOf('cincuenta y ocho.', 'es')).toBe(58);
  });

  it('takes the number from a short first clause when the reply goes on', async () => {
    expect(await ageOf('53, I think I put that in already')).toBe(53);
    expect(await ageOf('61. does my age change anything?')).toBe(61);
    expect(await ageOf('not sure why that matters but 38')).toBe(38);
    expect(await ageOf('im 26 lol')).toBe(26);
    expect(await ageOf('tengo 47, ya se lo había dicho', 'es')).toBe(47);
  });

  it('does not take a number that counts something else', async () => {
    expect(await ageOf('we have 3 kids and my shift starts at noon')).toBeUndefined();
    expect(await ageOf('I missed 12 days')).toBeUndefined();
    expect(await ageOf('5 stitches on my chin')).toBeUndefined();
    expect(await ageOf('tengo 2 hijos', 'es')).toBeUndefined();
  });

  it('does not take the number a "not" takes back (decision 0217)', async () => {
    expect(await ageOf('oh and the days i missed were 6, not 4')).toBeUndefined();
    expect(await ageOf('it was the 9th, not 8')).toBeUndefined();
    expect(await ageOf('fueron 3 semanas, no 2', 'es')).toBeUndefined();
    expect(await ageOf('3 stitches not 2')).toBeUndefined();
    expect(await ageOf('no, 34')).toBe(34);
    expect(await ageOf('no 61')).toBe(61);
  });

  it('still reads a plain number and a stated age', async () => {
    expect(await ageOf('44')).toBe(44);
    expect(await ageOf('she is 7 years old')).toBe(7);
    expect(await ageOf('tiene 15 años', 'es')).toBe(15);
  });
});

const ageInStory = async (text: string, language: 'en' | 'es' = 'en') =>
  (await readTurn(null, text, { context: {}, language })).record.age;

describe("reading the injured person's age from a story", () => {
  it.each([
    ['I tripped on a loose board at the hardware store, I am 59 and my knee is swollen', 59],
    ["I'm seventy-four and the bus pulled off while I was still getting on", 74],
    ['got hit on my bike by a car door, im 23, collarbone is broken', 23],
    ['my daughter is 12 and she broke her wrist at the skating rink', 12],
    ['the neighbors dog went after my 8 yr old at the park', 8],
    ['my 5yo burned his hand on a space heater that had no guard', 5],
    ['Grandpa (84) fell in the shower at his assisted living place', 84],
    ['My mother slipped on the ice outside her clinic. She is 77 and broke her hip.', 77],
    ['my husband, who was 58, died after the hospital sent him home with chest pain', 58],
  ] as const)('"%s" → %i', async (text, age) => {
    expect(await ageInStory(text)).toBe(age);
  });

  it.each([
    ['mi hijo de 10 años se cayó de un columpio roto en el parque', 10],
    ['a mi papá lo atropellaron cruzando la calle, tiene 80', 80],
    ['me caí en el trabajo, tengo 44 años y me duele la espalda', 44],
    ['mi esposa de cuarenta y nueve años se quemó con una olla defectuosa', 49],
  ] as const)('"%s" → %i', async (text, age) => {
    expect(await ageInStory(text, 'es')).toBe(age);
  });

  it.each([
    // Counts, not ages.
    ['I needed 12 stitches after the dog got me', 'en'],
    ['tengo 3 hijos y me caí en la tienda', 'es'],
    ['tengo 8 grapas en la cabeza', 'es'],
    // Two people's ages and nothing says which one was hurt.
    ['my son is 6 and my daughter is 9, they were both in the back when we got hit', 'en'],
    // The writer was hurt; their own age is not given.
    ['I was rear ended while I had my 3 kids in the car, I have whiplash', 'en'],
  ] as const)('reads no age from "%s"', async (text, language) => {
    expect(await ageInStory(text, language as 'en' | 'es')).toBeUndefined();
  });
});

describe('a span of years is not an age', () => {
  it.each([
    ['I have 2 years to sue, right? I slipped at the pharmacy in March'],
    ['my cousin said I have 4 years left to file for my car wreck'],
    ['I have 10 years of back problems and then the forklift hit me'],
  ])('reads no age from "%s"', async (text) => {
    expect(await ageInStory(text)).toBeUndefined();
  });

  it('still reads "I have 67 years" as how some say their age', async () => {
    expect(await ageInStory('I fall in the parking lot of the clinic. I have 67 years.')).toBe(67);
  });
});

describe('a small number or a measure after "I am" / "tengo" is no age', () => {
  it.each([
    ["I'm 3 weeks past the operation and my ankle still swells", 'en'],
    ['im 10 days out of the hospital, the shoulder is killing me', 'en'],
    ['I am 6 months into physical therapy after the fall at the gym', 'en'],
    ['sí, tengo uno, me lo recomendó mi cuñado', 'es'],
    ['tengo una cicatriz en la pierna por la mordida', 'es'],
    ['tengo 2 semanas sin poder caminar bien desde la caída', 'es'],
  ] as const)('reads no age from "%s"', async (text, language) => {
    expect(await ageInStory(text, language)).toBeUndefined();
  });

  it.each([
    ['a car ran the light and hit me, im 19 and my wrist is broken', 19, 'en'],
    ['me atropellaron saliendo del mercado, tengo 63', 63, 'es'],
    ['my grandson is 2 and the neighbors dog bit his face', 2, 'en'],
  ] as const)('still reads "%s" as %i', async (text, age, language) => {
    expect(await ageInStory(text, language)).toBe(age);
  });
});

describe('a day of the month given to "how old are you?" is no age', () => {
  const ageAnswer = async (text: string, language: 'en' | 'es' = 'en') =>
    (await readTurn('age', text, { context: { caseType: 'workplace' }, language })).record.age;

  it.each([
    ['been off work since sept 22'],
    ['it was on the 14th'],
    ['hurt it nov 3, still out'],
    ['the 9th of august'],
  ])('"%s" stores no age', async (text) => {
    expect(await ageAnswer(text)).toBeUndefined();
  });

  it('"desde el 12 de marzo" stores no age', async () => {
    expect(await ageAnswer('desde el 12 de marzo', 'es')).toBeUndefined();
  });

  it.each([
    ['29', 29],
    ['im 61, it happened march 3', 61],
    ['fifty eight', 58],
  ] as const)('"%s" is still %i', async (text, age) => {
    expect(await ageAnswer(text)).toBe(age);
  });
});

// Decision 0143: a child's age said in passing, with "only" or "just", is not asked again.
describe('a child’s age said with "only" or "just", out of turn', () => {
  it.each([
    ['injuries', 'she is only 6, she needed stitches on her lip', 6],
    ['treatment', 'the ER, he’s just 8 so they kept him overnight', 8],
    ['atFaultParty', 'the neighbor. my son is only 9', 9],
    ['witnesses', 'no, my daughter was just 5 and alone in the yard', 5],
  ] as const)('after the %s question: "%s"', async (question, text, age) => {
    const read = await readTurn(question, text, {
      context: { caseType: 'dog_bite', callerRelationship: 'parent (mother or father)' },
    });
    expect(read.record.age).toBe(age);
  });
});

describe('an age said again with a reminder is the age', () => {
  it.each([
    ['42 like i said', 'en', 42],
    ['63 like I told you', 'en', 63],
    ['55 already said that', 'en', 55],
    ['38 como le dije', 'es', 38],
    ['71 ya le dije', 'es', 71],
  ] as const)('"%s"', async (text, language, age) => {
    const read = await readTurn('age', text, { language, context: { caseType: 'auto' } });
    expect(read.record.age).toBe(age);
  });
});
