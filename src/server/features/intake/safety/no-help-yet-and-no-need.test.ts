import { describe, expect, it } from 'vitest';

import { readSafetyAnswer, saysHelpIsThere } from './read-safety-answer';

/**
 * Decision 0270. Sentences written for this test: help words under a "not yet" are no help
 * ("we haven't called anybody"); a visitor who says they need no 911, or that they do not want to
 * hurt themselves, denies the danger and is not told help is on its way.
 */
describe('no help yet is not safe', () => {
  it.each([
    'nope we havent called anyone, waiting on a neighbor',
    "I haven't called 911, my phone is almost dead",
    'nobody has called anybody, we are just standing here',
    'no he llamado a nadie todavía',
    'nadie ha llamado, estamos solos en la carretera',
  ])('"%s"', (text) => {
    expect(readSafetyAnswer(text)).toBe('unsafe');
    expect(saysHelpIsThere(text)).toBe(false);
  });
});

describe('a danger denied is no danger, and no help is said to be coming', () => {
  it.each([
    "I don't need 911, I'm home and fine",
    'no need to call 911, it was a misunderstanding',
    'no necesito 911, estoy en mi casa',
    'no hace falta el 911, ya estamos todos en casa',
  ])('"%s"', (text) => {
    expect(readSafetyAnswer(text)).toBe('noDanger');
    expect(saysHelpIsThere(text)).toBe(false);
  });

  it.each([
    "whoa, I'm not suicidal, that was a figure of speech about the adjuster",
    "I don't want to hurt myself, I meant the other driver",
    'no me quiero hacer daño, hablaba del dolor de espalda',
    'no soy suicida, fue un malentendido',
  ])('"%s"', (text) => {
    expect(readSafetyAnswer(text)).toBe('noDanger');
  });

  it.each(['he is not breathing and nobody has called', 'no he llamado y ella no despierta'])(
    'a danger with no help yet stays unsafe: "%s"',
    (text) => {
      expect(readSafetyAnswer(text)).toBe('unsafe');
    },
  );
});
