import { describe, expect, it } from 'vitest';

import { readDanger } from './detect-danger';
import { readSafetyAnswer, saysHelpIsHereNow, saysHelpIsThere, saysNotInCare } from './read-safety-answer';

/**
 * Decision 0296. Sentences written for this test: after the 911 line, being at home, or not
 * going in, is not being in care. Such an answer to "are you safe?" is a "not yet", its help words
 * are no help, and a past emergency told beside "he's home now" is not one that got care.
 */
describe('at home or not going in is not care', () => {
  it.each([
    ['ok we are back at the house now', 'atHome'],
    ["he's home now, lying on the couch", 'atHome'],
    ['we just got home, she wants to rest', 'atHome'],
    ["we're staying home tonight, he says he feels a bit better", 'atHome'],
    ["we're not going to the hospital, it costs too much", 'notGoing'],
    ["my dad refused to go, he's stubborn", 'notGoing'],
    ["we decided not to go, it's late", 'notGoing'],
    ["she won't go to the ER no matter what I say", 'notGoing'],
    ['ya estamos en la casa', 'atHome'],
    ['ahorita estamos en la casa, se acostó un rato', 'atHome'],
    ['no vamos a ir al hospital, sale muy caro', 'notGoing'],
    ['mejor no lo vamos a llevar, ya se calmó', 'notGoing'],
    ['decidimos no ir, ya nos regresamos', 'notGoing'],
  ] as const)('"%s" says %s, answers "not yet" and names no help', (text, kind) => {
    expect(saysNotInCare(text)).toBe(kind);
    expect(readSafetyAnswer(text)).toBe('unsafe');
    expect(saysHelpIsThere(text)).toBe(false);
    expect(saysHelpIsHereNow(text)).toBe(false);
  });

  it.each([
    'they sent him home from the ER an hour ago',
    'the paramedics are here at the house with her now',
    'we are back from urgent care, they checked her out',
    'I was at work when the truck hit me',
    'the crash was two blocks from my house',
    'le dieron de alta y ya está en la casa',
    'los paramédicos ya están aquí en la casa',
    'choqué cerca de mi casa',
  ])('"%s" is no word of care refused', (text) => {
    expect(saysNotInCare(text)).toBeNull();
  });

  it.each(['the paramedics are here at the house with her now', 'los paramédicos ya están aquí en la casa'])(
    'help that has reached them is care wherever they are: "%s"',
    (text) => {
      expect(readSafetyAnswer(text)).toBe('safe');
      expect(saysHelpIsThere(text)).toBe(true);
    },
  );

  it.each(['ya estamos en el hospital, lo están revisando', "we're in the ER now, they're taking him back"])(
    'news of care is still news of care: "%s"',
    (text) => {
      expect(saysHelpIsHereNow(text)).toBe(true);
    },
  );
});

describe('an emergency that is over got care only when care is told', () => {
  it.each([
    'he had chest pain and could not breathe this morning, he is home now',
    'I blacked out for a few seconds after the crash, but I am home now',
    'last week my chest hurt and I could not breathe but it went away',
    'she passed out at the scene, she is back home now',
  ])('"%s" is over, and no care is told', (text) => {
    const reading = readDanger(text);
    expect(reading.status).toBe('over');
    expect(reading.isCared).toBe(false);
  });

  it.each([
    'I blacked out for a few seconds right after the crash, but the ER checked me and I have been fine since',
    'me desmayé después del choque, me atendieron en urgencias',
  ])('"%s" is over, and got care', (text) => {
    const reading = readDanger(text);
    expect(reading.status).toBe('over');
    expect(reading.isCared).toBe(true);
  });
});
