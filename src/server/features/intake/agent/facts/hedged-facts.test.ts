import { describe, expect, it } from 'vitest';

import type { QuestionKey } from '../agent';
import { readTurn } from '../../testing/read-turn';

/**
 * A possibility is not a fact (decision 0148): surgery that may come and harm that may last are
 * not stored as a yes. Sentences written for these tests, in English and Spanish.
 */
const read = async (question: QuestionKey | null, text: string) => {
  const language =
    /[áéíóúñ]|\b(me|la|lo|que|el|una?|cirugia|operar)\b/i.test(text) && !/\b(the|i|it)\b/i.test(text)
      ? 'es'
      : 'en';
  return (await readTurn(question, text, { language, context: { caseType: 'premises' } })).record;
};

describe('surgery that only may come is no surgery had', () => {
  it.each([
    'the ortho said I could end up needing an operation on the wrist',
    'maybe they operate on my shoulder in the spring',
    'they might have to operate if the pins slip',
    'possibly surgery later on, nothing decided',
    'if it does not heal by march they will do surgery',
    'there is a chance of surgery on the knee',
    'they’ll probably operate at some point',
    'quizás me operen el mes que viene',
    'puede que me tengan que operar la rodilla',
    'a lo mejor me hacen una cirugía',
    'tal vez cirugía en la espalda, no saben',
    'posiblemente me operen',
    'si no sana me van a operar',
  ])('%s', async (text) => {
    expect((await read('treatment', text)).treatment?.levels ?? []).not.toContain('surgery');
  });

  it.each([
    'i had surgery on my knee in may',
    'in May they operated on my hip',
    'they did surgery the same night',
    'me operaron de la rodilla',
    'the ER said I might have a fracture so they did surgery that night',
  ])('surgery had is still read: %s', async (text) => {
    expect((await read('treatment', text)).treatment?.levels).toContain('surgery');
  });
});

describe('harm that only may last is no lasting harm', () => {
  it.each([
    'the doctor says it could be permanent but nobody knows yet',
    'maybe, the scar might stay',
    'it may leave a scar, we will see',
    'possibly permanent, too soon to tell',
    'yes possibly',
    'yeah maybe it might scar',
    'if it does not heal right it could be permanent',
    'puede que sea permanente, todavía no saben',
    'a lo mejor me queda una cicatriz para siempre',
    'quizás sea de por vida, es muy pronto para saber',
    'tal vez, el médico no sabe todavía',
  ])('asked: %s', async (text) => {
    const record = await read('permanentInjury', text);
    expect(record.permanentInjury).not.toBe(true);
  });

  it.each([
    'i slipped on a wet floor at a store and broke my ankle, it could be permanent, too early to say',
    'me caí en una tienda y me corté la cara, a lo mejor me queda una cicatriz permanente',
  ])('told in the story: %s', async (text) => {
    expect((await read(null, text)).permanentInjury).toBeUndefined();
  });

  it.each([
    'yes, the doctor said the nerve damage is permanent',
    'it left a scar on my face for life',
    'sí, me quedó una cicatriz permanente',
  ])('lasting harm said is still read: %s', async (text) => {
    expect((await read('permanentInjury', text)).permanentInjury).toBe(true);
  });

  it('a hedged answer to its question is not known yet, so it is not asked again', async () => {
    const record = await read('permanentInjury', 'could be, too early to tell');
    expect(record.unknowns).toContain('permanentInjury');
  });
});
