import { describe, expect, it } from 'vitest';

import { readCorrection } from '../testing/read-correction';

/**
 * Decision 0274, class 1: an injury the visitor denies is taken off the list, the others stay,
 * and the denial answers no other question pending (its "no", its "a concussion" are not a
 * witness). Sentences written for this test, read as a chat turn reads them.
 */
describe('a denied injury is removed from the list', () => {
  it.each([
    ['i never got a concussion from it', ['concussion', 'bruised shin'], ['bruised shin']],
    ['no, nothing was fractured in my arm', ['fractured arm', 'cut on my lip'], ['cut on my lip']],
    ['there was never any whiplash', ['whiplash', 'sprained thumb'], ['sprained thumb']],
    ["I didn't say my knee, it's my hip", ['knee pain', 'scraped elbow'], ['scraped elbow', 'hip pain']],
    [
      'I never said my shoulder, it was my neck',
      ['shoulder strain', 'black eye'],
      ['black eye', 'neck strain'],
    ],
  ] as const)('"%s"', async (text, before, after) => {
    const read = await readCorrection(text, 'en', { injuries: [...before] });
    expect(read.record.injuries).toEqual(after);
    expect(read.corrected).toContain('injuries');
    // To the witnesses question, the denial is no witness, yes or no.
    expect(read.record.witnesses).toBeUndefined();
  });

  it.each([
    [
      'nunca tuve una fractura en la pierna',
      ['broken leg', 'moretón en la frente'],
      ['moretón en la frente'],
    ],
    [
      'no dije la rodilla, fue el codo',
      ['me lastimé la rodilla', 'cortada en el dedo'],
      ['cortada en el dedo', 'me lastimé el codo'],
    ],
    ['no, no hubo ninguna conmoción', ['conmoción cerebral', 'esguince de tobillo'], ['esguince de tobillo']],
  ] as const)('"%s" (es)', async (text, before, after) => {
    const read = await readCorrection(text, 'es', { injuries: [...before] });
    expect(read.record.injuries).toEqual(after);
    expect(read.record.witnesses).toBeUndefined();
  });

  it('the denial is said back in the chat language', async () => {
    const read = await readCorrection('nunca tuve una fractura en la pierna', 'es', {
      injuries: ['broken leg', 'moretón en la frente'],
    });
    expect(read.acknowledgement).toContain('no fractura de la pierna');
    expect(read.acknowledgement).not.toContain('broken');
  });

  it.each([
    // Negatives: a no about something else, or about earlier injuries, takes nothing off.
    ["no, I don't have pictures of my knee", ['torn meniscus in my knee']],
    ['I never had a concussion before this one', ['concussion']],
    ['no one saw my wrist break', ['broken wrist']],
    ['no, nobody else was there', ['sprained ankle', 'headache']],
  ] as const)('"%s" keeps the list', async (text, before) => {
    const read = await readCorrection(text, 'en', { injuries: [...before] });
    expect(read.record.injuries).toEqual(before);
  });
});
