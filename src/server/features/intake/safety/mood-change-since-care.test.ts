import { describe, expect, it } from 'vitest';

import { readDanger } from './detect-danger';

/**
 * Decision 0237: a child "not himself" since an injury that was cared for and is over is a change
 * of mood, not a danger now. Drowsiness, vomiting or confusion, anything placed now, a head
 * injury or something swallowed keep the 911 line. Sentences written for this test.
 */
describe('a change of mood since an injury cared for', () => {
  it.each([
    'a dog bit my son last week and urgent care stitched his hand, he has been quiet since, not himself',
    'my daughter cut her foot on glass two weeks ago, they stitched it at the clinic and she has not been acting like herself since then',
    'the neighbor’s cat scratched my boy on Saturday, the doctor treated it, and he is acting different ever since',
    'a mi hija la mordió un perro la semana pasada, le pusieron puntos en urgencias y desde entonces no es la misma',
  ])('"%s": no 911 line', (text) => {
    expect(readDanger(text).status).not.toBe('now');
  });

  it.each([
    // Something acute told now.
    'a dog bit my son last week and he got stitches, now he is throwing up and not himself',
    'my daughter got stitches on Monday and she has not been herself since, she is very drowsy and hard to wake',
    // Placed now.
    'my son got stitches last week and since this morning he is not himself',
    'my son got stitches last week and suddenly he is not acting like himself',
    'my son got stitches last week, he is not himself since and getting worse',
    // The head, or nothing of care or of when.
    'my son fell last week and got stitches on his head, he is not himself since',
    'my toddler fell off the couch and he is not himself',
  ])('"%s": the 911 line', (text) => {
    expect(readDanger(text).status).toBe('now');
  });

  it('keeps the 911 line when a head injury or something swallowed was told earlier in the chat', () => {
    const text = 'my son got stitches in his chin last week, he is not himself since';
    expect(readDanger(text).status).not.toBe('now');
    expect(readDanger(text, { contexts: ['head_injury'] }).status).toBe('now');
    expect(readDanger(text, { contexts: ['ingestion'] }).status).toBe('now');
  });
});
