import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

/**
 * Decision 0338: care told with how often it comes, or with "now" or "still" and a verb of going
 * to it, is care that goes on, and its kind is added; care told as over, or still to come, is not.
 * Sentences written for this test.
 */
async function careOf(text: string, language: 'en' | 'es' = 'en', question: 'treatment' | null = 'treatment') {
  const { record } = await readTurn(question, text, { language });
  return record.treatment;
}

describe('care that goes on, told by how often or by now', () => {
  it.each([
    ['these days I see a physical therapist two times a week', 'en', 'physical_therapy'],
    ['still going to the chiropractor, every other week', 'en', 'chiropractic'],
    ['I do rehab 3x a week now', 'en', 'physical_therapy'],
    ['got an x-ray at urgent care and now I go to the chiro four days a week', 'en', 'chiropractic'],
    ['voy a rehabilitación cuatro veces a la semana', 'es', 'physical_therapy'],
    ['todavía veo al quiropráctico cada quince días', 'es', 'chiropractic'],
    ['ahora estoy yendo a fisioterapia', 'es', 'physical_therapy'],
  ] as const)('"%s" goes on, with its kind', async (text, language, level) => {
    const care = await careOf(text, language);
    expect(care?.status).toBe('ongoing');
    expect(care?.levels).toContain(level);
  });

  it('is read in a first message too', async () => {
    const care = await careOf('A pickup hit my car on Main Street. Now I go to PT twice a week.', 'en', null);
    expect(care?.status).toBe('ongoing');
    expect(care?.levels).toContain('physical_therapy');
  });

  it.each([
    ['I used to see a chiropractor twice a week, but he released me', 'en'],
    ['they want me to start physical therapy three times a week', 'en'],
    ['still getting bills from the ER every week', 'en'],
    ['fui al quiropráctico dos veces por semana durante un mes', 'es'],
    ['me dijeron que voy a empezar terapia tres veces a la semana', 'es'],
  ] as const)('"%s" does not go on', async (text, language) => {
    expect((await careOf(text, language))?.status).not.toBe('ongoing');
  });
});
