import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

/**
 * A place of care where the visitor works (a dental office, a clinic, a hospital, a pharmacy, a
 * nursing home) is no care they got: only care received makes a treatment (decision 0335).
 * Sentences and names written for this test.
 */
describe('a place of care where the visitor works', () => {
  it.each([
    [null, 'I work at a dental office downtown and a truck sideswiped me on the way in', 'en'],
    ['injuries', 'my elbow is swollen, I work in a clinic so I iced it myself', 'en'],
    [null, "I'm a night nurse at a hospital and I slipped on the ice at the gas station", 'en'],
    ['injuries', 'my knee, it happened in the lot of the urgent care where I work', 'en'],
    [null, 'trabajo en una clínica dental y me chocaron cuando iba para allá', 'es'],
    ['injuries', 'la espalda, soy recepcionista en un hospital y no puedo cargar nada', 'es'],
  ] as const)('%s: "%s" tells no care', async (question, text, language) => {
    const { record } = await readTurn(question, text, { language });
    expect(record.treatment?.levels ?? []).toEqual([]);
    expect(record.provider).toBeUndefined();
  });

  it.each([
    [null, 'I work at a bakery and after a car hit me I went to the ER', 'en', 'er'],
    ['treatment', 'I work at a clinic, but I went to urgent care across town for it', 'en', 'urgent_care'],
    ['treatment', 'trabajo en una farmacia y fui a la sala de emergencias esa noche', 'es', 'er'],
  ] as const)('%s: "%s" still tells the care received', async (question, text, language, level) => {
    const { record } = await readTurn(question, text, { language });
    expect(record.treatment?.levels).toContain(level);
  });
});
