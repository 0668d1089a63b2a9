import { describe, expect, it } from 'vitest';

import { readDanger } from './detect-danger';

/**
 * A sign told in the past and said to be gone in plain words ("that's gone", "the feeling came
 * back", "se me quitó", "volvió a la normalidad") is over: no 911 line (decision 0380). A sign
 * happening now, or one that came back, still alarms. Sentences written for this test.
 */
describe('a past sign said to be gone is over', () => {
  it.each([
    'my fingers went numb for a while after the truck hit us, but that is gone',
    "my leg went weak for a few minutes after the fall, it's gone",
    'his hand went numb when the airbag blew, then the feeling came back',
    'her arm went limp for a moment at the scene and went back to normal',
    'se me durmió la pierna después del golpe, pero ya se me quitó',
    'a mi esposa se le entumió la mano en el choque y luego volvió a la normalidad',
    'a mi hijo se le durmió el brazo ese rato, ya se le quitó',
    'se me durmió el brazo un rato y ya se normalizó',
  ])('"%s"', (text) => {
    expect(readDanger(text).status).not.toBe('now');
  });
});

describe('a sign happening now still alarms beside those words', () => {
  it.each([
    'my arm went numb just now and I can not lift it',
    'his face is drooping on one side right now and his words are slurred',
    'se me acaba de dormir el brazo y no lo puedo levantar',
    'ahorita mi papá tiene la cara caída de un lado y no puede hablar',
  ])('"%s"', (text) => {
    const reading = readDanger(text);
    expect(reading.status).toBe('now');
    expect(reading.families).toContain('stroke');
  });
});
