import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

import { sideOpposites, sideWords } from './side-words';

/**
 * One list of side words (lexicons/side-words.json) for the injury reading and the
 * corrections. Sentences written for this test.
 */
describe('the shared side words', () => {
  it('pairs each side with the other in both languages', () => {
    expect(sideOpposites('en')).toEqual({ left: 'right', right: 'left' });
    expect(sideOpposites('es')['izquierda']).toBe('derecha');
    expect(sideOpposites('es')['derecho']).toBe('izquierdo');
    for (const word of ['left', 'right', 'both', 'izquierda', 'derecho', 'ambas'])
      expect(sideWords).toContain(word);
    for (const word of ['lower', 'upper', 'side', 'lado', 'arm']) expect(sideWords).not.toContain(word);
  });
});

const corrected = (text: string, injuries: string[], language: 'en' | 'es') =>
  readTurn('readBack', text, { language, context: { caseType: 'auto', injuries } });

describe('a correction moves an injury to the side said', () => {
  it.each([
    ['not the left elbow, the right one', ['bruised left elbow'], 'bruised right elbow', 'en'],
    [
      'sorry, not my right shoulder, the left one',
      ['dislocated right shoulder'],
      'dislocated left shoulder',
      'en',
    ],
    [
      'no la mano derecha, la izquierda',
      ['cortada en la mano derecha'],
      'cortada en la mano izquierda',
      'es',
    ],
    [
      'no fue el tobillo izquierdo, fue el derecho',
      ['esguince en el tobillo izquierdo'],
      'esguince en el tobillo derecho',
      'es',
    ],
  ] as const)('%s', async (text, before, now, language) => {
    const read = await corrected(text, [...before], language);
    expect(read.record.injuries, text).toContain(now);
    expect(read.record.injuries, text).not.toContain(before[0]);
  });

  it.each([
    ['yes that is right, thank you', ['bruised left elbow'], 'en'],
    ['right, and my left knee is fine', ['sprained right ankle'], 'en'],
    ['sí, derecho, todo está bien', ['quemadura en el brazo izquierdo'], 'es'],
    ['all correct, nothing else to add', ['broken left wrist'], 'en'],
  ] as const)('%s leaves the side alone', async (text, before, language) => {
    const read = await corrected(text, [...before], language);
    expect(read.record.injuries ?? [...before], text).toContain(before[0]);
  });
});
