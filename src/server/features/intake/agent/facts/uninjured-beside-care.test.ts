import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

/**
 * "Nobody was hurt" against a stay in hospital, surgery or injuries listed (decision 0272): the
 * stronger, explicit fact wins, and uninjured = yes is never stored beside them. Sentences
 * written for this test.
 */
const crash = { caseType: 'auto' } as const;

describe('uninjured is never stored beside a hospital stay, surgery or injuries', () => {
  it.each([
    ['injuries', "i wasn't hurt that bad honestly, they only kept me in the hospital for a week"],
    ['injuries', 'no injuries to speak of, but they did operate on my shoulder the next day'],
    ['treatment', 'I was not injured, I just spent 4 nights at St. Luke Medical after it'],
    [null, 'a truck sideswiped us, nobody got hurt except me, I was admitted for five days'],
  ] as const)('[%s] "%s"', async (question, text) => {
    const read = await readTurn(question, text, { context: crash });
    expect(read.record.uninjured).not.toBe(true);
  });

  it('a "no" to the injuries question after a hospital stay was told is no uninjured', async () => {
    const read = await readTurn('injuries', 'no', {
      context: { ...crash, treatment: ['hospital'] },
    });
    expect(read.record.uninjured).not.toBe(true);
  });

  it('an uninjured said before gives way to injuries listed now', async () => {
    const read = await readTurn('injuries', 'actually my wrist is fractured, they put it in a cast', {
      context: { ...crash, uninjured: true },
    });
    expect(read.record.uninjured).toBe(false);
  });
});

describe('nobody hurt, said plainly, is still stored (negatives)', () => {
  it.each([
    ['injuries', 'no, thankfully nobody was hurt'],
    ['injuries', 'I went to the ER to get checked but I was not hurt at all'],
    [null, 'someone backed into my parked car at the mall, nobody was injured, just the bumper'],
    ['injuries', 'no, no me pasó nada, solo el carro'],
  ] as const)('[%s] "%s"', async (question, text) => {
    const read = await readTurn(question, text, {
      context: crash,
      language: /pasó/.test(text) ? 'es' : 'en',
    });
    expect(read.record.uninjured).toBe(true);
  });
});
