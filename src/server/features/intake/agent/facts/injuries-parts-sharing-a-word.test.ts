import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

import { injuryForSpanishChat } from './injury-gloss';

/**
 * Two body parts said with one injury word, slang too, are one injury each (decision 0378); a
 * part said in the other language is stored in English and said back in Spanish from the
 * body-part lexicon (decision 0379). Sentences written for this test.
 */
const injuries = async (
  text: string,
  language: 'en' | 'es' = 'en',
  question: 'injuries' | null = 'injuries',
) =>
  (await readTurn(question, text, { language, context: question ? { caseType: 'auto' } : undefined })).record
    .injuries;

describe('several parts with one injury word', () => {
  it.each([
    ['elbow and wrist have been killing me', ['elbow pain', 'wrist pain']],
    ['back and ankle are all banged up', ['back injury', 'ankle injury']],
    ['my neck and back are all jacked up', ['neck injury', 'back injury']],
    ['ankle and knee are sore', ['ankle pain', 'knee pain']],
  ])('"%s" is %j', async (text, expected) => {
    expect(await injuries(text)).toEqual(expected);
  });

  it('in a first message too', async () => {
    expect(await injuries('a van hit me at the light, my knee and ankle are killing me', 'en', null)).toEqual(
      ['knee pain', 'ankle pain'],
    );
  });

  it.each([
    // Money that "is killing me" is no injury.
    ['got rear ended last week and the hospital bill is killing me'],
    ['the payments are killing me, nobody got hurt'],
    // "back" that is no body part stays none.
    ['i came back and talked to the manager'],
  ])('"%s" names no injury', async (text) => {
    expect(await injuries(text, 'en', null)).toBeUndefined();
  });

  it('a side said for one of them keeps the clause as typed', async () => {
    expect(await injuries('my left wrist and elbow are killing me')).toEqual([
      'my left wrist and elbow are killing me',
    ]);
  });
});

describe('a part said in the other language', () => {
  it.each([
    ['I banged my rodilla and elbow', ['knee injury', 'elbow injury']],
    ['my rodilla is swollen', ['swollen knee']],
    ['hurt my espalda', ['back injury']],
    ['my hombro and neck are killing me', ['shoulder pain', 'neck pain']],
  ])('English chat: "%s" is %j', async (text, expected) => {
    expect(await injuries(text)).toEqual(expected);
  });

  it.each([
    ['me lastimé el knee y la espalda', ['knee injury', 'back injury'], 'lesión en la rodilla'],
    ['me fracturé el wrist', ['fractured wrist'], 'fractura de la muñeca'],
  ])('Spanish chat: "%s" is %j, said back in Spanish', async (text, expected, said) => {
    const turn = await readTurn('injuries', text, { language: 'es', context: { caseType: 'auto' } });
    expect(turn.record.injuries).toEqual(expected);
    expect((turn.record.injuries ?? []).map(injuryForSpanishChat).join('; ')).toContain(said);
  });
});
