import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

/**
 * Harm said to last without the word "permanent" (decision 0430): "lasting stiffness",
 * "never be 100%", "might always have some limp", "secuelas", "nunca va a quedar igual".
 * Sentences written for this test.
 */
const answer = async (text: string, language: 'en' | 'es' = 'en') =>
  (
    await readTurn('permanentInjury', text, {
      language,
      context: { caseType: 'auto', injuries: ['broken wrist'] },
    })
  ).record;

describe('harm said to last in other words', () => {
  it.each([
    ['they think my wrist could have lasting stiffness', 'en'],
    ['the surgeon thinks i might always have some limp', 'en'],
    ['the ortho said it may never be 100%', 'en'],
    ['doc warned me about long-term nerve damage', 'en'],
    ['he says I will always deal with some pain in that hand', 'en'],
    ['dicen que puede quedar con dolor', 'es'],
    ['el doctor dice que me van a quedar secuelas', 'es'],
    ['la doctora cree que nunca va a quedar igual', 'es'],
  ] as const)('"%s" is lasting harm foreseen', async (text, language) => {
    expect((await answer(text, language)).permanentInjury).toBe(true);
  });

  it.each([
    ['the bruising is lasting longer than I expected but they say it will heal', 'en'],
    ['no, they expect a full recovery in a few weeks', 'en'],
    ['the pain was lasting all week but it is gone now', 'en'],
    ['too early to tell, they said', 'en'],
    ['no, dicen que se va a curar bien', 'es'],
    ['tengo dolor de espalda de antes, pero del accidente no me dijeron nada', 'es'],
  ] as const)('"%s" is no yes', async (text, language) => {
    expect((await answer(text, language)).permanentInjury).not.toBe(true);
  });
});
