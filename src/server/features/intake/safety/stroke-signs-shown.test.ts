import { describe, expect, it } from 'vitest';

import { readDanger } from './detect-danger';

/**
 * Stroke signs happening now, in any wording (decision 0280): "showing signs of a stroke" is
 * the signs shown, not information about them; a face that droops, words that come out garbled,
 * a smile that will not come on one side. Information, a check that ruled it out and a stroke
 * that is over stay no alarm. Sentences written for this test.
 */
describe('stroke signs happening now raise the alarm', () => {
  it.each([
    'my grandmother is showing signs of a stroke at this moment',
    'I think my brother is having stroke symptoms, he keeps dropping things',
    'the old man next to me is displaying the first signs of a stroke',
    'his mouth is sagging on the left and he cannot raise his right arm',
    'my wife has been garbling her words ever since the bus hit us',
    'he can not smile on one side and his hand is weak',
    'mi suegra tiene síntomas de derrame en este momento',
    'mi tío presenta síntomas de embolia, se le ve la boca chueca',
    'se le torció la boca a mi papá y no puede mover el brazo',
  ])('"%s"', (text) => {
    const reading = readDanger(text);
    expect(reading.status).toBe('now');
    expect(reading.families).toContain('stroke');
  });
});

describe('stroke words that are no stroke now stay quiet', () => {
  it.each([
    'the nurse handed me a pamphlet about the signs of a stroke',
    'what are the warning signs of a stroke anyway?',
    'they checked me for signs of a stroke at the ER and it was negative',
    'we learned the stroke symptoms in our first aid course',
    'my doctor told me to watch for symptoms of a stroke after the surgery',
    'en el hospital le revisaron los síntomas de derrame y salió bien',
    'no tuvo ningún síntoma de derrame, gracias a Dios',
  ])('"%s"', (text) => {
    expect(readDanger(text).status).not.toBe('now');
  });

  it('a stroke that is over is over, not now', () => {
    expect(readDanger('my dad had a stroke in 2019 but he recovered fully').status).toBe('over');
  });
});
