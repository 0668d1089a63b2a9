import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

/**
 * A story that tells an earlier injury or claim as over before the one it is about (decision
 * 0208): the incident is the later date, opened by a turn to the present. Today is 2026-11-26
 * (a Thursday). Sentences written for these tests, never taken from a visitor or a corpus.
 */
const incidentOf = async (text: string, language: 'en' | 'es' = 'en') =>
  (await readTurn(null, text, { language, context: {} })).record.incidentDate;

describe('the later date after an earlier matter told as over', () => {
  it.each([
    [
      'I broke my ankle in 2021 skiing and it healed fine. Now on November 4 a delivery van backed into me at a gas station.',
      '2026-11-04',
    ],
    [
      'Back in February I hurt my knee at work, did comp and got better. Then on October 9 I slipped in a grocery aisle.',
      '2026-10-09',
    ],
    [
      'Had a fender bender in 2024 and we settled it. This time, on September 12, a truck ran a light and hit my door.',
      '2026-09-12',
    ],
    [
      'My neck was hurt in a crash in 2023, I recovered and went back to work. Then on November 20 a bus clipped my car.',
      '2026-11-20',
    ],
  ])('"%s" → %s', async (text, day) => {
    expect((await incidentOf(text))?.from).toBe(day);
  });

  it.each([
    [
      'Me lastimé la espalda en 2022 en el trabajo y me recuperé. Ahora el 6 de noviembre me chocaron por atrás.',
      '2026-11-06',
    ],
    [
      'En marzo me caí en una tienda y ya estaba bien. Luego el 15 de octubre un perro me mordió la pierna.',
      '2026-10-15',
    ],
    [
      'Tuve un accidente en 2024 y me pagaron. Esta vez, el 2 de noviembre, me resbalé en un restaurante.',
      '2026-11-02',
    ],
    ['Soy de Honduras, llegué en 2019. El 10 de noviembre me cayó una caja en el almacén.', '2026-11-10'],
  ])('"%s" → %s', async (text, day) => {
    expect((await incidentOf(text, 'es'))?.from).toBe(day);
  });
});

describe('a first date that is the incident stays', () => {
  it.each([
    // No earlier matter closed: a story told in order keeps its first date.
    [
      'I fell on the stairs at work on October 3, then on October 10 I had surgery on my wrist.',
      '2026-10-03',
    ],
    [
      'A car hit me on November 2 and I recovered a little, then on November 9 I went back to the ER.',
      '2026-11-02',
    ],
    ['I slipped at the pool on August 8. Now I cannot lift my arm.', '2026-08-08'],
    ['The crash was on October 21. I got better, then on November 1 the pain came back.', '2026-10-21'],
    // A month told first with no earlier matter closed after it.
    ['In October a shelf fell on me at a store. Then on November 3 I saw a surgeon.', '2026-10-01'],
  ])('"%s" → %s', async (text, day) => {
    expect((await incidentOf(text))?.from).toBe(day);
  });

  it.each([
    [
      'Me caí en el trabajo el 3 de octubre, me recuperé un poco y luego el 10 de octubre volvió el dolor.',
      '2026-10-03',
    ],
    ['En septiembre un carro me pegó en la calle. Luego el 4 de octubre fui al hospital.', '2026-09-01'],
    ['Un perro me mordió el 5 de noviembre. Ahora tengo miedo de salir.', '2026-11-05'],
  ])('"%s" → %s', async (text, day) => {
    expect((await incidentOf(text, 'es'))?.from).toBe(day);
  });
});
