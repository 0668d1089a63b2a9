import { describe, expect, it } from 'vitest';

import type { Language } from '../../../../../contracts/case-record';
import { readTurn } from '../../testing/read-turn';

/**
 * Decision 0306: the age is the injured person's own, taken only from a number said about them.
 * A count of people ("I have 1", "2 grandkids", "soy abuela de 4"), a span of time at a job
 * ("20 years at the mill", "llevo 5 años en la empresa") and, when someone else was hurt, the
 * writer's own age are no age. Sentences written for this test.
 */
const grandchild = { caseType: 'dog_bite' as const, callerRelationship: 'grandparent' };

describe('a number that is no age', () => {
  it.each([
    ['I have 1, he is my only grandchild', 'en'],
    ['she is one of my grandkids, i have 3', 'en'],
    ['mother of 4', 'en'],
    ['grandma of 2, retired', 'en'],
    ['20 years a carpenter', 'en'],
    ['worked there 9 years', 'en'],
    ['11 yrs with the county', 'en'],
    ['been at the warehouse 14 years', 'en'],
    ['soy abuela de 5', 'es'],
    ['tengo 2 nietos', 'es'],
    ['llevo 7 años en la empresa', 'es'],
    ['tengo 12 años trabajando ahí', 'es'],
    ['9 años de experiencia como soldador', 'es'],
  ] as const)('to the age question, "%s" (%s) is no age', async (text, language: Language) => {
    const { record } = await readTurn('age', text, { language, context: { caseType: 'workplace' } });
    expect(record.age).toBeUndefined();
  });

  it.each([
    ['Tengo 18 años trabajando en la fábrica y me lastimé la espalda', 'es'],
    ['Llevo 6 años en la bodega y me caí de una escalera', 'es'],
    ['I worked at the mill 16 years and got my hand caught in a roller', 'en'],
    ['After 22 years at the depot I hurt my shoulder unloading a truck', 'en'],
  ] as const)('in a first message, "%s" gives no age', async (text, language: Language) => {
    const { record } = await readTurn(null, text, { language });
    expect(record.age).toBeUndefined();
  });

  it.each([
    ["I'm 68", 'en'],
    ['i am 68 years old', 'en'],
    ['tengo 68', 'es'],
    ['yo tengo 68 años', 'es'],
  ] as const)(
    'writing for a grandchild, the writer\'s own "%s" is not the child\'s age',
    async (text, language: Language) => {
      const { record } = await readTurn('age', text, { language, context: grandchild });
      expect(record.age).toBeUndefined();
      expect(record.callerRelationship).toBe('grandparent');
    },
  );

  it.each([
    ["I'm 68 and he's 7", 'en', 7],
    ['7', 'en', 7],
    ['tengo 68 y el niño tiene 7', 'es', 7],
    ['tiene 7 años', 'es', 7],
  ] as const)(
    'writing for a grandchild, "%s" gives the child\'s age',
    async (text, language: Language, age) => {
      const { record } = await readTurn('age', text, { language, context: grandchild });
      expect(record.age).toBe(age);
    },
  );

  it.each([
    ["I'm 71, my grandson is 6", 'en'],
    ['I am 71 and my granddaughter is 9', 'en'],
    ['tengo 71 y mi nieto tiene 6', 'es'],
  ] as const)(
    'a writer who gives their own age beside a grandchild\'s, "%s", is the one hurt',
    async (text, language: Language) => {
      const { record } = await readTurn('age', text, { language, context: { caseType: 'slip_fall' } });
      expect(record.age).toBe(71);
      expect(record.callerRelationship).toBeUndefined();
    },
  );

  it.each([
    ['44, mother of 3', 'en', 44],
    ['I have 67 years', 'en', 67],
    ['67 years old', 'en', 67],
    ['at the age of 44 years', 'en', 44],
    ["I'm about 60 years old", 'en', 60],
    ['tengo 44 años', 'es', 44],
    ['44, tengo 3 hijos', 'es', 44],
    ['tengo 52 años de edad', 'es', 52],
  ] as const)('an age still: "%s"', async (text, language: Language, age) => {
    const { record } = await readTurn('age', text, { language, context: { caseType: 'slip_fall' } });
    expect(record.age).toBe(age);
  });

  it.each([
    ['mi madre de 70 años se cayó en la tienda', 'es', 70],
    ['my grandson (6) got bitten by a dog at the park', 'en', 6],
  ] as const)('a relative\'s age in a first message: "%s"', async (text, language: Language, age) => {
    const { record } = await readTurn(null, text, { language });
    expect(record.age).toBe(age);
  });
});

describe('a span lead before an age said with "old"', () => {
  it('"worked for the county, she is 80 years old" is her age', async () => {
    const { record } = await readTurn('age', 'worked for the county, she is 80 years old', {
      context: { caseType: 'slip_fall', callerRelationship: 'child (son or daughter)' },
    });
    expect(record.age).toBe(80);
  });
});
