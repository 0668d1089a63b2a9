import { describe, expect, it } from 'vitest';

import type { QuestionKey } from '../agent';
import { readTurn } from '../../testing/read-turn';

const injuriesOf = async (text: string, question: QuestionKey | null = 'injuries') =>
  (await readTurn(question, text, { language: 'es' })).record.injuries;

/**
 * Decision 0235: one Spanish injury word said of two or more body parts is one injury per part,
 * each stored with its English gloss (decision 0221). Sentences written for this test.
 */
describe('a Spanish injury word said of two body parts', () => {
  it.each([
    ['me lastimé el cuello y el hombro', ['neck injury', 'shoulder injury']],
    ['me quebré la pierna y la cadera', ['broken leg', 'broken hip']],
    ['se torció el tobillo y la rodilla izquierda', ['sprained ankle', 'sprained left knee']],
    ['tengo el codo y la muñeca fracturados', ['fractured elbow', 'fractured wrist']],
    ['me duele mucho la espalda y la cabeza', ['back pain', 'head pain']],
    ['me rompí tres costillas y la clavícula', ['three broken ribs', 'broken collarbone']],
    ['me pegué en la frente y en la rodilla', ['forehead injury', 'knee injury']],
  ])('"%s" → %j', async (text, expected) => {
    expect(await injuriesOf(text)).toEqual(expected);
  });

  it('splits the list in a first message too, leaving out what is told around it', async () => {
    expect(
      await injuriesOf('Un carro me chocó el lunes y me quebré el brazo y la mano y me operaron.', null),
    ).toEqual(['broken arm', 'broken hand']);
  });

  it('keeps two injury words, each with its part, as before', async () => {
    expect(await injuriesOf('me corté la mano y me quemé el brazo')).toEqual(['cut hand', 'burns to arm']);
  });

  it.each([
    // A part the gloss does not know: the clause stays one item, as typed.
    ['me lastimé la espalda y la rodiya', 'lastimé la espalda y la rodiya'],
    // Words the gloss cannot say in English ("bien"): kept as typed.
    ['me duele bien feo la espalda y el cuello', 'duele bien feo la espalda y el cuello'],
  ])('"%s" is kept as one item', async (text, item) => {
    expect(await injuriesOf(text)).toEqual([item]);
  });

  it('takes no broken things for injuries', async () => {
    expect(await injuriesOf('se rompió la silla y la mesa', null)).toBeUndefined();
  });
});
